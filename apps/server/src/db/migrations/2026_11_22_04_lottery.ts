import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('lottery_games')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('game_type', 'text', (c) =>
      c.notNull().check(sql`game_type in ('747', 'sweet16', 'elite8', 'gridlock')`),
    )
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('unplayed')
        .check(sql`status in ('unplayed', 'live', 'finished')`),
    )
    .addColumn('start_at', 'timestamptz', (c) => c.notNull())
    .addColumn('pick_deadline', 'timestamptz', (c) => c.notNull())
    .addColumn('ball_interval_seconds', 'integer', (c) => c.notNull().check(sql`ball_interval_seconds >= 2`))
    .addColumn('delay_seconds', 'integer', (c) =>
      c.notNull().check(sql`delay_seconds >= 0 and delay_seconds < ball_interval_seconds`),
    )
    .addColumn('final_window_seconds', 'integer', (c) => c.notNull().check(sql`final_window_seconds >= 0`))
    .addColumn('ball_count', 'integer', (c) => c.notNull())
    .addColumn('pick_count', 'integer', (c) => c.notNull())
    .addColumn('range_min', 'integer', (c) => c.notNull())
    .addColumn('range_max', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('prize_tiers', 'jsonb', (c) => c.notNull())
    // The secret seed: never sent to a client before the draw is finished.
    .addColumn('seed', 'text', (c) => c.notNull().check(sql`seed ~ '^[0-9a-f]{64}$'`))
    .addColumn('commitment', 'text', (c) => c.notNull())
    // The engine's step counter: each ball is claimed by `balls_drawn = k - 1 → k` exactly once.
    .addColumn('balls_drawn', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`balls_drawn between 0 and ball_count`),
    )
    .addColumn('settled_at', 'timestamptz')
    .addColumn('scheduled_by', 'text', (c) => c.notNull().defaultTo('operator'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('lottery_games_deadline_check', sql`pick_deadline <= start_at`)
    .addCheckConstraint(
      'lottery_games_range_check',
      sql`range_min < range_max and ball_count <= range_max - range_min + 1`,
    )
    .execute();
  // The rolling demo schedule is written by every process: one game per type and start time.
  await db.schema
    .createIndex('lottery_games_type_start_key')
    .on('lottery_games')
    .columns(['game_type', 'start_at'])
    .unique()
    .execute();
  await sql`create index lottery_games_active_idx on lottery_games (start_at) where settled_at is null`.execute(
    db,
  );

  await db.schema
    .createTable('lottery_draws')
    .addColumn('game_id', 'integer', (c) => c.notNull().references('lottery_games.id').onDelete('cascade'))
    .addColumn('k', 'integer', (c) => c.notNull().check(sql`k >= 1`))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('drawn_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('lottery_draws_pkey', ['game_id', 'k'])
    .addUniqueConstraint('lottery_draws_number_key', ['game_id', 'number'])
    .execute();

  await db.schema
    .createTable('lottery_entries')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('game_id', 'integer', (c) => c.notNull().references('lottery_games.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('picks', sql`integer[]`, (c) => c.notNull().check(sql`cardinality(picks) between 1 and 50`))
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('lottery_entries_game_user_key', ['game_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('lottery_entries_user_idx')
    .on('lottery_entries')
    .columns(['user_id', 'game_id'])
    .execute();

  await db.schema
    .createTable('lottery_inventory')
    .addColumn('entry_id', 'integer', (c) => c.notNull().references('lottery_entries.id').onDelete('cascade'))
    .addColumn('powerplay_id', 'integer', (c) => c.notNull().check(sql`powerplay_id between 1 and 5`))
    .addColumn('remaining', 'integer', (c) => c.notNull().check(sql`remaining >= 0`))
    .addPrimaryKeyConstraint('lottery_inventory_pkey', ['entry_id', 'powerplay_id'])
    .execute();

  await db.schema
    .createTable('lottery_powerplay_uses')
    .addColumn('entry_id', 'integer', (c) => c.notNull().references('lottery_entries.id').onDelete('cascade'))
    .addColumn('use_number', 'integer', (c) => c.notNull())
    .addColumn('powerplay_id', 'integer', (c) => c.notNull())
    .addColumn('picks_before', sql`integer[]`, (c) => c.notNull())
    .addColumn('picks_after', sql`integer[]`, (c) => c.notNull())
    .addColumn('balls_drawn', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('lottery_powerplay_uses_pkey', ['entry_id', 'use_number'])
    .execute();

  await db.schema
    .createTable('lottery_tier_results')
    .addColumn('game_id', 'integer', (c) => c.notNull().references('lottery_games.id').onDelete('cascade'))
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('winners', 'integer', (c) => c.notNull())
    .addColumn('payout', 'bigint', (c) => c.notNull())
    .addColumn('remainder', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('lottery_tier_results_pkey', ['game_id', 'hits'])
    .execute();
}

import { sql, type Kysely } from 'kysely';

/** Fantasy hockey preview: the sample game, its players, and players' saved entries. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('fantasy_games')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('max_teams_allowed', 'integer', (c) => c.notNull().defaultTo(8))
    .addColumn('min_teams_allowed', 'integer', (c) => c.notNull().defaultTo(1))
    .addCheckConstraint(
      'fantasy_games_limits',
      sql`min_teams_allowed >= 1 and max_teams_allowed >= min_teams_allowed`,
    )
    .execute();

  await db.schema
    .createTable('fantasy_players')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('game_id', 'integer', (c) => c.notNull().references('fantasy_games.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('team', 'text', (c) => c.notNull())
    .addColumn('position', 'text', (c) =>
      c
        .notNull()
        .check(sql`position in ('CENTER', 'LEFT WING', 'RIGHT WING', 'DEFENCE', 'GOALIE', 'STAR PLAYER')`),
    )
    .addColumn('vs', 'text', (c) => c.notNull())
    .addColumn('g', 'integer', (c) => c.notNull().check(sql`g >= 0`))
    .addColumn('a', 'integer', (c) => c.notNull().check(sql`a >= 0`))
    .addColumn('score', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('fantasy_players_game_idx')
    .on('fantasy_players')
    .columns(['game_id', 'position'])
    .execute();

  // One entry per player and game; picks are [{ playerId, bench }] in the order chosen.
  await db.schema
    .createTable('fantasy_entries')
    .addColumn('id', 'integer', (c) => c.primaryKey().generatedAlwaysAsIdentity())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('game_id', 'integer', (c) => c.notNull().references('fantasy_games.id'))
    .addColumn('picks', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('fantasy_entries_user_game_key', ['user_id', 'game_id'])
    .execute();
}

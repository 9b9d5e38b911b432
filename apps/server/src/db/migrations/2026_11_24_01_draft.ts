import { sql, type Kysely } from 'kysely';

/**
 * The 2020 NFL Power Draft (docs/rules/draft.md). The prospect pool is reference data
 * (features/draft/data, seeded through db/seed); a draft contest moves open → locked → live → final by
 * its times and `picks_made`; actual picks are posted one at a time, each claimed by moving
 * `picks_made` k−1 → k, and a prospect can be taken once per draft. A player's entry (`draft_entries.id`
 * is the registry's `entries.id`) holds the 32 prospect ids of their ranking; its powerplays are the
 * platform's inventory and use log.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('draft_prospects')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('height_inches', 'integer', (c) => c.notNull().check(sql`height_inches between 60 and 90`))
    .addColumn('weight_lbs', 'integer', (c) => c.notNull().check(sql`weight_lbs between 120 and 420`))
    .addColumn('school', 'text', (c) => c.notNull())
    .addColumn('pre_draft_rank', 'integer', (c) =>
      c
        .notNull()
        .unique()
        .check(sql`pre_draft_rank >= 1`),
    )
    .addColumn('school_gear_link', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('draft_contests')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull().check(sql`mode in ('replay', 'operator')`))
    .addColumn('pick_deadline', 'timestamptz', (c) => c.notNull())
    .addColumn('start_at', 'timestamptz', (c) => c.notNull())
    .addColumn('pick_interval_ms', 'integer', (c) =>
      c.notNull().check(sql`pick_interval_ms between 1000 and 3600000`),
    )
    .addColumn('picks_made', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`picks_made between 0 and 32`),
    )
    // A replay's next pick is due here (null: the operator posts the picks).
    .addColumn('next_pick_at', 'timestamptz')
    // The last status told to watchers (the job announces each change once).
    .addColumn('announced', 'text', (c) =>
      c
        .notNull()
        .defaultTo('open')
        .check(sql`announced in ('open', 'locked', 'live', 'final')`),
    )
    .addColumn('settled_at', 'timestamptz')
    .addColumn('created_by', 'text', (c) => c.notNull().defaultTo('operator'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('draft_contests_deadline_before_start', sql`pick_deadline <= start_at`)
    .addCheckConstraint('draft_contests_settled_when_final', sql`settled_at is null or picks_made = 32`)
    .execute();
  await db.schema.createIndex('draft_contests_start_idx').on('draft_contests').column('start_at').execute();
  // The rolling demo schedule: one demo draft per start time, however many processes fill it.
  await db.schema
    .createIndex('draft_contests_demo_slot')
    .on('draft_contests')
    .column('start_at')
    .unique()
    .where(sql.ref('created_by'), '=', 'demo')
    .execute();

  await db.schema
    .createTable('draft_picks')
    .addColumn('draft_id', 'integer', (c) => c.notNull().references('draft_contests.id').onDelete('cascade'))
    .addColumn('pick', 'integer', (c) => c.notNull().check(sql`pick between 1 and 32`))
    .addColumn('team', 'text', (c) => c.notNull())
    .addColumn('prospect_id', 'integer', (c) => c.notNull().references('draft_prospects.id'))
    .addColumn('made_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('draft_picks_pkey', ['draft_id', 'pick'])
    .addUniqueConstraint('draft_picks_prospect_once', ['draft_id', 'prospect_id'])
    .execute();

  await db.schema
    .createTable('draft_entries')
    .addColumn('id', 'integer', (c) => c.primaryKey().references('entries.id').onDelete('cascade'))
    .addColumn('draft_id', 'integer', (c) => c.notNull().references('draft_contests.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ranking', sql`integer[]`, (c) => c.notNull().check(sql`cardinality(ranking) = 32`))
    .addColumn('matched', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`matched between 0 and 32`),
    )
    .addColumn('result', 'text', (c) => c.check(sql`result in ('WON', 'LOST')`))
    .addColumn('won_cents', 'bigint', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`won_cents >= 0`),
    )
    .addColumn('submitted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('draft_entries_one_per_player', ['draft_id', 'user_id'])
    .execute();
  await db.schema.createIndex('draft_entries_user_idx').on('draft_entries').column('user_id').execute();

  await db.schema
    .createTable('draft_prize_splits')
    .addColumn('draft_id', 'integer', (c) => c.notNull().references('draft_contests.id').onDelete('cascade'))
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('total', 'bigint', (c) => c.notNull().check(sql`total >= 0`))
    .addColumn('winners', 'integer', (c) => c.notNull().check(sql`winners >= 0`))
    .addColumn('payout', 'bigint', (c) => c.notNull().check(sql`payout >= 0`))
    .addColumn('remainder', 'bigint', (c) => c.notNull().check(sql`remainder >= 0`))
    .addColumn('settled_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('draft_prize_splits_pkey', ['draft_id', 'hits'])
    .execute();
}

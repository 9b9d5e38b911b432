import { sql, type Kysely } from 'kysely';

/**
 * What each settlement of a sports contest decided per prize-grid row (docs/rules/sports.md "Contest rules"):
 * the number of winners, what each received, and the undivided remainder kept by the house. One row per
 * contest, settlement version and grid row, so a correction's re-settlement is recorded beside the first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sports_prize_splits')
    .addColumn('contest_id', 'integer', (c) =>
      c.notNull().references('sports_contests.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (c) => c.notNull().check(sql`version >= 1`))
    .addColumn('teams', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('cash', 'points', 'items')`))
    .addColumn('winners', 'integer', (c) => c.notNull().check(sql`winners >= 0`))
    .addColumn('payout', 'bigint', (c) => c.notNull().check(sql`payout >= 0`))
    .addColumn('remainder', 'bigint', (c) => c.notNull().check(sql`remainder >= 0`))
    .addColumn('settled_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('sports_prize_splits_pkey', ['contest_id', 'version', 'teams'])
    .execute();
}

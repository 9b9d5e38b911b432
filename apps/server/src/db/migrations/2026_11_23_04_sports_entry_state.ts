import { sql, type Kysely } from 'kysely';

/**
 * Sports powerplays (docs/rules/sports.md "Sports powerplays"): what the powerplays did to an entry,
 * beside its picks. my_score = real score + `adjustments[team]`, or 1 while the team is in `locked`;
 * `added` counts the teams the Add powerplay brought in (Remove needs one first). Scores themselves are
 * never stored here: they come from the matches.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sports_entries')
    .addColumn('adjustments', 'jsonb', (c) =>
      c
        .notNull()
        .defaultTo(sql`'{}'::jsonb`)
        .check(sql`jsonb_typeof(adjustments) = 'object'`),
    )
    .addColumn('locked', sql`text[]`, (c) =>
      c
        .notNull()
        .defaultTo(sql`'{}'::text[]`)
        .check(sql`cardinality(locked) <= 64`),
    )
    .addColumn('added', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`added >= 0`),
    )
    .execute();
}

import { sql, type Kysely } from 'kysely';

/**
 * White label (docs/rules/brand.md "White label"): the demo contests the site sponsors itself had the
 * sponsor 'Powerplay' written in; an empty sponsor now means the site, shown as the brand's sponsor line.
 * (The seeded pages' words follow the seed by themselves: content's refreshUntouchedPages.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update sports_contests set sponsor = '' where sponsor = 'Powerplay'`.execute(db);
}

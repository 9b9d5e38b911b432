import type { Insertable, Kysely } from 'kysely';
import type { DB, DraftProspectsTable } from '../../db/schema';

/** Adds the prospects a database lacks (by name); existing rows and their ids are kept. */
export async function insertMissingProspects(
  db: Kysely<DB>,
  prospects: readonly Insertable<DraftProspectsTable>[],
): Promise<void> {
  await db
    .insertInto('draft_prospects')
    .values([...prospects])
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
}

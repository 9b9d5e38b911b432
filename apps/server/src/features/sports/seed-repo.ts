import { sql, type Insertable, type Transaction } from 'kysely';
import type { DB, SportsGameTypesTable, SportsTeamsTable, SportsTable } from '../../db/schema';

/**
 * Writes the sports reference rows (seed.ts) that are not there yet: rows that exist are kept (an operator
 * may have edited them).
 */
export async function insertReferenceRows(
  trx: Transaction<DB>,
  rows: {
    sports: readonly Insertable<SportsTable>[];
    gameTypes: readonly (Insertable<SportsGameTypesTable> & { id: number })[];
    teams: readonly Insertable<SportsTeamsTable>[];
  },
): Promise<void> {
  await trx
    .insertInto('sports')
    .values(rows.sports.map((s) => ({ ...s })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .insertInto('sports_game_types')
    .values(rows.gameTypes.map((t) => ({ ...t })))
    .onConflict((oc) => oc.doNothing())
    .execute();
  // Explicit ids were given: the identity continues after them.
  await sql`select setval(pg_get_serial_sequence('sports_game_types', 'id'), (select max(id) from sports_game_types))`.execute(
    trx,
  );
  await trx
    .insertInto('sports_teams')
    .values([...rows.teams])
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

import { sql, type Insertable, type Transaction } from 'kysely';
import type {
  DB,
  SportsContestRulesTable,
  SportsGameTypeLayoutsTable,
  SportsGameTypesTable,
  SportsTeamsTable,
  SportsTable,
} from '../../db/schema';

/**
 * Writes the sports reference rows (seed.ts) that are not there yet (the contest types' layouts and
 * rules among them): rows that exist are kept (an operator
 * may have edited them).
 */
export async function insertReferenceRows(
  trx: Transaction<DB>,
  rows: {
    layouts: readonly Insertable<SportsGameTypeLayoutsTable>[];
    rules: readonly Insertable<SportsContestRulesTable>[];
    sports: readonly Insertable<SportsTable>[];
    gameTypes: readonly (Insertable<SportsGameTypesTable> & { id: number })[];
    teams: readonly Insertable<SportsTeamsTable>[];
  },
): Promise<void> {
  // The layouts and rules first: a game type's foreign keys name them.
  await trx
    .insertInto('sports_game_type_layouts')
    .values(rows.layouts.map((l) => ({ ...l })))
    .onConflict((oc) => oc.column('layout').doNothing())
    .execute();
  await trx
    .insertInto('sports_contest_rules')
    .values(rows.rules.map((r) => ({ ...r })))
    .onConflict((oc) => oc.column('rule').doNothing())
    .execute();
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

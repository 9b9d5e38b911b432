import type { PrizeRow } from '@powerplay/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * The queries that close a game set's contests: settling them (settlement.ts) and cancelling those short
 * of players at the lock (cancellation.ts).
 */

/** The game set's contests not cancelled, with their rule, sport, game type's name, start and number of entries. */
export function contestsToSettle(trx: Transaction<DB>, gameSetId: number) {
  return (
    trx
      .selectFrom('sports_contests as c')
      .innerJoin('sports_game_types as t', 't.id', 'c.game_type_id')
      .innerJoin('sports_game_sets as g', 'g.id', 'c.game_set_id')
      .select(['c.id', 'c.name', 'c.settled_version', 'c.min_players', 't.rule', 't.sport_id'])
      .select(['t.name as game_type_name', 'g.start_at'])
      .select(
        sql<number>`(select count(*) from sports_entries e where e.contest_id = c.id)::int`.as('entries'),
      )
      .where('c.game_set_id', '=', gameSetId)
      // A contest cancelled for want of players is never settled (the database refuses it too); one still
      // short of its minimum is left to the lock's step, which cancels it (cancellation.ts).
      .where('c.cancelled_at', 'is', null)
      .orderBy('c.id')
      .execute()
  );
}

/** Claims a contest's settlement by moving `settled_version` from `from` to `from + 1`; false when another got it. */
export async function claimContestSettlement(
  trx: Transaction<DB>,
  contestId: number,
  from: number,
  now: Date,
): Promise<boolean> {
  const claimed = await trx
    .updateTable('sports_contests')
    .set({ settled_version: from + 1, settled_at: now })
    .where('id', '=', contestId)
    .where('settled_version', '=', from)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/** A contest's prize grid as the domain reads it. */
export async function contestPrizeGrid(trx: Transaction<DB>, contestId: number): Promise<PrizeRow[]> {
  const rows = await trx
    .selectFrom('sports_prize_rows')
    .selectAll()
    .where('contest_id', '=', contestId)
    .execute();
  return rows.map((r) => ({
    noOfTeam: r.teams,
    kind: r.kind,
    amount: r.amount,
    ...(r.description !== null ? { description: r.description } : {}),
    ...(r.retail_value_cents !== null ? { retailValueCents: r.retail_value_cents } : {}),
  }));
}

/** A contest's entries under an update lock, in id order, with what settling reads of them. */
export function lockEntriesToSettle(trx: Transaction<DB>, contestId: number) {
  return trx
    .selectFrom('sports_entries')
    .select([
      'id',
      'user_id',
      'picks',
      'adjustments',
      'locked',
      'added',
      'multipliers',
      'sixth_skater',
      'locked_at',
      'fantasy',
      'zones',
      'result',
      'won_amount',
    ])
    .where('contest_id', '=', contestId)
    .orderBy('id')
    .forUpdate()
    .execute();
}

export interface PrizeSplitRow {
  teams: number;
  kind: PrizeRow['kind'];
  winners: number;
  payout: number;
  remainder: number;
}

/** The record of what one settlement decided per row of the grid. */
export async function insertPrizeSplits(
  trx: Transaction<DB>,
  contestId: number,
  version: number,
  splits: readonly PrizeSplitRow[],
  now: Date,
) {
  await trx
    .insertInto('sports_prize_splits')
    .values(splits.map((s) => ({ contest_id: contestId, version, ...s, settled_at: now })))
    .execute();
}

/** An entry's result and prize as settlement `version` decided them. */
export async function saveEntryResult(
  trx: Transaction<DB>,
  entryId: number,
  v: { result: 'WON' | 'LOST'; wonAmount: number; version: number; now: Date },
) {
  await trx
    .updateTable('sports_entries')
    .set({ result: v.result, won_amount: v.wonAmount, settled_version: v.version, updated_at: v.now })
    .where('id', '=', entryId)
    .execute();
}

/** Stamps the game set settled; false when there is no such game set. */
export async function markGameSetSettled(
  trx: Transaction<DB>,
  gameSetId: number,
  now: Date,
): Promise<boolean> {
  const set = await trx
    .updateTable('sports_game_sets')
    .set({ settled_at: now })
    .where('id', '=', gameSetId)
    .returning('id')
    .executeTakeFirst();
  return set !== undefined;
}

/** Contests that have a minimum and are neither cancelled nor settled (a partial index), as the rule reads them. */
export function contestsWithMinimum(db: Kysely<DB>) {
  return db
    .selectFrom('sports_contests as c')
    .innerJoin('sports_game_sets as g', 'g.id', 'c.game_set_id')
    .select([
      'c.id',
      'c.min_players',
      'g.status',
      'g.start_at',
      sql<number>`(select count(*) from sports_entries e where e.contest_id = c.id)::int`.as('entries'),
    ])
    .where('c.min_players', '>', 1)
    .where('c.cancelled_at', 'is', null)
    .where('c.settled_version', '=', 0)
    .execute();
}

/** A contest as cancelling reads it. */
export function findContestToCancel(trx: Transaction<DB>, contestId: number) {
  return trx
    .selectFrom('sports_contests')
    .select(['id', 'name', 'game_set_id', 'min_players', 'cancelled_at', 'settled_version'])
    .where('id', '=', contestId)
    .executeTakeFirst();
}

/** The game set under an update lock (the lock every writer of its rows takes first). */
export function lockGameSetForUpdate(trx: Transaction<DB>, gameSetId: number) {
  return trx
    .selectFrom('sports_game_sets')
    .select(['id', 'status', 'start_at'])
    .where('id', '=', gameSetId)
    .forUpdate()
    .executeTakeFirst();
}

/** The number of entries in a contest. */
export async function countContestEntries(trx: Transaction<DB>, contestId: number): Promise<number> {
  const { n } = await trx
    .selectFrom('sports_entries')
    .select(sql<number>`count(*)::int`.as('n'))
    .where('contest_id', '=', contestId)
    .executeTakeFirstOrThrow();
  return n;
}

/** Claims a contest's cancellation (neither cancelled nor settled yet); false when there was nothing to claim. */
export async function claimCancellation(
  trx: Transaction<DB>,
  contestId: number,
  now: Date,
): Promise<boolean> {
  const claimed = await trx
    .updateTable('sports_contests')
    .set({ cancelled_at: now })
    .where('id', '=', contestId)
    .where('cancelled_at', 'is', null)
    .where('settled_version', '=', 0)
    .executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

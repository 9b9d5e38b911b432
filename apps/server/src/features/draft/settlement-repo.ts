import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** Settling a draft (settlement.ts): its statements, in the caller's transaction, in its order. */

/** Claims the draft's settlement (`settled_at is null` → `now`); its name, or undefined when it was settled. */
export async function claimDraftSettlement(
  trx: Transaction<DB>,
  draftId: number,
  now: Date,
): Promise<string | undefined> {
  const claimed = await trx
    .updateTable('draft_contests')
    .set({ settled_at: now })
    .where('id', '=', draftId)
    .where('settled_at', 'is', null)
    .returning('name')
    .executeTakeFirst();
  return claimed?.name;
}

/** How many of the draft's entries have each number of matches. */
export function matchCounts(trx: Transaction<DB>, draftId: number) {
  return trx
    .selectFrom('draft_entries')
    .select(['matched', sql<number>`count(*)::int`.as('n')])
    .where('draft_id', '=', draftId)
    .groupBy('matched')
    .execute();
}

export interface DraftSplitRow {
  hits: number;
  total: number;
  winners: number;
  payout: number;
  remainder: number;
}

/** The record of what the settlement decided per tier. */
export async function insertPrizeSplits(
  trx: Transaction<DB>,
  draftId: number,
  splits: readonly DraftSplitRow[],
  now: Date,
) {
  await trx
    .insertInto('draft_prize_splits')
    .values(splits.map((s) => ({ draft_id: draftId, ...s, settled_at: now })))
    .execute();
}

/** Marks every entry of the draft LOST (the winners are marked after). */
export async function markEntriesLost(trx: Transaction<DB>, draftId: number, now: Date) {
  await trx
    .updateTable('draft_entries')
    .set({ result: 'LOST', updated_at: now })
    .where('draft_id', '=', draftId)
    .execute();
}

/** Marks the entries with `hits` matches WON with `payout` each; those entries. */
export function markTierWinners(
  trx: Transaction<DB>,
  draftId: number,
  hits: number,
  payout: number,
  now: Date,
) {
  return trx
    .updateTable('draft_entries')
    .set({ result: 'WON', won_cents: payout, updated_at: now })
    .where('draft_id', '=', draftId)
    .where('matched', '=', hits)
    .returning(['id', 'user_id'])
    .execute();
}

import type { SportsEntryState } from '@powerplay/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** The player's other sports entries, oldest start first (the live page's arrows). */
export function siblingEntries(q: Db, userId: number, entryId: number) {
  return q
    .selectFrom('sports_entries as e')
    .innerJoin('sports_contests as c', 'c.id', 'e.contest_id')
    .innerJoin('sports_game_sets as g', 'g.id', 'c.game_set_id')
    .select(['e.id', 'g.start_at'])
    .where('e.user_id', '=', userId)
    .where('e.id', '<>', entryId)
    .orderBy('g.start_at')
    .orderBy('e.id')
    .execute();
}

/** Saves an entry's powerplay state after a use (and, for Zones, its placements). */
export async function saveEntryState(
  trx: Transaction<DB>,
  entryId: number,
  state: SportsEntryState,
  zones: Readonly<Record<string, number>> | undefined,
  at: Date,
) {
  await trx
    .updateTable('sports_entries')
    .set({
      picks: [...state.picks],
      adjustments: JSON.stringify(state.adjustments),
      locked: [...state.locked],
      added: state.added,
      multipliers: JSON.stringify(state.multipliers ?? {}),
      taken_back: JSON.stringify(state.takenBack ?? {}),
      sixth_skater: JSON.stringify(state.sixthSkater ?? {}),
      locked_at: JSON.stringify(state.lockedAt ?? {}),
      ...(zones ? { zones: JSON.stringify(zones) } : {}),
      updated_at: at,
    })
    .where('id', '=', entryId)
    .execute();
}

/** The entries these players hold in one contest (a private contest's members). */
export function entriesOfPlayers(q: Db, contestId: number, userIds: readonly number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return q
    .selectFrom('sports_entries')
    .selectAll()
    .where('contest_id', '=', contestId)
    .where('user_id', 'in', [...userIds])
    .execute();
}

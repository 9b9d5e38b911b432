import type { FantasyEntryState } from '@powerplay/domain';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** Saves a fantasy entry's picks (player keys, for the lists every entry shares) and its fantasy state. */
export async function saveFantasyState(
  trx: Transaction<DB>,
  entryId: number,
  state: FantasyEntryState,
  at: Date,
) {
  await trx
    .updateTable('sports_entries')
    .set({ picks: state.picks.map((p) => p.key), fantasy: JSON.stringify(state), updated_at: at })
    .where('id', '=', entryId)
    .execute();
}

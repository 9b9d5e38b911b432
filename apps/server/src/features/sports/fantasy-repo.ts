import type { FantasyEntryState } from '@powerplay/domain';
import type { Kysely, Transaction } from 'kysely';
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

/** A set's matches with their scripts (the simulated games' seeds), for settling its fantasy contests. */
export function fantasyMatchRows(q: Kysely<DB> | Transaction<DB>, gameSetId: number) {
  return q
    .selectFrom('sports_matches')
    .select([
      'feed_game_id',
      'home_team_id',
      'away_team_id',
      'status',
      'home_score',
      'away_score',
      'progress',
      'script',
    ])
    .where('game_set_id', '=', gameSetId)
    .orderBy('start_at')
    .orderBy('id')
    .execute();
}

import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** The draws `where` picks, each with the players who have an entry in it. */
export async function drawsWithPlayers(q: Db, where: (qb: DrawsQuery) => DrawsQuery) {
  const games = await where(drawsQuery(q)).execute();
  if (games.length === 0) return [];
  const entries = await q
    .selectFrom('lottery_entries')
    .select(['game_id', 'user_id'])
    .where(
      'game_id',
      'in',
      games.map((g) => g.id),
    )
    .execute();
  return games.map((g) => ({
    ...g,
    players: entries.filter((e) => e.game_id === g.id).map((e) => e.user_id),
  }));
}
type DrawsQuery = ReturnType<typeof drawsQuery>;
const drawsQuery = (q: Db) => q.selectFrom('lottery_games').select(['id', 'game_type', 'start_at']);

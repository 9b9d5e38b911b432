import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * The contests not cancelled that `where` picks (over `c` contests, `g` their game sets), each with its
 * entries (id and player): whom a notification of the contest tells.
 */
export async function contestsWithEntries(q: Db, where: (qb: ContestsOnSets) => ContestsOnSets) {
  const contests = await where(contestsOnSets(q)).execute();
  if (contests.length === 0) return [];
  const entries = await q
    .selectFrom('sports_entries')
    .select(['id', 'contest_id', 'user_id'])
    .where(
      'contest_id',
      'in',
      contests.map((c) => c.id),
    )
    .execute();
  return contests.map((c) => ({ ...c, entries: entries.filter((e) => e.contest_id === c.id) }));
}

const contestsOnSets = (q: Db) =>
  q
    .selectFrom('sports_contests as c')
    .innerJoin('sports_game_sets as g', 'g.id', 'c.game_set_id')
    .innerJoin('sports_game_types as t', 't.id', 'c.game_type_id')
    .select(['c.id', 'c.name', 'c.min_players', 'g.title', 't.layout'])
    .where('c.cancelled_at', 'is', null);
type ContestsOnSets = ReturnType<typeof contestsOnSets>;

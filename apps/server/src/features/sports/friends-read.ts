import type { PrivateContestLive, PrivateContestMember } from '@powerplay/contracts';
import {
  contestTypeOf,
  entriesOpen,
  entryStanding,
  typedPicks,
  type GameAmongFriends,
} from '@powerplay/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { sportOfId, zonesOf } from './contest-types';
import { entryState, stateDto } from './entry-state';
import { fantasyMatchesOf, fantasyStateOf, fantasyTypedPicks } from './fantasy-views';
import { matchesSoFar, toDomainRow } from './live-views';
import { entriesOfPlayers } from './live-repo';
import type { SportsRepo } from './repo';
import { domainMatchOf } from './sports-views';

type Db = Kysely<DB> | Transaction<DB>;

/** A contest among friends, with what a member's page needs to score it live (privateContestLive). */
export type SportsAmongFriends = GameAmongFriends & {
  live: PrivateContestLive;
  entryInputs: Map<number, NonNullable<PrivateContestMember['entry']>>;
};

/** A sports contest as playing with friends reads it: its state, and these players' entries scored live. */
export function sportsAmongFriends(deps: { db: Kysely<DB>; repo: SportsRepo; clock: Clock }) {
  const { db, repo, clock } = deps;

  /**
   * A contest and these players' entries in it, each scored by the contest type's rule as the live page
   * scores it (undefined: no such contest).
   */
  async function amongFriends(
    contestId: number,
    userIds: readonly number[],
    q: Db,
  ): Promise<SportsAmongFriends | undefined> {
    const contest = await repo.findContest(contestId, null, q);
    const gameSet = contest && (await repo.findGameSet(contest.game_set_id, q));
    if (!contest || !gameSet) return undefined;
    const [rows, matchRows, grid] = await Promise.all([
      entriesOfPlayers(q, contestId, userIds),
      userIds.length > 0 ? repo.matchesOf(gameSet.id, q) : Promise.resolve([]),
      userIds.length > 0 ? repo.prizeRows(contestId, q) : Promise.resolve([]),
    ]);
    const settled = contest.settled_at !== null || gameSet.settled_at !== null;
    const matches = matchRows.map(domainMatchOf);
    const type = contestTypeOf(contest.rule);
    const entries: GameAmongFriends['entries'] = new Map();
    const entryInputs: SportsAmongFriends['entryInputs'] = new Map();
    for (const row of rows) {
      if (!type.picksArePlayers)
        entryInputs.set(row.user_id, { state: stateDto(entryState(row)), zones: zonesOf(row.zones) });
      const standing = entryStanding(contest.rule, {
        sport: sportOfId(contest.sport_id),
        picks: type.picksArePlayers
          ? fantasyTypedPicks(fantasyStateOf(row.fantasy), fantasyMatchesOf(matchRows))
          : typedPicks(entryState(row), matches, zonesOf(row.zones)),
        finished: settled,
        grid: grid.map(toDomainRow),
        games: matches.length,
      });
      entries.set(row.user_id, {
        entryId: row.id,
        enteredAt: row.created_at,
        picks: [...row.picks],
        result: standing.result,
        score: standing.friendsScore,
      });
    }
    return {
      kind: 'sports',
      id: contestId,
      gameSetId: gameSet.id,
      lotteryGameType: null,
      title: `${contest.name} · ${gameSet.title}`,
      startAt: gameSet.start_at,
      open: entriesOpen(
        { status: gameSet.status, startAt: gameSet.start_at.getTime() },
        clock.now().getTime(),
      ),
      cancelled: contest.cancelled_at !== null,
      settled,
      entries,
      // A page scores team picks itself from the set's `match` events; player picks need the server.
      live: type.picksArePlayers
        ? null
        : {
            kind: 'sports',
            rule: contest.rule,
            league: gameSet.league,
            matches: matchesSoFar(matchRows),
            grid,
          },
      entryInputs,
    };
  }

  return {
    /** A contest among friends (`amongFriends`), read in one snapshot or in the caller's transaction. */
    amongFriends(contestId: number, userIds: readonly number[], trx?: Transaction<DB>) {
      if (trx) return amongFriends(contestId, userIds, trx);
      return db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute((snapshot) => amongFriends(contestId, userIds, snapshot));
    },
  };
}

import type {
  FantasyLiveResponse,
  FantasyPick,
  FantasyPlayersResponse,
  MessageCode,
  UseFantasyPowerplayRequest,
} from '@powerplay/contracts';
import {
  applyFantasyPowerplay,
  checkFantasyPicks,
  contestTypeOf,
  countedPoints,
  entryStanding,
  fantasyMyScore,
  fantasyPowerplayRequestOf,
  gameSetStatus,
  isEligible,
  playersRefusal,
  savedFantasyPicks,
  type FantasyEntryState,
  type PowerplayUse,
} from '@powerplay/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { inTransactionOnce } from '../../platform/idempotency';
import type { PowerplaysService } from '../powerplays';
import { powerplayStock } from './entry-state';
import { saveFantasyState } from './fantasy-repo';
import {
  fantasyMatchesOf,
  fantasyPlayersOf,
  fantasyStateOf,
  fantasyTypedPicks,
  rawPointsIn,
} from './fantasy-views';
import type { LivePlayer } from './live-service';
import { toDomainRow } from './live-views';
import type { ContestRow, SportsRepo } from './repo';
import { gameSetOf, playersOf } from './sports-views';

type Db = Kysely<DB> | Transaction<DB>;

/** A contest of a type whose picks are players (fantasy); any other answers as no such contest. */
const isFantasy = (contest: ContestRow | undefined): contest is ContestRow =>
  contest !== undefined && contestTypeOf(contest.rule).picksArePlayers === true && contest.rule !== null;

/**
 * Fantasy hockey's use cases (docs/rules/fantasy.md): the players of a contest's set, an entry's picks,
 * its live points and its powerplays. An entry is a sports entry (entered through the sports service:
 * the entries registry, the kit); this saves its player picks and fantasy state, each use case one
 * transaction, the same locks in the same order as the sports picks and powerplays.
 */
export function fantasyService(deps: {
  db: Kysely<DB>;
  repo: SportsRepo;
  clock: Clock;
  powerplays: PowerplaysService;
}) {
  const { db, repo, clock, powerplays } = deps;

  async function setOf(gameSetId: number, q: Db) {
    return fantasyMatchesOf(await repo.matchesOf(gameSetId, q));
  }

  /** One of the player's fantasy entries now, read through `q`. */
  async function standing(entryId: number, userId: number, q: Db): Promise<FantasyLiveResponse> {
    const row = await repo.findEntry(entryId, userId, q);
    const contest = row && (await repo.findContest(row.contest_id, userId, q));
    const gameSet = isFantasy(contest) ? await repo.findGameSet(contest.game_set_id, q) : undefined;
    if (!row || !contest || !gameSet) throw new AppError('SPORTS_ENTRY_NOT_FOUND');
    const [matches, grid, inventory] = await Promise.all([
      setOf(gameSet.id, q),
      repo.prizeRows(contest.id, q),
      powerplays.inventory(entryId, q),
    ]);
    const state = fantasyStateOf(row.fantasy);
    const players = new Map(fantasyPlayersOf(matches).map((p) => [p.key, p]));
    const settled = contest.settled_at !== null || gameSet.settled_at !== null;
    const current = entryStanding(contest.rule, {
      sport: 'hockey',
      picks: fantasyTypedPicks(state, matches),
      finished: settled,
      grid: grid.map(toDomainRow),
    });
    const next = grid
      .map((r) => r.teams)
      .filter((k) => k > fantasyMyScore(state, rawPointsIn(matches)))
      .sort((a, b) => a - b)[0];
    return {
      entry: {
        id: row.id,
        contestId: contest.id,
        contestName: contest.name,
        result: row.result,
        wonAmount: Number(row.won_amount),
      },
      gameSet: gameSetOf(gameSet),
      picks: state.picks.flatMap((p) => {
        const player = players.get(p.key);
        return player
          ? [{ player, bench: p.bench, star: p.star, counted: countedPoints(p, player.points) }]
          : [];
      }),
      myScore: fantasyMyScore(state, rawPointsIn(matches)),
      standing: { result: current.result, row: current.rowKey ?? null, next: next ?? null },
      prizes: grid,
      powerplays: powerplayStock(inventory),
    };
  }

  /** The entry, its contest and set locked for a change (set shared, then the entry), or why not. */
  async function lockForChange(trx: Transaction<DB>, entryId: number, userId: number) {
    const found = await repo.findEntry(entryId, userId, trx);
    const contest = found && (await repo.findContest(found.contest_id, userId, trx));
    const gameSet = isFantasy(contest) ? await repo.lockGameSetShared(trx, contest.game_set_id) : undefined;
    const row = gameSet && (await repo.lockEntry(trx, entryId, userId));
    if (!contest || !gameSet || !row) throw new AppError('SPORTS_ENTRY_NOT_FOUND');
    if (gameSet.settled_at || contest.settled_at) throw new AppError('SPORTS_ACTION_UNAVAILABLE');
    const short = playersRefusal(playersOf(contest, clock.now()));
    if (short) throw new AppError(short);
    return { contest, gameSet, row, matches: await setOf(gameSet.id, trx) };
  }

  return {
    /** `GET /api/fantasy/contests/:id/players`: public, like the lobby. */
    async players(contestId: number): Promise<FantasyPlayersResponse> {
      const contest = await repo.findContest(contestId, null);
      const gameSet = isFantasy(contest) ? await repo.findGameSet(contest.game_set_id) : undefined;
      if (!contest || !gameSet) throw new AppError('SPORTS_CONTEST_NOT_FOUND');
      return {
        contest: {
          id: contest.id,
          name: contest.name,
          minTeams: contest.min_teams,
          maxTeams: contest.max_teams,
        },
        gameSet: gameSetOf(gameSet),
        simulated: true,
        players: fantasyPlayersOf(await setOf(gameSet.id, db)),
      };
    },

    /** `GET /api/fantasy/entries/:id/live`, in one snapshot. */
    live(entryId: number, userId: number): Promise<FantasyLiveResponse> {
      return db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute((trx) => standing(entryId, userId, trx));
    },

    /**
     * Saves the entry's picks (docs/rules/fantasy.md "Picks"): the contest's min..max players of the
     * set, at most two goalies, one active skater as the Star Player, and only picks of matches not
     * started may change. A refusal saves nothing.
     */
    async savePicks(entryId: number, userId: number, picks: FantasyPick[]): Promise<FantasyLiveResponse> {
      return db.transaction().execute(async (trx) => {
        const { contest, row, matches } = await lockForChange(trx, entryId, userId);
        const state = fantasyStateOf(row.fantasy);
        const statuses = new Map(fantasyPlayersOf(matches).map((p) => [p.key, p.status]));
        const limits = { min: contest.min_teams, max: contest.max_teams };
        const refusal = checkFantasyPicks(picks, state.picks, (key) => statuses.get(key), limits);
        if (refusal) throw new AppError(refusal, { params: limits });
        await saveFantasyState(trx, entryId, savedFantasyPicks(state, picks), clock.now());
        return standing(entryId, userId, trx);
      });
    },

    /**
     * Uses Swap, Star Power or Undo (docs/rules/fantasy.md "Powerplays") in one transaction: refused
     * once settled or when the player's club cannot play the entry; otherwise the domain decides, the
     * state and the inventory change together and the use is logged. With an `Idempotency-Key`, a retry
     * gets the first answer and spends nothing more.
     */
    usePowerplay(
      entryId: number,
      player: LivePlayer,
      req: UseFantasyPowerplayRequest,
      idempotencyKey?: string,
    ): Promise<FantasyLiveResponse> {
      return inTransactionOnce(
        db,
        clock,
        { userId: player.id, scope: `fantasy-powerplay:${entryId}`, key: idempotencyKey, body: req },
        async (trx) => {
          const { contest, row, matches } = await lockForChange(trx, entryId, player.id);
          const request = fantasyPowerplayRequestOf(req);
          if (!request) throw new AppError('SPORTS_POWERPLAY_UNKNOWN');
          if (!isEligible(player.club, contest.eligibility)) throw new AppError('SPORTS_SUBSCRIPTION_NEEDED');
          const state = fantasyStateOf(row.fantasy);
          const players = new Map(fantasyPlayersOf(matches).map((p) => [p.key, p]));
          const at = clock.now();
          const outcome = await powerplays.spend(trx, {
            entryId,
            at,
            context: req,
            usedUp: 'SPORTS_POWERPLAY_USED_UP',
            decide: ({ inventory, log }) => {
              const decided = applyFantasyPowerplay(
                {
                  state,
                  inventory,
                  log: log as PowerplayUse<FantasyEntryState>[],
                  live: gameSetStatus(matches.map((m) => m.match)) === 'LIVE',
                  raw: rawPointsIn(matches),
                  status: (key) => players.get(key)?.status ?? 'UNPLAYED',
                },
                request,
              );
              if (typeof decided === 'string') throw new AppError(decided satisfies MessageCode);
              return decided;
            },
          });
          await saveFantasyState(trx, entryId, outcome.state, at);
          return standing(entryId, player.id, trx);
        },
      );
    },
  };
}

export type FantasyService = ReturnType<typeof fantasyService>;

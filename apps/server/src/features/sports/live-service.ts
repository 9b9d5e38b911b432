import type {
  MessageCode,
  SportsEntry,
  SportsLiveMatch,
  SportsLiveScoreResponse,
  UseSportsPowerplayRequest,
} from '@powerplay/contracts';
import {
  applySportsPowerplay,
  contestTypeOf,
  entryStanding,
  isEligible,
  lockRulesOf,
  multiplierOf,
  myScore,
  playersRefusal,
  prizeRowsWithin,
  teamsOfMatches,
  typedPicks,
  type Club,
  type PowerplayUse,
  type SportsEntryState,
  type SportsPowerplayRefusal,
} from '@powerplay/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { inTransactionOnce } from '../../platform/idempotency';
import type { PowerplaysService } from '../powerplays';
import { sportOfId, zonesOf } from './contest-types';
import { entryState, powerplayStock, publishSportsEntry, stateDto } from './entry-state';
import { fantasyMatchesOf, fantasyStateOf, fantasyTypedPicks } from './fantasy-views';
import { sportsAmongFriends } from './friends-read';
import { saveEntryState, siblingEntries } from './live-repo';
import { matchesSoFar, toDomainRow } from './live-views';
import type { SportsRepo } from './repo';
import { contestOf, domainMatchOf, gameSetOf, playersOf } from './sports-views';

type Db = Kysely<DB> | Transaction<DB>;

/** The signed-in player as the live score page needs them: who, and their club. */
export interface LivePlayer {
  id: number;
  club: Club;
}

// Every refusal the domain can give has its text in the catalogue (checked by the compiler).
const refusal = (code: SportsPowerplayRefusal): MessageCode => code;

/**
 * The live score page (docs/rules/sports.md "Sports powerplays"): one entry's
 * standing — its matches with the player's my_score, holdings and locks per side, the prize it plays for,
 * its powerplays — and the powerplays themselves, each used in one transaction.
 */
export function sportsLiveService(deps: {
  db: Kysely<DB>;
  repo: SportsRepo;
  clock: Clock;
  powerplays: PowerplaysService;
  /** Told in the transaction of a powerplay used on a player's entry in a contest (playing with friends). */
  entryChanged?: (trx: Transaction<DB>, contestId: number, userId: number) => Promise<void>;
}) {
  const { db, repo, clock, powerplays, entryChanged } = deps;

  /** The standing of one of the player's entries, read through `q` (a snapshot, or the use's transaction). */
  async function standing(entryId: number, player: LivePlayer, q: Db): Promise<SportsLiveScoreResponse> {
    const row = await repo.findEntry(entryId, player.id, q);
    if (!row) throw new AppError('SPORTS_ENTRY_NOT_FOUND');
    const contest = await repo.findContest(row.contest_id, player.id, q);
    const gameSet = contest && (await repo.findGameSet(contest.game_set_id, q));
    if (!contest || !gameSet) throw new AppError('SPORTS_ENTRY_NOT_FOUND');
    const [matchRows, grid, inventory, others] = await Promise.all([
      repo.matchesOf(gameSet.id, q),
      repo.prizeRows(contest.id, q),
      powerplays.inventory(entryId, q),
      siblingEntries(q, player.id, entryId),
    ]);
    const state = entryState(row);
    const matches = matchRows.map(domainMatchOf);
    const teams = teamsOfMatches(matches);
    const side = (key: string) => {
      const team = teams.get(key)!;
      return {
        held: state.picks.includes(key),
        locked: state.locked.includes(key),
        myScore: myScore(state, team),
        // Double / Triple on this team (already counted in myScore).
        ...(multiplierOf(state, key) !== 1 ? { multiplier: multiplierOf(state, key) } : {}),
      };
    };
    const live: SportsLiveMatch[] = matchesSoFar(matchRows).map((match) => ({
      ...match,
      mine: { home: side(match.home.pickKey), away: side(match.away.pickKey) },
    }));

    const settled = contest.settled_at !== null || gameSet.settled_at !== null;
    // The entry's standing by its type's rule (the domain's registry), as the page recomputes it.
    const type = contestTypeOf(contest.rule);
    const domainGrid = grid.map(toDomainRow);
    const current = entryStanding(contest.rule, {
      sport: sportOfId(contest.sport_id),
      // A fantasy entry's picks are players: their counted points (fantasy-views.ts).
      picks: type.picksArePlayers
        ? fantasyTypedPicks(fantasyStateOf(row.fantasy), fantasyMatchesOf(matchRows))
        : typedPicks(state, matches, zonesOf(row.zones)),
      finished: settled,
      grid: domainGrid,
      games: matches.length,
    });
    const limits = { min: contest.min_teams, max: contest.max_teams };
    // Rows keyed by the number of teams: those within min..max; keyed by a type's own measure: every row.
    const within = new Set(
      (type.rowsByTeams ? prizeRowsWithin(domainGrid, limits) : domainGrid).map((r) => r.noOfTeam),
    );
    const entry: SportsEntry = {
      id: row.id,
      contest: contestOf(contest, clock.now()),
      picks: [...row.picks],
      hasPicks: row.picks.length > 0,
      matchStarted: matches.some((m) => m.status !== 'UNPLAYED'),
      result: row.result,
      wonAmount: Number(row.won_amount),
      createdAt: row.created_at.toISOString(),
    };
    return {
      entry,
      state: stateDto(state),
      gameSet: gameSetOf(gameSet),
      matches: live,
      prizes: grid.filter((r) => within.has(r.teams)),
      powerplays: powerplayStock(inventory),
      meta: {
        picksCount: state.picks.length,
        gameStatus: gameSet.status,
        canPlay: isEligible(player.club, contest.eligibility),
        club: player.club,
        result: current.result,
        prize: (current.rowKey !== undefined && grid.find((r) => r.teams === current.rowKey)) || null,
        ...current.figures,
        zones: type.zones ? zonesOf(row.zones) : undefined,
      },
      siblings: others.map((o) => ({ id: o.id, startAt: o.start_at.toISOString() })),
    };
  }

  return {
    ...sportsAmongFriends({ db, repo, clock }),

    /** `GET /api/sports/entries/:id/live`: read in one snapshot, so every part agrees with the others. */
    live(entryId: number, player: LivePlayer): Promise<SportsLiveScoreResponse> {
      return db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute((trx) => standing(entryId, player, trx));
    },

    /**
     * Uses one powerplay (docs/rules/sports.md "Sports powerplays") in one transaction: the game set under a
     * share lock, then the entry under an update lock — the order the feed and picks-saving take, so a use
     * never deadlocks with settlement, and the set's match states stay as read until commit (each feed update
     * bumps the set's row). Refused once settled, or when the player's club cannot play this entry
     * (docs/rules/sports.md "Access by club"); otherwise the domain decides, the entry's state and inventory
     * change together, the use is logged (Undo reads the log), and the player's pages hear it. With an
     * `Idempotency-Key`, a retry of the same request gets the first answer and spends nothing more.
     */
    async usePowerplay(
      entryId: number,
      player: LivePlayer,
      req: UseSportsPowerplayRequest,
      idempotencyKey?: string,
    ): Promise<SportsLiveScoreResponse> {
      return inTransactionOnce(
        db,
        clock,
        { userId: player.id, scope: `sports-powerplay:${entryId}`, key: idempotencyKey, body: req },
        (trx) => useIn(trx, entryId, player, req),
      );
    },
  };

  async function useIn(
    trx: Transaction<DB>,
    entryId: number,
    player: LivePlayer,
    req: UseSportsPowerplayRequest,
  ): Promise<SportsLiveScoreResponse> {
    const found = await repo.findEntry(entryId, player.id, trx);
    if (!found) throw new AppError('SPORTS_ENTRY_NOT_FOUND');
    const contest = await repo.findContest(found.contest_id, player.id, trx);
    const gameSet = contest && (await repo.lockGameSetShared(trx, contest.game_set_id));
    const row = gameSet && (await repo.lockEntry(trx, entryId, player.id));
    if (!contest || !gameSet || !row) throw new AppError('SPORTS_ENTRY_NOT_FOUND');
    if (gameSet.settled_at || contest.settled_at) throw new AppError('SPORTS_ACTION_UNAVAILABLE');
    // docs/rules/sports.md "Waiting For Players": nothing is played in a contest short of its minimum, or
    // cancelled.
    const short = playersRefusal(playersOf(contest, clock.now()));
    if (short) throw new AppError(short);
    if (!isEligible(player.club, contest.eligibility)) throw new AppError('SPORTS_SUBSCRIPTION_NEEDED');
    // A fantasy entry's powerplays act on its players (fantasy.ts), not on teams.
    if (contestTypeOf(contest.rule).picksArePlayers) throw new AppError('SPORTS_ACTION_UNAVAILABLE');

    // Hockey's No Goal and 6th Skater read the clock and the goals (docs/rules/sports.md "New powerplays").
    const matches = (await repo.matchesOf(gameSet.id, trx)).map(domainMatchOf);
    const state = entryState(row);
    const limits = { min: contest.min_teams, max: contest.max_teams };
    const at = clock.now();
    // docs/rules/sports.md "New powerplays": what Lock keeps is the type's (Zones: only inside the zone).
    const placed = zonesOf(row.zones);
    const lockRules = lockRulesOf(contest.rule, sportOfId(contest.sport_id), placed);
    const outcome = await powerplays.spend(trx, {
      entryId,
      at,
      context: { team: req.team ?? null, replacement: req.replacement ?? null },
      usedUp: 'SPORTS_POWERPLAY_USED_UP',
      decide: ({
        inventory,
        log,
      }: {
        inventory: Record<number, number>;
        log: PowerplayUse<SportsEntryState>[];
      }) => {
        const decided = applySportsPowerplay({ state, matches, inventory, limits, log, ...lockRules }, req);
        if (typeof decided === 'string') throw new AppError(refusal(decided), { params: limits });
        return decided;
      },
    });
    // Placed picks (Zones): a team that replaces another (Swap) takes its zone; one no longer held leaves.
    const zones = contestTypeOf(contest.rule).zones?.after(placed, state.picks, outcome.state.picks);
    await saveEntryState(trx, entryId, outcome.state, zones, at);
    await publishSportsEntry(trx, player.id, entryId, outcome.state, outcome.inventory);
    await entryChanged?.(trx, contest.id, player.id);
    return standing(entryId, player, trx);
  }
}

export type SportsLiveService = ReturnType<typeof sportsLiveService>;

import type {
  CreateGameSetRequest,
  CreateSportsContestRequest,
  OperatorGameSet,
  OperatorGameSetsQuery,
  SportsFeedStateResponse,
  SportsFulfilmentResponse,
} from '@powerplay/contracts';
import {
  contestTypeOf,
  scriptStateAt,
  defaultKitFor,
  sportsPowerplayIds,
  type MatchScript,
} from '@powerplay/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Actor } from '../../platform/actor';
import { recordOperatorAction } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { LedgerService } from '../ledger';
import type { Settlement } from './settlement';
import {
  ensureSportsDemoSchedule,
  insertBaseballSet,
  insertBasketballSet,
  insertFootballSet,
  insertHockeySet,
  type SportsDemoOptions,
} from './demo-schedule';
import { publishContestChanged } from './events';
import { sportsFeedIngest } from './feed-ingest';
import type { SportsOperatorRepo } from './operator-repo';
import { gameSetOf } from './sports-views';

export const sportOfLeague = { hockey: 1, baseball: 2, basketball: 3, football: 4 } as const;

const powerplayIds = new Set<string>(Object.values(sportsPowerplayIds).map(String));

/**
 * The back office's sports use cases: a provider's batch of match updates, a contest added to a game
 * set, a game set started on demand, and what operators read (the game sets with their counts, each
 * match's feed state).
 */
export function sportsOperatorService(deps: {
  db: Kysely<DB>;
  repo: SportsOperatorRepo;
  ledger: LedgerService;
  clock: Clock;
  /** The demo's timing (game length): a game set started on demand replays like the demo's. */
  demo: SportsDemoOptions & { startLeadMs: number };
  notify?: Settlement['notify'];
}) {
  const { db, repo, ledger, clock, demo } = deps;

  return {
    ingestFeed: sportsFeedIngest({ db, repo, ledger, clock, notify: deps.notify }),

    /**
     * An operator's contest on a game set that has not started (its row locked, so the feed cannot start
     * it meanwhile): a game type with a rule of the set's sport, min ≤ max, and one prize row for each
     * number of teams from min to max, all of one kind; cash and points above 0, items with a
     * description; a minimum of players (docs/rules/sports.md "Waiting For Players", 1 = none) checked by the
     * contracts' schema. Answers the new contest's id.
     */
    async createContest(
      gameSetId: number,
      body: CreateSportsContestRequest,
      operator: Actor,
    ): Promise<number> {
      const invalid = () => new AppError('SPORTS_CONTEST_INVALID');
      if (body.minTeams > body.maxTeams) throw invalid();
      const kind = body.prizes[0]!.kind;
      for (const p of body.prizes) {
        if (p.kind !== kind) throw invalid();
        if (p.kind === 'items' ? !p.description || p.amount !== 0 : p.amount < 1) throw invalid();
      }
      if (Object.keys(body.powerplayKit ?? {}).some((id) => !powerplayIds.has(id))) throw invalid();

      return db.transaction().execute(async (trx) => {
        const set = await repo.lockGameSet(trx, gameSetId);
        if (!set) throw new AppError('SPORTS_GAME_SET_NOT_FOUND');
        if (set.status !== 'UNPLAYED' || set.start_at <= clock.now())
          throw new AppError('SPORTS_GAME_SET_STARTED');
        const type = await repo.findGameType(trx, body.gameTypeId);
        if (!type) throw new AppError('SPORTS_GAME_TYPE_NOT_FOUND');
        if (!type.rule || type.sport_id !== sportOfLeague[set.league]) throw invalid();
        // A type with limits of its own keeps them (docs/rules/sports.md "Other contest types"); the grid is
        // one its type can pay for the contest's limits.
        const rules = contestTypeOf(type.rule);
        const limits = rules.limitsFixed ? rules.limits : { min: body.minTeams, max: body.maxTeams };
        const grid = body.prizes.map((p) => ({ noOfTeam: p.teams, kind: p.kind, amount: p.amount }));
        if (rules.checkGrid(grid, limits)) throw invalid();
        // Without a kit of its own, the type's (hockey's extras on a hockey set).
        const kit = body.powerplayKit ?? defaultKitFor(type.rule, set.league);
        const id = await repo.insertContest(
          trx,
          {
            game_set_id: set.id,
            game_type_id: type.id,
            name: body.name ?? type.name,
            sponsor: body.sponsor,
            min_teams: limits.min,
            max_teams: limits.max,
            min_players: body.minPlayers,
            eligibility: body.eligibility,
            restriction: body.restriction,
            prize_kind: kind,
            powerplay_kit: JSON.stringify(kit),
          },
          body.prizes,
        );
        await publishContestChanged(trx, id, type.sport_id);
        await recordOperatorAction(trx, {
          operatorId: operator.id,
          action: 'sports.contest.created',
          target: { type: 'sports_contest', id },
          after: {
            gameSetId: set.id,
            gameTypeId: type.id,
            name: body.name ?? type.name,
            sponsor: body.sponsor,
            minTeams: limits.min,
            maxTeams: limits.max,
            minPlayers: body.minPlayers,
            prizeKind: kind,
            prizes: body.prizes,
            powerplayKit: kit,
          },
        });
        return id;
      });
    },

    /**
     * A game set started on demand (baseball: a real 2019 day replayed; hockey: simulated; basketball: a
     * real October 2022 NBA day; football: a real September 2023 NFL week).
     */
    async startGameSet(body: CreateGameSetRequest, operator: Actor): Promise<number> {
      const start = Date.parse(body.startAt);
      // Whole minutes (the feed's game ids are by minute), and time to enter before the first pitch.
      if (start % 60_000 !== 0 || start < clock.now().getTime() + demo.startLeadMs)
        throw new AppError('SPORTS_GAME_SET_START_INVALID');
      const insert = {
        baseball: insertBaseballSet,
        hockey: insertHockeySet,
        basketball: insertBasketballSet,
        football: insertFootballSet,
      }[body.league];
      const id = await db.transaction().execute(async (trx) => {
        const created = await insert(trx, start, demo);
        if (created !== undefined)
          await recordOperatorAction(trx, {
            operatorId: operator.id,
            action: 'sports.game_set.created',
            target: { type: 'sports_game_set', id: created },
            after: { league: body.league, startAt: new Date(start).toISOString() },
          });
        return created;
      });
      if (id === undefined) throw new AppError('SPORTS_GAME_SET_SLOT_TAKEN');
      return id;
    },

    /** Keeps the demo's rolling schedule filled (the demo schedule job; idempotent). */
    fillDemoSchedule: (now: Date) => ensureSportsDemoSchedule(db, now, demo),

    async gameSets(query: OperatorGameSetsQuery): Promise<OperatorGameSet[]> {
      const rows = await repo.gameSetsWithCounts(query);
      return rows.map((s) => ({
        ...gameSetOf(s),
        source: s.source,
        eventSeq: s.event_seq,
        settledAt: s.settled_at?.toISOString() ?? null,
        matches: Number(s.matches ?? 0),
        liveMatches: Number(s.live_matches ?? 0),
        finishedMatches: Number(s.finished_matches ?? 0),
        contests: Number(s.contests ?? 0),
        entries: Number(s.entries ?? 0),
      }));
    },

    /**
     * Item prizes won (docs/rules/sports.md "Contest rules"): each winning entry whose picks count matches an
     * `items` row of its contest's grid receives that item; the back office sends them.
     */
    async itemAwards(): Promise<SportsFulfilmentResponse['awards']> {
      const rows = await repo.itemAwards();
      return rows.map((r) => ({
        contestId: r.contestId,
        contestName: r.contestName,
        entryId: r.entryId,
        userId: r.userId,
        displayName: r.displayName,
        email: r.email,
        teams: r.teams,
        description: r.description ?? '',
        retailValueCents: r.retail_value_cents,
        settledAt: r.settled_at!.toISOString(),
      }));
    },

    /** Where each match of a game set stands in the feed. */
    async feedState(gameSetId: number): Promise<SportsFeedStateResponse> {
      const set = await repo.findGameSet(gameSetId);
      if (!set) throw new AppError('SPORTS_GAME_SET_NOT_FOUND');
      const matches = await repo.matchesWithProviderSequence(gameSetId);
      return {
        gameSet: {
          id: set.id,
          status: set.status,
          source: set.source,
          eventSeq: set.event_seq,
          settledAt: set.settled_at?.toISOString() ?? null,
        },
        matches: matches.map((m) => {
          // The final a scripted match ends on: its state long after the start.
          const final = m.script
            ? scriptStateAt(m.script as MatchScript, m.start_at, new Date(8.64e15))
            : null;
          return {
            feedGameId: m.feed_game_id,
            status: m.status,
            homeTeamId: m.home_team_id,
            awayTeamId: m.away_team_id,
            homeScore: m.home_score,
            awayScore: m.away_score,
            progress: (m.progress as SportsFeedStateResponse['matches'][number]['progress']) ?? null,
            sequence: m.sequence,
            lastProviderSequence: m.last_provider_sequence ?? null,
            scriptFinal: final ? { homeScore: final.homeScore, awayScore: final.awayScore } : null,
            finishedAt: m.finished_at?.toISOString() ?? null,
          };
        }),
      };
    },
  };
}

export type SportsOperatorService = ReturnType<typeof sportsOperatorService>;

import {
  contestResponseSchema,
  createGameSetRequestSchema,
  createGameSetResponseSchema,
  createSportsContestRequestSchema,
  errorBodySchema,
  feedBatchRequestSchema,
  feedBatchResponseSchema,
  gameSetIdParamsSchema,
  operatorGameSetsQuerySchema,
  operatorGameSetsResponseSchema,
  sportsFeedStateResponseSchema,
  type CreateSportsContestRequest,
  type FeedUpdate,
  type OperatorGameSet,
  type OperatorGameSetsQuery,
  type SportsFeedStateResponse,
} from '@powerplay/contracts';
import {
  canMoveMatch,
  scriptStateAt,
  sportsKit,
  sportsPowerplayIds,
  type MatchScript,
} from '@powerplay/domain';
import type { Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DB } from '../../db/schema';
import { bearerIsKey, requireOperator } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { LedgerService } from '../ledger';
import { insertBaseballSet, insertHockeySet, type SportsDemoOptions } from './demo-schedule';
import { applyMatchUpdate } from './match-updates';
import type { Settlement } from './settlement';
import { gameSetOf } from './repo';
import type { SportsService } from './service';

export interface FeedBatchResult {
  applied: number;
  ignored: number;
  resettled: number;
}

/**
 * A provider's batch of match updates (GAME-RULES "Provider ingest"), in one transaction. Each
 * (feedGameId, sequence) is recorded once in `sports_feed_updates`: a repeat is ignored, as is a sequence
 * not newer than the match's or a status that would go back. A score change to a FINISHED match of a
 * settled game set re-settles its contests once (the difference credited or reversed by the ledger).
 * An update for a match we do not have refuses the whole batch (SPORTS_FEED_UNKNOWN_GAME).
 */
export async function ingestFeedBatch(
  db: Kysely<DB>,
  settlement: Settlement,
  now: Date,
  updates: readonly FeedUpdate[],
): Promise<FeedBatchResult> {
  // A batch's updates of one match apply oldest first.
  const ordered = [...updates].sort((a, b) =>
    a.feedGameId < b.feedGameId ? -1 : a.feedGameId > b.feedGameId ? 1 : a.sequence - b.sequence,
  );
  return db.transaction().execute(async (trx) => {
    // Every writer of a game set's rows locks the set first (the feed step, picks, powerplays,
    // settlement): this batch takes all of its sets up front, in id order, so two batches, or a batch
    // and the feed, never wait on each other in a circle.
    const setIds = [
      ...new Set(
        (
          await trx
            .selectFrom('sports_matches')
            .select('game_set_id')
            .where('feed_game_id', 'in', [...new Set(ordered.map((u) => u.feedGameId))])
            .execute()
        ).map((m) => m.game_set_id),
      ),
    ];
    if (setIds.length > 0)
      await trx
        .selectFrom('sports_game_sets')
        .select('id')
        .where('id', 'in', setIds)
        .orderBy('id')
        .forUpdate()
        .execute();
    const result: FeedBatchResult = { applied: 0, ignored: 0, resettled: 0 };
    for (const u of ordered) {
      const match = await trx
        .selectFrom('sports_matches')
        .selectAll()
        .where('feed_game_id', '=', u.feedGameId)
        .forUpdate()
        .executeTakeFirst();
      if (!match) throw new AppError('SPORTS_FEED_UNKNOWN_GAME', { params: { feedGameId: u.feedGameId } });
      const fresh = await trx
        .insertInto('sports_feed_updates')
        .values({ feed_game_id: u.feedGameId, sequence: u.sequence, received_at: now })
        .onConflict((oc) => oc.columns(['feed_game_id', 'sequence']).doNothing())
        .returning('sequence')
        .executeTakeFirst();
      if (!fresh || u.sequence <= match.sequence || !canMoveMatch(match.status, u.status)) {
        result.ignored += 1;
        continue;
      }
      const done = await applyMatchUpdate(
        trx,
        settlement,
        match,
        {
          status: u.status,
          homeScore: u.homeScore,
          awayScore: u.awayScore,
          progress: u.status === 'LIVE' ? (u.progress ?? null) : null,
          sequence: u.sequence,
          homeCurrent: u.currentHome,
          awayCurrent: u.currentAway,
        },
        now,
      );
      if (done.applied) result.applied += 1;
      else result.ignored += 1;
      result.resettled += done.resettled;
    }
    return result;
  });
}

const sportOfLeague = { hockey: 1, baseball: 2 } as const;
const powerplayIds = new Set<string>(Object.values(sportsPowerplayIds).map(String));

/**
 * An operator's contest on a game set that has not started (its row locked, so the feed cannot start it
 * meanwhile): a game type with a rule of the set's sport, min ≤ max, and one prize row for each number
 * of teams from min to max, all of one kind; cash and points above 0, items with a description.
 */
export async function createContest(
  db: Kysely<DB>,
  now: Date,
  gameSetId: number,
  body: CreateSportsContestRequest,
): Promise<number> {
  const invalid = () => new AppError('SPORTS_CONTEST_INVALID');
  if (body.minTeams > body.maxTeams) throw invalid();
  const teams = body.prizes.map((p) => p.teams).sort((x, y) => x - y);
  const expected = Array.from({ length: body.maxTeams - body.minTeams + 1 }, (_, i) => body.minTeams + i);
  if (teams.join() !== expected.join()) throw invalid();
  const kind = body.prizes[0]!.kind;
  for (const p of body.prizes) {
    if (p.kind !== kind) throw invalid();
    if (p.kind === 'items' ? !p.description || p.amount !== 0 : p.amount < 1) throw invalid();
  }
  const kit = body.powerplayKit ?? sportsKit;
  if (Object.keys(kit).some((id) => !powerplayIds.has(id))) throw invalid();

  return db.transaction().execute(async (trx) => {
    const set = await trx
      .selectFrom('sports_game_sets')
      .select(['id', 'league', 'status', 'start_at'])
      .where('id', '=', gameSetId)
      .forUpdate()
      .executeTakeFirst();
    if (!set) throw new AppError('SPORTS_GAME_SET_NOT_FOUND');
    if (set.status !== 'UNPLAYED' || set.start_at <= now) throw new AppError('SPORTS_GAME_SET_STARTED');
    const type = await trx
      .selectFrom('sports_game_types')
      .select(['id', 'name', 'sport_id', 'rule'])
      .where('id', '=', body.gameTypeId)
      .executeTakeFirst();
    if (!type) throw new AppError('SPORTS_GAME_TYPE_NOT_FOUND');
    if (!type.rule || type.sport_id !== sportOfLeague[set.league]) throw invalid();
    const contest = await trx
      .insertInto('sports_contests')
      .values({
        game_set_id: set.id,
        game_type_id: type.id,
        name: body.name ?? type.name,
        sponsor: body.sponsor,
        min_teams: body.minTeams,
        max_teams: body.maxTeams,
        eligibility: body.eligibility,
        restriction: body.restriction,
        prize_kind: kind,
        powerplay_kit: JSON.stringify(kit),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('sports_prize_rows')
      .values(
        body.prizes.map((p) => ({
          contest_id: contest.id,
          teams: p.teams,
          kind: p.kind,
          amount: p.amount,
          description: p.description ?? null,
          retail_value_cents: p.retailValueCents ?? null,
        })),
      )
      .execute();
    return contest.id;
  });
}

/** Where each match of a game set stands in the feed (operators). */
export async function feedState(db: Kysely<DB>, gameSetId: number): Promise<SportsFeedStateResponse> {
  const set = await db
    .selectFrom('sports_game_sets')
    .selectAll()
    .where('id', '=', gameSetId)
    .executeTakeFirst();
  if (!set) throw new AppError('SPORTS_GAME_SET_NOT_FOUND');
  const matches = await db
    .selectFrom('sports_matches as m')
    .selectAll('m')
    .select((eb) =>
      eb
        .selectFrom('sports_feed_updates as u')
        .whereRef('u.feed_game_id', '=', 'm.feed_game_id')
        .select((e) => e.fn.max('u.sequence').as('s'))
        .as('last_provider_sequence'),
    )
    .where('m.game_set_id', '=', gameSetId)
    .orderBy('m.start_at')
    .orderBy('m.id')
    .execute();
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
      const final = m.script ? scriptStateAt(m.script as MatchScript, m.start_at, new Date(8.64e15)) : null;
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
}

/**
 * The back office's game sets with their counts (operators): with a status, the 50 soonest of it (FINISHED:
 * the latest); without, every UNPLAYED and LIVE set and the 20 latest FINISHED ones.
 */
export async function operatorGameSets(
  db: Kysely<DB>,
  query: OperatorGameSetsQuery,
): Promise<OperatorGameSet[]> {
  const base = () =>
    db
      .selectFrom('sports_game_sets as s')
      .selectAll('s')
      .select((eb) => [
        eb
          .selectFrom('sports_matches as m')
          .whereRef('m.game_set_id', '=', 's.id')
          .select((e) => e.fn.countAll<string>().as('n'))
          .as('matches'),
        eb
          .selectFrom('sports_matches as m')
          .whereRef('m.game_set_id', '=', 's.id')
          .where('m.status', 'in', ['INTRO', 'LIVE'])
          .select((e) => e.fn.countAll<string>().as('n'))
          .as('live_matches'),
        eb
          .selectFrom('sports_matches as m')
          .whereRef('m.game_set_id', '=', 's.id')
          .where('m.status', '=', 'FINISHED')
          .select((e) => e.fn.countAll<string>().as('n'))
          .as('finished_matches'),
        eb
          .selectFrom('sports_contests as c')
          .whereRef('c.game_set_id', '=', 's.id')
          .select((e) => e.fn.countAll<string>().as('n'))
          .as('contests'),
        eb
          .selectFrom('sports_entries as e')
          .innerJoin('sports_contests as c', 'c.id', 'e.contest_id')
          .whereRef('c.game_set_id', '=', 's.id')
          .select((e) => e.fn.countAll<string>().as('n'))
          .as('entries'),
      ]);
  const finished = (limit: number) =>
    base()
      .where('s.status', '=', 'FINISHED')
      .orderBy('s.start_at', 'desc')
      .orderBy('s.id', 'desc')
      .limit(limit);
  const rows =
    query.status === 'FINISHED'
      ? await finished(50).execute()
      : query.status
        ? await base()
            .where('s.status', '=', query.status)
            .orderBy('s.start_at')
            .orderBy('s.id')
            .limit(50)
            .execute()
        : [
            ...(await base()
              .where('s.status', 'in', ['UNPLAYED', 'LIVE'])
              .orderBy('s.start_at')
              .orderBy('s.id')
              .execute()),
            ...(await finished(20).execute()),
          ];
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
}

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** `POST /api/operator/sports/feed` (operators only: the session and role are checked before the body). */
export const sportsFeedRoutes: FastifyPluginAsyncZod<{
  db: Kysely<DB>;
  ledger: LedgerService;
  clock: Clock;
  /** Answers the created contest as players see it. */
  sports: SportsService;
  /** SPORTS_FEED_API_KEY: a provider process posts the feed with it as a Bearer token. */
  feedApiKey?: string | undefined;
  /** The demo's timing (game length): a game set started on demand replays like the demo's. */
  demo: SportsDemoOptions;
}> = async (app, { db, ledger, clock, sports, feedApiKey, demo }) => {
  app.post(
    '/api/operator/sports/feed',
    {
      schema: {
        tags: ['operator'],
        summary:
          'A provider batch of match updates: idempotent by (feedGameId, sequence); corrections re-settle once',
        body: feedBatchRequestSchema,
        response: { 200: feedBatchResponseSchema, ...errors },
      },
      config: { apiKey: feedApiKey },
    },
    async (request) => {
      if (!(feedApiKey && bearerIsKey(request, feedApiKey))) await requireOperator(request);
      return ingestFeedBatch(db, { ledger, clock }, clock.now(), request.body.updates);
    },
  );

  app.post(
    '/api/operator/sports/game-sets/:id/contests',
    {
      schema: {
        tags: ['operator'],
        summary:
          'Add a contest (sponsor, game type, prize grid, min/max teams, eligibility) to a game set not started',
        params: gameSetIdParamsSchema,
        body: createSportsContestRequestSchema,
        response: { 201: contestResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requireOperator(request);
      const id = await createContest(db, clock.now(), request.params.id, request.body);
      return reply.status(201).send(await sports.contest(id, null));
    },
  );

  app.post(
    '/api/operator/sports/game-sets',
    {
      schema: {
        tags: ['operator'],
        summary:
          'Start a game set on demand (baseball: a real 2019 day replayed; hockey: simulated) with the demo contests',
        body: createGameSetRequestSchema,
        response: { 201: createGameSetResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requireOperator(request);
      const start = Date.parse(request.body.startAt);
      // Whole minutes (the feed's game ids are by minute), and time to enter before the first pitch.
      if (start % 60_000 !== 0 || start < clock.now().getTime() + 60_000)
        throw new AppError('SPORTS_GAME_SET_START_INVALID');
      const id =
        request.body.league === 'baseball'
          ? await insertBaseballSet(db, start, demo)
          : await insertHockeySet(db, start, demo);
      if (id === undefined) throw new AppError('SPORTS_GAME_SET_SLOT_TAKEN');
      return reply.status(201).send({ gameSetId: id });
    },
  );

  app.get(
    '/api/operator/sports/game-sets',
    {
      schema: {
        tags: ['operator'],
        summary:
          'Game sets for the back office (upcoming and live, then the latest finished) with match, contest and entry counts',
        querystring: operatorGameSetsQuerySchema,
        response: { 200: operatorGameSetsResponseSchema, ...errors },
      },
    },
    async (request) => {
      await requireOperator(request);
      return { gameSets: await operatorGameSets(db, request.query) };
    },
  );

  app.get(
    '/api/operator/sports/game-sets/:id/feed',
    {
      schema: {
        tags: ['operator'],
        summary:
          "Each match's feed state: status, score, sequence, the provider's last sequence, the scripted final",
        params: gameSetIdParamsSchema,
        response: { 200: sportsFeedStateResponseSchema, ...errors },
      },
    },
    async (request) => {
      await requireOperator(request);
      return feedState(db, request.params.id);
    },
  );
};

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
  sportsFulfilmentResponseSchema,
} from '@powerplay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/errors';
import { bearerIsKey, requireOperator } from '../../platform/auth';
import type { SportsContestReads } from './contests-read';
import { sportOfLeague, type SportsOperatorService } from './operator';
import type { SportsService } from './service';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * The back office's sports routes (operators only: the session and role are checked before the body),
 * and the provider feed, which a provider process may post with SPORTS_FEED_API_KEY instead.
 */
export const sportsOperatorRoutes: FastifyPluginAsyncZod<{
  operator: SportsOperatorService;
  /** Answers the created contest as players see it. */
  sports: SportsService;
  /** SPORTS_FEED_API_KEY: a provider process posts the feed with it as a Bearer token. */
  feedApiKey?: string | undefined;
  /** The lobby's public reads: forgotten here at once after a contest or game set is added. */
  reads: SportsContestReads;
}> = async (app, { operator, sports, feedApiKey, reads }) => {
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
      // A provider's key is no operator: only a batch an operator posts (a correction) is logged.
      const by = feedApiKey && bearerIsKey(request, feedApiKey) ? undefined : await requireOperator(request);
      return operator.ingestFeed(request.body.updates, undefined, by);
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
      const by = await requireOperator(request);
      const id = await operator.createContest(request.params.id, request.body, by);
      const created = await sports.contest(id, null);
      // The operator's next read of the lobby shows it at once on this process (the event follows).
      reads.contestChanged(created.contest.sportId, id);
      return reply.status(201).send(created);
    },
  );

  app.post(
    '/api/operator/sports/game-sets',
    {
      schema: {
        tags: ['operator'],
        summary:
          'Start a game set on demand (baseball: a real 2019 day replayed; hockey: simulated; basketball and football: real NBA and NFL games replayed) with the demo contests',
        body: createGameSetRequestSchema,
        response: { 201: createGameSetResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const by = await requireOperator(request);
      const id = await operator.startGameSet(request.body, by);
      reads.sportChanged(sportOfLeague[request.body.league]);
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
      return { gameSets: await operator.gameSets(request.query) };
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
      return operator.feedState(request.params.id);
    },
  );

  app.get(
    '/api/operator/sports/fulfilment',
    {
      schema: {
        tags: ['operator'],
        summary: 'Item prizes won in sports contests, to send to their winners (newest first)',
        response: { 200: sportsFulfilmentResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => {
      await requireOperator(request);
      return { awards: await operator.itemAwards() };
    },
  );
};

import {
  auditResponseSchema,
  errorBodySchema,
  gameIdParamsSchema,
  gameListResponseSchema,
  type GameListResponse,
  gamePublicResultsResponseSchema,
  gameResponseSchema,
  myEntriesResponseSchema,
  myGameEntryResponseSchema,
  savePicksRequestSchema,
  savePicksResponseSchema,
  scheduleGameRequestSchema,
  scheduleGameResponseSchema,
  usePowerplayRequestSchema,
  topicIdOf,
  usePowerplayResponseSchema,
} from '@powerplay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/errors';
import { requireOperator, requireUser } from '../../platform/auth';
import { idempotencyKeyHeaders, optionalIdempotencyKey } from '../../platform/idempotency';
import { registerTopicStream, type EventStreams } from '../../platform/live';
import { notModifiedSchema, type PublicReads, type ReadModel } from '../../platform/public-reads';
import { lotteryTopic } from './events';
import type { LotteryService } from './service';

const errors = errorResponses(400, 401, 404, 409);

export const lotteryRoutes: FastifyPluginAsyncZod<{
  service: LotteryService;
  streams: EventStreams;
  publicReads: PublicReads;
  games: ReadModel<GameListResponse>;
}> = async (app, { service, streams, publicReads, games }) => {
  app.get(
    '/api/lottery/games',
    {
      compress: false,
      config: { publicRead: true, rateLimit: false },
      schema: {
        tags: ['lottery'],
        summary: 'Upcoming, live and recent draws (public: ETag, 304 on If-None-Match)',
        response: { 200: gameListResponseSchema, 304: notModifiedSchema },
      },
    },
    async (request, reply) => publicReads.send(request, reply, await games.get()),
  );

  // A draw's page and its results, from memory: each built again by the draw's own events (scheduled,
  // every ball, its status, settled), so every process serves the same bytes to the whole crowd.
  const gameOf = (topic: string) => topicIdOf('lottery', topic);
  const detail = publicReads.family({ load: (id: number) => service.game(id), keyOf: gameOf });
  const results = publicReads.family({ load: (id: number) => service.publicResults(id), keyOf: gameOf });

  app.get(
    '/api/lottery/games/:id',
    {
      compress: false,
      config: { publicRead: true, rateLimit: false },
      schema: {
        tags: ['lottery'],
        summary:
          'A draw with its prize tiers, drawn balls and commitment (public: ETag, 304 on If-None-Match); my picks are GET /api/lottery/games/:id/entry',
        params: gameIdParamsSchema,
        response: { 200: gameResponseSchema, 304: notModifiedSchema, ...errors },
      },
    },
    async (request, reply) => publicReads.send(request, reply, await detail.get(request.params.id)),
  );

  app.get(
    '/api/lottery/games/:id/entry',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['lottery'],
        summary: 'My entry in a draw (picks, powerplays left) and my result once it is settled; null: none',
        params: gameIdParamsSchema,
        response: { 200: myGameEntryResponseSchema, ...errors },
      },
    },
    async (request) => service.myGameEntry(request.params.id, (await requireUser(request)).id),
  );

  app.put(
    '/api/lottery/games/:id/picks',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['lottery'],
        summary:
          "Save my picks (until the pick deadline); the first save gives the entry its powerplays. Elite 8's first entry of a draw week answers the skill-testing question (skillAnswer)",
        params: gameIdParamsSchema,
        body: savePicksRequestSchema,
        response: { 200: savePicksResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { numbers, skillAnswer } = request.body;
      return { entry: await service.savePicks(request.params.id, user.id, numbers, skillAnswer) };
    },
  );

  app.post(
    '/api/lottery/games/:id/powerplays',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['lottery'],
        summary:
          'Use a powerplay on one of my picks during the live draw. With an Idempotency-Key header, a retry is answered once and spends once.',
        params: gameIdParamsSchema,
        headers: idempotencyKeyHeaders,
        body: usePowerplayRequestSchema,
        response: { 200: usePowerplayResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return service.usePowerplay(request.params.id, user.id, request.body, optionalIdempotencyKey(request));
    },
  );

  app.get(
    '/api/lottery/games/:id/results',
    {
      compress: false,
      config: { publicRead: true, rateLimit: false },
      schema: {
        tags: ['lottery'],
        summary:
          'Drawn balls and the tier table with winners and payouts (public: ETag, 304 on If-None-Match); my result is GET /api/lottery/games/:id/entry',
        params: gameIdParamsSchema,
        response: { 200: gamePublicResultsResponseSchema, 304: notModifiedSchema, ...errors },
      },
    },
    async (request, reply) => publicReads.send(request, reply, await results.get(request.params.id)),
  );

  app.get(
    '/api/lottery/games/:id/audit',
    {
      schema: {
        tags: ['lottery'],
        summary: 'The commitment, the drawn balls, and the seed once the draw is finished',
        params: gameIdParamsSchema,
        response: { 200: auditResponseSchema, ...errors },
      },
    },
    async (request) => service.audit(request.params.id),
  );

  app.get(
    '/api/lottery/entries',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['lottery'],
        summary: 'My entries with their status and result',
        response: { 200: myEntriesResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => service.myEntries((await requireUser(request)).id),
  );

  registerTopicStream(app, streams, {
    url: '/api/lottery/games/:id/events',
    tag: 'lottery',
    summary: 'Server-Sent Events: `ball` (id = k), `status`, `settled`; send Last-Event-ID to resume',
    params: gameIdParamsSchema,
    notFound: 'GAME_NOT_FOUND',
    topic: (id) => lotteryTopic(id).key,
    load: (id) => service.replay(id),
  });

  app.post(
    '/api/operator/lottery/games',
    {
      schema: {
        tags: ['operator'],
        summary: 'Schedule a draw (operator only)',
        body: scheduleGameRequestSchema,
        response: { 201: scheduleGameResponseSchema, ...errors, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const operator = await requireOperator(request);
      const game = await service.schedule(operator, request.body);
      // The operator's next read of the list shows it at once on this process (the event follows).
      games.invalidate();
      return reply.status(201).send({ game });
    },
  );
};

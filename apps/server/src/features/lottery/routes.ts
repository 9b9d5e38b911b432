import {
  auditResponseSchema,
  errorBodySchema,
  gameDetailResponseSchema,
  gameIdParamsSchema,
  gameListResponseSchema,
  gameResultsResponseSchema,
  myEntriesResponseSchema,
  savePicksRequestSchema,
  savePicksResponseSchema,
  scheduleGameRequestSchema,
  scheduleGameResponseSchema,
  usePowerplayRequestSchema,
  usePowerplayResponseSchema,
} from '@powerplay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireOperator, requireUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { LiveHub } from './live-hub';
import type { LotteryRepo } from './repo';
import type { LotteryService } from './service';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };

export const lotteryRoutes: FastifyPluginAsyncZod<{
  service: LotteryService;
  repo: LotteryRepo;
  hub: LiveHub;
}> = async (app, { service, repo, hub }) => {
  const optionalUserId = async (request: Parameters<typeof requireUser>[0]) =>
    (await request.currentUser())?.id ?? null;

  app.get(
    '/api/lottery/games',
    {
      schema: {
        tags: ['lottery'],
        summary: 'Upcoming, live and recent draws',
        response: { 200: gameListResponseSchema },
      },
    },
    () => service.listGames(),
  );

  app.get(
    '/api/lottery/games/:id',
    {
      schema: {
        tags: ['lottery'],
        summary: 'A draw with its prize tiers, drawn balls, commitment, and my picks, powerplays and result',
        params: gameIdParamsSchema,
        response: { 200: gameDetailResponseSchema, ...errors },
      },
    },
    async (request) => service.gameDetail(request.params.id, await optionalUserId(request)),
  );

  app.put(
    '/api/lottery/games/:id/picks',
    {
      schema: {
        tags: ['lottery'],
        summary: 'Save my picks (until the pick deadline); the first save gives the entry its powerplays',
        params: gameIdParamsSchema,
        body: savePicksRequestSchema,
        response: { 200: savePicksResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { entry: await service.savePicks(request.params.id, user.id, request.body.numbers) };
    },
  );

  app.post(
    '/api/lottery/games/:id/powerplays',
    {
      schema: {
        tags: ['lottery'],
        summary: 'Use a powerplay on one of my picks during the live draw',
        params: gameIdParamsSchema,
        body: usePowerplayRequestSchema,
        response: { 200: usePowerplayResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return service.usePowerplay(request.params.id, user.id, request.body);
    },
  );

  app.get(
    '/api/lottery/games/:id/results',
    {
      schema: {
        tags: ['lottery'],
        summary: 'Drawn balls, the tier table with winners and payouts, and my result',
        params: gameIdParamsSchema,
        response: { 200: gameResultsResponseSchema, ...errors },
      },
    },
    async (request) => service.results(request.params.id, await optionalUserId(request)),
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
      schema: {
        tags: ['lottery'],
        summary: 'My entries with their status and result',
        response: { 200: myEntriesResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => service.myEntries((await requireUser(request)).id),
  );

  app.get(
    '/api/lottery/games/:id/events',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['lottery'],
        summary: 'Server-Sent Events: `ball` (id = k), `status`, `settled`; send Last-Event-ID to resume',
        params: gameIdParamsSchema,
        headers: z.object({ 'last-event-id': z.string().optional() }),
      },
    },
    async (request, reply) => {
      const id = request.params.id;
      const game = await repo.findGame(id);
      if (!game) throw new AppError('GAME_NOT_FOUND');
      const lastId = Number.parseInt(request.headers['last-event-id'] ?? '0', 10) || 0;

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write('retry: 2000\n\n');
      // Subscribe first, then replay what the client missed: a ball drawn in between may arrive twice,
      // never not at all (clients keep balls by k).
      const unwatch = hub.watch(id, { send: (frame) => res.write(frame), close: () => res.end() });
      const heartbeat = setInterval(() => res.write(': keep-alive\n\n'), 15_000);
      request.raw.on('close', () => {
        clearInterval(heartbeat);
        unwatch();
      });
      try {
        const draws = await repo.drawsOf([id]);
        for (const d of draws.filter((x) => x.k > lastId)) {
          res.write(
            hub.frame({
              gameId: id,
              type: 'ball',
              data: { k: d.k, number: d.number, drawnAt: d.drawn_at.toISOString() },
            }),
          );
        }
        const current = (await repo.findGame(id)) ?? game;
        res.write(hub.frame({ gameId: id, type: 'status', data: { status: current.status } }));
        // A client that arrives (or comes back) after settlement would otherwise wait for it forever.
        if (current.settled_at) {
          res.write(
            hub.frame({ gameId: id, type: 'settled', data: { settledAt: current.settled_at.toISOString() } }),
          );
        }
      } catch (err) {
        // The response is already streaming: end it; the client reconnects with Last-Event-ID.
        request.log.error({ err }, 'event stream replay failed');
        res.end();
      }
    },
  );

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
      const game = await service.schedule(request.body, `operator:${operator.id}`);
      return reply.status(201).send({ game });
    },
  );
};

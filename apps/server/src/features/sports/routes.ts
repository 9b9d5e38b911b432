import {
  contestIdParamsSchema,
  contestResponseSchema,
  contestsResponseSchema,
  enterContestResponseSchema,
  errorBodySchema,
  gameSetIdParamsSchema,
  gameSetMatchesResponseSchema,
  gameTypeIdParamsSchema,
  liveTopics,
  saveSportsPicksRequestSchema,
  sportIdParamsSchema,
  sportsEntriesResponseSchema,
  sportsEntryIdParamsSchema,
  sportsMonthlyGamesResponseSchema,
  sportsPicksResponseSchema,
  sportsResponseSchema,
  sportsRulesResponseSchema,
  topicIdOf,
} from '@powerplay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth';
import { AppError, errorResponses } from '../../platform/errors';
import { registerTopicStream, type EventStreams } from '../../platform/live';
import { notModifiedSchema, type PublicReads } from '../../platform/public-reads';
import type { SportsContestReads } from './contests-read';
import { sportsImage } from './images';
import type { SportsService } from './service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Sports contests for players (contracts/sports.ts). */
export const sportsRoutes: FastifyPluginAsyncZod<{
  service: SportsService;
  streams: EventStreams;
  publicReads: PublicReads;
  reads: SportsContestReads;
}> = async (app, { service, streams, publicReads, reads }) => {
  // From memory: the sports and their game types are written only by the seed, before a process serves.
  // An editor for them must publish its change (as content pages do) and name that event here.
  const sports = publicReads.define({ load: () => service.sports(), changedBy: () => false });
  app.get(
    '/api/sports',
    {
      compress: false,
      config: { publicRead: true, rateLimit: false },
      schema: {
        tags: ['sports'],
        summary: 'The sports (tabs) with their game types (public: ETag, 304 on If-None-Match)',
        response: { 200: sportsResponseSchema, 304: notModifiedSchema },
      },
    },
    async (request, reply) => publicReads.send(request, reply, await sports.get()),
  );

  // From memory (contests-read.ts): the same bytes for everybody; my entries are GET /api/sports/entries.
  app.get(
    '/api/sports/:sportId/contests',
    {
      compress: false,
      config: { publicRead: true, rateLimit: false },
      schema: {
        tags: ['sports'],
        summary:
          "A sport's open and live contests, soonest first, with their entries (public: ETag, 304 on If-None-Match; myEntryId is null here: my entries are GET /api/sports/entries)",
        params: sportIdParamsSchema,
        response: { 200: contestsResponseSchema, 304: notModifiedSchema, ...errors },
      },
    },
    async (request, reply) => publicReads.send(request, reply, await reads.lists.get(request.params.sportId)),
  );

  app.get(
    '/api/sports/contests/:id',
    {
      compress: false,
      config: { publicRead: true, rateLimit: false },
      schema: {
        tags: ['sports'],
        summary:
          'A contest with its prize grid and game set (public: ETag, 304 on If-None-Match; myEntryId is null here: my entries are GET /api/sports/entries)',
        params: contestIdParamsSchema,
        response: { 200: contestResponseSchema, 304: notModifiedSchema, ...errors },
      },
    },
    async (request, reply) => publicReads.send(request, reply, await reads.contests.get(request.params.id)),
  );

  app.get(
    '/api/sports/game-types/:id/rules',
    {
      compress: false,
      config: { publicRead: true, rateLimit: false },
      schema: {
        tags: ['sports'],
        summary: "The Game Rules modal's tabs for a game type (public: ETag, 304 on If-None-Match)",
        params: gameTypeIdParamsSchema,
        response: { 200: sportsRulesResponseSchema, 304: notModifiedSchema, ...errors },
      },
    },
    async (request, reply) => publicReads.send(request, reply, await reads.rules.get(request.params.id)),
  );

  app.post(
    '/api/sports/contests/:id/entries',
    {
      config: { auth: 'user' },
      // Nothing to send: no body, or `{}`. Anything else is refused before it can enter anyone.
      preValidation: async (request) => {
        const b: unknown = request.body;
        const empty =
          b === undefined ||
          (b !== null && typeof b === 'object' && !Array.isArray(b) && Object.keys(b).length === 0);
        if (request.headers['content-type'] !== undefined && !empty) throw new AppError('BAD_REQUEST');
      },
      schema: {
        tags: ['sports'],
        summary: 'Enter a contest (one entry per player; club, limits and the monthly allowance apply)',
        params: contestIdParamsSchema,
        response: { 201: enterContestResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const entry = await service.enter(request.params.id, user.id);
      // This process reads its own write at once (the lobby event tells the others).
      reads.contestChanged(entry.contest.sportId, entry.contest.id);
      return reply.status(201).send({ entry });
    },
  );

  app.get(
    '/api/sports/entries',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['sports'],
        summary: 'My sports entries (Game Central)',
        response: { 200: sportsEntriesResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ entries: await service.myEntries((await requireUser(request)).id) }),
  );

  app.get(
    '/api/sports/monthly-games',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['sports'],
        summary:
          'My games of each sport this month: the allowance, those used and those left (before a pick)',
        response: { 200: sportsMonthlyGamesResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ games: await service.monthlyGames((await requireUser(request)).id) }),
  );

  // A live game set's page asks for its matches: from memory, built again by the set's own events.
  const matches = publicReads.family({
    load: (gameSetId: number) => service.matches(gameSetId),
    keyOf: (topic) => topicIdOf('sportsGameSet', topic),
  });
  app.get(
    '/api/sports/game-sets/:id/matches',
    {
      compress: false,
      config: { publicRead: true, rateLimit: false },
      schema: {
        tags: ['sports'],
        summary: "A game set's matches in start order (public: ETag, 304 on If-None-Match)",
        params: gameSetIdParamsSchema,
        response: { 200: gameSetMatchesResponseSchema, 304: notModifiedSchema, ...errors },
      },
    },
    async (request, reply) => publicReads.send(request, reply, await matches.get(request.params.id)),
  );

  app.get(
    '/api/sports/entries/:id/picks',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['sports'],
        summary: 'My picks in one of my entries',
        params: sportsEntryIdParamsSchema,
        response: { 200: sportsPicksResponseSchema, ...errors },
      },
    },
    async (request) => service.picks(request.params.id, (await requireUser(request)).id),
  );

  app.put(
    '/api/sports/entries/:id/picks',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['sports'],
        summary: 'Save my picks (min..max teams; only teams of matches not yet started may change)',
        params: sportsEntryIdParamsSchema,
        body: saveSportsPicksRequestSchema,
        response: { 200: sportsPicksResponseSchema, ...errors },
      },
    },
    async (request) =>
      service.savePicks(
        request.params.id,
        (await requireUser(request)).id,
        request.body.teams,
        request.body.zones,
      ),
  );

  registerTopicStream(app, streams, {
    url: '/api/sports/game-sets/:id/events',
    tag: 'sports',
    summary: 'Server-Sent Events: `match` (id = the set’s event number), `status`, `settled`',
    params: gameSetIdParamsSchema,
    notFound: 'SPORTS_GAME_SET_NOT_FOUND',
    topic: liveTopics.sportsGameSet,
    load: (id) => service.replay(id),
  });

  app.get(
    '/api/sports/images/:name',
    {
      config: { publicCache: true },
      schema: {
        tags: ['sports'],
        summary: "A game type's card or header image (SVG)",
        params: z.object({ name: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const svg = sportsImage(request.params.name);
      if (!svg) throw new AppError('NOT_FOUND');
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=86400')
        .send(svg);
    },
  );
};

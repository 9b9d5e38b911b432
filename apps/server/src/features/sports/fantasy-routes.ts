import {
  errorBodySchema,
  fantasyContestParamsSchema,
  fantasyEntryParamsSchema,
  fantasyLiveResponseSchema,
  fantasyPlayersResponseSchema,
  saveFantasyPicksRequestSchema,
  useFantasyPowerplayRequestSchema,
} from '@powerplay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth';
import { errorResponses } from '../../platform/errors';
import { idempotencyKeyHeaders, optionalIdempotencyKey } from '../../platform/idempotency';
import type { FantasyService } from './fantasy';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Fantasy hockey (contracts/fantasy.ts): the players of a contest, an entry's picks, live and powerplays. */
export const fantasyRoutes: FastifyPluginAsyncZod<{ service: FantasyService }> = async (app, { service }) => {
  app.get(
    '/api/fantasy/contests/:id/players',
    {
      schema: {
        tags: ['fantasy'],
        summary: "A fantasy contest's players: every player of its hockey set's clubs with his points so far",
        params: fantasyContestParamsSchema,
        response: { 200: fantasyPlayersResponseSchema, 404: errorBodySchema },
      },
    },
    async (request) => service.players(request.params.id),
  );

  app.get(
    '/api/fantasy/entries/:id/live',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['fantasy'],
        summary: 'One of my fantasy entries live: my players with their points, My Score, powerplays',
        params: fantasyEntryParamsSchema,
        response: { 200: fantasyLiveResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return service.live(request.params.id, user.id);
    },
  );

  app.put(
    '/api/fantasy/entries/:id/picks',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['fantasy'],
        summary: 'Save my fantasy picks: players, bench flags and my Star Player',
        params: fantasyEntryParamsSchema,
        body: saveFantasyPicksRequestSchema,
        response: { 200: fantasyLiveResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return service.savePicks(request.params.id, user.id, request.body.picks);
    },
  );

  app.post(
    '/api/fantasy/entries/:id/powerplays',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['fantasy'],
        summary: 'Use Swap, Star Power or Undo on one of my fantasy entries',
        params: fantasyEntryParamsSchema,
        headers: idempotencyKeyHeaders,
        body: useFantasyPowerplayRequestSchema,
        response: { 200: fantasyLiveResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const key = optionalIdempotencyKey(request);
      return service.usePowerplay(request.params.id, { id: user.id, club: user.club }, request.body, key);
    },
  );
};

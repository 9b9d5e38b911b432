import {
  errorBodySchema,
  fantasyCurrentResponseSchema,
  fantasyEntryResponseSchema,
  fantasyGameIdParamsSchema,
  saveFantasyPicksRequestSchema,
  saveFantasyPicksResponseSchema,
} from '@powerplay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/errors';
import { requireUser } from '../../platform/auth';
import type { FantasyService } from './service';

const errors = errorResponses(400, 401, 403, 404);

/** Fantasy hockey preview: the sample game and my saved picks. */
export const fantasyRoutes: FastifyPluginAsyncZod<{ service: FantasyService }> = async (app, { service }) => {
  app.get(
    '/api/fantasy/games/current',
    {
      schema: {
        tags: ['fantasy'],
        summary: 'The fantasy hockey game on offer (a preview on sample players) with its players',
        response: { 200: fantasyCurrentResponseSchema, 404: errorBodySchema },
      },
    },
    () => service.current(),
  );

  app.put(
    '/api/fantasy/games/:id/picks',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['fantasy'],
        summary: 'Save my picks (min..max players of the game, each once; bench players do not score)',
        params: fantasyGameIdParamsSchema,
        body: saveFantasyPicksRequestSchema,
        response: { 200: saveFantasyPicksResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { entry: await service.savePicks(request.params.id, user.id, request.body.picks) };
    },
  );

  app.get(
    '/api/fantasy/games/:id/entry',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['fantasy'],
        summary: 'My saved picks with each player’s score, and my total (starting players only)',
        params: fantasyGameIdParamsSchema,
        response: { 200: fantasyEntryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { entry: await service.entry(request.params.id, user.id) };
    },
  );
};

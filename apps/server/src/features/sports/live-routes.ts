import {
  sportsLiveScorePathSchema,
  sportsLiveScoreResponseSchema,
  useSportsPowerplayRequestSchema,
  useSportsPowerplayResponseSchema,
} from '@powerplay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth';
import { errorResponses } from '../../platform/errors';
import { idempotencyKeyHeaders, optionalIdempotencyKey } from '../../platform/idempotency';
import type { SportsLiveService } from './live-service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** The live score page and its powerplays (contracts/sports.ts "Live score"). */
export const sportsLiveRoutes: FastifyPluginAsyncZod<{ service: SportsLiveService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/sports/entries/:id/live',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['sports'],
        summary:
          'One of my entries live: matches with my scores, prizes, powerplays, result, my other entries',
        params: sportsLiveScorePathSchema,
        response: { 200: sportsLiveScoreResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return service.live(request.params.id, { id: user.id, club: user.club });
    },
  );

  app.post(
    '/api/sports/entries/:id/powerplays',
    {
      // The session first (onRequest), then the body, then whose entry it is (in the use's transaction),
      // like every protected route: a bad body is a 400 for anyone signed in, another's entry a 404.
      config: { auth: 'user' },
      schema: {
        tags: ['sports'],
        summary:
          'Use a powerplay on one of my entries (Increase, Decrease, Refresh, Lock, Undo, Swap, Remove, Add)',
        params: sportsLiveScorePathSchema,
        headers: idempotencyKeyHeaders,
        body: useSportsPowerplayRequestSchema,
        response: { 200: useSportsPowerplayResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      // Optional: with a key, a retried request (a flaky network) is answered once and spends once.
      const key = optionalIdempotencyKey(request);
      return service.usePowerplay(request.params.id, { id: user.id, club: user.club }, request.body, key);
    },
  );
};

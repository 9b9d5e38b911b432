import { serverTimeResponseSchema } from '@powerplay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from './clock';

/**
 * `GET /api/time`: the server's clock, which pages count down against. Its own tiny answer, never
 * cached, so the public reads (which a browser or a CDN may keep) carry no time of their own.
 */
export const serverTimeRoutes: FastifyPluginAsyncZod<{ clock: Clock }> = async (app, { clock }) => {
  app.get(
    '/api/time',
    {
      schema: {
        tags: ['live'],
        summary: "The server's clock (for countdowns; never cached)",
        response: { 200: serverTimeResponseSchema },
      },
    },
    (_request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { serverTime: clock.now().toISOString() };
    },
  );
};

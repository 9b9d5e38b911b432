import { operatorAnalyticsQuerySchema, operatorAnalyticsResponseSchema } from '@powerplay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOperator } from '../../platform/auth';
import { errorResponses } from '../../platform/errors';
import type { AnalyticsService } from './service';

/**
 * The back office's analytics (decision 025): read only, operators only (by its prefix, see
 * `authPlugin`, and again here). Not cached: the dashboard asks again when a live event says the
 * figures moved.
 */
export const analyticsRoutes: FastifyPluginAsyncZod<{ service: AnalyticsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/operator/analytics',
    {
      config: { scope: 'analytics:read' },
      schema: {
        tags: ['operator'],
        summary:
          'Dashboard figures per New York day from..to (at most 366 days): players, entries, powerplays, money, live watchers',
        querystring: operatorAnalyticsQuerySchema,
        response: { 200: operatorAnalyticsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      await requireOperator(request);
      void reply.header('cache-control', 'no-store');
      return service.dashboard(request.query);
    },
  );
};

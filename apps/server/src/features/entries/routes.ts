import { entryFeedResponseSchema, feedQuerySchema } from '@powerplay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOperator } from '../../platform/auth';
import { errorResponses } from '../../platform/errors';
import type { EntriesService } from './service';

/** Every player's entries, page by page after an id: what a partner's systems read (docs/partner-api.md). */
export const entriesRoutes: FastifyPluginAsyncZod<{ service: EntriesService }> = async (app, { service }) => {
  app.get(
    '/api/operator/entries',
    {
      config: { scope: 'entries:read' },
      schema: {
        tags: ['operator'],
        summary: 'Entries in every contest after an entry id, oldest first',
        querystring: feedQuerySchema,
        response: { 200: entryFeedResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await requireOperator(request);
      return service.after(request.query.after ?? 0, request.query.limit ?? 100);
    },
  );
};

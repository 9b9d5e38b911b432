import { operatorBookChecksResponseSchema } from '@powerplay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOperator } from '../../platform/auth';
import { errorResponses } from '../../platform/errors';
import type { BooksService } from './service';

/** The back office's view of the books' self-check: the last runs as recorded (docs/decisions/038). */
export const booksRoutes: FastifyPluginAsyncZod<{ service: BooksService }> = async (app, { service }) => {
  app.get(
    '/api/operator/books/checks',
    {
      schema: {
        tags: ['operator'],
        summary:
          'The last runs of the books’ self-check, newest first: each money invariant, rows examined, breaks',
        response: { 200: operatorBookChecksResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request, reply) => {
      await requireOperator(request);
      void reply.header('cache-control', 'no-store');
      const runs = await service.recent(10);
      return {
        runs: runs.map((r) => ({
          id: r.id,
          checkedAt: r.checked_at.toISOString(),
          ok: r.ok,
          source: r.source,
          durationMs: r.duration_ms,
          checks: r.checks,
        })),
      };
    },
  );
};

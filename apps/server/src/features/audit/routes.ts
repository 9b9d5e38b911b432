import { operatorAuditQuerySchema, operatorAuditResponseSchema } from '@powerplay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { requireOperator } from '../../platform/auth';
import { listOperatorActions } from '../../platform/audit';
import { errorResponses } from '../../platform/errors';

/**
 * The back office's audit log (decision 021): read only. No route changes or deletes a line, and the
 * database refuses it anyway (platform/audit.ts). Operators only, by its prefix (see `authPlugin`).
 */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Kysely<DB> }> = async (app, { db }) => {
  app.get(
    '/api/operator/audit',
    {
      schema: {
        tags: ['operator'],
        summary:
          'The operator audit log, newest first: filter by action, operator, target and time; page with cursor',
        querystring: operatorAuditQuerySchema,
        response: { 200: operatorAuditResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      await requireOperator(request);
      return listOperatorActions(db, request.query);
    },
  );
};

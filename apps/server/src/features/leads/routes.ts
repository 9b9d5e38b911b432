import {
  leadNoteRequestSchema,
  leadParamsSchema,
  leadResponseSchema,
  leadsExportQuerySchema,
  leadsQuerySchema,
  leadsResponseSchema,
  leadStatusRequestSchema,
  unsubscribeRequestSchema,
  unsubscribeResponseSchema,
} from '@powerplay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireOperator } from '../../platform/auth';
import { errorResponses } from '../../platform/errors';
import type { LeadsService } from './service';

/**
 * The back office's leads (operators only, by their prefix: see `authPlugin`) and the public
 * unsubscribe of the Notify Me launch mail.
 */
export const leadsRoutes: FastifyPluginAsyncZod<{
  service: LeadsService;
  rateLimitPerMinute: number;
  clock: { now(): Date };
}> = async (app, { service, rateLimitPerMinute, clock }) => {
  app.get(
    '/api/operator/leads',
    {
      config: { scope: 'leads:read' },
      schema: {
        tags: ['operator'],
        summary:
          'Partner enquiries and Notify Me requests, newest first: filter by kind, status and text; paged',
        querystring: leadsQuerySchema,
        response: { 200: leadsResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => service.list(await requireOperator(request), request.query),
  );

  app.get(
    '/api/operator/leads/export.csv',
    {
      config: { scope: 'leads:read' },
      schema: {
        tags: ['operator'],
        summary: 'The leads the filters find as a CSV file (UTF-8, quoted, formula-safe)',
        querystring: leadsExportQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const csv = await service.exportCsv(await requireOperator(request), request.query);
      const day = clock.now().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="powerplay-leads-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.put(
    '/api/operator/leads/:kind/:id/status',
    {
      schema: {
        tags: ['operator'],
        summary: "Change a lead's status (new, contacted, closed); logged in the audit log",
        params: leadParamsSchema,
        body: leadStatusRequestSchema,
        response: { 200: leadResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const operator = await requireOperator(request);
      const { kind, id } = request.params;
      return { lead: await service.setStatus(operator, kind, id, request.body.status) };
    },
  );

  app.post(
    '/api/operator/leads/:kind/:id/notes',
    {
      schema: {
        tags: ['operator'],
        summary: 'Add a note to a lead (notes are append-only); logged in the audit log',
        params: leadParamsSchema,
        body: leadNoteRequestSchema,
        response: { 201: leadResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const operator = await requireOperator(request);
      const { kind, id } = request.params;
      const lead = await service.addNote(operator, kind, id, request.body.body);
      return reply.status(201).send({ lead });
    },
  );

  app.post(
    '/api/notify-requests/unsubscribe',
    {
      config: { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['content'],
        summary: "The launch mail's unsubscribe link: works once, then answers `already`",
        body: unsubscribeRequestSchema,
        response: { 200: unsubscribeResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => service.unsubscribe(request.body.token),
  );
};

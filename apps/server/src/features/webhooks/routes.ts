import {
  webhookChangeSchema,
  webhookCreatedSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveriesResponseSchema,
  webhookDeliveryIdParamsSchema,
  webhookDeliveryResponseSchema,
  webhookIdParamsSchema,
  webhookRequestSchema,
  webhookResponseSchema,
  webhooksResponseSchema,
} from '@powerplay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireOperator } from '../../platform/auth';
import { errorResponses } from '../../platform/errors';
import type { WebhooksService } from './service';

/** A partner's webhooks and their delivery log (docs/partner-api.md): an operator's with a session only. */
export const webhooksRoutes: FastifyPluginAsyncZod<{ service: WebhooksService }> = async (
  app,
  { service },
) => {
  const errors = errorResponses(400, 401, 403, 404, 409);
  const tags = ['operator'];

  app.get(
    '/api/operator/webhooks',
    {
      schema: {
        tags,
        summary: "The partner's webhooks",
        response: { 200: webhooksResponseSchema, ...errors },
      },
    },
    async (request) => service.list(await requireOperator(request)),
  );

  app.post(
    '/api/operator/webhooks',
    {
      schema: {
        tags,
        summary: 'Send these events to a URL: the signing secret is in this answer and never again',
        body: webhookRequestSchema,
        response: { 201: webhookCreatedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(await requireOperator(request), request.body)),
  );

  app.patch(
    '/api/operator/webhooks/:id',
    {
      schema: {
        tags,
        summary: "Change a webhook's URL or events, or switch it off and on",
        params: webhookIdParamsSchema,
        body: webhookChangeSchema,
        response: { 200: webhookResponseSchema, ...errors },
      },
    },
    async (request) => service.change(await requireOperator(request), request.params.id, request.body),
  );

  app.delete(
    '/api/operator/webhooks/:id',
    {
      schema: {
        tags,
        summary: 'Remove a webhook and its delivery log',
        params: webhookIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(await requireOperator(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/operator/webhooks/:id/ping',
    {
      schema: {
        tags,
        summary: 'Send a test event (`ping`) to the webhook',
        params: webhookIdParamsSchema,
        response: { 202: webhookDeliveryResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await service.ping(await requireOperator(request), request.params.id)),
  );

  app.get(
    '/api/operator/webhooks/:id/deliveries',
    {
      schema: {
        tags,
        summary: "A webhook's deliveries, newest first, a page before `before`",
        params: webhookIdParamsSchema,
        querystring: webhookDeliveriesQuerySchema,
        response: { 200: webhookDeliveriesResponseSchema, ...errors },
      },
    },
    async (request) =>
      service.deliveries(await requireOperator(request), request.params.id, request.query.before),
  );

  app.post(
    '/api/operator/webhook-deliveries/:id/replay',
    {
      schema: {
        tags,
        summary: "Send a delivery's event again (same event id and body), as a new delivery",
        params: webhookDeliveryIdParamsSchema,
        response: { 201: webhookDeliveryResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.replay(await requireOperator(request), request.params.id)),
  );
};

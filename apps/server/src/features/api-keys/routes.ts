import {
  apiKeyCreatedSchema,
  apiKeyIdParamsSchema,
  apiKeyRequestSchema,
  apiKeysResponseSchema,
} from '@powerplay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireOperator } from '../../platform/auth';
import { errorResponses } from '../../platform/errors';
import type { ApiKeysService } from './service';

/** A partner's API keys (docs/partner-api.md): an operator's with a session only — no key makes keys. */
export const apiKeysRoutes: FastifyPluginAsyncZod<{ service: ApiKeysService }> = async (app, { service }) => {
  const errors = errorResponses(400, 401, 403, 404, 409);

  app.get(
    '/api/operator/api-keys',
    {
      schema: {
        tags: ['operator'],
        summary: "The partner's API keys, newest first (revoked ones too; never their tokens)",
        response: { 200: apiKeysResponseSchema, ...errors },
      },
    },
    async (request) => service.list(await requireOperator(request)),
  );

  app.post(
    '/api/operator/api-keys',
    {
      schema: {
        tags: ['operator'],
        summary: 'Create an API key with scopes: its token is in this answer and never again',
        body: apiKeyRequestSchema,
        response: { 201: apiKeyCreatedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create(await requireOperator(request), request.body)),
  );

  app.delete(
    '/api/operator/api-keys/:id',
    {
      schema: {
        tags: ['operator'],
        summary: 'Revoke an API key: refused from the next call on, on every process',
        params: apiKeyIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.revoke(await requireOperator(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

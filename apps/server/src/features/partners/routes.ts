import {
  createPartnerRequestSchema,
  partnerIdParamsSchema,
  partnerResponseSchema,
  partnersResponseSchema,
  platformFiguresResponseSchema,
} from '@powerplay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePlatformOperator } from '../../platform/auth';
import { errorResponses } from '../../platform/errors';
import type { PartnersService } from './service';

/** The platform console's API (docs/partners.md): the platform operator's only. */
export const platformRoutes: FastifyPluginAsyncZod<{ service: PartnersService }> = async (
  app,
  { service },
) => {
  const tags = ['platform'];
  app.get(
    '/api/platform/partners',
    {
      schema: {
        tags,
        summary: 'Every partner of the deployment, with its domains, the default partner first',
        response: { 200: partnersResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      await requirePlatformOperator(request);
      return { partners: await service.all() };
    },
  );

  app.get(
    '/api/platform/figures',
    {
      schema: {
        tags,
        summary: "Every partner's players, entries, prizes and store revenue, all time",
        response: { 200: platformFiguresResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      await requirePlatformOperator(request);
      return { figures: await service.figures() };
    },
  );

  app.post(
    '/api/platform/partners',
    {
      schema: {
        tags,
        summary: 'Adds a partner served on its own domains, with its brand, pages and first operator',
        body: createPartnerRequestSchema,
        response: { 201: partnerResponseSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const user = await requirePlatformOperator(request);
      const partner = await service.create(request.body, { id: user.id });
      return reply.code(201).send({ partner });
    },
  );

  for (const action of ['suspend', 'resume'] as const)
    app.post(
      `/api/platform/partners/:id/${action}`,
      {
        schema: {
          tags,
          summary:
            action === 'suspend'
              ? "Suspends a partner: its site answers 'temporarily unavailable', nothing it owns changes"
              : 'Serves a suspended partner again',
          params: partnerIdParamsSchema,
          response: { 200: partnerResponseSchema, ...errorResponses(400, 401, 403, 404) },
        },
      },
      async (request) => {
        const user = await requirePlatformOperator(request);
        return { partner: await service[action](request.params.id, { id: user.id }) };
      },
    );
};

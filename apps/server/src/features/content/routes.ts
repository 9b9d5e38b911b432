import {
  contentPageResponseSchema,
  contentPageUpdateSchema,
  contentSaveResponseSchema,
  pageSlugSchema,
  createdResponseSchema,
  errorBodySchema,
  notifyRequestSchema,
  partnerEnquiryRequestSchema,
  contentEventSchemas,
  liveTopics,
} from '@powerplay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireOperator } from '../../platform/auth';
import { errorResponses } from '../../platform/errors';
import { everyKey, notModifiedSchema, type PublicReads } from '../../platform/public-reads';
import { contentEditorRoutes } from './editor-routes';
import type { ContentService } from './service';

export const contentRoutes: FastifyPluginAsyncZod<{
  service: ContentService;
  rateLimitPerMinute: number;
  publicReads: PublicReads;
}> = async (app, { service, rateLimitPerMinute, publicReads }) => {
  const formRateLimit = { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } };

  // From memory; a page an operator saves is rebuilt on every process by its `saved` event, and every
  // page by a brand save (the pages speak in the brand's name).
  const pages = publicReads.family({
    load: async (slug: string) => ({ page: await service.page(slug) }),
    keyOf: (topic, event) =>
      topic === liveTopics.content
        ? contentEventSchemas.saved.parse(event.data).slug
        : topic === liveTopics.brand
          ? everyKey
          : undefined,
  });
  app.get(
    '/api/content/pages/:slug',
    {
      compress: false,
      config: { publicRead: true, rateLimit: false },
      schema: {
        tags: ['content'],
        summary:
          'A content page (marketing and policy pages); its rich text is sanitized (allowlist). Public: ETag, 304',
        params: z.object({ slug: z.string().max(100) }),
        response: { 200: contentPageResponseSchema, 304: notModifiedSchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => publicReads.send(request, reply, await pages.get(request.params.slug)),
  );

  app.put(
    '/api/operator/content/pages/:slug',
    {
      config: { scope: 'content:manage' },
      schema: {
        tags: ['operator'],
        summary:
          'Edit or add a content page (operator only): rich text sanitized on save, saved as a new version; with expectedVersion, 409 if another save came first',
        params: z.object({ slug: pageSlugSchema }),
        body: contentPageUpdateSchema,
        response: { 200: contentSaveResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const operator = await requireOperator(request);
      const saved = await service.savePage(operator, request.params.slug, request.body);
      pages.invalidate(request.params.slug);
      return saved;
    },
  );

  // The editor's own routes (texts, versions, restore, preview): a restore changes the public page too.
  await app.register(contentEditorRoutes, {
    editor: service.editor,
    invalidate: (slug) => pages.invalidate(slug),
  });

  app.post(
    '/api/partner-enquiries',
    {
      config: formRateLimit,
      schema: {
        tags: ['content'],
        summary: 'A partner enquiry from the Partner with us form',
        body: partnerEnquiryRequestSchema,
        response: { 201: createdResponseSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const id = await service.enquire(request.body, request.ip);
      return reply.status(201).send({ id });
    },
  );

  app.post(
    '/api/notify-requests',
    {
      config: formRateLimit,
      schema: {
        tags: ['content'],
        summary: 'Ask to be told when a game launches (Notify Me)',
        body: notifyRequestSchema,
        response: { 200: createdResponseSchema, 201: createdResponseSchema, 400: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { id, created } = await service.notify(request.body);
      return reply.status(created ? 201 : 200).send({ id });
    },
  );
};

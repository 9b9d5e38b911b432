import {
  brandResponseSchema,
  brandUpdateSchema,
  errorBodySchema,
  liveTopics,
  type Brand,
} from '@powerplay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireOperator } from '../../platform/auth';
import { errorResponses, sendError } from '../../platform/errors';
import {
  notModified,
  notModifiedSchema,
  type PublicReads,
  type ReadModel,
} from '../../platform/public-reads';
import type { BrandImage } from './repo';
import type { BrandService } from './service';
import { shellRenderer, type Shell } from './shell';

/**
 * The brand's read model (one per process, rebuilt by the `brand` event) and what is built from it: the
 * HTML shell and the images, each cached per brand version, so a page load does no database query.
 */
export function brandReads(publicReads: PublicReads, service: BrandService) {
  const read: ReadModel<{ brand: Brand }> = publicReads.define({
    load: async () => ({ brand: await service.current() }),
    changedBy: (topic) => topic === liveTopics.brand,
  });
  let images: { version: number; logo: BrandImage | null; favicon: BrandImage | null } | undefined;
  let loading: Promise<NonNullable<typeof images>> | undefined;
  return {
    read,
    /** The shell for the web app's index.html (platform/web.ts). */
    shell(template: string): () => Promise<Shell> {
      const render = shellRenderer(template);
      return async () => render((await read.get()).value.brand);
    },
    /** The current images; read again when the brand's version moved on. */
    async images() {
      const { version } = (await read.get()).value.brand;
      if (images?.version === version) return images;
      loading ??= service.images().finally(() => (loading = undefined));
      const loaded = await loading;
      if (loaded.version === version) images = loaded;
      return loaded;
    },
  };
}
export type BrandReads = ReturnType<typeof brandReads>;

// A request the brand's own save may carry: the two images base64 (100 KB + 32 KB) and the texts.
const SAVE_BODY_LIMIT = 256 * 1024;

// An SVG is a document: served so it can never run anything or be taken for HTML.
const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

export const brandRoutes: FastifyPluginAsyncZod<{
  service: BrandService;
  reads: BrandReads;
  publicReads: PublicReads;
}> = async (app, { service, reads, publicReads }) => {
  app.get(
    '/api/brand',
    {
      compress: false,
      config: { publicRead: true, rateLimit: false },
      schema: {
        tags: ['brand'],
        summary:
          "The site's brand: name, colours, support contact, legal names, image URLs (public: ETag, 304)",
        response: { 200: brandResponseSchema, 304: notModifiedSchema },
      },
    },
    async (request, reply) => publicReads.send(request, reply, await reads.read.get()),
  );

  for (const kind of ['logo', 'favicon'] as const) {
    app.get(
      `/api/brand/${kind}`,
      {
        compress: false,
        config: { publicRead: true, rateLimit: false },
        schema: {
          tags: ['brand'],
          summary: `The brand's ${kind} (SVG or PNG); cached for a year when ?v= is its current version`,
          querystring: z.object({ v: z.string().max(12).optional() }),
          response: {
            200: z.unknown().describe('The image bytes'),
            304: notModifiedSchema,
            404: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const current = await reads.images();
        const image = current[kind];
        if (!image) return sendError(reply, 'NOT_FOUND');
        const etag = `"brand-${kind}-${current.version}"`;
        void reply
          .header('etag', etag)
          .header('x-content-type-options', 'nosniff')
          .header(
            'cache-control',
            request.query.v === String(current.version) ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        if (image.type === 'image/svg+xml') void reply.header('content-security-policy', SVG_CSP);
        if (notModified(request.headers['if-none-match'], etag)) return reply.status(304).send(null);
        return reply.type(image.type).send(image.bytes);
      },
    );
  }

  app.get(
    '/api/operator/brand',
    {
      schema: {
        tags: ['operator'],
        summary: 'The brand as the back office edits it, with its version',
        response: { 200: brandResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => service.forOperator(await requireOperator(request)),
  );

  app.put(
    '/api/operator/brand',
    {
      bodyLimit: SAVE_BODY_LIMIT,
      schema: {
        tags: ['operator'],
        summary:
          'Save the brand (operator only, audited): SVG checked against an allow-list, PNG by its signature, colours by their contrast; 409 if another save came first',
        body: brandUpdateSchema,
        response: { 200: brandResponseSchema, ...errorResponses(400, 401, 403, 409, 413) },
      },
    },
    async (request) => {
      const saved = await service.save(await requireOperator(request), request.body);
      // This process serves its own write at once; the others hear the brand event.
      reads.read.invalidate();
      return saved;
    },
  );
};

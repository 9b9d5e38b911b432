import {
  embedOriginIdParamsSchema,
  embedOriginRequestSchema,
  embedOriginResponseSchema,
  embedOriginsResponseSchema,
  embedWidgetQuerySchema,
  embedWidgetSchema,
  liveTopics,
} from '@powerplay/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireOperator } from '../../platform/auth';
import { errorResponses, sendError } from '../../platform/errors';
import type { PublicReads } from '../../platform/public-reads';
import type { EmbedService } from './service';
import { readLoader, readWidgetAssets, widgetShell } from './shell';

/**
 * The widgets' own Content-Security-Policy: the site's (scripts, styles and data from itself only), but
 * framed by the site and the operator's allow-list instead of nobody.
 */
export function widgetCsp(origins: readonly string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${["'self'", ...origins].join(' ')}`,
  ].join(';');
}

export const embedRoutes: FastifyPluginAsyncZod<{
  service: EmbedService;
  publicReads: PublicReads;
  distDir: string | undefined;
  /**
   * The brand now (from memory): its site name for the titles and its `:root{--brand-…}` CSS for the
   * widgets' `<style id="brand">`.
   */
  brand: () => Promise<{ siteName: string; css: string }>;
}> = async (app, { service, publicReads, distDir, brand }) => {
  const errors = errorResponses(400, 401, 403, 404, 409);

  // The allow-list in memory, per process: read once, again when any process changes it (its event).
  const allowed = publicReads.define({
    load: () => service.allowedOrigins(),
    changedBy: (topic) => topic === liveTopics.embed,
  });
  const cspOf = new WeakMap<object, string>();
  const csp = async () => {
    const read = await allowed.get();
    let header = cspOf.get(read);
    if (header === undefined) cspOf.set(read, (header = widgetCsp(read.value)));
    return header;
  };

  app.get(
    '/api/operator/embed/origins',
    {
      schema: {
        tags: ['operator'],
        summary: 'The origins that may frame the embeddable widgets (frame-ancestors), oldest first',
        response: { 200: embedOriginsResponseSchema, ...errors },
      },
    },
    async (request) => service.list(await requireOperator(request)),
  );

  app.post(
    '/api/operator/embed/origins',
    {
      schema: {
        tags: ['operator'],
        summary: 'Allow an origin (scheme://host[:port]) to frame the widgets; every process hears of it',
        body: embedOriginRequestSchema,
        response: { 201: embedOriginResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const origin = await service.add(await requireOperator(request), request.body.origin);
      // This process serves the new list at once; the others on the event.
      allowed.invalidate();
      return reply.status(201).send({ origin });
    },
  );

  app.delete(
    '/api/operator/embed/origins/:id',
    {
      schema: {
        tags: ['operator'],
        summary: 'Stop an origin from framing the widgets',
        params: embedOriginIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.remove(await requireOperator(request), request.params.id);
      allowed.invalidate();
      return reply.status(204).send(null);
    },
  );

  // The widgets' pages. No sign-in and no cookie needed: they read the public APIs and event streams.
  const assets = readWidgetAssets(distDir);
  if (!assets) app.log.warn({ distDir }, 'embed widgets not built: run `npm run build -w @powerplay/web`');
  const framed = (reply: FastifyReply, policy: string) => {
    void reply
      .header('content-security-policy', policy)
      // frame-ancestors decides; the site-wide X-Frame-Options would contradict it in older browsers.
      .removeHeader('x-frame-options')
      // A partner page that isolates itself (COEP) may still load it; frame-ancestors decides who.
      .header('cross-origin-resource-policy', 'cross-origin')
      // An operator's removal must take effect on the next load: revalidate every time.
      .header('cache-control', 'no-cache');
  };

  app.get(
    '/embed/:widget',
    {
      schema: {
        hide: true,
        params: z.object({ widget: embedWidgetSchema }),
        querystring: embedWidgetQuerySchema,
      },
    },
    async (request, reply) => {
      const { widget } = request.params;
      const { siteName, css } = await brand();
      const html = widgetShell({ widget, siteName, brandCss: css, assets: assets?.get(widget) });
      framed(reply, await csp());
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );

  // The loader partners paste. Their pages load it cross-origin, so it opts out of the site's
  // same-origin Cross-Origin-Resource-Policy.
  const loader = readLoader(distDir);
  app.get('/embed.js', { schema: { hide: true } }, async (_request, reply) => {
    if (!loader) return sendError(reply, 'NOT_FOUND');
    return reply
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', 'public, max-age=300')
      .type('application/javascript; charset=utf-8')
      .send(loader);
  });
};

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isWebPage } from '@powerplay/contracts';
import type { FastifyInstance } from 'fastify';
import { sendError } from './errors';
import { notModified } from './public-reads';
import { loadStaticAssets, registerStaticAssets } from './static-assets';

/** Renders index.html as served now (the brand's shell), with its ETag; rebuilt by its owner, not here. */
export type ShellSource = (template: string) => () => Promise<{ body: Buffer; etag: string }>;

/**
 * Serves the built web app: its files from memory (static-assets.ts: hashed assets cached for a year, sent
 * pre-compressed as the build wrote them, chosen by `Accept-Encoding`), index.html for every page path
 * (status 404 for a path that is none of the web's pages, whose router then renders "Page not found"),
 * JSON 404s for unknown `/api` paths. With `shell`,
 * index.html is the brand's rendering of the built one (title, icons, colours: decision 028), revalidated by
 * its ETag; the build's own index.html is never served as a file.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined, shell?: ShellSource) {
  const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
  const indexHtml = indexFile && existsSync(indexFile) ? readFileSync(indexFile) : undefined;
  const page = indexHtml && shell?.(indexHtml.toString('utf8'));

  if (distDir && indexHtml) {
    registerStaticAssets(app, loadStaticAssets(distDir));
  } else {
    app.log.warn({ distDir }, 'web app not built: run `npm run build` to serve the site');
  }

  // Unknown paths count against the per-IP budget like every route (the rate-limit plugin only hooks
  // routes): a scanner walking paths is throttled too.
  const rateLimited = app.hasDecorator('rateLimit') ? { preHandler: app.rateLimit() } : {};
  app.setNotFoundHandler(rateLimited, async (request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      url !== '/api' &&
      !url.startsWith('/api/') &&
      !path.extname(url);
    const status = isPage && isWebPage(url) ? 200 : 404;
    if (isPage && page) {
      const { body, etag } = await page();
      void reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('etag', etag);
      return status === 200 && notModified(request.headers['if-none-match'], etag)
        ? reply.status(304).send()
        : reply.status(status).send(body);
    }
    if (isPage && indexHtml) {
      return reply
        .status(status)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(indexHtml);
    }
    return sendError(reply, 'NOT_FOUND');
  });
}

import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A built file in memory, with the brotli and gzip copies the build wrote beside it (when it did). */
interface StaticAsset {
  type: string;
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
  cacheControl: string;
}

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/** Every file under `dir`, except in dot-directories (the build's `.vite` manifests are not for browsers). */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return [path.join(dir, entry.name)];
    return entry.name.startsWith('.') ? [] : filesUnder(path.join(dir, entry.name));
  });

/**
 * Reads the build once (a few MB): every page load asks for dozens of chunks, and serving them from disk
 * cost a stat, an open and reads each on the libuv pool, which queued behind other work under load
 * (seconds per chunk on a busy 2-core machine). `index.html` is the web app's shell, served by web.ts.
 */
export function loadStaticAssets(distDir: string): Map<string, StaticAsset> {
  const assets = new Map<string, StaticAsset>();
  const files = new Set(filesUnder(distDir));
  for (const file of files) {
    const ext = path.extname(file);
    const type = contentTypes[ext];
    if (!type || file === path.join(distDir, 'index.html')) continue;
    const identity = readFileSync(file);
    const copy = (suffix: string) => (files.has(file + suffix) ? readFileSync(file + suffix) : undefined);
    const url = '/' + path.relative(distDir, file).split(path.sep).join('/');
    assets.set(url, {
      type,
      identity,
      br: copy('.br'),
      gzip: copy('.gz'),
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
      // Hashed chunks never change under their name; the rest (the favicon) may with the next deploy.
      cacheControl: url.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=300',
    });
  }
  return assets;
}

function sendAsset(request: FastifyRequest, reply: FastifyReply, asset: StaticAsset) {
  reply
    .header('content-type', asset.type)
    .header('cache-control', asset.cacheControl)
    .header('etag', asset.etag);
  if (asset.br || asset.gzip) reply.header('vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === asset.etag) return reply.status(304).send();
  const accepted = request.headers['accept-encoding'] ?? '';
  if (asset.br && /\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(asset.br);
  if (asset.gzip && /\bgzip\b/.test(accepted))
    return reply.header('content-encoding', 'gzip').send(asset.gzip);
  return reply.send(asset.identity);
}

/** One GET (and HEAD) route per built file, answered from memory; never compressed again per request. */
export function registerStaticAssets(app: FastifyInstance, assets: Map<string, StaticAsset>) {
  for (const [url, asset] of assets) {
    app.get(url, { compress: false, schema: { hide: true } }, (request, reply) =>
      sendAsset(request, reply, asset),
    );
  }
}

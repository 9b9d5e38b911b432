import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandling, sendError } from './errors';
import { registerRequestPolicy } from './http-hardening';
import './request-logging';

/** The cache rule on its own: a route is private unless it says it is public. */
const app = Fastify({ logger: false });
beforeAll(async () => {
  registerErrorHandling(app);
  registerRequestPolicy(app);
  // A private route that (wrongly) marks its answer public, one that sets nothing, and a legacy call.
  app.get('/api/mine', (_request, reply) =>
    reply.header('cache-control', 'public, max-age=60').send({ me: 1 }),
  );
  app.get('/api/plain', () => ({ ok: true }));
  app.get('/public_api/account/data.php', () => ({ data: {} }));
  app.post('/public_api/auth/login.php', (_request, reply) => sendError(reply, 'AUTH_REQUIRED'));
  app.get('/api/image', { config: { publicCache: true } }, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=86400').send('svg'),
  );
  app.get('/api/read', { config: { publicRead: true } }, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=0, s-maxage=1').header('etag', '"1"').send({ list: [] }),
  );
  app.get('/api/read-missing', { config: { publicRead: true } }, (_request, reply) =>
    sendError(reply, 'NOT_FOUND'),
  );
  app.get('/page', (_request, reply) => reply.header('cache-control', 'no-cache').send('<html>'));
  app.get('/assets/app.js', (_request, reply) =>
    reply.header('cache-control', 'public, max-age=31536000, immutable').send('js'),
  );
  await app.ready();
});
afterAll(() => app.close());

const cacheControl = async (method: 'GET' | 'POST', url: string) =>
  (await app.inject({ method, url })).headers['cache-control'];

describe('private replies are never stored', () => {
  it('answers every private API route and legacy call no-store, whatever the route set', async () => {
    expect(await cacheControl('GET', '/api/mine')).toBe('no-store');
    expect(await cacheControl('GET', '/api/plain')).toBe('no-store');
    expect(await cacheControl('GET', '/public_api/account/data.php?jwt=x')).toBe('no-store');
    expect(await cacheControl('POST', '/public_api/auth/login.php')).toBe('no-store');
    expect(await cacheControl('GET', '/public_api/unknown.php')).toBe('no-store');
    expect(await cacheControl('GET', '/api/unknown')).toBe('no-store');
  });

  it('keeps the Cache-Control of a route public by declaration, unless it answers without one', async () => {
    expect(await cacheControl('GET', '/api/image')).toBe('public, max-age=86400');
    expect(await cacheControl('GET', '/api/read')).toBe('public, max-age=0, s-maxage=1');
    expect(await cacheControl('GET', '/api/read-missing')).toBe('no-store');
  });

  it('leaves pages and static assets to their own rules', async () => {
    expect(await cacheControl('GET', '/page')).toBe('no-cache');
    expect(await cacheControl('GET', '/assets/app.js')).toBe('public, max-age=31536000, immutable');
  });
});

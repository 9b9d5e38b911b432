import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { catalogue, type MessageCode } from '@powerplay/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createTestApp,
  ORIGIN,
  registerOperator,
  registerPlayer,
  type TestApp,
} from '../../test/helpers';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { registerErrorHandling } from './errors';
import { registerWebApp } from './web';

const METRICS_TOKEN = 'scrape-token-0123456789abcdef';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN } });
});
afterAll(() => t.close());

const errorShape = {
  error: { code: expect.any(String), title: expect.any(String), message: expect.any(String) },
};

function expectError(res: { statusCode: number; json: () => unknown }, status: number, code: MessageCode) {
  expect(res.statusCode).toBe(status);
  const entry = catalogue[code];
  expect(res.json()).toEqual({ error: { code, title: entry.title, message: entry.message } });
}

describe('operations endpoints', () => {
  it('answers /healthz, /readyz and Prometheus /metrics', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/readyz')).json()).toEqual({ status: 'ready' });
    await t.app.inject('/api/brand');
    const metrics = await t.app.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.headers['content-type']).toContain('text/plain');
    expect(metrics.body).toContain('http_request_duration_seconds_bucket');
    expect(metrics.body).toContain('route="/api/brand"');
    expect(metrics.body).toContain('process_cpu_user_seconds_total');
  });

  it('publishes OpenAPI with every API path and serves the docs UI', async () => {
    const spec = (await t.app.inject('/api/openapi.json')).json<{
      openapi: string;
      paths: Record<string, unknown>;
    }>();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/register',
        '/api/auth/login',
        '/api/auth/logout',
        '/api/auth/me',
        '/api/content/pages/{slug}',
        '/api/partner-enquiries',
        '/api/notify-requests',
      ]),
    );
    const docs = await t.app.inject('/api/docs/');
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
  });

  it('keeps the docs UI usable over plain http: no upgrade-insecure-requests unless the origin is https', async () => {
    for (const url of ['/api/docs/', '/api/docs/static/index.html']) {
      const csp = (await t.app.inject(url)).headers['content-security-policy'];
      expect(csp, url).toContain("default-src 'self'");
      expect(csp, url).not.toContain('upgrade-insecure-requests');
    }
    // The same database behind an https origin: the directive stays.
    const secure = await buildApp({
      config: { ...t.config, publicOrigin: 'https://play.example.com', secureCookies: true },
      database: t.database,
      logger: false,
    });
    try {
      const csp = (await secure.inject('/api/docs/static/index.html')).headers['content-security-policy'];
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain('upgrade-insecure-requests');
    } finally {
      await secure.close();
    }
  });

  it('sends security headers with a Content-Security-Policy', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    // HSTS only behind an https origin (secure cookies).
    expect(res.headers['strict-transport-security']).toBeUndefined();
    // Every answer has them, an unknown path's 404 too.
    const missing = await t.app.inject('/api/no-such-thing');
    expect(missing.headers['content-security-policy']).toBe(res.headers['content-security-policy']);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      error: {
        code: 'NOT_FOUND',
        title: 'Page not found',
        message: 'We could not find what you were looking for.',
      },
    });
    expect((await api(t.app, 'POST', '/api/nope', { body: {} })).statusCode).toBe(404);
  });
});

describe('requests the router or the HTTP parser refuses get the error shape too', () => {
  it('answers a bad percent-encoding with 400 BAD_URL', async () => {
    for (const url of ['/api/content/pages/%E0%A4%A', '/api/lottery/games/%zz', '/%E0%A4%A']) {
      expectError(await t.app.inject(url), 400, 'BAD_URL');
    }
    expectError(
      await api(t.app, 'POST', '/api/lottery/games/%E0%A4%A/powerplays', { body: {} }),
      400,
      'BAD_URL',
    );
  });

  it('answers a path parameter over the maximum length with 414 URL_TOO_LONG', async () => {
    expectError(await t.app.inject(`/api/content/pages/${'a'.repeat(500)}`), 414, 'URL_TOO_LONG');
  });

  it('answers a request Node cannot parse, on a real socket', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const raw = (headers: Record<string, string>) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = httpRequest({ host: '127.0.0.1', port, path: '/healthz', headers }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.end();
      });
    const tooLarge = await raw({ 'x-big': 'x'.repeat(20 * 1024) });
    expect(tooLarge.status).toBe(431);
    expect(JSON.parse(tooLarge.body)).toEqual({
      error: { code: 'HEADERS_TOO_LARGE', ...pick(catalogue.HEADERS_TOO_LARGE) },
    });
    expect((await raw({})).status).toBe(200);
  });
});

describe('the web app fallback', () => {
  it("serves index.html for the web's pages, with 404 for a path that is none, JSON 404s for /api and /api/…", async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'powerplay-web-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Powerplay</title>');
    const web = Fastify({ logger: false });
    registerErrorHandling(web);
    try {
      await registerWebApp(web, dist);
      for (const url of [
        '/',
        '/my-account',
        '/My-Account/results/',
        '/livescore/42',
        '/operator/audit?x=1',
      ]) {
        const res = await web.inject(url);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-type'], url).toContain('text/html');
      }
      // Not pages: the app still comes (its router says "Page not found"), with the status that says so.
      for (const url of ['/apiary', '/api-docs-page', '/my-account/nope', '/livescore/1/2', '/747/x']) {
        const res = await web.inject(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.headers['content-type'], url).toContain('text/html');
        expect(res.body, url).toContain('<title>Powerplay</title>');
      }
      for (const url of ['/api', '/api/', '/api/nope', '/api?x=1']) {
        expectError(await web.inject(url), 404, 'NOT_FOUND');
      }
    } finally {
      await web.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('over the wire', () => {
  it('sends a built asset as its pre-compressed brotli or gzip copy, by Accept-Encoding', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'powerplay-web-'));
    mkdirSync(path.join(dist, 'assets'));
    const js = 'export const x = 1;\n'.repeat(200);
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Powerplay</title>');
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), js);
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync(js));
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), gzipSync(js));
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const web = Fastify({ logger: false });
    try {
      await registerWebApp(web, dist);
      const br = await web.inject({
        url: '/assets/app-abc123.js',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toContain('immutable');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(js);
      const gz = await web.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      const plain = await web.inject({ url: '/assets/app-abc123.js' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(plain.body).toBe(js);
      // From memory: a revalidation by ETag is answered 304, HEAD answers the headers only.
      const again = await web.inject({
        url: '/assets/app-abc123.js',
        headers: { 'if-none-match': plain.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
      const head = await web.inject({ method: 'HEAD', url: '/assets/app-abc123.js' });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
      const icon = await web.inject({ url: '/favicon.svg' });
      expect(icon.headers['content-type']).toBe('image/svg+xml');
      expect(icon.headers['cache-control']).toBe('public, max-age=300');
    } finally {
      await web.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('compresses JSON answers', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toHaveProperty('openapi');
  });
});

describe('partner enquiries', () => {
  const valid = { name: 'Ann Partner', email: 'ann@example.com', phone: '14165550100' };
  it('names the field that is too long', async () => {
    expectError(
      await api(t.app, 'POST', '/api/partner-enquiries', { body: { ...valid, name: 'n'.repeat(121) } }),
      400,
      'PARTNER_NAME_TOO_LONG',
    );
    expectError(
      await api(t.app, 'POST', '/api/partner-enquiries', { body: { ...valid, message: 'm'.repeat(5001) } }),
      400,
      'PARTNER_MESSAGE_TOO_LONG',
    );
  });
});

describe('configuration', () => {
  const base = { SESSION_SECRET: 'test-secret-test-secret-test-secret-0123' };
  it('parses TRUST_PROXY', () => {
    expect(loadConfig(base).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).trustProxy).toBe(true);
    expect(loadConfig({ ...base, TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ ...base, TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe(
      '10.0.0.0/8,127.0.0.1',
    );
    expect(() => loadConfig({ ...base, TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });

  it('parses the slow-client timeouts and the connection cap (off behind a proxy unless set)', () => {
    expect(loadConfig(base).http).toEqual({
      requestTimeoutMs: 30_000,
      headersTimeoutMs: 10_000,
      keepAliveTimeoutMs: 72_000,
      maxConnectionsPerIp: 512,
    });
    expect(loadConfig({ ...base, TRUST_PROXY: '1' }).http.maxConnectionsPerIp).toBe(0);
    expect(
      loadConfig({ ...base, TRUST_PROXY: '1', MAX_CONNECTIONS_PER_IP: '2000' }).http.maxConnectionsPerIp,
    ).toBe(2000);
    expect(() => loadConfig({ ...base, REQUEST_TIMEOUT_MS: '5000', HEADERS_TIMEOUT_MS: '6000' })).toThrow(
      /HEADERS_TIMEOUT_MS/,
    );
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});

describe('every mutating endpoint refuses bad input with 4xx and the error shape', () => {
  let routes: { method: string; url: string; hasBody: boolean; needsJwt: boolean }[] = [];
  let operatorToken = '';
  let platformToken = '';
  beforeAll(async () => {
    // An operator (the platform's on its routes): every route gets as far as reading and validating input.
    operatorToken = (await registerOperator(t)).token;
    platformToken = (await registerOperator(t, 'platform')).token;
    const spec = (await t.app.inject('/api/openapi.json')).json<{
      paths: Record<
        string,
        Record<
          string,
          {
            security?: Record<string, unknown>[];
            requestBody?: unknown;
            parameters?: { in: string; name: string; schema?: { enum?: string[] } }[];
          }
        >
      >;
    }>();
    routes = Object.entries(spec.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => ['post', 'put', 'patch', 'delete'].includes(m))
        .map((m) => ({
          method: m.toUpperCase(),
          // A path parameter that names one of a few things (a lead's kind) gets the first; ids get 1.
          url: path.replace(
            /\{([^}]+)\}/g,
            (_, name: string) =>
              ops[m]!.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema?.enum?.[0] ?? '1',
          ),
          hasBody: ops[m]!.requestBody !== undefined,
          // The old client's signed-in calls: the document names their jwt (docs/legacy-api.md).
          needsJwt: (ops[m]!.security ?? []).some((scheme) => 'legacyJwt' in scheme),
        })),
    );
    expect(routes.length).toBeGreaterThanOrEqual(4);
    expect(routes.some((r) => r.needsJwt)).toBe(true);
  });

  const send = (method: string, url: string, payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: method as 'POST',
      url,
      payload,
      headers: {
        origin: ORIGIN,
        'content-type': contentType,
        authorization: `Bearer ${url.startsWith('/api/platform/') ? platformToken : operatorToken}`,
      },
    });

  it('malformed JSON', async () => {
    for (const r of routes) {
      const res = await send(r.method, r.url, '{"oops": ');
      expect(res.statusCode, `${r.method} ${r.url}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${r.method} ${r.url}`).toBeLessThan(500);
      expect(res.json(), `${r.method} ${r.url}`).toEqual(errorShape);
    }
  });

  it('wrong types', async () => {
    for (const r of routes) {
      for (const body of [
        '[]',
        '"text"',
        '42',
        'null',
        '{"email": {"$gt": ""}, "password": [1], "login": 7}',
      ]) {
        // A call that takes no body ignores one (logout: and it would end the session).
        if (!r.hasBody) continue;
        const res = await send(r.method, r.url, body);
        // The old client's calls carry their credential (jwt) in the body: a body without one is 401.
        expect(res.statusCode, `${r.method} ${r.url} ${body}`).toBe(r.needsJwt ? 401 : 400);
        expect(res.json()).toEqual(errorShape);
      }
    }
  });

  it('oversize bodies', async () => {
    const big = JSON.stringify({ message: 'x'.repeat(70 * 1024) });
    // Routes whose own limit is larger, and why: the brand's save carries its logo and favicon (base64).
    const larger: Record<string, number> = { 'PUT /api/operator/brand': 256 * 1024 };
    for (const r of routes) {
      const limit = larger[`${r.method} ${r.url}`];
      const res = await send(r.method, r.url, limit ? JSON.stringify({ message: 'x'.repeat(limit) }) : big);
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(413);
      expect(res.json()).toEqual(errorShape);
    }
  });

  it('unsupported content types', async () => {
    for (const r of routes) {
      const res = await send(r.method, r.url, '<xml/>', 'application/xml');
      expect(res.statusCode, `${r.method} ${r.url}`).toBe(415);
      expect(res.json()).toEqual(errorShape);
    }
  });
});

describe('/metrics is not public (decision 008)', () => {
  it('answers 404 without the scraper token, with a wrong one, and to a signed-in player', async () => {
    const { token } = await registerPlayer(t.app);
    for (const authorization of [undefined, 'Bearer wrong-token', `Bearer ${token}`, METRICS_TOKEN]) {
      const res = await t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expectError(res, 404, 'NOT_FOUND');
      expect(res.body).not.toContain('process_cpu');
    }
  });

  it('serves no metrics at all when METRICS_TOKEN is not set', async () => {
    const plain = await createTestApp();
    try {
      const res = await plain.app.inject({ url: '/metrics', headers: { authorization: 'Bearer ' } });
      expectError(res, 404, 'NOT_FOUND');
    } finally {
      await plain.close();
    }
  });
});

describe('rate limits', () => {
  it('counts /readyz, /metrics and unknown paths against the per-IP budget; /healthz stays exempt', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '3', METRICS_TOKEN } });
    try {
      const metrics = { url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } };
      // One address per kind of request (random ones could meet and share a budget).
      for (const [n, request] of ['/readyz', metrics, '/api/no-such-thing', '/no-such-page.php'].entries()) {
        const ip = `10.9.0.${n + 1}`;
        const send = () =>
          limited.app.inject(
            typeof request === 'string'
              ? { url: request, remoteAddress: ip }
              : { ...request, remoteAddress: ip },
          );
        for (let i = 0; i < 3; i++) expect((await send()).statusCode).not.toBe(429);
        expectError(await send(), 429, 'RATE_LIMITED');
      }
      for (let i = 0; i < 10; i++) {
        expect((await limited.app.inject({ url: '/healthz', remoteAddress: '10.9.1.1' })).statusCode).toBe(
          200,
        );
      }
    } finally {
      await limited.close();
    }
  });

  it("answers the request past the per-IP budget with 429 and the error shape, per partner's site", async () => {
    const limited = await createTestApp({
      env: { AUTH_RATE_LIMIT_PER_MINUTE: '3', FORM_RATE_LIMIT_PER_MINUTE: '2' },
    });
    try {
      const login = () =>
        api(limited.app, 'POST', '/api/auth/login', {
          body: { login: 'x@example.com', password: 'nope nope' },
        });
      for (let i = 0; i < 3; i++) expect((await login()).statusCode).toBe(401);
      const res = await login();
      expect(res.statusCode).toBe(429);
      expect(res.json<{ error: { code: string } }>().error.code).toBe('RATE_LIMITED');
      // Per partner: the same address still has its whole allowance on another partner's site.
      const other = 'limits.example.org';
      await limited.services.partners.create({ slug: 'limits', name: 'Limits', domains: [other] });
      const elsewhere = await api(limited.app, 'POST', '/api/auth/login', {
        body: { login: 'x@example.com', password: 'nope nope' },
        headers: { host: other, origin: `http://${other}` },
      });
      expect(elsewhere.statusCode).toBe(401);
      const notify = () =>
        api(limited.app, 'POST', '/api/notify-requests', { body: { email: 'a@example.com', topic: 'nfl' } });
      await notify();
      await notify();
      expect((await notify()).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

function pick(entry: { title: string; message: string }) {
  return { title: entry.title, message: entry.message };
}

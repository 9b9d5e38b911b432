import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, ORIGIN, registerPlayer, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const errorShape = {
  error: { code: expect.any(String), title: expect.any(String), message: expect.any(String) },
};

describe('operations endpoints', () => {
  it('answers /healthz, /readyz and Prometheus /metrics', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/readyz')).json()).toEqual({ status: 'ready' });
    await t.app.inject('/api/content/site');
    const metrics = await t.app.inject('/metrics');
    expect(metrics.headers['content-type']).toContain('text/plain');
    expect(metrics.body).toContain('http_request_duration_seconds_bucket');
    expect(metrics.body).toContain('route="/api/content/site"');
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

  it('sends security headers with a Content-Security-Policy', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
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

describe('every mutating endpoint refuses bad input with 4xx and the error shape', () => {
  let routes: { method: string; url: string }[] = [];
  let token = '';
  beforeAll(async () => {
    token = (await registerPlayer(t.app)).token;
    const spec = (await t.app.inject('/api/openapi.json')).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    routes = Object.entries(spec.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((m) => ['post', 'put', 'patch', 'delete'].includes(m))
        .map((m) => ({ method: m.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1') })),
    );
    expect(routes.length).toBeGreaterThanOrEqual(4);
  });

  const send = (method: string, url: string, payload: string, contentType = 'application/json') =>
    t.app.inject({
      method: method as 'POST',
      url,
      payload,
      headers: { origin: ORIGIN, 'content-type': contentType, authorization: `Bearer ${token}` },
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
        const res = await send(r.method, r.url, body);
        if (r.url === '/api/auth/logout') continue; // takes no body
        expect(res.statusCode, `${r.method} ${r.url} ${body}`).toBe(400);
        expect(res.json()).toEqual(errorShape);
      }
    }
  });

  it('oversize bodies', async () => {
    const big = JSON.stringify({ message: 'x'.repeat(70 * 1024) });
    for (const r of routes) {
      const res = await send(r.method, r.url, big);
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

describe('rate limits', () => {
  it('answers the request past the per-IP budget with 429 and the error shape', async () => {
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

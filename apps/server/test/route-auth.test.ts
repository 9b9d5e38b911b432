import type { OpenAPIV3 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, ORIGIN, registerPlayer, type TestApp } from './helpers';

/**
 * Decision 008: who is asking is checked before what they send. Every protected route in the
 * OpenAPI document answers an anonymous caller 401 and (operator and platform routes) a player 403, whatever the
 * body, query or path parameters — malformed JSON included — and never a 400 that reveals the schema.
 */
let t: TestApp;
let playerToken: string;
let doc: OpenAPIV3.Document;
beforeAll(async () => {
  t = await createTestApp();
  playerToken = (await registerPlayer(t.app)).token;
  doc = t.app.swagger() as OpenAPIV3.Document;
});
afterAll(() => t.close());

interface Route {
  method: string;
  url: string;
  protected: boolean;
  /** The old client's calls: the credential is the `jwt` inside the form or query (docs/legacy-api.md). */
  jwtInPayload: boolean;
}

/** Every route, its path parameters filled with junk so that validation alone would refuse them. */
function routes(): Route[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    (['get', 'post', 'put', 'patch', 'delete'] as const)
      .filter((m) => item?.[m])
      .map((m) => ({
        method: m.toUpperCase(),
        url: `${path.replace(/\{\w+\}/g, 'not-valid')}?page=-1&search=&status=bogus`,
        protected: (item?.[m]?.security ?? []).length > 0,
        jwtInPayload: (item?.[m]?.security ?? []).some((scheme) => 'legacyJwt' in scheme),
      })),
  );
}

/** Bodies that could not pass any schema: broken JSON, the wrong type, the wrong fields. */
const malformed = ['{"broken": ', '[1, 2, 3]', '{"unexpected": true, "numbers": "x"}'];

function send(route: Route, body: string, auth: { token?: string }) {
  return t.app.inject({
    method: route.method as 'POST',
    url: route.url,
    headers: {
      origin: ORIGIN,
      ...(auth.token ? { authorization: `Bearer ${auth.token}` } : {}),
      ...(route.method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    ...(route.method === 'GET' ? {} : { payload: body }),
  });
}

const codeOf = (res: { json(): unknown }) => (res.json() as { error?: { code?: string } }).error?.code;

describe('protected routes check the caller before the input', () => {
  it('marks every operator and platform route and the player routes as protected in the OpenAPI document', () => {
    const all = routes();
    const operator = all.filter((r) => r.url.startsWith('/api/operator/'));
    expect(operator.length).toBeGreaterThanOrEqual(6);
    expect(operator.every((r) => r.protected)).toBe(true);
    const platform = all.filter((r) => r.url.startsWith('/api/platform/'));
    expect(platform.length).toBeGreaterThanOrEqual(4);
    expect(platform.every((r) => r.protected)).toBe(true);
    const player = all.filter(
      (r) => r.protected && !r.url.startsWith('/api/operator/') && !r.url.startsWith('/api/platform/'),
    );
    // GET /api/auth/me is public: it answers a visitor { user: null }, a bad credential 401.
    expect(player.map((r) => r.url.split('?')[0])).not.toContain('/api/auth/me');
    expect(player.map((r) => r.url.split('?')[0])).toEqual(
      expect.arrayContaining([
        '/api/wallet',
        '/api/store/orders',
        '/api/account/profile',
        '/api/wallet/transactions',
      ]),
    );
  });

  it('answers an anonymous caller 401 on every protected route, whatever the body', async () => {
    const wrong: string[] = [];
    for (const route of routes().filter((r) => r.protected)) {
      for (const body of malformed) {
        const res = await send(route, body, {});
        // A body that does not parse cannot carry the old client's jwt: it is refused as malformed.
        const expected =
          route.jwtInPayload && route.method !== 'GET' && body === malformed[0]
            ? [400, 'MALFORMED_BODY']
            : [401, 'AUTH_REQUIRED'];
        if (res.statusCode !== expected[0] || codeOf(res) !== expected[1]) {
          wrong.push(`${route.method} ${route.url} ${body} → ${res.statusCode} ${codeOf(res)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers a player 403 on every operator and platform route, whatever the body', async () => {
    const wrong: string[] = [];
    for (const route of routes().filter((r) => /^\/api\/(operator|platform)\//.test(r.url))) {
      for (const body of malformed) {
        const res = await send(route, body, { token: playerToken });
        if (res.statusCode !== 403 || codeOf(res) !== 'FORBIDDEN') {
          wrong.push(`${route.method} ${route.url} ${body} → ${res.statusCode} ${codeOf(res)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('never asks an anonymous caller to sign in on a route the document calls public', async () => {
    // A route whose handler needs a user but which does not declare it would answer 401 here.
    const wrong: string[] = [];
    for (const route of routes().filter((r) => !r.protected)) {
      const res = await send(route, '{}', {});
      if (res.statusCode === 401) wrong.push(`${route.method} ${route.url}`);
    }
    expect(wrong).toEqual([]);
  });
});

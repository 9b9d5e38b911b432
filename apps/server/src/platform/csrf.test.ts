import { catalogue, type MessageCode } from '@powerplay/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, newPlayer, ORIGIN, registerPlayer, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function expectError(res: { statusCode: number; json: () => unknown }, status: number, code: MessageCode) {
  expect(res.statusCode).toBe(status);
  const entry = catalogue[code];
  expect(res.json()).toEqual({ error: { code, title: entry.title, message: entry.message } });
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

async function userCount() {
  const r = await sql<{ n: number }>`select count(*)::int as n from users`.execute(t.database.db);
  return r.rows[0]!.n;
}

describe('login CSRF', () => {
  it('refuses a form-encoded sign-in from a sandboxed page (Origin: null) and sets no cookie', async () => {
    const { credentials } = await registerPlayer(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'null', 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ login: credentials.email, password: credentials.password }),
    });
    expectError(res, 403, 'CROSS_SITE_REQUEST');
    expect(res.cookies).toEqual([]);
  });

  it.each([
    ['Origin: null', { origin: 'null' }],
    ['an unparsable Origin', { origin: 'not a url' }],
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Referer: null', { referer: 'null' }],
    ['a foreign Referer', { referer: 'https://evil.example/page' }],
  ])('refuses sign-in and sign-up with %s, JSON or form, and creates nothing', async (_, headers) => {
    const { credentials } = await registerPlayer(t.app);
    const before = await userCount();
    for (const contentType of ['application/json', 'application/x-www-form-urlencoded', 'text/plain']) {
      const body = { login: credentials.email, password: credentials.password };
      const payload = contentType === 'application/json' ? JSON.stringify(body) : form(body);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { ...headers, 'content-type': contentType },
        payload,
      });
      expectError(login, 403, 'CROSS_SITE_REQUEST');
      const register = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { ...headers, 'content-type': 'application/json' },
        payload: newPlayer(),
      });
      expectError(register, 403, 'CROSS_SITE_REQUEST');
    }
    expect(await userCount()).toBe(before);
  });

  it('refuses a form-encoded sign-in that names no origin at all (browsers always name one)', async () => {
    const { credentials } = await registerPlayer(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ login: credentials.email, password: credentials.password }),
    });
    expectError(res, 403, 'CROSS_SITE_REQUEST');
  });

  it('still serves our own pages (form or JSON) and scripts without an Origin (JSON, no cookie)', async () => {
    const { credentials } = await registerPlayer(t.app);
    const body = { login: credentials.email, password: credentials.password };
    const ownForm = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form(body),
    });
    expect(ownForm.statusCode).toBe(200);
    expect((await api(t.app, 'POST', '/api/auth/login', { body })).statusCode).toBe(200);
    const script = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body });
    expect(script.statusCode).toBe(200);
  });

  it('refuses a cookie-borne mutation with Origin: null and leaves the session alive', async () => {
    const { token } = await registerPlayer(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { origin: 'null', cookie: `jwt=${token}` },
    });
    expectError(res, 403, 'CROSS_SITE_REQUEST');
    expect((await api(t.app, 'GET', '/api/auth/me', { token })).statusCode).toBe(200);
  });
});

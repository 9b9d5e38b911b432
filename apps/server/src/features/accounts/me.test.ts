import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, registerPlayer, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/auth/me', () => {
  it('answers a visitor (no credential) with { user: null } and 200: a visitor is not an error', async () => {
    const res = await api(t.app, 'GET', '/api/auth/me');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
  });

  it('keeps the fixed shape for a player, and 401 for a credential that is not (or no longer) valid', async () => {
    const { token, user } = await registerPlayer(t.app);
    expect((await api(t.app, 'GET', '/api/auth/me', { cookie: token })).json()).toEqual({ user });
    expect((await api(t.app, 'GET', '/api/auth/me', { token: 'garbage' })).statusCode).toBe(401);
    expect((await api(t.app, 'GET', '/api/auth/me', { cookie: 'garbage' })).statusCode).toBe(401);
    await api(t.app, 'POST', '/api/auth/logout', { cookie: token });
    expect((await api(t.app, 'GET', '/api/auth/me', { cookie: token })).statusCode).toBe(401);
  });
});

import {
  API_KEYS_MAX,
  catalogue,
  type ApiKeyCreated,
  type ApiKeysResponse,
  type EntryFeedResponse,
  type MessageCode,
  type OperatorAuditResponse,
} from '@powerplay/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  api,
  createTestApp,
  registerOperator,
  registerPlayer,
  scheduleLotteryGame,
  type TestApp,
} from '../../../test/helpers';

let t: TestApp;
let op: Awaited<ReturnType<typeof registerOperator>>;
let player: Awaited<ReturnType<typeof registerPlayer>>;
beforeAll(async () => {
  t = await createTestApp();
  op = await registerOperator(t);
  player = await registerPlayer(t.app);
});
afterAll(() => t.close());

const expectError = (res: LightMyRequestResponse, code: MessageCode) => {
  expect(res.statusCode, res.body).toBe(catalogue[code].status);
  expect(res.json()).toMatchObject({ error: { code, message: catalogue[code].message } });
};
const create = (body: unknown, token = op.token) =>
  api(t.app, 'POST', '/api/operator/api-keys', { token, body });
const newKey = async (scopes: string[], name = 'Results sync') => {
  const res = await create({ name, scopes });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<ApiKeyCreated>();
};
const list = async () =>
  (await api(t.app, 'GET', '/api/operator/api-keys', { token: op.token })).json<ApiKeysResponse>().keys;
const revoke = (id: number | string) =>
  api(t.app, 'DELETE', `/api/operator/api-keys/${id}`, { token: op.token });
/** A call from a partner's own system: no cookie, no Origin, the key as the bearer. */
const withKey = (token: string, method: string, url: string, body?: unknown) =>
  api(t.app, method, url, { token, body, headers: { origin: '' } });

describe('API keys', () => {
  it('are an operator’s to create: anonymous callers and players are refused', async () => {
    expectError(
      await api(t.app, 'POST', '/api/operator/api-keys', { body: { name: 'x', scopes: ['entries:read'] } }),
      'AUTH_REQUIRED',
    );
    expectError(await create({ name: 'x', scopes: ['entries:read'] }, player.token), 'FORBIDDEN');
  });

  it('refuses a key without a name or a scope, with the catalogue’s messages, and writes nothing', async () => {
    const before = (await list()).length;
    expectError(await create({ name: '  ', scopes: ['entries:read'] }), 'API_KEY_NAME_REQUIRED');
    expectError(await create({ scopes: ['entries:read'] }), 'API_KEY_NAME_REQUIRED');
    expectError(await create({ name: 'x'.repeat(61), scopes: ['entries:read'] }), 'API_KEY_NAME_TOO_LONG');
    expectError(await create({ name: 'Sync', scopes: [] }), 'API_KEY_SCOPES_REQUIRED');
    expectError(await create({ name: 'Sync', scopes: ['everything'] }), 'API_KEY_SCOPES_REQUIRED');
    expectError(await create({ name: 'Sync' }), 'API_KEY_SCOPES_REQUIRED');
    expectError(await create([1, 2]), 'API_KEY_NAME_REQUIRED');
    expect((await list()).length).toBe(before);
  });

  it('shows the token once and keeps only its hash', async () => {
    const { key, token } = await newKey(['entries:read', 'results:read', 'entries:read'], 'Once');
    expect(token).toMatch(/^ppk_[A-Za-z0-9_-]{43}$/);
    expect(key).toMatchObject({
      name: 'Once',
      scopes: ['results:read', 'entries:read'],
      prefix: token.slice(0, 12),
    });
    expect(key.lastUsedAt).toBeNull();
    const listed = (await list()).find((k) => k.id === key.id)!;
    expect(JSON.stringify(listed)).not.toContain(token);
    const { rows } = await sql<{
      row: string;
    }>`select k::text as row from api_keys k where id = ${key.id}`.execute(t.owner);
    expect(rows[0]!.row).not.toContain(token.slice(12));
  });

  it('acts as its operator on the routes of its scopes only, and records its last use', async () => {
    const { key, token } = await newKey(['entries:read']);
    const gameId = await scheduleLotteryGame(t.app, op.token, new Date());
    const picked = await api(t.app, 'PUT', `/api/lottery/games/${gameId}/picks`, {
      token: player.token,
      body: { numbers: [1, 2, 3, 4, 5, 6, 7] },
    });
    expect(picked.statusCode, picked.body).toBe(200);

    const feed = await withKey(token, 'GET', '/api/operator/entries?limit=500');
    expect(feed.statusCode, feed.body).toBe(200);
    const { entries, next } = feed.json<EntryFeedResponse>();
    const mine = entries.find((e) => e.kind === 'lottery' && e.contestId === gameId)!;
    expect(mine).toMatchObject({ playerId: player.user.id, voidedAt: null });
    expect(next).toBe(entries.at(-1)!.id);
    // Page by page: after the last one there is nothing, and `next` stays.
    expect((await withKey(token, 'GET', `/api/operator/entries?after=${next}`)).json()).toEqual({
      entries: [],
      next,
    });
    expectError(await withKey(token, 'GET', '/api/operator/entries?limit=501'), 'BAD_REQUEST');

    // Another scope's route, an operator route no key may call, a player's route, the platform's.
    expectError(await withKey(token, 'GET', '/api/operator/leads'), 'API_KEY_SCOPE');
    expectError(await withKey(token, 'GET', '/api/operator/api-keys'), 'API_KEY_SCOPE');
    expectError(await withKey(token, 'POST', '/api/operator/lottery/games', {}), 'API_KEY_SCOPE');
    expectError(await withKey(token, 'GET', '/api/wallet'), 'API_KEY_SCOPE');
    expectError(await withKey(token, 'GET', '/api/platform/partners'), 'API_KEY_SCOPE');
    // A key is not a session: asking who is signed in with it is a bad credential.
    expectError(await withKey(token, 'GET', '/api/auth/me'), 'AUTH_REQUIRED');

    expect((await list()).find((k) => k.id === key.id)!.lastUsedAt).not.toBeNull();
  });

  it('writes what its scope allows, audited under its operator', async () => {
    const { token } = await newKey(['content:manage']);
    const page = await withKey(token, 'GET', '/api/operator/content/pages/faq');
    expect(page.statusCode, page.body).toBe(200);
    const saved = await withKey(token, 'PUT', '/api/operator/content/pages/faq', {
      ...page.json<{ page: object }>().page,
    });
    expect([200, 201]).toContain(saved.statusCode);
    const audit = await api(t.app, 'GET', '/api/operator/audit?action=content.page.saved', {
      token: op.token,
    });
    expect(audit.json<OperatorAuditResponse>().entries[0]).toMatchObject({ operatorId: op.user.id });
  });

  it('stops working once revoked, on the next call; revoking twice changes nothing', async () => {
    const { key, token } = await newKey(['entries:read']);
    expect((await withKey(token, 'GET', '/api/operator/entries')).statusCode).toBe(200);
    expect((await revoke(key.id)).statusCode).toBe(204);
    expectError(await withKey(token, 'GET', '/api/operator/entries'), 'API_KEY_INVALID');
    expect((await revoke(key.id)).statusCode).toBe(204);
    expect((await list()).find((k) => k.id === key.id)!.revokedAt).not.toBeNull();
    expectError(await revoke(999_999), 'API_KEY_NOT_FOUND');
    expectError(await revoke('0x10'), 'API_KEY_NOT_FOUND');
    const lines = await api(t.app, 'GET', '/api/operator/audit?action=api_key.revoked', { token: op.token });
    expect(lines.json<OperatorAuditResponse>().entries[0]).toMatchObject({ targetId: String(key.id) });
  });

  it('refuses a made-up key, and a key whose operator is no longer one', async () => {
    expectError(await withKey(`ppk_${'A'.repeat(43)}`, 'GET', '/api/operator/entries'), 'API_KEY_INVALID');
    expectError(await withKey('ppk_short', 'GET', '/api/operator/entries'), 'API_KEY_INVALID');
    const other = await registerOperator(t);
    const res = await create({ name: 'Theirs', scopes: ['entries:read'] }, other.token);
    const { token } = res.json<ApiKeyCreated>();
    expect((await withKey(token, 'GET', '/api/operator/entries')).statusCode).toBe(200);
    await t.database.db
      .updateTable('users')
      .set({ role: 'player' })
      .where('id', '=', other.user.id)
      .execute();
    expectError(await withKey(token, 'GET', '/api/operator/entries'), 'API_KEY_INVALID');
  });

  it('is its partner’s only: on another partner’s site it is not a key', async () => {
    const { token } = await newKey(['entries:read']);
    await t.services.partners.create({ slug: 'keys-b', name: 'Keys B', domains: ['keys-b.example.org'] });
    await vi.waitFor(async () => {
      const res = await api(t.app, 'GET', '/api/operator/entries', {
        token,
        headers: { origin: '', host: 'keys-b.example.org' },
      });
      expectError(res, 'API_KEY_INVALID');
    });
  });
  it(`holds at most ${API_KEYS_MAX} live keys per partner, even when created at once`, async () => {
    for (const k of await list()) if (!k.revokedAt) await revoke(k.id);
    const results = await Promise.all(
      Array.from({ length: API_KEYS_MAX + 3 }, (_, i) =>
        create({ name: `Key ${i}`, scopes: ['leads:read'] }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(API_KEYS_MAX);
    for (const r of results.filter((r) => r.statusCode !== 201)) expectError(r, 'API_KEYS_TOO_MANY');
    const live = (await list()).filter((k) => !k.revokedAt);
    expect(live).toHaveLength(API_KEYS_MAX);
    await revoke(live[0]!.id);
    expect((await create({ name: 'Room again', scopes: ['leads:read'] })).statusCode).toBe(201);
  });
});

import { brotliDecompressSync } from 'node:zlib';
import type { GameListResponse, GameSetMatchesResponse } from '@powerplay/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertBaseballGameSet } from '../src/features/sports/test-fixtures';
import { api, createTestApp, registerOperator, scheduleLotteryGame, type TestApp } from './helpers';

/** Issue 20 item 1 on the lottery's list: served from memory, with a strong ETag, changed by events. */
let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = (await registerOperator(t)).token;
});
afterAll(() => t.close());

const list = (headers: Record<string, string> = {}) => api(t.app, 'GET', '/api/lottery/games', { headers });
const ids = (body: string) => {
  const l = JSON.parse(body) as GameListResponse;
  return [...l.upcoming, ...l.live, ...l.recent].map((g) => g.id);
};

describe('GET /api/lottery/games from memory', () => {
  it('answers with a strong ETag and a CDN-fit Cache-Control, 304 for the current copy', async () => {
    const first = await list();
    expect(first.statusCode).toBe(200);
    expect(first.headers['etag']).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=5');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    // The server's clock is not in a cacheable answer: it is GET /api/time.
    expect(JSON.parse(first.body)).not.toHaveProperty('serverTime');

    const again = await list({ 'if-none-match': first.headers['etag'] as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['etag']).toBe(first.headers['etag']);

    const br = await list({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toBe('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(first.body);
  });

  it('changes when a draw is scheduled (its event), and never answers 304 for the old copy', async () => {
    const before = await list();
    const id = await scheduleLotteryGame(t.app, operator, new Date());
    // The change arrives as the draw's first event on the live channel: wait for it, not for a delay.
    await vi.waitFor(async () => expect(ids((await list()).body)).toContain(id));
    const after = await list({ 'if-none-match': before.headers['etag'] as string });
    expect(after.statusCode).toBe(200);
    expect(after.headers['etag']).not.toBe(before.headers['etag']);
    expect(ids(after.body)).toContain(id);
    expect(ids(before.body)).not.toContain(id);
  });

  it('is the same for everybody: a signed-in player gets the public bytes, nothing of theirs', async () => {
    const anonymous = await list();
    const signedIn = await api(t.app, 'GET', '/api/lottery/games', { token: operator });
    expect(signedIn.body).toBe(anonymous.body);
    expect(signedIn.headers['etag']).toBe(anonymous.headers['etag']);
    expect(signedIn.headers['set-cookie']).toBeUndefined();
  });
});

describe('GET /api/sports/game-sets/:id/matches from memory', () => {
  it("serves a game set's matches with an ETag, changed by the set's own events; an unknown set is 404", async () => {
    const set = await insertBaseballGameSet(t.database.db, {
      date: '2019-07-16',
      startAt: new Date(Date.now() - 60_000),
      tag: 'reads',
      games: 3,
    });
    const url = `/api/sports/game-sets/${set.id}/matches`;
    const statusOf = (body: string) =>
      (JSON.parse(body) as GameSetMatchesResponse).matches.find(
        (m) => m.feedGameId === set.matches[0]!.feed_game_id,
      )?.status;
    const first = await api(t.app, 'GET', url);
    expect(first.statusCode).toBe(200);
    expect(statusOf(first.body)).toBe('UNPLAYED');
    expect(
      (await api(t.app, 'GET', url, { headers: { 'if-none-match': first.headers['etag'] as string } }))
        .statusCode,
    ).toBe(304);
    for (let i = 0; i < 2; i++)
      expect((await api(t.app, 'GET', `/api/sports/game-sets/${set.id + 1000}/matches`)).statusCode).toBe(
        404,
      );

    const fed = await api(t.app, 'POST', '/api/operator/sports/feed', {
      token: operator,
      body: {
        updates: [
          {
            feedGameId: set.matches[0]!.feed_game_id,
            sequence: 1,
            status: 'LIVE',
            homeScore: 1,
            awayScore: 0,
          },
        ],
      },
    });
    expect(fed.statusCode).toBe(200);
    await vi.waitFor(async () => expect(statusOf((await api(t.app, 'GET', url)).body)).toBe('LIVE'));
    const after = await api(t.app, 'GET', url, {
      headers: { 'if-none-match': first.headers['etag'] as string },
    });
    expect(after.statusCode).toBe(200);
  });
});

describe('GET /api/store/products from memory', () => {
  it('answers the products with an ETag, 304 for the current copy', async () => {
    const first = await api(t.app, 'GET', '/api/store/products');
    expect(first.statusCode).toBe(200);
    expect(JSON.parse(first.body).products.length).toBeGreaterThan(0);
    const again = await api(t.app, 'GET', '/api/store/products', {
      headers: { 'if-none-match': first.headers['etag'] as string },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /api/sports from memory', () => {
  it('answers the sports and game types with an ETag, 304 for the current copy', async () => {
    const first = await api(t.app, 'GET', '/api/sports');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=5');
    expect((JSON.parse(first.body) as { sports: { name: string }[] }).sports.map((s) => s.name)).toEqual([
      'Hockey',
      'Baseball',
      'Basketball',
      'Football',
    ]);
    const again = await api(t.app, 'GET', '/api/sports', {
      headers: { 'if-none-match': first.headers['etag'] as string },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /api/time', () => {
  it("answers the server's clock, never cached", async () => {
    const res = await api(t.app, 'GET', '/api/time');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Math.abs(Date.parse(res.json<{ serverTime: string }>().serverTime) - Date.now())).toBeLessThan(
      5_000,
    );
  });
});

import { brotliDecompressSync } from 'node:zlib';
import type {
  DraftBoardResponse,
  GameListResponse,
  GameResponse,
  GameSetMatchesResponse,
} from '@powerplay/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PreparingClient } from '../src/db/prepared';
import { openDraft, realRound } from '../src/features/draft/test-fixtures';
import { skillQuestionOf } from '../src/features/draft/service';
import { advanceGame } from '../src/features/lottery/engine';
import { insertBaseballGameSet, insertContest } from '../src/features/sports/test-fixtures';
import {
  api,
  createTestApp,
  registerOperator,
  registerPlayer,
  scheduleLotteryGame,
  type TestApp,
} from './helpers';

/** Decision 018 on the lottery's list: served from memory, with a strong ETag, changed by events. */
let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = (await registerOperator(t)).token;
});
afterAll(() => t.close());

/**
 * The database statements run while `fn` runs: every connection of the pool (PostgreSQL's and the
 * embedded database's) is a `PreparingClient`, so its `query` sees each one.
 */
async function queriesDuring(fn: () => Promise<unknown>): Promise<number> {
  const spy = vi.spyOn(PreparingClient.prototype, 'query');
  try {
    await fn();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

/**
 * A public read in the steady state: 20 requests (some revalidating, some compressed) answered without
 * a database statement, each with the same ETag; 304 for the current copy. Answers the first response.
 * (On PostgreSQL the event of the write before may still be on its way: it is waited for.)
 */
async function servedFromMemory(url: string) {
  return vi.waitFor(async () => {
    const first = await api(t.app, 'GET', url);
    expect(first.statusCode, first.body).toBe(200);
    const etag = first.headers['etag'] as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=5');
    const statuses: number[] = [];
    const queries = await queriesDuring(async () => {
      for (let i = 0; i < 20; i++) {
        const headers: Record<string, string> =
          i % 2 ? { 'if-none-match': etag } : { 'accept-encoding': i % 4 ? 'gzip' : 'br' };
        const res = await api(t.app, 'GET', url, { headers });
        expect(res.headers['etag']).toBe(etag);
        statuses.push(res.statusCode);
      }
    });
    expect(queries).toBe(0);
    expect(statuses).toEqual(Array.from({ length: 20 }, (_, i) => (i % 2 ? 304 : 200)));
    return first;
  });
}

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

describe('counting database statements', () => {
  it('sees the statements of a request that queries (the measure works)', async () => {
    const { token } = await registerPlayer(t.app);
    expect(await queriesDuring(() => api(t.app, 'GET', '/api/lottery/entries', { token }))).toBeGreaterThan(
      0,
    );
  });
});

describe("a draw's page and results from memory", () => {
  it('serve the draw to everybody from memory, changed by its balls and settlement; my part is its own request', async () => {
    const id = await scheduleLotteryGame(t.app, operator, new Date());
    const detailUrl = `/api/lottery/games/${id}`;
    const resultsUrl = `/api/lottery/games/${id}/results`;
    const first = await servedFromMemory(detailUrl);
    const results = await servedFromMemory(resultsUrl);
    expect(JSON.parse(first.body)).toEqual({ game: expect.objectContaining({ id, status: 'unplayed' }) });
    expect(JSON.parse(results.body)).toEqual({
      game: expect.objectContaining({ id }),
      settled: false,
      tiers: [],
    });

    // A player's picks are theirs alone: the public answers stay the same bytes for them.
    const player = await registerPlayer(t.app);
    const picks = [1, 2, 3, 4, 5, 6, 7];
    expect(
      (await api(t.app, 'PUT', `${detailUrl}/picks`, { token: player.token, body: { numbers: picks } }))
        .statusCode,
    ).toBe(200);
    const signedIn = await api(t.app, 'GET', detailUrl, { token: player.token });
    expect(signedIn.body).toBe(first.body);
    expect(signedIn.headers['etag']).toBe(first.headers['etag']);
    const mine = await api(t.app, 'GET', `${detailUrl}/entry`, { token: player.token });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.json()).toEqual({
      entry: expect.objectContaining({ gameId: id, picks }),
      result: null,
      // A 747 asks no skill-testing question (Elite 8 does).
      skillQuestion: null,
    });
    const refused = await api(t.app, 'GET', `${detailUrl}/entry`);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['etag']).toBeUndefined();

    // The first ball (the engine of any process): its event rebuilds the page; the old copy is never 304.
    const startAt = Date.parse(first.json<GameResponse>().game.startAt);
    await advanceGame(t.database.db, t.services.ledger, id, new Date(startAt));
    await vi.waitFor(async () => {
      const live = await api(t.app, 'GET', detailUrl, {
        headers: { 'if-none-match': first.headers['etag'] as string },
      });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toMatchObject({ game: { status: 'live', drawn: [{ k: 1 }] } });
    });

    // Settled: the tier table appears in the results, and my result in my part.
    await advanceGame(t.database.db, t.services.ledger, id, new Date(startAt + 10 * 60_000));
    await vi.waitFor(async () => {
      const settled = await api(t.app, 'GET', resultsUrl, {
        headers: { 'if-none-match': results.headers['etag'] as string },
      });
      expect(settled.statusCode).toBe(200);
      expect(settled.json()).toMatchObject({ settled: true, game: { status: 'finished' } });
      expect(settled.json<{ tiers: unknown[] }>().tiers.length).toBeGreaterThan(0);
    });
    expect((await api(t.app, 'GET', `${detailUrl}/entry`, { token: player.token })).json()).toMatchObject({
      result: { hits: expect.any(Number), prize: expect.any(Number) },
    });
    await servedFromMemory(resultsUrl);

    // An unknown draw is 404, and never kept.
    for (let i = 0; i < 2; i++)
      expect((await api(t.app, 'GET', `/api/lottery/games/${id + 1000}`)).statusCode).toBe(404);
  });
});

describe('content from memory', () => {
  it('serves the brand and a content page from memory; a saved page is seen at once', async () => {
    await servedFromMemory('/api/brand');
    const first = await servedFromMemory('/api/content/pages/about-us');
    const page = JSON.parse(first.body).page as {
      title: string;
      intro: string;
      bodyHtml: string;
      blocks: unknown[];
    };
    const saved = await api(t.app, 'PUT', '/api/operator/content/pages/about-us', {
      token: operator,
      body: { title: page.title, intro: 'A new intro', bodyHtml: page.bodyHtml, blocks: page.blocks },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await api(t.app, 'GET', '/api/content/pages/about-us', {
      headers: { 'if-none-match': first.headers['etag'] as string },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ page: { intro: 'A new intro' } });
  });
});

describe('the sports lobby from memory', () => {
  it("serves a sport's contests, a contest and the rules from memory; an entry's event changes the counts", async () => {
    const set = await insertBaseballGameSet(t.database.db, {
      date: '2019-07-17',
      startAt: new Date(Date.now() + 3_600_000),
      tag: 'lobby',
      games: 3,
    });
    const contestId = await insertContest(t.database.db, { gameSetId: set.id });
    const listUrl = '/api/sports/2/contests';
    const contestUrl = `/api/sports/contests/${contestId}`;
    const entriesOf = (body: string) =>
      (JSON.parse(body) as { contests: { id: number; entries: number; myEntryId: null }[] }).contests.find(
        (c) => c.id === contestId,
      );
    // The fixture's contest published its lobby event: the list shows it.
    await vi.waitFor(async () => expect(entriesOf((await api(t.app, 'GET', listUrl)).body)).toBeDefined());
    const list = await servedFromMemory(listUrl);
    const contest = await servedFromMemory(contestUrl);
    await servedFromMemory('/api/sports/game-types/6/rules');
    expect(entriesOf(list.body)).toMatchObject({ entries: 0, myEntryId: null });

    // Entered on "another process" (the service, not this process's route): only the event tells this one.
    const player = await registerPlayer(t.app);
    const entry = await t.services.sports.enter(contestId, player.user.id);
    await vi.waitFor(async () => {
      const res = await api(t.app, 'GET', listUrl, {
        headers: { 'if-none-match': list.headers['etag'] as string },
      });
      expect(res.statusCode).toBe(200);
      expect(entriesOf(res.body)).toMatchObject({ entries: 1, myEntryId: null });
    });
    await vi.waitFor(async () =>
      expect((await api(t.app, 'GET', contestUrl)).json()).toMatchObject({
        contest: { entries: 1, myEntryId: null },
      }),
    );
    expect((await api(t.app, 'GET', contestUrl)).headers['etag']).not.toBe(contest.headers['etag']);
    // Nothing of the player's in the public bytes; their entry is in their own list.
    const signedIn = await api(t.app, 'GET', contestUrl, { token: player.token });
    expect(signedIn.json()).toMatchObject({ contest: { myEntryId: null } });
    const mine = await api(t.app, 'GET', '/api/sports/entries', { token: player.token });
    expect(mine.json<{ entries: { id: number; contest: { id: number } }[] }>().entries).toEqual([
      expect.objectContaining({ id: entry.id, contest: expect.objectContaining({ id: contestId }) }),
    ]);
    await servedFromMemory(listUrl);
  });
});

describe('the draft from memory', () => {
  it('serves the drafts and a board from memory; an entry changes the count, my entry is my own request', async () => {
    const now = Date.now();
    const id = await openDraft(t.app, operator, {
      deadline: new Date(now + 3_600_000),
      start: new Date(now + 7_200_000),
    });
    const list = await servedFromMemory('/api/draft/contests');
    const board = await servedFromMemory(`/api/draft/contests/${id}`);
    const countOf = (body: string) =>
      (JSON.parse(body) as { contests: { id: number; entries: number }[] }).contests.find((c) => c.id === id)
        ?.entries;
    expect(countOf(list.body)).toBe(0);
    const boardBody = board.json<DraftBoardResponse>();
    expect(Object.keys(boardBody).sort()).toEqual(['contest', 'picks', 'prospects', 'slots']);

    const player = await registerPlayer(t.app);
    const entryUrl = `/api/draft/contests/${id}/entry`;
    expect((await api(t.app, 'GET', entryUrl)).statusCode).toBe(401);
    const before = (await api(t.app, 'GET', entryUrl, { token: player.token })).json<{
      skillQuestion: string;
    }>();
    expect(before).toEqual({ myEntry: null, skillQuestion: skillQuestionOf(id, player.user.id).text });
    // Entered on "another process" (the service): only the lobby event tells this one.
    const ranking = realRound(boardBody);
    await t.services.draft.saveEntry(id, player.user.id, ranking, skillQuestionOf(id, player.user.id).answer);
    await vi.waitFor(async () => {
      const res = await api(t.app, 'GET', '/api/draft/contests', {
        headers: { 'if-none-match': list.headers['etag'] as string },
      });
      expect(res.statusCode).toBe(200);
      expect(countOf(res.body)).toBe(1);
    });
    await vi.waitFor(async () =>
      expect((await api(t.app, 'GET', `/api/draft/contests/${id}`)).json()).toMatchObject({
        contest: { entries: 1, myEntryId: null },
      }),
    );
    expect((await api(t.app, 'GET', entryUrl, { token: player.token })).json()).toEqual({
      myEntry: expect.objectContaining({ ranking }),
      skillQuestion: null,
    });
  });
});

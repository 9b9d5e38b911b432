import { catalogue, formatMessage, type MessageCode } from '@powerplay/contracts';
import { commitmentOf, defaultDemoCadence, drawBalls, gameTypeConfigs } from '@powerplay/domain';
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeClock } from '../../platform/clock';
import { api, createTestApp, registerOperator, registerPlayer, type TestApp } from '../../../test/helpers';
import { advanceGame } from './engine';
import { settleGame } from './settlement';

const clock = fakeClock('2026-11-22T12:00:00Z');
let t: TestApp;
let operatorToken: string;
beforeAll(async () => {
  t = await createTestApp({ clock });
  operatorToken = (await registerOperator(t)).token;
});
afterAll(() => t.close());

function expectError(
  res: { statusCode: number; json: () => unknown },
  code: MessageCode,
  params?: Record<string, number>,
) {
  const entry = catalogue[code];
  expect({ status: res.statusCode, body: res.json() }).toEqual({
    status: entry.status,
    body: { error: { code, title: entry.title, message: formatMessage(entry.message, params) } },
  });
}

interface Game {
  id: number;
  commitment: string;
  startAt: string;
}

let slot = 0;
async function schedule(overrides: Record<string, unknown> = {}): Promise<Game> {
  slot += 1;
  const res = await api(t.app, 'POST', '/api/operator/lottery/games', {
    token: operatorToken,
    body: {
      gameType: '747',
      startAt: new Date(clock.now().getTime() + 60_000 + slot * 1000).toISOString(),
      ballIntervalSeconds: 10,
      delaySeconds: 2,
      finalWindowSeconds: 12,
      ...overrides,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ game: Game }>().game;
}

const seedOf = async (id: number) =>
  (
    await t.database.db
      .selectFrom('lottery_games')
      .select('seed')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).seed;

/** Moves the fake clock to `ms` after the draw's start and runs the engine's due steps. */
async function at(game: Game, ms: number) {
  clock.set(new Date(Date.parse(game.startAt) + ms));
  await advanceGame(t.database.db, t.services.ledger, game.id, clock.now());
}

/** My part of a draw (`GET /api/lottery/games/:id/entry`): the entry and, once settled, the result. */
const mine = (token: string, id: number) => api(t.app, 'GET', `/api/lottery/games/${id}/entry`, { token });

const picks = (token: string, id: number, numbers: unknown) =>
  api(t.app, 'PUT', `/api/lottery/games/${id}/picks`, { token, body: { numbers } });
/**
 * A draw just started (scheduled from `startsAround`) and a player holding seven picks that no ball of it matches
 * and whose next number up is free too: every Increase on them is allowed.
 */
async function liveWithSpacedPicks(startsAround: string) {
  clock.set(startsAround);
  const game = await schedule({ ballIntervalSeconds: 30, delaySeconds: 2 });
  const balls = drawBalls(await seedOf(game.id), String(game.id), 7, { min: 1, max: 47 });
  const spaced = Array.from({ length: 47 }, (_, i) => i + 1)
    .filter((n) => n % 3 === 0 && n < 45 && !balls.includes(n) && !balls.includes(n + 1))
    .slice(0, 7);
  const p = await registerPlayer(t.app);
  await picks(p.token, game.id, spaced);
  await at(game, 0);
  return { game, spaced, p };
}

const powerplay = (token: string, id: number, body: object) =>
  api(t.app, 'POST', `/api/lottery/games/${id}/powerplays`, { token, body });

describe('scheduling (operator)', () => {
  it('schedules a draw with a published commitment and no seed', async () => {
    const game = await schedule();
    expect(game.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(game)).not.toContain(await seedOf(game.id));
    expect(commitmentOf(await seedOf(game.id))).toBe(game.commitment);
  });

  it('is refused to players and visitors', async () => {
    const { token } = await registerPlayer(t.app);
    const body = {
      gameType: '747',
      startAt: new Date(clock.now().getTime() + 60_000).toISOString(),
      ballIntervalSeconds: 10,
      delaySeconds: 2,
      finalWindowSeconds: 12,
    };
    expectError(await api(t.app, 'POST', '/api/operator/lottery/games', { token, body }), 'FORBIDDEN');
    expectError(await api(t.app, 'POST', '/api/operator/lottery/games', { body }), 'AUTH_REQUIRED');
  });

  it('refuses bad timings, a start in the past and a taken slot', async () => {
    const start = new Date(clock.now().getTime() + 120_000).toISOString();
    const post = (body: object) =>
      api(t.app, 'POST', '/api/operator/lottery/games', {
        token: operatorToken,
        body: {
          gameType: 'sweet16',
          startAt: start,
          ballIntervalSeconds: 10,
          delaySeconds: 2,
          finalWindowSeconds: 12,
          ...body,
        },
      });
    expectError(await post({ delaySeconds: 10 }), 'TIMINGS_INVALID');
    expectError(await post({ ballIntervalSeconds: 1, delaySeconds: 0 }), 'TIMINGS_INVALID');
    // Out of a timing's own range, or not a whole number: the same refusal.
    expectError(await post({ ballIntervalSeconds: 0 }), 'TIMINGS_INVALID');
    expectError(await post({ finalWindowSeconds: 601 }), 'TIMINGS_INVALID');
    expectError(await post({ delaySeconds: 1.5 }), 'TIMINGS_INVALID');
    expectError(
      await post({ startAt: new Date(clock.now().getTime() - 1000).toISOString() }),
      'START_IN_PAST',
    );
    expectError(
      await post({ pickDeadline: new Date(clock.now().getTime() + 999_000).toISOString() }),
      'START_IN_PAST',
    );
    expect((await post({})).statusCode).toBe(201);
    expectError(await post({}), 'GAME_SLOT_TAKEN');
    expect((await post({ gameType: 'nope' })).statusCode).toBe(400);
  });
});

describe('prize tiers per game (operator)', () => {
  const wallet = async (token: string) =>
    (await api(t.app, 'GET', '/api/wallet', { token })).json<{ cashCents: number; points: number }>();

  it('stores custom tiers, shows them in the game detail, and settles with them (equal split)', async () => {
    clock.set('2026-11-22T19:00:00Z');
    const custom = [
      { hits: 3, amount: 50, kind: 'points' },
      { hits: 7, amount: 1001, kind: 'cash' },
    ];
    const stored = [custom[1], custom[0]]; // by descending hits, like the seeded tables
    const game = await schedule({ prizeTiers: custom });
    expect((game as Game & { prizeTiers: unknown }).prizeTiers).toEqual(stored);
    const detail = (await api(t.app, 'GET', `/api/lottery/games/${game.id}`)).json<{
      game: { prizeTiers: unknown };
    }>();
    expect(detail.game.prizeTiers).toEqual(stored);
    const row = await t.database.db
      .selectFrom('lottery_games')
      .select('prize_tiers')
      .where('id', '=', game.id)
      .executeTakeFirstOrThrow();
    expect(row.prize_tiers).toEqual(stored);
    const listed = (await api(t.app, 'GET', '/api/lottery/games')).json<{
      upcoming: { id: number; prizeTiers: unknown }[];
    }>();
    expect(listed.upcoming.find((g) => g.id === game.id)?.prizeTiers).toEqual(stored);

    const balls = drawBalls(await seedOf(game.id), String(game.id), 7, { min: 1, max: 47 });
    const losers = Array.from({ length: 47 }, (_, i) => i + 1).filter((n) => !balls.includes(n));
    const jackpot = [await registerPlayer(t.app), await registerPlayer(t.app)];
    for (const p of jackpot) expect((await picks(p.token, game.id, balls)).statusCode).toBe(200);
    const three = await registerPlayer(t.app);
    await picks(three.token, game.id, [...balls.slice(0, 3), ...losers.slice(0, 4)]);
    // Six matches: the seeded table pays $400 for that, this one nothing.
    const six = await registerPlayer(t.app);
    await picks(six.token, game.id, [...balls.slice(0, 6), losers[0]!]);

    await at(game, 6 * 10_000 + 12_000);
    const results = (await api(t.app, 'GET', `/api/lottery/games/${game.id}/results`)).json<{
      settled: boolean;
      tiers: unknown[];
    }>();
    expect(results.settled).toBe(true);
    expect(results.tiers).toEqual([
      { hits: 7, kind: 'cash', total: 1001, winners: 2, payout: 500, remainder: 1 },
      { hits: 3, kind: 'points', total: 50, winners: 1, payout: 50, remainder: 0 },
    ]);
    expect((await mine(jackpot[0]!.token, game.id)).json()).toMatchObject({
      entry: { picks: balls },
      result: { hits: 7, prize: 500, kind: 'cash' },
    });
    for (const p of jackpot) expect(await wallet(p.token)).toMatchObject({ cashCents: 500, points: 0 });
    expect(await wallet(three.token)).toMatchObject({ cashCents: 0, points: 50 });
    expect(await wallet(six.token)).toMatchObject({ cashCents: 0, points: 0 });
    expect((await mine(six.token, game.id)).json()).toMatchObject({ result: { hits: 6, prize: 0 } });
  });

  it('keeps the seeded tiers when none are given', async () => {
    const game = await schedule({ gameType: 'gridlock' });
    const detail = (await api(t.app, 'GET', `/api/lottery/games/${game.id}`)).json<{
      game: { prizeTiers: unknown };
    }>();
    expect(detail.game.prizeTiers).toEqual(gameTypeConfigs.gridlock.prizeTiers);
  });

  it('refuses a bad table with PRIZE_TIERS_INVALID and schedules nothing', async () => {
    clock.set('2026-11-22T20:00:00Z');
    const start = new Date(clock.now().getTime() + 300_000);
    const post = (gameType: string, prizeTiers: unknown) =>
      api(t.app, 'POST', '/api/operator/lottery/games', {
        token: operatorToken,
        body: {
          gameType,
          startAt: start.toISOString(),
          ballIntervalSeconds: 10,
          delaySeconds: 2,
          finalWindowSeconds: 12,
          prizeTiers,
        },
      });
    const tier = (hits: unknown, amount: unknown = 100, kind: unknown = 'cash') => ({ hits, amount, kind });
    const bad: [string, unknown][] = [
      ['747', []],
      ['747', [tier(0)]],
      ['747', [tier(-1)]],
      ['747', [tier(8)]], // 747 has 7 picks
      ['elite8', [tier(9)]], // Elite 8 has 8 picks
      ['747', [tier(1.5)]],
      ['747', [tier('7')]],
      ['747', [tier(7), tier(6), tier(7, 50)]],
      ['747', [tier(7, 50, 'cash'), tier(7, 50, 'points')]],
      ['747', [tier(7, 0)]],
      ['747', [tier(7, -5)]],
      ['747', [tier(7, 100_000_001)]],
      ['747', [tier(7, 99.5)]],
      ['747', [tier(7, 100, 'gold')]],
      ['747', [{ hits: 7 }]],
      ['747', [null]],
      ['747', 'lots'],
      ['747', { hits: 7, amount: 100, kind: 'cash' }],
    ];
    for (const [gameType, prizeTiers] of bad) {
      const res = await post(gameType, prizeTiers);
      expect(res.statusCode, JSON.stringify(prizeTiers)).toBe(400);
      expectError(res, 'PRIZE_TIERS_INVALID');
    }
    const scheduled = await t.database.db
      .selectFrom('lottery_games')
      .select('id')
      .where('start_at', '=', start)
      .execute();
    expect(scheduled).toEqual([]);

    // The bounds themselves are fine, and the picks are the game's: 8 hits is a tier for Elite 8.
    const ok747 = await post('747', [tier(7, 100_000_000), tier(1, 1, 'points')]);
    expect(ok747.statusCode, ok747.body).toBe(201);
    const okElite = await post('elite8', [tier(8, 5000)]);
    expect(okElite.statusCode, okElite.body).toBe(201);
    expect(okElite.json()).toMatchObject({ game: { prizeTiers: [{ hits: 8, amount: 5000, kind: 'cash' }] } });
  });
});

describe('picks', () => {
  it('saves exactly 7 distinct numbers and gives the entry its kit once', async () => {
    const game = await schedule();
    const { token } = await registerPlayer(t.app);
    const first = await picks(token, game.id, [7, 1, 2, 3, 4, 5, 47]);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      entry: { gameId: game.id, picks: [7, 1, 2, 3, 4, 5, 47], powerplays: { 1: 1, 2: 1, 3: 1, 4: 5, 5: 5 } },
    });
    const again = await picks(token, game.id, [8, 1, 2, 3, 4, 5, 47]);
    expect(again.json()).toMatchObject({ entry: { picks: [8, 1, 2, 3, 4, 5, 47], powerplays: { 4: 5 } } });
    const detail = await api(t.app, 'GET', `/api/lottery/games/${game.id}`, { token });
    expect(detail.json()).toEqual({
      game: expect.objectContaining({ id: game.id, status: 'unplayed', drawn: [] }),
    });
    expect((await mine(token, game.id)).json()).toEqual({
      entry: expect.objectContaining({ picks: [8, 1, 2, 3, 4, 5, 47] }),
      result: null,
      skillQuestion: null,
    });
  });

  it("makes one entry with one kit when a player's first saves arrive together, each saved in turn", async () => {
    const game = await schedule();
    const { token, user } = await registerPlayer(t.app);
    const choices = [1, 2, 3, 4, 5].map((k) => [k, 11, 12, 13, 14, 15, 16]);
    const answers = await Promise.all(choices.map((numbers) => picks(token, game.id, numbers)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(answers.map((a) => a.json<{ entry: { id: number } }>().entry.id));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    const kit = await t.database.db
      .selectFrom('powerplay_inventory')
      .select(['powerplay_id', 'remaining'])
      .where('entry_id', '=', id!)
      .orderBy('powerplay_id')
      .execute();
    expect(kit).toEqual([
      { powerplay_id: 1, remaining: 1 },
      { powerplay_id: 2, remaining: 1 },
      { powerplay_id: 3, remaining: 1 },
      { powerplay_id: 4, remaining: 5 },
      { powerplay_id: 5, remaining: 5 },
    ]);
    // The picks stored are one of the saves, whole (never a mix), and the entry answers with them.
    const stored = (await mine(token, game.id)).json<{ entry: { picks: number[] } }>().entry.picks;
    expect(choices).toContainEqual(stored);
    const registered = await t.database.db
      .selectFrom('entries')
      .select('id')
      .where('user_id', '=', user.id)
      .where('contest_kind', '=', 'lottery')
      .where('contest_id', '=', game.id)
      .execute();
    expect(registered).toEqual([{ id }]);
  });

  it("answers Sweet 16's pick counts with its own Alert texts", async () => {
    const game = await schedule({ gameType: 'sweet16' });
    const { token } = await registerPlayer(t.app);
    const sixteen = Array.from({ length: 16 }, (_, i) => i + 1);
    expectError(await picks(token, game.id, sixteen.slice(0, 15)), 'SWEET16_PICKS_TOO_FEW');
    expectError(await picks(token, game.id, [...sixteen, 17]), 'SWEET16_PICKS_TOO_MANY');
    expect(catalogue.SWEET16_PICKS_TOO_FEW).toMatchObject({
      title: 'Alert',
      message: 'Can not submit less than 16',
    });
    expect((await picks(token, game.id, sixteen)).statusCode).toBe(200);
  });

  it('refuses every bad entry with the spec message and saves nothing', async () => {
    const game = await schedule();
    const { token } = await registerPlayer(t.app);
    expectError(await picks(token, game.id, [1, 2, 3, 4, 5, 6]), 'PICKS_TOO_FEW', { n: 7 });
    expectError(await picks(token, game.id, [1, 2, 3, 4, 5, 6, 7, 8]), 'PICKS_TOO_MANY', { n: 7 });
    expectError(await picks(token, game.id, [1, 2, 3, 4, 5, 6, 48]), 'PICK_OUT_OF_RANGE', {
      min: 1,
      max: 47,
    });
    expectError(await picks(token, game.id, [0, 2, 3, 4, 5, 6, 7]), 'PICK_OUT_OF_RANGE', { min: 1, max: 47 });
    expectError(await picks(token, game.id, [1, 1, 3, 4, 5, 6, 7]), 'PICKS_DUPLICATE');
    expect((await picks(token, game.id, ['1', 2, 3, 4, 5, 6, 7])).statusCode).toBe(400);
    expect((await picks(token, game.id, 'all')).statusCode).toBe(400);
    expectError(await picks(token, 999_999, [1, 2, 3, 4, 5, 6, 7]), 'GAME_NOT_FOUND');
    expectError(
      await api(t.app, 'PUT', '/api/lottery/games/abc/picks', { token, body: { numbers: [] } }),
      'GAME_NOT_FOUND',
    );
    expectError(
      await api(t.app, 'PUT', `/api/lottery/games/${game.id}/picks`, {
        body: { numbers: [1, 2, 3, 4, 5, 6, 7] },
      }),
      'AUTH_REQUIRED',
    );
    expect((await mine(token, game.id)).json()).toEqual({ entry: null, result: null, skillQuestion: null });
  });

  // After a first save this process knows the game's pick rules: an edit is checked here and saved in
  // one statement (decision 031). The same refusals, the same deadline, nothing changed by a refused edit.
  it('refuses a bad edit of saved picks with the spec message and keeps the saved ones', async () => {
    const game = await schedule();
    const { token } = await registerPlayer(t.app);
    const saved = [7, 1, 2, 3, 4, 5, 47];
    expect((await picks(token, game.id, saved)).statusCode).toBe(200);
    expectError(await picks(token, game.id, [1, 2, 3, 4, 5, 6]), 'PICKS_TOO_FEW', { n: 7 });
    expectError(await picks(token, game.id, [1, 2, 3, 4, 5, 6, 7, 8]), 'PICKS_TOO_MANY', { n: 7 });
    expectError(await picks(token, game.id, [1, 2, 3, 4, 5, 6, 48]), 'PICK_OUT_OF_RANGE', {
      min: 1,
      max: 47,
    });
    expectError(await picks(token, game.id, [1, 1, 3, 4, 5, 6, 7]), 'PICKS_DUPLICATE');
    clock.set(game.startAt);
    expectError(await picks(token, game.id, [8, 1, 2, 3, 4, 5, 47]), 'PICKS_CLOSED');
    clock.set('2026-11-22T12:00:00Z');
    expect((await mine(token, game.id)).json()).toEqual({
      entry: expect.objectContaining({ picks: saved, powerplays: { 1: 1, 2: 1, 3: 1, 4: 5, 5: 5 } }),
      result: null,
      skillQuestion: null,
    });
  });

  it("saves one of a player's simultaneous edits whole, and keeps one entry and its kit", async () => {
    const game = await schedule();
    const { token, user } = await registerPlayer(t.app);
    const first = await picks(token, game.id, [1, 2, 3, 4, 5, 6, 7]);
    const { id } = first.json<{ entry: { id: number } }>().entry;
    const choices = [1, 2, 3, 4, 5].map((k) => [k, 21, 22, 23, 24, 25, 26]);
    const answers = await Promise.all(choices.map((numbers) => picks(token, game.id, numbers)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    answers.forEach((a, i) =>
      expect(a.json()).toEqual({
        entry: { id, gameId: game.id, picks: choices[i], powerplays: { 1: 1, 2: 1, 3: 1, 4: 5, 5: 5 } },
      }),
    );
    const stored = (await mine(token, game.id)).json<{ entry: { id: number; picks: number[] } }>().entry;
    expect(stored.id).toBe(id);
    expect(choices).toContainEqual(stored.picks);
    const entries = await t.database.db
      .selectFrom('lottery_entries')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(entries).toEqual([{ id }]);
  });

  it('closes picks at the deadline', async () => {
    const game = await schedule();
    const { token } = await registerPlayer(t.app);
    clock.set(game.startAt);
    expectError(await picks(token, game.id, [1, 2, 3, 4, 5, 6, 7]), 'PICKS_CLOSED');
    clock.set('2026-11-22T12:00:00Z');
  });
});

describe('a whole draw', () => {
  it('draws the committed balls, runs powerplays by the rules, settles equal prizes exactly once', async () => {
    clock.set('2026-11-22T13:00:00Z');
    const game = await schedule({ ballIntervalSeconds: 10, delaySeconds: 2, finalWindowSeconds: 12 });
    const seed = await seedOf(game.id);
    const balls = drawBalls(seed, String(game.id), 7, { min: 1, max: 47 });
    const losers = Array.from({ length: 47 }, (_, i) => i + 1).filter((n) => !balls.includes(n));

    // Three players who will hold every ball, one who holds three, one who is about to play powerplays.
    const jackpot = await Promise.all([1, 2, 3].map(() => registerPlayer(t.app)));
    for (const p of jackpot) expect((await picks(p.token, game.id, balls)).statusCode).toBe(200);
    const three = await registerPlayer(t.app);
    await picks(three.token, game.id, [...balls.slice(0, 3), ...losers.slice(0, 4)]);
    const pp = await registerPlayer(t.app);
    // Spaced by 3 and clear of the balls, so +1 and −1 never collide.
    const ppPicks = losers
      .filter((n) => n % 3 === 0 && !balls.includes(n + 1) && !balls.includes(n - 1))
      .slice(0, 7);
    await picks(pp.token, game.id, ppPicks);

    // Before the first ball: no powerplay.
    await at(game, -1000);
    expectError(
      await powerplay(pp.token, game.id, { powerplayId: 4, pick: ppPicks[0] }),
      'POWERPLAY_NOT_LIVE',
    );

    // Ball 1.
    await at(game, 0);
    let detail = (await api(t.app, 'GET', `/api/lottery/games/${game.id}`, { token: pp.token })).json<{
      game: { status: string; drawn: { number: number }[] };
    }>();
    expect(detail.game.status).toBe('live');
    expect(detail.game.drawn.map((d) => d.number)).toEqual([balls[0]]);

    expectError(await powerplay(pp.token, game.id, { powerplayId: 4 }), 'POWERPLAY_NO_SELECTION');
    expectError(
      await powerplay(pp.token, game.id, { powerplayId: 4, pick: balls[0] }),
      'POWERPLAY_NO_SELECTION',
    );
    expectError(
      await powerplay(pp.token, game.id, { powerplayId: 7, pick: ppPicks[0] }),
      'POWERPLAY_UNKNOWN',
    );
    expectError(await powerplay(pp.token, game.id, { powerplayId: 1 }), 'REPLACE_ALL_UNAVAILABLE');

    const inc = await powerplay(pp.token, game.id, { powerplayId: 4, pick: ppPicks[0] });
    expect(inc.statusCode, inc.body).toBe(200);
    expect(inc.json()).toMatchObject({
      replaced: [{ from: ppPicks[0], to: ppPicks[0]! + 1, match: false }],
      powerplays: { 4: 4 },
    });
    const dec = await powerplay(pp.token, game.id, { powerplayId: 5, pick: ppPicks[1] });
    expect(dec.json()).toMatchObject({
      replaced: [{ from: ppPicks[1], to: ppPicks[1]! - 1 }],
      powerplays: { 5: 4 },
    });

    // Power Match: the pick becomes the in-play ball, a match, and is then locked.
    const pm = await powerplay(pp.token, game.id, { powerplayId: 3, pick: ppPicks[2] });
    expect(pm.json()).toMatchObject({
      replaced: [{ from: ppPicks[2], to: balls[0], match: true }],
      powerplays: { 3: 0 },
    });
    expectError(
      await powerplay(pp.token, game.id, { powerplayId: 4, pick: balls[0] }),
      'POWERPLAY_PICK_LOCKED',
    );
    expectError(
      await powerplay(pp.token, game.id, { powerplayId: 3, pick: ppPicks[3] }),
      'POWERPLAY_NO_INVENTORY',
    );

    // Replace: a number in range that the player does not hold; auditable from the seed.
    const rep = await powerplay(pp.token, game.id, { powerplayId: 2, pick: ppPicks[3] });
    expect(rep.statusCode).toBe(200);
    const after = rep.json<{ picks: number[] }>().picks;
    expect(new Set(after).size).toBe(7);

    // Coming up: the last D seconds before ball 2.
    await at(game, 8_000);
    expectError(await powerplay(pp.token, game.id, { powerplayId: 4, pick: ppPicks[4] }), 'POWERPLAY_WAIT');

    // Balls 2..7 and the final window.
    for (let k = 2; k <= 7; k++) await at(game, (k - 1) * 10_000);
    // Served from memory: the balls' events (delivered after their commits) rebuild it.
    await vi.waitFor(async () => {
      detail = (await api(t.app, 'GET', `/api/lottery/games/${game.id}`)).json();
      expect(detail.game.drawn.map((d) => d.number)).toEqual(balls);
    });
    expect(detail.game.status).toBe('live');

    // Seed still secret while live.
    expect((await api(t.app, 'GET', `/api/lottery/games/${game.id}/audit`)).json()).toMatchObject({
      seed: null,
      balls,
    });

    // Final window: Replace All for the player with <= 3 matches.
    const ra = await powerplay(three.token, game.id, { powerplayId: 1 });
    expect(ra.statusCode, ra.body).toBe(200);
    const raPicks = ra.json<{ picks: number[] }>().picks;
    expect(raPicks.slice(0, 3)).toEqual(balls.slice(0, 3));
    expectError(await powerplay(jackpot[0]!.token, game.id, { powerplayId: 1 }), 'REPLACE_ALL_UNAVAILABLE');

    // Finished and settled at last ball + F.
    await at(game, 60_000 + 12_000);
    const audit = (await api(t.app, 'GET', `/api/lottery/games/${game.id}/audit`)).json<{
      seed: string;
      commitment: string;
      balls: number[];
    }>();
    expect(audit.seed).toBe(seed);
    expect(createHash('sha256').update(Buffer.from(audit.seed, 'hex')).digest('hex')).toBe(audit.commitment);
    expect(drawBalls(audit.seed, String(game.id), 7, { min: 1, max: 47 })).toEqual(audit.balls);
    expectError(
      await powerplay(pp.token, game.id, { powerplayId: 4, pick: ppPicks[4] }),
      'POWERPLAY_NOT_LIVE',
    );

    const results = (await api(t.app, 'GET', `/api/lottery/games/${game.id}/results`)).json<{
      settled: boolean;
      tiers: { hits: number; winners: number; payout: number; remainder: number }[];
    }>();
    expect(results.settled).toBe(true);
    expect(results.tiers[0]).toMatchObject({ hits: 7, winners: 3, payout: 33_333, remainder: 1 });
    expect((await mine(jackpot[0]!.token, game.id)).json()).toMatchObject({
      result: { hits: 7, prize: 33_333 },
    });

    for (const p of jackpot) {
      expect((await api(t.app, 'GET', '/api/wallet', { token: p.token })).json()).toEqual({
        cashCents: 33_333,
        points: 0,
        pendingWithdrawalCents: 0,
        withdrawalMinimumCents: 10_000,
      });
    }

    // Settling again credits nothing twice.
    const row = await t.database.db
      .selectFrom('lottery_games')
      .selectAll()
      .where('id', '=', game.id)
      .executeTakeFirstOrThrow();
    const credited = await t.database.db
      .transaction()
      .execute((trx) => settleGame(trx, t.services.ledger, row, balls));
    expect(credited).toBe(0);
    await advanceGame(t.database.db, t.services.ledger, game.id, clock.now());
    expect((await api(t.app, 'GET', '/api/wallet', { token: jackpot[1]!.token })).json()).toMatchObject({
      cashCents: 33_333,
    });
    const ledger = await sql<{ n: number; total: number }>`
      select count(*)::int as n, sum(amount)::bigint as total from ledger_entries where reference = ${`lottery:${game.id}`}`.execute(
      t.database.db,
    );
    const tierPayoutTotal = results.tiers.reduce(
      (s, tr) => s + (tr.winners > 0 ? tr.payout * tr.winners : 0),
      0,
    );
    expect(Number(ledger.rows[0]!.total)).toBe(tierPayoutTotal);

    const entries = (await api(t.app, 'GET', '/api/lottery/entries', { token: jackpot[2]!.token })).json<{
      entries: { game: { id: number }; result: unknown }[];
    }>();
    expect(entries.entries.find((e) => e.game.id === game.id)?.result).toEqual({
      hits: 7,
      prize: 33_333,
      kind: 'cash',
    });
  });

  it('never spends more than the inventory under simultaneous uses', async () => {
    const { game, spaced, p } = await liveWithSpacedPicks('2026-11-22T15:00:00Z');
    // Seven simultaneous Increase uses on seven different picks: the kit has 5.
    const increases = await Promise.all(
      spaced.map((n) => powerplay(p.token, game.id, { powerplayId: 4, pick: n })),
    );
    expect(increases.filter((r) => r.statusCode === 200)).toHaveLength(5);
    for (const r of increases.filter((x) => x.statusCode !== 200)) expectError(r, 'POWERPLAY_NO_INVENTORY');
    const inv = await t.database.db
      .selectFrom('powerplay_inventory')
      .select(['powerplay_id', 'remaining'])
      .innerJoin('lottery_entries', 'lottery_entries.id', 'powerplay_inventory.entry_id')
      .where('lottery_entries.game_id', '=', game.id)
      .execute();
    expect(inv.find((i) => i.powerplay_id === 4)?.remaining).toBe(0);
    const uses = await sql<{
      n: number;
    }>`select count(*)::int as n from powerplay_uses u join lottery_entries e on e.id = u.entry_id where e.game_id = ${game.id}`.execute(
      t.database.db,
    );
    expect(uses.rows[0]!.n).toBe(5);
  });

  it('spends once per Idempotency-Key: a retry gets the first answer, a concurrent one too, another body is refused', async () => {
    const { game, spaced, p } = await liveWithSpacedPicks('2026-11-22T15:30:00Z');
    const use = (key: string, body: object) =>
      api(t.app, 'POST', `/api/lottery/games/${game.id}/powerplays`, {
        token: p.token,
        body,
        headers: { 'idempotency-key': key },
      });
    const increase = { powerplayId: 4, pick: spaced[0] };
    // The same request three times at once, then once more later (a retry after a lost answer).
    const first = await Promise.all([1, 2, 3].map(() => use('retry-1', increase)));
    const again = await use('retry-1', increase);
    for (const r of [...first, again]) expect(r.statusCode).toBe(200);
    expect(new Set([...first, again].map((r) => r.body)).size).toBe(1);
    expect(again.json<{ picks: number[] }>().picks).toContain(spaced[0]! + 1);
    const usesOf = async () =>
      (
        await sql<{
          n: number;
        }>`select count(*)::int as n from powerplay_uses u join lottery_entries e on e.id = u.entry_id where e.game_id = ${game.id}`.execute(
          t.database.db,
        )
      ).rows[0]!.n;
    expect(await usesOf()).toBe(1);
    // One key, another body: refused, nothing spent.
    expectError(await use('retry-1', { powerplayId: 4, pick: spaced[1] }), 'IDEMPOTENCY_KEY_REUSED');
    expectError(await use('', increase), 'IDEMPOTENCY_KEY_REQUIRED');
    expect(await usesOf()).toBe(1);
    // A new key is a new use.
    expect((await use('retry-2', { powerplayId: 4, pick: spaced[1] })).statusCode).toBe(200);
    expect(await usesOf()).toBe(2);
  });

  it('draws each ball exactly once when several engines race', async () => {
    clock.set('2026-11-22T16:00:00Z');
    const game = await schedule({ ballIntervalSeconds: 2, delaySeconds: 1, finalWindowSeconds: 1 });
    clock.set(new Date(Date.parse(game.startAt) + 30_000));
    await Promise.all(
      Array.from({ length: 6 }, () => advanceGame(t.database.db, t.services.ledger, game.id, clock.now())),
    );
    const draws = await t.database.db
      .selectFrom('lottery_draws')
      .select(['k', 'number'])
      .where('game_id', '=', game.id)
      .orderBy('k')
      .execute();
    expect(draws.map((d) => d.k)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(draws.map((d) => d.number)).toEqual(
      drawBalls(await seedOf(game.id), String(game.id), 7, { min: 1, max: 47 }),
    );
    const g = await t.database.db
      .selectFrom('lottery_games')
      .select(['status', 'settled_at'])
      .where('id', '=', game.id)
      .executeTakeFirstOrThrow();
    expect(g.status).toBe('finished');
    expect(g.settled_at).not.toBeNull();
  });
});

describe('powerplay refusals change nothing', () => {
  /** The entry as the player sees it, and how many uses were recorded for it. */
  async function entryState(token: string, id: number) {
    const { entry } = (await mine(token, id)).json<{
      entry: { id: number; picks: number[]; powerplays: Record<string, number> };
    }>();
    const uses = await t.database.db
      .selectFrom('powerplay_uses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('entry_id', '=', entry.id)
      .executeTakeFirstOrThrow();
    return { picks: entry.picks, powerplays: entry.powerplays, uses: Number(uses.n) };
  }

  it('answers "Not Allowed" for Decrease on the lowest number and Increase on the highest', async () => {
    clock.set('2026-11-22T17:00:00Z');
    // A draw whose first ball is neither 1 nor 47, so both stay unmatched (selectable) at ball 1.
    let game: Game;
    let balls: number[];
    do {
      game = await schedule();
      balls = drawBalls(await seedOf(game.id), String(game.id), 7, { min: 1, max: 47 });
    } while (balls[0] === 1 || balls[0] === 47);
    // Neither 2 nor 46, so that 1 and 47 can move inward afterwards.
    const others = Array.from({ length: 43 }, (_, i) => i + 3)
      .filter((n) => n !== balls[0])
      .slice(0, 5);
    const chosen = [1, ...others, 47];
    const p = await registerPlayer(t.app);
    expect((await picks(p.token, game.id, chosen)).statusCode).toBe(200);
    await at(game, 0);
    const before = await entryState(p.token, game.id);
    expect(before).toEqual({ picks: chosen, powerplays: { 1: 1, 2: 1, 3: 1, 4: 5, 5: 5 }, uses: 0 });

    expectError(await powerplay(p.token, game.id, { powerplayId: 5, pick: 1 }), 'POWERPLAY_NOT_ALLOWED');
    expectError(await powerplay(p.token, game.id, { powerplayId: 4, pick: 47 }), 'POWERPLAY_NOT_ALLOWED');
    expect(await entryState(p.token, game.id)).toEqual(before);

    // The same picks move the other way, so it was the range that refused them.
    const up = await powerplay(p.token, game.id, { powerplayId: 4, pick: 1 });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toMatchObject({ replaced: [{ from: 1, to: 2 }], powerplays: { 4: 4, 5: 5 } });
    const down = await powerplay(p.token, game.id, { powerplayId: 5, pick: 47 });
    expect(down.statusCode, down.body).toBe(200);
    expect(down.json()).toMatchObject({ replaced: [{ from: 47, to: 46 }], powerplays: { 4: 4, 5: 4 } });
  });

  it('refuses a powerplay once the draw is settled, even where the clock still says final window', async () => {
    clock.set('2026-11-22T18:00:00Z');
    const game = await schedule({ ballIntervalSeconds: 10, delaySeconds: 2, finalWindowSeconds: 12 });
    const balls = drawBalls(await seedOf(game.id), String(game.id), 7, { min: 1, max: 47 });
    const losers = Array.from({ length: 47 }, (_, i) => i + 1)
      .filter((n) => !balls.includes(n) && !balls.includes(n + 1))
      .slice(0, 7);
    const p = await registerPlayer(t.app);
    await picks(p.token, game.id, losers);
    for (let k = 1; k <= 7; k++) await at(game, (k - 1) * 10_000);
    await at(game, 61_000);
    const before = await entryState(p.token, game.id);

    // Another process settles at the end of the final window while this one's clock lags behind.
    await advanceGame(t.database.db, t.services.ledger, game.id, new Date(Date.parse(game.startAt) + 72_000));
    expect(clock.now().getTime()).toBeLessThan(Date.parse(game.startAt) + 72_000);
    expectError(await powerplay(p.token, game.id, { powerplayId: 1 }), 'POWERPLAY_NOT_LIVE');
    expectError(await powerplay(p.token, game.id, { powerplayId: 3, pick: losers[0] }), 'POWERPLAY_NOT_LIVE');
    expectError(await powerplay(p.token, game.id, { powerplayId: 4, pick: losers[1] }), 'POWERPLAY_NOT_LIVE');
    expect(await entryState(p.token, game.id)).toEqual(before);

    const results = (await api(t.app, 'GET', `/api/lottery/games/${game.id}/results`)).json();
    expect(results).toMatchObject({ settled: true });
    expect((await mine(p.token, game.id)).json()).toMatchObject({
      entry: { picks: losers },
      result: { hits: 0, prize: 0 },
    });
  });
});

describe('rolling demo schedule', () => {
  it('keeps the next two slots of each type, idempotently', async () => {
    const { ensureDemoSchedule } = await import('./demo-schedule');
    const now = new Date('2026-11-22T07:31:00Z');
    await ensureDemoSchedule(t.database.db, now);
    await ensureDemoSchedule(t.database.db, now);
    const rows = await t.database.db
      .selectFrom('lottery_games')
      .select(['game_type', 'start_at', 'pick_deadline'])
      .where('scheduled_by', '=', 'schedule')
      .orderBy('game_type')
      .orderBy('start_at')
      .execute();
    const iso = (type: string) =>
      rows.filter((r) => r.game_type === type).map((r) => r.start_at.toISOString());
    expect(iso('747')).toEqual(['2026-11-22T07:45:00.000Z', '2026-11-22T08:00:00.000Z']);
    expect(iso('gridlock')).toEqual(['2026-11-22T08:00:00.000Z', '2026-11-22T08:30:00.000Z']);
    expect(iso('sweet16')).toEqual(['2026-11-22T08:00:00.000Z', '2026-11-22T09:00:00.000Z']);
    // Elite 8: Sunday 8:00 PM New York (01:00 UTC Monday in winter); picks close an hour before.
    expect(iso('elite8')).toEqual(['2026-11-23T01:00:00.000Z', '2026-11-30T01:00:00.000Z']);
    const elite = rows.find((r) => r.game_type === 'elite8')!;
    expect(elite.pick_deadline.toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });

  it('honours a configured cadence (minutes per type, weekly), other types keeping theirs', async () => {
    const { ensureDemoSchedule } = await import('./demo-schedule');
    // Sunday 10 January 2027, 07:31 UTC.
    const now = new Date('2027-01-10T07:31:00Z');
    const cadence = { ...defaultDemoCadence, '747': 5 * 60, sweet16: null, elite8: 3 * 60 * 60 };
    await ensureDemoSchedule(t.database.db, now, cadence);
    await ensureDemoSchedule(t.database.db, now, cadence);
    const rows = await t.database.db
      .selectFrom('lottery_games')
      .select(['game_type', 'start_at', 'pick_deadline'])
      .where('scheduled_by', '=', 'schedule')
      .where('start_at', '>', now)
      .orderBy('start_at')
      .execute();
    const iso = (type: string) =>
      rows.filter((r) => r.game_type === type).map((r) => r.start_at.toISOString());
    expect(iso('747')).toEqual(['2027-01-10T07:35:00.000Z', '2027-01-10T07:40:00.000Z']);
    expect(iso('sweet16')).toEqual(['2027-01-11T01:00:00.000Z', '2027-01-18T01:00:00.000Z']);
    expect(iso('elite8')).toEqual(['2027-01-10T09:00:00.000Z', '2027-01-10T12:00:00.000Z']);
    expect(iso('gridlock')).toEqual(['2027-01-10T08:00:00.000Z', '2027-01-10T08:30:00.000Z']);
    // Elite 8 still closes picks an hour before each draw.
    expect(rows.filter((r) => r.game_type === 'elite8').map((r) => r.pick_deadline.toISOString())).toEqual([
      '2027-01-10T08:00:00.000Z',
      '2027-01-10T11:00:00.000Z',
    ]);
  });
});

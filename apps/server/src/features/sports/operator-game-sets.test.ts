import type { OperatorGameSet } from '@powerplay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, registerOperator, registerPlayer, type TestApp } from '../../../test/helpers';
import { insertBaseballGameSet, insertContest } from './test-fixtures';

const HOUR = 3600_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { SPORTS_ENGINE: 'off' } });
});
afterAll(() => t?.close());

const url = '/api/operator/sports/game-sets';

describe('GET /api/operator/sports/game-sets', () => {
  it('is for operators only, checked before the query: anonymous 401, a player 403', async () => {
    expect((await api(t.app, 'GET', `${url}?status=VIP`)).statusCode).toBe(401);
    const player = await registerPlayer(t.app);
    const asPlayer = await api(t.app, 'GET', `${url}?status=VIP`, { token: player.token });
    expect(asPlayer.statusCode).toBe(403);
    expect(asPlayer.json().error.code).toBe('FORBIDDEN');
    const operator = await registerOperator(t);
    expect((await api(t.app, 'GET', `${url}?status=VIP`, { token: operator.token })).statusCode).toBe(400);
  });

  it('lists upcoming and live sets soonest first, then the latest finished, with their counts', async () => {
    const db = t.database.db;
    const now = Date.now();
    const upcoming = await insertBaseballGameSet(db, {
      date: '2019-07-15',
      startAt: new Date(now + 2 * HOUR),
      tag: 'ogs1',
      games: 4,
    });
    const live = await insertBaseballGameSet(db, {
      date: '2019-07-16',
      startAt: new Date(now - HOUR),
      tag: 'ogs2',
      games: 3,
    });
    const finished = await insertBaseballGameSet(db, {
      date: '2019-07-17',
      startAt: new Date(now - 5 * HOUR),
      tag: 'ogs3',
      games: 2,
    });
    await db.updateTable('sports_game_sets').set({ status: 'LIVE' }).where('id', '=', live.id).execute();
    await db
      .updateTable('sports_matches')
      .set({ status: 'LIVE' })
      .where('id', '=', live.matches[0]!.id)
      .execute();
    await db
      .updateTable('sports_matches')
      .set({ status: 'FINISHED' })
      .where('id', '=', live.matches[1]!.id)
      .execute();
    await db
      .updateTable('sports_game_sets')
      .set({ status: 'FINISHED', settled_at: new Date(now - HOUR) })
      .where('id', '=', finished.id)
      .execute();
    await db
      .updateTable('sports_matches')
      .set({ status: 'FINISHED' })
      .where('game_set_id', '=', finished.id)
      .execute();
    const ace = await insertContest(db, { gameSetId: upcoming.id });
    await insertContest(db, { gameSetId: upcoming.id, eligibility: 'ELITE' });
    for (const p of [await registerPlayer(t.app), await registerPlayer(t.app)]) {
      const res = await api(t.app, 'POST', `/api/sports/contests/${ace}/entries`, { token: p.token });
      expect(res.statusCode, res.body).toBe(201);
    }

    const operator = await registerOperator(t);
    const list = async (query = '') => {
      const res = await api(t.app, 'GET', `${url}${query}`, { token: operator.token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ gameSets: OperatorGameSet[] }>().gameSets;
    };
    const all = await list();
    expect(all.map((s) => s.id)).toEqual([live.id, upcoming.id, finished.id]);
    expect(all[0]).toMatchObject({
      status: 'LIVE',
      league: 'baseball',
      leagueId: 15,
      source: 'retrosheet',
      matches: 3,
      liveMatches: 1,
      finishedMatches: 1,
      contests: 0,
      entries: 0,
    });
    expect(all[1]).toMatchObject({ status: 'UNPLAYED', matches: 4, contests: 2, entries: 2, liveMatches: 0 });
    expect(all[1]!.credit).toContain('Retrosheet');
    expect(all[2]).toMatchObject({ status: 'FINISHED', matches: 2, finishedMatches: 2 });
    expect(all[2]!.settledAt).not.toBeNull();

    expect((await list('?status=UNPLAYED')).map((s) => s.id)).toEqual([upcoming.id]);
    expect((await list('?status=LIVE')).map((s) => s.id)).toEqual([live.id]);
    expect((await list('?status=FINISHED')).map((s) => s.id)).toEqual([finished.id]);
  });
});

describe('POST /api/operator/sports/game-sets (a game set started on demand)', () => {
  const MINUTE = 60_000;
  const nextWholeMinute = (afterMs: number) => Math.ceil((Date.now() + afterMs) / MINUTE) * MINUTE;

  it('creates a replayed baseball or a simulated hockey set with the demo contests, once per slot', async () => {
    const operator = await registerOperator(t);
    const post = (body: object, token = operator.token) => api(t.app, 'POST', url, { token, body });
    const startAt = nextWholeMinute(10 * MINUTE);
    const baseball = await post({ league: 'baseball', startAt: new Date(startAt).toISOString() });
    expect(baseball.statusCode).toBe(201);
    const { gameSetId } = baseball.json<{ gameSetId: number }>();
    const matches = await api(t.app, 'GET', `/api/sports/game-sets/${gameSetId}/matches`);
    expect(matches.json<{ matches: unknown[] }>().matches.length).toBeGreaterThan(4);
    const contests = await t.database.db
      .selectFrom('sports_contests')
      .select('name')
      .where('game_set_id', '=', gameSetId)
      .orderBy('id')
      .execute();
    // Chase the Ace and Blackjack, then a contest of each of the other types.
    expect(contests.map((c) => c.name)).toEqual([
      'Chase the Ace',
      'Baseball Blackjack',
      'High 5',
      'Zones',
      'Pick 5',
      'Brackets',
    ]);
    const hockey = await post({ league: 'hockey', startAt: new Date(startAt).toISOString() });
    expect(hockey.statusCode).toBe(201);

    const refused = async (body: object, code: string, token?: string) => {
      const res = await post(body, token);
      expect(res.json<{ error: { code: string } }>().error.code).toBe(code);
    };
    await refused(
      { league: 'baseball', startAt: new Date(startAt).toISOString() },
      'SPORTS_GAME_SET_SLOT_TAKEN',
    );
    await refused(
      { league: 'baseball', startAt: new Date(startAt + 1000).toISOString() },
      'SPORTS_GAME_SET_START_INVALID',
    );
    await refused(
      { league: 'baseball', startAt: new Date(nextWholeMinute(0) - MINUTE).toISOString() },
      'SPORTS_GAME_SET_START_INVALID',
    );
    // Nearer than the lead (SPORTS_START_LEAD_SECONDS, a minute by default): no time to enter.
    await refused(
      { league: 'baseball', startAt: new Date(nextWholeMinute(0)).toISOString() },
      'SPORTS_GAME_SET_START_INVALID',
    );
    await refused({ league: 'baseball', startAt: 'tomorrow' }, 'SPORTS_GAME_SET_START_INVALID');
    await refused({ league: 'curling', startAt: new Date(startAt).toISOString() }, 'BAD_REQUEST');
    const player = await registerPlayer(t.app);
    await refused(
      { league: 'baseball', startAt: new Date(startAt + MINUTE).toISOString() },
      'FORBIDDEN',
      player.token,
    );
  });
});

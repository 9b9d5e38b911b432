import {
  catalogue,
  fantasyPositions,
  type FantasyCurrentResponse,
  type FantasyEntry,
} from '@powerplay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '../../db/seed';
import { systemClock } from '../../platform/clock';
import { api, createTestApp, registerPlayer, type TestApp } from '../../../test/helpers';
import { fantasyRepo } from './repo';
import { sampleFantasyPlayers } from './sample';

let t: TestApp;
let current: FantasyCurrentResponse;
beforeAll(async () => {
  t = await createTestApp();
  current = (await api(t.app, 'GET', '/api/fantasy/games/current')).json<FantasyCurrentResponse>();
});
afterAll(() => t.close());

const picksUrl = () => `/api/fantasy/games/${current.game.id}/picks`;
const entryUrl = () => `/api/fantasy/games/${current.game.id}/entry`;
const idsOf = (position: string) => current.players.filter((p) => p.position === position).map((p) => p.id);

interface ErrorAnswer {
  error: { code: string; title: string; message: string };
}

async function entryRows(userId: number) {
  return t.database.db.selectFrom('fantasy_entries').select('picks').where('user_id', '=', userId).execute();
}

describe('GET /api/fantasy/games/current', () => {
  it('serves the sample game (max 8, min 1) and its players, to visitors too', async () => {
    const res = await api(t.app, 'GET', '/api/fantasy/games/current');
    expect(res.statusCode).toBe(200);
    expect(current.game).toMatchObject({ maxTeamsAllowed: 8, minTeamsAllowed: 1 });
    expect(current.game.name).toMatch(/hockey/i);
    for (const position of fantasyPositions) {
      expect(idsOf(position).length).toBeGreaterThanOrEqual(6);
      expect(idsOf(position).length).toBeLessThanOrEqual(8);
    }
    expect(current.players).toHaveLength(sampleFantasyPlayers.length);
    // Grouped in the tabs' order.
    const order = current.players.map((p) => fantasyPositions.indexOf(p.position));
    expect(order).toEqual([...order].sort((x, y) => x - y));
    for (const p of current.players) {
      expect(p.name).toMatch(/^\p{L}+ [\p{L}' -]+$/u);
      expect(p.team).toMatch(/^[A-Z]{3}$/);
      expect(p.vs).toMatch(/^(@ )?[A-Z]{3}$/);
      if (p.position !== 'GOALIE') expect(p.score).toBe(2 * p.g + p.a);
    }
    expect(new Set(current.players.map((p) => p.name)).size).toBe(current.players.length);
  });

  it('seeds idempotently and keeps operator edits', async () => {
    const db = t.database.db;
    const first = current.players[0]!;
    await db.updateTable('fantasy_players').set({ score: 42 }).where('id', '=', first.id).execute();
    // As at start-up: the tables' owner seeds (docs/decisions/036).
    await seedDemoContent(t.owner, systemClock);
    await seedDemoContent(t.owner, systemClock);
    const again = (await api(t.app, 'GET', '/api/fantasy/games/current')).json<FantasyCurrentResponse>();
    expect(again.players).toHaveLength(current.players.length);
    expect(again.players[0]!.score).toBe(42);
    await db.updateTable('fantasy_players').set({ score: first.score }).where('id', '=', first.id).execute();
  });
});

describe('PUT /api/fantasy/games/:id/picks', () => {
  it('saves my picks with bench flags; my total counts starting players only', async () => {
    const { token } = await registerPlayer(t.app);
    const [c1, c2] = idsOf('CENTER');
    const [g1] = idsOf('GOALIE');
    const picks = [
      { playerId: c1!, bench: false },
      { playerId: g1!, bench: false },
      { playerId: c2!, bench: true },
    ];
    const res = await api(t.app, 'PUT', picksUrl(), { token, body: { picks } });
    expect(res.statusCode).toBe(200);
    const { entry } = res.json<{ entry: FantasyEntry }>();
    const score = (id: number) => current.players.find((p) => p.id === id)!.score;
    expect(entry.picks.map((p) => [p.player.id, p.bench, p.myScore])).toEqual([
      [c1, false, score(c1!)],
      [g1, false, score(g1!)],
      [c2, true, 0],
    ]);
    expect(entry.totalScore).toBe(score(c1!) + score(g1!));

    const read = await api(t.app, 'GET', entryUrl(), { token });
    expect(read.statusCode).toBe(200);
    expect(read.json<{ entry: FantasyEntry }>().entry).toEqual(entry);
  });

  it('replaces the picks on a second save (one entry per player and game)', async () => {
    const { token, user } = await registerPlayer(t.app);
    const [d1, d2] = idsOf('DEFENCE');
    await api(t.app, 'PUT', picksUrl(), { token, body: { picks: [{ playerId: d1!, bench: false }] } });
    const res = await api(t.app, 'PUT', picksUrl(), {
      token,
      body: { picks: [{ playerId: d2!, bench: true }] },
    });
    expect(res.statusCode).toBe(200);
    const { entry } = res.json<{ entry: FantasyEntry }>();
    expect(entry.picks.map((p) => p.player.id)).toEqual([d2]);
    expect(entry.totalScore).toBe(0);
    expect(await entryRows(user.id)).toHaveLength(1);
  });

  it('accepts exactly the maximum (8) across positions', async () => {
    const { token } = await registerPlayer(t.app);
    const picks = current.players.slice(0, 8).map((p, i) => ({ playerId: p.id, bench: i >= 6 }));
    const res = await api(t.app, 'PUT', picksUrl(), { token, body: { picks } });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ entry: FantasyEntry }>().entry.picks).toHaveLength(8);
  });

  const refusals: [string, () => unknown, keyof typeof catalogue, string?][] = [
    [
      'no picks',
      () => ({ picks: [] }),
      'FANTASY_PICKS_TOO_FEW',
      'Select at least 1 team to submit your picks',
    ],
    [
      'more than 8 picks',
      () => ({ picks: current.players.slice(0, 9).map((p) => ({ playerId: p.id, bench: false })) }),
      'FANTASY_PICKS_TOO_MANY',
      'You can Only Select 8 Teams!',
    ],
    [
      'the same player twice',
      () => ({
        picks: [
          { playerId: idsOf('CENTER')[0], bench: false },
          { playerId: idsOf('CENTER')[0], bench: true },
        ],
      }),
      'FANTASY_PLAYER_DUPLICATE',
    ],
    [
      'an unknown player',
      () => ({
        picks: [
          { playerId: idsOf('CENTER')[0], bench: false },
          { playerId: 999_999, bench: false },
        ],
      }),
      'FANTASY_PLAYER_UNKNOWN',
    ],
    ['a player id of 0', () => ({ picks: [{ playerId: 0, bench: false }] }), 'FANTASY_PLAYER_UNKNOWN'],
    ['a string player id', () => ({ picks: [{ playerId: '101', bench: false }] }), 'FANTASY_PICKS_INVALID'],
    ['a fractional player id', () => ({ picks: [{ playerId: 1.5, bench: false }] }), 'FANTASY_PICKS_INVALID'],
    [
      'a bench flag that is not a boolean',
      () => ({ picks: [{ playerId: idsOf('CENTER')[0], bench: 'yes' }] }),
      'FANTASY_PICKS_INVALID',
    ],
    ['a missing bench flag', () => ({ picks: [{ playerId: idsOf('CENTER')[0] }] }), 'FANTASY_PICKS_INVALID'],
    ['picks that are not a list', () => ({ picks: { playerId: 101 } }), 'FANTASY_PICKS_INVALID'],
    ['no picks field', () => ({}), 'FANTASY_PICKS_INVALID'],
    ['a list of bare ids', () => ({ picks: [101, 102] }), 'FANTASY_PICKS_INVALID'],
    ['a body that is a list', () => [{ playerId: 101, bench: false }], 'FANTASY_PICKS_INVALID'],
  ];

  it.each(refusals)('refuses %s with the catalogue text and saves nothing', async (_, body, code, text) => {
    const { token, user } = await registerPlayer(t.app);
    const res = await api(t.app, 'PUT', picksUrl(), { token, body: body() });
    const entry = catalogue[code];
    expect(res.statusCode).toBe(entry.status);
    const { error } = res.json<ErrorAnswer>();
    expect(error.code).toBe(code);
    expect(error.title).toBe(entry.title);
    expect(['Sorry!', 'Error']).toContain(error.title);
    if (text) expect(error.message).toBe(text);
    expect(error.message).not.toContain('{');
    expect(await entryRows(user.id)).toEqual([]);
  });

  it('keeps my earlier picks when a later save is refused', async () => {
    const { token } = await registerPlayer(t.app);
    const [r1] = idsOf('RIGHT WING');
    await api(t.app, 'PUT', picksUrl(), { token, body: { picks: [{ playerId: r1!, bench: false }] } });
    const refused = await api(t.app, 'PUT', picksUrl(), { token, body: { picks: [] } });
    expect(refused.json<ErrorAnswer>().error.code).toBe('FANTASY_PICKS_TOO_FEW');
    const tooMany = current.players.slice(0, 9).map((p) => ({ playerId: p.id, bench: false }));
    const refused2 = await api(t.app, 'PUT', picksUrl(), { token, body: { picks: tooMany } });
    expect(refused2.json<ErrorAnswer>().error.code).toBe('FANTASY_PICKS_TOO_MANY');
    const { entry } = (await api(t.app, 'GET', entryUrl(), { token })).json<{ entry: FantasyEntry }>();
    expect(entry.picks.map((p) => p.player.id)).toEqual([r1]);
  });

  it('asks a visitor to sign in and saves nothing', async () => {
    const before = await t.database.db

      .selectFrom('fantasy_entries')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await api(t.app, 'PUT', picksUrl(), {
      body: { picks: [{ playerId: idsOf('CENTER')[0], bench: false }] },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json<ErrorAnswer>().error).toEqual({
      code: 'AUTH_REQUIRED',
      ...pick(catalogue.AUTH_REQUIRED),
    });
    const after = await t.database.db

      .selectFrom('fantasy_entries')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('refuses a cookie-borne save from another site (Origin check)', async () => {
    const { token, user } = await registerPlayer(t.app);
    const res = await api(t.app, 'PUT', picksUrl(), {
      cookie: token,
      headers: { origin: 'https://evil.example' },
      body: { picks: [{ playerId: idsOf('CENTER')[0], bench: false }] },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorAnswer>().error.code).toBe('CROSS_SITE_REQUEST');
    expect(await entryRows(user.id)).toEqual([]);

    const same = await api(t.app, 'PUT', picksUrl(), {
      cookie: token,
      body: { picks: [{ playerId: idsOf('CENTER')[0], bench: false }] },
    });
    expect(same.statusCode).toBe(200);
  });

  it('answers an unknown or malformed game id with FANTASY_GAME_NOT_FOUND', async () => {
    const { token } = await registerPlayer(t.app);
    const body = { picks: [{ playerId: idsOf('CENTER')[0], bench: false }] };
    for (const id of ['999', 'abc', '0', '-1', '1.5']) {
      const res = await api(t.app, 'PUT', `/api/fantasy/games/${id}/picks`, { token, body });
      expect(res.statusCode, id).toBe(404);
      expect(res.json<ErrorAnswer>().error.code).toBe('FANTASY_GAME_NOT_FOUND');
      const read = await api(t.app, 'GET', `/api/fantasy/games/${id}/entry`, { token });
      expect(read.statusCode, id).toBe(404);
      expect(read.json<ErrorAnswer>().error.code).toBe('FANTASY_GAME_NOT_FOUND');
    }
  });

  it('saves concurrent submissions of one player as one entry', async () => {
    const { token, user } = await registerPlayer(t.app);
    const ids = idsOf('STAR PLAYER');
    const results = await Promise.all(
      ids.map((id) =>
        api(t.app, 'PUT', picksUrl(), { token, body: { picks: [{ playerId: id, bench: false }] } }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(ids.map(() => 200));
    expect(await entryRows(user.id)).toHaveLength(1);
  });
});

describe('GET /api/fantasy/games/:id/entry', () => {
  it('answers null before I save, and asks a visitor to sign in', async () => {
    const { token } = await registerPlayer(t.app);
    const mine = await api(t.app, 'GET', entryUrl(), { token });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual({ entry: null });
    const visitor = await api(t.app, 'GET', entryUrl());
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json<ErrorAnswer>().error.code).toBe('AUTH_REQUIRED');
  });

  it('shows only my own picks', async () => {
    const a = await registerPlayer(t.app);
    const b = await registerPlayer(t.app);
    const [l1] = idsOf('LEFT WING');
    await api(t.app, 'PUT', picksUrl(), {
      token: a.token,
      body: { picks: [{ playerId: l1!, bench: false }] },
    });
    expect((await api(t.app, 'GET', entryUrl(), { token: b.token })).json()).toEqual({ entry: null });
  });

  it('reads scores from the players as they are now', async () => {
    const { token } = await registerPlayer(t.app);
    const repo = fantasyRepo(t.database.db);
    const [w1] = idsOf('LEFT WING');
    await api(t.app, 'PUT', picksUrl(), { token, body: { picks: [{ playerId: w1!, bench: false }] } });
    const players = await repo.players(current.game.id);
    const { entry } = (await api(t.app, 'GET', entryUrl(), { token })).json<{ entry: FantasyEntry }>();
    expect(entry.totalScore).toBe(players.find((p) => p.id === w1)!.score);
  });
});

function pick(entry: { title: string; message: string }) {
  return { title: entry.title, message: entry.message };
}

import { sportsPicksResponseSchema, type SportsLiveScoreResponse } from '@powerplay/contracts';
import { high5SeedGrids } from '@powerplay/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, registerOperator, registerPlayer, type TestApp } from '../../../test/helpers';
import { fakeClock } from '../../platform/clock';
import { entryRequests, stockOf } from './entry-requests.test-support';
import { zonesDemoGrid } from './demo-schedule';
import { insertBaseballGameSet } from './test-fixtures';

/**
 * docs/rules/sports.md "New powerplays": Double (30) and Triple (31) on High 5 contests — the type's kit, the
 * multiplier in the live answer and in settlement, their refusals with the catalogue's texts, Undo, and
 * concurrent uses through the one powerplay service. Runs on PGlite and, with DATABASE_URL, on
 * PostgreSQL.
 */
const MIN = 60_000;
const clock = fakeClock('2026-12-05T10:00:00Z');
let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp({ clock });
  operator = (await registerOperator(t)).token;
});
afterAll(() => t?.close());

const db = () => t.database.db;
let sets = 0;

const DOUBLE = 30;
const TRIPLE = 31;
const UNDO = 21;
const INCREASE = 19;
/** Baseball High 5 and Zones (seed.ts). */
const HIGH5 = 8;
const ZONES = 10;
const LOCK = 1;

/** A baseball High 5 (or Zones) contest on 3 real games an hour away; `kit` stored on the contest, else the type's. */
async function high5Contest(kit: Record<number, number> = {}, type: 'high5' | 'zones' = 'high5') {
  sets += 1;
  const set = await insertBaseballGameSet(db(), {
    date: '2019-07-17',
    startAt: new Date(clock.now().getTime() + 60 * MIN + sets * 1000),
    tag: `np${sets}`,
    games: 3,
  });
  const contest = await db()
    .insertInto('sports_contests')
    .values({
      game_set_id: set.id,
      game_type_id: type === 'high5' ? HIGH5 : ZONES,
      name: type,
      sponsor: 'Powerplay',
      min_teams: type === 'high5' ? 5 : 1,
      max_teams: type === 'high5' ? 5 : 10,
      eligibility: 'ALL',
      restriction: 'ENTRY',
      prize_kind: 'cash',
      powerplay_kit: JSON.stringify(kit),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db()
    .insertInto('sports_prize_rows')
    .values(
      (type === 'high5' ? high5SeedGrids.baseball : zonesDemoGrid).map((r) => ({
        contest_id: contest.id,
        teams: r.noOfTeam,
        kind: 'cash' as const,
        amount: r.amount,
      })),
    )
    .execute();
  const teams = set.matches.flatMap((m) => [
    `${m.feed_game_id}-${m.home_team_id}`,
    `${m.feed_game_id}-${m.away_team_id}`,
  ]);
  let sequence = 0;
  /** The provider's update of every game: its status and [home, away] scores. */
  const feed = async (
    games: readonly { status: 'UNPLAYED' | 'LIVE' | 'FINISHED'; score?: readonly [number, number] }[],
  ) => {
    sequence += 1;
    const res = await api(t.app, 'POST', '/api/operator/sports/feed', {
      token: operator,
      body: {
        updates: set.matches.map((m, i) => ({
          feedGameId: m.feed_game_id,
          sequence,
          status: games[i]!.status,
          homeScore: games[i]!.score?.[0] ?? 0,
          awayScore: games[i]!.score?.[1] ?? 0,
        })),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  return { id: contest.id, teams, feed };
}

/** Enters the contest and picks the teams (Zones: in their zones). */
async function entered(
  contestId: number,
  token: string,
  picks: string[],
  zones?: Record<string, number>,
): Promise<number> {
  const res = await api(t.app, 'POST', `/api/sports/contests/${contestId}/entries`, { token });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json<{ entry: { id: number } }>().entry.id;
  const saved = await api(t.app, 'PUT', `/api/sports/entries/${id}/picks`, {
    token,
    body: zones ? { teams: picks, zones } : { teams: picks },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  sportsPicksResponseSchema.parse(saved.json());
  return id;
}

const { use, used, refused, live } = entryRequests(() => t.app);
const sideOf = (r: SportsLiveScoreResponse, key: string) => {
  for (const m of r.matches) {
    if (m.home.pickKey === key) return m.mine.home;
    if (m.away.pickKey === key) return m.mine.away;
  }
  throw new Error(`no team ${key}`);
};

const NOT_ALLOWED = { status: 409, code: 'SPORTS_NOT_ALLOWED', message: 'Not Allowed' };
const UNAVAILABLE = {
  status: 409,
  code: 'SPORTS_ACTION_UNAVAILABLE',
  message: 'This Action Is not available at this time',
};
const USED_UP = { status: 409, code: 'SPORTS_POWERPLAY_USED_UP', message: 'Powerplay has been fully used!' };

/** A new player's High 5 entry on five teams, its first two games LIVE and the third not started. */
async function liveHigh5Entry() {
  const c = await high5Contest();
  const p = await registerPlayer(t.app);
  const e = await entered(c.id, p.token, c.teams.slice(0, 5));
  await c.feed([
    { status: 'LIVE', score: [2, 1] },
    { status: 'LIVE', score: [1, 1] },
    { status: 'UNPLAYED' },
  ]);
  return { c, p, e };
}

describe('Double and Triple (docs/rules/sports.md "New powerplays")', () => {
  it('High 5 entries get the kit the rules name, Double and Triple by name', async () => {
    const c = await high5Contest();
    const p = await registerPlayer(t.app);
    const e = await entered(c.id, p.token, c.teams.slice(0, 5));
    expect((await live(e, p.token)).powerplays.map((x) => [x.powerplayId, x.name, x.remaining])).toEqual([
      [INCREASE, 'Increase', 3],
      [18, 'Decrease', 1],
      [UNDO, 'Undo', 2],
      [24, 'Swap', 1],
      [DOUBLE, 'Double', 1],
      [TRIPLE, 'Triple', 1],
    ]);
  });

  it('multiply a held LIVE team’s my_score in the live answer and in settlement; refusals; Undo', async () => {
    const c = await high5Contest();
    const [g1h, g1a, g2h, g2a, g3h, g3a] = c.teams as [string, string, string, string, string, string];
    const p = await registerPlayer(t.app);
    const q = await registerPlayer(t.app);
    const picks = [g1h, g1a, g2h, g2a, g3h];
    const ep = await entered(c.id, p.token, picks);
    const eq = await entered(c.id, q.token, picks);

    // Not yet LIVE: refused, nothing spent.
    expect(await refused(ep, p.token, { powerplayId: DOUBLE, team: g1h })).toEqual(UNAVAILABLE);

    await c.feed([
      { status: 'LIVE', score: [3, 2] },
      { status: 'LIVE', score: [1, 0] },
      { status: 'UNPLAYED' },
    ]);
    // A team not held, and a held team of an UNPLAYED match: refused.
    expect(await refused(ep, p.token, { powerplayId: DOUBLE, team: g3a })).toEqual(UNAVAILABLE);
    expect(await refused(ep, p.token, { powerplayId: DOUBLE, team: g3h })).toEqual(UNAVAILABLE);

    let r = await used(ep, p.token, { powerplayId: DOUBLE, team: g1h });
    expect(sideOf(r, g1h)).toEqual({ held: true, locked: false, myScore: 6, multiplier: 2 });
    expect(r.state.multipliers).toEqual({ [g1h]: 2 });
    expect(stockOf(r)[DOUBLE]).toBe(0);
    // 6 + 2 + 1 + 0 + 0
    expect(r.meta).toMatchObject({ total: 9 });

    // Triple on the doubled team: Not Allowed (and nothing spent); a second Double: none left.
    expect(await refused(ep, p.token, { powerplayId: TRIPLE, team: g1h })).toEqual(NOT_ALLOWED);
    expect(await refused(ep, p.token, { powerplayId: DOUBLE, team: g1a })).toEqual(USED_UP);
    expect(stockOf(await live(ep, p.token))[TRIPLE]).toBe(1);

    // Undo gives the Double back and restores the state exactly.
    const before = (await live(eq, q.token)).state;
    r = await used(ep, p.token, { powerplayId: UNDO });
    expect(sideOf(r, g1h)).toEqual({ held: true, locked: false, myScore: 3 });
    expect(r.state).toEqual({ ...before, picks });
    expect(stockOf(r)).toMatchObject({ [DOUBLE]: 1, [UNDO]: 1 });

    // Double again, Triple on another team; an Increase after it counts ×3 (multipliers last).
    await used(ep, p.token, { powerplayId: DOUBLE, team: g1h });
    r = await used(ep, p.token, { powerplayId: TRIPLE, team: g1a });
    expect(sideOf(r, g1a)).toMatchObject({ myScore: 6, multiplier: 3 });
    r = await used(ep, p.token, { powerplayId: INCREASE, team: g1a });
    expect(sideOf(r, g1a)).toMatchObject({ myScore: 9 });

    // The first game ends: its teams are final and take no more powerplays.
    await c.feed([
      { status: 'FINISHED', score: [10, 5] },
      { status: 'LIVE', score: [5, 5] },
      { status: 'LIVE', score: [0, 0] },
    ]);
    expect(await refused(ep, p.token, { powerplayId: INCREASE, team: g1h })).toEqual(UNAVAILABLE);
    r = await live(ep, p.token);
    // p: 10×2 + (5+1)×3 + 5 + 5 + 0 = 48 so far.
    expect(r.meta).toMatchObject({ total: 48 });

    // Final: p 20 + 18 + 5 + 5 + 5 = 53 → the 45 row ($100); q, no powerplays, 10 + 5 + 5 + 5 + 5 = 30.
    await c.feed([
      { status: 'FINISHED', score: [10, 5] },
      { status: 'FINISHED', score: [5, 5] },
      { status: 'FINISHED', score: [5, 0] },
    ]);
    const rows = await db()
      .selectFrom('sports_entries')
      .select(['id', 'result', 'won_amount', 'multipliers'])
      .where('contest_id', '=', c.id)
      .orderBy('id')
      .execute();
    expect(rows.map((x) => [x.id, x.result, Number(x.won_amount), x.multipliers])).toEqual([
      [ep, 'WON', 10_000, { [g1h]: 2, [g1a]: 3 }],
      [eq, 'LOST', 0, {}],
    ]);
    r = await live(ep, p.token);
    expect(r.meta).toMatchObject({ result: 'WON', total: 53, prize: { teams: 45 } });
    expect(sideOf(r, g1h).myScore).toBe(20);
    // Settled: nothing more.
    expect(await refused(ep, p.token, { powerplayId: UNDO })).toEqual(UNAVAILABLE);
  });

  it('a second Double on the same team is Not Allowed even with Doubles left; Triple after Double too', async () => {
    const c = await high5Contest({ [DOUBLE]: 2, [TRIPLE]: 1, [UNDO]: 1 });
    const [g1h, g1a] = c.teams as [string, string];
    const p = await registerPlayer(t.app);
    const e = await entered(c.id, p.token, c.teams.slice(0, 5));
    await c.feed([{ status: 'LIVE', score: [1, 1] }, { status: 'LIVE' }, { status: 'LIVE' }]);
    await used(e, p.token, { powerplayId: DOUBLE, team: g1h });
    expect(await refused(e, p.token, { powerplayId: DOUBLE, team: g1h })).toEqual(NOT_ALLOWED);
    expect(await refused(e, p.token, { powerplayId: TRIPLE, team: g1h })).toEqual(NOT_ALLOWED);
    const r = await used(e, p.token, { powerplayId: DOUBLE, team: g1a });
    expect(stockOf(r)).toEqual({ [DOUBLE]: 0, [TRIPLE]: 1, [UNDO]: 1 });
    expect(r.state.multipliers).toEqual({ [g1h]: 2, [g1a]: 2 });
    // Not in this kit: Increase.
    expect(await refused(e, p.token, { powerplayId: INCREASE, team: g1h })).toMatchObject({
      status: 400,
      message: 'Something Went Wrong, Please Try Again',
    });
  });

  it('5 simultaneous Doubles with 1 in the kit: exactly one succeeds; the stock never goes below 0', async () => {
    const { c, p, e } = await liveHigh5Entry();
    const results = await Promise.all(
      c.teams
        .slice(0, 4)
        .flatMap((team, i) =>
          i === 0
            ? [use(e, p.token, { powerplayId: DOUBLE, team }), use(e, p.token, { powerplayId: DOUBLE, team })]
            : [use(e, p.token, { powerplayId: DOUBLE, team })],
        ),
    );
    expect(results).toHaveLength(5);
    expect(results.filter((x) => x.statusCode === 200)).toHaveLength(1);
    for (const res of results.filter((x) => x.statusCode !== 200))
      expect(res.json<{ error: { code: string } }>().error.code).toBe('SPORTS_POWERPLAY_USED_UP');
    const stock = await db()
      .selectFrom('powerplay_inventory')
      .select('remaining')
      .where('entry_id', '=', e)
      .where('powerplay_id', '=', DOUBLE)
      .executeTakeFirstOrThrow();
    expect(stock.remaining).toBe(0);
    const uses = await db()
      .selectFrom('powerplay_uses')
      .select('powerplay_id')
      .where('entry_id', '=', e)
      .execute();
    expect(uses).toEqual([{ powerplay_id: DOUBLE }]);
    const r = await live(e, p.token);
    expect(Object.keys(r.state.multipliers ?? {})).toHaveLength(1);
  });
  it('4 simultaneous Triples with 1 in the kit: exactly one succeeds; one multiplier, one use', async () => {
    const { c, p, e } = await liveHigh5Entry();
    const results = await Promise.all(
      c.teams.slice(0, 4).map((team) => use(e, p.token, { powerplayId: TRIPLE, team })),
    );
    expect(results.filter((x) => x.statusCode === 200)).toHaveLength(1);
    for (const res of results.filter((x) => x.statusCode !== 200))
      expect(res.json<{ error: { code: string } }>().error.code).toBe('SPORTS_POWERPLAY_USED_UP');
    const uses = await db()
      .selectFrom('powerplay_uses')
      .select('powerplay_id')
      .where('entry_id', '=', e)
      .execute();
    expect(uses).toEqual([{ powerplay_id: TRIPLE }]);
    const r = await live(e, p.token);
    expect(stockOf(r)[TRIPLE]).toBe(0);
    expect(Object.values(r.state.multipliers ?? {})).toEqual([3]);
  });
});

describe('Lock outside Chase the Ace (docs/rules/sports.md "New powerplays")', () => {
  it('Zones: Lock 2 in the kit; keeps the current my_score while inside the team’s zone, else Not Allowed', async () => {
    const c = await high5Contest({}, 'zones');
    const [g1h, g1a, g2h] = c.teams as [string, string, string];
    const p = await registerPlayer(t.app);
    // Home of game 1 in 4–5, away in 0–1, home of game 2 in 2–3 (baseball zones).
    const e = await entered(c.id, p.token, [g1h, g1a, g2h], { [g1h]: 2, [g1a]: 0, [g2h]: 1 });
    expect(stockOf(await live(e, p.token))).toEqual({ 19: 3, 18: 3, [LOCK]: 2, 24: 1, [UNDO]: 2 });
    await c.feed([
      { status: 'LIVE', score: [4, 3] },
      { status: 'LIVE', score: [2, 0] },
      { status: 'UNPLAYED' },
    ]);
    // Away has 3, outside 0–1.
    expect(await refused(e, p.token, { powerplayId: LOCK, team: g1a })).toEqual(NOT_ALLOWED);
    let r = await used(e, p.token, { powerplayId: LOCK, team: g1h });
    expect(sideOf(r, g1h)).toMatchObject({ locked: true, myScore: 4 });
    expect(r.state.lockedAt).toEqual({ [g1h]: 4 });
    // Undo unlocks; lock again.
    r = await used(e, p.token, { powerplayId: UNDO });
    expect(sideOf(r, g1h)).toMatchObject({ locked: false, myScore: 4 });
    expect(r.state.lockedAt).toBeUndefined();
    await used(e, p.token, { powerplayId: LOCK, team: g1h });
    // The team scores 9 in the end: it keeps 4 and hits its zone; 2–3 for game 2's home holds too.
    await c.feed([
      { status: 'FINISHED', score: [9, 1] },
      { status: 'FINISHED', score: [3, 0] },
      { status: 'FINISHED', score: [0, 0] },
    ]);
    r = await live(e, p.token);
    expect(sideOf(r, g1h)).toMatchObject({ locked: true, myScore: 4 });
    expect(r.meta).toMatchObject({ result: 'WON', hits: 3, placed: 3 });
  });
});

import {
  catalogue,
  fantasyLiveResponseSchema,
  fantasyPlayersResponseSchema,
  type FantasyLiveResponse,
} from '@powerplay/contracts';
import { attributeGoals, type MatchGoal, type MatchScript } from '@powerplay/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, registerOperator, registerPlayer, type TestApp } from '../../../test/helpers';
import { fakeClock } from '../../platform/clock';

/**
 * Fantasy hockey as a real contest (docs/rules/fantasy.md): the players of a hockey set, an entry's
 * player picks and their refusals, live points as the feed moves, Swap, Star Power and Undo, and
 * settlement through the ledger. Runs on PGlite and, with DATABASE_URL (`npm run test:pg`), PostgreSQL.
 */
const MIN = 60_000;
/** The old client's origin in this test (its LEGACY_ORIGINS). */
const OLD_CLIENT = 'https://old-client.example.com';
const clock = fakeClock('2026-12-07T10:00:00Z');
let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { LEGACY_ORIGINS: OLD_CLIENT } });
  operator = (await registerOperator(t)).token;
});
afterAll(() => t?.close());

const db = () => t.database.db;
/** Hockey's Fantasy Hockey game type (seed.ts). */
const HOCKEY_FANTASY = 23;
const SWAP = 24;
const STAR_POWER = 35;
const UNDO = 21;
const SEED = 'c0ffee';
// Toronto (home) scores at 5:00 of the 1st and 1:00 of the 2nd; Boston at 15:00 of the 1st.
const goals: MatchGoal[] = [
  { side: 'home', period: 1, second: 300 },
  { side: 'away', period: 1, second: 900 },
  { side: 'home', period: 2, second: 60 },
];
let sets = 0;

/** A one-game hockey set (TOR v BOS, simulated, its goals recorded) with a fantasy contest of rows 3 → $10. */
async function fantasyContest(limits = { min: 1, max: 8 }) {
  sets += 1;
  const startAt = new Date(clock.now().getTime() + 60 * MIN + sets * 1000);
  const set = await db()
    .insertInto('sports_game_sets')
    .values({
      league: 'hockey',
      title: `NHL ${sets}`,
      start_at: startAt,
      source: 'simulated',
      source_key: SEED,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const feedGameId = `fx${sets}-NHL-BOS-TOR`;
  const script: MatchScript = {
    kind: 'simulated',
    compression: 10,
    seed: SEED,
    gameId: feedGameId,
    homeScore: 2,
    awayScore: 1,
    decidedBy: 'regulation',
    goals,
  };
  await db()
    .insertInto('sports_matches')
    .values({
      game_set_id: set.id,
      feed_game_id: feedGameId,
      league: 'hockey',
      home_team_id: 'nhl-TOR',
      away_team_id: 'nhl-BOS',
      start_at: startAt,
      location: 'Toronto',
      script: JSON.stringify(script),
    })
    .execute();
  const contest = await db()
    .insertInto('sports_contests')
    .values({
      game_set_id: set.id,
      game_type_id: HOCKEY_FANTASY,
      name: 'Fantasy Night',
      sponsor: 'Powerplay',
      min_teams: limits.min,
      max_teams: limits.max,
      eligibility: 'ALL',
      restriction: 'ENTRY',
      prize_kind: 'cash',
      powerplay_kit: JSON.stringify({}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db()
    .insertInto('sports_prize_rows')
    .values([
      { contest_id: contest.id, teams: 3, kind: 'cash' as const, amount: 1000 },
      { contest_id: contest.id, teams: 100, kind: 'cash' as const, amount: 50_000 },
    ])
    .execute();
  let sequence = 0;
  /** The provider's update: status and score [home, away]. */
  const feed = async (status: 'LIVE' | 'FINISHED', score: readonly [number, number]) => {
    sequence += 1;
    const res = await api(t.app, 'POST', '/api/operator/sports/feed', {
      token: operator,
      body: { updates: [{ feedGameId, sequence, status, homeScore: score[0], awayScore: score[1] }] },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const [first, against, second] = attributeGoals(SEED, feedGameId, goals);
  return { id: contest.id, feed, scorers: { first: first!, against: against!, second: second! } };
}

async function entered(contestId: number, token: string): Promise<number> {
  const res = await api(t.app, 'POST', `/api/sports/contests/${contestId}/entries`, { token });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ entry: { id: number } }>().entry.id;
}
type Pick = { key: string; bench?: boolean; star?: boolean };
const body = (picks: Pick[]) => ({
  picks: picks.map((p) => ({ key: p.key, bench: !!p.bench, star: !!p.star })),
});
const save = (entryId: number, token: string, picks: Pick[]) =>
  api(t.app, 'PUT', `/api/fantasy/entries/${entryId}/picks`, { token, body: body(picks) });
async function saved(entryId: number, token: string, picks: Pick[]): Promise<FantasyLiveResponse> {
  const res = await save(entryId, token, picks);
  expect(res.statusCode, res.body).toBe(200);
  return fantasyLiveResponseSchema.parse(res.json());
}
const power = (entryId: number, token: string, req: unknown) =>
  api(t.app, 'POST', `/api/fantasy/entries/${entryId}/powerplays`, { token, body: req });
async function live(entryId: number, token: string): Promise<FantasyLiveResponse> {
  const res = await api(t.app, 'GET', `/api/fantasy/entries/${entryId}/live`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return fantasyLiveResponseSchema.parse(res.json());
}
const counted = (r: FantasyLiveResponse, key: string) => r.picks.find((p) => p.player.key === key)?.counted;
const errorOf = (res: { statusCode: number; json: <T>() => T }) => ({
  status: res.statusCode,
  ...res.json<{ error: { code: string; message: string } }>().error,
});
const tor = (slot: string) => `nhl-TOR:${slot}`;
const bos = (slot: string) => `nhl-BOS:${slot}`;

describe('GET /api/fantasy/contests/:id/players', () => {
  it("lists both clubs' 20 players, simulated, to visitors too; another contest is not found", async () => {
    const c = await fantasyContest();
    const res = await api(t.app, 'GET', `/api/fantasy/contests/${c.id}/players`);
    expect(res.statusCode, res.body).toBe(200);
    const { players, simulated, contest } = fantasyPlayersResponseSchema.parse(res.json());
    expect([simulated, contest.minTeams, contest.maxTeams]).toEqual([true, 1, 8]);
    expect(players).toHaveLength(40);
    const count = (club: string, position: string) =>
      players.filter((p) => p.club === club && p.position === position).length;
    for (const club of ['TOR', 'BOS'])
      expect(['GOALIE', 'DEFENCE', 'CENTER', 'LEFT WING', 'RIGHT WING'].map((p) => count(club, p))).toEqual([
        2, 6, 4, 4, 4,
      ]);
    expect(players.find((p) => p.key === tor('C1'))).toMatchObject({
      club: 'TOR',
      vs: 'BOS',
      status: 'UNPLAYED',
      points: 0,
    });
    expect(players.find((p) => p.key === bos('C1'))?.vs).toBe('@ TOR');
    expect(new Set(players.filter((p) => p.club === 'TOR').map((p) => p.name)).size).toBe(20);
    const cta = await api(t.app, 'GET', '/api/fantasy/contests/999999/players');
    expect(errorOf(cta)).toMatchObject({ status: 404, code: 'SPORTS_CONTEST_NOT_FOUND' });
  });
});

describe('PUT /api/fantasy/entries/:id/picks', () => {
  it('saves my players with the bench and the Star Player; the entry has the fantasy kit, no hockey extras', async () => {
    const c = await fantasyContest();
    const p = await registerPlayer(t.app);
    const e = await entered(c.id, p.token);
    const r = await saved(e, p.token, [
      { key: tor('C1'), star: true },
      { key: tor('G1') },
      { key: bos('D1'), bench: true },
    ]);
    expect(r.picks.map((x) => [x.player.key, x.bench, x.star, x.counted])).toEqual([
      [tor('C1'), false, true, 0],
      [tor('G1'), false, false, 0],
      [bos('D1'), true, false, 0],
    ]);
    expect(Object.fromEntries(r.powerplays.map((x) => [x.powerplayId, x.remaining]))).toEqual({
      [SWAP]: 2,
      [STAR_POWER]: 1,
      [UNDO]: 1,
    });
    expect(r.powerplays.find((x) => x.powerplayId === STAR_POWER)?.name).toBe('Star Power');
    expect((await live(e, p.token)).picks).toEqual(r.picks);
    // The team flows refuse a fantasy entry.
    const teams = await api(t.app, 'PUT', `/api/sports/entries/${e}/picks`, {
      token: p.token,
      body: { teams: ['x'] },
    });
    expect(errorOf(teams).code).toBe('SPORTS_ACTION_UNAVAILABLE');
  });

  const refusals: [string, Pick[], keyof typeof catalogue, string][] = [
    ['no players', [], 'FANTASY_PICKS_TOO_FEW', 'Select at least 1 player to submit your picks'],
    [
      'more than the contest allows (3)',
      ['C1', 'C2', 'C3', 'C4'].map((s, i) => ({ key: tor(s), star: i === 0 })),
      'FANTASY_PICKS_TOO_MANY',
      'You can Only Select 3 Players!',
    ],
    [
      'a player not in the set',
      [{ key: 'nhl-NYR:C1', star: true }],
      'FANTASY_PLAYER_UNKNOWN',
      'One of the players is not in this game',
    ],
    [
      'the same player twice',
      [
        { key: tor('C1'), star: true },
        { key: tor('C1'), bench: true },
      ],
      'FANTASY_PLAYER_DUPLICATE',
      'Each player can only be picked once',
    ],
    [
      'three goalies',
      [{ key: tor('G1') }, { key: bos('G1') }, { key: tor('G2'), bench: true }],
      'FANTASY_GOALIES_TOO_MANY',
      'You can Only Select 2 Goalies!',
    ],
    [
      'no Star Player',
      [{ key: tor('C1') }],
      'FANTASY_STAR_REQUIRED',
      catalogue.FANTASY_STAR_REQUIRED.message,
    ],
    [
      'a goalie as Star Player',
      [{ key: tor('G1'), star: true }],
      'FANTASY_STAR_REQUIRED',
      catalogue.FANTASY_STAR_REQUIRED.message,
    ],
    [
      'a benched Star Player',
      [{ key: tor('C1'), star: true, bench: true }, { key: tor('C2') }],
      'FANTASY_STAR_REQUIRED',
      catalogue.FANTASY_STAR_REQUIRED.message,
    ],
  ];

  it.each(refusals)(
    'refuses %s with the catalogue text and keeps my picks',
    async (_, picks, code, message) => {
      const c = await fantasyContest({ min: 1, max: 3 });
      const p = await registerPlayer(t.app);
      const e = await entered(c.id, p.token);
      await saved(e, p.token, [{ key: bos('RW1'), star: true }]);
      const res = await save(e, p.token, picks);
      expect(errorOf(res)).toMatchObject({ status: catalogue[code].status, code, message });
      expect((await live(e, p.token)).picks.map((x) => x.player.key)).toEqual([bos('RW1')]);
    },
  );

  it("refuses a malformed body, another player's entry and a visitor, saving nothing", async () => {
    const c = await fantasyContest();
    const p = await registerPlayer(t.app);
    const other = await registerPlayer(t.app);
    const e = await entered(c.id, p.token);
    const bad = await api(t.app, 'PUT', `/api/fantasy/entries/${e}/picks`, {
      token: p.token,
      body: { picks: [{ key: 1 }] },
    });
    expect(errorOf(bad)).toMatchObject({ status: 400, code: 'FANTASY_PICKS_INVALID' });
    expect(errorOf(await save(e, other.token, [{ key: tor('C1'), star: true }]))).toMatchObject({
      status: 404,
      code: 'SPORTS_ENTRY_NOT_FOUND',
    });
    const visitor = await api(t.app, 'PUT', `/api/fantasy/entries/${e}/picks`, {
      body: body([{ key: tor('C1'), star: true }]),
    });
    expect(visitor.statusCode).toBe(401);
    expect((await live(e, p.token)).picks).toEqual([]);
  });
});

describe('a fantasy contest live', () => {
  it("moves each player's points with the goals, ×2 for the Star Player, none on the bench; picks close with the match", async () => {
    const c = await fantasyContest();
    const p = await registerPlayer(t.app);
    const e = await entered(c.id, p.token);
    const star = tor(c.scorers.first.scorer);
    const bench = tor(c.scorers.second.scorer === c.scorers.first.scorer ? 'G2' : c.scorers.second.scorer);
    await saved(e, p.token, [{ key: star, star: true }, { key: tor('G1') }, { key: bench, bench: true }]);
    await c.feed('LIVE', [1, 0]);
    let r = await live(e, p.token);
    expect(counted(r, star)).toBe(6);
    expect(counted(r, tor('G1'))).toBe(0);
    expect(r.myScore).toBe(6);
    expect(r.standing).toMatchObject({ result: 'POSSIBLE', row: 3, next: 100 });
    await c.feed('LIVE', [1, 1]);
    r = await live(e, p.token);
    expect(counted(r, tor('G1'))).toBe(-1);
    expect(r.picks.find((x) => x.player.key === bench)?.player.points).toBeGreaterThanOrEqual(0);
    expect(counted(r, bench)).toBe(0);
    // The match has started: its picks are closed.
    const late = await save(e, p.token, [{ key: star, star: true }]);
    expect(errorOf(late)).toMatchObject({ status: 409, code: 'SPORTS_ACTION_UNAVAILABLE' });
  });

  it('Swap, Star Power and Undo move points from now on, with the sports refusals; settlement pays through the ledger', async () => {
    const c = await fantasyContest();
    const a = await registerPlayer(t.app);
    const b = await registerPlayer(t.app);
    const ea = await entered(c.id, a.token);
    const eb = await entered(c.id, b.token);
    const scorer = tor(c.scorers.first.scorer);
    const quiet = ['C1', 'C2', 'C3', 'C4', 'LW1', 'LW2', 'RW1', 'RW2', 'D1', 'D2']
      .map(bos)
      .find((k) => ![c.scorers.against.scorer, ...c.scorers.against.assists].some((s) => bos(s) === k))!;
    await saved(ea, a.token, [{ key: quiet, star: true }, { key: scorer, bench: true }, { key: tor('G1') }]);
    await saved(eb, b.token, [{ key: quiet, star: true }, { key: tor('G1') }]);
    // Not live yet: no powerplay.
    expect(
      errorOf(await power(ea, a.token, { powerplayId: SWAP, playerIn: scorer, playerOut: tor('G1') })),
    ).toMatchObject({
      status: 409,
      code: 'SPORTS_ACTION_UNAVAILABLE',
      message: 'This Action Is not available at this time',
    });
    await c.feed('LIVE', [0, 0]);
    expect(
      errorOf(await power(ea, a.token, { powerplayId: SWAP, playerIn: scorer, playerOut: quiet })),
    ).toMatchObject({
      code: 'SPORTS_NOT_ALLOWED',
      message: 'Not Allowed',
    });
    expect(errorOf(await power(ea, a.token, { powerplayId: UNDO }))).toMatchObject({
      code: 'SPORTS_NOTHING_TO_UNDO',
      message: 'No action To Undo!',
    });
    const swapped = await power(ea, a.token, { powerplayId: SWAP, playerIn: scorer, playerOut: tor('G1') });
    expect(
      fantasyLiveResponseSchema.parse(swapped.json()).picks.find((x) => x.player.key === scorer)?.bench,
    ).toBe(false);
    let r = fantasyLiveResponseSchema.parse((await power(ea, a.token, { powerplayId: UNDO })).json());
    expect(r.picks.find((x) => x.player.key === scorer)?.bench).toBe(true);
    expect(Object.fromEntries(r.powerplays.map((x) => [x.powerplayId, x.remaining]))).toEqual({
      [SWAP]: 2,
      [STAR_POWER]: 1,
      [UNDO]: 0,
    });
    // In for the goalie, then made the Star Player: his goal counts ×2.
    await power(ea, a.token, { powerplayId: SWAP, playerIn: scorer, playerOut: tor('G1') });
    r = fantasyLiveResponseSchema.parse(
      (await power(ea, a.token, { powerplayId: STAR_POWER, player: scorer })).json(),
    );
    expect(r.picks.filter((x) => x.star).map((x) => x.player.key)).toEqual([scorer]);
    expect(errorOf(await power(ea, a.token, { powerplayId: STAR_POWER, player: quiet }))).toMatchObject({
      code: 'SPORTS_POWERPLAY_USED_UP',
      message: 'Powerplay has been fully used!',
    });
    await c.feed('LIVE', [1, 0]);
    r = await live(ea, a.token);
    expect(counted(r, scorer)).toBe(6);
    // B's goalie: the win (4) less one goal against.
    await c.feed('FINISHED', [2, 1]);
    const ra = await live(ea, a.token);
    const rb = await live(eb, b.token);
    expect(counted(rb, tor('G1'))).toBe(3);
    expect(ra.myScore).toBeGreaterThanOrEqual(6);
    expect(ra.myScore).toBeLessThan(100);
    expect([ra.entry.result, rb.entry.result]).toEqual(['WON', 'WON']);
    // Row 3's $10 split between the two winners.
    expect([ra.entry.wonAmount, rb.entry.wonAmount]).toEqual([500, 500]);
    const credits = await db()
      .selectFrom('ledger_entries')
      .select(['user_id', 'amount'])
      .where('reference', '=', `sports:${c.id}`)
      .execute();
    expect(credits.map((x) => Number(x.amount)).sort()).toEqual([500, 500]);
  });
});

describe("the old client's calls (docs/legacy-api.md)", () => {
  const get = (url: string, query: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: `${url}?${new URLSearchParams(query).toString()}`,
      headers: { origin: OLD_CLIENT },
    });
  const form = (url: string, fields: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { origin: OLD_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  it('lists a fantasy game in the hockey lobby, and refuses team picks for its entry, changing nothing', async () => {
    const c = await fantasyContest();
    const p = await registerPlayer(t.app);
    const e = await entered(c.id, p.token);
    const lobby = await get('/api/select_game/read.php', { id: '1', jwt: p.token });
    expect(lobby.statusCode, lobby.body).toBe(200);
    const game = lobby
      .json<{ records: { id: number; game_type: string; entry_id: number | null }[] }>()
      .records.find((r) => r.id === c.id);
    expect(game).toMatchObject({ game_type: 'Fantasy Hockey', entry_id: e });
    const picks = await form('/public_api/schedule/setmypicks.php', {
      teams: 'x-nhl-TOR',
      jwt: p.token,
      entry: String(e),
    });
    expect(picks.body).toContain(catalogue.SPORTS_ACTION_UNAVAILABLE.message);
    expect((await live(e, p.token)).picks).toEqual([]);
  });
});

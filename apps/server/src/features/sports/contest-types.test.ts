import { ledgerWhen, sportsLiveScoreResponseSchema, sportsPicksResponseSchema } from '@powerplay/contracts';
import { contestTypes, high5SeedGrids, pick5SeedGrid, type ContestTypeRule } from '@powerplay/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, registerOperator, registerPlayer, type TestApp } from '../../../test/helpers';
import { fakeClock } from '../../platform/clock';
import { zonesDemoGrid } from './demo-schedule';
import { zonesAfter } from './entry-state';
import { insertBaseballGameSet } from './test-fixtures';

/**
 * docs/rules/sports.md "Other contest types"): High 5, Zones, Pick 5 and
 * Brackets as real contests on a baseball game set — entering with the type's kit, picking with the
 * type's limits and refusals, the live headline, and settlement paying each entry's row once, split
 * among its winners. Runs on PGlite and, with DATABASE_URL (`npm run test:pg`), on PostgreSQL.
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

/** The types of teams (fantasy picks players of a hockey set: fantasy-contests.test.ts). */
type TeamTypeRule = Exclude<ContestTypeRule, 'fantasy'>;

/** Baseball game types of the seed (seed.ts). */
type BaseballRule = Exclude<TeamTypeRule, 'powerline'>;
const baseballTypes: Record<BaseballRule, number> = { high5: 8, pick5: 9, zones: 10, brackets: 11 };
const grids: Record<BaseballRule, readonly { noOfTeam: number; kind: 'cash'; amount: number }[]> = {
  high5: high5SeedGrids.baseball as never,
  pick5: pick5SeedGrid as never,
  zones: zonesDemoGrid as never,
  brackets: contestTypes.brackets.seedGrid('baseball') as never,
};

/** A baseball set of `games` real games an hour away, with a contest of `rule` (its seeded grid, empty kit). */
async function typedContest(rule: BaseballRule, games: number) {
  sets += 1;
  const set = await insertBaseballGameSet(db(), {
    date: '2019-07-16',
    startAt: new Date(clock.now().getTime() + 60 * MIN + sets * 1000),
    tag: `ct${sets}`,
    games,
  });
  const { limits } = contestTypes[rule];
  const contest = await db()
    .insertInto('sports_contests')
    .values({
      game_set_id: set.id,
      game_type_id: baseballTypes[rule],
      name: rule,
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
    .values(
      grids[rule].map((r) => ({ contest_id: contest.id, teams: r.noOfTeam, kind: r.kind, amount: r.amount })),
    )
    .execute();
  // Team keys by game: [home, away] of each.
  const teams = set.matches.map((m) => [
    `${m.feed_game_id}-${m.home_team_id}`,
    `${m.feed_game_id}-${m.away_team_id}`,
  ]);
  let sequence = 0;
  /** The provider's final scores, game by game ([home, away]): the set finishes and is settled. */
  const finish = async (scores: readonly (readonly [number, number])[]) => {
    sequence += 1;
    const res = await api(t.app, 'POST', '/api/operator/sports/feed', {
      token: operator,
      body: {
        updates: set.matches.map((m, i) => ({
          feedGameId: m.feed_game_id,
          sequence,
          status: 'FINISHED',
          homeScore: scores[i]![0],
          awayScore: scores[i]![1],
        })),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  return { id: contest.id, gameSetId: set.id, teams, finish };
}

async function entered(contestId: number, token: string): Promise<number> {
  const res = await api(t.app, 'POST', `/api/sports/contests/${contestId}/entries`, { token });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ entry: { id: number } }>().entry.id;
}
const savePicks = (entryId: number, token: string, teams: string[], zones?: Record<string, number>) =>
  api(t.app, 'PUT', `/api/sports/entries/${entryId}/picks`, {
    token,
    body: zones ? { teams, zones } : { teams },
  });
async function picked(entryId: number, token: string, teams: string[], zones?: Record<string, number>) {
  const res = await savePicks(entryId, token, teams, zones);
  expect(res.statusCode, res.body).toBe(200);
  return sportsPicksResponseSchema.parse(res.json());
}
const errorCode = (res: { statusCode: number; json: <T>() => T }) => [
  res.statusCode,
  res.json<{ error: { code: string } }>().error.code,
];
const live = async (entryId: number, token: string) => {
  const res = await api(t.app, 'GET', `/api/sports/entries/${entryId}/live`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return sportsLiveScoreResponseSchema.parse(res.json());
};
const entryRows = (contestId: number) =>
  db()
    .selectFrom('sports_entries')
    .select(['id', 'user_id', 'result', 'won_amount', 'settled_version'])
    .where('contest_id', '=', contestId)
    .orderBy('id')
    .execute();
const ledgerCount = async (contestId: number) =>
  (
    await db()
      .selectFrom('ledger_entries')
      .select('id')
      .where('reference', '=', `sports:${contestId}`)
      .execute()
  ).length;
const cashOf = async (token: string) =>
  (await api(t.app, 'GET', '/api/wallet', { token })).json<{ cashCents: number }>().cashCents;

describe('High 5', () => {
  it('enters with its kit, picks exactly 5, heads the live page with the total, pays the reached row split among its winners, once', async () => {
    const c = await typedContest('high5', 3);
    const [g1h, g1a, g2h, g2a, g3h, g3a] = c.teams.flat();
    const [a, b, d] = await Promise.all([1, 2, 3].map(() => registerPlayer(t.app)));
    const ea = await entered(c.id, a!.token);
    const eb = await entered(c.id, b!.token);
    const ed = await entered(c.id, d!.token);

    // The kit for High 5 (docs/rules/sports.md "New powerplays").
    const before = await live(ea, a!.token);
    expect(before.powerplays.map((p) => [p.name, p.remaining])).toEqual([
      ['Increase', 3],
      ['Decrease', 1],
      ['Undo', 2],
      ['Swap', 1],
      ['Double', 1],
      ['Triple', 1],
    ]);

    expect(errorCode(await savePicks(ea, a!.token, [g1h!, g1a!, g2h!, g2a!]))).toEqual([
      400,
      'SPORTS_PICKS_TOO_FEW',
    ]);
    expect(errorCode(await savePicks(ea, a!.token, [g1h!, g1a!, g2h!, g2a!, g3h!, g3a!]))).toEqual([
      400,
      'SPORTS_PICKS_TOO_MANY',
    ]);
    const five = [g1h!, g1a!, g2h!, g2a!, g3h!];
    expect((await picked(ea, a!.token, five)).picks).toEqual(five);
    await picked(eb, b!.token, five);
    await picked(ed, d!.token, [g1h!, g1a!, g2h!, g2a!, g3a!]);

    const standing = await live(ea, a!.token);
    expect(standing.meta).toMatchObject({
      contestType: 'high5',
      result: 'POSSIBLE',
      total: 0,
      next: 35,
      toNext: 35,
      headline: { code: 'SPORTS_HIGH5_HEADLINE', params: { total: 0, next: 35 } },
      prize: null,
    });
    // Every row of the grid is in play (rows keyed by minimum total, not by teams).
    expect(standing.prizes.map((p) => p.teams).sort((x, y) => x - y)).toEqual([35, 45, 60]);

    // a and b: 10+10+10+10+6 = 46 → the 45 row ($100) split; d: 40 → the 35 row ($10) alone.
    await c.finish([
      [10, 10],
      [10, 10],
      [6, 0],
    ]);
    const rows = await entryRows(c.id);
    expect(rows.map((r) => [r.result, r.won_amount])).toEqual([
      ['WON', 5_000],
      ['WON', 5_000],
      ['WON', 1_000],
    ]);
    // A prize's line names the contest, its sport and type, and its start (New York time), not an id.
    const { start_at } = await db()
      .selectFrom('sports_game_sets as g')
      .innerJoin('sports_contests as k', 'k.game_set_id', 'g.id')
      .select('g.start_at')
      .where('k.id', '=', c.id)
      .executeTakeFirstOrThrow();
    const lines = await db()
      .selectFrom('ledger_entries')
      .select('description')
      .where('reference', '=', `sports:${c.id}`)
      .execute();
    expect(new Set(lines.map((l) => l.description))).toEqual(
      new Set([`high5 (Baseball High 5, ${ledgerWhen(start_at)}): won`]),
    );
    const splits = await db()
      .selectFrom('sports_prize_splits')
      .select(['teams', 'winners', 'payout', 'remainder'])
      .where('contest_id', '=', c.id)
      .orderBy('teams')
      .execute();
    expect(splits.map((s) => [s.teams, s.winners, Number(s.payout), Number(s.remainder)])).toEqual([
      [35, 1, 1_000, 0],
      [45, 2, 5_000, 0],
      [60, 0, 0, 0],
    ]);
    const after = await live(ea, a!.token);
    expect(after.meta).toMatchObject({
      result: 'WON',
      total: 46,
      next: 60,
      toNext: 14,
      prize: { teams: 45, amount: 10_000 },
    });
    expect(await cashOf(a!.token)).toBe(5_000);
    expect(await cashOf(d!.token)).toBe(1_000);

    // The same final scores again (a provider's repeat): nothing more is paid.
    const ledger = await ledgerCount(c.id);
    await c.finish([
      [10, 10],
      [10, 10],
      [6, 0],
    ]);
    expect((await entryRows(c.id)).map((r) => [r.result, r.won_amount])).toEqual([
      ['WON', 5_000],
      ['WON', 5_000],
      ['WON', 1_000],
    ]);
    expect(await ledgerCount(c.id)).toBe(ledger);
    expect(await cashOf(a!.token)).toBe(5_000);
    expect(await cashOf(b!.token)).toBe(5_000);
  });
});

describe('Zones', () => {
  it('places each team in a zone, refuses a missing or unknown zone, counts hits live and pays by teams placed', async () => {
    const c = await typedContest('zones', 2);
    const [g1h, g1a, g2h] = c.teams.flat();
    const p = await registerPlayer(t.app);
    const q = await registerPlayer(t.app);
    const ep = await entered(c.id, p.token);
    const eq = await entered(c.id, q.token);

    expect(errorCode(await savePicks(ep, p.token, [g1h!, g1a!]))).toEqual([400, 'SPORTS_ZONE_REQUIRED']);
    expect(errorCode(await savePicks(ep, p.token, [g1h!, g1a!], { [g1h!]: 0 }))).toEqual([
      400,
      'SPORTS_ZONE_REQUIRED',
    ]);
    // Baseball has five zones (0–1, 2–3, 4–5, 6–7, 8–12): index 5 is none of them.
    expect(errorCode(await savePicks(ep, p.token, [g1h!, g1a!], { [g1h!]: 0, [g1a!]: 5 }))).toEqual([
      400,
      'SPORTS_ZONE_REQUIRED',
    ]);
    // Home in 2–3, away in 0–1.
    const saved = await picked(ep, p.token, [g1h!, g1a!], { [g1h!]: 1, [g1a!]: 0, [g2h!]: 4 });
    expect(saved).toEqual({ picks: [g1h, g1a], zones: { [g1h!]: 1, [g1a!]: 0 } });
    expect((await api(t.app, 'GET', `/api/sports/entries/${ep}/picks`, { token: p.token })).json()).toEqual(
      saved,
    );
    await picked(eq, q.token, [g1h!, g2h!], { [g1h!]: 1, [g2h!]: 1 });

    const standing = await live(ep, p.token);
    expect(standing.meta).toMatchObject({
      contestType: 'zones',
      placed: 2,
      hits: 1,
      inZone: [false, true],
      zones: { [g1h!]: 1, [g1a!]: 0 },
      headline: { code: 'SPORTS_ZONES_HEADLINE', params: { hits: 1, placed: 2 } },
    });

    // p: home 3 (2–3), away 1 (0–1): both hit → the 2-team row ($5). q: second home 9, not in 2–3.
    await c.finish([
      [3, 1],
      [9, 4],
    ]);
    expect((await entryRows(c.id)).map((r) => [r.result, r.won_amount])).toEqual([
      ['WON', 500],
      ['LOST', 0],
    ]);
    expect(await cashOf(p.token)).toBe(500);
  });
});

describe('Pick 5', () => {
  it('picks exactly 5, shows the hand so far, and pays the hand’s row', async () => {
    const c = await typedContest('pick5', 3);
    const [g1h, g1a, g2h, g2a, g3h] = c.teams.flat();
    const p = await registerPlayer(t.app);
    const e = await entered(c.id, p.token);
    expect(errorCode(await savePicks(e, p.token, [g1h!]))).toEqual([400, 'SPORTS_PICKS_TOO_FEW']);
    await picked(e, p.token, [g1h!, g1a!, g2h!, g2a!, g3h!]);
    // Five cards of 0 so far: five of a kind.
    expect((await live(e, p.token)).meta).toMatchObject({
      contestType: 'pick5',
      hand: 'five_of_a_kind',
      cards: [0, 0, 0, 0, 0],
      headline: { code: 'SPORTS_PICK5_HEADLINE', params: { hand: 'Five of a Kind' } },
    });
    // 3, 3, 5, 5, 3: a full house → $100.
    await c.finish([
      [3, 3],
      [5, 5],
      [3, 0],
    ]);
    expect((await entryRows(c.id)).map((r) => [r.result, r.won_amount])).toEqual([['WON', 10_000]]);
    expect((await live(e, p.token)).meta).toMatchObject({ result: 'WON', hand: 'full_house' });
  });
});

describe('Brackets', () => {
  it('holds 2, 4 or 8 teams (3 refused with its own text) and pays when seed 1 is champion', async () => {
    const c = await typedContest('brackets', 2);
    const [g1h, g1a, g2h, g2a] = c.teams.flat();
    const p = await registerPlayer(t.app);
    const q = await registerPlayer(t.app);
    const ep = await entered(c.id, p.token);
    const eq = await entered(c.id, q.token);
    const refused = await savePicks(ep, p.token, [g1h!, g1a!, g2h!]);
    expect(errorCode(refused)).toEqual([400, 'SPORTS_BRACKET_SIZE']);
    expect(refused.json<{ error: { message: string } }>().error.message).toBe(
      'A bracket holds 2, 4 or 8 teams',
    );
    // p: seed 1 g1h (scores 7), q: seed 1 g2a (scores 1).
    await picked(ep, p.token, [g1h!, g1a!, g2h!, g2a!]);
    await picked(eq, q.token, [g2a!, g1h!, g1a!, g2h!]);
    expect((await live(ep, p.token)).meta).toMatchObject({
      contestType: 'brackets',
      headline: { code: 'SPORTS_BRACKETS_HEADLINE' },
    });
    await c.finish([
      [7, 2],
      [3, 1],
    ]);
    expect((await entryRows(c.id)).map((r) => [r.result, r.won_amount])).toEqual([
      ['WON', 2_500],
      ['LOST', 0],
    ]);
  });
});

describe('Zones placements after a powerplay', () => {
  it('kept teams keep their zones; a team swapped in takes the zone of the one it replaced; Undo gives it back', () => {
    const zones = { a: 0, b: 3 };
    const swapped = zonesAfter(zones, ['a', 'b'], ['a', 'c']);
    expect(swapped).toEqual({ a: 0, c: 3 });
    expect(zonesAfter(swapped, ['a', 'c'], ['a', 'b'])).toEqual({ a: 0, b: 3 });
    // A team removed leaves its zone.
    expect(zonesAfter(zones, ['a', 'b'], ['b'])).toEqual({ b: 3 });
  });
});

describe("a contest's own kit", () => {
  it('is kept as the operator set it: a count of 0 leaves that powerplay out, and only an empty kit takes the type’s', async () => {
    const c = await typedContest('pick5', 3);
    // The operator's kit: Triple and Double set to none, Increase 4.
    await db()
      .updateTable('sports_contests')
      .set({ powerplay_kit: JSON.stringify({ 19: 4, 30: 0, 31: 0 }) })
      .where('id', '=', c.id)
      .execute();
    const p = await registerPlayer(t.app);
    const entryId = await entered(c.id, p.token);
    expect((await live(entryId, p.token)).powerplays.map((x) => [x.name, x.remaining])).toEqual([
      ['Increase', 4],
    ]);

    // Every count at 0: no powerplay at all, not the type's kit.
    const none = await typedContest('pick5', 3);
    await db()
      .updateTable('sports_contests')
      .set({ powerplay_kit: JSON.stringify({ 19: 0, 30: 0 }) })
      .where('id', '=', none.id)
      .execute();
    const q = await registerPlayer(t.app);
    expect((await live(await entered(none.id, q.token), q.token)).powerplays).toEqual([]);
  });
});

import { type SportsLiveScoreResponse } from '@powerplay/contracts';
import { contestTypeKitFor, sportsKit, type MatchGoal, type MatchScript } from '@powerplay/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, registerOperator, registerPlayer, type TestApp } from '../../../test/helpers';
import { fakeClock } from '../../platform/clock';
import { entryRequests, stockOf } from './entry-requests.test-support';

/**
 * docs/rules/sports.md "New powerplays" on hockey: the kit every hockey contest gets; No Goal (33), the goal
 * taken back within 2:00 of game clock after it (the match's clock and its simulated goals); 6th Skater (34),
 * each goal of the rest of the period counting 2; refusals with the catalogue's texts, Undo, and
 * settlement on the new my_score. Runs on PGlite and, with DATABASE_URL, on PostgreSQL.
 */
const MIN = 60_000;
const clock = fakeClock('2026-12-06T10:00:00Z');
let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp({ clock });
  operator = (await registerOperator(t)).token;
});
afterAll(() => t?.close());

const db = () => t.database.db;
let sets = 0;

const NO_GOAL = 33;
const SIXTH_SKATER = 34;
const UNDO = 21;
/** Hockey Chase the Ace (seed.ts). */
const HOCKEY_CTA = 1;

// Home scores at 5:00 of the 1st and 1:00 of the 2nd; away at 15:00 of the 1st.
const goals: MatchGoal[] = [
  { side: 'home', period: 1, second: 300 },
  { side: 'away', period: 1, second: 900 },
  { side: 'home', period: 2, second: 60 },
];

/** A simulated hockey game set (one game, its goals recorded in the script) with a Chase the Ace contest. */
async function hockeyContest(kit: Record<number, number> = {}, scriptGoals: MatchGoal[] = goals) {
  sets += 1;
  const startAt = new Date(clock.now().getTime() + 60 * MIN + sets * 1000);
  const set = await db()
    .insertInto('sports_game_sets')
    .values({
      league: 'hockey',
      title: `NHL ${sets}`,
      start_at: startAt,
      source: 'simulated',
      source_key: 'ab',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const feedGameId = `ng${sets}-NHL-BOS-TOR`;
  const script: MatchScript = {
    kind: 'simulated',
    compression: 10,
    seed: 'ab',
    gameId: feedGameId,
    homeScore: 2,
    awayScore: 1,
    decidedBy: 'regulation',
    goals: scriptGoals,
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
      game_type_id: HOCKEY_CTA,
      name: 'Hockey Chase the Ace',
      sponsor: 'Powerplay',
      min_teams: 1,
      max_teams: 2,
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
      [1, 2].map((teams) => ({
        contest_id: contest.id,
        teams,
        kind: 'cash' as const,
        amount: teams * 10_000,
      })),
    )
    .execute();
  let sequence = 0;
  /** The provider's update: status, scores [home, away] and the period and clock. */
  const feed = async (
    status: 'LIVE' | 'FINISHED',
    score: readonly [number, number],
    progress: { period: number; clockSeconds: number } | null,
  ) => {
    sequence += 1;
    const res = await api(t.app, 'POST', '/api/operator/sports/feed', {
      token: operator,
      body: {
        updates: [
          {
            feedGameId,
            sequence,
            status,
            homeScore: score[0],
            awayScore: score[1],
            progress: progress && { league: 'hockey', ...progress },
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  return { id: contest.id, home: `${feedGameId}-nhl-TOR`, away: `${feedGameId}-nhl-BOS`, feed };
}

async function entered(contestId: number, token: string, picks: string[]): Promise<number> {
  const res = await api(t.app, 'POST', `/api/sports/contests/${contestId}/entries`, { token });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json<{ entry: { id: number } }>().entry.id;
  const saved = await api(t.app, 'PUT', `/api/sports/entries/${id}/picks`, { token, body: { teams: picks } });
  expect(saved.statusCode, saved.body).toBe(200);
  return id;
}
const { use, used, refused, live } = entryRequests(() => t.app);
const myScoreOf = (r: SportsLiveScoreResponse, key: string) => {
  const m = r.matches.find((x) => x.home.pickKey === key || x.away.pickKey === key)!;
  return m.mine[m.home.pickKey === key ? 'home' : 'away'].myScore;
};
const UNAVAILABLE = {
  status: 409,
  code: 'SPORTS_ACTION_UNAVAILABLE',
  message: 'This Action Is not available at this time',
};

describe('No Goal and 6th Skater (hockey)', () => {
  it('every hockey contest’s kit has it; other sports’ do not', () => {
    expect(contestTypeKitFor('high5', 'hockey')).toMatchObject({ [NO_GOAL]: 1, [SIXTH_SKATER]: 1 });
    expect(contestTypeKitFor('high5', 'baseball')).not.toHaveProperty(String(NO_GOAL));
    expect(contestTypeKitFor('pick5', 'football')).not.toHaveProperty(String(SIXTH_SKATER));
  });

  it('takes back the held team’s most recent goal within 2:00 of game clock; Undo; settlement', async () => {
    const c = await hockeyContest();
    const p = await registerPlayer(t.app);
    const e = await entered(c.id, p.token, [c.home]);
    const first = await live(e, p.token);
    expect(stockOf(first)).toEqual({ ...sportsKit, [NO_GOAL]: 1, [SIXTH_SKATER]: 1 });
    expect(first.powerplays.map((x) => x.name).slice(-2)).toEqual(['No Goal', '6th Skater']);
    expect(first.powerplays.find((x) => x.powerplayId === NO_GOAL)?.name).toBe('No Goal');

    // 1st period, 16:00 left: home's goal at 5:00 was 1:00 of game clock ago.
    await c.feed('LIVE', [1, 0], { period: 1, clockSeconds: 960 });
    // 2nd period, 18:30 left: the goal at 1:00 of the 2nd was 30 s ago.
    await c.feed('LIVE', [2, 1], { period: 2, clockSeconds: 1110 });
    let r = await used(e, p.token, { powerplayId: NO_GOAL, team: c.home });
    expect(myScoreOf(r, c.home)).toBe(1);
    expect(stockOf(r)[NO_GOAL]).toBe(0);

    r = await used(e, p.token, { powerplayId: UNDO });
    expect(myScoreOf(r, c.home)).toBe(2);
    expect(stockOf(r)[NO_GOAL]).toBe(1);

    // 2:30 after the goal (3:30 into the 2nd): too late.
    await c.feed('LIVE', [2, 1], { period: 2, clockSeconds: 990 });
    expect(await refused(e, p.token, { powerplayId: NO_GOAL, team: c.home })).toEqual(UNAVAILABLE);
    // Intermission: no running clock.
    await c.feed('LIVE', [2, 1], { period: 0, clockSeconds: 0 });
    expect(await refused(e, p.token, { powerplayId: NO_GOAL, team: c.home })).toEqual(UNAVAILABLE);
    expect(stockOf(await live(e, p.token))[NO_GOAL]).toBe(1);
  });

  it('is refused on a team not held, and settlement counts the goal taken back', async () => {
    const c = await hockeyContest();
    const p = await registerPlayer(t.app);
    const e = await entered(c.id, p.token, [c.home]);
    await c.feed('LIVE', [2, 1], { period: 2, clockSeconds: 1110 });
    expect(await refused(e, p.token, { powerplayId: NO_GOAL, team: c.away })).toEqual(UNAVAILABLE);
    await used(e, p.token, { powerplayId: NO_GOAL, team: c.home });
    const row = await db()
      .selectFrom('sports_entries')
      .select(['adjustments', 'taken_back'])
      .where('id', '=', e)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ adjustments: { [c.home]: -1 }, taken_back: { [c.home]: ['2:60'] } });
    // The game ends 2–1: the home team's my_score is 1, Chase the Ace's one → WON.
    await c.feed('FINISHED', [2, 1], null);
    const result = await db()
      .selectFrom('sports_entries')
      .select(['result', 'won_amount'])
      .where('id', '=', e)
      .executeTakeFirstOrThrow();
    expect([result.result, Number(result.won_amount)]).toEqual(['WON', 10_000]);
  });

  it('is not in a contest’s stored kit that leaves it out, nor on a baseball-only kit', async () => {
    const c = await hockeyContest({ [UNDO]: 1 });
    const p = await registerPlayer(t.app);
    const e = await entered(c.id, p.token, [c.home]);
    expect(stockOf(await live(e, p.token))).toEqual({ [UNDO]: 1 });
    await c.feed('LIVE', [2, 1], { period: 2, clockSeconds: 1110 });
    expect(await refused(e, p.token, { powerplayId: NO_GOAL, team: c.home })).toMatchObject({
      status: 400,
      message: 'Something Went Wrong, Please Try Again',
    });
  });

  it('simultaneous uses with 1 of each in the kit: one No Goal and one 6th Skater succeed, once each', async () => {
    const c = await hockeyContest();
    const p = await registerPlayer(t.app);
    const noGoal = await entered(c.id, p.token, [c.home]);
    const q = await registerPlayer(t.app);
    const sixth = await entered(c.id, q.token, [c.home]);
    // 2nd period, 18:30 left: home's goal at 1:00 of the 2nd was 30 s ago.
    await c.feed('LIVE', [2, 1], { period: 2, clockSeconds: 1110 });
    const results = await Promise.all([
      ...[1, 2, 3].map(() => use(noGoal, p.token, { powerplayId: NO_GOAL, team: c.home })),
      ...[1, 2, 3].map(() => use(sixth, q.token, { powerplayId: SIXTH_SKATER, team: c.home })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 409, 409, 409, 409]);
    for (const res of results.filter((x) => x.statusCode !== 200))
      expect(res.json<{ error: { code: string } }>().error.code).toBe('SPORTS_POWERPLAY_USED_UP');
    const uses = await db()
      .selectFrom('powerplay_uses')
      .select(['entry_id', 'powerplay_id'])
      .where('entry_id', 'in', [noGoal, sixth])
      .orderBy('entry_id')
      .execute();
    expect(uses).toEqual([
      { entry_id: noGoal, powerplay_id: NO_GOAL },
      { entry_id: sixth, powerplay_id: SIXTH_SKATER },
    ]);
    // The goal is taken back once: home's my_score 2 → 1, not lower.
    expect(myScoreOf(await live(noGoal, p.token), c.home)).toBe(1);
    expect(stockOf(await live(sixth, q.token))[SIXTH_SKATER]).toBe(0);
  });

  it('6th Skater: each goal of the held team for the rest of the period counts 2, in the live answer and at the end', async () => {
    const c = await hockeyContest({}, [...goals, { side: 'home', period: 2, second: 700 }]);
    const p = await registerPlayer(t.app);
    const e = await entered(c.id, p.token, [c.home]);
    // Not in an intermission.
    await c.feed('LIVE', [1, 1], { period: 0, clockSeconds: 0 });
    expect(await refused(e, p.token, { powerplayId: SIXTH_SKATER, team: c.home })).toEqual(UNAVAILABLE);
    // 5:00 into the 2nd, home 2.
    await c.feed('LIVE', [2, 1], { period: 2, clockSeconds: 900 });
    let r = await used(e, p.token, { powerplayId: SIXTH_SKATER, team: c.home });
    expect(myScoreOf(r, c.home)).toBe(2);
    expect(stockOf(r)[SIXTH_SKATER]).toBe(0);
    // Home scores at 11:40 of the 2nd: it counts 2.
    await c.feed('LIVE', [3, 1], { period: 2, clockSeconds: 480 });
    r = await live(e, p.token);
    expect(myScoreOf(r, c.home)).toBe(4);
    expect(myScoreOf(r, c.away)).toBe(1);
    await c.feed('FINISHED', [3, 1], null);
    r = await live(e, p.token);
    expect(r.meta).toMatchObject({ result: 'LOST', total: 4 });
    expect(myScoreOf(r, c.home)).toBe(4);
  });
});

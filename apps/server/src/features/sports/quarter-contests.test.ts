import {
  catalogue,
  contestsResponseSchema,
  sportsLiveScoreResponseSchema,
  sportsResponseSchema,
  type MessageCode,
} from '@powerplay/contracts';
import { high5SeedGrids, pick5HandRank, pick5SeedGrid } from '@powerplay/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, registerPlayer, type TestApp } from '../../../test/helpers';
import { up as quarterContestTypes } from '../../db/migrations/2026_11_26_01_quarter_contest_types';
import { fakeClock } from '../../platform/clock';
import type { Job } from '../../platform/scheduler';
import {
  insertBasketballSet,
  insertFootballSet,
  nbaSlateFor,
  nflWeekFor,
  type SportsDemoOptions,
} from './demo-schedule';
import { sportsFeedJob } from './engine';
import { settleGameSet } from './settlement';

/**
 * Basketball and football contests (docs/rules/sports.md "Basketball and football" and "Other contest
 * types"): the demo's NBA and NFL game sets hold High 5, Zones, Pick 5 and Brackets contests on their sport's
 * game types; a player enters, picks exactly five teams, the real games are replayed quarter by quarter to
 * their finals, and settlement pays the winner's row once and the loser nothing. Runs on PGlite and, with
 * DATABASE_URL (`npm run test:pg`), on PostgreSQL.
 */
const MIN = 60_000;
const SLOT = 20 * MIN;
const options: SportsDemoOptions = { gameSetMinutes: 20, gameMinutes: 1 };

let t: TestApp;
const clock = fakeClock('2026-12-03T09:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ clock, env: { SPORTS_GAME_MINUTES: '1' } });
});
afterAll(() => t?.close());

const db = () => t.database.db;

async function pass(job: Job<string>, now: Date) {
  const { due } = await job.findDue(now);
  for (const work of due) while (await job.runStep(work, now));
}

/**
 * Plays the demo feed (every scripted match, settlement included) from `start` in 5 s steps, for at most
 * `minutes`, until the game set is settled.
 */
async function playThrough(gameSetId: number, start: number, minutes: number) {
  const feed = sportsFeedJob(t.services.sportsFeed);
  for (let at = start; at <= start + minutes * MIN; at += 5000) {
    clock.set(new Date(at));
    await pass(feed, new Date(at));
    const set = await db()
      .selectFrom('sports_game_sets')
      .select('settled_at')
      .where('id', '=', gameSetId)
      .executeTakeFirstOrThrow();
    if (set.settled_at) return;
  }
}

/** The first slot from `from` whose replay is the one `pick` names. */
function slotWhere(from: number, pick: (start: number) => boolean) {
  let start = Math.ceil(from / SLOT) * SLOT;
  while (!pick(start)) start += SLOT;
  return start;
}

/** A game set's contests with their game types. */
const contestsOf = (gameSetId: number) =>
  db()
    .selectFrom('sports_contests as c')
    .innerJoin('sports_game_types as g', 'g.id', 'c.game_type_id')
    .select(['c.id', 'c.name', 'c.min_teams', 'c.max_teams', 'g.rule', 'g.sport_id'])
    .where('c.game_set_id', '=', gameSetId)
    .orderBy('c.id')
    .execute();

/** Each team of a game set with its real final score (the replayed game's), by pick key. */
async function teamsOf(gameSetId: number, finals: (gameId: string) => { home: number; away: number }) {
  const matches = await db()
    .selectFrom('sports_matches')
    .select(['feed_game_id', 'home_team_id', 'away_team_id', 'script'])
    .where('game_set_id', '=', gameSetId)
    .orderBy('id')
    .execute();
  return matches.flatMap((m) => {
    const final = finals((m.script as { game: { id: string } }).game.id);
    return [
      { key: `${m.feed_game_id}-${m.home_team_id}`, score: final.home },
      { key: `${m.feed_game_id}-${m.away_team_id}`, score: final.away },
    ];
  });
}

const expectCode = (res: { statusCode: number; json: <T>() => T }, code: MessageCode) => {
  expect(res.statusCode).toBe(catalogue[code].status);
  expect(res.json<{ error: { code: string } }>().error.code).toBe(code);
};
async function entered(contestId: number, token: string): Promise<number> {
  const res = await api(t.app, 'POST', `/api/sports/contests/${contestId}/entries`, { token });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ entry: { id: number } }>().entry.id;
}
const savePicks = (entryId: number, token: string, teams: string[]) =>
  api(t.app, 'PUT', `/api/sports/entries/${entryId}/picks`, { token, body: { teams } });
async function picked(entryId: number, token: string, teams: string[]) {
  const res = await savePicks(entryId, token, teams);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json<{ picks: string[] }>().picks).toEqual(teams);
}
const live = async (entryId: number, token: string) => {
  const res = await api(t.app, 'GET', `/api/sports/entries/${entryId}/live`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return sportsLiveScoreResponseSchema.parse(res.json());
};
const entryRows = (contestId: number) =>
  db()
    .selectFrom('sports_entries')
    .select(['user_id', 'result', 'won_amount'])
    .where('contest_id', '=', contestId)
    .orderBy('id')
    .execute();
/** The ledger's rows of a contest's prizes, per player. */
const prizeRows = (contestId: number, userId: number) =>
  db()
    .selectFrom('ledger_entries')
    .select(['amount', 'kind'])
    .where('reference', '=', `sports:${contestId}`)
    .where('user_id', '=', userId)
    .execute();
const cashOf = async (token: string) =>
  (await api(t.app, 'GET', '/api/wallet', { token })).json<{ cashCents: number }>().cashCents;

/** Settles the game set again, twice: through the feed's step (already settled: nothing) and directly. */
async function settleAgain(gameSetId: number) {
  expect(await t.services.sportsFeed.settleStep(gameSetId)).toBe(false);
  for (let i = 0; i < 2; i++) {
    await db()
      .transaction()
      .execute((trx) => settleGameSet(trx, { ledger: t.services.ledger, clock }, gameSetId));
  }
}

describe('basketball and football contests', () => {
  it('GET /api/sports gives basketball and football their rules; the lobby lists their contests', async () => {
    const { sports } = sportsResponseSchema.parse((await api(t.app, 'GET', '/api/sports')).json());
    for (const [id, slug] of [
      [3, 'basketball'],
      [4, 'football'],
    ] as const) {
      const sport = sports.find((s) => s.id === id)!;
      expect(sport.slug).toBe(slug);
      expect(sport.gameTypes.map((g) => [g.name, g.layout, g.rule])).toEqual([
        // Chase the Ace stays baseball and hockey (docs/rules/sports.md "Basketball and football").
        ['Chase the Ace', 'cta', null],
        ['High 5', 'high5', 'high5'],
        ['Pick 5', 'pick5', 'pick5'],
        ['Zones', 'zones', 'zones'],
        ['Brackets', 'brackets', 'brackets'],
        // PowerLine is football's alone (docs/rules/sports.md "NFL PowerLine").
        ...(slug === 'football' ? [['NFL PowerLine', 'powerline', 'powerline']] : []),
      ]);
      for (const g of sport.gameTypes.filter((x) => x.rule !== null)) {
        expect(g.noGameText).toBe(
          'There is no open game of this type right now. A new game set starts every 20 minutes: check back soon.',
        );
      }
    }

    // A demo slot of each, a week ahead (never played by the feed in this file): the NBA day of 19
    // October 2022 (twelve games), an NFL week.
    const nbaStart = slotWhere(Date.parse('2026-12-10T10:00:00Z'), (s) => {
      return nbaSlateFor(s, options.gameSetMinutes)[0] === '2022-10-19';
    });
    const nflStart = nbaStart + SLOT / 2;
    const basketball = (await insertBasketballSet(db(), nbaStart, options))!;
    const football = (await insertFootballSet(db(), nflStart, options))!;
    for (const [sportId, gameSetId] of [
      [3, basketball],
      [4, football],
    ] as const) {
      const own = await contestsOf(gameSetId);
      const football = sportId === 4;
      expect(own.map((c) => [c.name, c.rule, c.sport_id])).toEqual([
        ['High 5', 'high5', sportId],
        ['Zones', 'zones', sportId],
        ['Pick 5', 'pick5', sportId],
        ['Brackets', 'brackets', sportId],
        ...(football ? [['NFL PowerLine', 'powerline', sportId]] : []),
      ]);
      const res = await api(t.app, 'GET', `/api/sports/${sportId}/contests`);
      expect(res.statusCode).toBe(200);
      const { contests } = contestsResponseSchema.parse(res.json());
      const listed = contests.filter((c) => c.gameSetId === gameSetId);
      expect(listed.map((c) => [c.id, c.gameTypeName, c.rule, c.sportId, c.status])).toEqual(
        own.map((c) => [c.id, c.name, c.rule, sportId, 'NOT_STARTED']),
      );
      expect(listed.map((c) => [c.minTeams, c.maxTeams])).toEqual([
        [5, 5],
        [1, 10],
        [5, 5],
        [2, 8],
        ...(football ? [[1, 16]] : []),
      ]);
      // The other sports' lists hold none of them.
      for (const other of [1, 2, 3, 4].filter((s) => s !== sportId)) {
        const theirs = contestsResponseSchema.parse(
          (await api(t.app, 'GET', `/api/sports/${other}/contests`)).json(),
        ).contests;
        expect(theirs.filter((c) => c.gameSetId === gameSetId)).toEqual([]);
      }
    }
  });

  it('the migration gives the game types of a database seeded before it their rules, Chase the Ace none', async () => {
    const quarterTypes = () =>
      db()
        .selectFrom('sports_game_types')
        .select(['id', 'sport_id', 'layout', 'rule', 'no_game_text'])
        .where('sport_id', 'in', [3, 4])
        .orderBy('id')
        .execute();
    const seeded = await quarterTypes();
    expect(seeded.map((g) => [g.sport_id, g.layout, g.rule])).toEqual([
      [3, 'cta', null],
      [3, 'high5', 'high5'],
      [4, 'cta', null],
      [4, 'high5', 'high5'],
      [3, 'pick5', 'pick5'],
      [3, 'zones', 'zones'],
      [3, 'brackets', 'brackets'],
      [4, 'pick5', 'pick5'],
      [4, 'zones', 'zones'],
      [4, 'brackets', 'brackets'],
      [4, 'powerline', 'powerline'],
    ]);
    // As an older database had them: no rule and the coming-soon text (PowerLine came after).
    await db()
      .updateTable('sports_game_types')
      .set({ rule: null, no_game_text: 'There are no Basketball High 5 games yet.' })
      .where('sport_id', 'in', [3, 4])
      .where('layout', 'not in', ['cta', 'powerline'])
      .execute();
    await quarterContestTypes(db() as never);
    expect(await quarterTypes()).toEqual(seeded);
    // Baseball's and hockey's are left as they were.
    const others = await db()
      .selectFrom('sports_game_types')
      .select(['layout', 'rule'])
      .where('sport_id', 'in', [1, 2])
      .execute();
    expect(others.every((g) => g.rule !== null)).toBe(true);
  });

  it('a basketball High 5: exactly five teams, replayed to the finals, the reached row paid once and a loser paid nothing', async () => {
    clock.set(new Date('2026-12-04T09:00:00Z'));
    const start = slotWhere(Date.parse('2026-12-04T10:00:00Z'), (s) => {
      return nbaSlateFor(s, options.gameSetMinutes)[0] === '2022-10-19';
    });
    const [, games] = nbaSlateFor(start, options.gameSetMinutes);
    const gameSetId = (await insertBasketballSet(db(), start, options))!;
    const contest = (await contestsOf(gameSetId)).find((c) => c.rule === 'high5')!;
    expect(contest.sport_id).toBe(3);

    const teams = await teamsOf(gameSetId, (id) => {
      const g = games.find((x) => x.id === id)!;
      return { home: g.homeScore, away: g.awayScore };
    });
    const byScore = [...teams].sort((a, b) => b.score - a.score);
    const best = byScore.slice(0, 5);
    const worst = byScore.slice(-5);
    const total = (xs: typeof teams) => xs.reduce((s, x) => s + x.score, 0);
    // The real finals of 19 October 2022: 130 + 129 + 123 + 117 + 116 reach the 600 row ($100); the five
    // lowest (102, 102, 105, 105, 107) reach no row (560 is the lowest).
    expect(total(best)).toBe(615);
    expect(total(worst)).toBe(521);
    const grid = high5SeedGrids.basketball;
    expect(grid.map((r) => [r.noOfTeam, r.amount])).toEqual([
      [650, 100_000],
      [600, 10_000],
      [560, 1_000],
    ]);

    const winner = await registerPlayer(t.app);
    const loser = await registerPlayer(t.app);
    const ew = await entered(contest.id, winner.token);
    const el = await entered(contest.id, loser.token);
    expectCode(
      await savePicks(
        ew,
        winner.token,
        best.slice(0, 4).map((x) => x.key),
      ),
      'SPORTS_PICKS_TOO_FEW',
    );
    expectCode(
      await savePicks(
        ew,
        winner.token,
        byScore.slice(0, 6).map((x) => x.key),
      ),
      'SPORTS_PICKS_TOO_MANY',
    );
    await picked(
      ew,
      winner.token,
      best.map((x) => x.key),
    );
    await picked(
      el,
      loser.token,
      worst.map((x) => x.key),
    );
    expect((await live(ew, winner.token)).meta).toMatchObject({
      contestType: 'high5',
      total: 0,
      next: 560,
    });

    await playThrough(gameSetId, start, 3);
    const set = await db()
      .selectFrom('sports_game_sets')
      .select(['status', 'settled_at'])
      .where('id', '=', gameSetId)
      .executeTakeFirstOrThrow();
    expect(set.status).toBe('FINISHED');
    expect(set.settled_at).not.toBeNull();
    const finished = await db()
      .selectFrom('sports_matches')
      .select('status')
      .where('game_set_id', '=', gameSetId)
      .execute();
    expect(finished.every((m) => m.status === 'FINISHED')).toBe(true);

    const paid = [
      [winner.user.id, 'WON', 10_000],
      [loser.user.id, 'LOST', 0],
    ];
    expect((await entryRows(contest.id)).map((r) => [r.user_id, r.result, r.won_amount])).toEqual(paid);
    expect((await live(ew, winner.token)).meta).toMatchObject({
      result: 'WON',
      total: 615,
      prize: { teams: 600, amount: 10_000 },
    });
    expect((await live(el, loser.token)).meta).toMatchObject({ result: 'LOST', total: 521 });
    expect(await prizeRows(contest.id, winner.user.id)).toEqual([{ amount: 10_000, kind: 'prize' }]);
    expect(await cashOf(winner.token)).toBe(10_000);
    expect(await prizeRows(contest.id, loser.user.id)).toEqual([]);
    expect(await cashOf(loser.token)).toBe(0);

    // Settled again (the feed's step, then twice directly): nothing more is paid.
    await settleAgain(gameSetId);
    await playThrough(gameSetId, start + 3 * MIN, 0.1);
    expect((await entryRows(contest.id)).map((r) => [r.user_id, r.result, r.won_amount])).toEqual(paid);
    expect(await prizeRows(contest.id, winner.user.id)).toEqual([{ amount: 10_000, kind: 'prize' }]);
    expect(await cashOf(winner.token)).toBe(10_000);
    expect(await prizeRows(contest.id, loser.user.id)).toEqual([]);
    expect(await cashOf(loser.token)).toBe(0);
  });

  it('a football Pick 5: cards are the finals’ last digits, a full house pays its row once, no hand pays nothing', async () => {
    clock.set(new Date('2026-12-05T09:00:00Z'));
    const start = slotWhere(Date.parse('2026-12-05T10:00:00Z'), (s) => {
      return nflWeekFor(s, options.gameSetMinutes)[0] === 1;
    });
    const [, games] = nflWeekFor(start, options.gameSetMinutes);
    const gameSetId = (await insertFootballSet(db(), start, options))!;
    const contest = (await contestsOf(gameSetId)).find((c) => c.rule === 'pick5')!;
    expect([contest.sport_id, contest.min_teams, contest.max_teams]).toEqual([4, 5, 5]);

    const teams = await teamsOf(gameSetId, (id) => {
      const g = games.find((x) => x.id === id)!;
      return { home: g.homeScore, away: g.awayScore };
    });
    const withDigit = (d: number) => teams.filter((x) => x.score % 10 === d);
    // Week 1 of 2023: ten teams scored a multiple of ten (0, 10, 20, 30, 40) and three 21 or 31.
    expect(withDigit(0).length).toBeGreaterThanOrEqual(3);
    expect(withDigit(1).length).toBeGreaterThanOrEqual(2);
    // Three 0s and two 1s: a full house ($100).
    const fullHouse = [...withDigit(0).slice(0, 3), ...withDigit(1).slice(0, 2)];
    // 0, 1, 3, 6, 8: no pair, no straight.
    const noHand = [0, 1, 3, 6, 8].map((d) => withDigit(d)[0]!);
    expect(noHand.every(Boolean)).toBe(true);
    const fullHouseRow = pick5SeedGrid.find((r) => r.noOfTeam === pick5HandRank('full_house'))!;
    expect(fullHouseRow.amount).toBe(10_000);

    const winner = await registerPlayer(t.app);
    const loser = await registerPlayer(t.app);
    const ew = await entered(contest.id, winner.token);
    const el = await entered(contest.id, loser.token);
    expectCode(
      await savePicks(
        ew,
        winner.token,
        fullHouse.slice(0, 4).map((x) => x.key),
      ),
      'SPORTS_PICKS_TOO_FEW',
    );
    await picked(
      ew,
      winner.token,
      fullHouse.map((x) => x.key),
    );
    await picked(
      el,
      loser.token,
      noHand.map((x) => x.key),
    );

    await playThrough(gameSetId, start, 3);
    const set = await db()
      .selectFrom('sports_game_sets')
      .select(['status', 'settled_at'])
      .where('id', '=', gameSetId)
      .executeTakeFirstOrThrow();
    expect(set.status).toBe('FINISHED');
    expect(set.settled_at).not.toBeNull();

    const paid = [
      [winner.user.id, 'WON', 10_000],
      [loser.user.id, 'LOST', 0],
    ];
    expect((await entryRows(contest.id)).map((r) => [r.user_id, r.result, r.won_amount])).toEqual(paid);
    expect((await live(ew, winner.token)).meta).toMatchObject({
      result: 'WON',
      hand: 'full_house',
      cards: [0, 0, 0, 1, 1],
    });
    expect((await live(el, loser.token)).meta).toMatchObject({
      result: 'LOST',
      hand: 'none',
      cards: [0, 1, 3, 6, 8],
    });
    expect(await prizeRows(contest.id, winner.user.id)).toEqual([{ amount: 10_000, kind: 'prize' }]);
    expect(await cashOf(winner.token)).toBe(10_000);
    expect(await cashOf(loser.token)).toBe(0);

    await settleAgain(gameSetId);
    expect((await entryRows(contest.id)).map((r) => [r.user_id, r.result, r.won_amount])).toEqual(paid);
    expect(await prizeRows(contest.id, winner.user.id)).toEqual([{ amount: 10_000, kind: 'prize' }]);
    expect(await cashOf(winner.token)).toBe(10_000);
    expect(await prizeRows(contest.id, loser.user.id)).toEqual([]);
    expect(await cashOf(loser.token)).toBe(0);
  });
});

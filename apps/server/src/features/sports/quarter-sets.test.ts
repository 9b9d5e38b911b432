import { leagueIds, type GameSetMatchesResponse } from '@powerplay/contracts';
import type { MatchScript } from '@powerplay/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClock } from '../../platform/clock';
import type { Job } from '../../platform/scheduler';
import { api, createTestApp, registerOperator, type TestApp } from '../../../test/helpers';
import { nba2022Games, nbaCredit } from './data/basketball-nba-2022-slates';
import { nfl2023Games, nflCredit } from './data/football-nfl-2023-weeks';
import {
  insertBasketballSet,
  insertFootballSet,
  nbaSlateFor,
  nflWeekFor,
  type SportsDemoOptions,
} from './demo-schedule';
import { sportsFeedJob } from './engine';

/**
 * Basketball and football game sets: the demo schedule's and the operator's start-now
 * sets replay real NBA and NFL games quarter by quarter, and the feed plays them to their real finals.
 */
const MIN = 60_000;
const options: SportsDemoOptions = { gameSetMinutes: 20, gameMinutes: 1 };

let t: TestApp;
const clock = fakeClock('2026-12-01T09:00:00Z');
beforeAll(async () => {
  // The operator's start-now plays at the app's compression: a game in a minute, as `options`.
  t = await createTestApp({ clock, env: { SPORTS_GAME_MINUTES: '1' } });
});
afterAll(() => t?.close());

const db = () => t.database.db;

async function pass(job: Job<string>, now: Date) {
  const { due } = await job.findDue(now);
  for (const work of due) while (await job.runStep(work, now));
}

async function matchesOf(gameSetId: number) {
  return db()
    .selectFrom('sports_matches')
    .selectAll()
    .where('game_set_id', '=', gameSetId)
    .orderBy('id')
    .execute();
}

/**
 * Plays the feed from `start` for `minutes` in steps of `stepMs` (1 s: every quarter is seen); what labels
 * the matches showed on the way.
 */
async function playThrough(gameSetId: number, start: number, minutes: number, stepMs = 1000) {
  const feed = sportsFeedJob(t.services.sportsFeed);
  const periods = new Set<number>();
  for (let at = start; at <= start + minutes * MIN; at += stepMs) {
    clock.set(new Date(at));
    await pass(feed, new Date(at));
    if (at % 5000 === 0) {
      for (const m of await matchesOf(gameSetId)) {
        const p = m.progress as { period?: number } | null;
        if (m.status === 'LIVE' && p?.period) periods.add(p.period);
      }
    }
  }
  return periods;
}

/** The first slot from `from` whose replayed NBA day is `date` (the seven days in turn). */
function slotOfNbaDay(from: number, date: string) {
  let start = Math.ceil(from / (20 * MIN)) * 20 * MIN;
  while (nbaSlateFor(start, options.gameSetMinutes)[0] !== date) start += 20 * MIN;
  return start;
}

describe('basketball and football game sets', () => {
  it('replays a real NBA day to its final scores, quarter by quarter, with its credit and league 16', async () => {
    // Opening night, 18 October 2022: two games.
    const start = slotOfNbaDay(Date.parse('2026-12-01T10:00:00Z'), '2022-10-18');
    const id = (await insertBasketballSet(db(), start, options))!;
    expect(await insertBasketballSet(db(), start, options)).toBeUndefined();
    const set = await db()
      .selectFrom('sports_game_sets')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(set).toMatchObject({ league: 'basketball', source: 'nba-stats', source_key: '2022-10-18' });
    expect(set.title).toBe('NBA replay: Tuesday, October 18, 2022');

    const periods = await playThrough(id, start, 3);
    expect([...periods].sort()).toEqual([1, 2, 3, 4]);
    const day = nba2022Games.filter((g) => g.date === '2022-10-18');
    const matches = await matchesOf(id);
    expect(matches).toHaveLength(day.length);
    for (const m of matches) {
      const script = m.script as Extract<MatchScript, { kind: 'quarter-line' }>;
      expect(script.kind).toBe('quarter-line');
      const game = day.find((g) => g.id === script.game.id)!;
      expect([m.away_team_id, m.home_team_id]).toEqual([`nba-${game.away}`, `nba-${game.home}`]);
      expect(m.status).toBe('FINISHED');
      expect([m.away_score, m.home_score]).toEqual([game.awayScore, game.homeScore]);
    }
    const after = await db()
      .selectFrom('sports_game_sets')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('FINISHED');

    const res = (
      await api(t.app, 'GET', `/api/sports/game-sets/${id}/matches`)
    ).json<GameSetMatchesResponse>();
    expect(res.gameSet).toMatchObject({
      league: 'basketball',
      leagueId: leagueIds.basketball,
      credit: nbaCredit,
      simulated: false,
    });
    expect(res.matches.every((m) => m.league === 'basketball' && m.status === 'FINISHED')).toBe(true);
  });

  it('replays a real NFL week to its final scores, overtime included', async () => {
    // Week 3 of 2023: Indianapolis won at Baltimore in overtime.
    let start = Date.parse('2026-12-01T12:00:00Z');
    while (nflWeekFor(start, options.gameSetMinutes)[0] !== 3) start += 20 * MIN;
    const [week, games] = nflWeekFor(start, options.gameSetMinutes);
    expect(games.some((g) => g.awayLine.length === 5)).toBe(true);
    const id = (await insertFootballSet(db(), start, options))!;
    const set = await db()
      .selectFrom('sports_game_sets')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(set).toMatchObject({ league: 'football', source: 'nfl', source_key: `2023-W${week}` });

    // The finals are asked, not the quarters seen: 5 s steps suffice.
    await playThrough(id, start, 3, 5000);
    const matches = await matchesOf(id);
    expect(matches).toHaveLength(games.length);
    for (const m of matches) {
      const script = m.script as Extract<MatchScript, { kind: 'quarter-line' }>;
      const game = nfl2023Games.find((g) => g.id === script.game.id)!;
      expect([m.away_team_id, m.home_team_id]).toEqual([`nfl-${game.away}`, `nfl-${game.home}`]);
      expect(m.status).toBe('FINISHED');
      expect([m.away_score, m.home_score]).toEqual([game.awayScore, game.homeScore]);
    }
    const res = (
      await api(t.app, 'GET', `/api/sports/game-sets/${id}/matches`)
    ).json<GameSetMatchesResponse>();
    expect(res.gameSet).toMatchObject({
      league: 'football',
      leagueId: leagueIds.football,
      credit: nflCredit,
      status: 'FINISHED',
    });
  });

  it('starts a basketball and a football set on demand, each with High 5, Zones, Pick 5 and Brackets (football also PowerLine) and no Chase the Ace', async () => {
    clock.set(new Date('2026-12-02T08:00:00Z'));
    const operator = await registerOperator(t);
    const startAt = Date.parse('2026-12-02T08:05:00Z');
    const ids: number[] = [];
    for (const league of ['basketball', 'football'] as const) {
      const res = await api(t.app, 'POST', '/api/operator/sports/game-sets', {
        token: operator.token,
        body: { league, startAt: new Date(startAt).toISOString() },
      });
      expect(res.statusCode).toBe(201);
      ids.push(res.json<{ gameSetId: number }>().gameSetId);
    }
    const contests = await db()
      .selectFrom('sports_contests as c')
      .innerJoin('sports_game_types as g', 'g.id', 'c.game_type_id')
      .select(['c.game_set_id', 'c.name', 'g.rule', 'g.sport_id'])
      .where('c.game_set_id', 'in', ids)
      .orderBy('c.id')
      .execute();
    // The NBA day of the 08:05 slot is 19 October 2022 (twelve games): every type fits.
    expect(nbaSlateFor(startAt, options.gameSetMinutes)[0]).toBe('2022-10-19');
    for (const [i, id] of ids.entries()) {
      expect(contests.filter((c) => c.game_set_id === id).map((c) => [c.name, c.rule, c.sport_id])).toEqual([
        ['High 5', 'high5', 3 + i],
        ['Zones', 'zones', 3 + i],
        ['Pick 5', 'pick5', 3 + i],
        ['Brackets', 'brackets', 3 + i],
        // Football's alone (docs/rules/sports.md "NFL PowerLine").
        ...(i === 1 ? [['NFL PowerLine', 'powerline', 4]] : []),
      ]);
    }
    // To the finals (both sets, 28 games: every scripted match plays): the quarters seen are not asked.
    await playThrough(ids[0]!, startAt, 3, 5000);
    for (const [i, id] of ids.entries()) {
      const res = (
        await api(t.app, 'GET', `/api/sports/game-sets/${id}/matches`)
      ).json<GameSetMatchesResponse>();
      expect(res.gameSet.league).toBe(i === 0 ? 'basketball' : 'football');
      expect(res.gameSet.status).toBe('FINISHED');
      for (const m of await matchesOf(id)) {
        const script = m.script as Extract<MatchScript, { kind: 'quarter-line' }>;
        const game = [...nba2022Games, ...nfl2023Games].find((g) => g.id === script.game.id)!;
        expect([m.away_score, m.home_score]).toEqual([game.awayScore, game.homeScore]);
      }
    }
  });
});

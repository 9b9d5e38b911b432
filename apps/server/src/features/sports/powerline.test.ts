import { catalogue, sportsLiveScoreResponseSchema, type MessageCode } from '@powerplay/contracts';
import { sportsPowerplayIds as ids } from '@powerplay/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, registerPlayer, type TestApp } from '../../../test/helpers';
import { fakeClock } from '../../platform/clock';
import type { Job } from '../../platform/scheduler';
import { insertFootballSet, nflWeekFor, type SportsDemoOptions } from './demo-schedule';
import { sportsFeedJob } from './engine';
import { settleGameSet } from './settlement';

/**
 * NFL PowerLine (docs/rules/sports.md "NFL PowerLine") on the demo's football week: the winner of every
 * game picked, one team per game; Swap only to the other team of a live game, Lock guarding a pick from
 * it; the real week replayed to its finals; a perfect line's $2,000 split among the perfect entries, one
 * miss $100, paid once. Runs on PGlite and, with DATABASE_URL (`npm run test:pg`), on PostgreSQL.
 */
const MIN = 60_000;
const SLOT = 20 * MIN;
const options: SportsDemoOptions = { gameSetMinutes: 20, gameMinutes: 1 };

let t: TestApp;
const clock = fakeClock('2026-12-06T09:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ clock, env: { SPORTS_GAME_MINUTES: '1' } });
});
afterAll(() => t?.close());
const db = () => t.database.db;

async function pass(job: Job<string>, now: Date) {
  const { due } = await job.findDue(now);
  for (const work of due) while (await job.runStep(work, now));
}

/** Plays the feed from `from` in 5 s steps until `done` (at most `minutes`); returns the time reached. */
async function playUntil(from: number, minutes: number, done: () => Promise<boolean>) {
  const feed = sportsFeedJob(t.services.sportsFeed);
  for (let at = from; at <= from + minutes * MIN; at += 5000) {
    clock.set(new Date(at));
    await pass(feed, new Date(at));
    if (await done()) return at;
  }
  throw new Error('the feed never got there');
}

const expectCode = (res: { statusCode: number; json: <T>() => T }, code: MessageCode) => {
  expect(res.statusCode).toBe(catalogue[code].status);
  expect(res.json<{ error: { code: string } }>().error.code).toBe(code);
};
const savePicks = (entryId: number, token: string, teams: string[]) =>
  api(t.app, 'PUT', `/api/sports/entries/${entryId}/picks`, { token, body: { teams } });
const usePowerplay = (entryId: number, token: string, body: Record<string, unknown>) =>
  api(t.app, 'POST', `/api/sports/entries/${entryId}/powerplays`, { token, body });
const live = async (entryId: number, token: string) => {
  const res = await api(t.app, 'GET', `/api/sports/entries/${entryId}/live`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return sportsLiveScoreResponseSchema.parse(res.json());
};
async function enterWith(contestId: number, teams: string[]) {
  const player = await registerPlayer(t.app);
  const res = await api(t.app, 'POST', `/api/sports/contests/${contestId}/entries`, { token: player.token });
  expect(res.statusCode, res.body).toBe(201);
  const entryId = res.json<{ entry: { id: number } }>().entry.id;
  const saved = await savePicks(entryId, player.token, teams);
  expect(saved.statusCode, saved.body).toBe(200);
  return { ...player, entryId };
}
const cashOf = async (token: string) =>
  (await api(t.app, 'GET', '/api/wallet', { token })).json<{ cashCents: number }>().cashCents;

describe('NFL PowerLine', () => {
  it('picks every game, swaps within a live game, and pays a perfect line and one miss once', async () => {
    const start = Math.ceil(Date.parse('2026-12-06T10:00:00Z') / SLOT) * SLOT;
    const [, games] = nflWeekFor(start, options.gameSetMinutes);
    const gameSetId = (await insertFootballSet(db(), start, options))!;
    const contest = await db()
      .selectFrom('sports_contests as c')
      .innerJoin('sports_game_types as g', 'g.id', 'c.game_type_id')
      .select(['c.id', 'c.name', 'c.min_teams', 'c.max_teams', 'c.powerplay_kit'])
      .where('c.game_set_id', '=', gameSetId)
      .where('g.rule', '=', 'powerline')
      .executeTakeFirstOrThrow();
    expect([contest.name, contest.min_teams, contest.max_teams]).toEqual(['NFL PowerLine', 1, 16]);
    expect(contest.powerplay_kit).toEqual({ [ids.swap]: 1, [ids.lock]: 1, [ids.undo]: 1 });
    const grid = await db()
      .selectFrom('sports_prize_rows')
      .select(['teams', 'kind', 'amount'])
      .where('contest_id', '=', contest.id)
      .orderBy('teams')
      .execute();
    expect(grid).toEqual([
      { teams: 1, kind: 'cash', amount: 200_000 },
      { teams: 2, kind: 'cash', amount: 10_000 },
    ]);

    // Each game's winner and loser by pick key, from the real finals the replay plays (no tie this week).
    const matches = await db()
      .selectFrom('sports_matches')
      .select(['feed_game_id', 'home_team_id', 'away_team_id', 'script'])
      .where('game_set_id', '=', gameSetId)
      .orderBy('id')
      .execute();
    const line = matches.map((m) => {
      const g = games.find((x) => x.id === (m.script as { game: { id: string } }).game.id)!;
      expect(g.homeScore).not.toBe(g.awayScore);
      const homeKey = `${m.feed_game_id}-${m.home_team_id}`;
      const awayKey = `${m.feed_game_id}-${m.away_team_id}`;
      return g.homeScore > g.awayScore ? { win: homeKey, lose: awayKey } : { win: awayKey, lose: homeKey };
    });
    const winners = line.map((l) => l.win);
    const losers = line.map((l) => l.lose);

    const perfect1 = await enterWith(contest.id, winners);
    const perfect2 = await enterWith(contest.id, winners);
    const swapper = await enterWith(contest.id, winners);
    const missing = await enterWith(contest.id, losers);

    // One team of every game: a game left out, or both teams of one game, is refused and changes nothing.
    expectCode(
      await savePicks(missing.entryId, missing.token, losers.slice(1)),
      'SPORTS_POWERLINE_EVERY_GAME',
    );
    expectCode(
      await savePicks(missing.entryId, missing.token, [winners[0]!, ...losers.slice(1, -1), losers[0]!]),
      'SPORTS_POWERLINE_EVERY_GAME',
    );
    expect((await live(missing.entryId, missing.token)).entry.picks).toEqual(losers);
    expect((await live(perfect1.entryId, perfect1.token)).meta).toMatchObject({
      contestType: 'powerline',
      headline: { code: 'SPORTS_POWERLINE_HEADLINE', params: { hits: 0, misses: 0, open: winners.length } },
    });

    // Once the games are live: Lock guards a pick from Swap; Swap goes only to the other team of the game.
    const liveNow = async () =>
      (await live(swapper.entryId, swapper.token)).matches.every((m) => m.status === 'LIVE');
    const at = await playUntil(start, 1, liveNow);
    expect(
      (await usePowerplay(swapper.entryId, swapper.token, { powerplayId: ids.lock, team: winners[1] }))
        .statusCode,
    ).toBe(200);
    expectCode(
      await usePowerplay(swapper.entryId, swapper.token, { powerplayId: ids.swap, team: winners[1] }),
      'SPORTS_PICK_LOCKED',
    );
    expectCode(
      await usePowerplay(swapper.entryId, swapper.token, {
        powerplayId: ids.swap,
        team: winners[0],
        replacement: losers[2],
      }),
      'SPORTS_NOT_ALLOWED',
    );
    // The swapper gives up the first game's winner for its loser: one miss at the end.
    const swapped = await usePowerplay(swapper.entryId, swapper.token, {
      powerplayId: ids.swap,
      team: winners[0],
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect((await live(swapper.entryId, swapper.token)).entry.picks).toEqual([
      losers[0],
      ...winners.slice(1),
    ]);

    const settled = async () =>
      (
        await db()
          .selectFrom('sports_game_sets')
          .select('settled_at')
          .where('id', '=', gameSetId)
          .executeTakeFirstOrThrow()
      ).settled_at !== null;
    await playUntil(at, 3, settled);

    const results = async () =>
      db()
        .selectFrom('sports_entries')
        .select(['id', 'result', 'won_amount'])
        .where('contest_id', '=', contest.id)
        .orderBy('id')
        .execute();
    // $2,000 split between the two perfect lines; $100 for the one miss; nothing for the rest.
    const paid = [
      { id: perfect1.entryId, result: 'WON', won_amount: 100_000 },
      { id: perfect2.entryId, result: 'WON', won_amount: 100_000 },
      { id: swapper.entryId, result: 'WON', won_amount: 10_000 },
      { id: missing.entryId, result: 'LOST', won_amount: 0 },
    ];
    expect(await results()).toEqual(paid);
    expect((await live(perfect1.entryId, perfect1.token)).meta).toMatchObject({
      result: 'WON',
      line: winners.map(() => 'hit'),
      prize: { teams: 1, amount: 200_000 },
    });
    expect((await live(swapper.entryId, swapper.token)).meta).toMatchObject({
      result: 'WON',
      headline: { params: { hits: winners.length - 1, misses: 1, open: 0 } },
    });
    for (const [player, cents] of [
      [perfect1, 100_000],
      [perfect2, 100_000],
      [swapper, 10_000],
      [missing, 0],
    ] as const)
      expect(await cashOf(player.token)).toBe(cents);

    // Settled again: nothing more is paid.
    await db()
      .transaction()
      .execute((trx) => settleGameSet(trx, { ledger: t.services.ledger, clock }, gameSetId));
    expect(await results()).toEqual(paid);
    expect(await cashOf(perfect1.token)).toBe(100_000);
  });
});

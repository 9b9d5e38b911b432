import type { SportsMatch } from '@powerplay/contracts';
import {
  contestTypes,
  isContestTypeRule,
  simulateHockeyGame,
  sportsKit,
  type ContestTypeRule,
} from '@powerplay/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeClock } from '../../platform/clock';
import { asPartner } from '../../platform/partner-context';
import type { Job } from '../../platform/scheduler';
import {
  api,
  createTestApp,
  newPlayer,
  registerOperator,
  registerPlayer,
  type TestApp,
} from '../../../test/helpers';
import { watch } from '../../../test/sse';
import { mlb2019Games } from './data/mlb-2019-slates';
import { lineScoreOf } from './data/retrosheet';
import {
  defaultSportsDemoOptions,
  demoPrizeGrids,
  demoSlots,
  ensureSportsDemoSchedule,
  hockeyNightTitle,
  insertBaseballSet,
  insertHockeySet,
  zonesDemoGrid,
  type SportsDemoOptions,
} from './demo-schedule';
import { contestTypeKitFor, type MatchScript } from '@powerplay/domain';
import { sportsFeedJob } from './engine';
import { insertBaseballGameSet, insertContest } from './test-fixtures';

// Whole days of real games, every step applied: seconds alone, three times that beside the type check
// and lint on a two-core CI machine.
vi.setConfig({ testTimeout: 90_000 });

const MIN = 60_000;
const sum = (xs: readonly (number | null)[]) => xs.reduce<number>((a, b) => a + (b ?? 0), 0);

/** One scheduler pass of a job at `now`: every due step, each until it has nothing more to do. */
async function pass(job: Job<string>, now: Date) {
  const { due } = await job.findDue(now);
  for (const work of due) while (await job.runStep(work, now));
  return due.length;
}

let t: TestApp;
const clock = fakeClock('2026-11-23T23:01:00Z');
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t?.close());

const db = () => t.database.db;
const job = () => sportsFeedJob(t.services.sportsFeed);

/**
 * Runs the feed from `from` to `to` in steps of `stepMs` (a fake clock: a game set in milliseconds), as
 * `processes` scheduler loops at once (on PostgreSQL they race for every step on separate connections).
 */
async function runFeed(from: number, to: number, stepMs = 1000, processes = 1) {
  const feeds = Array.from({ length: processes }, () => job());
  for (let at = from; at <= to; at += stepMs) {
    clock.set(new Date(at));
    await Promise.all(feeds.map((feed) => pass(feed, new Date(at))));
  }
}

async function matchesOf(gameSetId: number) {
  return db()
    .selectFrom('sports_matches')
    .selectAll()
    .where('game_set_id', '=', gameSetId)
    .orderBy('id')
    .execute();
}

describe('sports demo schedule', () => {
  const options: SportsDemoOptions = { gameSetMinutes: 20, gameMinutes: 15 };

  it('with the defaults, a fresh start at any moment has baseball live or starting within 2 minutes', () => {
    const { gameSetMinutes, gameMinutes } = defaultSportsDemoOptions;
    const base = Date.parse('2026-11-23T23:00:00Z');
    for (let s = 0; s < gameSetMinutes * 60; s += 15) {
      const now = base + s * 1000;
      const slots = demoSlots(now, defaultSportsDemoOptions);
      const watchable = slots.some((start) => start <= now + 2 * MIN && now < start + gameMinutes * MIN);
      expect(watchable, new Date(now).toISOString()).toBe(true);
      // And one not yet started, to enter.
      expect(slots.some((start) => start > now)).toBe(true);
    }
  });

  it('on an empty database keeps an open baseball contest and a game set going live, idempotently from many processes', async () => {
    const now = new Date('2026-11-23T23:01:00Z');
    await Promise.all([1, 2, 3].map(() => ensureSportsDemoSchedule(db(), now, options)));
    await ensureSportsDemoSchedule(db(), now, options);
    const sets = await db()
      .selectFrom('sports_game_sets')
      .selectAll()
      .orderBy('start_at')
      .orderBy('league')
      .execute();
    // Baseball: the current slot and the next two; hockey half a slot later: its current slot (begun 11
    // minutes ago, its games still on) and the next two; basketball a quarter of a slot after baseball
    // (its 22:45 games are over) and football three quarters (its 22:55 games still on).
    expect(sets.map((s) => `${s.league} ${s.start_at.toISOString()}`)).toEqual([
      'hockey 2026-11-23T22:50:00.000Z',
      'football 2026-11-23T22:55:00.000Z',
      'baseball 2026-11-23T23:00:00.000Z',
      'basketball 2026-11-23T23:05:00.000Z',
      'hockey 2026-11-23T23:10:00.000Z',
      'football 2026-11-23T23:15:00.000Z',
      'baseball 2026-11-23T23:20:00.000Z',
      'basketball 2026-11-23T23:25:00.000Z',
      'hockey 2026-11-23T23:30:00.000Z',
      'football 2026-11-23T23:35:00.000Z',
      'baseball 2026-11-23T23:40:00.000Z',
    ]);
    // Baseball replays the seven real days in turn; each set holds that whole day's real games.
    const baseball = sets.filter((s) => s.league === 'baseball');
    expect(new Set(baseball.map((s) => s.source_key)).size).toBe(3);
    for (const set of baseball) {
      const day = mlb2019Games.filter((g) => g.date === set.source_key);
      const matches = await matchesOf(set.id);
      expect(matches).toHaveLength(day.length);
      for (const m of matches) {
        const script = m.script as MatchScript;
        expect(script.kind).toBe('retrosheet');
        const game = day.find(
          (g) =>
            `mlb-${g.home}` === m.home_team_id &&
            `mlb-${g.visitor}` === m.away_team_id &&
            script.kind === 'retrosheet' &&
            g.gameNumber === script.game.gameNumber,
        )!;
        expect(game).toBeDefined();
        expect(script.kind === 'retrosheet' && script.line).toEqual(lineScoreOf(game));
        expect(m.home_starter).toEqual({ name: game.homeStarter, stat: null });
        expect(m.location).not.toBe('');
      }
    }
    const hockey = sets.filter((s) => s.league === 'hockey');
    for (const set of hockey) {
      const matches = await matchesOf(set.id);
      expect(matches).toHaveLength(8);
      expect(new Set(matches.flatMap((m) => [m.home_team_id, m.away_team_id])).size).toBe(16);
      expect(set.source).toBe('simulated');
    }

    let contests = await db()
      .selectFrom('sports_contests as c')
      .innerJoin('sports_game_sets as s', 's.id', 'c.game_set_id')
      .innerJoin('sports_game_types as g', 'g.id', 'c.game_type_id')
      .select([
        'c.id',
        'c.name',
        'c.min_teams',
        'c.max_teams',
        'c.powerplay_kit',
        'c.prize_kind',
        's.id as game_set_id',
        's.league',
        's.start_at',
        'g.rule',
        'g.sport_id',
      ])
      .execute();
    // Every set of the four sports also holds a contest of each of High 5, Zones, Pick 5 and Brackets:
    // their type's limits, kit and seeded grid for the sport, on the sport's game type. A set
    // of fewer than five teams has no High 5 or Pick 5 (they take exactly five): basketball's 23:05 set
    // replays 18 October 2022, two games.
    const typed = contests.filter((c) => isContestTypeRule(c.rule));
    const typesOf = (s: (typeof sets)[number]) =>
      typed
        .filter((c) => c.game_set_id === s.id)
        .map((c) => c.rule)
        .sort();
    for (const set of sets) {
      // Football's sets add NFL PowerLine (docs/rules/sports.md "NFL PowerLine").
      const expected =
        set.league === 'basketball' && set.source_key === '2022-10-18'
          ? ['brackets', 'zones']
          : set.league === 'football'
            ? ['brackets', 'high5', 'pick5', 'powerline', 'zones']
            : set.league === 'hockey'
              ? ['brackets', 'fantasy', 'high5', 'pick5', 'zones']
              : ['brackets', 'high5', 'pick5', 'zones'];
      expect(typesOf(set), `${set.league} ${set.start_at.toISOString()}`).toEqual(expected);
    }
    expect(sets.filter((s) => s.league === 'basketball').map((s) => s.source_key)).toEqual([
      '2022-10-18',
      '2022-10-19',
    ]);
    // …each of the three football sets an NFL PowerLine, and every hockey set fantasy hockey.
    expect(typed).toHaveLength(9 * 4 + 2 + 4 + 3 + sets.filter((s) => s.league === 'hockey').length);
    const sportIds = { hockey: 1, baseball: 2, basketball: 3, football: 4 } as const;
    for (const c of typed) {
      const type = contestTypes[c.rule as ContestTypeRule];
      expect(c.sport_id).toBe(sportIds[c.league]);
      expect([c.min_teams, c.max_teams]).toEqual([type.limits.min, type.limits.max]);
      // The type's kit; a hockey contest's adds No Goal and 6th Skater.
      expect(c.powerplay_kit).toEqual(JSON.parse(JSON.stringify(contestTypeKitFor(type.rule, c.league))));
      const grid = type.seedGrid(c.league) ?? zonesDemoGrid;
      const rows = await db()
        .selectFrom('sports_prize_rows')
        .select(['teams', 'amount'])
        .where('contest_id', '=', c.id)
        .orderBy('teams')
        .execute();
      expect(rows).toEqual(
        grid.map((r) => ({ teams: r.noOfTeam, amount: r.amount })).sort((x, y) => x.teams - y.teams),
      );
    }
    contests = contests.filter((c) => !isContestTypeRule(c.rule));
    expect(contests).toHaveLength(9);
    const open = contests.filter((c) => c.league === 'baseball' && c.start_at > now);
    expect(open.map((c) => c.rule).sort()).toEqual([
      'blackjack',
      'blackjack',
      'chase_the_ace',
      'chase_the_ace',
    ]);
    for (const c of contests) {
      expect([c.min_teams, c.max_teams]).toEqual([1, 10]);
      // The original sports kit; hockey's Chase the Ace adds No Goal and 6th Skater.
      expect(c.powerplay_kit).toEqual(
        JSON.parse(JSON.stringify(c.league === 'hockey' ? { ...sportsKit, 33: 1, 34: 1 } : sportsKit)),
      );
      expect(c.sport_id).toBe(c.league === 'baseball' ? 2 : 1);
      const rows = await db()
        .selectFrom('sports_prize_rows')
        .selectAll()
        .where('contest_id', '=', c.id)
        .orderBy('teams')
        .execute();
      expect(rows.map((r) => r.teams)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(rows.every((r) => Number.isInteger(r.amount) && r.amount > 0 && r.kind === c.prize_kind)).toBe(
        true,
      );
    }

    // The current slot goes live on the feed's first pass.
    await pass(job(), now);
    const live = await db()
      .selectFrom('sports_game_sets')
      .select(['league', 'status', 'event_seq'])
      .where('start_at', '=', new Date('2026-11-23T23:00:00Z'))
      .execute();
    expect(live.map((s) => s.status)).toEqual(['LIVE']);
    expect(live.every((s) => s.event_seq > 0)).toBe(true);

    // Later: baseball 00:00 and hockey 23:50 and 00:10 are added (hockey's 23:30 is current and kept), and
    // basketball and football in between.
    await ensureSportsDemoSchedule(db(), new Date('2026-11-23T23:30:00Z'), options);
    const after = await db()
      .selectFrom('sports_game_sets')
      .select(['league', 'start_at'])
      .where('start_at', '>', new Date('2026-11-23T23:40:00Z'))
      .orderBy('start_at')
      .execute();
    expect(after.map((s) => `${s.league} ${s.start_at.toISOString().slice(11, 16)}`)).toEqual([
      'basketball 23:45',
      'hockey 23:50',
      'football 23:55',
      'baseball 00:00',
      'basketball 00:05',
      'hockey 00:10',
    ]);
  });
});

describe('sports feed', () => {
  const options: SportsDemoOptions = { gameSetMinutes: 20, gameMinutes: 1 };

  it('replays a real day of baseball to the Retrosheet line scores, each step once, with the game set UNPLAYED → LIVE → FINISHED', async () => {
    const start = Date.parse('2026-12-01T10:00:00Z');
    const id = (await insertBaseballSet(db(), start, options))!;
    const feed = job();
    // Before the start nothing of it is due.
    const ids = new Set((await matchesOf(id)).map((m) => `match:${m.id}`));
    expect((await feed.findDue(new Date(start - 1000))).due.filter((w) => ids.has(w))).toEqual([]);

    let sawInning = false;
    // 2 s steps: an inning of a one-minute game lasts about 6.7 s, so each is seen.
    for (let at = start; at <= start + 3 * MIN; at += 2000) {
      clock.set(new Date(at));
      await pass(feed, new Date(at));
      if (!sawInning) {
        const m = await matchesOf(id);
        sawInning = m.some(
          (x) => x.status === 'LIVE' && (x.progress as { inning?: number } | null)?.inning === 5,
        );
      }
    }
    expect(sawInning).toBe(true);
    const matches = await matchesOf(id);
    for (const m of matches) {
      const script = m.script as Extract<MatchScript, { kind: 'retrosheet' }>;
      const game = mlb2019Games.find(
        (g) =>
          g.date === script.game.date &&
          g.home === script.game.home &&
          g.gameNumber === script.game.gameNumber,
      )!;
      expect(m.status).toBe('FINISHED');
      expect([m.away_score, m.home_score]).toEqual([game.visitorScore, game.homeScore]);
      expect([m.away_score, m.home_score]).toEqual([sum(script.line.away), sum(script.line.home)]);
      expect(m.sequence).toBeGreaterThan(3);
      expect(m.finished_at).not.toBeNull();
    }
    const set = await db()
      .selectFrom('sports_game_sets')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(set.status).toBe('FINISHED');
    expect(set.settled_at).not.toBeNull();
    // One event per applied step: the set's event number is the sum of its matches' steps.
    expect(set.event_seq).toBe(matches.reduce((a, m) => a + m.sequence, 0));
    expect((await feed.findDue(new Date(start + 4 * MIN))).due.filter((w) => ids.has(w))).toEqual([]);
  });

  it("tells a watcher of the game set every match change (SSE id = the set's event number), the final status and the settlement", async () => {
    const start = Date.parse('2026-12-01T13:00:00Z');
    const id = (await insertBaseballSet(db(), start, options))!;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    // The watcher is connected (the server answered it) before the feed plays.
    const watched = await watch(`http://127.0.0.1:${port}/api/sports/game-sets/${id}/events`, (e) =>
      e.some((x) => x.event === 'settled'),
    );
    await runFeed(start, start + 3 * MIN, 2000);
    const seen = await watched.events;
    const matchEvents = seen.filter(
      (e) => e.event === 'match' && Number(e.id) >= 1 && Number.isInteger(Number(e.id)),
    );
    const ids = matchEvents.map((e) => Number(e.id));
    expect(ids.length).toBeGreaterThan(20);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
    const set = await db()
      .selectFrom('sports_game_sets')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // Connected before the first change: every event of the set, none missed, none twice.
    expect(ids).toEqual(Array.from({ length: set.event_seq }, (_, i) => i + 1));
    expect(seen.filter((e) => e.event === 'status').map((e) => JSON.parse(e.data) as unknown)).toContainEqual(
      {
        status: 'FINISHED',
      },
    );
    // Each match's last event is its final score.
    const last = new Map<string, SportsMatch>();
    for (const e of matchEvents) {
      const m = JSON.parse(e.data) as SportsMatch;
      last.set(m.feedGameId, m);
    }
    for (const m of await matchesOf(id)) {
      expect(last.get(m.feed_game_id)).toMatchObject({
        status: 'FINISHED',
        sequence: m.sequence,
        home: { score: m.home_score },
        away: { score: m.away_score },
      });
    }
  });

  it('claims each step once when processes race for it', async () => {
    const start = Date.parse('2026-12-01T11:00:00Z');
    const id = (await insertBaseballSet(db(), start, options))!;
    const [first] = await matchesOf(id);
    const at = new Date(start + 30_000);
    const done = await Promise.all([1, 2, 3, 4].map(() => t.services.sportsFeed.feedStep(first!.id, at)));
    expect(done.filter(Boolean)).toHaveLength(1);
    const after = (await matchesOf(id))[0]!;
    expect(after.sequence).toBe(1);
    const set = await db()
      .selectFrom('sports_game_sets')
      .select('event_seq')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(set.event_seq).toBe(1);
  });

  it('plays a simulated hockey night to the result its recorded seed gives', async () => {
    const start = Date.parse('2026-12-01T12:00:00Z');
    const seed = 'ab'.repeat(32);
    const id = (await insertHockeySet(db(), start, options, seed))!;
    let sawClock = false;
    const feed = job();
    // 2 s steps: a period of a one-minute game lasts 20 s.
    for (let at = start; at <= start + 3 * MIN; at += 2000) {
      clock.set(new Date(at));
      await pass(feed, new Date(at));
      if (!sawClock) {
        const m = await matchesOf(id);
        sawClock = m.some((x) => {
          const p = x.progress as { period?: number; clockSeconds?: number } | null;
          return x.status === 'LIVE' && p?.period === 2 && (p.clockSeconds ?? 0) < 1200;
        });
      }
    }
    expect(sawClock).toBe(true);
    const matches = await matchesOf(id);
    for (const m of matches) {
      const script = m.script as Extract<MatchScript, { kind: 'simulated' }>;
      const replayed = simulateHockeyGame(seed, m.feed_game_id);
      expect(script.seed).toBe(seed);
      expect(script.goals).toEqual(replayed.goals);
      expect(m.status).toBe('FINISHED');
      expect([m.home_score, m.away_score]).toEqual([replayed.homeScore, replayed.awayScore]);
    }
    const set = await db()
      .selectFrom('sports_game_sets')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(set.status).toBe('FINISHED');
    // Its title gives the date as the baseball replay's does, not as an ISO date
    // (docs/game-rules-deviations.md).
    expect(set.title).toBe('NHL simulated night: Tuesday, December 1, 2026');
    // The night is New York's: 8 PM there is already the next day in UTC.
    expect(hockeyNightTitle(Date.parse('2026-12-02T01:00:00Z'))).toBe(
      'NHL simulated night: Tuesday, December 1, 2026',
    );
  });
});

describe('settlement and provider corrections', () => {
  const options: SportsDemoOptions = { gameSetMinutes: 20, gameMinutes: 1 };
  const start = Date.parse('2026-12-02T10:00:00Z');
  let gameSetId: number;
  let finals: { key: string; feedGameId: string; side: 'home' | 'away'; score: number }[];
  let contestIds: { ace: number; blackjack: number };

  beforeAll(async () => {
    gameSetId = (await insertBaseballSet(db(), start, options))!;
    finals = (await matchesOf(gameSetId)).flatMap((m) => {
      const s = m.script as Extract<MatchScript, { kind: 'retrosheet' }>;
      return [
        {
          key: `${m.feed_game_id}-${m.home_team_id}`,
          feedGameId: m.feed_game_id,
          side: 'home' as const,
          score: sum(s.line.home),
        },
        {
          key: `${m.feed_game_id}-${m.away_team_id}`,
          feedGameId: m.feed_game_id,
          side: 'away' as const,
          score: sum(s.line.away),
        },
      ];
    });
    const contests = await db()
      .selectFrom('sports_contests as c')
      .innerJoin('sports_game_types as g', 'g.id', 'c.game_type_id')
      .select(['c.id', 'g.rule'])
      .where('c.game_set_id', '=', gameSetId)
      .execute();
    contestIds = {
      ace: contests.find((c) => c.rule === 'chase_the_ace')!.id,
      blackjack: contests.find((c) => c.rule === 'blackjack')!.id,
    };
  });

  async function enter(userId: number, contestId: number, picks: string[]) {
    const now = new Date(start - MIN);
    return db()
      .transaction()
      .execute(async (trx) => {
        const { id } = await t.services.entries.enter(trx, userId, {
          kind: 'sports',
          id: contestId,
          sport: 'baseball',
          eligibility: 'ALL',
        });
        await trx
          .insertInto('sports_entries')
          .values({ id, contest_id: contestId, user_id: userId, picks, created_at: now, updated_at: now })
          .execute();
        return id;
      });
  }

  /** Picks whose final scores add up to exactly 21 (a small subset search over the day's teams). */
  function blackjackPicks(): string[] {
    const teams = finals.filter((f) => f.score > 0).sort((a, b) => b.score - a.score);
    for (let i = 0; i < teams.length; i++)
      for (let j = i + 1; j < teams.length; j++) {
        if (teams[i]!.score + teams[j]!.score === 21) return [teams[i]!.key, teams[j]!.key];
        for (let k = j + 1; k < teams.length; k++)
          if (teams[i]!.score + teams[j]!.score + teams[k]!.score === 21)
            return [teams[i]!.key, teams[j]!.key, teams[k]!.key];
      }
    throw new Error('no blackjack in this slate');
  }

  it('settles each contest once: equal floored splits per row, credited through the ledger; a correction re-settles once', async () => {
    const ones = finals.filter((f) => f.score === 1);
    expect(ones.length).toBeGreaterThanOrEqual(1);
    const loser = finals.find((f) => f.score > 1)!;
    const players = await Promise.all([1, 2, 3, 4, 5, 6].map(() => registerPlayer(t.app)));
    const [a, b, c, d, e, f] = players.map((p) => p.user.id) as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    // Chase the Ace, one team each: three winners share row 1, a fourth player loses.
    const aceWinner = ones[0]!;
    await enter(a, contestIds.ace, [aceWinner.key]);
    await enter(b, contestIds.ace, [(ones[1] ?? aceWinner).key]);
    await enter(c, contestIds.ace, [(ones[2] ?? aceWinner).key]);
    await enter(d, contestIds.ace, [loser.key]);
    const bj = blackjackPicks();
    await enter(e, contestIds.blackjack, bj);
    // Powerplays count: two teams that really scored more than 1, one locked at 1 and one brought to 1
    // by adjustments, win row 2.
    const [locked, adjusted] = finals.filter((x) => x.score > 1 && x.feedGameId !== aceWinner.feedGameId);
    const fEntry = await enter(f, contestIds.ace, [locked!.key, adjusted!.key]);
    await db()
      .updateTable('sports_entries')
      .set({ locked: [locked!.key], adjustments: JSON.stringify({ [adjusted!.key]: 1 - adjusted!.score }) })
      .where('id', '=', fEntry)
      .execute();

    // Three processes run the feed: every step, the finish and the settlement happen once.
    await runFeed(start, start + 3 * MIN, 2000, 3);
    const set = await db()
      .selectFrom('sports_game_sets')
      .selectAll()
      .where('id', '=', gameSetId)
      .executeTakeFirstOrThrow();
    expect(set.status).toBe('FINISHED');
    const played = await matchesOf(gameSetId);
    expect(set.event_seq).toBe(played.reduce((n, m) => n + m.sequence, 0));

    const row1 = demoPrizeGrids.baseballAce[0]!.amount;
    const share = Math.floor(row1 / 3);
    const entries = await db().selectFrom('sports_entries').selectAll().orderBy('id').execute();
    const of = (userId: number) => entries.filter((x) => x.user_id === userId);
    for (const u of [a, b, c])
      expect(of(u)[0]).toMatchObject({ result: 'WON', won_amount: share, settled_version: 1 });
    expect(of(d)[0]).toMatchObject({ result: 'LOST', won_amount: 0 });
    const bjRow = demoPrizeGrids.blackjack[bj.length - 1]!.amount;
    expect(of(e)[0]).toMatchObject({ result: 'WON', won_amount: bjRow });
    const balance = async (u: number) => (await t.services.ledger.balances(u)).cashCents;
    expect(await balance(a)).toBe(share);
    expect(await balance(d)).toBe(0);
    expect(await balance(e)).toBe(bjRow);
    const row2 = demoPrizeGrids.baseballAce[1]!.amount;
    expect(of(f)[0]).toMatchObject({ result: 'WON', won_amount: row2 });
    expect(await balance(f)).toBe(row2);
    const contests = await db()
      .selectFrom('sports_contests')
      .select(['id', 'settled_version'])
      .where('game_set_id', '=', gameSetId)
      .execute();
    expect(contests.every((x) => x.settled_version === 1)).toBe(true);
    // Nothing more to do: the feed finds no step and pays nothing twice.
    const ledgerRows = async () =>
      db()
        .selectFrom('ledger_entries')
        .selectAll()
        .where('reference', 'in', [`sports:${contestIds.ace}`, `sports:${contestIds.blackjack}`])
        .execute();
    expect(await ledgerRows()).toHaveLength(5);
    await pass(job(), new Date(start + 4 * MIN));
    expect(await ledgerRows()).toHaveLength(5);

    // Who may post to the feed is checked before the body: anonymous 401, a player 403.
    const anonymous = await api(t.app, 'POST', '/api/operator/sports/feed', { body: { nonsense: true } });
    expect(anonymous.statusCode).toBe(401);
    const asPlayer = await api(t.app, 'POST', '/api/operator/sports/feed', {
      body: { nonsense: true },
      token: players[0]!.token,
    });
    expect(asPlayer.statusCode).toBe(403);
    const operator = await registerOperator(t);
    const post = (body: unknown) =>
      api(t.app, 'POST', '/api/operator/sports/feed', { body, token: operator.token });
    expect((await post({ nonsense: true })).statusCode).toBe(400);
    const unknown = await post({
      updates: [{ feedGameId: 'nope', sequence: 1, status: 'LIVE', homeScore: 0, awayScore: 0 }],
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('SPORTS_FEED_UNKNOWN_GAME');

    // A correction: A's team really scored 2. A's prize is reversed; B and C now share row 1 by two.
    clock.set(new Date(start + 5 * MIN));
    const match = (await matchesOf(gameSetId)).find((m) => m.feed_game_id === aceWinner.feedGameId)!;
    const corrected = {
      feedGameId: match.feed_game_id,
      sequence: match.sequence + 1,
      status: 'FINISHED',
      homeScore: aceWinner.side === 'home' ? 2 : match.home_score,
      awayScore: aceWinner.side === 'away' ? 2 : match.away_score,
    };
    const first = await post({ updates: [corrected] });
    expect(first.statusCode).toBe(200);
    const sameMatchWinners = [b, c].filter((_, i) => (ones[i + 1] ?? aceWinner).key === aceWinner.key).length;
    const stillWinning = 2 - sameMatchWinners;
    expect(first.json()).toMatchObject({ applied: 1, ignored: 0 });
    expect(first.json().resettled).toBeGreaterThan(0);
    // The same correction again, and an older sequence: ignored, nothing paid or taken twice.
    const again = await post({ updates: [corrected] });
    expect(again.json()).toEqual({ applied: 0, ignored: 1, resettled: 0 });
    const older = await post({
      updates: [{ ...corrected, sequence: match.sequence, homeScore: 9, awayScore: 9 }],
    });
    expect(older.json()).toEqual({ applied: 0, ignored: 1, resettled: 0 });

    const newShare = stillWinning > 0 ? Math.floor(row1 / stillWinning) : 0;
    expect(await balance(a)).toBe(0);
    for (const [i, u] of [b, c].entries()) {
      const onCorrected = (ones[i + 1] ?? aceWinner).key === aceWinner.key;
      expect(await balance(u)).toBe(onCorrected ? 0 : newShare);
    }
    expect(await balance(e)).toBe(bjRow);
    const adjustments = (await ledgerRows()).filter((r) => r.kind === 'adjustment');
    // Exactly one adjustment per affected winner (A and the two others), under version 2.
    expect(adjustments).toHaveLength(3);
    expect(new Set(adjustments.map((r) => r.user_id))).toEqual(new Set([a, b, c]));
    // Keys are <claim>:<version>:<currency>:<posting>; every adjustment is version 2's, of its entry's claim.
    expect(adjustments.every((r) => /:2:cash:(credit|debit)$/.test(r.idempotency_key))).toBe(true);
    expect(adjustments.every((r) => r.claim !== null && r.idempotency_key.startsWith(`${r.claim}:`))).toBe(
      true,
    );
    const ace = await db()
      .selectFrom('sports_contests')
      .select('settled_version')
      .where('id', '=', contestIds.ace)
      .executeTakeFirstOrThrow();
    expect(ace.settled_version).toBe(2);
  });
});

describe('a game set every partner plays', () => {
  it("settles every partner's contests on it when it finishes, whichever partner's pass ran the feed", async () => {
    const options: SportsDemoOptions = { gameSetMinutes: 20, gameMinutes: 1 };
    const start = Date.parse('2026-12-04T10:00:00Z');
    const host = 'ballpark.example.org';
    const partner = await t.services.partners.create({ slug: 'ballpark', name: 'Ballpark', domains: [host] });
    const gameSetId = (await insertBaseballSet(db(), start, options))!;
    const onB = <T>(work: () => Promise<T>) => asPartner(partner.id, work);
    const contest = await onB(() => insertContest(db(), { gameSetId }));
    // A player of the other partner, signed up on its site (once this process knows the site's host),
    // enters its contest with a team of the day.
    const onItsSite = { headers: { host, origin: `http://${host}` } };
    await vi.waitFor(async () =>
      expect((await api(t.app, 'GET', '/api/brand', onItsSite)).json()).toMatchObject({
        brand: { siteName: 'Ballpark' },
      }),
    );
    const player = await api(t.app, 'POST', '/api/auth/register', { body: newPlayer(), ...onItsSite });
    expect(player.statusCode).toBe(201);
    const userId = player.json<{ user: { id: number } }>().user.id;
    const [match] = await matchesOf(gameSetId);
    await onB(() =>
      db()
        .transaction()
        .execute(async (trx) => {
          const { id } = await t.services.entries.enter(trx, userId, {
            kind: 'sports',
            id: contest,
            sport: 'baseball',
            eligibility: 'ALL',
          });
          const at = new Date(start - MIN);
          await trx
            .insertInto('sports_entries')
            .values({
              id,
              contest_id: contest,
              user_id: userId,
              picks: [`${match!.feed_game_id}-${match!.home_team_id}`],
              created_at: at,
              updated_at: at,
            })
            .execute();
        }),
    );

    // The feed runs as the default partner's job (the tests' own partner): the set finishes and settles.
    await runFeed(start, start + 3 * MIN, 2000);
    const mine = await db()
      .selectFrom('sports_contests')
      .select('settled_version')
      .where('game_set_id', '=', gameSetId)
      .execute();
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((c) => c.settled_version === 1)).toBe(true);
    const theirs = await onB(() =>
      db()
        .selectFrom('sports_contests')
        .select('settled_version')
        .where('id', '=', contest)
        .executeTakeFirstOrThrow(),
    );
    expect(theirs.settled_version).toBe(1);
    const entry = await onB(() =>
      db()
        .selectFrom('sports_entries')
        .select(['result', 'won_amount'])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow(),
    );
    expect(['WON', 'LOST']).toContain(entry.result);
    expect((await onB(() => t.services.ledger.balances(userId))).cashCents).toBe(entry.won_amount);
  });
});

describe('operator contests and feed state', () => {
  const options: SportsDemoOptions = { gameSetMinutes: 20, gameMinutes: 1 };
  const start = Date.parse('2026-12-03T10:00:00Z');
  const grid = (from: number, to: number, kind: 'cash' | 'points' = 'cash') =>
    Array.from({ length: to - from + 1 }, (_, i) => ({ teams: from + i, kind, amount: 1000 * (i + 1) }));

  it('adds a contest to a game set not started; refuses bad grids, wrong game types and started sets', async () => {
    clock.set(new Date(start - 10 * MIN));
    const id = (await insertBaseballSet(db(), start, options))!;
    const url = `/api/operator/sports/game-sets/${id}/contests`;
    const body = {
      gameTypeId: 7,
      sponsor: 'Acme Sports',
      name: 'Acme Blackjack',
      minTeams: 2,
      maxTeams: 5,
      eligibility: 'ELITE',
      prizes: grid(2, 5),
    };
    const player = await registerPlayer(t.app);
    expect((await api(t.app, 'POST', url, { body: { bad: 1 } })).statusCode).toBe(401);
    expect((await api(t.app, 'POST', url, { body: { bad: 1 }, token: player.token })).statusCode).toBe(403);
    const operator = await registerOperator(t);
    const post = (b: unknown, u = url) => api(t.app, 'POST', u, { body: b, token: operator.token });

    const created = await post(body);
    expect(created.statusCode).toBe(201);
    const { contest, prizes } = created.json<{ contest: unknown; prizes: { teams: number }[] }>();
    expect(contest).toMatchObject({
      name: 'Acme Blackjack',
      sponsor: 'Acme Sports',
      gameTypeId: 7,
      rule: 'blackjack',
      gameSetId: id,
      minTeams: 2,
      maxTeams: 5,
      eligibility: 'ELITE',
      prizeKind: 'cash',
    });
    expect(prizes.map((p) => p.teams)).toEqual([2, 3, 4, 5]);

    const code = async (b: unknown, u?: string) => {
      const res = await post(b, u);
      return `${res.statusCode} ${res.json().error?.code}`;
    };
    expect(await code({ ...body, minTeams: 6 })).toBe('400 SPORTS_CONTEST_INVALID');
    expect(await code({ ...body, prizes: grid(2, 4) })).toBe('400 SPORTS_CONTEST_INVALID');
    expect(await code({ ...body, prizes: [...grid(2, 4), ...grid(5, 5, 'points')] })).toBe(
      '400 SPORTS_CONTEST_INVALID',
    );
    expect(await code({ ...body, prizes: grid(2, 5).map((p) => ({ ...p, amount: 0 })) })).toBe(
      '400 SPORTS_CONTEST_INVALID',
    );
    expect(await code({ ...body, eligibility: 'VIP' })).toBe('400 SPORTS_CONTEST_INVALID');
    expect(await code({ ...body, powerplayKit: { 99: 1 } })).toBe('400 SPORTS_CONTEST_INVALID');
    // A grid its type cannot pay (Brackets: rows of 2, 4 or 8 teams only), and hockey's Chase the Ace
    // on a baseball set.
    expect(await code({ ...body, gameTypeId: 11 })).toBe('400 SPORTS_CONTEST_INVALID');
    expect(await code({ ...body, gameTypeId: 1 })).toBe('400 SPORTS_CONTEST_INVALID');
    expect(await code({ ...body, gameTypeId: 9999 })).toBe('404 SPORTS_GAME_TYPE_NOT_FOUND');
    expect(await code(body, '/api/operator/sports/game-sets/999999/contests')).toBe(
      '404 SPORTS_GAME_SET_NOT_FOUND',
    );
    // Items: each winner gets the item (amount 0, a description).
    const items = grid(2, 5).map((p) => ({
      ...p,
      kind: 'items',
      amount: 0,
      description: 'Signed jersey',
      retailValueCents: 15000,
    }));
    expect((await post({ ...body, prizes: items })).statusCode).toBe(201);

    // Once the set has started, no more contests.
    clock.set(new Date(start + 1000));
    expect(await code(body)).toBe('409 SPORTS_GAME_SET_STARTED');

    // The feed state: each match's sequence and the final its script ends on.
    const state = await api(t.app, 'GET', `/api/operator/sports/game-sets/${id}/feed`, {
      token: operator.token,
    });
    expect(state.statusCode).toBe(200);
    const json = state.json();
    expect(json.gameSet).toMatchObject({ id, status: 'UNPLAYED', source: 'retrosheet', eventSeq: 0 });
    const matches = await matchesOf(id);
    expect(json.matches).toHaveLength(matches.length);
    for (const m of json.matches) {
      const row = matches.find((x) => x.feed_game_id === m.feedGameId)!;
      const line = (row.script as Extract<MatchScript, { kind: 'retrosheet' }>).line;
      expect(m.scriptFinal).toEqual({ homeScore: sum(line.home), awayScore: sum(line.away) });
      expect(m).toMatchObject({ sequence: 0, lastProviderSequence: null, status: 'UNPLAYED' });
    }
    expect(
      (await api(t.app, 'GET', `/api/operator/sports/game-sets/${id}/feed`, { token: player.token }))
        .statusCode,
    ).toBe(403);
  });
});

describe('provider key (SPORTS_FEED_API_KEY)', () => {
  const key = 'provider-key-0123456789abcdef';
  let p: TestApp | undefined;
  afterAll(() => p?.close());

  it('lets a provider process post the feed with its key as a Bearer token, and nothing else', async () => {
    p = await createTestApp({ clock, env: { SPORTS_FEED_API_KEY: key } });
    const start = Date.parse('2026-12-04T10:00:00Z');
    clock.set(new Date(start + 1000));
    const id = (await insertBaseballSet(p.database.db, start, { gameSetMinutes: 20, gameMinutes: 1 }))!;
    const [match] = await p.database.db
      .selectFrom('sports_matches')
      .select('feed_game_id')
      .where('game_set_id', '=', id)
      .orderBy('id')
      .execute();
    const url = '/api/operator/sports/feed';
    const update = {
      feedGameId: match!.feed_game_id,
      sequence: 1,
      status: 'LIVE',
      homeScore: 1,
      awayScore: 0,
    };
    const post = (body: unknown, token: string) => api(p!.app, 'POST', url, { body, token });
    expect((await post({ updates: [update] }, 'wrong-key-0123456789abcdef')).statusCode).toBe(401);
    expect((await post({ nonsense: true }, key)).statusCode).toBe(400);
    const ok = await post({ updates: [update] }, key);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ applied: 1, ignored: 0, resettled: 0 });
    // The key opens the feed only: other operator routes still want an operator's session.
    expect(
      (await api(p.app, 'GET', `/api/operator/sports/game-sets/${id}/feed`, { token: key })).statusCode,
    ).toBe(401);
  });
});

describe('the sports jobs of an app (JOBS, SPORTS_GAME_SET_MINUTES, SPORTS_GAME_MINUTES)', () => {
  let s: TestApp | undefined;
  afterAll(() => s?.close());

  it('fill the schedule at the configured cadence and play it through on the scheduler', async () => {
    const appClock = fakeClock('2026-12-05T10:01:00Z');
    s = await createTestApp({
      clock: appClock,
      env: {
        SPORTS_ENGINE: 'on',
        JOBS: 'sports-demo-schedule,sports-feed',
        SPORTS_GAME_SET_MINUTES: '10',
        SPORTS_GAME_MINUTES: '0.5',
      },
    });
    expect(s.app.scheduler?.jobs).toEqual(['sports-feed', 'sports-demo-schedule']);
    await s.app.scheduler!.tickNow();
    const sets = async () =>
      s!.database.db
        .selectFrom('sports_game_sets')
        .select(['league', 'start_at', 'status', 'settled_at'])
        .orderBy('start_at')
        .orderBy('league')
        .execute();
    // Baseball every 10 minutes from 10:00 (its games, 30 s long, are past their middle: 10:10 and 10:20);
    // hockey half a slot later, basketball a quarter (10:02:30) and football three quarters (10:07:30).
    expect((await sets()).map((x) => `${x.league} ${x.start_at.toISOString().slice(11, 16)}`)).toEqual([
      'basketball 10:02',
      'hockey 10:05',
      'football 10:07',
      'baseball 10:10',
      'basketball 10:12',
      'hockey 10:15',
      'football 10:17',
      'baseball 10:20',
    ]);
    // Two minutes past 10:10 the scheduler has played the baseball set through and settled it.
    for (let at = Date.parse('2026-12-05T10:10:00Z'); at <= Date.parse('2026-12-05T10:12:00Z'); at += 2000) {
      appClock.set(new Date(at));
      await s.app.scheduler!.tickNow();
    }
    const baseball = (await sets()).find(
      (x) => x.league === 'baseball' && x.start_at.toISOString().includes('10:10'),
    )!;
    expect(baseball.status).toBe('FINISHED');
    expect(baseball.settled_at).not.toBeNull();
  });
});

describe('provider batches in parallel', () => {
  it('overlapping batches on one game set never deadlock (every writer locks the set first)', async () => {
    const set = await insertBaseballGameSet(db(), {
      date: '2019-07-18',
      startAt: new Date(clock.now().getTime() + 30 * MIN),
      tag: 'race',
      games: 4,
    });
    const [m0, m1, m2] = set.matches.map((m) => m.feed_game_id) as [string, string, string];
    const operator = await registerOperator(t);
    const post = (updates: { feedGameId: string; sequence: number }[]) =>
      api(t.app, 'POST', '/api/operator/sports/feed', {
        token: operator.token,
        body: {
          updates: updates.map((u) => ({ ...u, status: 'LIVE', homeScore: u.sequence % 7, awayScore: 0 })),
        },
      });
    // One batch takes m0 then m1 (and m2); the other only m1: with locks taken match first, each would
    // hold what the other waits for.
    for (let round = 1; round <= 12; round++) {
      const answers = await Promise.all([
        post([
          { feedGameId: m0, sequence: 3 * round },
          { feedGameId: m1, sequence: 3 * round },
          { feedGameId: m2, sequence: 3 * round },
        ]),
        post([{ feedGameId: m1, sequence: 3 * round + 1 }]),
        post([{ feedGameId: m2, sequence: 3 * round + 1 }]),
      ]);
      for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    }
    const after = await db()
      .selectFrom('sports_matches')
      .select(['feed_game_id', 'sequence'])
      .where('feed_game_id', 'in', [m0, m1, m2])
      .execute();
    const seq = Object.fromEntries(after.map((m) => [m.feed_game_id, m.sequence]));
    expect(seq[m0]).toBe(36);
    expect(seq[m1]).toBe(37);
    expect(seq[m2]).toBe(37);
  });
});

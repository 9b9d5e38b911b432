import type { AddressInfo } from 'node:net';
import {
  contestResponseSchema,
  contestsResponseSchema,
  gameSetMatchesResponseSchema,
  liveTopics,
  sportsEntriesResponseSchema,
  sportsLedgerName,
  sportsMonthlyGamesResponseSchema,
  sportsGameSetEventSchemas,
  sportsResponseSchema,
  sportsRulesResponseSchema,
  type SportsEntry,
  type SportsMatch,
} from '@powerplay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, registerPlayer, type TestApp } from '../../../test/helpers';
import { readEvents, watch } from '../../../test/sse';
import { publish, topic } from '../../platform/live/publish';
import { insertBaseballGameSet, insertContest } from './test-fixtures';

let t: TestApp;
let baseUrl = '';
let setCounter = 0;
const HOUR = 3600_000;

beforeAll(async () => {
  t = await createTestApp({ env: { SPORTS_ENGINE: 'off' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
});

const days = [
  '2019-07-14',
  '2019-07-15',
  '2019-07-16',
  '2019-07-17',
  '2019-07-18',
  '2019-07-19',
  '2019-07-20',
];

/** A fresh game set of a real 2019 day, starting `inHours` from now, and a contest on it. */
async function newContest(
  options: Omit<Parameters<typeof insertContest>[1], 'gameSetId'> & { inHours?: number } = {},
) {
  setCounter += 1;
  const set = await insertBaseballGameSet(t.database.db, {
    date: days[setCounter % days.length]!,
    startAt: new Date(Date.now() + (options.inHours ?? 24 + setCounter) * HOUR + setCounter * 1000),
    tag: `t${setCounter}`,
    games: 6,
  });
  const contestId = await insertContest(t.database.db, { ...options, gameSetId: set.id });
  const keys = set.matches.flatMap((m) => [
    `${m.feed_game_id}-${m.home_team_id}`,
    `${m.feed_game_id}-${m.away_team_id}`,
  ]);
  return { contestId, gameSetId: set.id, matches: set.matches, keys };
}

const enter = (contestId: number, token?: string) =>
  api(t.app, 'POST', `/api/sports/contests/${contestId}/entries`, token ? { token } : {});

async function entered(contestId: number, token: string): Promise<SportsEntry> {
  const res = await enter(contestId, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ entry: SportsEntry }>().entry;
}

const setMatchStatus = (feedGameId: string, status: 'UNPLAYED' | 'INTRO' | 'LIVE' | 'FINISHED') =>
  t.database.db
    .updateTable('sports_matches')
    .set({ status })
    .where('feed_game_id', '=', feedGameId)
    .execute();

const errorOf = (res: { json: <T>() => T }) =>
  res.json<{ error: { code: string; title: string; message: string } }>().error;

describe('sports reference data', () => {
  it('seeds the sports, game types, real clubs and rules pages', async () => {
    const db = t.database.db;
    const teams = await db.selectFrom('sports_teams').select(['league']).execute();
    expect(teams.filter((x) => x.league === 'baseball')).toHaveLength(30);
    expect(teams.filter((x) => x.league === 'hockey')).toHaveLength(32);
    const types = await db.selectFrom('sports_game_types').select(['rules_slug']).execute();
    const pages = await db
      .selectFrom('content_pages')
      .select('slug')
      .where('slug', 'like', 'sports-rules-%')
      .execute();
    expect(new Set(types.map((x) => x.rules_slug))).toEqual(new Set(pages.map((p) => p.slug)));
  });

  it('GET /api/sports lists the four sports with their game types', async () => {
    const res = await api(t.app, 'GET', '/api/sports');
    expect(res.statusCode).toBe(200);
    const { sports } = sportsResponseSchema.parse(res.json());
    expect(sports.map((s) => [s.id, s.slug, s.leagueId])).toEqual([
      [1, 'hockey', 14],
      [2, 'baseball', 15],
      // Ours: the spec names leagues 14 and 15 only.
      [3, 'basketball', 16],
      [4, 'football', 17],
    ]);
    const baseball = sports[1]!.gameTypes;
    expect(baseball.map((g) => [g.name, g.layout, g.rule])).toContainEqual([
      'Baseball Blackjack',
      'cta',
      'blackjack',
    ]);
    expect(sports[0]!.gameTypes.find((g) => g.rule === 'blackjack')).toBeUndefined();
    for (const s of sports) for (const g of s.gameTypes) expect(g.noGameText.length).toBeGreaterThan(10);
    // The images are served, same-origin.
    const img = await api(t.app, 'GET', baseball[0]!.imageUrl);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toContain('image/svg+xml');
    expect((await api(t.app, 'GET', '/api/sports/images/nope.svg')).statusCode).toBe(404);
  });

  it('GET /api/sports/game-types/:id/rules gives the five tabs of our real rules', async () => {
    const res = await api(t.app, 'GET', '/api/sports/game-types/7/rules');
    expect(res.statusCode).toBe(200);
    const { rules } = sportsRulesResponseSchema.parse(res.json());
    expect(rules.map((r) => r.title)).toEqual([
      'General Rules',
      'Gamesets',
      'Powerplays',
      'Suspended Games',
      'Canceled Games',
    ]);
    expect(rules[0]!.html).toContain('exactly 21');
    expect(rules[2]!.html).toContain('Lock');
    const ace = sportsRulesResponseSchema.parse(
      (await api(t.app, 'GET', '/api/sports/game-types/1/rules')).json(),
    );
    expect(ace.rules[0]!.html).toContain('exactly 1');
    expect(ace.rules[0]!.html).toContain('goal');
    expect(errorOf(await api(t.app, 'GET', '/api/sports/game-types/999/rules')).code).toBe(
      'SPORTS_GAME_TYPE_NOT_FOUND',
    );
  });

  it('refuses unknown ids with 404 and malformed ones in the error shape', async () => {
    for (const [url, code] of [
      ['/api/sports/9/contests', 'SPORTS_SPORT_NOT_FOUND'],
      ['/api/sports/abc/contests', 'SPORTS_SPORT_NOT_FOUND'],
      ['/api/sports/contests/999999', 'SPORTS_CONTEST_NOT_FOUND'],
      ['/api/sports/contests/0', 'SPORTS_CONTEST_NOT_FOUND'],
      ['/api/sports/game-sets/999999/matches', 'SPORTS_GAME_SET_NOT_FOUND'],
      ['/api/sports/game-sets/1.5/matches', 'SPORTS_GAME_SET_NOT_FOUND'],
      ['/api/sports/game-sets/999999/events', 'SPORTS_GAME_SET_NOT_FOUND'],
    ] as const) {
      const res = await api(t.app, 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(errorOf(res).code, url).toBe(code);
    }
  });
});

describe('contests', () => {
  it('lists open and live contests soonest first, with entries and my entry', async () => {
    const later = await newContest({ inHours: 30 });
    const sooner = await newContest({ inHours: 2 });
    const live = await newContest({ inHours: 1 });
    await t.database.db
      .updateTable('sports_game_sets')
      .set({ status: 'LIVE' })
      .where('id', '=', live.gameSetId)
      .execute();
    const finished = await newContest({ inHours: 3 });
    await t.database.db
      .updateTable('sports_game_sets')
      .set({ status: 'FINISHED' })
      .where('id', '=', finished.gameSetId)
      .execute();

    const player = await registerPlayer(t.app);
    const entry = await entered(sooner.contestId, player.token);

    const visitor = contestsResponseSchema.parse((await api(t.app, 'GET', '/api/sports/2/contests')).json());
    const ids = visitor.contests.map((c) => c.id);
    expect(ids).not.toContain(finished.contestId);
    const order = [live, sooner, later].map((c) => ids.indexOf(c.contestId));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const starts = visitor.contests.map((c) => c.startAt);
    expect([...starts].sort()).toEqual(starts);
    const row = visitor.contests.find((c) => c.id === sooner.contestId)!;
    expect(row).toMatchObject({
      entries: 1,
      myEntryId: null,
      status: 'NOT_STARTED',
      sportId: 2,
      leagueId: 15,
      gameTypeName: 'Chase the Ace',
      rule: 'chase_the_ace',
      maxPrize: 100_000,
      minTeams: 1,
      maxTeams: 10,
    });
    expect(visitor.contests.find((c) => c.id === live.contestId)!.status).toBe('IN_PROGRESS');

    // The list is public (the same bytes for a player); the player's entries are their own request.
    const signedIn = await api(t.app, 'GET', '/api/sports/2/contests', { token: player.token });
    expect(signedIn.json()).toEqual(visitor);
    const mine = sportsEntriesResponseSchema.parse(
      (await api(t.app, 'GET', '/api/sports/entries', { token: player.token })).json(),
    );
    expect(mine.entries.map((e) => [e.id, e.contest.id])).toEqual([[entry.id, sooner.contestId]]);
    // Entering answers the entry as the list of my entries shows it (its contest counting it).
    expect(entry).toEqual(mine.entries[0]);
    expect(entry.contest).toMatchObject({ entries: 1, myEntryId: entry.id });
    // Hockey has none of these.
    const hockey = contestsResponseSchema.parse((await api(t.app, 'GET', '/api/sports/1/contests')).json());
    expect(hockey.contests.map((c) => c.id)).not.toContain(sooner.contestId);
  });

  it('GET /api/sports/contests/:id gives the prize rows and the game set with Retrosheet’s notice', async () => {
    const c = await newContest({ minTeams: 2, maxTeams: 4 });
    const res = await api(t.app, 'GET', `/api/sports/contests/${c.contestId}`);
    expect(res.statusCode).toBe(200);
    const body = contestResponseSchema.parse(res.json());
    expect(body.prizes.map((p) => [p.teams, p.kind, p.amount])).toEqual([
      [2, 'cash', 20_000],
      [3, 'cash', 30_000],
      [4, 'cash', 40_000],
    ]);
    expect(body.gameSet).toMatchObject({
      id: c.gameSetId,
      league: 'baseball',
      leagueId: 15,
      status: 'UNPLAYED',
    });
    expect(body.gameSet.credit).toContain('Retrosheet');
  });

  it('GET /api/sports/game-sets/:id/matches gives the real games with their pick keys', async () => {
    const c = await newContest();
    const res = await api(t.app, 'GET', `/api/sports/game-sets/${c.gameSetId}/matches`);
    expect(res.statusCode).toBe(200);
    const { matches } = gameSetMatchesResponseSchema.parse(res.json());
    expect(matches).toHaveLength(6);
    const m = matches[0]!;
    expect(m.status).toBe('UNPLAYED');
    expect(m.home.pickKey).toBe(`${m.feedGameId}-${m.home.teamId}`);
    expect(m.home.name).toMatch(/^[A-Z][a-z]+/);
    expect(m.home.starter?.name).toBeTruthy();
    expect(m.location).toContain(',');
    expect(matches.flatMap((x) => [x.home.pickKey, x.away.pickKey]).sort()).toEqual([...c.keys].sort());
  });
});

describe('entering', () => {
  it('needs a signed-in player', async () => {
    const c = await newContest();
    const res = await enter(c.contestId);
    expect(res.statusCode).toBe(401);
    expect(errorOf(res)).toMatchObject({ code: 'AUTH_REQUIRED', message: 'Please Login First' });
    expect((await api(t.app, 'GET', '/api/sports/entries')).statusCode).toBe(401);
  });

  it('creates one entry with the kit; a second is "Something is wrong"; unknown contests are 404', async () => {
    const c = await newContest();
    const player = await registerPlayer(t.app);
    const entry = await entered(c.contestId, player.token);
    expect(entry).toMatchObject({
      picks: [],
      hasPicks: false,
      matchStarted: false,
      result: null,
      wonAmount: 0,
    });
    expect(entry.contest).toMatchObject({ id: c.contestId, entries: 1, myEntryId: entry.id });
    const kit = await t.database.db
      .selectFrom('powerplay_inventory')
      .select(['powerplay_id', 'remaining'])
      .where('entry_id', '=', entry.id)
      .orderBy('powerplay_id')
      .execute();
    expect(kit).toEqual([
      { powerplay_id: 1, remaining: 2 },
      { powerplay_id: 4, remaining: 1 },
      { powerplay_id: 5, remaining: 1 },
      { powerplay_id: 13, remaining: 1 },
      { powerplay_id: 18, remaining: 3 },
      { powerplay_id: 19, remaining: 3 },
      { powerplay_id: 21, remaining: 2 },
      { powerplay_id: 24, remaining: 1 },
    ]);

    const again = await enter(c.contestId, player.token);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again)).toMatchObject({ code: 'SPORTS_ALREADY_ENTERED', message: 'Something is wrong' });

    const missing = await enter(999_999, player.token);
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).code).toBe('SPORTS_CONTEST_NOT_FOUND');
    const bad = await api(t.app, 'POST', '/api/sports/contests/abc/entries', { token: player.token });
    expect(bad.statusCode).toBe(404);
    expect(errorOf(bad).code).toBe('SPORTS_CONTEST_NOT_FOUND');
  });

  it('refuses entering once the game set is final, and changes nothing', async () => {
    const c = await newContest();
    await t.database.db
      .updateTable('sports_game_sets')
      .set({ status: 'FINISHED' })
      .where('id', '=', c.gameSetId)
      .execute();
    const player = await registerPlayer(t.app);
    const res = await enter(c.contestId, player.token);
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('SPORTS_CONTEST_CLOSED');
    const rows = await t.database.db
      .selectFrom('entries')
      .select('id')
      .where('user_id', '=', player.user.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it('closes entries when the first match starts: "Entries are closed for this game", no allowance spent', async () => {
    const player = await registerPlayer(t.app);
    const entriesOf = () =>
      t.database.db.selectFrom('entries').select('id').where('user_id', '=', player.user.id).execute();
    // Started by the clock, before the feed has moved anything…
    const started = await newContest({ inHours: -1 });
    const byClock = await enter(started.contestId, player.token);
    expect(byClock.statusCode).toBe(409);
    expect(errorOf(byClock)).toMatchObject({
      code: 'SPORTS_ENTRIES_CLOSED',
      message: 'Entries are closed for this game',
    });
    // …or LIVE by the feed, even ahead of its scheduled start.
    const live = await newContest();
    await t.database.db
      .updateTable('sports_game_sets')
      .set({ status: 'LIVE' })
      .where('id', '=', live.gameSetId)
      .execute();
    expect(errorOf(await enter(live.contestId, player.token)).code).toBe('SPORTS_ENTRIES_CLOSED');
    expect(await entriesOf()).toEqual([]);
    // The month's allowance is untouched: three contests that have not started still take entries.
    for (const c of await Promise.all([1, 2, 3].map(() => newContest())))
      await entered(c.contestId, player.token);
  });

  it('checks the club only when the restriction is ENTRY (Elite: elite or super elite)', async () => {
    const elite = await newContest({ eligibility: 'ELITE', restriction: 'ENTRY' });
    const open = await newContest({ eligibility: 'ELITE', restriction: 'NONE' });
    const basic = await registerPlayer(t.app);
    const res = await enter(elite.contestId, basic.token);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res)).toMatchObject({
      code: 'CLUB_NOT_ELIGIBLE',
      message: 'You are not eligible to enter This game. Please Increase your points to upgrade your Club.',
    });
    expect(
      await t.database.db
        .selectFrom('sports_entries')
        .select('id')
        .where('user_id', '=', basic.user.id)
        .execute(),
    ).toEqual([]);
    await entered(open.contestId, basic.token);

    const superElite = await registerPlayer(t.app);
    await t.database.db
      .updateTable('users')
      .set({ club: 'super_elite' })
      .where('id', '=', superElite.user.id)
      .execute();
    await entered(elite.contestId, superElite.token);
  });

  it('counts the monthly allowance of the sport: a fourth baseball contest is refused without a plan', async () => {
    const contests = await Promise.all([1, 2, 3, 4].map(() => newContest()));
    const player = await registerPlayer(t.app);
    // What is left is said before any pick, per sport, from the count entering checks.
    const games = async () =>
      sportsMonthlyGamesResponseSchema.parse(
        (await api(t.app, 'GET', '/api/sports/monthly-games', { token: player.token })).json(),
      ).games;
    const baseball = async () => (await games()).find((g) => g.sport === 'baseball');
    expect(await baseball()).toEqual({ sport: 'baseball', allowance: 3, used: 0, left: 3 });
    await entered(contests[0]!.contestId, player.token);
    expect(await baseball()).toEqual({ sport: 'baseball', allowance: 3, used: 1, left: 2 });
    expect((await games()).map((g) => [g.sport, g.left])).toEqual([
      ['hockey', 3],
      ['baseball', 2],
      ['basketball', 3],
      ['football', 3],
    ]);
    for (const c of contests.slice(1, 3)) await entered(c.contestId, player.token);
    expect(await baseball()).toEqual({ sport: 'baseball', allowance: 3, used: 3, left: 0 });
    expect((await api(t.app, 'GET', '/api/sports/monthly-games')).statusCode).toBe(401);
    const fourth = await enter(contests[3]!.contestId, player.token);
    expect(fourth.statusCode).toBe(403);
    expect(errorOf(fourth)).toMatchObject({
      code: 'MONTHLY_ALLOWANCE_USED',
      message: "You have used this month's games. Please CLICK HERE to add more!",
    });
    const mine = sportsEntriesResponseSchema.parse(
      (await api(t.app, 'GET', '/api/sports/entries', { token: player.token })).json(),
    );
    expect(mine.entries).toHaveLength(3);
  });

  it('names its contests as their ledger lines do, for player care', async () => {
    const c = await newContest();
    const player = await registerPlayer(t.app);
    const entry = await entered(c.contestId, player.token);
    const names = await t.services.sports.contestNames([c.contestId, 999_999], player.user.id);
    expect([...names.entries()]).toEqual([
      [
        c.contestId,
        sportsLedgerName({
          name: entry.contest.name,
          sport: 'Baseball',
          gameType: entry.contest.gameTypeName,
          startAt: entry.contest.startAt,
        }),
      ],
    ]);
  });

  it('50 simultaneous entries by one player into one contest make exactly one', async () => {
    const c = await newContest();
    const player = await registerPlayer(t.app);
    const results = await Promise.all(Array.from({ length: 50 }, () => enter(c.contestId, player.token)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 201)).toHaveLength(1);
    expect(codes.filter((s) => s === 409)).toHaveLength(49);
    for (const r of results.filter((x) => x.statusCode === 409))
      expect(errorOf(r).code).toBe('SPORTS_ALREADY_ENTERED');
    const rows = await t.database.db
      .selectFrom('sports_entries')
      .select('id')
      .where('contest_id', '=', c.contestId)
      .execute();
    expect(rows).toHaveLength(1);
    const registry = await t.database.db
      .selectFrom('entries')
      .select('id')
      .where('contest_kind', '=', 'sports')
      .where('contest_id', '=', c.contestId)
      .execute();
    expect(registry).toEqual(rows);
  });
});

describe('picks', () => {
  it('saves min..max distinct teams of the set; refusals use the spec texts and change nothing', async () => {
    const c = await newContest({ minTeams: 2, maxTeams: 3 });
    const player = await registerPlayer(t.app);
    const entry = await entered(c.contestId, player.token);
    const url = `/api/sports/entries/${entry.id}/picks`;
    const put = (body: unknown) => api(t.app, 'PUT', url, { token: player.token, body });

    const ok = await put({ teams: [c.keys[0], c.keys[2]] });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toEqual({ picks: [c.keys[0], c.keys[2]] });

    const refusals: [unknown, number, string, string][] = [
      [{ teams: [c.keys[1]] }, 400, 'SPORTS_PICKS_TOO_FEW', 'Select at least 2 Team(s)'],
      [{ teams: c.keys.slice(0, 4) }, 400, 'SPORTS_PICKS_TOO_MANY', 'You can Only Select 3 Teams!'],
      [{ teams: [] }, 400, 'SPORTS_PICKS_NONE', 'Select at least 1 team to submit your picks'],
      [
        { teams: [c.keys[0], 'XYZ2019-mlb-NYA'] },
        400,
        'SPORTS_PICK_UNKNOWN',
        'One of the teams is not in this game set',
      ],
      [{ teams: [c.keys[0], c.keys[0]] }, 400, 'SPORTS_PICK_DUPLICATE', 'Each team can only be picked once'],
      [{ teams: 'a,b' }, 400, 'SPORTS_PICKS_NONE', 'Select at least 1 team to submit your picks'],
      [{ teams: [1, 2] }, 400, 'SPORTS_PICK_UNKNOWN', 'One of the teams is not in this game set'],
      [{}, 400, 'SPORTS_PICKS_NONE', 'Select at least 1 team to submit your picks'],
    ];
    for (const [body, status, code, message] of refusals) {
      const res = await put(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(status);
      expect(errorOf(res), JSON.stringify(body)).toMatchObject({ code, message });
    }
    const saved = await api(t.app, 'GET', url, { token: player.token });
    expect(saved.json()).toEqual({ picks: [c.keys[0], c.keys[2]] });

    const list = sportsEntriesResponseSchema.parse(
      (await api(t.app, 'GET', '/api/sports/entries', { token: player.token })).json(),
    );
    expect(list.entries[0]).toMatchObject({ id: entry.id, hasPicks: true, picks: [c.keys[0], c.keys[2]] });
  });

  it("someone else's entry is not found, and an unsigned request is 401", async () => {
    const c = await newContest();
    const owner = await registerPlayer(t.app);
    const other = await registerPlayer(t.app);
    const entry = await entered(c.contestId, owner.token);
    const url = `/api/sports/entries/${entry.id}/picks`;
    for (const res of [
      await api(t.app, 'GET', url, { token: other.token }),
      await api(t.app, 'PUT', url, { token: other.token, body: { teams: [c.keys[0]] } }),
      await api(t.app, 'GET', '/api/sports/entries/999999/picks', { token: other.token }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res).code).toBe('SPORTS_ENTRY_NOT_FOUND');
    }
    expect((await api(t.app, 'PUT', url, { body: { teams: [c.keys[0]] } })).statusCode).toBe(401);
    const saved = await t.database.db
      .selectFrom('sports_entries')
      .select('picks')
      .where('id', '=', entry.id)
      .executeTakeFirstOrThrow();
    expect(saved.picks).toEqual([]);
  });

  it('only teams of UNPLAYED matches may come or go; a started match’s pick stays', async () => {
    const c = await newContest({ minTeams: 1, maxTeams: 4 });
    const player = await registerPlayer(t.app);
    const entry = await entered(c.contestId, player.token);
    const url = `/api/sports/entries/${entry.id}/picks`;
    const put = (teams: string[]) => api(t.app, 'PUT', url, { token: player.token, body: { teams } });
    // keys: [m0 home, m0 away, m1 home, m1 away, ...]
    expect((await put([c.keys[0]!, c.keys[2]!])).statusCode).toBe(200);
    await setMatchStatus(c.matches[0]!.feed_game_id, 'LIVE');
    await setMatchStatus(c.matches[3]!.feed_game_id, 'FINISHED');

    const locked = (res: Awaited<ReturnType<typeof put>>) => {
      expect(res.statusCode).toBe(409);
      expect(errorOf(res)).toMatchObject({
        code: 'SPORTS_ACTION_UNAVAILABLE',
        message: 'This Action Is not available at this time',
      });
    };
    locked(await put([c.keys[2]!])); // drops the live match's team
    locked(await put([c.keys[0]!, c.keys[2]!, c.keys[1]!])); // adds the live match's other team
    locked(await put([c.keys[0]!, c.keys[2]!, c.keys[6]!])); // adds a finished match's team
    // The started match's pick stays as it is while unplayed matches' picks change.
    const ok = await put([c.keys[0]!, c.keys[4]!, c.keys[5]!]);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await api(t.app, 'GET', url, { token: player.token })).json()).toEqual({
      picks: [c.keys[0], c.keys[4], c.keys[5]],
    });
    const list = sportsEntriesResponseSchema.parse(
      (await api(t.app, 'GET', '/api/sports/entries', { token: player.token })).json(),
    );
    expect(list.entries.find((e) => e.id === entry.id)!.matchStarted).toBe(true);
  });

  it('refuses every change once the contest is settled', async () => {
    const c = await newContest();
    const player = await registerPlayer(t.app);
    const entry = await entered(c.contestId, player.token);
    await t.database.db
      .updateTable('sports_game_sets')
      .set({ settled_at: new Date() })
      .where('id', '=', c.gameSetId)
      .execute();
    const res = await api(t.app, 'PUT', `/api/sports/entries/${entry.id}/picks`, {
      token: player.token,
      body: { teams: [c.keys[0]] },
    });
    expect(res.statusCode).toBe(409);
    expect(errorOf(res).code).toBe('SPORTS_ACTION_UNAVAILABLE');
  });
});

describe('Game Central', () => {
  it('shows a settled entry with its result and what it won; long-settled contests are archived', async () => {
    const c = await newContest();
    const player = await registerPlayer(t.app);
    const entry = await entered(c.contestId, player.token);
    const db = t.database.db;
    await db
      .updateTable('sports_game_sets')
      .set({ status: 'FINISHED' })
      .where('id', '=', c.gameSetId)
      .execute();
    await db
      .updateTable('sports_contests')
      .set({ settled_at: new Date(Date.now() - 8 * 24 * HOUR) })
      .where('id', '=', c.contestId)
      .execute();
    await db
      .updateTable('sports_entries')
      .set({ result: 'WON', won_amount: 12_345 })
      .where('id', '=', entry.id)
      .execute();
    const { entries } = sportsEntriesResponseSchema.parse(
      (await api(t.app, 'GET', '/api/sports/entries', { token: player.token })).json(),
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ id: entry.id, result: 'WON', wonAmount: 12_345 });
    expect(entries[0]!.contest.status).toBe('ARCHIVED');
  });
});

describe('database constraints', () => {
  it('refuses what the rules forbid, whatever the code does', async () => {
    const c = await newContest();
    const db = t.database.db;
    const player = await registerPlayer(t.app);
    const entry = await entered(c.contestId, player.token);
    const refused = async (constraint: string, run: () => Promise<unknown>) => {
      await expect(run()).rejects.toThrow(`constraint "${constraint}"`);
    };
    // min <= max teams; a prize is never negative; one entry per player and contest; a known outcome.
    await refused('sports_contests_teams_check', () =>
      db
        .updateTable('sports_contests')
        .set({ min_teams: 5, max_teams: 4 })
        .where('id', '=', c.contestId)
        .execute(),
    );
    await refused('sports_prize_rows_amount_check', () =>
      db.updateTable('sports_prize_rows').set({ amount: -1 }).where('contest_id', '=', c.contestId).execute(),
    );
    await refused('sports_entries_contest_user_key', () =>
      db
        .insertInto('sports_entries')
        .values({
          id: entry.id + 100_000,
          contest_id: c.contestId,
          user_id: player.user.id,
          created_at: new Date(),
          updated_at: new Date(),
        })
        .execute(),
    );
    await refused('sports_entries_result_check', () =>
      db
        .updateTable('sports_entries')
        .set({ result: 'POSSIBLE' as 'WON' })
        .where('id', '=', entry.id)
        .execute(),
    );
    await refused('sports_matches_status_check', () =>
      db
        .updateTable('sports_matches')
        .set({ status: 'DONE' as 'FINISHED' })
        .where('game_set_id', '=', c.gameSetId)
        .execute(),
    );
    await refused('sports_matches_two_teams', () =>
      db
        .updateTable('sports_matches')
        .set((eb) => ({ away_team_id: eb.ref('home_team_id') }))
        .where('game_set_id', '=', c.gameSetId)
        .execute(),
    );
  });
});

describe('live stream', () => {
  it('serves the current matches from the snapshot, then the events published on the topic', async () => {
    const c = await newContest();
    const url = `${baseUrl}/api/sports/game-sets/${c.gameSetId}/events`;
    const first = await readEvents(
      url,
      (e) => e.filter((x) => x.event === 'match').length >= 6 && e.some((x) => x.event === 'status'),
    );
    const matches = first
      .filter((e) => e.event === 'match')
      .map((e) => sportsGameSetEventSchemas.match.parse(JSON.parse(e.data)));
    expect(matches.map((m) => m.feedGameId).sort()).toEqual(c.matches.map((m) => m.feed_game_id).sort());
    expect(JSON.parse(first.find((e) => e.event === 'status')!.data)).toEqual({ status: 'UNPLAYED' });

    // What the feed does: change a match, bump the set's event number, publish in the same transaction.
    const feedGameId = c.matches[2]!.feed_game_id;
    const watched = await watch(url, (e) => e.some((x) => x.event === 'match' && x.id === '1'), {
      'last-event-id': '0',
    });
    const { matches: now } = gameSetMatchesResponseSchema.parse(
      (await api(t.app, 'GET', `/api/sports/game-sets/${c.gameSetId}/matches`)).json(),
    );
    const live: SportsMatch = {
      ...now.find((m) => m.feedGameId === feedGameId)!,
      status: 'LIVE',
      sequence: 1,
    };
    live.home = { ...live.home, score: 2 };
    await t.database.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('sports_matches')
        .set({ status: 'LIVE', home_score: 2, sequence: 1 })
        .where('feed_game_id', '=', feedGameId)
        .execute();
      const { event_seq } = await trx
        .updateTable('sports_game_sets')
        .set((eb) => ({ event_seq: eb('event_seq', '+', 1) }))
        .where('id', '=', c.gameSetId)
        .returning('event_seq')
        .executeTakeFirstOrThrow();
      await publish(trx, topic(liveTopics.sportsGameSet(c.gameSetId), sportsGameSetEventSchemas), {
        type: 'match',
        id: event_seq,
        data: live,
      });
    });
    const events = await watched.events;
    const update = events.find((e) => e.event === 'match' && e.id === '1')!;
    expect(JSON.parse(update.data)).toMatchObject({ feedGameId, status: 'LIVE', home: { score: 2 } });

    // The loader (a process that has no snapshot yet) gives the changed match the latest event id.
    const replay = (await t.services.sports.replay(c.gameSetId))!;
    const replayed = replay.filter((e) => e.type === 'match');
    expect(replayed).toHaveLength(6);
    const last = replayed[replayed.length - 1]!;
    expect(last.id).toBe(1);
    expect(last.data).toMatchObject({ feedGameId, status: 'LIVE', home: { score: 2 } });
    for (const e of replayed.slice(0, -1)) expect(e.id! > 0 && e.id! < 1).toBe(true);
  });
});

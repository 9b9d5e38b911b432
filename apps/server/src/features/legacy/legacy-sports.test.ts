import type { SportsMatch } from '@powerplay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createTestApp,
  newPlayer,
  registerOperator,
  scheduleLotteryGame,
  type TestApp,
} from '../../../test/helpers';
import { fakeClock } from '../../platform/clock';
import { message, OLD_CLIENT, oldClient } from './test-client';

const HOUR = 3_600_000;
const MIN = 60_000;
const clock = fakeClock('2026-12-10T12:00:00Z');
let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { LEGACY_ORIGINS: OLD_CLIENT } });
  operator = (await registerOperator(t)).token;
});
afterAll(() => t.close());
const { form, get } = oldClient(() => t.app);

const db = () => t.database.db;

/** A refusal: its status and the catalogue text the old client shows. */
const refusal = (res: { statusCode: number; json(): unknown }) => ({
  status: res.statusCode,
  message: (res.json() as { error: { message: string } }).error.message,
});

/** Signs up through the old client's call; answers its jwt and the player's id. */
async function signup() {
  const p = newPlayer();
  const res = await form('/public_api/auth/signup.php', {
    dname: p.displayName,
    email: p.email,
    password: p.password,
    country: 'CA',
    province: 'ON',
    over_18: '1',
    acceptedtc: '1',
  });
  expect(res.statusCode, res.body).toBe(201);
  const { jwt } = res.json<{ jwt: string }>();
  const me = await api(t.app, 'GET', '/api/auth/me', { token: jwt });
  return { jwt, userId: me.json<{ user: { id: number } }>().user.id };
}

let sets = 0;
/**
 * A baseball game set replaying a real 2019 day, started later by an operator, with a Chase the Ace
 * contest (1 to 10 teams unless told; a cash row per number of teams: $100 a team) and its first four
 * matches' team keys.
 */
async function newContest(
  options: { minTeams?: number; maxTeams?: number; eligibility?: 'ALL' | 'ELITE' } = {},
) {
  sets += 1;
  const startAt = new Date(Math.ceil((clock.now().getTime() + HOUR) / MIN) * MIN + sets * MIN);
  const set = await api(t.app, 'POST', '/api/operator/sports/game-sets', {
    token: operator,
    body: { league: 'baseball', startAt: startAt.toISOString() },
  });
  expect(set.statusCode, set.body).toBe(201);
  const { gameSetId } = set.json<{ gameSetId: number }>();
  const min = options.minTeams ?? 1;
  const max = options.maxTeams ?? 10;
  const contest = await api(t.app, 'POST', `/api/operator/sports/game-sets/${gameSetId}/contests`, {
    token: operator,
    body: {
      gameTypeId: 6,
      sponsor: 'Powerplay',
      minTeams: min,
      maxTeams: max,
      eligibility: options.eligibility ?? 'ALL',
      prizes: Array.from({ length: max - min + 1 }, (_, i) => ({
        teams: min + i,
        kind: 'cash',
        amount: (min + i) * 10_000,
      })),
    },
  });
  expect(contest.statusCode, contest.body).toBe(201);
  const contestId = contest.json<{ contest: { id: number } }>().contest.id;
  const listed = await api(t.app, 'GET', `/api/sports/game-sets/${gameSetId}/matches`);
  const matches = listed
    .json<{ matches: SportsMatch[] }>()
    .matches.slice(0, 4)
    .map((m) => ({
      feedGameId: m.feedGameId,
      homeId: m.home.teamId,
      awayId: m.away.teamId,
      home: m.home.pickKey,
      away: m.away.pickKey,
    }));
  expect(matches).toHaveLength(4);
  return { contestId, gameSetId, startAt, matches };
}

async function enter(jwt: string, contestId: number) {
  const res = await form('/public_api/entry/create.php', { game: String(contestId), jwt });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ entry_id: number }>().entry_id;
}

const picksOf = async (jwt: string, entry: number) =>
  (await get('/public_api/schedule/mypicks.php', { jwt, entry: String(entry) }))
    .json<{ records: { pick: string }[] }>()
    .records.map((r) => r.pick);

const entriesOf = async (contestId: number) =>
  (await db().selectFrom('sports_entries').select('id').where('contest_id', '=', contestId).execute()).length;

describe('the lobby: images, game types, games, how to play, rules', () => {
  it('get_image.php redirects to the game type’s image or header; an unknown one is refused', async () => {
    const image = await get('/api/sport_league/get_image.php', { id: '6', type: 'image' });
    expect(image.statusCode).toBe(302);
    expect(image.headers.location).toBe('/api/sports/images/baseball-cta.svg');
    const header = await get('/api/sport_league/get_image.php', { id: '7', type: 'header' });
    expect(header.headers.location).toBe('/api/sports/images/baseball-blackjack-header.svg');
    const svg = await t.app.inject({ url: header.headers.location as string });
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toContain('image/svg+xml');

    expect(refusal(await get('/api/sport_league/get_image.php', { id: '999', type: 'image' }))).toEqual({
      status: 404,
      message: message('SPORTS_GAME_TYPE_NOT_FOUND'),
    });
    expect((await get('/api/sport_league/get_image.php', { id: '6', type: 'banner' })).statusCode).toBe(400);
  });

  it('association/read.php lists a sport’s game types; an unknown sport is refused', async () => {
    const res = await get('/public_api/association/read.php', { id: '2' });
    expect(res.statusCode).toBe(200);
    const { records } = res.json<{ records: { association_id: number }[] }>();
    expect(records[0]).toEqual({
      association_id: 6,
      name: 'Chase the Ace',
      gametype_id: 6,
      league_id: 15,
      no_game_text: expect.any(String),
      sport_id: 2,
      layout: 'cta',
      image: '/api/sports/images/baseball-cta.svg',
      header_image: '/api/sports/images/baseball-cta-header.svg',
    });
    expect(records.map((r) => r.association_id)).toContain(7);
    expect(refusal(await get('/public_api/association/read.php', { id: '9' }))).toEqual({
      status: 404,
      message: message('SPORTS_SPORT_NOT_FOUND'),
    });
    expect((await get('/public_api/association/read.php', { id: '0x2' })).statusCode).toBe(404);
  });

  it('select_game/read.php lists a sport’s games with the caller’s entry; an unknown sport is refused', async () => {
    const { contestId, gameSetId, startAt } = await newContest({ minTeams: 1, maxTeams: 3 });
    const { jwt } = await signup();
    const find = async (query: Record<string, string>) =>
      (await get('/api/select_game/read.php', query))
        .json<{ records: { id: number; entry: boolean }[] }>()
        .records.find((r) => r.id === contestId);
    expect(await find({ id: '2' })).toEqual({
      id: contestId,
      association_id: 6,
      name: 'Chase the Ace',
      sponsor: 'Powerplay',
      game_type: 'Chase the Ace',
      game: startAt.toISOString(),
      prize_id: contestId,
      prize_type: 'cash',
      max_prize: 300,
      min_teams_allowed: 1,
      max_teams_allowed: 3,
      eligibility: 'All',
      restriction: 'ENTRY',
      entries: 0,
      status: 'Not Started',
      gameset_id: gameSetId,
      league_id: 15,
      entry: false,
      entry_id: null,
    });
    const entryId = await enter(jwt, contestId);
    expect(await find({ id: '2', jwt })).toMatchObject({ entry: true, entry_id: entryId, entries: 1 });
    // A visitor's copy never says entered; a bad jwt is a visitor here.
    expect(await find({ id: '2', jwt: `${jwt}x` })).toMatchObject({ entry: false, entry_id: null });
    expect(await find({ id: '1' })).toBeUndefined();
    // A contest the site sponsors itself (no sponsor of its own) names the brand's sponsor line.
    const db = t.database.db;
    await db.updateTable('sports_contests').set({ sponsor: '' }).where('id', '=', contestId).execute();
    await db.updateTable('brand_settings').set({ sponsor_line: 'Acme Play' }).execute();
    try {
      expect(await find({ id: '2' })).toMatchObject({ sponsor: 'Acme Play' });
    } finally {
      await db.updateTable('brand_settings').set({ sponsor_line: 'Powerplay' }).execute();
    }
    expect(refusal(await get('/api/select_game/read.php', { id: '99' }))).toEqual({
      status: 404,
      message: message('SPORTS_SPORT_NOT_FOUND'),
    });
  });

  it('read_all_how_to.php answers the how-to steps; a foreign origin is refused', async () => {
    const res = await get('/api/select_game/read_all_how_to.php');
    expect(res.statusCode).toBe(200);
    const { records } = res.json<{ records: { header: string }[] }>();
    expect(records.length).toBeGreaterThan(0);
    expect(records[0]).toEqual({
      association_id: null,
      header: expect.any(String),
      step_text: expect.any(String),
    });
    const foreign = await get('/api/select_game/read_all_how_to.php', {}, 'https://evil.example.com');
    expect(refusal(foreign)).toEqual({ status: 403, message: message('LEGACY_ORIGIN_REFUSED') });
  });

  it('readrules.php (id=2) answers the Game Rules tabs as {rule, text}; an unknown sport is refused', async () => {
    const res = await get('/api/select_game/readrules.php', { id: '2' });
    expect(res.statusCode).toBe(200);
    // The same tabs as the JSON API's, for baseball's first game type (Chase the Ace, id 6).
    const json = (await api(t.app, 'GET', '/api/sports/game-types/6/rules')).json<{
      rules: { title: string; html: string }[];
    }>();
    expect(json.rules.length).toBeGreaterThan(0);
    expect(res.json()).toEqual({ records: json.rules.map((r) => ({ rule: r.title, text: r.html })) });
    expect(refusal(await get('/api/select_game/readrules.php', { id: '77' }))).toEqual({
      status: 404,
      message: message('SPORTS_SPORT_NOT_FOUND'),
    });
  });
});

describe('plans: my_subscriptions.php and store_subscription/read.php', () => {
  it('store_subscription/read.php lists each plan by subscription id; a foreign origin is refused', async () => {
    const res = await get('/api/store_subscription/read.php');
    expect(res.statusCode).toBe(200);
    const { records } = res.json<{ records: { subscription_id: number; product_id: string }[] }>();
    expect(records.filter((r) => [7, 10, 13, 16].includes(r.subscription_id))).toEqual(
      [7, 10, 13, 16].map((id, i): unknown =>
        expect.objectContaining({
          subscription_id: id,
          subscription_name: 'Super Elite',
          sport_id: i + 1,
          price: 40,
        }),
      ),
    );
    expect(records).toContainEqual(
      expect.objectContaining({ subscription_id: 8, sport_id: 2, price: 13, games: 10, period: 'month' }),
    );
    // Basketball and football have contests (High 5, Zones, Pick 5, Brackets): their plans are
    // sold too, each by its own subscription ids (11, 12 and 14, 15).
    const products = records.map((r) => r.product_id);
    expect(products.filter((id) => /^(basketball|football)-/.test(id))).toEqual([
      'basketball-basic-13',
      'basketball-basic-20',
      'football-basic-13',
      'football-basic-20',
    ]);
    expect(records).toContainEqual(
      expect.objectContaining({ subscription_id: 11, sport_id: 3, product_id: 'basketball-basic-13' }),
    );
    expect(records).toContainEqual(
      expect.objectContaining({ subscription_id: 15, sport_id: 4, product_id: 'football-basic-20' }),
    );
    expect(products).toContain('hockey-basic-13');
    const foreign = await get('/api/store_subscription/read.php', {}, 'https://evil.example.com');
    expect(foreign.statusCode).toBe(403);
  });

  it('my_subscriptions.php answers my plans in force and my balance; without a jwt it is refused', async () => {
    const { jwt, userId } = await signup();
    expect((await get('/public_api/subscription/my_subscriptions.php', { jwt })).json()).toEqual({
      subscriptions: [],
      balance: { cash: 0, points: 0 },
    });
    await api(t.app, 'POST', '/api/operator/wallet/adjustments', {
      token: operator,
      body: { userId, amountCents: 10_000, kind: 'cash', reason: 'Top-up' },
    });
    const order = await api(t.app, 'POST', '/api/store/orders', {
      token: jwt,
      body: { productIds: ['super-elite'] },
      headers: { 'idempotency-key': 'legacy-sports-1' },
    });
    expect(order.statusCode, order.body).toBe(201);
    const mine = (await get('/public_api/subscription/my_subscriptions.php', { jwt })).json<{
      subscriptions: { subscription_id: number; sport_id: number }[];
      balance: unknown;
    }>();
    expect(
      mine.subscriptions.map((s) => [s.subscription_id, s.sport_id]).sort((a, b) => a[0]! - b[0]!),
    ).toEqual([
      [7, 1],
      [10, 2],
      [13, 3],
      [16, 4],
    ]);
    expect(mine.subscriptions[0]).toMatchObject({ subscription_name: 'Super Elite', expires_at: null });
    expect(mine.balance).toEqual({ cash: 60, points: 0 });

    const anonymous = await get('/public_api/subscription/my_subscriptions.php');
    expect(refusal(anonymous)).toEqual({ status: 401, message: 'Please Login First' });
  });
});

describe('entering and Game Central: entry/create.php, entry/read.php, readmygames.php', () => {
  it('enters a game ("Created"), lists it, and refuses a second entry, a bad game and no jwt, changing nothing', async () => {
    const { contestId, gameSetId } = await newContest();
    const { jwt } = await signup();
    const created = await form('/public_api/entry/create.php', { game: String(contestId), jwt });
    expect(created.statusCode).toBe(201);
    expect(created.body).toContain('Created');
    const { entry_id } = created.json<{ entry_id: number }>();

    const read = (await get('/public_api/entry/read.php', { jwt })).json<{ records: unknown[] }>();
    expect(read.records).toEqual([
      expect.objectContaining({
        id: entry_id,
        game_id: contestId,
        gameset_id: gameSetId,
        status: 'Not Started',
        has_picks: false,
        match_started: false,
        prize_id: contestId,
        result: null,
      }),
    ]);

    const again = await form('/public_api/entry/create.php', { game: String(contestId), jwt });
    expect(refusal(again)).toEqual({ status: 409, message: message('SPORTS_ALREADY_ENTERED') });
    expect(again.body).not.toContain('Created');
    const missing = await form('/public_api/entry/create.php', { game: '999999', jwt });
    expect(refusal(missing)).toEqual({ status: 404, message: message('SPORTS_CONTEST_NOT_FOUND') });
    expect((await form('/public_api/entry/create.php', { game: '1e3', jwt })).statusCode).toBe(404);
    const noJwt = await form('/public_api/entry/create.php', { game: String(contestId) });
    expect(refusal(noJwt)).toEqual({ status: 401, message: 'Please Login First' });
    expect(await entriesOf(contestId)).toBe(1);
  });

  it('refuses a game above the player’s club (restriction ENTRY) and enters nobody', async () => {
    const { contestId } = await newContest({ eligibility: 'ELITE' });
    const { jwt } = await signup();
    const res = await form('/public_api/entry/create.php', { game: String(contestId), jwt });
    expect(refusal(res)).toEqual({ status: 403, message: message('CLUB_NOT_ELIGIBLE') });
    expect(await entriesOf(contestId)).toBe(0);
    expect((await get('/public_api/entry/read.php', { jwt })).json()).toEqual({ records: [] });
  });

  it('entry/read.php refuses a forged jwt', async () => {
    const { jwt } = await signup();
    expect(refusal(await get('/public_api/entry/read.php', { jwt: `${jwt}x` }))).toEqual({
      status: 401,
      message: 'Please Login First',
    });
  });

  it('readmygames.php answers my sports games, my lotto games, me and my balance; no jwt is refused', async () => {
    const { contestId } = await newContest();
    const { jwt } = await signup();
    const entryId = await enter(jwt, contestId);
    const lotteryId = await scheduleLotteryGame(t.app, operator, clock.now());
    const saved = await form('/public_api/lottery_games/setMyNumbers.php', {
      numbers: '1,2,3,4,5,6,7',
      jwt,
      game_id: String(lotteryId),
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const res = await get('/public_api/entry/readmygames.php', { jwt });
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      records: unknown[];
      lottery_games: unknown[];
      user: unknown;
      balance: unknown;
    }>();
    expect(body.records).toEqual([
      expect.objectContaining({
        id: entryId,
        game_id: contestId,
        gametype_name: 'Chase the Ace',
        prize: 1000,
        prize_type: 'cash',
        league_id: 15,
        header_text: '/api/sports/images/baseball-cta-header.svg',
      }),
    ]);
    expect(body.lottery_games).toEqual([
      expect.objectContaining({ id: lotteryId, entry: true, numbers: [1, 2, 3, 4, 5, 6, 7], result: null }),
    ]);
    expect(body.user).toEqual({
      id: expect.any(Number),
      dname: expect.any(String),
      email: expect.any(String),
      club: 'basic',
    });
    expect(body.balance).toEqual({ cash: 0, points: 0 });
    expect((await get('/public_api/entry/readmygames.php')).statusCode).toBe(401);
  });
});

describe('team selection: getschedule, prize, game_data, mypicks, setmypicks', () => {
  it('getschedule.php answers the matches in start order; another league or an unknown set is refused', async () => {
    const { gameSetId, matches } = await newContest();
    const res = await get('/public_api/schedule/getschedule.php', {
      gameset_id: String(gameSetId),
      league_id: '15',
      date: '2026-12-10',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ records: Record<string, unknown>[]; gameset: unknown }>();
    expect(body.records.slice(0, 4).map((r) => r.feed_game_id)).toEqual(matches.map((m) => m.feedGameId));
    expect(body.records[0]).toMatchObject({
      home_team_id: matches[0]!.homeId,
      away_team_id: matches[0]!.awayId,
      home_team: expect.any(String),
      status: 'UNPLAYED',
      starting_pitcher_home_team: expect.any(String),
      starting_goalie_home_team: null,
      home_score: 0,
      current_period: null,
    });
    expect(body.gameset).toMatchObject({
      id: gameSetId,
      league_id: 15,
      status: 'UNPLAYED',
      credit: expect.any(String),
    });

    const hockey = await get('/public_api/schedule/getschedule.php', {
      gameset_id: String(gameSetId),
      league_id: '14',
    });
    expect(refusal(hockey)).toEqual({ status: 404, message: message('SPORTS_GAME_SET_NOT_FOUND') });
    expect((await get('/public_api/schedule/getschedule.php', { gameset_id: '999999' })).statusCode).toBe(
      404,
    );
  });

  it('prize.php answers the prize rows; an unknown prize id is refused', async () => {
    const { contestId } = await newContest({ minTeams: 2, maxTeams: 4 });
    const res = await get('/public_api/schedule/prize.php', { id: String(contestId) });
    expect(res.json()).toEqual({
      records: [2, 3, 4].map((n, i) => ({
        id: i + 1,
        no_of_team: n,
        prize: n * 100,
        prize_type: 'cash',
        description: null,
        retail_value: null,
      })),
    });
    expect(refusal(await get('/public_api/schedule/prize.php', { id: '999999' }))).toEqual({
      status: 404,
      message: message('SPORTS_CONTEST_NOT_FOUND'),
    });
  });

  it('game_data.php answers my entry’s game, prizes and a score row per pick; another’s entry is refused', async () => {
    const { contestId, gameSetId, matches } = await newContest({ minTeams: 1, maxTeams: 2 });
    const { jwt } = await signup();
    const entry = await enter(jwt, contestId);
    await form('/public_api/schedule/setmypicks.php', { teams: matches[0]!.home, jwt, entry: String(entry) });
    const res = await get('/public_api/entry/game_data.php', {
      jwt,
      entry: String(entry),
      prize_id: String(contestId),
      league: '15',
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<{ prizes: unknown[]; scores: unknown[]; meta: unknown }>();
    expect(body.meta).toMatchObject({
      id: entry,
      game_id: contestId,
      gameset_id: gameSetId,
      prize_id: contestId,
      league_id: 15,
      association_id: 6,
      min_teams_allowed: 1,
      max_teams_allowed: 2,
      prize_type: 'cash',
      eligibility: 'ALL',
    });
    expect(body.prizes).toHaveLength(2);
    expect(body.scores).toEqual([
      { team: matches[0]!.home, name: expect.any(String), status: 'UNPLAYED', my_score: 0 },
    ]);

    const other = await signup();
    const refused = await get('/public_api/entry/game_data.php', { jwt: other.jwt, entry: String(entry) });
    expect(refusal(refused)).toEqual({ status: 404, message: message('SPORTS_ENTRY_NOT_FOUND') });
  });

  it('setmypicks.php saves the teams ("Successful"), mypicks.php reads them; bad picks are refused and change nothing', async () => {
    const { contestId, matches } = await newContest({ minTeams: 1, maxTeams: 2 });
    const { jwt } = await signup();
    const entry = String(await enter(jwt, contestId));
    const save = (teams: string, as = jwt) =>
      form('/public_api/schedule/setmypicks.php', { teams, jwt: as, entry });
    const first = [matches[0]!.home, matches[1]!.away];
    const saved = await save(first.join(','));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).toContain('Successful');
    expect((await get('/public_api/schedule/mypicks.php', { jwt, entry })).json()).toEqual({
      records: [
        { id: 1, pick: first[0] },
        { id: 2, pick: first[1] },
      ],
    });

    const tooMany = await save([matches[0]!.home, matches[1]!.home, matches[2]!.home].join(','));
    expect(refusal(tooMany)).toEqual({ status: 400, message: message('SPORTS_PICKS_TOO_MANY', { max: 2 }) });
    expect(refusal(await save(''))).toEqual({ status: 400, message: message('SPORTS_PICKS_NONE') });
    expect(refusal(await save(`${matches[0]!.feedGameId}-mlb-XXX`))).toEqual({
      status: 400,
      message: message('SPORTS_PICK_UNKNOWN'),
    });
    const other = await signup();
    expect(refusal(await save(matches[2]!.home, other.jwt))).toEqual({
      status: 404,
      message: message('SPORTS_ENTRY_NOT_FOUND'),
    });
    const noJwt = await form('/public_api/schedule/setmypicks.php', { teams: matches[2]!.home, entry });
    expect(refusal(noJwt)).toEqual({ status: 401, message: 'Please Login First' });
    expect(await picksOf(jwt, Number(entry))).toEqual(first);

    // mypicks.php: another's entry is not found.
    const mine = await get('/public_api/schedule/mypicks.php', { jwt: other.jwt, entry });
    expect(refusal(mine)).toEqual({ status: 404, message: message('SPORTS_ENTRY_NOT_FOUND') });
  });
});

describe('the live score page: livescore/data.php and setscore.php', () => {
  it('plays the old client’s sequence: entry/create → setmypicks → livescore/data → setscore, the server deciding', async () => {
    const { contestId, startAt, matches } = await newContest({ minTeams: 1, maxTeams: 4 });
    const [m1, m2, m3, m4] = matches as [
      (typeof matches)[number],
      (typeof matches)[number],
      (typeof matches)[number],
      (typeof matches)[number],
    ];
    const { jwt } = await signup();

    // The games table shows the game; the player enters it and picks two teams.
    const listed = (await get('/api/select_game/read.php', { id: '2', jwt })).json<{
      records: { id: number }[];
    }>();
    expect(listed.records.map((r) => r.id)).toContain(contestId);
    const created = await form('/public_api/entry/create.php', { game: String(contestId), jwt });
    expect(created.body).toContain('Created');
    const entry = created.json<{ entry_id: number }>().entry_id;
    const picked = await form('/public_api/schedule/setmypicks.php', {
      teams: `${m1.home},${m2.away}`,
      jwt,
      entry: String(entry),
    });
    expect(picked.body).toContain('Successful');

    // The set starts: the provider feed puts three matches live.
    clock.set(new Date(startAt.getTime() + 5 * MIN));
    const feed = await api(t.app, 'POST', '/api/operator/sports/feed', {
      token: operator,
      body: {
        updates: [
          { feedGameId: m1.feedGameId, sequence: 1, status: 'LIVE', homeScore: 1, awayScore: 0 },
          { feedGameId: m2.feedGameId, sequence: 1, status: 'LIVE', homeScore: 0, awayScore: 2 },
          { feedGameId: m3.feedGameId, sequence: 1, status: 'LIVE', homeScore: 0, awayScore: 0 },
        ],
      },
    });
    expect(feed.statusCode, feed.body).toBe(200);

    const liveData = async () => {
      const res = await get('/public_api/livescore/data.php', {
        jwt,
        entry_id: String(entry),
        game_id: String(contestId),
        date: '2026-12-10',
        prize_id: String(contestId),
        league_id: '15',
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{
        matches: Record<string, unknown>[];
        prizes: unknown[];
        powerplays: { powerplay_id: number; amount_available: number }[];
        meta: Record<string, unknown>;
      }>();
    };
    const stock = (d: Awaited<ReturnType<typeof liveData>>) =>
      Object.fromEntries(d.powerplays.map((p) => [p.powerplay_id, p.amount_available]));
    const row = (d: Awaited<ReturnType<typeof liveData>>, feedGameId: string) =>
      d.matches.find((m) => m.feed_game_id === feedGameId)!;

    const live = await liveData();
    expect(row(live, m1.feedGameId)).toMatchObject({
      status: 'LIVE',
      home_score: 1,
      my_score_home: 1,
      isMyTeamHome: true,
      isMyTeamAway: false,
      isHomeLocked: false,
      powerplay_activation: expect.any(String),
    });
    expect(row(live, m2.feedGameId)).toMatchObject({ isMyTeamAway: true, my_score_away: 2 });
    expect(live.powerplays).toContainEqual({
      powerplay_id: 19,
      powerplay_name: 'Increase',
      amount_available: 3,
    });
    expect(live.meta).toMatchObject({
      club: 'basic',
      myPicksCount: 2,
      gameStatus: 'LIVE',
      setNumber: 1,
      canPlay: true,
      result: 'POSSIBLE',
      prize: 200,
      id: entry,
      game_id: contestId,
    });
    expect(live.prizes).toHaveLength(4);

    const setscore = (fields: Record<string, string>) =>
      form('/public_api/livescore/setscore.php', {
        jwt,
        game: String(contestId),
        entry: String(entry),
        ...fields,
      });
    const onM1Home = { team: m1.homeId, match: m1.feedGameId };

    // Increase with the browser's own (wrong) arithmetic: the server adds 1.
    const up = await setscore({ ...onM1Home, powerplay: '19', score_before: '1', score_after: '9' });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.body).toContain('Updated');
    let now = await liveData();
    expect(row(now, m1.feedGameId).my_score_home).toBe(2);
    expect(stock(now)[19]).toBe(2);
    // Refresh only turns an 11 into 1: refused at 2, nothing spent.
    const notEleven = await setscore({ ...onM1Home, powerplay: '13' });
    expect(refusal(notEleven)).toEqual({ status: 409, message: message('SPORTS_SCORE_NOT_11') });
    expect(stock(await liveData())).toEqual(stock(now));
    expect((await setscore({ ...onM1Home, powerplay: '18' })).statusCode).toBe(200);
    expect((await setscore({ ...onM1Home, powerplay: '1' })).statusCode).toBe(200);
    now = await liveData();
    expect(row(now, m1.feedGameId)).toMatchObject({ my_score_home: 1, isHomeLocked: true });

    // Swap (24): the old browser sends the new team list; m2's away team goes, m3's home team comes.
    const swapped = await setscore({
      team: m2.awayId,
      match: m2.feedGameId,
      powerplay: '24',
      teams: `${m1.home},${m3.home}`,
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(swapped.json().picks).toEqual([m1.home, m3.home]);
    // Add (5) then Remove (4) of the live m3 team, each by its team list. Without a list, Add names no
    // team: refused, and its one use is still there for the next call.
    const noList = await setscore({ powerplay: '5' });
    expect(refusal(noList)).toEqual({ status: 400, message: message('SPORTS_SELECT_REPLACEMENT') });
    const added = await setscore({ powerplay: '5', teams: `${m1.home},${m3.home},${m4.away}` });
    expect(added.json().picks).toEqual([m1.home, m3.home, m4.away]);
    const removed = await setscore({ powerplay: '4', teams: `${m1.home},${m4.away}` });
    expect(removed.json().picks).toEqual([m1.home, m4.away]);
    expect(await picksOf(jwt, entry)).toEqual([m1.home, m4.away]);

    // Refusals, each changing nothing: a locked team, a team not held, an unknown powerplay, a bad form,
    // another game, no jwt.
    const before = await liveData();
    const locked = await setscore({ ...onM1Home, powerplay: '19' });
    expect(refusal(locked)).toEqual({ status: 409, message: message('SPORTS_TEAM_LOCKED') });
    expect(locked.body).not.toContain('Updated');
    const notHeld = await setscore({ team: m2.homeId, match: m2.feedGameId, powerplay: '19' });
    expect(refusal(notHeld)).toEqual({ status: 409, message: message('SPORTS_ACTION_UNAVAILABLE') });
    expect(refusal(await setscore({ ...onM1Home, powerplay: '99' }))).toEqual({
      status: 400,
      message: message('SPORTS_POWERPLAY_UNKNOWN'),
    });
    expect((await setscore({ ...onM1Home, powerplay: 'x' })).statusCode).toBe(400);
    const otherGame = await setscore({ ...onM1Home, powerplay: '19', game: '999999' });
    expect(refusal(otherGame)).toEqual({ status: 404, message: message('SPORTS_ENTRY_NOT_FOUND') });
    const noJwt = await form('/public_api/livescore/setscore.php', {
      ...onM1Home,
      entry: String(entry),
      powerplay: '19',
    });
    expect(refusal(noJwt)).toEqual({ status: 401, message: 'Please Login First' });
    expect(await liveData()).toEqual(before);
  });

  it('setscore.php: the same form again is a replay, answered with the first answer and spent once', async () => {
    const { contestId, startAt, matches } = await newContest({ minTeams: 1, maxTeams: 4 });
    const [m1, m2, m3] = matches as [
      (typeof matches)[number],
      (typeof matches)[number],
      (typeof matches)[number],
    ];
    const { jwt } = await signup();
    const entry = String(await enter(jwt, contestId));
    const picked = await form('/public_api/schedule/setmypicks.php', {
      teams: `${m1.home},${m2.away}`,
      jwt,
      entry,
    });
    expect(picked.statusCode, picked.body).toBe(200);
    clock.set(new Date(startAt.getTime() + 5 * MIN));
    const feed = await api(t.app, 'POST', '/api/operator/sports/feed', {
      token: operator,
      body: {
        updates: [
          { feedGameId: m1.feedGameId, sequence: 1, status: 'LIVE', homeScore: 1, awayScore: 0 },
          { feedGameId: m2.feedGameId, sequence: 1, status: 'LIVE', homeScore: 0, awayScore: 2 },
          { feedGameId: m3.feedGameId, sequence: 1, status: 'LIVE', homeScore: 0, awayScore: 0 },
        ],
      },
    });
    expect(feed.statusCode, feed.body).toBe(200);

    const liveData = async () =>
      (await get('/public_api/livescore/data.php', { jwt, entry_id: entry })).json<{
        matches: { feed_game_id: string; my_score_home: number }[];
        powerplays: { powerplay_id: number; amount_available: number }[];
      }>();
    const myScore = async () =>
      (await liveData()).matches.find((m) => m.feed_game_id === m1.feedGameId)!.my_score_home;
    const stock = async () =>
      Object.fromEntries((await liveData()).powerplays.map((p) => [p.powerplay_id, p.amount_available]));
    const setscore = (fields: Record<string, string>) =>
      form('/public_api/livescore/setscore.php', { jwt, game: String(contestId), entry, ...fields });
    const onM1Home = { team: m1.homeId, match: m1.feedGameId };
    const start = await stock();

    // Increase with the browser's wrong arithmetic, twice: the server's +1 once, the replay the same answer.
    const increase = { ...onM1Home, powerplay: '19', score_before: '1', score_after: '9' };
    const up = await setscore(increase);
    expect(up.statusCode, up.body).toBe(200);
    const replay = await setscore(increase);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toEqual(up.json());
    expect(await myScore()).toBe(2);
    expect(await stock()).toEqual({ ...start, 19: start[19]! - 1 });

    // Different uses in a row all apply, even a form repeating an older one (Increase, Decrease, Increase).
    const down = await setscore({ ...onM1Home, powerplay: '18', score_before: '2', score_after: '1' });
    expect(down.statusCode, down.body).toBe(200);
    expect(await myScore()).toBe(1);
    const upAgain = await setscore(increase);
    expect(upAgain.statusCode, upAgain.body).toBe(200);
    expect(await myScore()).toBe(2);
    expect(await stock()).toEqual({ ...start, 19: start[19]! - 2, 18: start[18]! - 1 });

    // Swap by its team list, replayed: the entry has the new team already, yet the first answer again.
    const swap = { team: m2.awayId, match: m2.feedGameId, powerplay: '24', teams: `${m1.home},${m3.home}` };
    const swapped = await setscore(swap);
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(swapped.json().picks).toEqual([m1.home, m3.home]);
    expect((await setscore(swap)).json()).toEqual(swapped.json());
    expect(await picksOf(jwt, Number(entry))).toEqual([m1.home, m3.home]);
    expect(await stock()).toEqual({ ...start, 19: start[19]! - 2, 18: start[18]! - 1, 24: start[24]! - 1 });
  });

  it('livescore/data.php refuses another’s entry, another game and no jwt', async () => {
    const { contestId } = await newContest();
    const { jwt } = await signup();
    const entry = String(await enter(jwt, contestId));
    expect((await get('/public_api/livescore/data.php', { jwt, entry_id: entry })).statusCode).toBe(200);
    const other = await signup();
    const theirs = await get('/public_api/livescore/data.php', { jwt: other.jwt, entry_id: entry });
    expect(refusal(theirs)).toEqual({ status: 404, message: message('SPORTS_ENTRY_NOT_FOUND') });
    const wrongGame = await get('/public_api/livescore/data.php', {
      jwt,
      entry_id: entry,
      game_id: '999999',
    });
    expect(wrongGame.statusCode).toBe(404);
    expect((await get('/public_api/livescore/data.php', { entry_id: entry })).statusCode).toBe(401);
  });
});

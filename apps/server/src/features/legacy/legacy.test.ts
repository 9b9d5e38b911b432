import { readFileSync } from 'node:fs';
import { drawBalls } from '@powerplay/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, newPlayer, registerOperator, type TestApp } from '../../../test/helpers';
import { fakeClock } from '../../platform/clock';
import { advanceGame } from '../lottery';
import { legacyPaths } from './paths';
import { legacyReplayKey } from './replays';
import { message, OLD_CLIENT, oldClient } from './test-client';

const clock = fakeClock('2026-11-22T12:00:00Z');
let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp({ clock, env: { LEGACY_ORIGINS: `${OLD_CLIENT}, https://second.example.com/` } });
  operator = (await registerOperator(t)).token;
});
afterAll(() => t.close());
const { form, get } = oldClient(() => t.app);

interface Game {
  id: number;
  startAt: string;
  pickDeadline: string;
}
let slot = 0;
async function schedule(): Promise<Game> {
  slot += 1;
  const res = await api(t.app, 'POST', '/api/operator/lottery/games', {
    token: operator,
    body: {
      gameType: '747',
      startAt: new Date(clock.now().getTime() + 120_000 + slot * 1000).toISOString(),
      ballIntervalSeconds: 10,
      delaySeconds: 2,
      finalWindowSeconds: 12,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ game: Game }>().game;
}

/** Signs up through the old client's call and returns its jwt. */
async function signup(overrides: Record<string, string> = {}) {
  const p = newPlayer();
  const res = await form('/public_api/auth/signup.php', {
    fname: 'First',
    lname: 'Last',
    phone: '0000000000',
    dname: p.displayName,
    email: p.email,
    password: p.password,
    country: 'CA',
    province: 'ON',
    over_18: '1',
    acceptedtc: 'true',
    ...overrides,
  });
  return { res, player: p, jwt: res.statusCode === 201 ? res.json<{ jwt: string }>().jwt : '' };
}

/** Seven picks of `game` that no ball matches, each with a free number above it. */
async function spacedPicks(gameId: number) {
  const { seed } = await t.database.db
    .selectFrom('lottery_games')
    .select('seed')
    .where('id', '=', gameId)
    .executeTakeFirstOrThrow();
  const balls = drawBalls(seed, String(gameId), 7, { min: 1, max: 47 });
  return Array.from({ length: 47 }, (_, i) => i + 1)
    .filter((n) => n % 3 === 0 && n < 45 && !balls.includes(n) && !balls.includes(n + 1))
    .slice(0, 7);
}

const picksOf = async (jwt: string, gameId: number) =>
  (await get('/public_api/lottery_games/getMyNumbers.php', { jwt, game_id: String(gameId) }))
    .json<{ records: { number: number }[] }>()
    .records.map((r) => r.number);

describe('auth: login.php and signup.php', () => {
  it('signs up with the old form and answers Created with a jwt that works on the legacy reads', async () => {
    const { res, jwt, player } = await signup();
    expect(res.statusCode, res.body).toBe(201);
    expect(res.body).toContain('Created');
    const account = await get('/public_api/account/data.php', { jwt });
    expect(account.statusCode).toBe(200);
    expect(account.json()).toEqual({
      data: {
        fname: expect.any(String),
        lname: expect.any(String),
        dname: player.displayName,
        email: player.email,
        country: 'Canada',
        province: 'ON',
      },
    });
  });

  it("takes the old client's country values: USA for the United States, Canada (or CA, CAN) for Canada", async () => {
    const cases: [string, string, 'US' | 'CA', string][] = [
      ['USA', 'NY', 'US', 'USA'],
      ['usa', 'tx', 'US', 'USA'],
      ['United States', 'DC', 'US', 'USA'],
      ['US', 'CA', 'US', 'USA'],
      ['Canada', 'QC', 'CA', 'Canada'],
      ['CAN', 'BC', 'CA', 'Canada'],
    ];
    for (const [country, province, code, reply] of cases) {
      const { res, jwt, player } = await signup({ country, province });
      expect(res.statusCode, `${country} ${res.body}`).toBe(201);
      expect(res.body).toContain('Created');
      const stored = await t.database.db
        .selectFrom('users')
        .select(['country', 'province'])
        .where('email', '=', player.email)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ country: code, province: province.toUpperCase() });
      // Its own terms back: the account's country as the old form names it.
      const account = (await get('/public_api/account/data.php', { jwt })).json<{ data: object }>().data;
      expect(account).toMatchObject({ country: reply, province: province.toUpperCase() });
    }
  });

  it('refuses a country the old client does not offer, or a province of another, with its messages', async () => {
    for (const country of ['', 'France', 'United Kingdom', 'USAA']) {
      const { res } = await signup({ country });
      expect(res.statusCode, country).toBe(400);
      expect(res.json().error.message).toBe(message('REGISTER_COUNTRY_REQUIRED'));
    }
    const wrongProvince = await signup({ country: 'USA', province: 'ON' });
    expect(wrongProvince.res.statusCode).toBe(400);
    expect(wrongProvince.res.json().error.message).toBe(message('REGISTER_PROVINCE_INVALID'));
  });

  it("update.php takes the account's own country and province in the old client's values, and changes neither", async () => {
    const { jwt, player } = await signup({ country: 'USA', province: 'NY' });
    const account = async () =>
      (await get('/public_api/account/data.php', { jwt })).json<{ data: object }>().data;
    const same = await get('/public_api/account/update.php', {
      jwt,
      name: 'Annie',
      email: player.email,
      country: 'USA',
      province: 'ny',
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toEqual({ message: 'Updated' });
    expect(await account()).toMatchObject({ fname: 'Annie', country: 'USA', province: 'NY' });

    const before = await account();
    const refusals: [
      Record<string, string>,
      'LEGACY_RESIDENCE_FIXED' | 'REGISTER_COUNTRY_REQUIRED' | 'REGISTER_PROVINCE_INVALID',
    ][] = [
      [{ country: 'Canada', province: 'ON' }, 'LEGACY_RESIDENCE_FIXED'],
      [{ country: 'USA', province: 'CA' }, 'LEGACY_RESIDENCE_FIXED'],
      [{ country: 'Mars', province: 'NY' }, 'REGISTER_COUNTRY_REQUIRED'],
      [{ country: 'USA', province: 'ON' }, 'REGISTER_PROVINCE_INVALID'],
    ];
    for (const [residence, code] of refusals) {
      const res = await get('/public_api/account/update.php', {
        jwt,
        name: 'Changed',
        email: player.email,
        ...residence,
      });
      expect(res.statusCode, res.body).toBe(400);
      // The old client alerts `message`: the catalogue text, never the word it takes for success.
      expect(res.json()).toMatchObject({ message: message(code), error: { code } });
      expect(res.body).not.toContain('Updated');
    }
    expect(await account()).toEqual(before);
    const stored = await t.database.db
      .selectFrom('users')
      .select(['country', 'province'])
      .where('email', '=', player.email)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ country: 'US', province: 'NY' });
  });

  it("refuses a sign-up in the old form's order, with its message, and creates nothing", async () => {
    const noName = await signup({ dname: '' });
    expect(noName.res.statusCode).toBe(400);
    expect(noName.res.json().error.message).toBe(message('REGISTER_DISPLAY_NAME_REQUIRED'));
    const noTerms = await signup({ acceptedtc: '' });
    expect(noTerms.res.json().error.message).toBe(message('REGISTER_TERMS_REQUIRED'));
    const first = await signup();
    const again = await signup({ email: first.player.email });
    expect(again.res.statusCode).toBe(409);
    const users = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', first.player.email)
      .execute();
    expect(users).toHaveLength(1);
  });

  it('logs in and reads the jwt from the reply; bad credentials mention "create"; empty fields are named', async () => {
    const { player } = await signup();
    const ok = await form('/public_api/auth/login.php', { email: player.email, password: player.password });
    expect(ok.statusCode).toBe(200);
    const { jwt } = ok.json<{ jwt: string }>();
    expect((await get('/public_api/powerplay/my_powerplays.php', { jwt })).json()).toEqual({
      balance: { cash: 0, points: 0 },
    });

    const wrong = await form('/public_api/auth/login.php', {
      email: player.email,
      password: 'not it at all',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('create');
    expect(wrong.body).not.toContain('jwt');
    const empty = await form('/public_api/auth/login.php', { email: '', password: 'x' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe('Please Fill in Email');
  });

  it('reads the session from the jwt only: a cookie, a forged or a revoked jwt is "Please Login First"', async () => {
    const { jwt } = await signup();
    const byCookie = await t.app.inject({
      method: 'GET',
      url: '/public_api/account/data.php',
      headers: { origin: OLD_CLIENT, cookie: `jwt=${jwt}` },
    });
    expect(byCookie.statusCode).toBe(401);
    expect(byCookie.json().error.message).toBe(message('AUTH_REQUIRED'));
    expect((await get('/public_api/account/data.php', { jwt: `${jwt}x` })).statusCode).toBe(401);
    await api(t.app, 'POST', '/api/auth/logout', { token: jwt });
    expect((await get('/public_api/account/data.php', { jwt })).statusCode).toBe(401);
  });
});

describe('cross-origin use (LEGACY_ORIGINS)', () => {
  it('answers a listed origin with CORS and credentials, and its preflight', async () => {
    const res = await get('/public_api/lottery_games/data.php', {}, 'https://second.example.com');
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('https://second.example.com');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/public_api/lottery_games/setMyNumbers.php',
      headers: { origin: OLD_CLIENT, 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
  });

  it('refuses any other origin, reads and writes alike, and a write from it changes nothing', async () => {
    const game = await schedule();
    const { jwt } = await signup();
    const read = await get('/public_api/lottery_games/data.php', {}, 'https://evil.example.com');
    expect(read.statusCode).toBe(403);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    const write = await form(
      '/public_api/lottery_games/setMyNumbers.php',
      { numbers: '1,2,3,4,5,6,7', jwt, game_id: String(game.id), gametype_id: '1' },
      'https://evil.example.com',
    );
    expect(write.statusCode).toBe(403);
    expect(write.json().error.message).toBe(message('LEGACY_ORIGIN_REFUSED'));
    expect(await picksOf(jwt, game.id)).toEqual([]);
    // The JSON API keeps its own rule: the old client's origin may not call it.
    const json = await api(t.app, 'PUT', `/api/lottery/games/${game.id}/picks`, {
      headers: { origin: OLD_CLIENT },
      cookie: jwt,
      body: { numbers: [1, 2, 3, 4, 5, 6, 7] },
    });
    expect(json.statusCode).toBe(403);
  });

  it('exempts the documented paths only: a made-up .php path gets the same-origin rule and no CORS', async () => {
    for (const url of ['/api/foo.php', '/public_api/foo.php', '/public_api/auth/login.php.bak']) {
      for (const origin of ['https://evil.example.com', OLD_CLIENT]) {
        const write = await form(url, { jwt: 'x' }, origin);
        expect(write.statusCode, `${url} from ${origin}`).toBe(403);
        expect(write.json().error.code).toBe('CROSS_SITE_REQUEST');
        expect(write.headers['access-control-allow-origin']).toBeUndefined();
        expect(write.headers['access-control-allow-credentials']).toBeUndefined();
        const preflight = await t.app.inject({
          method: 'OPTIONS',
          url,
          headers: { origin, 'access-control-request-method': 'POST' },
        });
        expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
        expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
      }
      const read = await get(url, {}, OLD_CLIENT);
      expect(read.statusCode).toBe(404);
      expect(read.headers['access-control-allow-origin']).toBeUndefined();
    }
    // A documented write still works from the old client's site, with CORS and credentials.
    const { player } = await signup();
    const login = await form('/public_api/auth/login.php', {
      email: player.email,
      password: player.password,
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.headers['access-control-allow-origin']).toBe(OLD_CLIENT);
    expect(login.headers['access-control-allow-credentials']).toBe('true');
    // The router's reading of a path decides, not its spelling: a trailing slash is the same call.
    const slash = await form('/public_api/auth/login.php/', {
      email: player.email,
      password: player.password,
    });
    expect(slash.statusCode).toBe(200);
    expect(slash.headers['access-control-allow-origin']).toBe(OLD_CLIENT);
  });

  it('lists exactly the calls docs/legacy-api.md documents, each registered', () => {
    const doc = readFileSync(new URL('../../../../../docs/legacy-api.md', import.meta.url), 'utf8');
    const documented = [...doc.matchAll(/^\| `(GET|POST) (\/\S+)`/gm)].map((m) => ({
      method: m[1] as 'GET' | 'POST',
      url: m[2]!,
    }));
    expect(documented.map((d) => d.url).sort()).toEqual([...legacyPaths].sort());
    for (const route of documented) expect(t.app.hasRoute(route), route.url).toBe(true);
  });
});

describe('replay keys', () => {
  it('hash the call and its payload without jwt (sha256, base64url), whatever the order of its fields', () => {
    const call = 'live_draw/powerplay_use.php';
    const key = legacyReplayKey(call, { balls: [3, 9], game: 7, jwt: 'a', powerplay: 4 });
    expect(key).toMatch(/^[\w-]{43}$/);
    expect(legacyReplayKey(call, { powerplay: 4, jwt: 'b', game: 7, balls: [3, 9] })).toBe(key);
    expect(legacyReplayKey(call, { balls: [3, 9], game: 7, powerplay: 4 })).toBe(key);
    expect(legacyReplayKey(call, { balls: [3, 10], game: 7, powerplay: 4 })).not.toBe(key);
    expect(legacyReplayKey('livescore/setscore.php', { balls: [3, 9], game: 7, powerplay: 4 })).not.toBe(key);
  });
});

describe('lottery: data, numbers, the live draw and powerplays', () => {
  it('data.php lists 747, Sweet 16, Elite 8, Gridlock in that order; a type with no game has no id', async () => {
    await schedule();
    const { jwt } = await signup();
    const before = (await get('/public_api/lottery_games/data.php', { jwt })).json<{
      records: { id?: number; code: string; entry: boolean; start_datetime?: string }[];
    }>().records;
    expect(before.map((r) => r.code)).toEqual(['747', 'sweet16', 'elite8', 'gridlock']);
    // The 747 the old client shows is the next to start.
    const { upcoming } = (await api(t.app, 'GET', '/api/lottery/games')).json<{ upcoming: Game[] }>();
    const game = upcoming.sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt))[0]!;
    expect(before[0]).toMatchObject({ id: game.id, entry: false, gametype_id: 1, countdown_timer: 10 });
    expect(before[1]!.id).toBeUndefined();

    await form('/public_api/lottery_games/setMyNumbers.php', {
      numbers: '1,2,3,4,5,6,7',
      jwt,
      game_id: String(game.id),
      gametype_id: '1',
    });
    const after = (await get('/public_api/lottery_games/data.php', { jwt })).json<{
      records: { entry: boolean }[];
    }>().records;
    expect(after[0]!.entry).toBe(true);
    // A visitor's copy never says entered.
    expect((await get('/public_api/lottery_games/data.php')).json().records[0].entry).toBe(false);
    const next = (await get('/public_api/lottery_games/next_game.php', { jwt })).json();
    expect(next.records[0]).toMatchObject({ id: game.id, entry: true, start_datetime: game.startAt });
  });

  it("setMyNumbers refuses with the old client's messages and changes nothing", async () => {
    const game = await schedule();
    const { jwt } = await signup();
    const post = (fields: Record<string, string>) =>
      form('/public_api/lottery_games/setMyNumbers.php', { jwt, game_id: String(game.id), ...fields });
    const few = await post({ numbers: '1,2,3' });
    expect(few.statusCode).toBe(400);
    expect(few.json().error.message).toBe(message('PICKS_TOO_FEW', { n: 7 }));
    const dup = await post({ numbers: '1,1,2,3,4,5,6' });
    expect(dup.json().error.message).toBe('Not Allowed To have duplicate numbers!');
    expect((await post({ numbers: '1,2,x,4,5,6,7' })).statusCode).toBe(400);
    const wrongType = await post({ numbers: '1,2,3,4,5,6,7', gametype_id: '2' });
    expect(wrongType.statusCode).toBe(404);
    const noJwt = await form('/public_api/lottery_games/setMyNumbers.php', {
      numbers: '1,2,3,4,5,6,7',
      game_id: String(game.id),
    });
    expect(noJwt.statusCode).toBe(401);
    expect(noJwt.json().error.message).toBe('Please Login First');
    expect((await post({ numbers: '1,2,3,4,5,6,7', game_id: '0x10' })).statusCode).toBe(404);
    expect(await picksOf(jwt, game.id)).toEqual([]);
  });

  it("setMyNumbers takes Elite 8's skill_answer (getMyNumbers' skill_question); a wrong or missing one saves nothing", async () => {
    const res = await api(t.app, 'POST', '/api/operator/lottery/games', {
      token: operator,
      body: {
        gameType: 'elite8',
        startAt: new Date(clock.now().getTime() + 7_200_000).toISOString(),
        ballIntervalSeconds: 10,
        delaySeconds: 2,
        finalWindowSeconds: 12,
      },
    });
    const game = res.json<{ game: Game }>().game;
    const { jwt } = await signup();
    const mine = async () =>
      (await get('/public_api/lottery_games/getMyNumbers.php', { jwt, game_id: String(game.id) })).json<{
        records: { number: number }[];
        skill_question: string | null;
      }>();
    const question = (await mine()).skill_question!;
    const [, a, b, c, d] = /^(\d+) × (\d+) \+ (\d+) − (\d+)$/.exec(question)!.map(Number);
    const answer = a! * b! + c! - d!;
    const post = (fields: Record<string, string>) =>
      form('/public_api/lottery_games/setMyNumbers.php', {
        jwt,
        game_id: String(game.id),
        gametype_id: '3',
        numbers: '1,2,3,4,5,6,7,8',
        ...fields,
      });
    const wrong: Record<string, string>[] = [
      {},
      { skill_answer: String(answer + 1) },
      { skill_answer: 'forty' },
    ];
    for (const fields of wrong) {
      const refused = await post(fields);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.message).toBe(message('ELITE8_SKILL_ANSWER_WRONG'));
    }
    expect(await mine()).toEqual({ records: [], skill_question: question });
    expect((await post({ skill_answer: ` ${answer} ` })).statusCode).toBe(200);
    expect(await mine()).toMatchObject({ skill_question: null });
    // Changing the numbers needs no answer.
    expect((await post({ numbers: '2,3,4,5,6,7,8,9' })).statusCode).toBe(200);
    expect((await picksOf(jwt, game.id)).sort((x, y) => x - y)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('plays the old client through a draw: login → data → setMyNumbers → live data → powerplay_use → result', async () => {
    await schedule();
    const { player } = await signup();
    const { jwt } = (
      await form('/public_api/auth/login.php', { email: player.displayName, password: player.password })
    ).json<{ jwt: string }>();
    // The old client plays the 747 it is shown: records[0].
    const records = (await get('/public_api/lottery_games/data.php', { jwt })).json<{
      records: { id: number; start_datetime: string }[];
    }>().records;
    const game = { id: records[0]!.id, startAt: records[0]!.start_datetime };

    const mine = await spacedPicks(game.id);
    const saved = await form('/public_api/lottery_games/setMyNumbers.php', {
      numbers: mine.join(','),
      jwt,
      game_id: String(game.id),
      gametype_id: '1',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).toContain('Successful');
    expect(await picksOf(jwt, game.id)).toEqual(mine);

    // Two balls in: the live screen's data.
    clock.set(new Date(Date.parse(game.startAt) + 10_000));
    await advanceGame(t.database.db, t.services.ledger, game.id, clock.now());
    const live = (await get('/public_api/live_draw/data.php', { jwt, game_id: String(game.id) })).json<{
      game: { status: string };
      draw: unknown[];
      picks: { number: number }[];
      powerplays: unknown[];
    }>();
    expect(live.game.status).toBe('live');
    expect(live.draw).toHaveLength(2);
    expect(live.draw[0]).toEqual({
      id: 1,
      game_id: game.id,
      daw_ball_number: expect.any(Number),
      draw_number: 1,
      date_time: expect.any(String),
    });
    expect(live.picks.map((p) => p.number)).toEqual(mine);
    expect(live.powerplays).toContainEqual({ id: 4, ramining_amount: 5 });
    const draws = (await get('/public_api/live_draw/draws.php', { game_id: String(game.id) })).json();
    expect(draws.draw).toEqual(live.draw);

    // Increase on the first pick, with the browser's own (wrong) result: the server decides +1.
    const chosen = mine[0]!;
    const claimed = mine.map((n) => (n === chosen ? chosen + 5 : n));
    const used = await form('/public_api/live_draw/powerplay_use.php', {
      balls: claimed.join(','),
      jwt,
      game: String(game.id),
      type: '1',
      powerplay: '4',
    });
    expect(used.statusCode, used.body).toBe(200);
    expect(used.body).toContain('Updated');
    const after = mine.map((n) => (n === chosen ? chosen + 1 : n));
    expect(used.json().balls).toEqual(after);
    expect(await picksOf(jwt, game.id)).toEqual(after);

    // No pick chosen (the same numbers back): refused, nothing spent.
    const none = await form('/public_api/live_draw/powerplay_use.php', {
      balls: after.join(','),
      jwt,
      game: String(game.id),
      type: '1',
      powerplay: '4',
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(message('POWERPLAY_NO_SELECTION'));
    const unknown = await form('/public_api/live_draw/powerplay_use.php', {
      balls: after.join(','),
      jwt,
      game: String(game.id),
      powerplay: '9',
    });
    expect(unknown.json().error.message).toBe(message('POWERPLAY_UNKNOWN'));
    const inventory = (await get('/public_api/live_draw/data.php', { jwt, game_id: String(game.id) })).json()
      .powerplays;
    expect(inventory).toContainEqual({ id: 4, ramining_amount: 4 });

    // The draw ends and settles: the result the old client reads.
    clock.set(new Date(Date.parse(game.startAt) + 3_600_000));
    await advanceGame(t.database.db, t.services.ledger, game.id, clock.now());
    const done = (await get('/public_api/live_draw/data.php', { jwt, game_id: String(game.id) })).json();
    expect(done.game.status).toBe('finished');
    expect(done.draw).toHaveLength(7);
    expect(done.result).toEqual({ prize_won: false, balls_matched: 0, prize: 0 });
  });

  it('powerplay_use: the same form again is a replay, answered with the first answer and spent once', async () => {
    const game = await schedule();
    const { jwt } = await signup();
    const mine = await spacedPicks(game.id);
    await form('/public_api/lottery_games/setMyNumbers.php', {
      numbers: mine.join(','),
      jwt,
      game_id: String(game.id),
    });
    clock.set(new Date(Date.parse(game.startAt) + 10_000));
    await advanceGame(t.database.db, t.services.ledger, game.id, clock.now());
    const use = (powerplay: string, balls: number[]) =>
      form('/public_api/live_draw/powerplay_use.php', {
        balls: balls.join(','),
        jwt,
        game: String(game.id),
        type: '1',
        powerplay,
      });
    const stock = async () =>
      Object.fromEntries(
        (await get('/public_api/live_draw/data.php', { jwt, game_id: String(game.id) }))
          .json<{ powerplays: { id: number; ramining_amount: number }[] }>()
          .powerplays.map((p) => [p.id, p.ramining_amount]),
      );
    const swapped = (picks: number[], from: number, to: number) => picks.map((n) => (n === from ? to : n));
    expect(await stock()).toMatchObject({ 2: 1, 4: 5, 5: 5 });

    // Increase with the browser's wrong result, twice: the server's +1 once, the replay the same answer.
    const wrong = swapped(mine, mine[0]!, mine[0]! + 5);
    const first = await use('4', wrong);
    expect(first.statusCode, first.body).toBe(200);
    let picks = swapped(mine, mine[0]!, mine[0]! + 1);
    expect(first.json().balls).toEqual(picks);
    const replay = await use('4', wrong);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await picksOf(jwt, game.id)).toEqual(picks);
    expect(await stock()).toMatchObject({ 4: 4 });

    // Replace (a random result, never the browser's): replayed twice at once and again after, one spend.
    const claimed = swapped(picks, mine[1]!, 46);
    const [replaced, twin] = await Promise.all([use('2', claimed), use('2', claimed)]);
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(twin.json()).toEqual(replaced.json());
    const again = await use('2', claimed);
    expect(again.json()).toEqual(replaced.json());
    picks = replaced.json<{ balls: number[] }>().balls;
    expect(picks).not.toContain(mine[1]);
    expect(await picksOf(jwt, game.id)).toEqual(picks);
    expect(await stock()).toMatchObject({ 2: 0, 4: 4 });

    // Different uses in a row all apply, even a form repeating an older one (Increase, Decrease, Increase).
    const target = mine.slice(2).find((n) => picks.includes(n) && !picks.includes(n + 1))!;
    const up = swapped(picks, target, target + 1);
    expect((await use('4', up)).json().balls).toEqual(up);
    expect((await use('5', picks)).json().balls).toEqual(picks);
    expect((await use('4', up)).json().balls).toEqual(up);
    expect(await picksOf(jwt, game.id)).toEqual(up);
    expect(await stock()).toMatchObject({ 2: 0, 4: 2, 5: 4 });
  });

  it('getMyNumbers and powerplay_use need a jwt; an unknown game is "There is no game Available"', async () => {
    expect((await get('/public_api/lottery_games/getMyNumbers.php', { game_id: '1' })).statusCode).toBe(401);
    const { jwt } = await signup();
    const missing = await get('/public_api/live_draw/data.php', { jwt, game_id: '999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(message('GAME_NOT_FOUND'));
    const noEntry = await form('/public_api/live_draw/powerplay_use.php', {
      balls: '1,2,3,4,5,6,7',
      jwt,
      game: String((await schedule()).id),
      powerplay: '2',
    });
    expect(noEntry.statusCode).toBe(409);
    expect(noEntry.json().error.message).toBe(message('POWERPLAY_NO_ENTRY'));
  });
});

// The old client's sequences end to end on the real server, over real HTTP, as that client
// sends them (docs/legacy-api.md): form posts with a `jwt` field, reads with `?jwt=`, from its own host
// (LEGACY_ORIGINS). A real short draw, a game set and a draft of the journeys' own are started on demand
// through the operator's "start now" actions; bad input gets the old client's failure texts and changes
// nothing (each refusal is followed by reading the state back).
import { pickCountMessageCode, type DraftContestResponse, type LotteryGame } from '@powerplay/contracts';
import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { draftDetail, openDraft, solveSkillQuestion } from './draft-support';
import {
  FOREIGN,
  message,
  ok,
  OLD_CLIENT,
  oldClient,
  oldLogin,
  refusal,
  refusedWith,
  type Fields,
  type OldClient,
} from './legacy-support';
import { bearer, listGames, ORIGIN, registerPlayer, scheduleDraw } from './lottery-support';
import { contestOf, feedLive, onceOnly, ownGameSet, UNHURRIED_MS, type Match } from './sports-support';
import { unique } from './support';

/** Ids that exist nowhere. */
const UNKNOWN_ID = '999999';
const forged = (jwt: string) => `${jwt}x`;

// ---------------------------------------------------------------------------------------------------
// Lottery: login → data.php → setMyNumbers → live_draw/data.php during a real draw → powerplay_use →
// the result.

/**
 * A short real draw: the first ball 8 s after scheduling (the picks are saved before, even on a busy
 * machine), then a ball every 2 s, powerplays open between balls (no Coming Up! pause), a 2 s final window.
 */
const TIMINGS = { startInSeconds: 8, ballIntervalSeconds: 2, delaySeconds: 0, finalWindowSeconds: 2 };
/** The types the old client plays whose picks close at the draw (fewest balls, so shortest, first). */
const TYPES = ['747', 'gridlock', 'sweet16'] as const;
/** data.php's records: 747, Sweet 16, Elite 8, Gridlock. */
const RECORD = { '747': 0, sweet16: 1, elite8: 2, gridlock: 3 } as const;
/** The old client's game type ids (Gridlock's is this server's). */
const LEGACY_TYPE_ID = { '747': 1, sweet16: 2, elite8: 3, gridlock: 4 } as const;
const INCREASE = '4';

interface LegacyGame {
  id?: number;
  code: string;
  gametype_id: number;
  entry: boolean;
  status?: string;
  countdown_timer?: number;
  delay?: number;
  prize?: { hits: number; prize: number }[];
}
interface LiveDraw {
  draw: { id: number; game_id: number; daw_ball_number: number; draw_number: number; date_time: string }[];
  picks: { id: number; number: number }[];
  game: LegacyGame;
  powerplays: { id: number; ramining_amount: number }[];
  result: { prize_won: boolean; balls_matched: number; prize: number } | null;
}
interface PowerplayUsed {
  message: string;
  balls: number[];
  replaced: { from: number; to: number; match: boolean }[];
  powerplays: LiveDraw['powerplays'];
}

/**
 * A game type with no draw live and none starting before ours, so that the draw data.php shows for it
 * (the live one, else the next) is ours. On this worker's server (servers.ts) only this worker's earlier
 * journeys schedule draws (the demo's are weekly), and one of theirs may still be live: it ends soon.
 */
async function freeGameTypeNow(request: APIRequestContext): Promise<(typeof TYPES)[number] | undefined> {
  const list = await listGames(request);
  const oursStartsBy = Date.now() + (TIMINGS.startInSeconds + 5) * 1000;
  return TYPES.find(
    (type) =>
      !list.live.some((g) => g.gameType === type) &&
      !list.upcoming.some((g) => g.gameType === type && Date.parse(g.startAt) < oursStartsBy),
  );
}

async function freeGameType(request: APIRequestContext): Promise<(typeof TYPES)[number]> {
  await expect.poll(() => freeGameTypeNow(request), { timeout: 120_000, intervals: [1000] }).toBeDefined();
  return (await freeGameTypeNow(request))!;
}

/** Picks spread over the range, each with a free number above it (so Increase is always possible). */
function spreadPicks(game: LotteryGame): number[] {
  const step = Math.floor((game.max - game.min + 1) / game.picks);
  return Array.from({ length: game.picks }, (_, i) => game.min + 1 + i * step);
}

/** When the powerplay window open after ball k closes (D before the next ball; the final window's end). */
function windowClosesAt(game: LotteryGame, k: number): number {
  const start = Date.parse(game.startAt);
  const t = TIMINGS;
  return k < game.balls
    ? start + k * t.ballIntervalSeconds * 1000 - t.delaySeconds * 1000
    : start + (game.balls - 1) * t.ballIntervalSeconds * 1000 + t.finalWindowSeconds * 1000;
}

test('lottery: login → data → setMyNumbers → live draw data in a real draw → powerplay_use → result', async ({
  request,
}) => {
  test.setTimeout(150_000);
  const old = oldClient(request);
  const player = await registerPlayer(request);
  // The JSON API's session cookie is now in `request`'s context too: the legacy paths never read it.

  // login.php: "Successful" with the jwt; bad credentials answer a text containing "create", no jwt.
  const wrong = await old.form('/public_api/auth/login.php', {
    email: player.email,
    password: 'not the password',
  });
  expect(wrong.status()).toBe(401);
  expect(await wrong.text()).toContain('create');
  expect(await wrong.text()).not.toContain('jwt');
  const jwt = await oldLogin(old, player.email, player.password);
  expect(await ok(await old.get('/public_api/powerplay/my_powerplays.php', { jwt }))).toEqual({
    balance: { cash: 0, points: 0 },
  });

  const type = await freeGameType(request);
  const game = await scheduleDraw(request, type, TIMINGS);
  const gameId = String(game.id);
  const mine = spreadPicks(game);
  const liveData = async (as = jwt) =>
    ok<LiveDraw>(await old.get('/public_api/live_draw/data.php', { jwt: as, game_id: gameId }));
  const myNumbers = async () =>
    (
      await ok<{ records: { id: number; number: number }[] }>(
        await old.get('/public_api/lottery_games/getMyNumbers.php', { jwt, game_id: gameId }),
      )
    ).records;

  // data.php: the four types in the old client's order; ours is the draw shown for its type.
  const records = async (query: Fields = { jwt }) =>
    (await ok<{ records: LegacyGame[] }>(await old.get('/public_api/lottery_games/data.php', query))).records;
  await expect.poll(async () => (await records())[RECORD[type]]!.id).toBe(game.id);
  const listed = await records();
  expect(listed.map((r) => r.code)).toEqual(['747', 'sweet16', 'elite8', 'gridlock']);
  expect(listed[RECORD[type]]).toMatchObject({
    id: game.id,
    gametype_id: LEGACY_TYPE_ID[type],
    entry: false,
    countdown_timer: TIMINGS.ballIntervalSeconds,
    delay: TIMINGS.delaySeconds,
  });

  // setMyNumbers.php: "Successful", the picks as records {id, number}; data.php now says entered.
  const setNumbers = (fields: Fields, origin?: string) =>
    old.form(
      '/public_api/lottery_games/setMyNumbers.php',
      {
        numbers: mine.join(','),
        jwt,
        game_id: gameId,
        gametype_id: String(LEGACY_TYPE_ID[type]),
        ...fields,
      },
      origin,
    );
  const saved = await setNumbers({});
  expect(await saved.text()).toContain('Successful');
  expect(await ok(saved)).toEqual({
    message: 'Successful',
    records: mine.map((number, i) => ({ id: i + 1, number })),
  });
  expect((await records())[RECORD[type]]!.entry).toBe(true);
  expect((await records({}))[RECORD[type]]!.entry).toBe(false);

  // Cross-origin: the old client's host gets CORS with credentials (and a preflight answer)...
  const cors = await old.get('/public_api/lottery_games/data.php', { jwt });
  expect(cors.headers()).toMatchObject({
    'access-control-allow-origin': OLD_CLIENT,
    'access-control-allow-credentials': 'true',
  });
  expect(cors.headers()['vary']).toContain('Origin');
  const preflight = await request.fetch('/public_api/lottery_games/setMyNumbers.php', {
    method: 'OPTIONS',
    headers: { origin: OLD_CLIENT, 'access-control-request-method': 'POST' },
  });
  expect(preflight.status()).toBe(204);
  expect(preflight.headers()['access-control-allow-methods']).toContain('POST');
  // ...any other host is refused, reads and writes alike, without CORS headers.
  const foreignRead = await old.get('/public_api/lottery_games/data.php', { jwt }, FOREIGN);
  expect(await refusal(foreignRead)).toEqual(refusedWith('LEGACY_ORIGIN_REFUSED'));
  expect(foreignRead.headers()['access-control-allow-origin']).toBeUndefined();

  // Bad input changes nothing: another host, a forged jwt, an unknown game, another game type, too few.
  const other = spreadPicks(game).map((n) => n + 1);
  const refusals: [Fields, string | undefined, { status: number; message: string }][] = [
    [{ numbers: other.join(',') }, FOREIGN, refusedWith('LEGACY_ORIGIN_REFUSED')],
    [{ numbers: other.join(','), jwt: forged(jwt) }, undefined, refusedWith('AUTH_REQUIRED')],
    [{ numbers: other.join(','), game_id: UNKNOWN_ID }, undefined, refusedWith('GAME_NOT_FOUND')],
    [
      { numbers: other.join(','), gametype_id: String(LEGACY_TYPE_ID[type] === 1 ? 2 : 1) },
      undefined,
      refusedWith('GAME_NOT_FOUND'),
    ],
    [
      { numbers: other.slice(0, 3).join(',') },
      undefined,
      refusedWith(pickCountMessageCode(type, 'PICKS_TOO_FEW'), { n: game.picks }),
    ],
  ];
  for (const [fields, origin, expected] of refusals) {
    const res = await setNumbers(fields, origin);
    expect(await refusal(res), JSON.stringify(fields)).toEqual(expected);
    expect(await res.text()).not.toContain('Successful');
  }
  expect(refusedWith('AUTH_REQUIRED').message).toBe('Please Login First');
  expect((await myNumbers()).map((r) => r.number)).toEqual(mine);

  // The draw starts: live_draw/data.php as the old live screen polls it (balls as `daw_ball_number`,
  // powerplays as `ramining_amount`).
  await expect
    .poll(async () => (await liveData()).draw.length, {
      timeout: Date.parse(game.startAt) - Date.now() + 15_000,
      intervals: [100],
    })
    .toBeGreaterThan(0);
  const live = await liveData();
  expect(live.game).toMatchObject({ id: game.id, status: 'live', entry: true });
  expect(live.draw[0]).toEqual({
    id: 1,
    game_id: game.id,
    daw_ball_number: expect.any(Number),
    draw_number: 1,
    date_time: expect.any(String),
  });
  expect(live.picks).toEqual(mine.map((number, i) => ({ id: i + 1, number })));
  expect(live.powerplays.map((p) => p.id)).toEqual([1, 2, 3, 4, 5]);
  expect(live.result).toBeNull();
  const increasesAtStart = live.powerplays.find((p) => String(p.id) === INCREASE)!.ramining_amount;
  expect(increasesAtStart).toBeGreaterThanOrEqual(2);
  const balls = await ok<{ draw: LiveDraw['draw'] }>(
    await old.get('/public_api/live_draw/draws.php', { game_id: gameId }),
  );
  expect(balls.draw.slice(0, live.draw.length)).toEqual(live.draw);
  // A visitor's copy has no picks and no powerplays.
  expect(await liveData('')).toMatchObject({ picks: [], powerplays: [], game: { entry: false } });

  /**
   * The live data once a powerplay window is open with time left for a use (it closes D before the next
   * ball): the window after the ball seen now, or after the next one.
   */
  const openWindow = async (): Promise<LiveDraw> => {
    for (;;) {
      const now = await liveData();
      const k = now.draw.length;
      if (now.game.status === 'live' && k > 0 && windowClosesAt(game, k) - Date.now() > 1200) return now;
      expect(k, 'a powerplay window with time left').toBeLessThan(game.balls);
      await expect
        .poll(async () => (await liveData()).draw.length, { timeout: 15_000, intervals: [100] })
        .toBeGreaterThan(k);
    }
  };
  const usePowerplay = (fields: Fields) =>
    old.form('/public_api/live_draw/powerplay_use.php', {
      jwt,
      game: gameId,
      type: '1',
      powerplay: INCREASE,
      ...fields,
    });
  /** A pick Increase may act on: not drawn (matched picks are locked), its next number free. */
  const increasable = (d: LiveDraw, except: number[] = []) => {
    const picks = d.picks.map((p) => p.number);
    const drawn = d.draw.map((b) => b.daw_ball_number);
    const pick = picks.find(
      (n) => !except.includes(n) && !drawn.includes(n) && !picks.includes(n + 1) && n + 1 <= game.max,
    );
    expect(pick, 'a pick to increase').toBeDefined();
    return { picks, pick: pick! };
  };

  // Increase, with the browser's own (wrong) result in `balls`: the server decides +1 and answers it.
  let window = await openWindow();
  const first = increasable(window);
  // The browser's result: some free number other than the pick's next one.
  const wrongResult = [first.pick + 2, first.pick + 3, first.pick - 2, first.pick - 3].find(
    (n) => n >= game.min && n <= game.max && !first.picks.includes(n),
  )!;
  const claimed = first.picks.map((n) => (n === first.pick ? wrongResult : n));
  const used = await usePowerplay({ balls: claimed.join(',') });
  expect(await used.text()).toContain('Updated');
  const afterFirst = first.picks.map((n) => (n === first.pick ? first.pick + 1 : n));
  expect(await ok<PowerplayUsed>(used)).toEqual({
    message: 'Updated',
    balls: afterFirst,
    replaced: [{ from: first.pick, to: first.pick + 1, match: expect.any(Boolean) }],
    powerplays: expect.arrayContaining([{ id: 4, ramining_amount: increasesAtStart - 1 }]),
  });
  expect((await myNumbers()).map((r) => r.number)).toEqual(afterFirst);
  // The same request again (its `balls` now name the server's number as the chosen pick): a replay,
  // answered with the first answer; nothing moves and no second Increase is spent.
  const firstAnswer = await ok<PowerplayUsed>(used);
  expect(await ok<PowerplayUsed>(await usePowerplay({ balls: claimed.join(',') }))).toEqual(firstAnswer);
  const afterReplayed = await liveData();
  expect(afterReplayed.picks.map((p) => p.number)).toEqual(afterFirst);
  expect(afterReplayed.powerplays).toContainEqual({ id: 4, ramining_amount: increasesAtStart - 1 });

  // Increase as the old browser computes it (+1 in `balls`), then the same request again: the replay
  // gets the first answer ("Updated", the same picks) and spends nothing (the stock read back).
  window = await openWindow();
  const second = increasable(window, [first.pick + 1]);
  const afterSecond = second.picks.map((n) => (n === second.pick ? second.pick + 1 : n));
  const honest = { balls: afterSecond.join(',') };
  const secondAnswer = await ok<PowerplayUsed>(await usePowerplay(honest));
  expect(secondAnswer.balls).toEqual(afterSecond);
  const replay = await usePowerplay(honest);
  expect(await replay.text()).toContain('Updated');
  expect(await ok<PowerplayUsed>(replay)).toEqual(secondAnswer);
  const afterReplay = await liveData();
  expect(afterReplay.picks.map((p) => p.number)).toEqual(afterSecond);
  expect(afterReplay.powerplays).toContainEqual({ id: 4, ramining_amount: increasesAtStart - 2 });

  // More bad input: a forged jwt, an unknown game, an unknown powerplay, another host.
  const chosen = afterSecond.find((n) => n !== first.pick + 1 && n !== second.pick + 1)!;
  const oneChanged = afterSecond.map((n) => (n === chosen ? chosen + 1 : n)).join(',');
  const badUses: [Fields, string | undefined, { status: number; message: string }][] = [
    [{ balls: oneChanged, jwt: forged(jwt) }, undefined, refusedWith('AUTH_REQUIRED')],
    [{ balls: oneChanged, game: UNKNOWN_ID }, undefined, refusedWith('GAME_NOT_FOUND')],
    [{ balls: oneChanged, powerplay: '9' }, undefined, refusedWith('POWERPLAY_UNKNOWN')],
    [{ balls: oneChanged }, FOREIGN, refusedWith('LEGACY_ORIGIN_REFUSED')],
  ];
  for (const [fields, origin, expected] of badUses) {
    const res = origin
      ? await old.form(
          '/public_api/live_draw/powerplay_use.php',
          { jwt, game: gameId, type: '1', powerplay: INCREASE, ...fields },
          origin,
        )
      : await usePowerplay(fields);
    expect(await refusal(res), JSON.stringify(fields)).toEqual(expected);
  }
  const afterRefusals = await liveData();
  expect(afterRefusals.picks.map((p) => p.number)).toEqual(afterSecond);
  expect(afterRefusals.powerplays).toContainEqual({ id: 4, ramining_amount: increasesAtStart - 2 });

  // The draw ends and is settled: the result the old client reads, and the prize in its balance.
  await expect
    .poll(
      async () => {
        const d = await liveData();
        return d.game.status === 'finished' && d.result !== null;
      },
      { timeout: Date.parse(game.finishesAt) - Date.now() + 20_000, intervals: [250] },
    )
    .toBe(true);
  const done = await liveData();
  expect(done.draw).toHaveLength(game.balls);
  expect(done.draw.map((b) => b.draw_number)).toEqual(Array.from({ length: game.balls }, (_, i) => i + 1));
  const drawn = done.draw.map((b) => b.daw_ball_number);
  expect(done.picks.map((p) => p.number)).toEqual(afterSecond);
  const matched = afterSecond.filter((n) => drawn.includes(n)).length;
  const prize = done.game.prize?.find((t) => t.hits === matched)?.prize ?? 0;
  expect(done.result).toEqual({ prize_won: prize > 0, balls_matched: matched, prize });
  expect(await ok(await old.get('/public_api/powerplay/my_powerplays.php', { jwt }))).toEqual({
    balance: { cash: prize, points: 0 },
  });
  expect(
    (await ok<{ draw: unknown[] }>(await old.get('/public_api/live_draw/draws.php', { game_id: gameId })))
      .draw,
  ).toEqual(done.draw);
});

// ---------------------------------------------------------------------------------------------------
// Sports: signup → select_game/read → entry/create → setmypicks → livescore/data → setscore.

interface LiveScore {
  matches: (Record<string, unknown> & { feed_game_id: string })[];
  prizes: unknown[];
  powerplays: { powerplay_id: number; powerplay_name: string; amount_available: number }[];
  meta: Record<string, unknown>;
}

/** signup.php with the old client's form: 201 "Created" and the jwt. */
async function oldSignup(old: OldClient): Promise<string> {
  const id = unique();
  const res = await old.form('/public_api/auth/signup.php', {
    fname: 'First',
    lname: 'Last',
    phone: '0000000000',
    dname: `Old ${id}`,
    email: `old.${id}@example.com`,
    password: 'correct-horse-9',
    country: 'CA',
    province: 'ON',
    over_18: '1',
    acceptedtc: 'true',
  });
  expect(await res.text()).toContain('Created');
  const body = await ok<{ message: string; jwt: string }>(res, 201);
  expect(body.message).toBe('Created');
  return body.jwt;
}

test('sports: entry/create → setmypicks → livescore/data → setscore, the server deciding', async ({
  request,
}) => {
  test.setTimeout(60_000);
  const old = oldClient(request);
  // The game set first (it starts well after the journey: the feed drives our match before it, and
  // nothing waits for its start), the player meanwhile.
  const [set, jwt, rival] = await Promise.all([
    ownGameSet(request, { league: 'baseball', leadMs: UNHURRIED_MS, accept: (m) => onceOnly(m).length >= 2 }),
    oldSignup(old),
    oldSignup(old),
  ]);
  const contest = contestOf(set, 'chase_the_ace');
  expect(contest.minTeams <= 2 && contest.maxTeams >= 2, 'two teams may be picked').toBe(true);
  const [m1, m2] = onceOnly(set.matches) as [Match, Match];
  const game = String(contest.id);

  // The games table lists it, not entered yet.
  const lobby = async () =>
    (
      await ok<{ records: { id: number; entry: boolean; entry_id: number | null }[] }>(
        await old.get('/api/select_game/read.php', { id: '2', jwt }),
      )
    ).records.find((r) => r.id === contest.id);
  expect(await lobby()).toMatchObject({ id: contest.id, entry: false, entry_id: null });

  // entry/create.php: 201 "Created" with the entry's id.
  const create = (fields: Fields) => old.form('/public_api/entry/create.php', { game, jwt, ...fields });
  const created = await create({});
  expect(await created.text()).toContain('Created');
  const { entry_id } = await ok<{ message: string; entry_id: number; game_id: number }>(created, 201);
  expect(await created.json()).toEqual({ message: 'Created', entry_id, game_id: contest.id });
  const entry = String(entry_id);

  // Bad input on entry/create: the same request again, an unknown game, a forged jwt. One entry stays.
  for (const [fields, expected] of [
    [{}, refusedWith('SPORTS_ALREADY_ENTERED')],
    [{ game: UNKNOWN_ID }, refusedWith('SPORTS_CONTEST_NOT_FOUND')],
    [{ jwt: forged(jwt) }, refusedWith('AUTH_REQUIRED')],
  ] as const) {
    const res = await create(fields);
    expect(await refusal(res), JSON.stringify(fields)).toEqual(expected);
    expect(await res.text()).not.toContain('Created');
  }
  expect(message('SPORTS_ALREADY_ENTERED')).toBe('Something is wrong');
  const myGames = await ok<{ records: { id: number; game_id: number }[] }>(
    await old.get('/public_api/entry/read.php', { jwt }),
  );
  expect(myGames.records.filter((r) => r.game_id === contest.id)).toEqual([
    expect.objectContaining({ id: entry_id, game_id: contest.id }),
  ]);
  expect(await lobby()).toMatchObject({ entry: true, entry_id });

  // setmypicks.php: "Successful"; mypicks.php reads them back as `feed_game_id-team_id`.
  const picks = [m1.home.pickKey, m2.away.pickKey];
  const setPicks = (fields: Fields) =>
    old.form('/public_api/schedule/setmypicks.php', { teams: picks.join(','), jwt, entry, ...fields });
  const pickRecords = picks.map((pick, i) => ({ id: i + 1, pick }));
  const picked = await setPicks({});
  expect(await picked.text()).toContain('Successful');
  expect(await ok(picked)).toEqual({ message: 'Successful', records: pickRecords });
  const myPicks = async () => ok<unknown>(await old.get('/public_api/schedule/mypicks.php', { jwt, entry }));
  expect(await myPicks()).toEqual({ records: pickRecords });

  // Bad picks change nothing: another's jwt, a forged one, an unknown entry, an unknown team.
  const otherTeams = m1.away.pickKey;
  for (const [fields, expected] of [
    [{ teams: otherTeams, jwt: rival }, refusedWith('SPORTS_ENTRY_NOT_FOUND')],
    [{ teams: otherTeams, jwt: forged(jwt) }, refusedWith('AUTH_REQUIRED')],
    [{ teams: otherTeams, entry: UNKNOWN_ID }, refusedWith('SPORTS_ENTRY_NOT_FOUND')],
    [{ teams: `${m1.feedGameId}-mlb-XXX` }, refusedWith('SPORTS_PICK_UNKNOWN')],
  ] as const) {
    const res = await setPicks(fields);
    expect(await refusal(res), JSON.stringify(fields)).toEqual(expected);
  }
  expect(await myPicks()).toEqual({ records: pickRecords });

  // The provider feed puts the first team's match live (home 1, bottom of the 2nd).
  await feedLive(request, m1, 1, 2);
  const liveScore = async (query: Fields = {}) =>
    ok<LiveScore>(
      await old.get('/public_api/livescore/data.php', {
        jwt,
        entry_id: entry,
        game_id: game,
        prize_id: game,
        ...query,
      }),
    );
  const row = (d: LiveScore, m: Match) => d.matches.find((r) => r.feed_game_id === m.feedGameId)!;
  const stock = (d: LiveScore) =>
    Object.fromEntries(d.powerplays.map((p) => [p.powerplay_id, p.amount_available]));
  await expect.poll(async () => row(await liveScore(), m1).status).toBe('LIVE');
  const live = await liveScore();
  expect(row(live, m1)).toMatchObject({
    status: 'LIVE',
    home_team_id: m1.home.teamId,
    home_score: 1,
    current_inning: 2,
    inning_half: 'bottom',
    my_score_home: 1,
    isMyTeamHome: true,
    isMyTeamAway: false,
    isHomeLocked: false,
    powerplay_activation: expect.any(String),
  });
  expect(row(live, m2)).toMatchObject({ status: 'UNPLAYED', isMyTeamAway: true, isMyTeamHome: false });
  expect(live.powerplays).toContainEqual({
    powerplay_id: 19,
    powerplay_name: 'Increase',
    amount_available: 3,
  });
  expect(live.meta).toMatchObject({
    id: entry_id,
    game_id: contest.id,
    gameset_id: set.gameSetId,
    club: 'basic',
    myPicksCount: 2,
    setNumber: 1,
    canPlay: true,
  });

  // setscore.php: Increase with the browser's own arithmetic (1 → 9): the server adds 1. "Updated".
  const onM1Home = { team: m1.home.teamId, match: m1.feedGameId };
  const setScore = (fields: Fields, origin?: string) =>
    old.form('/public_api/livescore/setscore.php', { jwt, game, entry, ...onM1Home, ...fields }, origin);
  const increase = { powerplay: '19', score_before: '1', score_after: '9' };
  const up = await setScore(increase);
  expect(await up.text()).toContain('Updated');
  const upAnswer = await ok(up);
  expect(upAnswer).toEqual({
    message: 'Updated',
    picks,
    powerplays: expect.arrayContaining([
      { powerplay_id: 19, powerplay_name: 'Increase', amount_available: 2 },
    ]),
  });
  expect(row(await liveScore(), m1).my_score_home).toBe(2);
  // The same request again is a replay: the first answer, the score added to once, one Increase spent.
  expect(await ok(await setScore(increase))).toEqual(upAnswer);
  const afterReplay = await liveScore();
  expect(row(afterReplay, m1).my_score_home).toBe(2);
  expect(stock(afterReplay)[19]).toBe(2);
  // Decrease (its browser said 0) back to 1, then Lock: the team keeps its 1.
  expect((await setScore({ powerplay: '18', score_before: '2', score_after: '0' })).status()).toBe(200);
  expect(row(await liveScore(), m1).my_score_home).toBe(1);
  const lock = { powerplay: '1', score_before: '1', score_after: '1' };
  const lockAnswer = await ok(await setScore(lock));
  const locked = await liveScore();
  expect(row(locked, m1)).toMatchObject({ my_score_home: 1, isHomeLocked: true });
  // The Lock again (a replay): the first answer, not a refusal, and nothing spent.
  expect(await ok(await setScore(lock))).toEqual(lockAnswer);

  // Bad input changes nothing: an Increase on the locked team, another's or a forged jwt, an unknown
  // entry, another game, an unknown powerplay, another host.
  for (const [fields, origin, expected] of [
    [{ powerplay: '19', score_before: '1', score_after: '2' }, undefined, refusedWith('SPORTS_TEAM_LOCKED')],
    [{ powerplay: '19', jwt: rival }, undefined, refusedWith('SPORTS_ENTRY_NOT_FOUND')],
    [{ powerplay: '19', jwt: forged(jwt) }, undefined, refusedWith('AUTH_REQUIRED')],
    [{ powerplay: '19', entry: UNKNOWN_ID }, undefined, refusedWith('SPORTS_ENTRY_NOT_FOUND')],
    [{ powerplay: '19', game: UNKNOWN_ID }, undefined, refusedWith('SPORTS_ENTRY_NOT_FOUND')],
    [{ powerplay: '99' }, undefined, refusedWith('SPORTS_POWERPLAY_UNKNOWN')],
    [{ powerplay: '19' }, FOREIGN, refusedWith('LEGACY_ORIGIN_REFUSED')],
  ] as const) {
    const res = await setScore(fields, origin);
    expect(await refusal(res), JSON.stringify(fields)).toEqual(expected);
    expect(await res.text()).not.toContain('Updated');
  }
  const after = await liveScore();
  expect(after).toEqual(locked);
  expect(stock(after)).toEqual(stock(locked));
  // livescore/data.php: another's entry, another game, a forged jwt are refused too.
  expect(
    await refusal(await old.get('/public_api/livescore/data.php', { jwt: rival, entry_id: entry })),
  ).toEqual(refusedWith('SPORTS_ENTRY_NOT_FOUND'));
  expect(
    await refusal(
      await old.get('/public_api/livescore/data.php', { jwt, entry_id: entry, game_id: UNKNOWN_ID }),
    ),
  ).toEqual(refusedWith('SPORTS_ENTRY_NOT_FOUND'));
  expect(
    await refusal(await old.get('/public_api/livescore/data.php', { jwt: forged(jwt), entry_id: entry })),
  ).toEqual(refusedWith('AUTH_REQUIRED'));
});

// ---------------------------------------------------------------------------------------------------
// The draft: check_entry → get_draft_data → add_entry, on the next draft to enter (a draft of our own: its
// first pick is sooner than any demo draft's, and draft-support's lease keeps the other journeys' short
// drafts from opening while ours is open).

interface DraftRow {
  id: number;
  player_id: number;
  player_name: string;
  my_ranking: number;
  pre_draft_rank: number;
  projected_team: string | null;
  team_gear_link: string | null;
  school_gear_link: string;
}
interface DraftData {
  contest_id: number;
  draf_day_data: DraftRow[];
  entry_details?: { player_id: number; projected_team: string; my_ranking: number }[];
  skill_question: string | null;
}

/** The top 32 as the old client posts them: its rows re-ranked in `order` (prospect ids). */
const posted = (rows: readonly DraftRow[], order: readonly number[]) =>
  JSON.stringify(
    order.map((playerId, i) => {
      const r = rows.find((row) => row.player_id === playerId)!;
      return {
        id: r.id,
        player_id: r.player_id,
        my_ranking: i + 1,
        projected_team: r.projected_team,
        team_gear_link: r.team_gear_link,
        school_gear_link: r.school_gear_link,
        pre_draft_rank: r.pre_draft_rank,
      };
    }),
  );

test('draft: check_entry → get_draft_data → add_entry on the next draft to enter', async ({ request }) => {
  test.setTimeout(60_000);
  const old = oldClient(request);
  const player = await registerPlayer(request);
  const jwt = await oldLogin(old, player.displayName, player.password);
  // A replay a pick a second: it is final half a minute after its deadline, never left live.
  const contest = await openDraft(request, { deadlineInSeconds: 10, mode: 'replay', pickIntervalSeconds: 1 });

  const checkEntry = async (as = jwt) =>
    ok<{ entry_id: number | null; contest_id: number | null }>(
      await old.get('/public_api/draft_day/check_entry.php', { jwt: as }),
    );
  const draftData = async (query: Fields = { jwt }) =>
    ok<DraftData>(await old.get('/public_api/draft_day/get_draft_data.php', query));

  // check_entry.php: no entry yet in the next draft to enter, ours (docs/legacy-api.md "Which draft": the
  // first open draft, even while a demo draft is live).
  expect(await checkEntry(), 'the next draft to enter is ours').toEqual({
    entry_id: null,
    contest_id: contest.id,
  });

  // get_draft_data.php: the prospects in the default order (the JSON API's, by pre-draft rank) with the
  // projected teams of the first 32 picks, no entry yet, and the skill-testing question.
  const data = await draftData();
  const json: DraftContestResponse = await draftDetail(request, contest.id);
  expect(data.contest_id).toBe(contest.id);
  expect(data.entry_details).toBeUndefined();
  expect(data.skill_question).toBe(json.skillQuestion);
  expect(data.skill_question).toMatch(/^\d+ × \d+ \+ \d+ − \d+$/);
  const byRank = [...json.prospects].sort((a, b) => a.preDraftRank - b.preDraftRank);
  expect(data.draf_day_data.map((r) => r.player_id)).toEqual(byRank.map((p) => p.id));
  expect(data.draf_day_data.map((r) => r.my_ranking)).toEqual(byRank.map((_, i) => i + 1));
  expect(data.draf_day_data[0]).toMatchObject({
    player_name: byRank[0]!.name,
    projected_team: json.slots[0]!.projectedTeam.name,
    team_gear_link: json.slots[0]!.projectedTeam.gearLink,
  });
  expect(data.draf_day_data[32]!.projected_team).toBeNull();
  // A visitor is asked nothing.
  expect((await draftData({})).skill_question).toBeNull();

  const rows = data.draf_day_data;
  const ids = rows.map((r) => r.player_id);
  const order = [ids[1]!, ids[0]!, ...ids.slice(2, 32)];
  const answer = String(solveSkillQuestion(data.skill_question!));
  const addEntry = (fields: Fields) =>
    old.form('/public_api/draft_day/add_entry.php', { data: posted(rows, order), jwt, ...fields });

  // Bad first submissions change nothing: no or a wrong answer, 31 rows, a player twice, an unknown
  // player, a forged jwt.
  for (const [fields, expected] of [
    [{}, refusedWith('DRAFT_SKILL_ANSWER_WRONG')],
    [{ skill_answer: String(Number(answer) + 1) }, refusedWith('DRAFT_SKILL_ANSWER_WRONG')],
    [{ data: posted(rows, order.slice(0, 31)), skill_answer: answer }, refusedWith('DRAFT_PICKS_COUNT')],
    [
      { data: posted(rows, [ids[0]!, ...order.slice(0, 31)]), skill_answer: answer },
      refusedWith('DRAFT_PICK_DUPLICATE'),
    ],
    [
      {
        data: posted(rows, order).replace(`"player_id":${ids[5]},`, '"player_id":999999,'),
        skill_answer: answer,
      },
      refusedWith('DRAFT_PICK_UNKNOWN'),
    ],
    [{ skill_answer: answer, jwt: forged(jwt) }, refusedWith('AUTH_REQUIRED')],
  ] as const) {
    const res = await addEntry(fields);
    expect(await refusal(res), JSON.stringify(fields).slice(0, 120)).toEqual(expected);
    expect(await res.text()).not.toContain('Submitted');
  }
  expect(await checkEntry()).toEqual({ entry_id: null, contest_id: contest.id });
  expect((await draftData()).entry_details).toBeUndefined();

  // add_entry.php: "Submitted" with the entry's id; check_entry and get_draft_data read it back.
  const added = await addEntry({ skill_answer: answer });
  expect(await added.text()).toContain('Submitted');
  const { entry_id } = await ok<{ message: string; entry_id: number }>(added);
  expect(await added.json()).toEqual({ message: 'Submitted', entry_id });
  expect(await checkEntry()).toEqual({ entry_id, contest_id: contest.id });
  const saved = await draftData();
  expect(saved.skill_question).toBeNull();
  expect(saved.entry_details).toEqual(
    order.map((player_id, i) => ({
      player_id,
      projected_team: json.slots[i]!.projectedTeam.name,
      my_ranking: i + 1,
    })),
  );
  // The JSON API has the same entry.
  expect((await draftDetail(request, contest.id)).myEntry).toMatchObject({ id: entry_id, ranking: order });

  // The same submission again is the same entry (one per person); bad changes keep it as it is.
  expect(await ok(await addEntry({ skill_answer: answer }))).toEqual({ message: 'Submitted', entry_id });
  const reversed = [...order].reverse();
  for (const [fields, expected] of [
    [{ data: posted(rows, reversed.slice(1)) }, refusedWith('DRAFT_PICKS_COUNT')],
    [{ data: 'not json' }, refusedWith('DRAFT_PICKS_COUNT')],
    [{ data: posted(rows, reversed), jwt: forged(jwt) }, refusedWith('AUTH_REQUIRED')],
  ] as const) {
    expect(await refusal(await addEntry(fields)), JSON.stringify(fields).slice(0, 120)).toEqual(expected);
  }
  expect((await draftData()).entry_details!.map((e) => e.player_id)).toEqual(order);
  expect((await draftDetail(request, contest.id)).myEntry).toMatchObject({ id: entry_id, ranking: order });

  // The jwt replayed after its session is signed out (from a context of its own: `request` keeps the
  // player's cookie session, which reads the entry back) is refused, and changes nothing.
  const elsewhere = await playwrightRequest.newContext({ baseURL: ORIGIN });
  try {
    const out = await elsewhere.post('/api/auth/logout', { headers: bearer(jwt) });
    expect(out.status(), await out.text()).toBeLessThan(300);
  } finally {
    await elsewhere.dispose();
  }
  expect(await refusal(await old.get('/public_api/draft_day/check_entry.php', { jwt }))).toEqual(
    refusedWith('AUTH_REQUIRED'),
  );
  const late = await addEntry({ data: posted(rows, reversed) });
  expect(await refusal(late)).toEqual(refusedWith('AUTH_REQUIRED'));
  expect((await draftDetail(request, contest.id)).myEntry).toMatchObject({ id: entry_id, ranking: order });
});

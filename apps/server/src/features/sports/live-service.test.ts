import type { AddressInfo } from 'node:net';
import { type SportsEntry, type SportsLiveScoreResponse } from '@powerplay/contracts';
import { sportsKit } from '@powerplay/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, registerOperator, registerPlayer, type TestApp } from '../../../test/helpers';
import { openStream } from '../../../test/sse';
import { entryState } from './entry-state';
import { entryRequests, stockOf } from './entry-requests.test-support';
import { settleGameSet } from './settlement';
import { insertBaseballGameSet, insertContest } from './test-fixtures';

let t: TestApp;
let baseUrl = '';
let setCounter = 0;
const HOUR = 3600_000;
const days = ['2019-07-14', '2019-07-15', '2019-07-16', '2019-07-17', '2019-07-18', '2019-07-19'];

beforeAll(async () => {
  t = await createTestApp({ env: { SPORTS_ENGINE: 'off' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;

/** A fresh game set of a real 2019 day (6 matches, not started) with a contest on it. */
async function newContest(options: Omit<Parameters<typeof insertContest>[1], 'gameSetId'> = {}) {
  setCounter += 1;
  const set = await insertBaseballGameSet(db(), {
    date: days[setCounter % days.length]!,
    startAt: new Date(Date.now() + (24 + setCounter) * HOUR),
    tag: `ls${setCounter}`,
    games: 6,
  });
  const contestId = await insertContest(db(), { ...options, gameSetId: set.id });
  const matches = set.matches.map((m) => ({
    feedGameId: m.feed_game_id,
    home: `${m.feed_game_id}-${m.home_team_id}`,
    away: `${m.feed_game_id}-${m.away_team_id}`,
  }));
  return { contestId, gameSetId: set.id, matches };
}

async function entered(contestId: number, token: string, picks: string[]): Promise<SportsEntry> {
  const res = await api(t.app, 'POST', `/api/sports/contests/${contestId}/entries`, { token });
  expect(res.statusCode, res.body).toBe(201);
  const { entry } = res.json<{ entry: SportsEntry }>();
  const saved = await api(t.app, 'PUT', `/api/sports/entries/${entry.id}/picks`, {
    token,
    body: { teams: picks },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return entry;
}

/** Puts a match where a test needs it, as the feed would (status and real scores), and the set with it. */
async function setMatch(
  gameSetId: number,
  feedGameId: string,
  v: { status?: 'UNPLAYED' | 'INTRO' | 'LIVE' | 'FINISHED'; home?: number; away?: number },
) {
  await db()
    .updateTable('sports_matches')
    .set({
      ...(v.status ? { status: v.status } : {}),
      ...(v.home !== undefined ? { home_score: v.home } : {}),
      ...(v.away !== undefined ? { away_score: v.away } : {}),
    })
    .where('feed_game_id', '=', feedGameId)
    .execute();
  const statuses = await db()
    .selectFrom('sports_matches')
    .select('status')
    .where('game_set_id', '=', gameSetId)
    .execute();
  const status = statuses.every((s) => s.status === 'FINISHED')
    ? 'FINISHED'
    : statuses.some((s) => s.status !== 'UNPLAYED')
      ? 'LIVE'
      : 'UNPLAYED';
  await db().updateTable('sports_game_sets').set({ status }).where('id', '=', gameSetId).execute();
}

const { use, used, live } = entryRequests(() => t.app);

/** A refused use: its status and the catalogue text the player sees. */
async function refused(entryId: number, token: string, body: unknown) {
  const res = await use(entryId, token, body);
  const { error } = res.json<{ error: { code: string; title: string; message: string } }>();
  return { status: res.statusCode, code: error.code, title: error.title, message: error.message };
}

const sideOf = (r: SportsLiveScoreResponse, key: string) => {
  for (const m of r.matches) {
    if (m.home.pickKey === key) return { ...m.mine.home, score: m.home.score };
    if (m.away.pickKey === key) return { ...m.mine.away, score: m.away.score };
  }
  throw new Error(`no team ${key}`);
};

const INCREASE = 19;
const DECREASE = 18;
const REFRESH = 13;
const LOCK = 1;
const UNDO = 21;
const SWAP = 24;
const REMOVE = 4;
const ADD = 5;

describe('entry state', () => {
  it('reads the row as the domain state, keeping only whole-number adjustments', () => {
    expect(
      entryState({ picks: ['a', 'b'], adjustments: { a: 2, b: 0, c: 1.5, d: 'x' }, locked: ['b'], added: 1 }),
    ).toEqual({ picks: ['a', 'b'], adjustments: { a: 2 }, locked: ['b'], added: 1, multipliers: {} });
    expect(entryState({ picks: [] })).toEqual({
      picks: [],
      adjustments: {},
      locked: [],
      added: 0,
      multipliers: {},
    });
    // Double ×2 and Triple ×3 only.
    expect(entryState({ picks: ['a'], multipliers: { a: 2, b: 3, c: 4, d: 1, e: '2' } }).multipliers).toEqual(
      {
        a: 2,
        b: 3,
      },
    );
  });

  it('the database keeps the state well-formed', async () => {
    const { contestId, matches } = await newContest();
    const me = await registerPlayer(t.app);
    const entry = await entered(contestId, me.token, [matches[0]!.home]);
    const row = await db()
      .selectFrom('sports_entries')
      .select(['adjustments', 'locked', 'added'])
      .where('id', '=', entry.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ adjustments: {}, locked: [], added: 0 });
    const update = (v: Record<string, unknown>) =>
      db().updateTable('sports_entries').set(v).where('id', '=', entry.id).execute();
    await expect(update({ added: -1 })).rejects.toThrow(/sports_entries_added_check/);
    await expect(update({ adjustments: '[1]' })).rejects.toThrow(/sports_entries_adjustments_check/);
  });
});

describe('GET /api/sports/entries/:id/live', () => {
  it('shows my entry: matches with my scores per side, prizes within min..max, named powerplays, meta, my other entries', async () => {
    const { contestId, gameSetId, matches } = await newContest({ minTeams: 2, maxTeams: 4 });
    // A grid row outside min..max is never shown.
    await db()
      .insertInto('sports_prize_rows')
      .values({ contest_id: contestId, teams: 9, kind: 'cash', amount: 99_000 })
      .execute();
    const other = await newContest();
    const me = await registerPlayer(t.app);
    const [a, b] = [matches[0]!.home, matches[1]!.away];
    const entry = await entered(contestId, me.token, [a, b]);
    const second = await entered(other.contestId, me.token, [other.matches[0]!.home]);

    const before = await live(entry.id, me.token);
    expect(before.entry).toMatchObject({ id: entry.id, picks: [a, b], hasPicks: true, matchStarted: false });
    expect(before.state).toEqual({ picks: [a, b], adjustments: {}, locked: [], added: 0 });
    expect(before.gameSet).toMatchObject({ id: gameSetId, status: 'UNPLAYED', leagueId: 15 });
    expect(before.matches).toHaveLength(6);
    expect(sideOf(before, a)).toEqual({ held: true, locked: false, myScore: 0, score: 0 });
    expect(sideOf(before, matches[0]!.away)).toMatchObject({ held: false, locked: false });
    expect(before.prizes.map((p) => p.teams)).toEqual([2, 3, 4]);
    expect(before.powerplays.map((p) => [p.powerplayId, p.name, p.remaining])).toEqual([
      [19, 'Increase', 3],
      [18, 'Decrease', 3],
      [13, 'Refresh', 1],
      [1, 'Lock', 2],
      [21, 'Undo', 2],
      [24, 'Swap', 1],
      [4, 'Remove', 1],
      [5, 'Add', 1],
    ]);
    expect(before.meta).toEqual({
      picksCount: 2,
      gameStatus: 'UNPLAYED',
      canPlay: true,
      club: 'basic',
      result: 'POSSIBLE',
      prize: { teams: 2, kind: 'cash', amount: 20_000, description: null, retailValueCents: null },
      ones: 0,
      total: 0,
      pointTotal: 0,
      bust: false,
    });
    expect(before.siblings).toEqual([{ id: second.id, startAt: second.contest.startAt }]);

    // Live: the real scores move every entry's my_score; one of two picks at 1 is 50 points.
    await setMatch(gameSetId, matches[0]!.feedGameId, { status: 'LIVE', home: 1, away: 3 });
    await setMatch(gameSetId, matches[1]!.feedGameId, { status: 'LIVE', home: 0, away: 4 });
    const during = await live(entry.id, me.token);
    expect(during.entry.matchStarted).toBe(true);
    expect(during.meta).toMatchObject({ gameStatus: 'LIVE', ones: 1, total: 5, pointTotal: 50 });
    expect(sideOf(during, b)).toEqual({ held: true, locked: false, myScore: 4, score: 4 });
  });

  it('is the owner’s only: anonymous 401, anyone else or an unknown id 404', async () => {
    const { contestId, matches } = await newContest();
    const me = await registerPlayer(t.app);
    const stranger = await registerPlayer(t.app);
    const entry = await entered(contestId, me.token, [matches[0]!.home]);
    expect((await api(t.app, 'GET', `/api/sports/entries/${entry.id}/live`)).statusCode).toBe(401);
    for (const url of [
      `/api/sports/entries/${entry.id}/live`,
      '/api/sports/entries/99999999/live',
      '/api/sports/entries/x/live',
    ]) {
      const res = await api(t.app, 'GET', url, { token: stranger.token });
      expect(res.statusCode).toBe(404);
      expect(res.json<{ error: { code: string } }>().error.code).toBe('SPORTS_ENTRY_NOT_FOUND');
    }
  });
});

describe('POST /api/sports/entries/:id/powerplays', () => {
  it('checks the session first, then the body, then the owner', async () => {
    const { contestId, matches } = await newContest();
    const me = await registerPlayer(t.app);
    const stranger = await registerPlayer(t.app);
    const entry = await entered(contestId, me.token, [matches[0]!.home]);
    const bad = { powerplayId: 'lots' };
    expect((await use(entry.id, undefined, bad)).statusCode).toBe(401);
    expect((await use(entry.id, undefined, { powerplayId: INCREASE })).statusCode).toBe(401);
    expect(await refused(entry.id, stranger.token, bad)).toMatchObject({ status: 400 });
    expect(await refused(entry.id, stranger.token, { powerplayId: INCREASE })).toMatchObject({
      status: 404,
      code: 'SPORTS_ENTRY_NOT_FOUND',
    });
    expect(await refused(99_999_999, me.token, { powerplayId: INCREASE })).toMatchObject({ status: 404 });
    expect(await refused(entry.id, me.token, bad)).toEqual({
      status: 400,
      code: 'SPORTS_POWERPLAY_UNKNOWN',
      title: 'Sorry!',
      message: 'Something Went Wrong, Please Try Again',
    });
    expect((await use(entry.id, me.token, { powerplayId: INCREASE, team: 'x'.repeat(65) })).statusCode).toBe(
      400,
    );
    expect((await use(entry.id, me.token, undefined)).statusCode).toBe(400);
    // Someone else's entry stays as it was.
    expect(stockOf(await live(entry.id, me.token))[INCREASE]).toBe(3);
  });

  it('Increase, Decrease, Refresh and Lock with their refusals; Lock keeps 1 whatever the team scores', async () => {
    const { contestId, gameSetId, matches } = await newContest();
    const me = await registerPlayer(t.app);
    const [a, b] = [matches[0]!.home, matches[0]!.away];
    const c = matches[1]!.home;
    const entry = await entered(contestId, me.token, [a, b, c]);
    const pp = (powerplayId: number, team?: string) => ({ powerplayId, ...(team ? { team } : {}) });

    // Not before the match is LIVE.
    expect(await refused(entry.id, me.token, pp(INCREASE, a))).toEqual({
      status: 409,
      code: 'SPORTS_ACTION_UNAVAILABLE',
      title: 'Sorry!',
      message: 'This Action Is not available at this time',
    });
    await setMatch(gameSetId, matches[0]!.feedGameId, { status: 'LIVE', home: 0, away: 11 });

    // Not on a team I do not hold, nor without a team.
    expect((await refused(entry.id, me.token, pp(INCREASE, matches[2]!.home))).code).toBe(
      'SPORTS_ACTION_UNAVAILABLE',
    );
    expect((await refused(entry.id, me.token, pp(INCREASE))).code).toBe('SPORTS_ACTION_UNAVAILABLE');
    // Not a powerplay of the kit.
    expect(await refused(entry.id, me.token, pp(7, a))).toMatchObject({
      status: 400,
      message: 'Something Went Wrong, Please Try Again',
    });

    expect(await refused(entry.id, me.token, pp(DECREASE, a))).toMatchObject({
      status: 409,
      message: 'Not Allowed',
    });
    expect(await refused(entry.id, me.token, pp(REFRESH, a))).toMatchObject({
      status: 409,
      message: 'Score Is Not 11',
    });
    expect(await refused(entry.id, me.token, pp(LOCK, a))).toMatchObject({
      status: 409,
      message: 'Score Is Not 1',
    });

    let r = await used(entry.id, me.token, pp(INCREASE, a));
    expect(sideOf(r, a)).toEqual({ held: true, locked: false, myScore: 1, score: 0 });
    expect(r.state.adjustments).toEqual({ [a]: 1 });
    expect(stockOf(r)[INCREASE]).toBe(2);

    r = await used(entry.id, me.token, pp(INCREASE, a));
    expect(sideOf(r, a).myScore).toBe(2);
    r = await used(entry.id, me.token, pp(DECREASE, a));
    expect(sideOf(r, a).myScore).toBe(1);
    expect(stockOf(r)[DECREASE]).toBe(2);

    // Refresh: 11 → 1.
    r = await used(entry.id, me.token, pp(REFRESH, b));
    expect(sideOf(r, b)).toEqual({ held: true, locked: false, myScore: 1, score: 11 });
    expect(r.state.adjustments[b]).toBe(-10);
    expect(await refused(entry.id, me.token, pp(REFRESH, b))).toMatchObject({
      message: 'Powerplay has been fully used!',
    });

    // Lock at 1: the team keeps 1 when it really scores, and no other powerplay moves it.
    r = await used(entry.id, me.token, pp(LOCK, a));
    expect(sideOf(r, a)).toEqual({ held: true, locked: true, myScore: 1, score: 0 });
    expect(r.state.locked).toEqual([a]);
    await setMatch(gameSetId, matches[0]!.feedGameId, { home: 4, away: 12 });
    r = await live(entry.id, me.token);
    expect(sideOf(r, a)).toEqual({ held: true, locked: true, myScore: 1, score: 4 });
    expect(sideOf(r, b).myScore).toBe(2);
    expect(await refused(entry.id, me.token, pp(INCREASE, a))).toMatchObject({
      code: 'SPORTS_TEAM_LOCKED',
      status: 409,
    });

    // The last Increase, then none left.
    await used(entry.id, me.token, pp(INCREASE, b));
    expect(await refused(entry.id, me.token, pp(INCREASE, b))).toEqual({
      status: 409,
      code: 'SPORTS_POWERPLAY_USED_UP',
      title: 'Sorry!',
      message: 'Powerplay has been fully used!',
    });

    // A FINISHED match takes none.
    await setMatch(gameSetId, matches[0]!.feedGameId, { status: 'FINISHED' });
    expect((await refused(entry.id, me.token, pp(DECREASE, b))).code).toBe('SPORTS_ACTION_UNAVAILABLE');
    r = await live(entry.id, me.token);
    expect(sideOf(r, a).myScore).toBe(1);
    // 12 runs, Refresh −10, Increase +1.
    expect(sideOf(r, b).myScore).toBe(3);
    const log = await db()
      .selectFrom('powerplay_uses')
      .select(['powerplay_id'])
      .where('entry_id', '=', entry.id)
      .orderBy('use_number')
      .execute();
    expect(log.map((u) => u.powerplay_id)).toEqual([INCREASE, INCREASE, DECREASE, REFRESH, LOCK, INCREASE]);
  });

  it('Undo restores exactly what the last use changed and returns that powerplay; the Undo is spent', async () => {
    const { contestId, gameSetId, matches } = await newContest();
    const me = await registerPlayer(t.app);
    const [a, b] = [matches[0]!.home, matches[0]!.away];
    const entry = await entered(contestId, me.token, [a, b]);
    await setMatch(gameSetId, matches[0]!.feedGameId, { status: 'LIVE', home: 0, away: 1 });

    expect(await refused(entry.id, me.token, { powerplayId: UNDO })).toEqual({
      status: 409,
      code: 'SPORTS_NOTHING_TO_UNDO',
      title: 'Sorry!',
      message: 'No action To Undo!',
    });
    await used(entry.id, me.token, { powerplayId: INCREASE, team: a });
    const before = await live(entry.id, me.token);
    let r = await used(entry.id, me.token, { powerplayId: LOCK, team: b });
    expect(r.state.locked).toEqual([b]);
    r = await used(entry.id, me.token, { powerplayId: UNDO });
    expect(r.state).toEqual(before.state);
    expect(r.matches).toEqual(before.matches);
    expect(stockOf(r)).toEqual({ ...stockOf(before), [UNDO]: 1 });
    // The next Undo takes back the Increase (the undone Lock is not undone twice).
    r = await used(entry.id, me.token, { powerplayId: UNDO });
    expect(r.state).toEqual({ picks: [a, b], adjustments: {}, locked: [], added: 0 });
    expect(stockOf(r)).toEqual({ ...sportsKit, [UNDO]: 0 });
    expect(await refused(entry.id, me.token, { powerplayId: UNDO })).toMatchObject({
      message: 'Powerplay has been fully used!',
    });
  });

  it('Swap replaces a held team on a LIVE match by one not held from an UNPLAYED or LIVE match, at its real score', async () => {
    const { contestId, gameSetId, matches } = await newContest();
    const me = await registerPlayer(t.app);
    const [a, b] = [matches[0]!.home, matches[1]!.home];
    const entry = await entered(contestId, me.token, [a, b]);
    await setMatch(gameSetId, matches[0]!.feedGameId, { status: 'LIVE', home: 2, away: 1 });
    await setMatch(gameSetId, matches[2]!.feedGameId, { status: 'FINISHED', home: 1, away: 1 });
    await used(entry.id, me.token, { powerplayId: INCREASE, team: a });
    const swap = (replacement?: string) => ({
      powerplayId: SWAP,
      team: a,
      ...(replacement ? { replacement } : {}),
    });

    expect(await refused(entry.id, me.token, swap())).toEqual({
      status: 400,
      code: 'SPORTS_SELECT_REPLACEMENT',
      title: 'Sorry!',
      message: 'Select A Replacement',
    });
    expect(await refused(entry.id, me.token, swap(b))).toMatchObject({ status: 409, message: 'Not Allowed' });
    expect(await refused(entry.id, me.token, swap(matches[2]!.away))).toMatchObject({
      message: 'Not Allowed',
    });
    expect(await refused(entry.id, me.token, swap('nope-mlb-XXX'))).toMatchObject({ message: 'Not Allowed' });
    // Only a held team on a LIVE match can be swapped out (b's match has not started).
    expect(
      (await refused(entry.id, me.token, { powerplayId: SWAP, team: b, replacement: matches[3]!.home })).code,
    ).toBe('SPORTS_ACTION_UNAVAILABLE');

    const incoming = matches[0]!.away;
    const r = await used(entry.id, me.token, swap(incoming));
    expect(r.state).toEqual({ picks: [incoming, b], adjustments: {}, locked: [], added: 0 });
    expect(sideOf(r, incoming)).toEqual({ held: true, locked: false, myScore: 1, score: 1 });
    expect(sideOf(r, a)).toEqual({ held: false, locked: false, myScore: 2, score: 2 });
    expect(r.entry.picks).toEqual([incoming, b]);
    expect(
      await refused(entry.id, me.token, { powerplayId: SWAP, team: incoming, replacement: a }),
    ).toMatchObject({
      message: 'Powerplay has been fully used!',
    });
  });

  it('Add and Remove keep within min..max: Please Add A team First, Not Allowed, You can Only Select {max} Teams!', async () => {
    const { contestId, gameSetId, matches } = await newContest({ minTeams: 2, maxTeams: 3 });
    const me = await registerPlayer(t.app);
    const full = await registerPlayer(t.app);
    const [a, b, c, d] = [matches[0]!.home, matches[0]!.away, matches[1]!.home, matches[1]!.away];
    const entry = await entered(contestId, me.token, [a, b]);
    const third = await entered(contestId, full.token, [a, b, c]);
    await setMatch(gameSetId, matches[0]!.feedGameId, { status: 'LIVE', home: 1, away: 0 });
    await setMatch(gameSetId, matches[2]!.feedGameId, { status: 'FINISHED' });

    // At min, nothing can be removed; above min, an Add must come first.
    expect(await refused(entry.id, me.token, { powerplayId: REMOVE, team: a })).toMatchObject({
      status: 409,
      message: 'Not Allowed',
    });
    expect(await refused(third.id, full.token, { powerplayId: REMOVE, team: a })).toEqual({
      status: 409,
      code: 'SPORTS_ADD_TEAM_FIRST',
      title: 'Sorry!',
      message: 'Please Add A team First',
    });
    // At max, nothing can be added.
    expect(await refused(third.id, full.token, { powerplayId: ADD, team: d })).toEqual({
      status: 400,
      code: 'SPORTS_PICKS_TOO_MANY',
      title: 'Sorry!',
      message: 'You can Only Select 3 Teams!',
    });
    // Add: a team not held, of an UNPLAYED or LIVE match.
    expect(await refused(entry.id, me.token, { powerplayId: ADD })).toMatchObject({
      message: 'Select A Replacement',
    });
    expect(await refused(entry.id, me.token, { powerplayId: ADD, team: a })).toMatchObject({
      message: 'Not Allowed',
    });
    expect(await refused(entry.id, me.token, { powerplayId: ADD, team: matches[2]!.home })).toMatchObject({
      message: 'Not Allowed',
    });
    let r = await used(entry.id, me.token, { powerplayId: ADD, team: c });
    expect(r.state).toEqual({ picks: [a, b, c], adjustments: {}, locked: [], added: 1 });
    expect(r.meta.picksCount).toBe(3);
    expect(r.meta.prize?.teams).toBe(3);
    expect(await refused(entry.id, me.token, { powerplayId: ADD, team: d })).toMatchObject({
      message: 'Powerplay has been fully used!',
    });
    r = await used(entry.id, me.token, { powerplayId: REMOVE, team: a });
    expect(r.state).toEqual({ picks: [b, c], adjustments: {}, locked: [], added: 1 });
    expect(sideOf(r, a).held).toBe(false);
    expect(r.entry.picks).toEqual([b, c]);
    // Undo brings the removed team back to its place.
    r = await used(entry.id, me.token, { powerplayId: UNDO });
    expect(r.state.picks).toEqual([a, b, c]);
    expect(stockOf(r)[REMOVE]).toBe(1);

    // Add is refused once no match is UNPLAYED or LIVE.
    for (const m of matches) await setMatch(gameSetId, m.feedGameId, { status: 'FINISHED' });
    expect((await refused(third.id, full.token, { powerplayId: ADD, team: d })).code).toBe(
      'SPORTS_ACTION_UNAVAILABLE',
    );
  });

  it('needs the club the entry asks for, with the subscription text', async () => {
    const { contestId, gameSetId, matches } = await newContest({ eligibility: 'ELITE', restriction: 'OPEN' });
    const superOnly = await newContest({ eligibility: 'SUPER ELITE', restriction: 'OPEN' });
    const me = await registerPlayer(t.app);
    const a = matches[0]!.home;
    const entry = await entered(contestId, me.token, [a]);
    const second = await entered(superOnly.contestId, me.token, [superOnly.matches[0]!.home]);
    await setMatch(gameSetId, matches[0]!.feedGameId, { status: 'LIVE' });
    await setMatch(superOnly.gameSetId, superOnly.matches[0]!.feedGameId, { status: 'LIVE' });
    // As a purchase does it: the row and the event that makes every process read the user again.
    const club = (c: 'basic' | 'elite' | 'super_elite') =>
      db()
        .transaction()
        .execute(async (trx) => {
          await trx.updateTable('users').set({ club: c }).where('id', '=', me.user.id).execute();
          await t.services.sessions.usersChanged(trx, [me.user.id]);
        });

    expect((await live(entry.id, me.token)).meta).toMatchObject({ canPlay: false, club: 'basic' });
    expect(await refused(entry.id, me.token, { powerplayId: INCREASE, team: a })).toEqual({
      status: 403,
      code: 'SPORTS_SUBSCRIPTION_NEEDED',
      title: 'Sorry!',
      message:
        'You Need A live Score Subscription To Access Powerplays On this Page. Please CLICK HERE to add!',
    });
    expect(stockOf(await live(entry.id, me.token))[INCREASE]).toBe(3);

    await club('elite');
    expect((await live(entry.id, me.token)).meta).toMatchObject({ canPlay: true, club: 'elite' });
    await used(entry.id, me.token, { powerplayId: INCREASE, team: a });
    const onSecond = { powerplayId: INCREASE, team: superOnly.matches[0]!.home };
    expect((await refused(second.id, me.token, onSecond)).code).toBe('SPORTS_SUBSCRIPTION_NEEDED');
    await club('super_elite');
    await used(second.id, me.token, onSecond);
    await used(entry.id, me.token, { powerplayId: DECREASE, team: a });
  });

  it('is refused once the contest is settled; the result is WON or LOST then, POSSIBLE before', async () => {
    const { contestId, gameSetId, matches } = await newContest();
    const me = await registerPlayer(t.app);
    const loser = await registerPlayer(t.app);
    const [a, b] = [matches[0]!.home, matches[0]!.away];
    const entry = await entered(contestId, me.token, [a]);
    const lost = await entered(contestId, loser.token, [b]);
    await setMatch(gameSetId, matches[0]!.feedGameId, { status: 'LIVE', home: 0, away: 3 });
    const r = await used(entry.id, me.token, { powerplayId: INCREASE, team: a });
    expect(r.meta).toMatchObject({ result: 'POSSIBLE', ones: 1, pointTotal: 100 });

    for (const m of matches) await setMatch(gameSetId, m.feedGameId, { status: 'FINISHED' });
    const now = new Date();
    await db()
      .updateTable('sports_contests')
      .set({ settled_at: now, settled_version: 1 })
      .where('id', '=', contestId)
      .execute();
    await db().updateTable('sports_game_sets').set({ settled_at: now }).where('id', '=', gameSetId).execute();

    expect((await live(entry.id, me.token)).meta).toMatchObject({
      gameStatus: 'FINISHED',
      result: 'WON',
      prize: { teams: 1, amount: 10_000 },
    });
    expect((await live(lost.id, loser.token)).meta).toMatchObject({ result: 'LOST', total: 3 });
    expect(await refused(entry.id, me.token, { powerplayId: DECREASE, team: a })).toMatchObject({
      status: 409,
      message: 'This Action Is not available at this time',
    });
    expect(await refused(entry.id, me.token, { powerplayId: UNDO })).toMatchObject({
      code: 'SPORTS_ACTION_UNAVAILABLE',
    });
    expect(stockOf(await live(entry.id, me.token))).toEqual({ ...sportsKit, [INCREASE]: 2 });
  });

  it('settlement pays on my_score: a Locked team counts 1 at the end whatever it really scored', async () => {
    const { contestId, gameSetId, matches } = await newContest();
    const locker = await registerPlayer(t.app);
    const plain = await registerPlayer(t.app);
    const a = matches[0]!.home;
    const kept = await entered(contestId, locker.token, [a]);
    const unlocked = await entered(contestId, plain.token, [a]);
    await setMatch(gameSetId, matches[0]!.feedGameId, { status: 'LIVE', home: 1, away: 0 });
    await used(kept.id, locker.token, { powerplayId: LOCK, team: a });
    // The team goes on to score 3.
    await setMatch(gameSetId, matches[0]!.feedGameId, { status: 'FINISHED', home: 3 });
    for (const m of matches.slice(1)) await setMatch(gameSetId, m.feedGameId, { status: 'FINISHED' });

    const cash = async (userId: number) => (await t.services.ledger.balances(userId)).cashCents;
    const before = await cash(locker.user.id);
    await db()
      .transaction()
      .execute((trx) => settleGameSet(trx, t.services, gameSetId));

    expect((await live(kept.id, locker.token)).meta).toMatchObject({ result: 'WON', ones: 1 });
    expect((await live(unlocked.id, plain.token)).meta).toMatchObject({ result: 'LOST', ones: 0 });
    // The one-team row's whole prize, to its one winner.
    expect((await cash(locker.user.id)) - before).toBe(10_000);
    expect(await cash(plain.user.id)).toBe(0);
  });

  it('tells every page I have open (sports-entry on my own stream), on a powerplay and on saved picks', async () => {
    const { contestId, gameSetId, matches } = await newContest();
    const me = await registerPlayer(t.app);
    const a = matches[0]!.home;
    const entry = await entered(contestId, me.token, [a]);
    const stream = await openStream(`${baseUrl}/api/me/events`, { authorization: `Bearer ${me.token}` });
    const payloads = () =>
      stream.events.map((e) => ({ event: e.event, data: JSON.parse(e.data) as unknown }));
    try {
      const b = matches[1]!.home;
      const saved = await api(t.app, 'PUT', `/api/sports/entries/${entry.id}/picks`, {
        token: me.token,
        body: { teams: [a, b] },
      });
      expect(saved.statusCode).toBe(200);
      // The entry's own creation may still be on its way (the relay sends after the commit): what counts
      // is that the saved picks come, and the uses after them.
      const fromSave = () => {
        const all = payloads();
        const at = all.findIndex((p) => (p.data as { state: { picks: string[] } }).state.picks.length === 2);
        return at < 0 ? [] : all.slice(at);
      };
      await expect.poll(() => fromSave().length).toBeGreaterThan(0);
      expect(fromSave()[0]).toMatchObject({
        event: 'sports-entry',
        data: { entryId: entry.id, state: { picks: [a, b], adjustments: {}, locked: [], added: 0 } },
      });
      await setMatch(gameSetId, matches[0]!.feedGameId, { status: 'LIVE' });
      const r = await used(entry.id, me.token, { powerplayId: INCREASE, team: a });
      // A refused use publishes nothing: the next event after it is the next use's.
      await refused(entry.id, me.token, { powerplayId: LOCK, team: b });
      const next = await used(entry.id, me.token, { powerplayId: INCREASE, team: a });
      await expect.poll(() => fromSave().length).toBe(3);
      expect(fromSave().slice(1)).toEqual([
        { event: 'sports-entry', data: { entryId: entry.id, state: r.state, powerplays: r.powerplays } },
        {
          event: 'sports-entry',
          data: { entryId: entry.id, state: next.state, powerplays: next.powerplays },
        },
      ]);
    } finally {
      await stream.close();
    }
  });

  it('10 simultaneous Increases with 3 in stock: exactly 3 succeed, the stock ends at 0, never below', async () => {
    const { contestId, gameSetId, matches } = await newContest();
    const me = await registerPlayer(t.app);
    const a = matches[0]!.home;
    const entry = await entered(contestId, me.token, [a]);
    await setMatch(gameSetId, matches[0]!.feedGameId, { status: 'LIVE', home: 0 });
    const results = await Promise.all(
      Array.from({ length: 10 }, () => use(entry.id, me.token, { powerplayId: INCREASE, team: a })),
    );
    const codes = results.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 409, 409, 409, 409, 409, 409, 409]);
    for (const res of results.filter((x) => x.statusCode === 409))
      expect(res.json<{ error: { code: string } }>().error.code).toBe('SPORTS_POWERPLAY_USED_UP');
    const r = await live(entry.id, me.token);
    expect(stockOf(r)[INCREASE]).toBe(0);
    expect(r.state.adjustments).toEqual({ [a]: 3 });
    expect(sideOf(r, a).myScore).toBe(3);
    const uses = await db()
      .selectFrom('powerplay_uses')
      .select(['use_number'])
      .where('entry_id', '=', entry.id)
      .orderBy('use_number')
      .execute();
    expect(uses.map((u) => u.use_number)).toEqual([1, 2, 3]);
  });

  it('50 simultaneous uses of a powerplay with 1 left: exactly one succeeds', async () => {
    const { contestId, gameSetId, matches } = await newContest();
    const me = await registerPlayer(t.app);
    const entry = await entered(contestId, me.token, [matches[0]!.home]);
    await setMatch(gameSetId, matches[0]!.feedGameId, { status: 'LIVE' });
    // Add (1 in the kit), each request for another team of the set.
    const candidates = matches.slice(1).flatMap((m) => [m.home, m.away]);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        use(entry.id, me.token, { powerplayId: ADD, team: candidates[i % candidates.length] }),
      ),
    );
    expect(results.filter((x) => x.statusCode === 200)).toHaveLength(1);
    for (const res of results.filter((x) => x.statusCode !== 200))
      expect(res.json<{ error: { code: string } }>().error.code).toBe('SPORTS_POWERPLAY_USED_UP');
    const r = await live(entry.id, me.token);
    expect(stockOf(r)[ADD]).toBe(0);
    expect(r.state.picks).toHaveLength(2);
    expect(r.state.added).toBe(1);
  });

  it('Undo racing uses never loses or doubles an item: what is left plus what stands equals the kit', async () => {
    const { contestId, gameSetId, matches } = await newContest();
    const me = await registerPlayer(t.app);
    const a = matches[0]!.home;
    const entry = await entered(contestId, me.token, [a]);
    await setMatch(gameSetId, matches[0]!.feedGameId, { status: 'LIVE', home: 0 });
    await used(entry.id, me.token, { powerplayId: INCREASE, team: a });
    const results = await Promise.all([
      ...Array.from({ length: 4 }, () => use(entry.id, me.token, { powerplayId: UNDO })),
      ...Array.from({ length: 4 }, () => use(entry.id, me.token, { powerplayId: INCREASE, team: a })),
    ]);
    for (const res of results) expect([200, 409]).toContain(res.statusCode);
    const r = await live(entry.id, me.token);
    const log = await db()
      .selectFrom('powerplay_uses')
      .select(['use_number', 'powerplay_id', 'undoes'])
      .where('entry_id', '=', entry.id)
      .orderBy('use_number')
      .execute();
    const undone = new Set(log.map((u) => u.undoes).filter((n) => n !== null));
    const standing = (id: number) =>
      log.filter((u) => u.powerplay_id === id && !undone.has(u.use_number)).length;
    // Every Increase that stands is on the score; every one undone came back to the stock.
    expect(r.state.adjustments[a] ?? 0).toBe(standing(INCREASE));
    expect(stockOf(r)[INCREASE]).toBe(sportsKit[INCREASE] - standing(INCREASE));
    // Undos are spent, never returned.
    expect(stockOf(r)[UNDO]).toBe(sportsKit[UNDO] - log.filter((u) => u.powerplay_id === UNDO).length);
    expect(log.filter((u) => u.powerplay_id === UNDO).length).toBeLessThanOrEqual(sportsKit[UNDO]);
  });

  it('with an Idempotency-Key a retry gets the first answer and spends once; the key is for one request only', async () => {
    const { contestId, gameSetId, matches } = await newContest();
    const me = await registerPlayer(t.app);
    const a = matches[0]!.home;
    const entry = await entered(contestId, me.token, [a]);
    await setMatch(gameSetId, matches[0]!.feedGameId, { status: 'LIVE' });
    const send = (body: unknown, key: string) =>
      api(t.app, 'POST', `/api/sports/entries/${entry.id}/powerplays`, {
        token: me.token,
        body,
        headers: { 'idempotency-key': key },
      });
    const first = await send({ powerplayId: INCREASE, team: a }, 'k-1');
    const again = await send({ powerplayId: INCREASE, team: a }, 'k-1');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const other = await send({ powerplayId: DECREASE, team: a }, 'k-1');
    expect(other.statusCode).toBe(422);
    expect(other.json<{ error: { code: string } }>().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const r = await live(entry.id, me.token);
    expect(stockOf(r)[INCREASE]).toBe(2);
    expect(sideOf(r, a).myScore).toBe(1);
  });

  it('uses racing the feed that finishes and settles the set: no deadlock, none after the settlement', async () => {
    const { contestId, gameSetId, matches } = await newContest();
    const operator = await registerOperator(t);
    const players = await Promise.all([1, 2, 3, 4].map(() => registerPlayer(t.app)));
    const a = matches[0]!.home;
    const entries = await Promise.all(players.map((p) => entered(contestId, p.token, [a])));
    for (const m of matches.slice(1)) await setMatch(gameSetId, m.feedGameId, { status: 'FINISHED' });
    await setMatch(gameSetId, matches[0]!.feedGameId, { status: 'LIVE', home: 0 });

    const uses = players.flatMap((p, i) =>
      [INCREASE, INCREASE, INCREASE].map((id) => use(entries[i]!.id, p.token, { powerplayId: id, team: a })),
    );
    const feed = api(t.app, 'POST', '/api/operator/sports/feed', {
      token: operator.token,
      body: {
        updates: [
          { feedGameId: matches[0]!.feedGameId, sequence: 1, status: 'FINISHED', homeScore: 1, awayScore: 0 },
        ],
      },
    });
    const [fed, ...results] = await Promise.all([feed, ...uses]);
    expect(fed.statusCode, fed.body).toBe(200);
    for (const res of results) {
      expect([200, 409], res.body).toContain(res.statusCode);
      if (res.statusCode === 409)
        expect(res.json<{ error: { code: string } }>().error.code).toBe('SPORTS_ACTION_UNAVAILABLE');
    }
    const set = await db()
      .selectFrom('sports_game_sets')
      .select(['status', 'settled_at'])
      .where('id', '=', gameSetId)
      .executeTakeFirstOrThrow();
    expect(set.status).toBe('FINISHED');
    expect(set.settled_at).not.toBeNull();
    // Every use that answered 200 is in its entry's log and state, and nothing else is.
    for (const [i, entry] of entries.entries()) {
      const mine = results.slice(i * 3, i * 3 + 3).filter((res) => res.statusCode === 200).length;
      const log = await db()
        .selectFrom('powerplay_uses')
        .select('powerplay_id')
        .where('entry_id', '=', entry.id)
        .execute();
      expect(log).toHaveLength(mine);
      const r = await live(entry.id, players[i]!.token);
      expect(r.state.adjustments[a] ?? 0).toBe(mine);
      expect(r.meta.result).not.toBe('POSSIBLE');
    }
    expect((await refused(entries[0]!.id, players[0]!.token, { powerplayId: INCREASE, team: a })).code).toBe(
      'SPORTS_ACTION_UNAVAILABLE',
    );
  });
});

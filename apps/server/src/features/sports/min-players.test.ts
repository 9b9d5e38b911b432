import { DEFAULT_PARTNER_ID } from '../../platform/partner-context';
import { catalogue, contestsResponseSchema, sportsEntriesResponseSchema } from '@powerplay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, registerPlayer, type TestApp } from '../../../test/helpers';
import { fakeClock } from '../../platform/clock';
import { sportsFeedJob } from './engine';
import { insertBaseballGameSet, insertContest } from './test-fixtures';

/**
 * docs/rules/sports.md "Waiting For Players" (docs/game-rules-deviations.md): a contest short of its
 * `min_players` waits (picking refused with the catalogue's text) and, still short at its lock, is
 * cancelled once — entries voided, allowances given back, nothing paid. Runs on PGlite and, with
 * DATABASE_URL (`npm run test:pg`), on PostgreSQL, where the concurrent requests below really race.
 */
const MIN = 60_000;
const clock = fakeClock('2026-12-05T10:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t?.close());

const db = () => t.database.db;
let sets = 0;

/** A fresh baseball set starting `inMinutes` from the fake now, and a Chase the Ace contest on it. */
async function contest(minPlayers: number, inMinutes = 60) {
  sets += 1;
  const start = new Date(clock.now().getTime() + inMinutes * MIN + sets * 1000);
  const set = await insertBaseballGameSet(db(), {
    date: '2019-07-16',
    startAt: start,
    tag: `minp${sets}`,
    games: 2,
  });
  const id = await insertContest(db(), { gameSetId: set.id, minPlayers });
  const [m] = set.matches;
  const teams = [`${m!.feed_game_id}-${m!.home_team_id}`, `${m!.feed_game_id}-${m!.away_team_id}`];
  return { id, gameSetId: set.id, start, matches: set.matches, teams };
}

const enter = (contestId: number, token: string) =>
  api(t.app, 'POST', `/api/sports/contests/${contestId}/entries`, { token });
async function entered(contestId: number, token: string): Promise<number> {
  const res = await enter(contestId, token);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ entry: { id: number } }>().entry.id;
}
const savePicks = (entryId: number, token: string, teams: string[]) =>
  api(t.app, 'PUT', `/api/sports/entries/${entryId}/picks`, { token, body: { teams } });
const errorOf = (res: { json: <T>() => T }) =>
  res.json<{ error: { code: string; title: string; message: string } }>().error;

const lobbyStatus = async (contestId: number) =>
  contestsResponseSchema
    .parse((await api(t.app, 'GET', '/api/sports/2/contests')).json())
    .contests.find((c) => c.id === contestId)?.status;
const contestPage = async (contestId: number) =>
  (await api(t.app, 'GET', `/api/sports/contests/${contestId}`)).json<{
    contest: { status: string; minPlayers: number; cancelledAt: string | null; entries: number };
  }>().contest;
const gameCentral = async (token: string) =>
  sportsEntriesResponseSchema.parse((await api(t.app, 'GET', '/api/sports/entries', { token })).json())
    .entries;

/** One pass of the sports feed job at `now`, as the scheduler runs it; answers the work it found. */
async function feedPass(now: Date) {
  const job = sportsFeedJob(t.services.sportsFeed);
  const { due } = await job.findDue(now);
  for (const work of due) while (await job.runStep(work, now));
  return due;
}

const contestRow = (id: number) =>
  db()
    .selectFrom('sports_contests')
    .select(['cancelled_at', 'settled_version', 'settled_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const registryOf = (contestId: number) =>
  db()
    .selectFrom('entries')
    .select(['id', 'user_id', 'voided_at'])
    .where('contest_kind', '=', 'sports')
    .where('contest_id', '=', contestId)
    .orderBy('id')
    .execute();
const ledgerOf = (contestId: number) =>
  db().selectFrom('ledger_entries').select('id').where('reference', '=', `sports:${contestId}`).execute();

describe('Waiting For Players', () => {
  it('a contest with the default minimum never waits, even before its first entry', async () => {
    const c = await contest(1);
    expect(await contestPage(c.id)).toMatchObject({ status: 'NOT_STARTED', minPlayers: 1, entries: 0 });
    const p = await registerPlayer(t.app);
    const entry = await entered(c.id, p.token);
    expect((await savePicks(entry, p.token, c.teams)).statusCode).toBe(200);
  });

  it('while short of its minimum: Waiting For Players everywhere, picks and powerplays refused, nothing changed', async () => {
    const c = await contest(3);
    const [a, b, d] = await Promise.all([1, 2, 3].map(() => registerPlayer(t.app)));
    const entry = await entered(c.id, a!.token);
    expect(await lobbyStatus(c.id)).toBe('WAITING_FOR_PLAYERS');
    expect(await contestPage(c.id)).toMatchObject({
      status: 'WAITING_FOR_PLAYERS',
      minPlayers: 3,
      entries: 1,
      cancelledAt: null,
    });
    expect((await gameCentral(a!.token))[0]!.contest.status).toBe('WAITING_FOR_PLAYERS');
    // The old client's lobby reads it too (legacy adapter).
    const legacy = await api(t.app, 'GET', '/api/select_game/read.php?id=2');
    expect(legacy.statusCode).toBe(200);
    expect(legacy.json<{ records: { id: number; status: string }[] }>().records).toContainEqual(
      expect.objectContaining({ id: c.id, status: 'Waiting For Players' }),
    );

    const refused = await savePicks(entry, a!.token, c.teams);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toEqual({
      code: 'SPORTS_WAITING_FOR_PLAYERS',
      title: 'Sorry!',
      message: 'Cannot perform action until the required number of players join',
    });
    const add = await api(t.app, 'POST', `/api/sports/entries/${entry}/powerplays`, {
      token: a!.token,
      body: { powerplayId: 5, team: c.teams[0] },
    });
    expect(errorOf(add).code).toBe('SPORTS_WAITING_FOR_PLAYERS');
    const row = await db()
      .selectFrom('sports_entries')
      .select(['picks', 'added'])
      .where('id', '=', entry)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ picks: [], added: 0 });
    const uses = await db()
      .selectFrom('powerplay_uses')
      .select('use_number')
      .where('entry_id', '=', entry)
      .execute();
    expect(uses).toEqual([]);

    // The third player makes the minimum: the contest plays, and the first player's picks are taken.
    await entered(c.id, b!.token);
    expect(await lobbyStatus(c.id)).toBe('WAITING_FOR_PLAYERS');
    await entered(c.id, d!.token);
    expect(await contestPage(c.id)).toMatchObject({ status: 'NOT_STARTED', entries: 3 });
    expect((await savePicks(entry, a!.token, c.teams)).statusCode).toBe(200);
  });
});

describe('cancelled at the lock when short', () => {
  it('voids the entries, gives the allowance back, pays nothing; a second run changes nothing', async () => {
    const short = await contest(3, 5);
    const full = await contest(1, 5 + 60);
    const p = await registerPlayer(t.app);
    const other = await registerPlayer(t.app);
    await entered(short.id, p.token);
    await entered(short.id, other.token);
    // A month without a plan holds 3 baseball contests: two more, and the fourth is refused.
    await entered(full.id, p.token);
    await entered((await contest(1)).id, p.token);
    const over = await enter((await contest(1)).id, p.token);
    expect(errorOf(over).code).toBe('MONTHLY_ALLOWANCE_USED');

    // Before the start nothing is due; at it, the lock cancels the short contest (and nothing else).
    expect(await feedPass(new Date(short.start.getTime() - 1))).not.toContain(
      `cancel:${DEFAULT_PARTNER_ID}:${short.id}`,
    );
    clock.set(short.start);
    expect(await feedPass(short.start)).toEqual([`cancel:${DEFAULT_PARTNER_ID}:${short.id}`]);
    expect((await contestRow(short.id)).cancelled_at).toEqual(short.start);
    const voided = await registryOf(short.id);
    expect(voided.map((e) => e.voided_at)).toEqual([short.start, short.start]);

    // The player sees it cancelled; anything done in it is refused; a late entry too.
    const mine = (await gameCentral(p.token)).find((e) => e.contest.id === short.id)!;
    expect(mine.contest).toMatchObject({ status: 'CANCELLED', cancelledAt: short.start.toISOString() });
    expect(mine).toMatchObject({ result: null, wonAmount: 0 });
    const legacy = await api(t.app, 'GET', `/public_api/entry/read.php?jwt=${p.token}`);
    expect(legacy.json<{ records: object[] }>().records).toContainEqual(
      expect.objectContaining({ game_id: short.id, status: 'Cancelled', result: null }),
    );
    expect(catalogue.SPORTS_CONTEST_CANCELLED.message).toBe('Cancelled — not enough players');
    expect(errorOf(await savePicks(mine.id, p.token, short.teams)).code).toBe('SPORTS_CONTEST_CANCELLED');
    expect(errorOf(await enter(short.id, (await registerPlayer(t.app)).token)).code).toBe(
      'SPORTS_ENTRIES_CLOSED',
    );

    // Each entrant is told, once, that it was cancelled and the entry is back.
    const told = async (token: string) =>
      (await api(t.app, 'GET', '/api/notifications', { token }))
        .json<{ notifications: { kind: string; title: string; message: string; link: string }[] }>()
        .notifications.filter((n) => n.kind === 'cancelled');
    for (const q of [p, other])
      expect(await told(q.token)).toEqual([
        expect.objectContaining({
          title: 'Contest cancelled',
          message: expect.stringMatching(/was cancelled: not enough players joined\. Your entry is back/),
        }),
      ]);
    expect((await told(p.token))[0]!.link).toBe(`/livescore/${mine.id}`);

    // The allowance is given back: the refused fourth contest now takes the entry.
    await entered((await contest(1)).id, p.token);

    // Re-running the step, by the job or directly from another process, changes nothing.
    expect(await feedPass(new Date(short.start.getTime() + MIN))).toEqual([]);
    await t.services.sportsFeed.cancelStep(short.id, new Date(short.start.getTime() + 2 * MIN));
    expect((await contestRow(short.id)).cancelled_at).toEqual(short.start);
    expect(await registryOf(short.id)).toEqual(voided);

    // The set finishes: the cancelled contest is never settled, nothing is paid for it.
    await finishSet(short.matches);
    expect(await contestRow(short.id)).toEqual({
      cancelled_at: short.start,
      settled_version: 0,
      settled_at: null,
    });
    expect(await ledgerOf(short.id)).toEqual([]);
    const splits = await db()
      .selectFrom('sports_prize_splits')
      .select('version')
      .where('contest_id', '=', short.id)
      .execute();
    expect(splits).toEqual([]);
  });

  it('a short contest whose set finished before the step ran is left unsettled, then cancelled', async () => {
    const short = await contest(2, 5);
    const p = await registerPlayer(t.app);
    const entry = await entered(short.id, p.token);
    // Picks that would win (set behind the rules' back): still nothing may be paid.
    await db().updateTable('sports_entries').set({ picks: short.teams }).where('id', '=', entry).execute();
    await finishSet(short.matches, { homeScore: 1, awayScore: 1 });
    expect(await contestRow(short.id)).toMatchObject({ cancelled_at: null, settled_version: 0 });
    expect(await ledgerOf(short.id)).toEqual([]);

    const now = clock.now();
    expect(await feedPass(now)).toEqual([`cancel:${DEFAULT_PARTNER_ID}:${short.id}`]);
    expect((await registryOf(short.id))[0]!.voided_at).toEqual(now);
    expect(await ledgerOf(short.id)).toEqual([]);
  });

  it('the database refuses settling a cancelled contest, entering or changing it, and voiding twice', async () => {
    const short = await contest(2, 5);
    const p = await registerPlayer(t.app);
    const entry = await entered(short.id, p.token);
    clock.set(short.start);
    await feedPass(short.start);
    expect((await contestRow(short.id)).cancelled_at).toEqual(short.start);
    const refused = (p: Promise<unknown>) => expect(p).rejects.toThrow();
    await refused(
      db().updateTable('sports_contests').set({ settled_version: 1 }).where('id', '=', short.id).execute(),
    );
    await refused(
      db().updateTable('sports_entries').set({ result: 'WON' }).where('id', '=', entry).execute(),
    );
    await refused(
      db()
        .updateTable('entries')
        .set({ voided_at: new Date(short.start.getTime() + MIN) })
        .where('id', '=', entry)
        .execute(),
    );
    await refused(db().updateTable('entries').set({ voided_at: null }).where('id', '=', entry).execute());
    await refused(
      db().updateTable('sports_contests').set({ min_players: 0 }).where('id', '=', short.id).execute(),
    );
  });
});

describe('entries at the threshold, under concurrency', () => {
  it('as many parallel entries as the minimum: every one taken, the contest plays, the lock cancels nothing', async () => {
    const c = await contest(4, 5);
    const players = await Promise.all([1, 2, 3, 4].map(() => registerPlayer(t.app)));
    const results = await Promise.all(players.map((p) => enter(c.id, p.token)));
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201]);
    expect(await contestPage(c.id)).toMatchObject({ status: 'NOT_STARTED', entries: 4 });
    clock.set(c.start);
    expect(await feedPass(c.start)).not.toContain(`cancel:${DEFAULT_PARTNER_ID}:${c.id}`);
    expect((await contestRow(c.id)).cancelled_at).toBeNull();
  });

  it('entries racing the lock in several processes: either cancelled with every counted entry voided, or played', async () => {
    for (let round = 0; round < 6; round++) {
      const c = await contest(4, 5);
      const players = await Promise.all([1, 2, 3, 4, 5].map(() => registerPlayer(t.app)));
      await entered(c.id, players[0]!.token);
      await entered(c.id, players[1]!.token);
      // The players' process still sees entries open; three others have reached the lock. The use cases
      // are called directly, so on PostgreSQL their transactions interleave as those of processes do.
      const enterNow = (userId: number) =>
        t.services.sports.enter(c.id, userId).then(
          () => 'entered',
          (err: Error & { code?: string }) => err.code ?? err.message,
        );
      const [entries, ...steps] = await Promise.all([
        Promise.all(players.slice(2).map((p) => enterNow(p.user.id))),
        ...[1, 2, 3].map(() => t.services.sportsFeed.cancelStep(c.id, c.start)),
      ]);
      for (const r of entries) expect(['entered', 'SPORTS_ENTRIES_CLOSED']).toContain(r);
      expect(steps).toEqual([false, false, false]);
      const taken = 2 + entries.filter((r) => r === 'entered').length;
      const registry = await registryOf(c.id);
      const sportsRows = await db()
        .selectFrom('sports_entries')
        .select('id')
        .where('contest_id', '=', c.id)
        .execute();
      expect(registry).toHaveLength(taken);
      expect(sportsRows).toHaveLength(taken);
      const { cancelled_at } = await contestRow(c.id);
      if (cancelled_at) {
        expect(taken).toBeLessThan(4);
        expect(registry.every((e) => e.voided_at !== null)).toBe(true);
      } else {
        expect(taken).toBeGreaterThanOrEqual(4);
        expect(registry.every((e) => e.voided_at === null)).toBe(true);
      }
    }
  });
});

describe('told it went live (docs/rules/notifications.md)', () => {
  it("tells each entrant of a contest that plays, once, with its entry's page; a short contest's only that it was cancelled", async () => {
    const short = await contest(3, 5);
    const playing = await insertContest(db(), { gameSetId: short.gameSetId });
    const [p, q] = await Promise.all([registerPlayer(t.app), registerPlayer(t.app)]);
    await entered(short.id, p.token);
    const mine = await entered(playing, p.token);
    const theirs = await entered(playing, q.token);
    const told = async (token: string) =>
      (await api(t.app, 'GET', '/api/notifications', { token }))
        .json<{ notifications: { kind: string; title: string; message: string; link: string }[] }>()
        .notifications.filter((n) => n.kind === 'live');

    // The set's first match starts (a provider's update), and moves on: the set went live once.
    clock.set(short.start);
    const [m] = short.matches;
    for (const sequence of [1, 2]) {
      const result = await t.services.sportsOperator.ingestFeed([
        { feedGameId: m!.feed_game_id, sequence, status: 'LIVE', homeScore: 0, awayScore: sequence - 1 },
      ]);
      expect(result.applied).toBe(1);
    }
    const live = {
      title: 'Live now',
      message: expect.stringMatching(/ is live: watch it and play your powerplays\.$/),
    };
    expect(await told(p.token)).toEqual([expect.objectContaining({ ...live, link: `/livescore/${mine}` })]);
    expect(await told(q.token)).toEqual([expect.objectContaining({ ...live, link: `/livescore/${theirs}` })]);
  });
});

/** Every match of the set finishes by the provider feed (the game set is settled in that transaction). */
async function finishSet(
  matches: readonly { feed_game_id: string }[],
  score: { homeScore: number; awayScore: number } = { homeScore: 3, awayScore: 2 },
) {
  const result = await t.services.sportsOperator.ingestFeed(
    matches.map((m) => ({ feedGameId: m.feed_game_id, sequence: 1, status: 'FINISHED' as const, ...score })),
  );
  expect(result.applied).toBe(matches.length);
}

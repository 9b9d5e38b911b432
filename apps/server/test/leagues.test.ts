import { catalogue, leagueSchema, leagueSeasonSchema, type League } from '@powerplay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueContestsJob } from '../src/features/friends';
import { upcomingChaseTheAce } from '../src/features/sports/test-fixtures';
import { fakeClock } from '../src/platform/clock';
import { hitsOf, seasonLeaderboard } from '@powerplay/domain';
import { lotteryDrawsJob } from '../src/features/lottery';
import {
  api,
  createTestApp,
  registerOperator,
  registerPlayer,
  scheduleLotteryGame,
  type TestApp,
} from './helpers';

/**
 * Leagues (docs/rules/friends.md "Leagues"): a commissioner, members by invitation, recurring contests
 * created by the `league-contests` job once per contest whoever runs it, and season leaderboards by
 * league points. Runs on PGlite and, with DATABASE_URL (`npm run test:pg`), on PostgreSQL.
 */
const MIN = 60_000;
const NOW = '2026-12-07T10:00:00Z';
const clock = fakeClock(NOW);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t?.close());

const db = () => t.database.db;
/** Chase the Ace, baseball: the game type a test league plays every time it is on. */
const CHASE_THE_ACE_BASEBALL = 6;

const game = () => upcomingChaseTheAce(db(), clock.now(), 'league');

const errorOf = (res: { json: <T>() => T }) => res.json<{ error: { code: keyof typeof catalogue } }>().error;
async function league(token: string, name = 'Sunday Sluggers') {
  const res = await api(t.app, 'POST', '/api/leagues', { token, body: { name } });
  expect(res.statusCode, res.body).toBe(201);
  return leagueSchema.parse(res.json());
}
const viewed = async (token: string, id: number) =>
  leagueSchema.parse((await api(t.app, 'GET', `/api/leagues/${id}`, { token })).json());
const join = (token: string, code: string) =>
  api(t.app, 'POST', '/api/leagues/join', { token, body: { code } });
const codeOf = (l: League) => l.invite!.code!;

/** One pass of the league job as the scheduler runs it; the league contests it made. */
async function leagueJobPass() {
  const job = leagueContestsJob(t.services.leagues);
  const { due } = await job.findDue(clock.now());
  let made = 0;
  for (const work of due) if (await job.runStep(work, clock.now())) made += 1;
  return made;
}
const leagueContestsOn = (contestId: number) =>
  db()
    .selectFrom('private_contests')
    .select(['id', 'league_id'])
    .where('sports_contest_id', '=', contestId)
    .execute();

describe('leagues', () => {
  it('creates a league with its commissioner, season 1 and a code; refuses a bad name', async () => {
    const ann = await registerPlayer(t.app);
    const l = await league(ann.token);
    expect(l).toMatchObject({
      name: 'Sunday Sluggers',
      memberCount: 1,
      schedules: [],
      season: { number: 1, endedAt: null },
    });
    expect(l.members).toEqual([
      expect.objectContaining({ displayName: ann.user.displayName, me: true, commissioner: true }),
    ]);
    expect(l.season.leaderboard).toEqual([
      { displayName: ann.user.displayName, me: true, points: 0, firsts: 0, contests: 0 },
    ]);
    expect(codeOf(l)).toMatch(/^[0-9A-Z]{5}-[0-9A-Z]{5}$/);
    for (const [name, code] of [
      ['', 'LEAGUE_NAME_REQUIRED'],
      ['no@pe', 'LEAGUE_NAME_INVALID'],
    ] as const) {
      const res = await api(t.app, 'POST', '/api/leagues', { token: ann.token, body: { name } });
      expect(errorOf(res).code).toBe(code);
    }
    expect((await api(t.app, 'GET', '/api/leagues', { token: ann.token })).json()).toEqual({
      leagues: [{ id: l.id, name: 'Sunday Sluggers', memberCount: 1, commissioner: true }],
    });
  });

  it('joins by code; is invisible to others; only the commissioner manages', async () => {
    const [ann, bob, eve] = await Promise.all([
      registerPlayer(t.app),
      registerPlayer(t.app),
      registerPlayer(t.app),
    ]);
    const l = await league(ann.token);
    const preview = await api(t.app, 'GET', `/api/leagues/invitations/${codeOf(l)}`);
    expect(preview.json()).toEqual({
      id: l.id,
      name: l.name,
      memberCount: 1,
      commissioner: ann.user.displayName,
      member: false,
    });
    expect((await join(bob.token, codeOf(l))).json()).toEqual({ id: l.id });
    expect((await join(bob.token, codeOf(l))).json()).toEqual({ id: l.id });
    expect((await viewed(bob.token, l.id)).memberCount).toBe(2);
    expect((await viewed(bob.token, l.id)).invite).toBeNull();

    expect(errorOf(await api(t.app, 'GET', `/api/leagues/${l.id}`, { token: eve.token })).code).toBe(
      'LEAGUE_NOT_FOUND',
    );
    const refused = [
      api(t.app, 'POST', `/api/leagues/${l.id}/schedules`, {
        token: bob.token,
        body: { gameTypeId: CHASE_THE_ACE_BASEBALL },
      }),
      api(t.app, 'POST', `/api/leagues/${l.id}/seasons`, { token: bob.token }),
      api(t.app, 'DELETE', `/api/leagues/${l.id}/members/${ann.user.id}`, { token: bob.token }),
      api(t.app, 'DELETE', `/api/leagues/${l.id}/invite`, { token: bob.token }),
    ];
    for (const res of await Promise.all(refused)) expect(errorOf(res).code).toBe('LEAGUE_COMMISSIONER_ONLY');
    const stays = await api(t.app, 'DELETE', `/api/leagues/${l.id}/members/${ann.user.id}`, {
      token: ann.token,
    });
    expect(errorOf(stays).code).toBe('LEAGUE_COMMISSIONER_STAYS');

    // A revoked code joins nothing.
    expect((await api(t.app, 'DELETE', `/api/leagues/${l.id}/invite`, { token: ann.token })).statusCode).toBe(
      204,
    );
    expect(errorOf(await join(eve.token, codeOf(l))).code).toBe('FRIENDS_CODE_INVALID');
    // A member leaves with their own id.
    expect(
      (await api(t.app, 'DELETE', `/api/leagues/${l.id}/members/${bob.user.id}`, { token: bob.token }))
        .statusCode,
    ).toBe(204);
    expect((await api(t.app, 'GET', `/api/leagues/${l.id}`, { token: bob.token })).statusCode).toBe(404);
    expect((await viewed(ann.token, l.id)).memberCount).toBe(1);
  });

  it('admits exactly up to 500 members when 20 join at once, and the database holds it there', async () => {
    const ann = await registerPlayer(t.app);
    const l = await league(ann.token, 'Full House');
    // 489 members put in directly (signing 489 players up would only slow the test): 490 with Ann.
    const at = clock.now();
    const filler = await db()
      .insertInto('users')
      .values(
        Array.from({ length: 489 }, (_, i) => ({
          display_name: `Filler${l.id}x${i}`,
          email: `filler${l.id}x${i}@league.example.org`,
          password_hash: 'x',
          country: 'CA',
          province: 'ON',
          role: 'player' as const,
          over18: true,
          accepted_terms_at: at,
        })),
      )
      .returning('id')
      .execute();
    await db()
      .insertInto('league_members')
      .values(filler.map((u) => ({ league_id: l.id, user_id: u.id, joined_at: at })))
      .execute();
    const joiners = await Promise.all(Array.from({ length: 20 }, () => registerPlayer(t.app)));
    const answers = await Promise.all(joiners.map((p) => join(p.token, codeOf(l))));
    const admitted = answers.filter((r) => r.statusCode === 200);
    expect(admitted).toHaveLength(10);
    for (const r of answers.filter((a) => a.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(errorOf(r).code).toBe('LEAGUE_FULL');
    }
    expect((await viewed(ann.token, l.id)).memberCount).toBe(500);
    // Whatever the code does, the database holds a league at 500: a refused player put in directly fails.
    const refused = joiners[answers.findIndex((r) => r.statusCode !== 200)]!;
    await expect(
      db()
        .insertInto('league_members')
        .values({ league_id: l.id, user_id: refused.user.id, joined_at: at })
        .execute(),
    ).rejects.toThrow(/members/);
    const count = await db()
      .selectFrom('league_members')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('league_id', '=', l.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(500);
  });

  it('refuses a game type it cannot play every time', async () => {
    const ann = await registerPlayer(t.app);
    const l = await league(ann.token);
    for (const gameTypeId of [12, 999_999, 0, '6']) {
      const res = await api(t.app, 'POST', `/api/leagues/${l.id}/schedules`, {
        token: ann.token,
        body: { gameTypeId },
      });
      expect(errorOf(res).code, String(gameTypeId)).toBe('LEAGUE_GAME_TYPE_INVALID');
    }
  });

  it('creates a recurring contest for the members on every upcoming contest, once, however many run the job', async () => {
    const [ann, bob, cat] = await Promise.all([
      registerPlayer(t.app),
      registerPlayer(t.app),
      registerPlayer(t.app),
    ]);
    const l = await league(ann.token, 'Weekday Aces');
    await join(bob.token, codeOf(l));
    const withSchedule = leagueSchema.parse(
      (
        await api(t.app, 'POST', `/api/leagues/${l.id}/schedules`, {
          token: ann.token,
          body: { gameTypeId: CHASE_THE_ACE_BASEBALL },
        })
      ).json(),
    );
    expect(withSchedule.schedules).toEqual([
      expect.objectContaining({ gameTypeId: CHASE_THE_ACE_BASEBALL, title: 'Baseball · Chase the Ace' }),
    ]);
    const g = await game();
    // Two processes' jobs at once: one contest each.
    const made = await Promise.all([leagueJobPass(), leagueJobPass()]);
    expect(await leagueContestsOn(g.contestId)).toEqual([{ id: expect.any(Number), league_id: l.id }]);
    expect(made.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await leagueJobPass()).toBe(0);

    const id = (await leagueContestsOn(g.contestId))[0]!.id;
    const contest = (await api(t.app, 'GET', `/api/private-contests/${id}`, { token: bob.token })).json<{
      name: string;
      memberCount: number;
      status: string;
    }>();
    expect(contest).toMatchObject({ name: 'Weekday Aces', memberCount: 2, status: 'open' });
    // Each member is told once, however many jobs made it.
    for (const p of [ann, bob]) {
      const told = (await api(t.app, 'GET', '/api/notifications', { token: p.token })).json<{
        notifications: { kind: string; message: string; link: string }[];
      }>().notifications;
      expect(told.filter((n) => n.kind === 'league_contest')).toEqual([
        expect.objectContaining({
          message: 'Weekday Aces: your contest on Baseball · Chase the Ace is ready.',
          link: `/private-contests/${id}`,
        }),
      ]);
    }
    // A player who joins the league now is in its contests still taking entries.
    await join(cat.token, codeOf(l));
    expect((await api(t.app, 'GET', `/api/private-contests/${id}`, { token: cat.token })).statusCode).toBe(
      200,
    );
  });

  it('ranks a season by league points over its settled contests; ending it starts the next at zero', async () => {
    const [ann, bob, cat] = await Promise.all([
      registerPlayer(t.app),
      registerPlayer(t.app),
      registerPlayer(t.app),
    ]);
    const l = await league(ann.token, 'Points Table');
    await join(bob.token, codeOf(l));
    await join(cat.token, codeOf(l));
    await api(t.app, 'POST', `/api/leagues/${l.id}/schedules`, {
      token: ann.token,
      body: { gameTypeId: CHASE_THE_ACE_BASEBALL },
    });

    // Two contests: Ann wins the first and Bob the second; Cat never enters.
    for (const [first, second] of [
      [ann, bob],
      [bob, ann],
    ] as const) {
      const g = await game();
      await leagueJobPass();
      for (const [p, teams] of [
        [first, [g.teams[0]!, g.teams[2]!]],
        [second, [g.teams[1]!, g.teams[3]!]],
      ] as const) {
        const entry = (
          await api(t.app, 'POST', `/api/sports/contests/${g.contestId}/entries`, { token: p.token })
        ).json<{
          entry: { id: number };
        }>().entry.id;
        const saved = await api(t.app, 'PUT', `/api/sports/entries/${entry}/picks`, {
          token: p.token,
          body: { teams },
        });
        expect(saved.statusCode, saved.body).toBe(200);
      }
      clock.set(new Date(g.start.getTime() + MIN));
      const [m1, m2] = g.matches;
      // Home teams at 1, away teams not: the home picks win.
      await t.services.sportsOperator.ingestFeed(
        [m1!, m2!].map((m) => ({
          feedGameId: m.feed_game_id,
          sequence: 1,
          status: 'FINISHED' as const,
          homeScore: 1,
          awayScore: 3,
        })),
      );
      clock.set(new Date(NOW));
    }
    const season = (await viewed(cat.token, l.id)).season;
    // 10 + 7 each; Cat took part in none.
    // 10 + 7 each, equal in firsts and contests: the lower player number first. Cat took part in none.
    const [one, two] = [ann, bob].sort((a, b) => a.user.id - b.user.id);
    expect(season.leaderboard.map((r) => [r.displayName, r.points, r.firsts, r.contests])).toEqual([
      [one!.user.displayName, 17, 1, 2],
      [two!.user.displayName, 17, 1, 2],
      [cat.user.displayName, 0, 0, 0],
    ]);
    // Its two settled contests count (the earlier tests' upcoming contest of the type is its too, still open).
    expect(season.contests.filter((c) => c.status === 'settled')).toHaveLength(2);

    // A removed member leaves the leaderboard; the others keep their points.
    await api(t.app, 'DELETE', `/api/leagues/${l.id}/members/${cat.user.id}`, { token: ann.token });
    const ended = leagueSchema.parse(
      (await api(t.app, 'POST', `/api/leagues/${l.id}/seasons`, { token: ann.token })).json(),
    );
    expect(ended.season).toMatchObject({ number: 2, endedAt: null, contests: [] });
    expect(ended.season.leaderboard.every((r) => r.points === 0)).toBe(true);
    expect(ended.seasons.map((s) => s.number)).toEqual([2, 1]);
    const old = leagueSeasonSchema.parse(
      (await api(t.app, 'GET', `/api/leagues/${l.id}/seasons/1`, { token: bob.token })).json(),
    );
    expect(old.endedAt).not.toBeNull();
    expect(old.leaderboard.map((r) => r.points)).toEqual([17, 17]);
    expect(
      errorOf(await api(t.app, 'GET', `/api/leagues/${l.id}/seasons/9`, { token: bob.token })).code,
    ).toBe('LEAGUE_SEASON_NOT_FOUND');
  });

  it('plays a recurring lottery contest over two draws; its leaderboard is the sum of the two', async () => {
    const operator = await registerOperator(t);
    const [ann, bob] = await Promise.all([registerPlayer(t.app), registerPlayer(t.app)]);
    const l = await league(ann.token, 'Lotto Nights');
    await join(bob.token, codeOf(l));
    const attached = await api(t.app, 'POST', `/api/leagues/${l.id}/schedules`, {
      token: ann.token,
      body: { lotteryGameType: '747' },
    });
    expect(leagueSchema.parse(attached.json()).schedules).toEqual([
      { id: expect.any(Number), gameTypeId: null, lotteryGameType: '747', title: 'Lotto 747' },
    ]);
    const draws = [
      await scheduleLotteryGame(t.app, operator.token, clock.now()),
      await scheduleLotteryGame(t.app, operator.token, clock.now()),
    ];
    await leagueJobPass();
    const picks = new Map([
      [ann.user.id, [1, 2, 3, 4, 5, 6, 7]],
      [bob.user.id, [11, 12, 13, 14, 15, 16, 17]],
    ]);
    for (const gameId of draws) {
      const made = await db()
        .selectFrom('private_contests')
        .select('members')
        .where('lottery_game_id', '=', gameId)
        .where('league_id', '=', l.id)
        .execute();
      expect(made).toEqual([{ members: 2 }]);
      for (const p of [ann, bob]) {
        const res = await api(t.app, 'PUT', `/api/lottery/games/${gameId}/picks`, {
          token: p.token,
          body: { numbers: picks.get(p.user.id) },
        });
        expect(res.statusCode, res.body).toBe(200);
      }
    }
    const later = new Date(clock.now().getTime() + 3 * 3_600_000);
    const job = lotteryDrawsJob(t.services.lotteryDraws);
    const { due } = await job.findDue(later);
    for (const work of due) while (await job.runStep(work, later));

    // What the rules say, from the numbers drawn: each draw's places, summed.
    const results = await Promise.all(
      draws.map(async (gameId) => {
        const drawn = (
          await db().selectFrom('lottery_draws').select('number').where('game_id', '=', gameId).execute()
        ).map((b) => b.number);
        const entries = await db()
          .selectFrom('lottery_entries')
          .select(['user_id', 'created_at'])
          .where('game_id', '=', gameId)
          .execute();
        return entries.map((e) => ({
          userId: e.user_id,
          score: hitsOf(picks.get(e.user_id)!, drawn),
          enteredAt: e.created_at.getTime(),
        }));
      }),
    );
    const expected = seasonLeaderboard([ann.user.id, bob.user.id], results);
    clock.set(later);
    try {
      const season = (await viewed(bob.token, l.id)).season;
      expect(season.contests.filter((c) => c.status === 'settled')).toHaveLength(2);
      const names = new Map([
        [ann.user.id, ann.user.displayName],
        [bob.user.id, bob.user.displayName],
      ]);
      expect(season.leaderboard.map((r) => [r.displayName, r.points, r.firsts, r.contests])).toEqual(
        expected.map((r) => [names.get(r.userId), r.points, r.firsts, r.contests]),
      );
      expect(season.leaderboard.reduce((sum, r) => sum + r.contests, 0)).toBe(4);
    } finally {
      clock.set(new Date(NOW));
    }
  });
});

import { catalogue, privateContestSchema, type PrivateContest } from '@powerplay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hitsOf, standings } from '@powerplay/domain';
import { lotteryDrawsJob } from '../src/features/lottery';
import {
  api,
  createTestApp,
  registerOperator,
  registerPlayer,
  scheduleLotteryGame,
  type TestApp,
} from './helpers';
import { openStream } from './sse';
import { fakeClock } from '../src/platform/clock';
import { upcomingChaseTheAce } from '../src/features/sports/test-fixtures';
import { newInviteCode } from '../src/features/friends/service';
import { draftLiveJob } from '../src/features/draft';
import { openDraft, realRound } from '../src/features/draft/test-fixtures';
import { skillQuestionOf } from '../src/features/draft/service';

/**
 * Private contests among friends (docs/rules/friends.md): created on an upcoming sports contest with the
 * creator's entry, joined by code, invisible to anyone else, ranked among members by the contest type's
 * rule. Runs on PGlite and, with DATABASE_URL (`npm run test:pg`), on PostgreSQL, where the concurrent
 * joins really race.
 */
const MIN = 60_000;
const clock = fakeClock('2026-12-06T10:00:00Z');
let t: TestApp;
let base = '';
beforeAll(async () => {
  t = await createTestApp({ clock });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
});
afterAll(() => t?.close());

const db = () => t.database.db;

const game = () => upcomingChaseTheAce(db(), clock.now(), 'friends');

const createBody = (contestId: number, over: Record<string, unknown> = {}) => ({
  game: { kind: 'sports', contestId },
  name: 'Office Pool',
  size: 10,
  minPlayers: 2,
  picksVisible: false,
  ...over,
});
const create = (token: string, body: unknown) => api(t.app, 'POST', '/api/private-contests', { token, body });
async function created(token: string, contestId: number, over: Record<string, unknown> = {}) {
  const res = await create(token, createBody(contestId, over));
  expect(res.statusCode, res.body).toBe(201);
  return privateContestSchema.parse(res.json());
}
const join = (token: string, code: string) =>
  api(t.app, 'POST', '/api/invitations/join', { token, body: { code } });
const view = (token: string, id: number) => api(t.app, 'GET', `/api/private-contests/${id}`, { token });
const viewed = async (token: string, id: number) =>
  privateContestSchema.parse((await view(token, id)).json());
const codeOf = (c: PrivateContest) => c.invite!.code!;
const errorOf = (res: { json: <T>() => T }) =>
  res.json<{ error: { code: keyof typeof catalogue; message: string } }>().error;
const entriesIn = (contestId: number) =>
  db()
    .selectFrom('entries')
    .select('user_id')
    .where('contest_kind', '=', 'sports')
    .where('contest_id', '=', contestId)
    .execute();

describe('creating a private contest', () => {
  it("creates it with the creator's entry and membership, and a code to share", async () => {
    const g = await game();
    const ann = await registerPlayer(t.app);
    const c = await created(ann.token, g.contestId, { picksVisible: true });
    expect(c).toMatchObject({
      name: 'Office Pool',
      size: 10,
      minPlayers: 2,
      picksVisible: true,
      status: 'waiting',
      memberCount: 1,
      game: {
        kind: 'sports',
        contestId: g.contestId,
        gameSetId: g.gameSetId,
        startAt: g.start.toISOString(),
      },
    });
    expect(c.game.title).toBe('Chase the Ace · MLB 2019-07-16');
    expect(codeOf(c)).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/);
    expect(c.members).toEqual([
      expect.objectContaining({
        displayName: ann.user.displayName,
        me: true,
        creator: true,
        place: 1,
        score: 0,
      }),
    ]);
    expect(c.members[0]!.entryId).toBeGreaterThan(0);
    expect(await entriesIn(g.contestId)).toEqual([{ user_id: ann.user.id }]);
    // Listed among the player's own.
    const mine = (await api(t.app, 'GET', '/api/private-contests', { token: ann.token })).json<{
      contests: { id: number }[];
    }>();
    expect(mine.contests.map((x) => x.id)).toContain(c.id);
  });

  it('lists mine a page of 20 at a time, the newest first; a bad page is refused', async () => {
    const g = await game();
    const ann = await registerPlayer(t.app);
    const ids: number[] = [];
    for (let i = 0; i < 23; i++) ids.push((await created(ann.token, g.contestId, { name: `Pool ${i}` })).id);
    const page = async (query = '') => {
      const res = await api(t.app, 'GET', `/api/private-contests${query}`, { token: ann.token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ contests: { id: number }[] }>().contests.map((c) => c.id);
    };
    const newest = [...ids].reverse();
    const first = await page();
    expect(first).toEqual(newest.slice(0, 20));
    expect(await page(`?before=${first.at(-1)}`)).toEqual(newest.slice(20));
    for (const bad of ['0', '-1', 'x', '1e3', '0x10']) {
      const res = await api(t.app, 'GET', `/api/private-contests?before=${bad}`, { token: ann.token });
      expect(res.statusCode, bad).toBe(400);
      expect(errorOf(res).code).toBe('BAD_REQUEST');
    }
  });

  it('uses the entry the creator already holds: one entry per player and contest', async () => {
    const g = await game();
    const ann = await registerPlayer(t.app);
    const entered = await api(t.app, 'POST', `/api/sports/contests/${g.contestId}/entries`, {
      token: ann.token,
    });
    const entryId = entered.json<{ entry: { id: number } }>().entry.id;
    const c = await created(ann.token, g.contestId);
    expect(c.members[0]!.entryId).toBe(entryId);
    expect(await entriesIn(g.contestId)).toHaveLength(1);
  });

  it("refuses bad input with the catalogue's messages and creates nothing", async () => {
    const g = await game();
    const ann = await registerPlayer(t.app);
    const cases: [Record<string, unknown>, keyof typeof catalogue][] = [
      [{ name: '' }, 'FRIENDS_NAME_REQUIRED'],
      [{ name: 'x@' }, 'FRIENDS_NAME_INVALID'],
      [{ name: 'a'.repeat(31) }, 'FRIENDS_NAME_INVALID'],
      [{ size: 1 }, 'FRIENDS_SIZE_INVALID'],
      [{ size: 101 }, 'FRIENDS_SIZE_INVALID'],
      [{ size: 2.5 }, 'FRIENDS_SIZE_INVALID'],
      [{ size: '10' }, 'FRIENDS_SIZE_INVALID'],
      [{ minPlayers: 1 }, 'FRIENDS_MIN_PLAYERS_INVALID'],
      [{ size: 4, minPlayers: 5 }, 'FRIENDS_MIN_PLAYERS_INVALID'],
      [{ game: { kind: 'sports', contestId: 0 } }, 'FRIENDS_GAME_NOT_FOUND'],
      [{ game: { kind: 'poker', contestId: g.contestId } }, 'BAD_REQUEST'],
    ];
    for (const [over, code] of cases) {
      const res = await create(ann.token, createBody(g.contestId, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(catalogue[code].status);
      expect(errorOf(res), JSON.stringify(over)).toMatchObject({ code, message: catalogue[code].message });
    }
    const unknown = await create(ann.token, createBody(2_000_000_000));
    expect(errorOf(unknown).code).toBe('FRIENDS_GAME_NOT_FOUND');
    expect((await create('', createBody(g.contestId))).statusCode).toBe(401);
    expect(await entriesIn(g.contestId)).toEqual([]);
    expect(
      await db()
        .selectFrom('private_contests')
        .select('id')
        .where('sports_contest_id', '=', g.contestId)
        .execute(),
    ).toEqual([]);
  });

  it('refuses a game that has started', async () => {
    const g = await game();
    const ann = await registerPlayer(t.app);
    clock.set(new Date(g.start.getTime() + 1000));
    try {
      const res = await create(ann.token, createBody(g.contestId));
      expect(errorOf(res)).toMatchObject({ code: 'FRIENDS_GAME_STARTED' });
    } finally {
      clock.set(new Date('2026-12-06T10:00:00Z'));
    }
  });

  it('refuses a self-excluded player, as every entry does', async () => {
    const g = await game();
    const ann = await registerPlayer(t.app);
    await api(t.app, 'POST', '/api/account/responsible-gaming/self-exclusion', {
      token: ann.token,
      body: { period: '24h' },
    });
    expect(errorOf(await create(ann.token, createBody(g.contestId))).code).toBe('SELF_EXCLUDED');
    expect(await entriesIn(g.contestId)).toEqual([]);
  });
});

describe('invitations', () => {
  it('joins by code (typed loosely), once, with an entry; the contest opens at its minimum', async () => {
    const g = await game();
    const [ann, bob] = await Promise.all([registerPlayer(t.app), registerPlayer(t.app)]);
    const c = await created(ann.token, g.contestId);
    const typed = ` ${codeOf(c).toLowerCase()} `;
    const preview = await api(t.app, 'GET', `/api/invitations/${encodeURIComponent(typed.trim())}`, {
      token: bob.token,
    });
    expect(preview.json()).toMatchObject({
      id: c.id,
      name: 'Office Pool',
      creator: ann.user.displayName,
      member: false,
      memberCount: 1,
      size: 10,
    });
    expect(preview.json()).not.toHaveProperty('members');

    const res = await join(bob.token, typed);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: c.id });
    expect((await join(bob.token, codeOf(c))).json()).toEqual({ id: c.id });
    const seen = await viewed(bob.token, c.id);
    expect(seen).toMatchObject({ status: 'open', memberCount: 2, invite: null });
    // Equal scores (nothing picked): the earlier entry first, then the lower player number.
    expect(seen.members.map((m) => [m.displayName, m.me, m.creator]).sort()).toEqual(
      [
        [ann.user.displayName, false, true],
        [bob.user.displayName, true, false],
      ].sort(),
    );
    // Another member's entry is not theirs to open.
    expect(seen.members.find((m) => !m.me)!.entryId).toBeNull();
    expect((await entriesIn(g.contestId)).map((e) => e.user_id).sort()).toEqual(
      [ann.user.id, bob.user.id].sort(),
    );
  });

  it('answers 404 to anyone not a member, for the contest and a guessed or malformed code', async () => {
    const g = await game();
    const [ann, eve] = await Promise.all([registerPlayer(t.app), registerPlayer(t.app)]);
    const c = await created(ann.token, g.contestId);
    const res = await view(eve.token, c.id);
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).code).toBe('FRIENDS_CONTEST_NOT_FOUND');
    expect((await view(eve.token, 2_000_000_000)).statusCode).toBe(404);
    expect((await api(t.app, 'GET', '/api/private-contests/abc', { token: eve.token })).statusCode).toBe(404);
    const missing = await join(eve.token, '  ');
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).code).toBe('FRIENDS_CODE_REQUIRED');
    for (const code of [newInviteCode(), 'short', 'O'.repeat(11)]) {
      const r = await join(eve.token, code);
      expect(r.statusCode, code).toBe(404);
      expect(errorOf(r).code).toBe('FRIENDS_CODE_INVALID');
      expect((await api(t.app, 'GET', `/api/invitations/${newInviteCode()}`)).statusCode).toBe(404);
    }
    expect((await entriesIn(g.contestId)).map((e) => e.user_id)).toEqual([ann.user.id]);
  });

  it('a revoked code joins nothing; a new one does, for the creator alone to issue', async () => {
    const g = await game();
    const [ann, bob, cat] = await Promise.all([
      registerPlayer(t.app),
      registerPlayer(t.app),
      registerPlayer(t.app),
    ]);
    const c = await created(ann.token, g.contestId);
    const old = codeOf(c);
    await join(bob.token, old);
    expect(
      errorOf(await api(t.app, 'DELETE', `/api/private-contests/${c.id}/invite`, { token: bob.token })).code,
    ).toBe('FRIENDS_CREATOR_ONLY');
    expect(
      (await api(t.app, 'DELETE', `/api/private-contests/${c.id}/invite`, { token: ann.token })).statusCode,
    ).toBe(204);
    expect((await viewed(ann.token, c.id)).invite).toEqual({ code: null });
    expect(errorOf(await join(cat.token, old)).code).toBe('FRIENDS_CODE_INVALID');

    const issued = await api(t.app, 'POST', `/api/private-contests/${c.id}/invite`, { token: ann.token });
    const fresh = issued.json<{ code: string }>().code;
    expect(fresh).not.toBe(old);
    expect(errorOf(await join(cat.token, old)).code).toBe('FRIENDS_CODE_INVALID');
    expect((await join(cat.token, fresh)).statusCode).toBe(200);
    expect((await viewed(ann.token, c.id)).memberCount).toBe(3);
  });

  it('a full contest refuses, and a started one; both with their messages, changing nothing', async () => {
    const g = await game();
    const [ann, bob, cat] = await Promise.all([
      registerPlayer(t.app),
      registerPlayer(t.app),
      registerPlayer(t.app),
    ]);
    const c = await created(ann.token, g.contestId, { size: 2 });
    await join(bob.token, codeOf(c));
    const full = await join(cat.token, codeOf(c));
    expect(full.statusCode).toBe(409);
    expect(errorOf(full)).toMatchObject({
      code: 'FRIENDS_CONTEST_FULL',
      message: catalogue.FRIENDS_CONTEST_FULL.message,
    });

    const g2 = await game();
    const c2 = await created(ann.token, g2.contestId);
    await join(bob.token, codeOf(c2));
    clock.set(new Date(g2.start.getTime() + 1000));
    try {
      expect(errorOf(await join(cat.token, codeOf(c2))).code).toBe('FRIENDS_CONTEST_STARTED');
      expect((await viewed(ann.token, c2.id)).status).toBe('live');
    } finally {
      clock.set(new Date('2026-12-06T10:00:00Z'));
    }
    expect((await entriesIn(g.contestId)).map((e) => e.user_id)).not.toContain(cat.user.id);
    expect((await entriesIn(g2.contestId)).map((e) => e.user_id)).not.toContain(cat.user.id);
  });

  it('a contest that starts short of its minimum is cancelled and refuses joins', async () => {
    const g = await game();
    const [ann, bob] = await Promise.all([registerPlayer(t.app), registerPlayer(t.app)]);
    const c = await created(ann.token, g.contestId, { minPlayers: 3 });
    await join(bob.token, codeOf(c));
    clock.set(new Date(g.start.getTime() + 1000));
    try {
      expect((await viewed(ann.token, c.id)).status).toBe('cancelled');
      expect(errorOf(await join((await registerPlayer(t.app)).token, codeOf(c))).code).toBe(
        'FRIENDS_CONTEST_CANCELLED',
      );
    } finally {
      clock.set(new Date('2026-12-06T10:00:00Z'));
    }
  });

  it('50 players joining a contest of 10 at once: exactly 10 members, each with one entry', async () => {
    const g = await game();
    const ann = await registerPlayer(t.app);
    const c = await created(ann.token, g.contestId);
    const players = await Promise.all(Array.from({ length: 50 }, () => registerPlayer(t.app)));
    const results = await Promise.all(players.map((p) => join(p.token, codeOf(c))));
    const codes = results.map((r) => (r.statusCode === 200 ? 'joined' : errorOf(r).code));
    expect(codes.filter((x) => x === 'joined')).toHaveLength(9);
    expect(codes.filter((x) => x === 'FRIENDS_CONTEST_FULL')).toHaveLength(41);
    const seen = await viewed(ann.token, c.id);
    expect(seen.memberCount).toBe(10);
    expect(seen.members).toHaveLength(10);
    const joined = new Set(players.filter((_, i) => codes[i] === 'joined').map((p) => p.user.id));
    expect(new Set((await entriesIn(g.contestId)).map((e) => e.user_id))).toEqual(
      new Set([ann.user.id, ...joined]),
    );
  });

  it('the database holds a contest to its size whatever the code does', async () => {
    const g = await game();
    const [ann, bob, cat] = await Promise.all([
      registerPlayer(t.app),
      registerPlayer(t.app),
      registerPlayer(t.app),
    ]);
    const c = await created(ann.token, g.contestId, { size: 2 });
    await join(bob.token, codeOf(c));
    await expect(
      db()
        .insertInto('private_contest_members')
        .values({ private_contest_id: c.id, user_id: cat.user.id, joined_at: new Date() })
        .execute(),
    ).rejects.toThrow(/private_contests_check|members/);
  });
});

describe("a private contest's event stream", () => {
  it('tells its members of each join, and answers 404 to anyone else', async () => {
    const g = await game();
    const [ann, bob, eve] = await Promise.all([
      registerPlayer(t.app),
      registerPlayer(t.app),
      registerPlayer(t.app),
    ]);
    const c = await created(ann.token, g.contestId);
    const url = `${base}/api/private-contests/${c.id}/events`;
    const stream = await openStream(url, { authorization: `Bearer ${ann.token}` });
    try {
      await stream.until(1);
      expect(stream.events.map((e) => [e.event, JSON.parse(e.data) as unknown])).toEqual([
        ['members', { memberCount: 1 }],
      ]);
      await join(bob.token, codeOf(c));
      const seen = await stream.until((events) => events.length >= 2);
      expect(seen.map((e) => [e.event, JSON.parse(e.data) as unknown])).toEqual([
        ['members', { memberCount: 1 }],
        ['members', { memberCount: 2 }],
      ]);
    } finally {
      await stream.close();
    }
    // The creator is told in the notification centre; the one who joined is not.
    const told = await api(t.app, 'GET', '/api/notifications', { token: ann.token });
    expect(told.json<{ notifications: unknown[] }>().notifications).toEqual([
      expect.objectContaining({
        kind: 'friend_joined',
        message: `${bob.user.displayName} joined Office Pool.`,
        link: `/private-contests/${c.id}`,
      }),
    ]);
    expect(
      (await api(t.app, 'GET', '/api/notifications', { token: bob.token })).json<{ unread: number }>().unread,
    ).toBe(0);
    for (const headers of [{ authorization: `Bearer ${eve.token}` }, {}]) {
      const res = await fetch(url, { headers });
      expect(res.status).toBe('authorization' in headers ? 404 : 401);
      await res.body?.cancel();
    }
  });
});

describe('standings among members', () => {
  it("rank the members' entries by the contest type's score, as each one's live page scores it", async () => {
    const g = await game();
    const [ann, bob, cat] = await Promise.all([
      registerPlayer(t.app),
      registerPlayer(t.app),
      registerPlayer(t.app),
    ]);
    const c = await created(ann.token, g.contestId);
    await join(bob.token, codeOf(c));
    await join(cat.token, codeOf(c));
    const entryOf = async (token: string) => (await viewed(token, c.id)).members.find((m) => m.me)!.entryId!;
    const picks: [typeof ann, string[]][] = [
      [ann, [g.teams[0]!, g.teams[2]!]],
      [bob, [g.teams[1]!, g.teams[3]!]],
    ];
    for (const [p, teams] of picks) {
      const res = await api(t.app, 'PUT', `/api/sports/entries/${await entryOf(p.token)}/picks`, {
        token: p.token,
        body: { teams },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // Before the lock: a member sees their own picks only (the contest does not show them).
    const before = await viewed(bob.token, c.id);
    expect(before.members.find((m) => m.displayName === ann.user.displayName)!.picks).toBeNull();
    expect(before.members.find((m) => m.me)!.picks).toEqual(picks[1]![1]);

    // The provider's finals: the first game 1–3, the second 1–1 (Chase the Ace counts picks at exactly 1).
    clock.set(new Date(g.start.getTime() + MIN));
    try {
      const [m1, m2] = g.matches;
      const finals = [
        { feedGameId: m1!.feed_game_id, homeScore: 1, awayScore: 3 },
        { feedGameId: m2!.feed_game_id, homeScore: 1, awayScore: 1 },
      ];
      const result = await t.services.sportsOperator.ingestFeed(
        finals.map((f) => ({ ...f, sequence: 1, status: 'FINISHED' as const })),
      );
      expect(result.applied).toBe(2);
      const after = await viewed(cat.token, c.id);
      expect(after.status).toBe('settled');
      const scoreOnLivePage = async (token: string) => {
        const live = await api(t.app, 'GET', `/api/sports/entries/${await entryOf(token)}/live`, { token });
        return live.json<{ meta: { pointTotal: number } }>().meta.pointTotal;
      };
      // Ann holds two teams at 1, Bob one of two, Cat nothing (she entered but never picked).
      expect(after.members.map((m) => [m.displayName, m.score, m.place])).toEqual([
        [ann.user.displayName, 100, 1],
        [bob.user.displayName, 50, 2],
        [cat.user.displayName, 0, 3],
      ]);
      // Settlement tells each entry's player the result, linking their live score.
      const settled = async (token: string) =>
        (await api(t.app, 'GET', '/api/notifications', { token }))
          .json<{ notifications: { kind: string; title: string; link: string }[] }>()
          .notifications.filter((n) => n.kind === 'settled');
      expect(await settled(ann.token)).toEqual([
        expect.objectContaining({ title: 'You won!', link: `/livescore/${await entryOf(ann.token)}` }),
      ]);
      expect(await settled(cat.token)).toEqual([expect.objectContaining({ title: 'Results are in' })]);
      for (const [p] of picks) {
        const member = after.members.find((m) => m.displayName === p.user.displayName)!;
        expect(member.score).toBe(await scoreOnLivePage(p.token));
        // Once the game has started, every member sees everyone's picks.
        expect(member.picks).toEqual(picks.find(([q]) => q === p)![1]);
      }
    } finally {
      clock.set(new Date('2026-12-06T10:00:00Z'));
    }
  });
});

describe("live standings on the members' pages", () => {
  it("while live, give each page what it scores the standings with, and tell it of a member's powerplay", async () => {
    const g = await game();
    const [ann, bob] = await Promise.all([registerPlayer(t.app), registerPlayer(t.app)]);
    const c = await created(ann.token, g.contestId);
    await join(bob.token, codeOf(c));
    const entryOf = async (token: string) => (await viewed(token, c.id)).members.find((m) => m.me)!.entryId!;
    const annEntry = await entryOf(ann.token);
    for (const [p, team] of [
      [ann, g.teams[0]!],
      [bob, g.teams[2]!],
    ] as const) {
      const res = await api(t.app, 'PUT', `/api/sports/entries/${await entryOf(p.token)}/picks`, {
        token: p.token,
        body: { teams: [team] },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // Before the start the standings do not move: nothing to score with.
    const open = await viewed(bob.token, c.id);
    expect(open.live).toBeNull();
    expect(open.members.every((m) => m.entry === null)).toBe(true);

    clock.set(new Date(g.start.getTime() + MIN));
    try {
      const [m1] = g.matches;
      await t.services.sportsOperator.ingestFeed([
        { feedGameId: m1!.feed_game_id, homeScore: 1, awayScore: 0, sequence: 1, status: 'LIVE' as const },
      ]);
      const live = await viewed(bob.token, c.id);
      expect(live.status).toBe('live');
      expect(live.live).toMatchObject({ kind: 'sports', rule: expect.any(String), league: 'baseball' });
      expect(live.live?.kind === 'sports' && live.live.matches.map((m) => [m.feedGameId, m.status])).toEqual([
        [m1!.feed_game_id, 'LIVE'],
        [g.matches[1]!.feed_game_id, 'UNPLAYED'],
      ]);
      const byName = new Map(live.members.map((m) => [m.displayName, m]));
      expect(byName.get(ann.user.displayName)!.entry?.state.picks).toEqual([g.teams[0]]);
      expect(byName.get(bob.user.displayName)!.entry?.state.picks).toEqual([g.teams[2]]);

      const stream = await openStream(`${base}/api/private-contests/${c.id}/events`, {
        authorization: `Bearer ${bob.token}`,
      });
      try {
        await stream.until(1);
        const used = await api(t.app, 'POST', `/api/sports/entries/${annEntry}/powerplays`, {
          token: ann.token,
          body: { powerplayId: 19, team: g.teams[0] },
        });
        expect(used.statusCode, used.body).toBe(200);
        const seen = await stream.until((events) => events.some((e) => e.event === 'entry'));
        expect(seen.filter((e) => e.event === 'entry')).toHaveLength(1);
        // The page reads the standings again and finds Ann's changed entry in them.
        const after = await viewed(bob.token, c.id);
        const annAfter = after.members.find((m) => m.displayName === ann.user.displayName)!;
        expect(annAfter.entry?.state.adjustments).toEqual({ [g.teams[0]!]: 1 });
      } finally {
        await stream.close();
      }
    } finally {
      clock.set(new Date('2026-12-06T10:00:00Z'));
    }
  });
});

describe('a private contest on a draw', () => {
  it('members join without an entry, pick their numbers on the draw, and rank by the numbers drawn', async () => {
    const operator = await registerOperator(t);
    const gameId = await scheduleLotteryGame(t.app, operator.token, clock.now());
    const [ann, bob, cat] = await Promise.all([
      registerPlayer(t.app),
      registerPlayer(t.app),
      registerPlayer(t.app),
    ]);
    const c = await created(ann.token, gameId, { game: { kind: 'lottery', contestId: gameId } });
    expect(c.game).toMatchObject({
      kind: 'lottery',
      contestId: gameId,
      gameSetId: null,
      lotteryGameType: '747',
    });
    expect(c.game.title).toMatch(/^Lotto 747 · \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/);
    // A draw's entry is the player's numbers: none until they pick.
    expect(c.members).toEqual([
      expect.objectContaining({ me: true, entryId: null, score: null, place: null }),
    ]);
    await join(bob.token, codeOf(c));
    await join(cat.token, codeOf(c));
    const picks: [typeof ann, number[]][] = [
      [ann, [1, 2, 3, 4, 5, 6, 7]],
      [bob, [41, 42, 43, 44, 45, 46, 47]],
    ];
    for (const [p, numbers] of picks) {
      const res = await api(t.app, 'PUT', `/api/lottery/games/${gameId}/picks`, {
        token: p.token,
        body: { numbers },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const mine = (await viewed(ann.token, c.id)).members.find((m) => m.me)!;
    expect(mine).toMatchObject({ score: 0, picks: picks[0]![1].map(String) });
    expect(mine.entryId).toBeGreaterThan(0);

    // The draw runs to its end (the engine's job, long after its start).
    const game = await db()
      .selectFrom('lottery_games')
      .select('start_at')
      .where('id', '=', gameId)
      .executeTakeFirstOrThrow();
    const later = new Date(game.start_at.getTime() + 3_600_000);
    const job = lotteryDrawsJob(t.services.lotteryDraws);
    const { due } = await job.findDue(later);
    for (const work of due) while (await job.runStep(work, later));
    const drawn = (
      await db()
        .selectFrom('lottery_draws')
        .select('number')
        .where('game_id', '=', gameId)
        .orderBy('k')
        .execute()
    ).map((b) => b.number);
    expect(drawn).toHaveLength(7);

    clock.set(later);
    const after = await viewed(cat.token, c.id).finally(() => clock.set(new Date('2026-12-06T10:00:00Z')));
    expect(after.status).toBe('settled');
    const expected = standings(
      picks.map(([p, numbers]) => ({
        userId: p.user.id,
        score: hitsOf(numbers, drawn),
        enteredAt: 0,
      })),
    );
    const byName = new Map(after.members.map((m) => [m.displayName, m]));
    for (const [p, numbers] of picks) {
      expect(byName.get(p.user.displayName)).toMatchObject({
        score: hitsOf(numbers, drawn),
        picks: numbers.map(String),
      });
    }
    // Cat never picked: listed last, without a place.
    expect(after.members.at(-1)).toMatchObject({
      displayName: cat.user.displayName,
      score: null,
      place: null,
    });
    expect(after.members.slice(0, 2).map((m) => m.score)).toEqual(expected.map((e) => e.score));
  });

  it('refuses a self-excluded player who would join a draw among friends, making no member', async () => {
    const operator = await registerOperator(t);
    const gameId = await scheduleLotteryGame(t.app, operator.token, clock.now());
    const [ann, bob] = await Promise.all([registerPlayer(t.app), registerPlayer(t.app)]);
    const c = await created(ann.token, gameId, { game: { kind: 'lottery', contestId: gameId } });
    await api(t.app, 'POST', '/api/account/responsible-gaming/self-exclusion', {
      token: bob.token,
      body: { period: '24h' },
    });
    expect(errorOf(await join(bob.token, codeOf(c))).code).toBe('SELF_EXCLUDED');
    expect((await viewed(ann.token, c.id)).memberCount).toBe(1);
  });

  it('refuses a draw that has closed its picks', async () => {
    const operator = await registerOperator(t);
    const gameId = await scheduleLotteryGame(t.app, operator.token, clock.now());
    const ann = await registerPlayer(t.app);
    clock.set(new Date(clock.now().getTime() + 2 * 3_600_000));
    try {
      const res = await create(
        ann.token,
        createBody(gameId, { game: { kind: 'lottery', contestId: gameId } }),
      );
      expect(errorOf(res).code).toBe('FRIENDS_GAME_STARTED');
    } finally {
      clock.set(new Date('2026-12-06T10:00:00Z'));
    }
  });
});

describe('a private contest on a draft', () => {
  it('members submit their top 32 on the draft, and rank by the picks their order matched', async () => {
    const operator = await registerOperator(t);
    const start = new Date(clock.now().getTime() + 15 * MIN);
    const draftId = await openDraft(t.app, operator.token, {
      deadline: new Date(clock.now().getTime() + 10 * MIN),
      start,
    });
    const [ann, bob] = await Promise.all([registerPlayer(t.app), registerPlayer(t.app)]);
    const c = await created(ann.token, draftId, { game: { kind: 'draft', contestId: draftId } });
    expect(c.game).toMatchObject({
      kind: 'draft',
      contestId: draftId,
      gameSetId: null,
      lotteryGameType: null,
    });
    expect(c.members).toEqual([expect.objectContaining({ me: true, entryId: null, score: null })]);
    await join(bob.token, codeOf(c));

    const board = await api(t.app, 'GET', `/api/draft/contests/${draftId}`);
    const real = realRound(board.json());
    const rankings: [typeof ann, number[]][] = [
      [ann, real],
      [bob, [real[1]!, real[0]!, ...real.slice(2)]],
    ];
    for (const [p, ranking] of rankings) {
      const res = await api(t.app, 'PUT', `/api/draft/contests/${draftId}/entry`, {
        token: p.token,
        body: { ranking, skillAnswer: skillQuestionOf(draftId, p.user.id).answer },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // Past the deadline nobody joins; from the first pick the standings follow the actual picks.
    clock.set(new Date(start.getTime() + MIN));
    try {
      const job = draftLiveJob(t.services.draftLive);
      const { due } = await job.findDue(clock.now());
      for (const work of due) while (await job.runStep(work, clock.now()));
      for (const [k, prospectId] of real.slice(0, 2).entries()) {
        const res = await api(t.app, 'POST', `/api/operator/draft/contests/${draftId}/picks`, {
          token: operator.token,
          body: { pick: k + 1, prospectId },
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      const live = await viewed(bob.token, c.id);
      expect(live.status).toBe('live');
      expect(live.members.map((m) => [m.displayName, m.score, m.place])).toEqual([
        [ann.user.displayName, 2, 1],
        [bob.user.displayName, 0, 2],
      ]);
      expect(live.members[0]!.picks).toHaveLength(32);
      // The draft told its players it went live (the job first looked after the start: no "locked").
      const told = (await api(t.app, 'GET', '/api/notifications', { token: bob.token }))
        .json<{ notifications: { kind: string; link: string }[] }>()
        .notifications.map((n) => n.kind);
      expect(told).toEqual(['live']);
      expect(live.live).toBeNull();
      const late = await registerPlayer(t.app);
      expect(errorOf(await join(late.token, codeOf(c))).code).toBe('FRIENDS_CONTEST_STARTED');
    } finally {
      clock.set(new Date('2026-12-06T10:00:00Z'));
    }
  });
});

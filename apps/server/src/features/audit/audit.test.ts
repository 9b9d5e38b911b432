import {
  catalogue,
  operatorAuditResponseSchema,
  type OperatorAuditEntry,
  type MessageCode,
} from '@powerplay/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createTestApp,
  registerOperator,
  registerPlayer,
  scheduleLotteryGame,
  withdrawalBody,
  type TestApp,
} from '../../../test/helpers';
import { fakeClock } from '../../platform/clock';

const MIN = 60_000;
const FEED_KEY = 'provider-key-provider-key-0123456789';
// Whole minutes (a game set starts on one); the audit log's own times are the database's.
const clock = fakeClock(new Date(Math.ceil(Date.now() / MIN) * MIN));
let t: TestApp;
let op: { token: string; user: { id: number; displayName: string } };

beforeAll(async () => {
  t = await createTestApp({ clock, env: { SPORTS_FEED_API_KEY: FEED_KEY } });
  op = await registerOperator(t);
});
afterAll(() => t?.close());

const at = (ms: number) => new Date(clock.now().getTime() + ms);

async function audit(query = '', token = op.token) {
  const res = await api(t.app, 'GET', `/api/operator/audit${query ? `?${query}` : ''}`, { token });
  expect(res.statusCode, res.body).toBe(200);
  return operatorAuditResponseSchema.strict().parse(res.json());
}

/** The log's lines about one target, newest first. */
const linesOf = async (targetType: string, targetId: string | number) =>
  (await audit(`targetType=${targetType}&targetId=${targetId}`)).entries;

function expectError(res: { statusCode: number; json: () => unknown }, code: MessageCode) {
  const e = catalogue[code];
  expect({ status: res.statusCode, body: res.json() }).toEqual({
    status: e.status,
    body: { error: { code, title: e.title, message: e.message } },
  });
}

const byOperator = (): Partial<OperatorAuditEntry> => ({
  operatorId: op.user.id,
  operatorName: op.user.displayName,
});

describe('the audit log records each operator action once, in its transaction', () => {
  it('a credit and a debit with the balance before and after; a refused or repeated one adds nothing', async () => {
    const p = await registerPlayer(t.app);
    const adjust = (amountCents: number, key?: string) =>
      api(t.app, 'POST', '/api/operator/wallet/adjustments', {
        token: op.token,
        body: { userId: p.user.id, amountCents, kind: 'cash', reason: 'Goodwill' },
        headers: key ? { 'idempotency-key': key } : {},
      });
    expect((await adjust(5_000, 'audit-credit-1')).statusCode).toBe(201);
    expect((await adjust(5_000, 'audit-credit-1')).statusCode).toBe(201); // the same request again
    expectError(await adjust(-60_000), 'ADJUSTMENT_OVER_BALANCE');
    expectError(await adjust(0), 'ADJUSTMENT_INVALID');
    expect((await adjust(-2_000)).statusCode).toBe(201);

    const lines = await linesOf('user', p.user.id);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      ...byOperator(),
      action: 'wallet.adjustment',
      targetType: 'user',
      targetId: String(p.user.id),
      before: { cashCents: 5_000 },
      after: { cashCents: 3_000, amountCents: -2_000, reason: 'Goodwill' },
    });
    expect(lines[1]).toMatchObject({
      action: 'wallet.adjustment',
      before: { cashCents: 0 },
      after: { cashCents: 5_000, amountCents: 5_000, reason: 'Goodwill' },
    });
    expect(Date.parse(lines[0]!.at)).toBeGreaterThanOrEqual(Date.parse(lines[1]!.at));
  });

  it('a withdrawal decision, once', async () => {
    const p = await registerPlayer(t.app);
    await api(t.app, 'POST', '/api/operator/wallet/adjustments', {
      token: op.token,
      body: { userId: p.user.id, amountCents: 20_000, kind: 'cash', reason: 'Prize' },
    });
    const requested = await api(t.app, 'POST', '/api/wallet/withdrawals', {
      token: p.token,
      body: withdrawalBody(10_000),
      headers: { 'idempotency-key': 'audit-withdrawal-1' },
    });
    const { id } = requested.json<{ withdrawal: { id: number } }>().withdrawal;
    const decide = () => api(t.app, 'POST', `/api/operator/withdrawals/${id}/cancel`, { token: op.token });
    expect((await decide()).statusCode).toBe(200);
    expectError(await decide(), 'WITHDRAWAL_ALREADY_DECIDED');
    expect(await linesOf('withdrawal', id)).toEqual([
      expect.objectContaining({
        ...byOperator(),
        action: 'withdrawal.decided',
        before: { status: 'pending' },
        after: { status: 'cancel', userId: p.user.id, amountCents: 10_000 },
      }),
    ]);
  });

  it('a scheduled draw; a refused schedule adds nothing', async () => {
    const before = (await audit('action=lottery.game.scheduled')).entries.length;
    const id = await scheduleLotteryGame(t.app, op.token, clock.now());
    const refused = await api(t.app, 'POST', '/api/operator/lottery/games', {
      token: op.token,
      body: {
        gameType: '747',
        startAt: at(-MIN).toISOString(),
        ballIntervalSeconds: 10,
        delaySeconds: 2,
        finalWindowSeconds: 12,
      },
    });
    expectError(refused, 'START_IN_PAST');
    const lines = (await audit('action=lottery.game.scheduled')).entries;
    expect(lines).toHaveLength(before + 1);
    expect(lines[0]).toMatchObject({
      ...byOperator(),
      targetType: 'lottery_game',
      targetId: String(id),
      before: null,
      after: { gameType: '747', ballIntervalSeconds: 10, delaySeconds: 2, finalWindowSeconds: 12 },
    });
  });

  it('a content page save keeps only what changed; an invalid save adds nothing', async () => {
    const save = (body: object) =>
      api(t.app, 'PUT', '/api/operator/content/pages/audit-test-page', { token: op.token, body });
    const page = { title: 'First', intro: 'Hello', bodyHtml: '<p>Body</p>', blocks: [] };
    expect((await save(page)).statusCode).toBe(200);
    expect((await save({ ...page, title: 'Second' })).statusCode).toBe(200);
    expect((await save({ ...page, title: '' })).statusCode).toBe(400);
    const lines = await linesOf('content_page', 'audit-test-page');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      ...byOperator(),
      action: 'content.page.saved',
      before: { title: 'First' },
      after: { title: 'Second' },
    });
    expect(lines[1]).toMatchObject({ before: null, after: page });
  });

  it('a draft opened, a pick posted and the replay started; a pick out of turn adds nothing', async () => {
    const opened = await api(t.app, 'POST', '/api/operator/draft/contests', {
      token: op.token,
      body: {
        pickDeadline: at(10 * MIN).toISOString(),
        startAt: at(15 * MIN).toISOString(),
        mode: 'operator',
        pickIntervalSeconds: 10,
      },
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const id = opened.json<{ contest: { id: number } }>().contest.id;
    const board = await api(t.app, 'GET', `/api/draft/contests/${id}`);
    const real = board.json<{ prospects: { id: number }[] }>().prospects.map((p) => p.id);
    clock.advance(11 * MIN);
    try {
      const pick = (n: number, prospectId: number) =>
        api(t.app, 'POST', `/api/operator/draft/contests/${id}/picks`, {
          token: op.token,
          body: { pick: n, prospectId },
        });
      expect((await pick(2, real[1]!)).statusCode).toBe(409);
      expect((await pick(1, real[0]!)).statusCode).toBe(200);
      const replay = await api(t.app, 'POST', `/api/operator/draft/contests/${id}/replay`, {
        token: op.token,
        body: { pickIntervalSeconds: 5 },
      });
      expect(replay.statusCode, replay.body).toBe(200);
    } finally {
      clock.advance(-11 * MIN);
    }
    const lines = await linesOf('draft_contest', id);
    expect(lines.map((l) => l.action)).toEqual([
      'draft.replay.started',
      'draft.pick.posted',
      'draft.contest.created',
    ]);
    expect(lines[2]).toMatchObject({
      ...byOperator(),
      before: null,
      after: { mode: 'operator', pickIntervalSeconds: 10, startAt: at(15 * MIN).toISOString() },
    });
    expect(lines[1]).toMatchObject({
      before: { picksMade: 0 },
      after: { picksMade: 1, prospectId: real[0] },
    });
    expect(lines[0]).toMatchObject({
      before: { mode: 'operator', nextPickAt: null, pickIntervalSeconds: 10 },
      after: { mode: 'replay', pickIntervalSeconds: 5 },
    });
  });

  it("a game set started, a contest added and an operator's score correction, not a provider's", async () => {
    const started = await api(t.app, 'POST', '/api/operator/sports/game-sets', {
      token: op.token,
      body: { league: 'baseball', startAt: at(30 * MIN).toISOString() },
    });
    expect(started.statusCode, started.body).toBe(201);
    const { gameSetId } = started.json<{ gameSetId: number }>();
    const taken = await api(t.app, 'POST', '/api/operator/sports/game-sets', {
      token: op.token,
      body: { league: 'baseball', startAt: at(30 * MIN).toISOString() },
    });
    expectError(taken, 'SPORTS_GAME_SET_SLOT_TAKEN');
    expect(await linesOf('sports_game_set', gameSetId)).toEqual([
      expect.objectContaining({
        ...byOperator(),
        action: 'sports.game_set.created',
        before: null,
        after: { league: 'baseball', startAt: at(30 * MIN).toISOString() },
      }),
    ]);

    const prizes = [2, 3, 4, 5].map((teams) => ({ teams, kind: 'cash', amount: 1000 * teams }));
    const contestBody = {
      gameTypeId: 7,
      sponsor: 'Acme Sports',
      name: 'Audited Blackjack',
      minTeams: 2,
      maxTeams: 5,
      eligibility: 'ELITE',
      prizes,
    };
    const url = `/api/operator/sports/game-sets/${gameSetId}/contests`;
    const created = await api(t.app, 'POST', url, { token: op.token, body: contestBody });
    expect(created.statusCode, created.body).toBe(201);
    const contestId = created.json<{ contest: { id: number } }>().contest.id;
    const bad = await api(t.app, 'POST', url, { token: op.token, body: { ...contestBody, minTeams: 6 } });
    expectError(bad, 'SPORTS_CONTEST_INVALID');
    expect(await linesOf('sports_contest', contestId)).toEqual([
      expect.objectContaining({
        action: 'sports.contest.created',
        before: null,
        after: expect.objectContaining({
          gameSetId,
          gameTypeId: 7,
          name: 'Audited Blackjack',
          minTeams: 2,
          maxTeams: 5,
          prizeKind: 'cash',
          // No kit sent: the one stored, Blackjack's (the original sports kit), JSON keys as strings.
          powerplayKit: { 1: 2, 4: 1, 5: 1, 13: 1, 18: 3, 19: 3, 21: 2, 24: 1 },
        }) as unknown,
      }),
    ]);
    expect((await audit('action=sports.contest.created')).entries).toHaveLength(1);

    const feed = await api(t.app, 'GET', `/api/operator/sports/game-sets/${gameSetId}/feed`, {
      token: op.token,
    });
    const feedGameId = feed.json<{ matches: { feedGameId: string }[] }>().matches[0]!.feedGameId;
    const post = (update: object, token: string) =>
      api(t.app, 'POST', '/api/operator/sports/feed', {
        token,
        body: { updates: [{ feedGameId, ...update }] },
      });
    const live = { sequence: 1, status: 'LIVE', homeScore: 1, awayScore: 0 };
    expect((await post(live, op.token)).json()).toEqual({ applied: 1, ignored: 0, resettled: 0 });
    // The provider's own batch (its key, no operator behind it) is not an operator action.
    expect((await post({ ...live, sequence: 2, homeScore: 2 }, FEED_KEY)).statusCode).toBe(200);
    expectError(
      await api(t.app, 'POST', '/api/operator/sports/feed', {
        token: op.token,
        body: { updates: [{ ...live, feedGameId: 'no-such-game' }] },
      }),
      'SPORTS_FEED_UNKNOWN_GAME',
    );
    expect(await linesOf('sports_match', feedGameId)).toEqual([
      expect.objectContaining({
        ...byOperator(),
        action: 'sports.feed.corrected',
        before: {
          matches: { [feedGameId]: { status: 'UNPLAYED', homeScore: 0, awayScore: 0, sequence: 0 } },
        },
        after: {
          matches: { [feedGameId]: { status: 'LIVE', homeScore: 1, awayScore: 0, sequence: 1 } },
          applied: 1,
          ignored: 0,
          resettled: 0,
        },
      }),
    ]);
    expect((await audit('action=sports.feed.corrected')).entries).toHaveLength(1);
  });
});

describe('GET /api/operator/audit', () => {
  it('is for operators only, checked before the query: anonymous 401, a player 403', async () => {
    expectError(await api(t.app, 'GET', '/api/operator/audit?limit=nope'), 'AUTH_REQUIRED');
    const player = await registerPlayer(t.app);
    expectError(
      await api(t.app, 'GET', '/api/operator/audit?limit=nope', { token: player.token }),
      'FORBIDDEN',
    );
    expectError(await api(t.app, 'GET', '/api/operator/audit', { token: player.token }), 'FORBIDDEN');
  });

  it('filters by action, operator, target and time, and pages newest first by cursor', async () => {
    const other = await registerOperator(t);
    const p = await registerPlayer(t.app);
    const since = new Date().toISOString();
    for (const [token, amountCents] of [
      [other.token, 100],
      [op.token, 200],
      [other.token, 300],
    ] as const)
      await api(t.app, 'POST', '/api/operator/wallet/adjustments', {
        token,
        body: { userId: p.user.id, amountCents, kind: 'points', reason: 'Filter test' },
      });

    const mine = (await audit(`operatorId=${other.user.id}`)).entries;
    expect(mine.map((e) => e.after?.amountCents)).toEqual([300, 100]);
    expect(mine.every((e) => e.operatorId === other.user.id)).toBe(true);
    expect(mine[0]).toMatchObject({ before: { points: 300 }, after: { points: 600 } });

    const all = (await audit('action=wallet.adjustment')).entries;
    expect(all.every((e) => e.action === 'wallet.adjustment')).toBe(true);
    expect(all.slice(0, 3).map((e) => e.after?.amountCents)).toEqual([300, 200, 100]);

    const recent = (await audit(`from=${encodeURIComponent(since)}`)).entries;
    expect(recent.map((e) => e.after?.amountCents)).toEqual([300, 200, 100]);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await audit(`from=${encodeURIComponent(future)}`)).entries).toEqual([]);
    expect((await audit(`to=${encodeURIComponent(since)}&targetId=${p.user.id}`)).entries).toEqual([]);

    // Pages of one by cursor: each line once, then no cursor.
    const seen: number[] = [];
    let cursor: number | null = null;
    do {
      const page = await audit(
        `targetType=user&targetId=${p.user.id}&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(page.entries.length).toBeLessThanOrEqual(1);
      seen.push(...page.entries.map((e) => e.after?.amountCents as number));
      cursor = page.nextCursor;
    } while (cursor !== null);
    expect(seen).toEqual([300, 200, 100]);

    const full = await audit('limit=200');
    expect(full.entries.length).toBeGreaterThan(10);
    const ids = full.entries.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('refuses a bad filter with AUDIT_QUERY_INVALID', async () => {
    for (const query of [
      'action=wallet.nope',
      'operatorId=0x10',
      'operatorId=-1',
      'targetType=DROP%20TABLE',
      'from=yesterday',
      'to=2026-13-01T00:00:00Z',
      'from=2026-11-27T00:00:00Z&to=2026-11-26T00:00:00Z',
      'limit=0',
      'limit=201',
      'limit=1e2',
      'cursor=abc',
      'cursor=0',
    ]) {
      const res = await api(t.app, 'GET', `/api/operator/audit?${query}`, { token: op.token });
      expect(res.statusCode, query).toBe(400);
      expectError(res, 'AUDIT_QUERY_INVALID');
    }
  });
});

describe('the database keeps the log append-only', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of its lines, whoever sends them', async () => {
    // Even the tables' owner (the app's own role may not send them at all: docs/decisions/036).
    const db = t.owner;
    const count = async () =>
      Number(
        (
          await db
            .selectFrom('operator_audit_log')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const lines = await count();
    expect(lines).toBeGreaterThan(0);
    await expect(
      db.updateTable('operator_audit_log').set({ action: 'wallet.forged' }).execute(),
    ).rejects.toThrow('operator_audit_log is append-only: UPDATE refused');
    await expect(db.deleteFrom('operator_audit_log').execute()).rejects.toThrow(
      'operator_audit_log is append-only: DELETE refused',
    );
    await expect(sql`truncate operator_audit_log`.execute(db)).rejects.toThrow(
      'operator_audit_log is append-only: TRUNCATE refused',
    );
    await expect(
      db.updateTable('operator_audit_log').set({ action: 'wallet.forged' }).execute(),
    ).rejects.toMatchObject({ constraint: 'operator_audit_log_append_only' });
    expect(await count()).toBe(lines);
    expect((await audit('action=wallet.adjustment')).entries.length).toBeGreaterThan(0);
  });
});

import {
  catalogue,
  type MessageCode,
  type OperatorAuditResponse,
  type PlayerCareResponse,
} from '@powerplay/contracts';
import type { LightMyRequestResponse } from 'fastify';
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
import { openStream } from '../../../test/sse';

/** The old client's origin (the legacy API answers only the origins it is listed on). */
const OLD_CLIENT = 'https://old-client.example.com';

let t: TestApp;
let op: { token: string; user: { id: number } };
let base: string;
beforeAll(async () => {
  t = await createTestApp({ env: { LEGACY_ORIGINS: OLD_CLIENT } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  base = `http://127.0.0.1:${address.port}`;
  op = await registerOperator(t);
});
afterAll(() => t.close());

const expectError = (res: LightMyRequestResponse, code: MessageCode) => {
  expect(res.statusCode, res.body).toBe(catalogue[code].status);
  expect(res.json()).toMatchObject({ error: { code, message: catalogue[code].message } });
};
const care = (id: number | string, token = op.token) =>
  api(t.app, 'GET', `/api/operator/players/${id}`, { token });
const suspend = (
  id: number | string,
  body: unknown = { reason: 'Chargeback under review' },
  token = op.token,
) => api(t.app, 'POST', `/api/operator/players/${id}/suspension`, { token, body });
const reinstate = (id: number | string, body: unknown = { reason: 'Chargeback cleared' }, token = op.token) =>
  api(t.app, 'POST', `/api/operator/players/${id}/reinstatement`, { token, body });
const linesOf = async (id: number) =>
  (
    await api(t.app, 'GET', `/api/operator/audit?targetType=user&targetId=${id}`, { token: op.token })
  ).json<OperatorAuditResponse>().entries;
const login = (email: string, password: string) =>
  api(t.app, 'POST', '/api/auth/login', { body: { login: email, password } });

/** A player with money, a pending withdrawal, an entry and a limit. */
async function busyPlayer() {
  const p = await registerPlayer(t.app);
  const credit = await api(t.app, 'POST', '/api/operator/wallet/adjustments', {
    token: op.token,
    body: { userId: p.user.id, amountCents: 30_000, kind: 'cash', reason: 'Prize' },
  });
  expect(credit.statusCode).toBe(201);
  const requested = await api(t.app, 'POST', '/api/wallet/withdrawals', {
    token: p.token,
    body: withdrawalBody(10_000),
    headers: { 'idempotency-key': `care-${p.user.id}` },
  });
  expect(requested.statusCode, requested.body).toBe(201);
  const gameId = await scheduleLotteryGame(t.app, op.token, new Date());
  const picks = await api(t.app, 'PUT', `/api/lottery/games/${gameId}/picks`, {
    token: p.token,
    body: { numbers: [1, 2, 3, 4, 5, 6, 7] },
  });
  expect(picks.statusCode, picks.body).toBe(200);
  const limits = await api(t.app, 'PUT', '/api/account/responsible-gaming/limits', {
    token: p.token,
    body: { dailyEntries: 5 },
  });
  expect(limits.statusCode).toBe(200);
  return {
    ...p,
    gameId,
    withdrawalId: requested.json<{ withdrawal: { id: number } }>().withdrawal.id,
  };
}

describe('who may call player care', () => {
  it('answers an anonymous caller 401 and a player 403 on every route, whatever they send', async () => {
    const player = await registerPlayer(t.app);
    const calls = [
      ['GET', `/api/operator/players/${player.user.id}`],
      ['GET', '/api/operator/players/nope'],
      ['GET', `/api/operator/players/${player.user.id}/transactions?page=-1`],
      ['POST', `/api/operator/players/${player.user.id}/suspension`],
      ['POST', '/api/operator/players/0x10/suspension'],
      ['POST', `/api/operator/players/${player.user.id}/reinstatement`],
    ] as const;
    for (const [method, url] of calls)
      for (const body of [undefined, { reason: 'x' }, { junk: [1, 2] }]) {
        expectError(await api(t.app, method, url, { body }), 'AUTH_REQUIRED');
        expectError(await api(t.app, method, url, { body, token: player.token }), 'FORBIDDEN');
      }
    // The player was not suspended by any of it.
    expect((await care(player.user.id)).json<PlayerCareResponse>().player.suspension).toBeNull();
    expect(await linesOf(player.user.id)).toEqual([]);
  });
});

describe('the care view', () => {
  it("composes the player's profile, balance, ledger, withdrawals, entries and limits", async () => {
    const p = await busyPlayer();
    const res = await care(p.user.id);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json<PlayerCareResponse>();
    expect(view.player).toMatchObject({
      id: p.user.id,
      displayName: p.credentials.displayName,
      email: p.credentials.email,
      role: 'player',
      club: 'basic',
      country: 'CA',
      province: 'ON',
      suspension: null,
    });
    expect(view.balance).toEqual({ cashCents: 20_000, points: 0, pendingWithdrawalCents: 10_000 });
    expect(view.withdrawals).toEqual([
      expect.objectContaining({ id: p.withdrawalId, amountCents: 10_000, status: 'pending', held: false }),
    ]);
    expect(view.entries).toEqual([
      expect.objectContaining({
        contestKind: 'lottery',
        contestId: p.gameId,
        // Named as its ledger lines name it, not "#id".
        contestName: expect.stringMatching(
          /^\S.* draw of [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M E[SD]T$/,
        ),
        sport: null,
        voidedAt: null,
      }),
    ]);
    expect(view.entriesTotal).toBe(1);
    expect(view.responsibleGaming.limits.dailyEntries).toBe(5);
    expect(view.subscriptions).toEqual([]);
    expect(view.receivables).toEqual([]);

    const ledger = await api(t.app, 'GET', `/api/operator/players/${p.user.id}/transactions?period=1y`, {
      token: op.token,
    });
    expect(ledger.statusCode).toBe(200);
    expect(ledger.json()).toMatchObject({ page: 1, total: 2 });
  });

  it('refuses an unknown or malformed id with 404 and a bad query with 400', async () => {
    for (const id of [2_000_000_000, '0x10', 'abc', '-1', '0']) expectError(await care(id), 'USER_NOT_FOUND');
    const bad = await api(t.app, 'GET', `/api/operator/players/${op.user.id}/transactions?period=2y`, {
      token: op.token,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('suspending and reinstating', () => {
  it('refuses bad input, itself, an operator and the wrong state, and changes nothing', async () => {
    const p = await registerPlayer(t.app);
    for (const body of [null, {}, { reason: '' }, { reason: '   ' }, { reason: 7 }])
      expectError(await suspend(p.user.id, body), 'SUSPENSION_REASON_REQUIRED');
    const noBody = await api(t.app, 'POST', `/api/operator/players/${p.user.id}/suspension`, {
      token: op.token,
    });
    expect(noBody.statusCode).toBe(400);
    expectError(await suspend(p.user.id, { reason: 'x'.repeat(501) }), 'SUSPENSION_REASON_TOO_LONG');
    expect((await suspend(p.user.id, { reason: 'ok', extra: true })).statusCode).toBe(400);
    expectError(await suspend(2_000_000_000), 'USER_NOT_FOUND');
    expectError(await suspend(op.user.id), 'SUSPEND_SELF');
    const other = await registerOperator(t);
    expectError(await suspend(other.user.id), 'SUSPEND_OPERATOR');
    expectError(await reinstate(p.user.id), 'ACCOUNT_NOT_SUSPENDED');
    expectError(await reinstate(p.user.id, { reason: '' }), 'SUSPENSION_REASON_REQUIRED');
    expect((await care(p.user.id)).json<PlayerCareResponse>().player.suspension).toBeNull();
    expect((await api(t.app, 'GET', '/api/wallet', { token: p.token })).statusCode).toBe(200);
    expect(await linesOf(p.user.id)).toEqual([]);
    expect(await linesOf(other.user.id)).toEqual([]);
  });

  it('ends sessions and streams, refuses sign-in, holds withdrawals; reinstating undoes it', async () => {
    const p = await busyPlayer();
    const second = (await login(p.credentials.email, p.credentials.password)).json<{ token: string }>().token;
    const stream = await openStream(`${base}/api/me/events`, { authorization: `Bearer ${p.token}` });
    try {
      const res = await suspend(p.user.id, { reason: '  Chargeback under review  ' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<{ player: PlayerCareResponse['player'] }>().player.suspension).toMatchObject({
        byId: op.user.id,
        reason: 'Chargeback under review',
      });
      // The open page hears why, then its stream ends (the revocation, in the same transaction).
      await stream.ended;
      const { title, message } = catalogue.ACCOUNT_SUSPENDED;
      expect(stream.events.map((e) => [e.event, JSON.parse(e.data) as unknown])).toContainEqual([
        'account',
        { suspended: true, title, message },
      ]);
    } finally {
      await stream.close();
    }
    for (const token of [p.token, second])
      expectError(await api(t.app, 'GET', '/api/wallet', { token }), 'AUTH_REQUIRED');
    const again = await fetch(`${base}/api/me/events`, { headers: { authorization: `Bearer ${p.token}` } });
    expect(again.status).toBe(401);
    await again.body?.cancel();
    expectError(await login(p.credentials.email, p.credentials.password), 'ACCOUNT_SUSPENDED');
    // A wrong password is told nothing about the suspension.
    expectError(await login(p.credentials.email, 'not the password'), 'LOGIN_INCORRECT');
    const legacy = await t.app.inject({
      method: 'POST',
      url: '/public_api/auth/login.php',
      headers: { origin: OLD_CLIENT, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        email: p.credentials.email,
        password: p.credentials.password,
      }).toString(),
    });
    expectError(legacy, 'ACCOUNT_SUSPENDED');

    // Nothing deleted; the pending withdrawal is held: it cannot be paid out, and says so.
    const view = (await care(p.user.id)).json<PlayerCareResponse>();
    expect(view.balance).toEqual({ cashCents: 20_000, points: 0, pendingWithdrawalCents: 10_000 });
    expect(view.entriesTotal).toBe(1);
    expect(view.withdrawals[0]).toMatchObject({ status: 'pending', held: true });
    const queue = await api(t.app, 'GET', '/api/operator/withdrawals?status=pending', { token: op.token });
    expect(queue.json<{ withdrawals: { id: number; held: boolean }[] }>().withdrawals).toContainEqual(
      expect.objectContaining({ id: p.withdrawalId, held: true }),
    );
    const complete = () =>
      api(t.app, 'POST', `/api/operator/withdrawals/${p.withdrawalId}/complete`, { token: op.token });
    expectError(await complete(), 'WITHDRAWAL_HELD');
    expectError(await suspend(p.user.id), 'ACCOUNT_ALREADY_SUSPENDED');

    const back = await reinstate(p.user.id);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json<{ player: PlayerCareResponse['player'] }>().player.suspension).toBeNull();
    expectError(await reinstate(p.user.id), 'ACCOUNT_NOT_SUSPENDED');
    const signedIn = await login(p.credentials.email, p.credentials.password);
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json<{ token: string }>().token;
    expect((await api(t.app, 'GET', '/api/wallet', { token })).statusCode).toBe(200);
    expect((await complete()).statusCode).toBe(200);

    const lines = await linesOf(p.user.id);
    // (The withdrawal's decision is a line of its own target, the withdrawal.)
    expect(lines.map((l) => l.action)).toEqual([
      'account.reinstated',
      'account.suspended',
      'wallet.adjustment',
    ]);
    expect(lines[0]).toMatchObject({
      operatorId: op.user.id,
      action: 'account.reinstated',
      before: { suspended: true, reason: 'Chargeback under review', suspendedBy: op.user.id },
      after: { suspended: false, reason: 'Chargeback cleared' },
    });
    expect(lines[1]).toMatchObject({
      operatorId: op.user.id,
      action: 'account.suspended',
      before: { suspended: false },
      after: { suspended: true, reason: 'Chargeback under review' },
    });
  });

  it('a page opened after the reinstatement does not replay the suspension', async () => {
    const p = await registerPlayer(t.app);
    expect((await suspend(p.user.id)).statusCode).toBe(200);
    expect((await reinstate(p.user.id)).statusCode).toBe(200);
    const { token } = (await login(p.credentials.email, p.credentials.password)).json<{ token: string }>();
    const stream = await openStream(`${base}/api/me/events`, { authorization: `Bearer ${token}` });
    try {
      const suspendedEvents = stream.events.filter(
        (e) => e.event === 'account' && (JSON.parse(e.data) as { suspended: boolean }).suspended,
      );
      expect(suspendedEvents).toEqual([]);
    } finally {
      await stream.close();
    }
  });

  it('the database refuses a suspension without a reason, of oneself, or of an operator', async () => {
    const p = await registerPlayer(t.app);
    const db = t.database.db;
    const set = (id: number, values: Record<string, unknown>) =>
      db.updateTable('users').set(values).where('id', '=', id).execute();
    await expect(
      set(p.user.id, { suspended_at: new Date(), suspended_by: op.user.id }),
    ).rejects.toMatchObject({
      constraint: 'users_suspension_complete',
    });
    await expect(
      set(p.user.id, { suspended_at: new Date(), suspended_by: op.user.id, suspension_reason: ' ' }),
    ).rejects.toMatchObject({ constraint: 'users_suspension_reason_length' });
    await expect(
      set(p.user.id, { suspended_at: new Date(), suspended_by: p.user.id, suspension_reason: 'me' }),
    ).rejects.toMatchObject({ constraint: 'users_suspension_not_self' });
    const other = await registerOperator(t);
    await expect(
      set(other.user.id, { suspended_at: new Date(), suspended_by: op.user.id, suspension_reason: 'no' }),
    ).rejects.toMatchObject({ constraint: 'users_suspended_players_only' });
  });
});

import { catalogue, formatMessage, type MessageCode } from '@powerplay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createTestApp,
  registerOperator,
  registerPlayer,
  withdrawalBody,
  type TestApp,
} from '../../../test/helpers';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = (await registerOperator(t)).token;
});
afterAll(() => t.close());

function expectError(
  res: { statusCode: number; json: () => unknown },
  code: MessageCode,
  params?: Record<string, string>,
) {
  const e = catalogue[code];
  expect({ status: res.statusCode, body: res.json() }).toEqual({
    status: e.status,
    body: { error: { code, title: e.title, message: formatMessage(e.message, params) } },
  });
}

let keys = 0;
const key = () => `key-${Date.now()}-${++keys}`;
const credit = (userId: number, amountCents: number, kind: 'cash' | 'points' = 'cash') =>
  api(t.app, 'POST', '/api/operator/wallet/adjustments', {
    token: op,
    body: { userId, amountCents, kind, reason: 'Welcome bonus' },
  });

const withdraw = (token: string, body: object, k: string | null = key()) =>
  api(t.app, 'POST', '/api/wallet/withdrawals', { token, body, headers: k ? { 'idempotency-key': k } : {} });
const wallet = async (token: string) => (await api(t.app, 'GET', '/api/wallet', { token })).json<unknown>();

describe('operator adjustments', () => {
  it('credits cash and points through the ledger and refuses bad ones', async () => {
    const p = await registerPlayer(t.app);
    expect((await credit(p.user.id, 50_000)).statusCode).toBe(201);
    expect((await credit(p.user.id, 120, 'points')).statusCode).toBe(201);
    expect(await wallet(p.token)).toEqual({
      cashCents: 50_000,
      points: 120,
      pendingWithdrawalCents: 0,
      withdrawalMinimumCents: 10_000,
    });
    expectError(await credit(p.user.id, -60_000), 'ADJUSTMENT_OVER_BALANCE');
    expectError(await credit(p.user.id, 0), 'ADJUSTMENT_INVALID');
    expectError(await credit(p.user.id, 1.5), 'ADJUSTMENT_INVALID');
    expectError(await credit(999_999, 100), 'USER_NOT_FOUND');
    expectError(
      await api(t.app, 'POST', '/api/operator/wallet/adjustments', {
        token: p.token,
        body: { userId: p.user.id, amountCents: 100, kind: 'cash', reason: 'x' },
      }),
      'FORBIDDEN',
    );
    expect(await wallet(p.token)).toEqual({
      cashCents: 50_000,
      points: 120,
      pendingWithdrawalCents: 0,
      withdrawalMinimumCents: 10_000,
    });
  });
});

describe('withdrawals', () => {
  it('refuses a withdrawal id in any notation but plain digits: /0x10/cancel cancels nothing', async () => {
    const p = await registerPlayer(t.app);
    await credit(p.user.id, 25_000);
    const { withdrawal: w } = (await withdraw(p.token, withdrawalBody(10_000))).json<{
      withdrawal: { id: number };
    }>();
    const id = w.id;
    for (const notation of [
      `0x${id.toString(16)}`,
      `0b${id.toString(2)}`,
      `0o${id.toString(8)}`,
      `${id}.0`,
      `${id}e0`,
      `%20${id}`,
      `${id}%20`,
      `0${id}`,
      `+${id}`,
    ]) {
      const res = await api(t.app, 'POST', `/api/operator/withdrawals/${notation}/cancel`, { token: op });
      expect(res.statusCode, notation).toBe(404);
      expect(res.json<{ error: { code: string } }>().error.code).toBe('WITHDRAWAL_NOT_FOUND');
    }
    const pending = (
      await api(t.app, 'GET', '/api/operator/withdrawals?status=pending', { token: op })
    ).json<{ withdrawals: { id: number }[] }>();
    expect(pending.withdrawals.map((x) => x.id)).toContain(id);
    expect(
      (await api(t.app, 'GET', '/api/wallet/transactions?page=0x1', { token: p.token })).statusCode,
    ).toBe(400);
  });

  it('refuses a lone UTF-16 surrogate in a name or the address with 400, and holds nothing', async () => {
    const p = await registerPlayer(t.app);
    await credit(p.user.id, 25_000);
    for (const patch of [
      { firstName: 'Ann\ud800' },
      { addressLine1: '1 King St W \udc00' },
      { city: '\udbffToronto' },
    ]) {
      expectError(
        await withdraw(p.token, { ...withdrawalBody(10_000), ...patch }),
        'TEXT_INVALID_CHARACTERS',
      );
    }
    expect(await wallet(p.token)).toMatchObject({ cashCents: 25_000, pendingWithdrawalCents: 0 });
    // A real pair (an emoji) is a character like any other.
    expect(
      (await withdraw(p.token, { ...withdrawalBody(10_000), addressLine1: '1 King St W 🏠' })).statusCode,
    ).toBe(201);
  });

  it('holds the amount (Pending), then the operator completes it (Complete)', async () => {
    const p = await registerPlayer(t.app);
    await credit(p.user.id, 25_000);
    const res = await withdraw(p.token, withdrawalBody(10_000));
    expect(res.statusCode).toBe(201);
    const { withdrawal: w } = res.json<{ withdrawal: { id: number; status: string } }>();
    expect(w.status).toBe('pending');
    expect(await wallet(p.token)).toEqual({
      cashCents: 15_000,
      points: 0,
      pendingWithdrawalCents: 10_000,
      withdrawalMinimumCents: 10_000,
    });

    const pending = (
      await api(t.app, 'GET', '/api/operator/withdrawals?status=pending', { token: op })
    ).json<{ withdrawals: { id: number; playerName: string; playerEmail: string }[] }>();
    expect(pending.withdrawals.map((x) => x.id)).toContain(w.id);
    // The reviewer sees who asked, not only an id.
    expect(pending.withdrawals.find((x) => x.id === w.id)).toMatchObject({
      playerName: p.user.displayName,
      playerEmail: p.credentials.email,
    });
    const tx = (
      await api(t.app, 'GET', '/api/wallet/transactions?period=3m&status=pending', { token: p.token })
    ).json<{ transactions: { amount: number; status: string }[] }>();
    expect(tx.transactions).toEqual([expect.objectContaining({ amount: -10_000, status: 'pending' })]);

    expect(
      (await api(t.app, 'POST', `/api/operator/withdrawals/${w.id}/complete`, { token: op })).json(),
    ).toMatchObject({ withdrawal: { status: 'complete' } });
    expect(await wallet(p.token)).toEqual({
      cashCents: 15_000,
      points: 0,
      pendingWithdrawalCents: 0,
      withdrawalMinimumCents: 10_000,
    });
    const done = (
      await api(t.app, 'GET', '/api/wallet/transactions?status=complete', { token: p.token })
    ).json<{ transactions: { amount: number; kind: string }[] }>();
    expect(done.transactions.map((x) => [x.kind, x.amount])).toEqual([
      ['withdrawal_hold', -10_000],
      ['adjustment', 25_000],
    ]);
    expectError(
      await api(t.app, 'POST', `/api/operator/withdrawals/${w.id}/cancel`, { token: op }),
      'WITHDRAWAL_ALREADY_DECIDED',
    );
    // The player is told, once (the refused second decision tells nothing).
    const told = (await api(t.app, 'GET', '/api/notifications', { token: p.token })).json<{
      notifications: { kind: string; title: string; message: string; link: string }[];
    }>().notifications;
    expect(told).toEqual([
      expect.objectContaining({
        kind: 'withdrawal',
        title: 'Withdrawal paid',
        message: 'Your withdrawal of $100 is paid.',
        link: '/my-account/my-balance',
      }),
    ]);
  });

  it('returns the amount on cancel and on refund', async () => {
    const p = await registerPlayer(t.app);
    await credit(p.user.id, 30_000);
    for (const decision of ['cancel', 'refund']) {
      const { withdrawal: w } = (await withdraw(p.token, withdrawalBody(10_000))).json<{
        withdrawal: { id: number };
      }>();
      const res = await api(t.app, 'POST', `/api/operator/withdrawals/${w.id}/${decision}`, { token: op });
      expect(res.json()).toMatchObject({ withdrawal: { status: decision } });
    }
    expect(await wallet(p.token)).toEqual({
      cashCents: 30_000,
      points: 0,
      pendingWithdrawalCents: 0,
      withdrawalMinimumCents: 10_000,
    });
    const refunds = (
      await api(t.app, 'GET', '/api/wallet/transactions?status=refund', { token: p.token })
    ).json<{ transactions: { amount: number }[] }>();
    expect(refunds.transactions.map((x) => x.amount).sort()).toEqual([-10_000, 10_000]);
    expectError(
      await api(t.app, 'POST', '/api/operator/withdrawals/999999/complete', { token: op }),
      'WITHDRAWAL_NOT_FOUND',
    );
  });

  it('refuses below the minimum, over the balance, without terms, with a bad PayPal email, and changes nothing', async () => {
    const p = await registerPlayer(t.app);
    await credit(p.user.id, 15_000);
    expectError(await withdraw(p.token, withdrawalBody(9_999)), 'WITHDRAWAL_BELOW_MINIMUM', { min: '$100' });
    expectError(await withdraw(p.token, withdrawalBody(15_001)), 'WITHDRAWAL_OVER_BALANCE');
    expectError(
      await withdraw(p.token, { ...withdrawalBody(10_000), acceptedTerms: false }),
      'WITHDRAWAL_TERMS_REQUIRED',
    );
    expectError(
      await withdraw(p.token, { ...withdrawalBody(10_000), paypalEmail: 'me@paypal' }),
      'WITHDRAWAL_PAYPAL_INVALID',
    );
    expectError(
      await withdraw(p.token, { ...withdrawalBody(10_000), city: '' }),
      'WITHDRAWAL_FIELD_REQUIRED',
    );
    expectError(
      await withdraw(p.token, { ...withdrawalBody(10_000), dateOfBirth: '1990-13-45' }),
      'WITHDRAWAL_FIELD_REQUIRED',
    );
    // The form's lists are rules of the server too: a real country, a province of CA/US, a birth year
    // from 1930 to 2020.
    expectError(
      await withdraw(p.token, { ...withdrawalBody(10_000), country: 'XX' }),
      'WITHDRAWAL_FIELD_REQUIRED',
    );
    expectError(
      await withdraw(p.token, { ...withdrawalBody(10_000), province: 'ZZ' }),
      'WITHDRAWAL_FIELD_REQUIRED',
    );
    expectError(
      await withdraw(p.token, { ...withdrawalBody(10_000), dateOfBirth: '2021-01-01' }),
      'WITHDRAWAL_FIELD_REQUIRED',
    );
    expectError(
      await withdraw(p.token, { ...withdrawalBody(10_000), dateOfBirth: '1929-12-31' }),
      'WITHDRAWAL_FIELD_REQUIRED',
    );
    expectError(await withdraw(p.token, withdrawalBody(10_000), null), 'IDEMPOTENCY_KEY_REQUIRED');
    expectError(
      await api(t.app, 'POST', '/api/wallet/withdrawals', {
        body: withdrawalBody(10_000),
        headers: { 'idempotency-key': key() },
      }),
      'AUTH_REQUIRED',
    );
    expect(await wallet(p.token)).toEqual({
      cashCents: 15_000,
      points: 0,
      pendingWithdrawalCents: 0,
      withdrawalMinimumCents: 10_000,
    });
  });

  it('pays out to any country of the world, with its own region name', async () => {
    const p = await registerPlayer(t.app);
    await credit(p.user.id, 10_000);
    const res = await withdraw(p.token, {
      ...withdrawalBody(10_000),
      country: 'FR',
      province: 'Île-de-France',
    });
    expect(res.statusCode).toBe(201);
  });

  it('answers a replay with the first answer and refuses the key with another body', async () => {
    const p = await registerPlayer(t.app);
    await credit(p.user.id, 50_000);
    const k = key();
    const first = await withdraw(p.token, withdrawalBody(10_000), k);
    const again = await withdraw(p.token, withdrawalBody(10_000), k);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expectError(await withdraw(p.token, withdrawalBody(20_000), k), 'IDEMPOTENCY_KEY_REUSED');
    expect(await wallet(p.token)).toEqual({
      cashCents: 40_000,
      points: 0,
      pendingWithdrawalCents: 10_000,
      withdrawalMinimumCents: 10_000,
    });
  });

  it('accepts exactly 5 of 20 simultaneous $100 withdrawals against $500', async () => {
    const p = await registerPlayer(t.app);
    await credit(p.user.id, 50_000);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => withdraw(p.token, withdrawalBody(10_000))),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
    for (const r of results.filter((x) => x.statusCode !== 201)) expectError(r, 'WITHDRAWAL_OVER_BALANCE');
    expect(await wallet(p.token)).toEqual({
      cashCents: 0,
      points: 0,
      pendingWithdrawalCents: 50_000,
      withdrawalMinimumCents: 10_000,
    });
  });
});

describe('transactions', () => {
  it('filters by period and pages newest first', async () => {
    const p = await registerPlayer(t.app);
    for (let i = 1; i <= 23; i++) await credit(p.user.id, i * 100);
    const page1 = (await api(t.app, 'GET', '/api/wallet/transactions?period=1y', { token: p.token })).json<{
      transactions: { amount: number }[];
      total: number;
      pageSize: number;
    }>();
    expect(page1.total).toBe(23);
    expect(page1.transactions).toHaveLength(20);
    expect(page1.transactions[0]!.amount).toBe(2300);
    const page2 = (
      await api(t.app, 'GET', '/api/wallet/transactions?period=1y&page=2', { token: p.token })
    ).json<{ transactions: unknown[] }>();
    expect(page2.transactions).toHaveLength(3);
    expect(
      (await api(t.app, 'GET', '/api/wallet/transactions?period=2y', { token: p.token })).statusCode,
    ).toBe(400);
    expect(
      (await api(t.app, 'GET', '/api/wallet/transactions?status=lost', { token: p.token })).statusCode,
    ).toBe(400);
  });
});

describe('withdrawal minimum from configuration', () => {
  it('shows the configured minimum with the balance and enforces it', async () => {
    const other = await createTestApp({ env: { WITHDRAWAL_MIN_CENTS: '2500' } });
    try {
      const operator = (await registerOperator(other)).token;
      const p = await registerPlayer(other.app);
      await api(other.app, 'POST', '/api/operator/wallet/adjustments', {
        token: operator,
        body: { userId: p.user.id, amountCents: 5_000, kind: 'cash', reason: 'Prize' },
      });
      expect((await api(other.app, 'GET', '/api/wallet', { token: p.token })).json()).toEqual({
        cashCents: 5_000,
        points: 0,
        pendingWithdrawalCents: 0,
        withdrawalMinimumCents: 2_500,
      });
      const send = (amountCents: number) =>
        api(other.app, 'POST', '/api/wallet/withdrawals', {
          token: p.token,
          body: withdrawalBody(amountCents),
          headers: { 'idempotency-key': key() },
        });
      expectError(await send(2_499), 'WITHDRAWAL_BELOW_MINIMUM', { min: '$25' });
      expect((await send(2_500)).statusCode).toBe(201);
    } finally {
      await other.close();
    }
  });
});

import { catalogue, formatMessage, type MessageCode } from '@powerplay/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, registerOperator, registerPlayer, type TestApp } from '../../../test/helpers';

let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp();
  op = (await registerOperator(t)).token;
});
afterAll(() => t.close());

const expectCode = (res: { statusCode: number; json: () => unknown }, code: MessageCode) => {
  expect(res.statusCode).toBe(catalogue[code].status);
  expect((res.json() as { error: { code: string } }).error.code).toBe(code);
};
const credit = (userId: number, amountCents: number) =>
  api(t.app, 'POST', '/api/operator/wallet/adjustments', {
    token: op,
    body: { userId, amountCents, kind: 'cash', reason: 'Top-up' },
  });
const order = (token: string, productIds: unknown, k = `o-${Math.random()}`) =>
  api(t.app, 'POST', '/api/store/orders', { token, body: { productIds }, headers: { 'idempotency-key': k } });
/** The products as the store service lists them (GET /api/store/products serves them from memory). */
const listed = async () => (await t.services.store.products()).products;

/**
 * Runs `body` while basketball and football have no contests, as before they had: none of their game
 * types plays by a rule. Their rules are given back afterwards.
 */
async function withoutQuarterContests(body: () => Promise<void>) {
  const db = t.database.db;
  const types = await db
    .selectFrom('sports_game_types')
    .select(['id', 'rule'])
    .where('sport_id', 'in', [3, 4])
    .execute();
  expect(types.filter((g) => g.rule !== null).length).toBeGreaterThan(0);
  await db.updateTable('sports_game_types').set({ rule: null }).where('sport_id', 'in', [3, 4]).execute();
  try {
    await body();
  } finally {
    for (const g of types)
      await db.updateTable('sports_game_types').set({ rule: g.rule }).where('id', '=', g.id).execute();
  }
}

describe('store', () => {
  it('lists Super Elite and two Basic plans per sport, on sale only for the sports with contests', async () => {
    const { products } = (await api(t.app, 'GET', '/api/store/products')).json<{
      products: {
        id: string;
        priceCents: number;
        sport: string;
        subscriptionIds: number[];
        onSale: boolean;
      }[];
    }>();
    expect(products[0]).toMatchObject({
      id: 'super-elite',
      priceCents: 4000,
      period: 'once',
      subscriptionIds: [7, 10, 13, 16],
      onSale: true,
    });
    for (const sport of ['football', 'baseball', 'hockey', 'basketball']) {
      const plans = products.filter((p) => p.sport === sport);
      expect(plans.map((p) => p.priceCents)).toEqual([1300, 2000]);
      // Basketball and football have contests too (High 5, Zones, Pick 5, Brackets).
      expect(plans.map((p) => p.onSale)).toEqual([true, true]);
    }
    // A sport without contests (docs/game-rules-deviations.md) has its plans listed but not on sale.
    await withoutQuarterContests(async () => {
      for (const p of await listed())
        expect([p.id, p.onSale]).toEqual([
          p.id,
          p.sport === 'all' || p.sport === 'baseball' || p.sport === 'hockey',
        ]);
    });
    expect((await listed()).every((p) => p.onSale)).toBe(true);
  });

  it('refuses a plan of a sport without contests, and Super Elite with a plan it includes', async () => {
    const p = await registerPlayer(t.app);
    await credit(p.user.id, 10_000);
    // Basketball and football as they were before: no contests.
    await withoutQuarterContests(async () => {
      const notOnSale = await order(p.token, ['hockey-basic-13', 'basketball-basic-20']);
      expectCode(notOnSale, 'STORE_PLAN_NOT_ON_SALE');
      expect(notOnSale.json<{ error: { message: string } }>().error.message).toBe(
        formatMessage(catalogue.STORE_PLAN_NOT_ON_SALE.message, {
          plan: 'Basketball Basic Plus',
          sport: 'basketball',
        }),
      );
      expectCode(await order(p.token, ['football-basic-13']), 'STORE_PLAN_NOT_ON_SALE');
    });
    const both = await order(p.token, ['super-elite', 'hockey-basic-13', 'baseball-basic-20']);
    expectCode(both, 'STORE_SUPER_ELITE_INCLUDES_PLANS');
    expect(both.json<{ error: { message: string } }>().error.message).toBe(
      'Super Elite already includes every sport plan: remove Hockey Basic, Baseball Basic Plus from your cart. Nothing was charged.',
    );
    // Nothing charged, nothing granted.
    expect((await api(t.app, 'GET', '/api/wallet', { token: p.token })).json()).toMatchObject({
      cashCents: 10_000,
    });
    expect((await api(t.app, 'GET', '/api/auth/me', { token: p.token })).json()).toMatchObject({
      user: { club: 'basic' },
    });
  });

  it('pays from cash, sets the club, and never charges twice for one checkout', async () => {
    const p = await registerPlayer(t.app);
    await credit(p.user.id, 6000);
    const k = 'checkout-1';
    const results = await Promise.all(Array.from({ length: 10 }, () => order(p.token, ['super-elite'], k)));
    expect(results.every((r) => r.statusCode === 201)).toBe(true);
    expect(new Set(results.map((r) => r.json<{ order: { id: number } }>().order.id)).size).toBe(1);
    expect(results[0]!.json()).toMatchObject({ order: { totalCents: 4000, status: 'paid' } });
    expect((await api(t.app, 'GET', '/api/wallet', { token: p.token })).json()).toMatchObject({
      cashCents: 2000,
    });
    expect((await api(t.app, 'GET', '/api/auth/me', { token: p.token })).json()).toMatchObject({
      user: { club: 'super_elite' },
    });
  });

  it('refuses a cart the balance cannot pay, and charges nothing', async () => {
    const p = await registerPlayer(t.app);
    await credit(p.user.id, 1000);
    expectCode(await order(p.token, ['hockey-basic-13']), 'STORE_INSUFFICIENT_FUNDS');
    expectCode(await order(p.token, []), 'STORE_EMPTY_CART');
    expectCode(await order(p.token, ['nope']), 'STORE_UNKNOWN_PRODUCT');
    expectCode(
      await api(t.app, 'POST', '/api/store/orders', {
        token: p.token,
        body: { productIds: ['hockey-basic-13'] },
      }),
      'IDEMPOTENCY_KEY_REQUIRED',
    );
    expect((await api(t.app, 'GET', '/api/wallet', { token: p.token })).json()).toMatchObject({
      cashCents: 1000,
    });
    expect((await api(t.app, 'GET', '/api/auth/me', { token: p.token })).json()).toMatchObject({
      user: { club: 'basic' },
    });
  });
});

describe('profile and password', () => {
  it('edits names and email, keeps the display name', async () => {
    const p = await registerPlayer(t.app);
    const other = await registerPlayer(t.app);
    const res = await api(t.app, 'PATCH', '/api/account/profile', {
      token: p.token,
      body: { firstName: 'Ann', lastName: 'Lee', displayName: 'Hacker' },
    });
    expect(res.json()).toMatchObject({
      profile: { firstName: 'Ann', lastName: 'Lee', displayName: p.credentials.displayName },
    });
    expectCode(
      await api(t.app, 'PATCH', '/api/account/profile', {
        token: p.token,
        body: { email: other.credentials.email.toUpperCase() },
      }),
      'EMAIL_TAKEN',
    );
    expectCode(
      await api(t.app, 'PATCH', '/api/account/profile', { token: p.token, body: { email: 'bad' } }),
      'REGISTER_EMAIL_INVALID',
    );
    expectCode(
      await api(t.app, 'PATCH', '/api/account/profile', { token: p.token, body: { firstName: ' ' } }),
      'PROFILE_NAME_REQUIRED',
    );
  });

  it('needs the current password and signs out the other sessions', async () => {
    const p = await registerPlayer(t.app);
    const second = (
      await api(t.app, 'POST', '/api/auth/login', {
        body: { login: p.credentials.email, password: p.credentials.password },
      })
    ).json<{ token: string }>().token;
    expectCode(
      await api(t.app, 'POST', '/api/account/password', {
        token: p.token,
        body: { currentPassword: 'wrong one', newPassword: 'brand new pass' },
      }),
      'PASSWORD_CURRENT_WRONG',
    );
    expectCode(
      await api(t.app, 'POST', '/api/account/password', {
        token: p.token,
        body: { currentPassword: p.credentials.password, newPassword: 'short' },
      }),
      'REGISTER_PASSWORD_TOO_SHORT',
    );
    expect(
      (
        await api(t.app, 'POST', '/api/account/password', {
          token: p.token,
          body: { currentPassword: p.credentials.password, newPassword: 'brand new pass' },
        })
      ).statusCode,
    ).toBe(204);
    expect((await api(t.app, 'GET', '/api/auth/me', { token: p.token })).statusCode).toBe(200);
    expect((await api(t.app, 'GET', '/api/auth/me', { token: second })).statusCode).toBe(401);
    expect(
      (
        await api(t.app, 'POST', '/api/auth/login', {
          body: { login: p.credentials.email, password: 'brand new pass' },
        })
      ).statusCode,
    ).toBe(200);
  });
});

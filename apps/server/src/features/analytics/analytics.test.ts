import {
  catalogue,
  operatorAnalyticsResponseSchema,
  type MessageCode,
  type OperatorAnalyticsResponse,
} from '@powerplay/contracts';
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
import { ledgerKey } from '../ledger';
import { daysOf } from './service';

let t: TestApp;
let op: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  op = await registerOperator(t);
});
afterAll(() => t?.close());

/** A New York day `offset` days from now, as `YYYY-MM-DD`. */
const nyDay = (offset = 0) =>
  new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
// Yesterday to tomorrow: what the test creates falls inside even when it runs across a midnight.
const RANGE = `from=${nyDay(-1)}&to=${nyDay(1)}`;

async function dashboard(query = RANGE): Promise<OperatorAnalyticsResponse> {
  const res = await api(t.app, 'GET', `/api/operator/analytics?${query}`, { token: op.token });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return operatorAnalyticsResponseSchema.strict().parse(res.json());
}

function expectError(res: { statusCode: number; json: () => unknown }, code: MessageCode) {
  const e = catalogue[code];
  expect({ status: res.statusCode, body: res.json() }).toEqual({
    status: e.status,
    body: { error: { code, title: e.title, message: e.message } },
  });
}

describe('GET /api/operator/analytics', () => {
  it('answers an anonymous caller 401 and a player 403, whatever the range', async () => {
    const player = await registerPlayer(t.app);
    for (const query of [RANGE, 'from=bogus', '', 'from=2026-01-01&to=2020-01-01']) {
      const url = `/api/operator/analytics?${query}`;
      expectError(await api(t.app, 'GET', url), 'AUTH_REQUIRED');
      expectError(await api(t.app, 'GET', url, { token: player.token }), 'FORBIDDEN');
    }
  });

  it('refuses a bad range with the catalogue’s message', async () => {
    const bad = (query: string) => api(t.app, 'GET', `/api/operator/analytics?${query}`, { token: op.token });
    for (const query of [
      '',
      'from=2026-11-01',
      'to=2026-11-01',
      'from=2026-11-02&to=2026-11-01',
      'from=2026-02-30&to=2026-03-01',
      'from=2026-11-01T00:00:00Z&to=2026-11-02',
      'from=20261101&to=20261102',
      'from=2026-11-01&to=2026-11-01&from=2026-10-01',
    ])
      expectError(await bad(query), 'ANALYTICS_RANGE_INVALID');
    expectError(await bad('from=2025-11-01&to=2026-11-02'), 'ANALYTICS_RANGE_TOO_LONG');
    // 366 days is the most: a leap year, both ends included.
    const year = await dashboard('from=2024-01-01&to=2024-12-31');
    expect(year.days).toHaveLength(366);
    expect(year.days[0]?.day).toBe('2024-01-01');
    expect(year.days.at(-1)?.day).toBe('2024-12-31');
  });

  it('counts exactly what was created: players, entries, a powerplay, a prize, an order, a withdrawal', async () => {
    const before = await dashboard();

    const a = await registerPlayer(t.app);
    const b = await registerPlayer(t.app);
    const gameId = await scheduleLotteryGame(t.app, op.token, new Date());
    const entered = await api(t.app, 'PUT', `/api/lottery/games/${gameId}/picks`, {
      token: a.token,
      body: { numbers: [1, 2, 3, 4, 5, 6, 7] },
    });
    expect(entered.statusCode, entered.body).toBe(200);
    const entryId = (
      await t.database.db
        .selectFrom('entries')
        .select('id')
        .where('user_id', '=', a.user.id)
        .executeTakeFirstOrThrow()
    ).id;
    // One use of Increase (4) and a prize, through the services every game uses.
    await t.database.db.transaction().execute(async (trx) => {
      await t.services.powerplays.spend(trx, {
        entryId,
        at: new Date(),
        context: {},
        usedUp: 'SPORTS_POWERPLAY_USED_UP',
        decide: () => ({ use: { powerplayId: 4, undoes: null, before: [1], after: [2] } }),
      });
      for (const [currency, amount] of [
        ['cash', 1_234],
        ['points', 50],
      ] as const)
        await t.services.ledger.credit(trx, {
          userId: a.user.id,
          currency,
          amount,
          kind: 'prize',
          reference: `lottery:${gameId}`,
          description: 'Prize',
          key: ledgerKey('lottery-prize', entryId, currency),
        });
    });
    // B is topped up by an operator (an adjustment: not revenue), buys a plan and asks for a withdrawal.
    const topUp = await api(t.app, 'POST', '/api/operator/wallet/adjustments', {
      token: op.token,
      body: { userId: b.user.id, amountCents: 50_000, kind: 'cash', reason: 'Top-up' },
    });
    expect(topUp.statusCode).toBe(201);
    const product = (await t.services.store.products()).products.find((p) => p.onSale)!;
    const ordered = await api(t.app, 'POST', '/api/store/orders', {
      token: b.token,
      body: { productIds: [product.id] },
      headers: { 'idempotency-key': 'analytics-order-1' },
    });
    expect(ordered.statusCode, ordered.body).toBe(201);
    const withdrawn = await api(t.app, 'POST', '/api/wallet/withdrawals', {
      token: b.token,
      body: withdrawalBody(10_000),
      headers: { 'idempotency-key': 'analytics-withdrawal-1' },
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(201);

    const after = await dashboard();
    const moved = (f: (r: OperatorAnalyticsResponse) => number) => f(after) - f(before);
    expect(moved((r) => r.totals.registered)).toBe(2);
    expect(moved((r) => r.totals.playersAllTime)).toBe(2);
    const active = (r: OperatorAnalyticsResponse) => r.days.reduce((s, d) => s + d.active, 0);
    expect(moved(active)).toBe(1);
    expect(after.totals.peakActive).toBe(Math.max(...after.days.map((d) => d.active)));
    expect(moved((r) => r.totals.entries.lottery)).toBe(1);
    expect(moved((r) => r.totals.entries.all)).toBe(1);
    expect(moved((r) => r.totals.entries.sports + r.totals.entries.draft + r.totals.entries.fantasy)).toBe(0);
    expect(moved((r) => r.totals.powerplayUses)).toBe(1);
    const increase = (r: OperatorAnalyticsResponse) =>
      r.powerplaysByKind.find((k) => k.game === 'lottery' && k.powerplayId === 4)?.uses ?? 0;
    expect(moved(increase)).toBe(1);
    expect(after.powerplaysByKind).toContainEqual(
      expect.objectContaining({ game: 'lottery', powerplayId: 4, name: 'Increase' }),
    );
    expect(moved((r) => r.totals.prizesCents)).toBe(1_234);
    expect(moved((r) => r.totals.prizePoints)).toBe(50);
    expect(moved((r) => r.totals.storeOrders)).toBe(1);
    expect(moved((r) => r.totals.storeRevenueCents)).toBe(product.priceCents);
    expect(moved((r) => r.totals.withdrawals.requested)).toBe(1);
    expect(moved((r) => r.totals.withdrawals.requestedCents)).toBe(10_000);
    expect(moved((r) => r.totals.withdrawals.pendingCents)).toBe(10_000);
    expect(moved((r) => r.totals.withdrawals.paidCents)).toBe(0);

    // Today's row holds them (New York day), and the days add up to the totals.
    const today = (r: OperatorAnalyticsResponse) => r.days.find((d) => d.day === nyDay())!;
    expect(today(after).registered - today(before).registered).toBe(2);
    expect(today(after).entries.lottery - today(before).entries.lottery).toBe(1);
    expect(today(after).storeRevenueCents - today(before).storeRevenueCents).toBe(product.priceCents);
    expect(after.days.map((d) => d.day)).toEqual([nyDay(-1), nyDay(), nyDay(1)]);
    expect(after.days.reduce((s, d) => s + d.prizesCents, 0)).toBe(after.totals.prizesCents);

    // A second entry by the same player that day: one more entry, not one more active player.
    const second = await scheduleLotteryGame(t.app, op.token, new Date());
    await api(t.app, 'PUT', `/api/lottery/games/${second}/picks`, {
      token: a.token,
      body: { numbers: [8, 9, 10, 11, 12, 13, 14] },
    });
    const again = await dashboard();
    expect(again.totals.entries.lottery - after.totals.entries.lottery).toBe(1);
    expect(active(again)).toBe(active(after));
  });

  it('counts parallel registrations and entries once each (the rollup’s counters under concurrency)', async () => {
    const before = await dashboard();
    const players = await Promise.all(Array.from({ length: 8 }, () => registerPlayer(t.app)));
    const gameId = await scheduleLotteryGame(t.app, op.token, new Date());
    const saved = await Promise.all(
      players.map((p) =>
        api(t.app, 'PUT', `/api/lottery/games/${gameId}/picks`, {
          token: p.token,
          body: { numbers: [1, 2, 3, 4, 5, 6, 7] },
        }),
      ),
    );
    expect(saved.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const after = await dashboard();
    expect(after.totals.registered - before.totals.registered).toBe(8);
    expect(after.totals.entries.lottery - before.totals.entries.lottery).toBe(8);
    const active = (r: OperatorAnalyticsResponse) => r.days.reduce((s, d) => s + d.active, 0);
    expect(active(after) - active(before)).toBe(8);
  });

  it('says what is live now: this process’s watchers, the running draws and the next start', async () => {
    const r = await dashboard();
    expect(r.live).toMatchObject({ scope: 'process', watchers: 0, lotteryDraws: [], sportsGameSets: [] });
    // The draws the previous test scheduled start within the hour.
    expect(Date.parse(r.live.nextStartAt!)).toBeGreaterThan(Date.now());
    expect(r.timeZone).toBe('America/New_York');
  });

  it('lists every day of a range, before anything happened as zeros', async () => {
    const r = await dashboard('from=2001-03-01&to=2001-03-03');
    expect(r.days.map((d) => d.day)).toEqual(['2001-03-01', '2001-03-02', '2001-03-03']);
    expect(r.totals).toMatchObject({ registered: 0, peakActive: 0, powerplayUses: 0, prizesCents: 0 });
    expect(daysOf('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    // Across the autumn clock change in New York, days stay days.
    expect(daysOf('2026-10-31', '2026-11-02')).toHaveLength(3);
  });
});

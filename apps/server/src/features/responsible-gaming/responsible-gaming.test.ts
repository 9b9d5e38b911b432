import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClock } from '../../platform/clock';
import {
  api,
  createTestApp,
  registerOperator,
  registerPlayer,
  scheduleLotteryGame,
  type TestApp,
} from '../../../test/helpers';

const clock = fakeClock('2026-11-22T12:00:00Z');
let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp({ clock });
  op = (await registerOperator(t)).token;
});
afterAll(() => t.close());

const game = () => scheduleLotteryGame(t.app, op, clock.now());
const enter = (token: string, id: number) =>
  api(t.app, 'PUT', `/api/lottery/games/${id}/picks`, { token, body: { numbers: [1, 2, 3, 4, 5, 6, 7] } });
const code = (res: { json: () => unknown }) => (res.json() as { error?: { code: string } }).error?.code;

describe('limits', () => {
  it('applies a lower entry limit at once and a higher one after 48 hours', async () => {
    const p = await registerPlayer(t.app);
    const set = await api(t.app, 'PUT', '/api/account/responsible-gaming/limits', {
      token: p.token,
      body: { dailyEntries: 1 },
    });
    expect(set.json()).toMatchObject({ limits: { dailyEntries: 1 }, pending: [] });
    expect((await enter(p.token, await game())).statusCode).toBe(200);
    const blocked = await enter(p.token, await game());
    expect(code(blocked)).toBe('LIMIT_REACHED');
    expect(blocked.json<{ error: { message: string } }>().error.message).toBe(
      'This would go over the daily entry limit you set for yourself.',
    );

    const raised = await api(t.app, 'PUT', '/api/account/responsible-gaming/limits', {
      token: p.token,
      body: { dailyEntries: 5 },
    });
    expect(raised.json()).toMatchObject({
      limits: { dailyEntries: 1 },
      pending: [{ key: 'dailyEntries', value: 5, effectiveAt: '2026-11-24T12:00:00.000Z' }],
    });
    expect(code(await enter(p.token, await game()))).toBe('LIMIT_REACHED');
    clock.advance(48 * 3600_000);
    expect((await enter(p.token, await game())).statusCode).toBe(200);
    clock.set('2026-11-22T12:00:00Z');
  });

  it('limits store spending', async () => {
    const p = await registerPlayer(t.app);
    await api(t.app, 'POST', '/api/operator/wallet/adjustments', {
      token: op,
      body: { userId: p.user.id, amountCents: 10_000, kind: 'cash', reason: 'x' },
    });
    await api(t.app, 'PUT', '/api/account/responsible-gaming/limits', {
      token: p.token,
      body: { weeklySpendCents: 2000 },
    });
    const buy = (id: string) =>
      api(t.app, 'POST', '/api/store/orders', {
        token: p.token,
        body: { productIds: [id] },
        headers: { 'idempotency-key': `${id}-${p.user.id}` },
      });
    expect((await buy('hockey-basic-13')).statusCode).toBe(201);
    expect(code(await buy('baseball-basic-13'))).toBe('LIMIT_REACHED');
    expect((await api(t.app, 'GET', '/api/wallet', { token: p.token })).json()).toMatchObject({
      cashCents: 8700,
    });
  });

  it('refuses unknown keys and negative values', async () => {
    const p = await registerPlayer(t.app);
    expect(
      (
        await api(t.app, 'PUT', '/api/account/responsible-gaming/limits', {
          token: p.token,
          body: { dailyEntries: -1 },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await api(t.app, 'PUT', '/api/account/responsible-gaming/limits', {
          token: p.token,
          body: { hourly: 1 },
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('self-exclusion', () => {
  it('blocks entering a game and spending until it ends; editing is not entering', async () => {
    const p = await registerPlayer(t.app);
    const first = await game();
    expect((await enter(p.token, first)).statusCode).toBe(200);
    const res = await api(t.app, 'POST', '/api/account/responsible-gaming/self-exclusion', {
      token: p.token,
      body: { period: '24h' },
    });
    expect(res.json()).toMatchObject({
      selfExcludedUntil: '2026-11-23T12:00:00.000Z',
      permanentlyExcluded: false,
    });
    const blocked = await enter(p.token, await game());
    expect(code(blocked)).toBe('SELF_EXCLUDED');
    expect(blocked.json<{ error: { message: string } }>().error.message).toContain('Nov 23, 2026');
    const order = await api(t.app, 'POST', '/api/store/orders', {
      token: p.token,
      body: { productIds: ['super-elite'] },
      headers: { 'idempotency-key': 'x' },
    });
    expect(code(order)).toBe('SELF_EXCLUDED');
    clock.advance(24 * 3600_000 + 1);
    expect((await enter(p.token, await game())).statusCode).toBe(200);
    clock.set('2026-11-22T12:00:00Z');
  });

  it('permanent exclusion never ends', async () => {
    const p = await registerPlayer(t.app);
    const res = await api(t.app, 'POST', '/api/account/responsible-gaming/self-exclusion', {
      token: p.token,
      body: { period: 'permanent' },
    });
    expect(res.json()).toMatchObject({ selfExcludedUntil: null, permanentlyExcluded: true });
    clock.advance(20 * 86_400_000);
    expect(code(await enter(p.token, await game()))).toBe('SELF_EXCLUDED');
    clock.set('2026-11-22T12:00:00Z');
  });
});

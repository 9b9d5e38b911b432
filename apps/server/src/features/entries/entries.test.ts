import { catalogue, type MessageCode } from '@powerplay/contracts';
import type { Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  createTestApp,
  registerOperator,
  registerPlayer,
  scheduleLotteryGame,
  type TestApp,
} from '../../../test/helpers';
import type { DB } from '../../db/schema';
import { fakeClock } from '../../platform/clock';
import type { ContestRef } from './service';

// Mid-month in New York, so a month's allowance is counted within one calendar month.
const clock = fakeClock('2026-11-15T17:00:00Z');
let t: TestApp;
let op: string;
beforeAll(async () => {
  t = await createTestApp({ clock });
  op = (await registerOperator(t)).token;
});
afterAll(() => t.close());

const errorCode = (res: { json: () => unknown }) => (res.json() as { error?: { code: string } }).error?.code;
const refusalOf = async (p: Promise<unknown>) => {
  try {
    await p;
    return null;
  } catch (err) {
    return (err as { code?: MessageCode }).code ?? err;
  }
};
const enter = (userId: number, contest: ContestRef) =>
  t.database.db
    .transaction()
    .execute((trx: Transaction<DB>) => t.services.entries.enter(trx, userId, contest));
const entriesOf = async (userId: number) =>
  (await t.database.db.selectFrom('entries').select('contest_kind').where('user_id', '=', userId).execute())
    .length;

const lotteryGame = () => scheduleLotteryGame(t.app, op, clock.now());
const credit = (userId: number, amountCents: number) =>
  api(t.app, 'POST', '/api/operator/wallet/adjustments', {
    token: op,
    body: { userId, amountCents, kind: 'cash', reason: 'Top-up' },
  });

describe('one entry check for every contest', () => {
  it('counts lottery and sports entries (fantasy hockey among them) against the same daily limit', async () => {
    const p = await registerPlayer(t.app);
    await api(t.app, 'PUT', '/api/account/responsible-gaming/limits', {
      token: p.token,
      body: { dailyEntries: 1 },
    });
    const picks = await api(t.app, 'PUT', `/api/lottery/games/${await lotteryGame()}/picks`, {
      token: p.token,
      body: { numbers: [1, 2, 3, 4, 5, 6, 7] },
    });
    expect(picks.statusCode).toBe(200);
    expect(
      await refusalOf(enter(p.user.id, { kind: 'sports', id: 1, sport: 'hockey', eligibility: 'ALL' })),
    ).toBe('LIMIT_REACHED');
    expect(await entriesOf(p.user.id)).toBe(1);
  });

  it('refuses a self-excluded player in a sports contest too', async () => {
    const p = await registerPlayer(t.app);
    await api(t.app, 'POST', '/api/account/responsible-gaming/self-exclusion', {
      token: p.token,
      body: { period: '24h' },
    });
    expect(
      await refusalOf(enter(p.user.id, { kind: 'sports', id: 1, sport: 'hockey', eligibility: 'ALL' })),
    ).toBe('SELF_EXCLUDED');
    expect(await entriesOf(p.user.id)).toBe(0);
  });

  it('uses the club intent: ELITE admits elite and super elite, with the spec message', async () => {
    const p = await registerPlayer(t.app);
    expect(
      await refusalOf(enter(p.user.id, { kind: 'sports', id: 1, sport: 'hockey', eligibility: 'ELITE' })),
    ).toBe('CLUB_NOT_ELIGIBLE');
    expect(catalogue.CLUB_NOT_ELIGIBLE.message).toBe(
      'You are not eligible to enter This game. Please Increase your points to upgrade your Club.',
    );
    await credit(p.user.id, 2000);
    const bought = await api(t.app, 'POST', '/api/store/orders', {
      token: p.token,
      body: { productIds: ['hockey-basic-20'] },
      headers: { 'idempotency-key': `elite-${p.user.id}` },
    });
    expect(bought.statusCode).toBe(201);
    expect(
      await enter(p.user.id, { kind: 'sports', id: 1, sport: 'hockey', eligibility: 'ELITE' }),
    ).toMatchObject({
      created: true,
    });
    expect(await refusalOf(enter(p.user.id, { kind: 'sports', id: 2, eligibility: 'SUPER ELITE' }))).toBe(
      'CLUB_NOT_ELIGIBLE',
    );
  });

  it('refuses a player outside the contest territory with its texts', async () => {
    const p = await registerPlayer(t.app, { country: 'CA', province: 'QC' });
    const territory = {
      rule: { countries: ['CA', 'US'], excluded: [{ country: 'CA', province: 'QC' }] },
      game: 'Elite 8',
      region: () => 'Quebec',
    };
    const refused = enter(p.user.id, { kind: 'lottery', id: 999_001, territory });
    await expect(refused).rejects.toMatchObject({ code: 'TERRITORY_NOT_ALLOWED' });
    await expect(refused).rejects.toMatchObject({ params: { game: 'Elite 8', region: 'Quebec' } });
    const ontario = await registerPlayer(t.app, { country: 'CA', province: 'ON' });
    expect(await enter(ontario.user.id, { kind: 'lottery', id: 999_001, territory })).toMatchObject({
      created: true,
    });
  });

  it('Elite 8 refuses a Quebec player: "Elite 8 is not open to residents of Quebec."', async () => {
    const res = await api(t.app, 'POST', '/api/operator/lottery/games', {
      token: op,
      body: {
        gameType: 'elite8',
        startAt: new Date(clock.now().getTime() + 86_400_000).toISOString(),
        ballIntervalSeconds: 60,
        delaySeconds: 10,
        finalWindowSeconds: 12,
      },
    });
    const { id } = res.json<{ game: { id: number } }>().game;
    const save = (token: string, skillAnswer?: number) =>
      api(t.app, 'PUT', `/api/lottery/games/${id}/picks`, {
        token,
        body: { numbers: [1, 2, 3, 4, 5, 6, 7, 8], skillAnswer },
      });
    const quebec = await registerPlayer(t.app, { country: 'CA', province: 'QC' });
    const refused = await save(quebec.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      error: { code: 'TERRITORY_NOT_ALLOWED', message: 'Elite 8 is not open to residents of Quebec.' },
    });
    expect(await entriesOf(quebec.user.id)).toBe(0);
    // A New York player enters, answering Elite 8's skill-testing question (docs/rules/lottery.md).
    const ny = await registerPlayer(t.app, { country: 'US', province: 'NY' });
    const { skillQuestion } = (
      await api(t.app, 'GET', `/api/lottery/games/${id}/entry`, { token: ny.token })
    ).json<{
      skillQuestion: string;
    }>();
    const [, a, b, c, d] = /^(\d+) × (\d+) \+ (\d+) − (\d+)$/.exec(skillQuestion)!.map(Number);
    expect((await save(ny.token, a! * b! + c! - d!)).statusCode).toBe(200);
  });

  it('allows 3 contests of a sport a month without a plan, 10 more with a Basic plan, then refuses', async () => {
    const p = await registerPlayer(t.app);
    for (let id = 1; id <= 3; id++) await enter(p.user.id, { kind: 'sports', id, sport: 'baseball' });
    expect(await refusalOf(enter(p.user.id, { kind: 'sports', id: 4, sport: 'baseball' }))).toBe(
      'MONTHLY_ALLOWANCE_USED',
    );
    expect(catalogue.MONTHLY_ALLOWANCE_USED.message).toBe(
      "You have used this month's games. Please CLICK HERE to add more!",
    );
    // Another sport has its own allowance; re-entering a contest already entered is not a new entry.
    expect(await enter(p.user.id, { kind: 'sports', id: 50, sport: 'hockey' })).toMatchObject({
      created: true,
    });
    expect(await enter(p.user.id, { kind: 'sports', id: 1, sport: 'baseball' })).toMatchObject({
      created: false,
    });

    await credit(p.user.id, 1300);
    await api(t.app, 'POST', '/api/store/orders', {
      token: p.token,
      body: { productIds: ['baseball-basic-13'] },
      headers: { 'idempotency-key': `plan-${p.user.id}` },
    });
    for (let id = 4; id <= 13; id++) await enter(p.user.id, { kind: 'sports', id, sport: 'baseball' });
    expect(await refusalOf(enter(p.user.id, { kind: 'sports', id: 14, sport: 'baseball' }))).toBe(
      'MONTHLY_ALLOWANCE_USED',
    );
  });

  it('is unlimited with Super Elite', async () => {
    const p = await registerPlayer(t.app);
    await credit(p.user.id, 4000);
    await api(t.app, 'POST', '/api/store/orders', {
      token: p.token,
      body: { productIds: ['super-elite'] },
      headers: { 'idempotency-key': `se-${p.user.id}` },
    });
    for (let id = 100; id < 120; id++) await enter(p.user.id, { kind: 'sports', id, sport: 'football' });
    expect(await entriesOf(p.user.id)).toBe(20);
  });
});

describe('limits are exact under concurrency (one serialised step per player)', () => {
  it('daily entry limit 1 and 9 parallel pick saves on different games: exactly 1 entry', async () => {
    const p = await registerPlayer(t.app);
    await api(t.app, 'PUT', '/api/account/responsible-gaming/limits', {
      token: p.token,
      body: { dailyEntries: 1 },
    });
    const games = await Promise.all(Array.from({ length: 9 }, () => lotteryGame()));
    const results = await Promise.all(
      games.map((id) =>
        api(t.app, 'PUT', `/api/lottery/games/${id}/picks`, {
          token: p.token,
          body: { numbers: [1, 2, 3, 4, 5, 6, 7] },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 200)) expect(errorCode(r)).toBe('LIMIT_REACHED');
    expect(await entriesOf(p.user.id)).toBe(1);
  });

  it('daily spend limit $20 and 6 parallel $13 checkouts: exactly 1 order', async () => {
    const p = await registerPlayer(t.app);
    await credit(p.user.id, 100_00);
    await api(t.app, 'PUT', '/api/account/responsible-gaming/limits', {
      token: p.token,
      body: { dailySpendCents: 2000 },
    });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        api(t.app, 'POST', '/api/store/orders', {
          token: p.token,
          body: { productIds: ['hockey-basic-13'] },
          headers: { 'idempotency-key': `spend-${p.user.id}-${i}` },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.statusCode !== 201)) expect(errorCode(r)).toBe('LIMIT_REACHED');
    expect((await api(t.app, 'GET', '/api/wallet', { token: p.token })).json()).toMatchObject({
      cashCents: 87_00,
    });
  });

  it('30 parallel checkouts with different keys: no 500, exactly as many orders as the balance pays', async () => {
    const p = await registerPlayer(t.app);
    await credit(p.user.id, 13_00 * 7 + 500);
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        api(t.app, 'POST', '/api/store/orders', {
          token: p.token,
          body: { productIds: ['hockey-basic-13'] },
          headers: { 'idempotency-key': `many-${p.user.id}-${i}` },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode >= 500)).toHaveLength(0);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(7);
    for (const r of results.filter((x) => x.statusCode !== 201))
      expect(errorCode(r)).toBe('STORE_INSUFFICIENT_FUNDS');
    expect((await api(t.app, 'GET', '/api/wallet', { token: p.token })).json()).toMatchObject({
      cashCents: 500,
    });
    const orders = await t.database.db
      .selectFrom('store_orders')
      .select('id')
      .where('user_id', '=', p.user.id)
      .execute();
    expect(orders).toHaveLength(7);
  });

  it('checkouts beside a withdrawal never deadlock, and the money adds up', async () => {
    const p = await registerPlayer(t.app);
    await credit(p.user.id, 200_00);
    const withdrawal = {
      amountCents: 100_00,
      paypalEmail: 'me@example.com',
      acceptedTerms: true,
      firstName: 'A',
      lastName: 'B',
      country: 'CA',
      province: 'ON',
      city: 'Toronto',
      postalCode: 'M5V 1A1',
      addressLine1: '1 King St',
      dateOfBirth: '1990-01-01',
    };
    const results = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) =>
        api(t.app, 'POST', '/api/store/orders', {
          token: p.token,
          body: { productIds: ['hockey-basic-13'] },
          headers: { 'idempotency-key': `mix-${p.user.id}-${i}` },
        }),
      ),
      api(t.app, 'POST', '/api/wallet/withdrawals', {
        token: p.token,
        body: withdrawal,
        headers: { 'idempotency-key': `wd-${p.user.id}` },
      }),
    ]);
    expect(results.filter((r) => r.statusCode >= 500)).toHaveLength(0);
    const orders = results.slice(0, 8).filter((r) => r.statusCode === 201).length;
    const withdrawn = results[8]!.statusCode === 201 ? 100_00 : 0;
    expect((await api(t.app, 'GET', '/api/wallet', { token: p.token })).json()).toMatchObject({
      cashCents: 200_00 - orders * 13_00 - withdrawn,
    });
  });
});

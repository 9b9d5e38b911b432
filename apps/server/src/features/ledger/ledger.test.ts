import { NoResultError, sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, registerPlayer, type TestApp } from '../../../test/helpers';
import type { DB } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { ledgerKey, type Posting } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const posting = (userId: number, amount: number, key: string): Posting => ({
  userId,
  currency: 'cash',
  amount,
  kind: 'adjustment',
  reference: 'test',
  description: 'test',
  key,
});
const inTrx = <T>(work: (trx: Transaction<DB>) => Promise<T>) => t.database.db.transaction().execute(work);

it('credits many once per idempotency key, and the balance is the sum of the ledger', async () => {
  const { user } = await registerPlayer(t.app);
  const { ledger } = t.services;
  const rows = sql`select ${user.id}::int as user_id, 'cash' as currency, 2500::bigint as amount, 'prize' as kind,
                          'r' as reference, 'd' as description, ${ledgerKey('lottery-prize', `t${user.id}`)} as idempotency_key`;
  expect(await inTrx((trx) => ledger.creditMany(trx, rows))).toBe(1);
  expect(await inTrx((trx) => ledger.creditMany(trx, rows))).toBe(0);
  expect(await ledger.balances(user.id)).toEqual({ cashCents: 2500, points: 0, pendingWithdrawalCents: 0 });
});

it('refuses a debit or hold below zero with the caller’s message, and writes nothing', async () => {
  const { user } = await registerPlayer(t.app);
  const { ledger } = t.services;
  await inTrx((trx) => ledger.credit(trx, posting(user.id, 500, `c-${user.id}`)));
  await inTrx((trx) =>
    ledger.hold(
      trx,
      { ...posting(user.id, 300, `h-${user.id}`), kind: 'withdrawal_hold' },
      'WITHDRAWAL_OVER_BALANCE',
    ),
  );
  const refused = inTrx((trx) =>
    ledger.debit(trx, posting(user.id, 201, `d-${user.id}`), 'STORE_INSUFFICIENT_FUNDS'),
  );
  await expect(refused).rejects.toThrow(AppError);
  await expect(refused).rejects.toMatchObject({ code: 'STORE_INSUFFICIENT_FUNDS' });
  expect(await ledger.balances(user.id)).toEqual({ cashCents: 200, points: 0, pendingWithdrawalCents: 300 });
});

it('the database itself refuses a row that would make a balance negative', async () => {
  const { user } = await registerPlayer(t.app);
  await expect(
    t.database.db
      .insertInto('ledger_entries')
      .values({
        user_id: user.id,
        currency: 'cash',
        amount: -1,
        kind: 'purchase',
        reference: 'test',
        description: 'test',
        idempotency_key: `raw-${user.id}`,
        created_at: new Date(),
      })
      .execute(),
  ).rejects.toThrow(/would be -1/);
});

it('lets exactly five of twenty simultaneous $100 debits through against $500', async () => {
  const { user } = await registerPlayer(t.app);
  const { ledger } = t.services;
  await inTrx((trx) => ledger.credit(trx, posting(user.id, 50_000, `c-${user.id}`)));
  const results = await Promise.allSettled(
    Array.from({ length: 20 }, (_, i) =>
      inTrx((trx) =>
        ledger.debit(trx, posting(user.id, 10_000, `w${i}-${user.id}`), 'STORE_INSUFFICIENT_FUNDS'),
      ),
    ),
  );
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
  for (const r of results)
    if (r.status === 'rejected') expect(r.reason).toMatchObject({ code: 'STORE_INSUFFICIENT_FUNDS' });
  expect((await ledger.balances(user.id)).cashCents).toBe(0);
});

it('releases a hold once: cancel returns it with a reversal carrying the decision', async () => {
  const { user } = await registerPlayer(t.app);
  const { ledger } = t.services;
  await inTrx((trx) => ledger.credit(trx, posting(user.id, 1000, `c-${user.id}`)));
  const hold = await inTrx((trx) =>
    ledger.hold(
      trx,
      { ...posting(user.id, 400, `h-${user.id}`), kind: 'withdrawal_hold' },
      'WITHDRAWAL_OVER_BALANCE',
    ),
  );
  const reversal = {
    reference: 'r',
    description: 'returned',
    key: ledgerKey('withdrawal-reversal', `t${user.id}`),
  };
  await inTrx((trx) => ledger.release(trx, hold.id, 'cancel', reversal));
  expect(await ledger.balances(user.id)).toEqual({ cashCents: 1000, points: 0, pendingWithdrawalCents: 0 });
  // Not pending any more: the conditional UPDATE finds no row to release.
  await expect(inTrx((trx) => ledger.release(trx, hold.id, 'refund', reversal))).rejects.toBeInstanceOf(
    NoResultError,
  );
  const rows = await t.database.db
    .selectFrom('ledger_entries')
    .select(['amount', 'status', 'kind'])
    .where('user_id', '=', user.id)
    .orderBy('id')
    .execute();
  expect(rows).toEqual([
    { amount: 1000, status: 'complete', kind: 'adjustment' },
    { amount: -400, status: 'cancel', kind: 'withdrawal_hold' },
    { amount: 400, status: 'cancel', kind: 'withdrawal_reversal' },
  ]);
});

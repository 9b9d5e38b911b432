import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, registerPlayer, type TestApp } from '../../../test/helpers';
import { postCredits, walletRepo } from './repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const entry = (userId: number, amount: number, key: string) => ({
  user_id: userId,
  currency: 'cash' as const,
  amount,
  kind: amount > 0 ? ('adjustment' as const) : ('withdrawal_hold' as const),
  status: amount > 0 ? ('complete' as const) : ('pending' as const),
  reference: 'test',
  description: 'test',
  idempotency_key: key,
  created_at: new Date(),
});

it('credits once per idempotency key and the balance is the sum of the ledger', async () => {
  const { user } = await registerPlayer(t.app);
  const rows = sql`select ${user.id}::int as user_id, 'cash' as currency, 2500::bigint as amount, 'prize' as kind,
                          'r' as reference, 'd' as description, ${`k-${user.id}`} as idempotency_key`;
  expect(await t.database.db.transaction().execute((trx) => postCredits(trx, rows, new Date()))).toBe(1);
  expect(await t.database.db.transaction().execute((trx) => postCredits(trx, rows, new Date()))).toBe(0);
  expect(await walletRepo(t.database.db).summary(user.id)).toEqual({
    cashCents: 2500,
    points: 0,
    pendingWithdrawalCents: 0,
  });
});

it('the database refuses a debit that would make a balance negative', async () => {
  const { user } = await registerPlayer(t.app);
  await t.database.db
    .insertInto('ledger_entries')
    .values(entry(user.id, 500, `c-${user.id}`))
    .execute();
  await t.database.db
    .insertInto('ledger_entries')
    .values(entry(user.id, -300, `d1-${user.id}`))
    .execute();
  await expect(
    t.database.db
      .insertInto('ledger_entries')
      .values(entry(user.id, -201, `d2-${user.id}`))
      .execute(),
  ).rejects.toThrow(/would be -1/);
  expect(await walletRepo(t.database.db).summary(user.id)).toEqual({
    cashCents: 200,
    points: 0,
    pendingWithdrawalCents: 300,
  });
});

it('lets exactly five of twenty simultaneous $100 debits through against $500', async () => {
  const { user } = await registerPlayer(t.app);
  await t.database.db
    .insertInto('ledger_entries')
    .values(entry(user.id, 50_000, `c-${user.id}`))
    .execute();
  const results = await Promise.allSettled(
    Array.from({ length: 20 }, (_, i) =>
      t.database.db.transaction().execute((trx) =>
        trx
          .insertInto('ledger_entries')
          .values(entry(user.id, -10_000, `w${i}-${user.id}`))
          .execute(),
      ),
    ),
  );
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
  expect((await walletRepo(t.database.db).summary(user.id)).cashCents).toBe(0);
});

import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { WalletResponse } from '@powerplay/contracts';
import type { DB } from '../../db/schema';

/**
 * A set of credits to post, as SQL rows of
 * (user_id integer, currency text, amount bigint, kind text, reference text, description text, idempotency_key text).
 */
export type CreditRows = RawBuilder<unknown>;

export function walletRepo(db: Kysely<DB>) {
  return {
    async summary(userId: number): Promise<WalletResponse> {
      const row = await db
        .selectFrom('wallet_balances')
        .select([
          sql<number>`coalesce(sum(balance) filter (where currency = 'cash'), 0)`.as('cash'),
          sql<number>`coalesce(sum(balance) filter (where currency = 'points'), 0)`.as('points'),
        ])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      const pending = await db
        .selectFrom('ledger_entries')
        .select(sql<number>`coalesce(-sum(amount), 0)`.as('pending'))
        .where('user_id', '=', userId)
        .where('kind', '=', 'withdrawal_hold')
        .where('status', '=', 'pending')
        .executeTakeFirstOrThrow();
      return {
        cashCents: Number(row.cash),
        points: Number(row.points),
        pendingWithdrawalCents: Number(pending.pending),
      };
    },
  };
}

/**
 * Posts many credits in one statement inside the caller's transaction: ledger rows whose idempotency key
 * already exists are skipped, and only the rows actually inserted move balances — so running the same
 * credits twice pays nothing twice (settlement re-runs, retries).
 */
export async function postCredits(trx: Transaction<DB>, rows: CreditRows, at: Date): Promise<number> {
  const result = await sql<{ n: number }>`
    with src as (${rows}),
    ins as (
      insert into ledger_entries (user_id, currency, amount, kind, status, reference, description, idempotency_key, created_at)
      select user_id, currency, amount, kind, 'complete', reference, description, idempotency_key, ${at}::timestamptz
      from src where amount > 0
      on conflict (idempotency_key) do nothing
      returning user_id, currency, amount
    ),
    bal as (
      insert into wallet_balances (user_id, currency, balance)
      select user_id, currency, sum(amount) from ins group by user_id, currency
      on conflict (user_id, currency) do update set balance = wallet_balances.balance + excluded.balance
      returning 1
    )
    select (select count(*) from ins)::int as n`.execute(trx);
  return result.rows[0]?.n ?? 0;
}

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
    /** Balances are sums of the ledger: what is shown is exactly what the entries add up to. */
    async summary(userId: number): Promise<Omit<WalletResponse, 'withdrawalMinimumCents'>> {
      const row = await db
        .selectFrom('ledger_entries')
        .select([
          sql<number>`coalesce(sum(amount) filter (where currency = 'cash'), 0)`.as('cash'),
          sql<number>`coalesce(sum(amount) filter (where currency = 'points'), 0)`.as('points'),
          sql<number>`coalesce(-sum(amount) filter (where kind = 'withdrawal_hold' and status = 'pending'), 0)`.as(
            'pending',
          ),
        ])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return {
        cashCents: Number(row.cash),
        points: Number(row.points),
        pendingWithdrawalCents: Number(row.pending),
      };
    },
  };
}

/**
 * Posts many credits in one statement inside the caller's transaction. Rows whose idempotency key
 * already exists are skipped, so running the same credits twice pays nothing twice (settlement re-runs,
 * retries). Returns how many were posted.
 */
export async function postCredits(trx: Transaction<DB>, rows: CreditRows, at: Date): Promise<number> {
  const result = await sql`
    insert into ledger_entries (user_id, currency, amount, kind, status, reference, description, idempotency_key, created_at)
    select user_id, currency, amount, kind, 'complete', reference, description, idempotency_key, ${at}::timestamptz
    from (${rows}) src where amount > 0
    on conflict (idempotency_key) do nothing`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}

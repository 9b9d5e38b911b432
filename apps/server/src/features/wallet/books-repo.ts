import { sql } from 'kysely';

/** The wallet's rows for the books' self-check (docs/decisions/038), joined by the books to the ledger's. */
export const walletBooks = {
  /** Every withdrawal: (id, user_id, amount_cents, status, hold_entry_id). */
  withdrawals: sql`select id, user_id, amount_cents, status, hold_entry_id from withdrawals`,

  /** As the analytics rollup counts them: (metric, key, n, amount). */
  totals: sql`select 'withdrawals' as metric, '' as key, count(*) as n, coalesce(sum(amount_cents), 0) as amount
              from withdrawals`,
};

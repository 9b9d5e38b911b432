import { sql } from 'kysely';

/** The store's rows for the books' self-check (docs/decisions/038), joined by the books to the ledger's. */
export const storeBooks = {
  /** Every order: (id, user_id, total_cents). */
  orders: sql`select id, user_id, total_cents from store_orders`,

  /** As the analytics rollup counts them: (metric, key, n, amount). */
  totals: sql`select 'store_orders' as metric, '' as key, count(*) as n, coalesce(sum(total_cents), 0) as amount
              from store_orders`,
};

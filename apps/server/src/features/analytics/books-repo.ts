import { sql } from 'kysely';

/**
 * The rollup's totals for the books' self-check (docs/decisions/038): summed over every day, each must
 * equal a count of the rows it was kept from. Powerplay uses are compared in all (their keys name the
 * contest kind, which the powerplays do not keep).
 */
export const analyticsBooks = {
  totals: sql`
    select metric, case when metric = 'powerplay_uses' then '' else key end as key,
           sum(n) as n, sum(amount) as amount
    from analytics_daily
    where metric in ('entries', 'powerplay_uses', 'prizes', 'store_orders', 'withdrawals')
    group by 1, 2`,
};

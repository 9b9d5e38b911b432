import { sql } from 'kysely';

/** The registry's counts for the books' self-check (docs/decisions/038). */
export const entriesBooks = {
  /** Entries per contest kind, as the analytics rollup counts them: (metric, key, n, amount). */
  totals: sql`select 'entries' as metric, contest_kind as key, count(*) as n, 0 as amount
              from entries group by contest_kind`,
};

import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from './schema';

/**
 * What one check of the books found: how many rows (or keys) it examined, how many broke the invariant,
 * and the first few breaks described, so an operator knows where to look (docs/decisions/038).
 */
export interface CheckTally {
  examined: number;
  breaks: number;
  samples: string[];
}

/** A check's rows: one per examined key, each `(broken boolean, detail text)`. */
export type CheckRows = RawBuilder<unknown>;

/** How many breaks a check describes; the count is always exact. */
export const SAMPLES = 5;

/**
 * Sums a check's rows into one tally in one statement: a check is always one set-based query, whatever
 * the size of the tables, never a loop over rows in the process. A break's detail is built only for a
 * broken row, so clean books (the usual case) pay for the comparisons alone.
 */
export async function tally(q: Kysely<DB> | Transaction<DB>, rows: CheckRows): Promise<CheckTally> {
  const { rows: result } = await sql<{ examined: number; breaks: number; samples: string[] | null }>`
    select count(*)::bigint as examined,
           count(*) filter (where c.broken)::bigint as breaks,
           (array_agg(c.detail) filter (where c.broken))[1:${sql.lit(SAMPLES)}] as samples
    from (${rows}) c`.execute(q);
  const r = result[0]!;
  return { examined: Number(r.examined), breaks: Number(r.breaks), samples: (r.samples ?? []).sort() };
}

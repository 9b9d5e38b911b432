import { draftKit } from '@powerplay/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import { tally } from '../../db/book-checks';
import type { DB } from '../../db/schema';

/** The draft's part of the books' self-check (docs/decisions/038). */
export const draftBooks = {
  /** Each draft's prizes to its entries add up to its tier table: the winners and what they were paid. */
  prizePools: (q: Kysely<DB> | Transaction<DB>) =>
    tally(
      q,
      sql`with s as (select draft_id, sum(winners * payout) as paid, sum(winners) as winners
                     from draft_prize_splits group by draft_id),
               e as (select draft_id, sum(won_cents) as paid, count(*) filter (where result = 'WON') as winners
                     from draft_entries group by draft_id)
          select (coalesce(s.paid, 0) <> coalesce(e.paid, 0) or coalesce(s.winners, 0) <> coalesce(e.winners, 0)) as broken,
                 'draft #' || coalesce(s.draft_id, e.draft_id) || ': tiers pay ' || coalesce(s.paid, 0) || ' to '
                   || coalesce(s.winners, 0) || ', entries won ' || coalesce(e.paid, 0) || ' (' || coalesce(e.winners, 0) || ')' as detail
          from s full join e on e.draft_id = s.draft_id`,
    ),

  /** What each entry's prize claim must net to: (claim, user_id, won), in cash. */
  claimsOwed: sql`select 'draft-prize:' || draft_id || ':' || id as claim, user_id, won_cents as won from draft_entries`,

  /** Every draft entry's starting kit: (entry_id, powerplay_id, allowance). */
  kits: sql`
    select e.id as entry_id, k.powerplay_id, k.allowance
    from draft_entries e
    cross join (values ${sql.join(
      Object.entries(draftKit).map(([id, n]) => sql`(${sql.lit(Number(id))}, ${sql.lit(n)})`),
    )}) k (powerplay_id, allowance)`,
};

import { defaultKit } from '@powerplay/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import { tally } from '../../db/book-checks';
import type { DB } from '../../db/schema';

/**
 * Every entry of a settled draw with its hits recomputed from the drawn balls (nothing stores them):
 * (id, user_id, game_id, hits).
 */
const settledHits = sql`
  select e.id, e.user_id, e.game_id,
         (select count(*) from unnest(e.picks) p where p = any(b.balls))::int as hits
  from lottery_entries e
  join lottery_games g on g.id = e.game_id and g.settled_at is not null
  join (select game_id, array_agg(number) as balls from lottery_draws group by game_id) b on b.game_id = e.game_id`;

/** The lottery's part of the books' self-check (docs/decisions/038). */
export const lotteryBooks = {
  /**
   * Each settled draw's tier table recomputes from its entries: as many winners as entries with those
   * hits, and the tier's total split exactly (each winner's payout, the house's remainder under one each).
   */
  tierResults: (q: Kysely<DB> | Transaction<DB>) =>
    tally(
      q,
      sql`with counts as (select game_id, hits, count(*) as n from (${settledHits}) h group by game_id, hits)
          select (t.winners <> coalesce(c.n, 0)
                  or (t.winners > 0 and (t.payout * t.winners + t.remainder <> t.total
                                         or t.remainder < 0 or t.remainder >= t.winners))) as broken,
                 'draw #' || t.game_id || ', ' || t.hits || ' matched: ' || t.winners || ' winners recorded, '
                   || coalesce(c.n, 0) || ' recomputed' as detail
          from lottery_tier_results t left join counts c on c.game_id = t.game_id and c.hits = t.hits`,
    ),

  /** The prize each winning entry of a settled draw is owed: (key, user_id, currency, amount). */
  prizesOwed: sql`
    select 'lottery-prize:' || h.id as key, h.user_id, t.kind as currency, t.payout as amount
    from (${settledHits}) h
    join lottery_tier_results t on t.game_id = h.game_id and t.hits = h.hits
    where t.winners > 0 and t.payout > 0`,

  /** Every lottery entry's starting kit: (entry_id, powerplay_id, allowance). */
  kits: sql`
    select e.id as entry_id, k.powerplay_id, k.allowance
    from lottery_entries e
    cross join (values ${sql.join(
      Object.entries(defaultKit).map(([id, n]) => sql`(${sql.lit(Number(id))}, ${sql.lit(n)})`),
    )}) k (powerplay_id, allowance)`,
};

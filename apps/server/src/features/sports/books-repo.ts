import { sportsContestRules } from '@powerplay/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import { tally } from '../../db/book-checks';
import type { DB } from '../../db/schema';
import { kitOf } from './contest-types';

/** The kit a contest without one of its own gives, by `<rule>:<sport id>` (the entry's rule, kitOf). */
const defaultKits = JSON.stringify(
  Object.fromEntries(
    ['', ...sportsContestRules].flatMap((rule) =>
      [1, 2, 3, 4].map((sportId) => [`${rule}:${sportId}`, kitOf({}, rule || null, sportId)]),
    ),
  ),
);

/** Sports' part of the books' self-check (docs/decisions/038). */
export const sportsBooks = {
  /**
   * Each settled contest's prizes to its entries add up to its latest settlement's split (the winners of
   * each row times the row's payout): a correction re-settles, so only the latest version counts.
   */
  prizePools: (q: Kysely<DB> | Transaction<DB>) =>
    tally(
      q,
      sql`with s as (select p.contest_id, sum(p.winners * p.payout) as paid
                     from sports_prize_splits p join sports_contests c on c.id = p.contest_id and p.version = c.settled_version
                     group by p.contest_id),
               e as (select contest_id, sum(won_amount) as paid from sports_entries group by contest_id)
          select coalesce(s.paid, 0) <> coalesce(e.paid, 0) as broken,
                 'contest #' || coalesce(s.contest_id, e.contest_id) || ': split pays ' || coalesce(s.paid, 0)
                   || ', entries won ' || coalesce(e.paid, 0) as detail
          from s full join e on e.contest_id = s.contest_id`,
    ),

  /** What each entry's prize claim must net to: (claim, user_id, won), in the prize's currency. */
  claimsOwed: sql`select 'sports-prize:' || contest_id || ':' || id as claim, user_id, won_amount as won
                  from sports_entries`,

  /** Every sports entry's starting kit, as entering granted it: (entry_id, powerplay_id, allowance). */
  kits: sql`
    select e.id as entry_id, k.key::int as powerplay_id, k.value::int as allowance
    from sports_entries e
    join sports_contests c on c.id = e.contest_id
    join sports_game_types t on t.id = c.game_type_id
    cross join lateral jsonb_each_text(
      case when c.powerplay_kit = '{}'::jsonb
           then ${defaultKits}::jsonb -> (coalesce(t.rule, '') || ':' || t.sport_id)
           else c.powerplay_kit end) k
    where k.value ~ '^[0-9]+$'`,
};

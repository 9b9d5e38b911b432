import { sql, type Kysely, type Transaction } from 'kysely';
import { tally } from '../../db/book-checks';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * The ledger's part of the books' self-check (docs/decisions/038): its own invariants as read-only
 * checks, and its rows as relations other features' checks join to theirs (the books compose them), so
 * no module reads another's tables. Each is one set-based statement for the caller's snapshot.
 */
export const ledgerBooks = {
  /** Every balance (a player's sum per currency) is zero or more. */
  balances: (q: Db) =>
    tally(
      q,
      sql`select sum(amount) < 0 as broken,
                 'player #' || user_id || ' ' || currency || ' balance ' || sum(amount) as detail
          from ledger_entries group by user_id, currency`,
    ),

  /**
   * Every row is what its writer writes: its key's source matches its kind, sign and status, and a
   * claim's rows carry the claim in their key. A credit slipped in under another key (a prize paid twice
   * by hand) breaks here even where no contest check would see it.
   */
  rows: (q: Db) =>
    tally(
      q,
      sql`select not coalesce(case kind
                   when 'prize' then amount > 0 and status = 'complete' and (
                     (claim is null and idempotency_key like 'lottery-prize:%' and reference like 'lottery:%')
                     or ((claim like 'sports-prize:%' or claim like 'draft-prize:%')
                         and (idempotency_key = claim or starts_with(idempotency_key, claim || ':'))))
                   when 'adjustment' then status = 'complete' and (
                     (claim is null and idempotency_key like 'adjustment:%')
                     or (claim like 'sports-prize:%' and starts_with(idempotency_key, claim || ':')))
                   when 'purchase' then amount < 0 and status = 'complete' and claim is null
                     and idempotency_key like 'order:%' and reference = idempotency_key
                   when 'withdrawal_hold' then amount < 0 and claim is null and idempotency_key like 'withdrawal:%'
                   when 'withdrawal_reversal' then amount > 0 and status in ('cancel', 'refund') and claim is null
                     and idempotency_key like 'withdrawal-reversal:%'
                 end, false) as broken,
                 'ledger row #' || id || ' (' || kind || ' ' || amount || ', ' || idempotency_key || ')' as detail
          from ledger_entries`,
    ),

  /**
   * What a claim's player owes is zero or more, never more than the claim's rows paid (what is owed is
   * the part of a reversal the balance could not cover), and owed by the player the claim paid.
   */
  receivables: (q: Db) =>
    tally(
      q,
      sql`with owed as (
            select claim, currency, sum(amount) as owed, min(user_id) as user_id, max(user_id) as other_user
            from ledger_receivables group by claim, currency),
          paid as (
            select claim, currency, sum(amount) as paid, min(user_id) as user_id, max(user_id) as other_user
            from ledger_entries where claim in (select claim from owed) group by claim, currency)
          select (o.owed < 0 or o.owed > coalesce(p.paid, 0) or o.user_id <> o.other_user
                  or p.user_id is distinct from o.user_id or p.other_user is distinct from o.user_id) as broken,
                 'claim ' || o.claim || ' ' || o.currency || ': owed ' || o.owed || ', paid ' || coalesce(p.paid, 0) as detail
          from owed o left join paid p on p.claim = o.claim and p.currency = o.currency`,
    ),

  /** Lottery prizes paid: (key, user_id, currency, amount), one row per key. */
  lotteryPrizes: sql`select idempotency_key as key, user_id, currency, amount
                     from ledger_entries where idempotency_key like 'lottery-prize:%'`,

  /**
   * What each claim of a source (`sports-prize`, `draft-prize`) nets to per currency, paid less owed:
   * (claim, user_id, users, cash, points).
   */
  claims: (source: 'sports-prize' | 'draft-prize') => sql`
    select coalesce(p.claim, r.claim) as claim, coalesce(p.user_id, r.user_id) as user_id,
           coalesce(p.users, 0) + coalesce(r.users, 0) as users,
           coalesce(p.cash, 0) - coalesce(r.cash, 0) as cash,
           coalesce(p.points, 0) - coalesce(r.points, 0) as points
    from (select claim, min(user_id) as user_id, count(distinct user_id) as users,
                 coalesce(sum(amount) filter (where currency = 'cash'), 0) as cash,
                 coalesce(sum(amount) filter (where currency = 'points'), 0) as points
          from ledger_entries where claim like ${`${source}:%`} group by claim) p
    full join (select claim, min(user_id) as user_id, count(distinct user_id) as users,
                      coalesce(sum(amount) filter (where currency = 'cash'), 0) as cash,
                      coalesce(sum(amount) filter (where currency = 'points'), 0) as points
               from ledger_receivables where claim like ${`${source}:%`} group by claim) r
      on r.claim = p.claim`,

  /** Withdrawal holds: (id, user_id, amount held, status). */
  holds: sql`select id, user_id, -amount as amount, status from ledger_entries where kind = 'withdrawal_hold'`,

  /** Returned holds: (key, user_id, amount, status). */
  reversals: sql`select idempotency_key as key, user_id, amount, status
                 from ledger_entries where kind = 'withdrawal_reversal'`,

  /** Store debits: (reference, user_id, amount paid). */
  purchases: sql`select reference, user_id, -amount as amount from ledger_entries where kind = 'purchase'`,

  /** Prizes paid per currency, as the analytics rollup counts them: (metric, key, n, amount). */
  prizeTotals: sql`select 'prizes' as metric, currency as key, count(*) as n, sum(amount) as amount
                   from ledger_entries where kind = 'prize' group by currency`,
};

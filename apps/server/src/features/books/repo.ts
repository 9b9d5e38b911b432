import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { tally, type CheckTally } from '../../db/book-checks';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** The advisory lock one books-check run holds (any number unused elsewhere). */
const BOOKS_LOCK = 380_038;
type Relation = RawBuilder<unknown>;

/**
 * The checks that span features (docs/decisions/038): each feature hands over its rows as a relation
 * (its own SQL over its own tables) and these join them, so a check is still one set-based statement in
 * the caller's snapshot while no module reads another's tables.
 */
export const booksRepo = {
  /**
   * Per player: what the ledger holds aside equals the pending withdrawals, and each withdrawal has its
   * own hold (same player, amount and status) and, once cancelled or refunded, its one reversal.
   */
  holdsMatchWithdrawals: (q: Db, r: { holds: Relation; reversals: Relation; withdrawals: Relation }) =>
    tally(
      q,
      sql`with h as (${r.holds}), rv as (${r.reversals}), w as (${r.withdrawals}),
          pairs as (
            select coalesce(w.user_id, h.user_id) as user_id,
                   (w.id is null or h.id is null or h.user_id <> w.user_id or h.amount <> w.amount_cents
                    or h.status <> w.status or w.on_hold > 1
                    or (w.status in ('cancel', 'refund')) <> (rv.key is not null)
                    or rv.amount <> w.amount_cents or rv.status <> w.status or rv.user_id <> w.user_id) as broken
            from h
            full join (select *, count(*) over (partition by hold_entry_id) as on_hold from w) w on w.hold_entry_id = h.id
            left join rv on rv.key = 'withdrawal-reversal:' || w.id),
          stray as (
            select rv.user_id, true as broken from rv
            where not exists (select 1 from w where rv.key = 'withdrawal-reversal:' || w.id)),
          held as (select user_id, sum(amount) as held from h where status = 'pending' group by user_id),
          pending as (select user_id, sum(amount_cents) as pending from w where status = 'pending' group by user_id),
          players as (
            select user_id, bool_or(broken) as broken, count(*) filter (where broken) as mismatched
            from (select * from pairs union all select * from stray) x group by user_id)
          select (p.broken or coalesce(hd.held, 0) <> coalesce(pd.pending, 0)) as broken,
                 'player #' || p.user_id || ': held ' || coalesce(hd.held, 0) || ', pending withdrawals '
                   || coalesce(pd.pending, 0) || ', mismatched rows ' || p.mismatched as detail
          from players p
          left join held hd on hd.user_id = p.user_id
          left join pending pd on pd.user_id = p.user_id`,
    ),

  /** Each store order has exactly one debit, of its total, from its buyer; and each debit its order. */
  ordersMatchDebits: (q: Db, r: { orders: Relation; purchases: Relation }) =>
    tally(
      q,
      sql`with o as (${r.orders}),
          d as (select reference, count(*) as n, sum(amount) as amount, min(user_id) as user_id, max(user_id) as other_user
                from (${r.purchases}) p group by reference)
          select (o.id is null or d.n is distinct from 1 or d.amount <> o.total_cents
                  or d.user_id <> o.user_id or d.other_user <> o.user_id) as broken,
                 coalesce('order #' || o.id, d.reference) || ': total ' || coalesce(o.total_cents::text, '-')
                   || ', debited ' || coalesce(d.amount::text, '-') || ' in ' || coalesce(d.n, 0) || ' rows' as detail
          from o full join d on d.reference = 'order:' || o.id`,
    ),

  /** Each winning lottery entry was paid its tier's payout once, and no lottery prize was paid otherwise. */
  lotteryPrizes: (q: Db, r: { owed: Relation; paid: Relation }) =>
    tally(
      q,
      sql`with x as (${r.owed}), p as (${r.paid})
          select (x.key is null or p.key is null or p.user_id <> x.user_id or p.currency <> x.currency
                  or p.amount <> x.amount) as broken,
                 coalesce(x.key, p.key) || ': owed ' || coalesce(x.amount::text || ' ' || x.currency, 'nothing')
                   || ', paid ' || coalesce(p.amount::text || ' ' || p.currency, 'nothing') as detail
          from x full join p on p.key = x.key`,
    ),

  /**
   * Each prize claim (a contest entry's prize) nets, in the ledger less what its player owes, to exactly
   * the entry's prize, in one currency, to the entry's player; a claim without its entry breaks.
   */
  claimsMatchPrizes: (q: Db, r: { owed: Relation; paid: Relation; cashOnly: boolean }) =>
    tally(
      q,
      sql`with x as (${r.owed}), p as (${r.paid})
          select (x.claim is null or p.users > 1 or p.user_id <> x.user_id
                  or coalesce(p.cash, 0) < 0 or coalesce(p.points, 0) < 0
                  or (coalesce(p.cash, 0) <> 0 and coalesce(p.points, 0) <> 0)
                  or ${r.cashOnly ? sql`coalesce(p.points, 0) <> 0 or ` : sql``}
                     coalesce(p.cash, 0) + coalesce(p.points, 0) <> x.won) as broken,
                 coalesce(x.claim, p.claim) || ': prize ' || coalesce(x.won::text, 'none') || ', paid '
                   || coalesce(p.cash, 0) || ' cash and ' || coalesce(p.points, 0) || ' points' as detail
          from x full join p on p.claim = x.claim`,
    ),

  /**
   * Per entry and powerplay: the uses the log holds, less those an Undo gave back, never exceed the
   * entry's kit, and what is left is the kit less them. An entry whose kit was never granted (no
   * inventory) may not have used any.
   */
  powerplaysWithinKit: (q: Db, r: { kits: Relation[]; counts: Relation }) =>
    tally(
      q,
      sql`with k as (${sql.join(r.kits, sql` union all `)}), u as (${r.counts})
          select (coalesce(u.used, 0) - coalesce(u.given_back, 0) > coalesce(k.allowance, 0)
                  or u.remaining + u.used - u.given_back <> coalesce(k.allowance, 0)
                  or (u.remaining is null and u.used > 0)) as broken,
                 'entry #' || coalesce(k.entry_id, u.entry_id) || ' powerplay ' || coalesce(k.powerplay_id, u.powerplay_id)
                   || ': kit ' || coalesce(k.allowance, 0) || ', used ' || coalesce(u.used, 0) || ', given back '
                   || coalesce(u.given_back, 0) || ', left ' || coalesce(u.remaining::text, 'none') as detail
          from k full join u on u.entry_id = k.entry_id and u.powerplay_id = k.powerplay_id`,
    ),

  /** The analytics rollup's totals equal the counts and sums of the rows it was kept from. */
  rollupMatchesRows: (q: Db, r: { rollup: Relation; rows: Relation[] }) =>
    tally(
      q,
      sql`with a as (${r.rollup}), s as (${sql.join(r.rows, sql` union all `)})
          select (coalesce(a.n, 0) <> coalesce(s.n, 0) or coalesce(a.amount, 0) <> coalesce(s.amount, 0)) as broken,
                 coalesce(a.metric, s.metric)
                   || case when coalesce(a.key, s.key) = '' then '' else ':' || coalesce(a.key, s.key) end || ': rollup '
                   || coalesce(a.n, 0) || ' / ' || coalesce(a.amount, 0) || ', rows ' || coalesce(s.n, 0)
                   || ' / ' || coalesce(s.amount, 0) as detail
          from a full join s on s.metric = a.metric and s.key = a.key`,
    ),

  /**
   * Runs `fn` on one connection while it holds the books' advisory lock, or answers null at once when
   * another process holds it: of N processes due at the same time, one checks.
   */
  async exclusively<T>(db: Kysely<DB>, fn: (conn: Kysely<DB>) => Promise<T>): Promise<T | null> {
    return db.connection().execute(async (conn) => {
      const { rows } = await sql<{ got: boolean }>`select pg_try_advisory_lock(${BOOKS_LOCK}) as got`.execute(
        conn,
      );
      if (!rows[0]?.got) return null;
      try {
        return await fn(conn);
      } finally {
        await sql`select pg_advisory_unlock(${BOOKS_LOCK})`.execute(conn);
      }
    });
  },

  /** The last runs, newest first. */
  recent: (q: Db, limit: number) =>
    q.selectFrom('book_checks').selectAll().orderBy('id', 'desc').limit(limit).execute(),

  /** When the books were last checked (any process), or null. */
  lastCheckedAt: async (q: Db) =>
    (await q.selectFrom('book_checks').select('checked_at').orderBy('id', 'desc').limit(1).executeTakeFirst())
      ?.checked_at ?? null,

  record: (
    q: Db,
    run: { checkedAt: Date; ok: boolean; source: 'cli' | 'job'; durationMs: number; checks: CheckResult[] },
  ) =>
    q
      .insertInto('book_checks')
      .values({
        checked_at: run.checkedAt,
        ok: run.ok,
        source: run.source,
        duration_ms: run.durationMs,
        checks: JSON.stringify(run.checks),
      })
      .returningAll()
      .executeTakeFirstOrThrow(),
};

export interface CheckResult extends CheckTally {
  name: string;
}

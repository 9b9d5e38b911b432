import { sql, type Kysely } from 'kysely';

/**
 * The back office's analytics (docs/decisions/025). Grouping 1,000,000 entries by New
 * York day takes over a second on its own (the time zone conversion per row and the hash aggregate), so
 * the big tables' figures are rolled up as they are written, in the writing transaction:
 *
 * - `analytics_daily`: counts (and amounts) per New York day, metric and key — entries by contest kind,
 *   powerplay uses by `<contest kind>:<powerplay id>`, cash and points prizes, registered players,
 *   active players. Statement-level triggers with transition tables add one aggregated upsert per
 *   statement (a settlement crediting 600,000 prizes adds one per day, not 600,000). The `shard` is the
 *   backend's pid modulo 16, so concurrent transactions rarely queue on the same counter row.
 * - `analytics_active_days`: one row per player and day they entered a contest or used a powerplay; a
 *   row that is new adds one to that day's `active`, so concurrent writers count a player once.
 *
 * Store orders and withdrawals requested are rolled up too (grouping by New York day is the cost, not the
 * rows); what became of a range's withdrawals (their status changes) is summed from the table on an
 * index. Rows are never moved between days: every counted row is written once with its time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table analytics_daily (
      day date not null,
      metric text not null check (
        metric in ('registered', 'active', 'entries', 'powerplay_uses', 'prizes', 'store_orders', 'withdrawals')),
      key text not null default '',
      shard smallint not null check (shard between 0 and 15),
      n bigint not null default 0 check (n >= 0),
      amount bigint not null default 0,
      primary key (day, metric, key, shard))`.execute(db);
  await sql`
    create table analytics_active_days (
      user_id integer not null,
      day date not null,
      primary key (user_id, day))`.execute(db);
  await sql`create function analytics_day(t timestamptz) returns date language sql immutable
            as $$ select (t at time zone 'America/New_York')::date $$`.execute(db);

  // The one upsert every trigger ends with: rows (day, metric, key, n, amount) added to the counters.
  const add = (rows: string) => `
    insert into analytics_daily as a (day, metric, key, shard, n, amount)
    select day, metric, key, pg_backend_pid() % 16, n, amount from (${rows}) r order by day, metric, key
    on conflict (day, metric, key, shard) do update set n = a.n + excluded.n, amount = a.amount + excluded.amount`;
  // Players active on a day: the pairs not seen before add one each.
  const active = (pairs: string) => `
    with fresh as (
      insert into analytics_active_days (user_id, day) ${pairs}
      on conflict do nothing returning day)
    ${add(`select day, 'active' as metric, '' as key, count(*) as n, 0 as amount from fresh group by day`)}`;

  const entries = {
    counts: `select analytics_day(created_at) as day, 'entries' as metric, contest_kind as key,
                    count(*) as n, 0 as amount from NEW group by 1, 3`,
    pairs: `select distinct user_id, analytics_day(created_at) from NEW`,
  };
  const uses = {
    counts: `select analytics_day(u.created_at) as day, 'powerplay_uses' as metric,
                    e.contest_kind || ':' || u.powerplay_id as key, count(*) as n, 0 as amount
             from NEW u join entries e on e.id = u.entry_id group by 1, 3`,
    pairs: `select distinct e.user_id, analytics_day(u.created_at) from NEW u join entries e on e.id = u.entry_id`,
  };
  const prizes = `select analytics_day(created_at) as day, 'prizes' as metric, currency as key,
                         count(*) as n, sum(amount) as amount from NEW where kind = 'prize' group by 1, 3`;
  const registered = `select analytics_day(created_at) as day, 'registered' as metric, '' as key,
                             count(*) as n, 0 as amount from NEW where role = 'player' group by 1`;

  const orders = `select analytics_day(created_at) as day, 'store_orders' as metric, '' as key,
                       count(*) as n, sum(total_cents) as amount from NEW group by 1`;
  // Requested per day; what became of them (their status changes) is summed from the table itself.
  const withdrawals = `select analytics_day(created_at) as day, 'withdrawals' as metric, '' as key,
                            count(*) as n, sum(amount_cents) as amount from NEW group by 1`;

  const trigger = async (table: string, body: string) => {
    await sql
      .raw(
        `create function analytics_${table}_inserted() returns trigger language plpgsql as $$
         begin ${body.replaceAll('NEW', 'inserted')}; return null; end $$`,
      )
      .execute(db);
    await sql
      .raw(
        `create trigger analytics_${table}_inserted after insert on ${table}
         referencing new table as inserted for each statement execute function analytics_${table}_inserted()`,
      )
      .execute(db);
  };
  await trigger('entries', `${add(entries.counts)}; ${active(entries.pairs)}`);
  await trigger('powerplay_uses', `${add(uses.counts)}; ${active(uses.pairs)}`);
  await trigger('ledger_entries', add(prizes));
  await trigger('users', add(registered));
  await trigger('store_orders', add(orders));
  await trigger('withdrawals', add(withdrawals));

  // What exists already, counted once.
  const existing = (q: string, table: string) => q.replaceAll('NEW', table);
  await sql.raw(add(existing(entries.counts, 'entries'))).execute(db);
  await sql.raw(active(existing(entries.pairs, 'entries'))).execute(db);
  await sql.raw(add(existing(uses.counts, 'powerplay_uses'))).execute(db);
  await sql.raw(active(existing(uses.pairs, 'powerplay_uses'))).execute(db);
  await sql.raw(add(existing(prizes, 'ledger_entries'))).execute(db);
  await sql.raw(add(existing(registered, 'users'))).execute(db);
  await sql.raw(add(existing(orders, 'store_orders'))).execute(db);
  await sql.raw(add(existing(withdrawals, 'withdrawals'))).execute(db);

  // Players in all, and what became of the withdrawals of a range, come straight from their tables.
  await sql`create index users_players_created_idx on users (created_at) where role = 'player'`.execute(db);
  await sql`create index withdrawals_created_idx on withdrawals (created_at) include (amount_cents, status)`.execute(
    db,
  );
}

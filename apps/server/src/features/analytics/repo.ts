import { ANALYTICS_TIME_ZONE } from '@powerplay/contracts';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema';

/**
 * The analytics read model's SQL (docs/decisions/025): the daily rollup the database keeps as rows are
 * written (entries, powerplay uses, prizes, registrations, active players, orders, withdrawals), and what other features'
 * tables say now (withdrawals' status, players in all, contests running), read only
 * (test/table-ownership lists them; this file writes nothing).
 * `from`/`to` are New York calendar days, both included.
 */
export interface DayRange {
  from: string;
  to: string;
}

const tz = sql.lit(ANALYTICS_TIME_ZONE);
/** `column` within the range: from the start of `from` to the start of the day after `to`, in New York. */
const within = (column: string, r: DayRange): RawBuilder<boolean> =>
  sql<boolean>`${sql.ref(column)} >= (${r.from}::date)::timestamp at time zone ${tz}
    and ${sql.ref(column)} < (${r.to}::date + 1)::timestamp at time zone ${tz}`;

/** node-postgres answers bigint (count, sum) as strings. */
const n = (v: string | number | null) => Number(v ?? 0);

export function analyticsRepo(db: Kysely<DB>) {
  return {
    /**
     * The rolled-up figures (migration 2026_11_27_04): per day and metric (and key, but for powerplay
     * uses, whose kinds are summed over the range instead), summed over the shards. About a dozen rows
     * a day, whatever the number of entries.
     */
    async daily(r: DayRange) {
      const range = sql`day between ${r.from}::date and ${r.to}::date`;
      const [days, kinds] = await Promise.all([
        sql<{ day: string; metric: string; key: string; n: string; amount: string }>`
          select to_char(day, 'YYYY-MM-DD') as day, metric,
                 case when metric = 'powerplay_uses' then '' else key end as key,
                 sum(n) as n, sum(amount) as amount
          from analytics_daily where ${range} group by 1, 2, 3`.execute(db),
        sql<{ key: string; n: string }>`
          select key, sum(n) as n from analytics_daily
          where metric = 'powerplay_uses' and ${range} group by key`.execute(db),
      ]);
      return {
        days: days.rows.map((x) => ({
          day: x.day,
          metric: x.metric,
          key: x.key,
          n: n(x.n),
          amount: n(x.amount),
        })),
        /** Powerplay uses over the range by `<contest kind>:<powerplay id>`. */
        powerplayKinds: kinds.rows.map((x) => ({ key: x.key, n: n(x.n) })),
      };
    },

    /**
     * The partner's totals of all time, for the platform console (docs/partners.md): players, and the
     * rollup's entries, prizes (cash cents, points) and store revenue.
     */
    async totals() {
      const { rows } = await sql<Record<string, string>>`
        select
          (select count(*) from users where role = 'player') as players,
          coalesce(sum(n) filter (where metric = 'entries'), 0) as entries,
          coalesce(sum(amount) filter (where metric = 'prizes' and key = 'cash'), 0) as prize_cents,
          coalesce(sum(amount) filter (where metric = 'prizes' and key = 'points'), 0) as prize_points,
          coalesce(sum(amount) filter (where metric = 'store_orders'), 0) as store_cents
        from analytics_daily`.execute(db);
      const r = rows[0]!;
      return {
        players: n(r.players ?? 0),
        entries: n(r.entries ?? 0),
        prizeCents: n(r.prize_cents ?? 0),
        prizePoints: n(r.prize_points ?? 0),
        storeRevenueCents: n(r.store_cents ?? 0),
      };
    },

    async playersAllTime() {
      const { rows } = await sql<{
        n: string;
      }>`select count(*) as n from users where role = 'player'`.execute(db);
      return n(rows[0]?.n ?? 0);
    },

    /** What became of the withdrawals requested in the range: count and cents by status now. */
    async withdrawalsByStatus(r: DayRange) {
      const { rows } = await sql<{ status: string; requested: string; cents: string }>`
        select status, count(*) as requested, sum(amount_cents) as cents
        from withdrawals where ${within('created_at', r)} group by status`.execute(db);
      return rows.map((x) => ({ status: x.status, requested: n(x.requested), cents: n(x.cents) }));
    },

    /** Draws and game sets running now, and the next one's start. */
    async liveContests(now: Date) {
      const [draws, sets, next] = await Promise.all([
        sql<{ id: number }>`select id from lottery_games where status = 'live' order by id`.execute(db),
        sql<{ id: number }>`select id from sports_game_sets where status = 'LIVE' order by id`.execute(db),
        sql<{ at: Date | null }>`
          select min(at) as at from (
            select min(start_at) as at from lottery_games where status = 'unplayed' and start_at > ${now}
            union all
            select min(start_at) from sports_game_sets where status = 'UNPLAYED' and start_at > ${now}) s`.execute(
          db,
        ),
      ]);
      return {
        lotteryDraws: draws.rows.map((x) => x.id),
        sportsGameSets: sets.rows.map((x) => x.id),
        nextStartAt: next.rows[0]?.at ?? null,
      };
    },
  };
}
export type AnalyticsRepo = ReturnType<typeof analyticsRepo>;

/**
 * bench:analytics — the back office dashboard's queries (GET /api/operator/analytics) on PostgreSQL
 * (DATABASE_URL, default the local server) with 1,000,000 entries, in a database of its own, created
 * and dropped here. Filled with set-based SQL over a year: 100,000 players, the entries (lottery, sports,
 * draft, fantasy), a powerplay use per entry of a game with powerplays, 200,000 prizes, 50,000 store
 * orders, 20,000 withdrawals. Then, in the same run on the same database, timed `--runs` times each:
 * the dashboard's service for the last 366 days (every row) and for the last 30 days, against a bare
 * `SELECT count(*)` of the same entries (the floor: one scan of the biggest table, nothing computed).
 *   npm run bench:analytics -- --entries 1000000 --runs 7
 */
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { analyticsService } from '../src/features/analytics/service';
import { systemClock } from '../src/platform/clock';
import { scratchDatabase } from './scratch-database';

const { values } = parseArgs({
  options: {
    entries: { type: 'string', default: '1000000' },
    runs: { type: 'string', default: '7' },
    // Leave the filled database in place (to study its plans with EXPLAIN); its name is printed.
    keep: { type: 'boolean', default: false },
  },
});
const ENTRIES = Number(values.entries);
const RUNS = Number(values.runs);
const PLAYERS = Math.max(1, Math.round(ENTRIES / 10));
const nyDay = (offset: number) =>
  new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/New_York' });

async function timed(runs: number, fn: () => Promise<unknown>) {
  await fn(); // warm: plans cached, pages in memory, as on a running server
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  return { p50: ms[Math.floor(ms.length / 2)]!, max: ms[ms.length - 1]! };
}

const fmt = (r: { p50: number; max: number }) => `p50 ${r.p50.toFixed(0)} ms, max ${r.max.toFixed(0)} ms`;

async function main() {
  const scratch = await scratchDatabase();
  const database = await openDatabase({ databaseUrl: scratch.url });
  const { db } = database;
  try {
    await migrateToLatest(db);
    const t0 = Date.now();
    // A random moment of the last 365 days.
    const when = sql`now() - random() * interval '365 days'`;
    await sql`
      insert into users (display_name, email, password_hash, country, province, over18, accepted_terms_at, created_at)
      select 'Bench ' || g, 'bench' || g || '@example.com', 'x', 'CA', 'ON', true, now(), ${when}
      from generate_series(1, ${PLAYERS}) g`.execute(db);
    // 6 in 10 entries are lottery, 2 sports, 1 draft, 1 fantasy; one per contest and player.
    await sql`
      insert into entries (user_id, contest_kind, contest_id, sport, created_at)
      select 1 + (g::bigint * 7919) % ${PLAYERS},
             (array['lottery','lottery','lottery','lottery','lottery','lottery','sports','sports','draft','fantasy'])[1 + g % 10],
             g, case when g % 10 in (6, 7) then 'hockey' end, ${when}
      from generate_series(1, ${ENTRIES}) g`.execute(db);
    await sql`
      insert into powerplay_uses (entry_id, use_number, powerplay_id, state_before, state_after, created_at)
      select id, 1,
             case contest_kind when 'lottery' then 1 + id % 5 when 'sports' then (array[19,18,13,1,21,24,4,5])[1 + id % 8]
                               else 1 + id % 4 end,
             '[]', '[]', created_at + random() * interval '2 hours'
      from entries where contest_kind <> 'fantasy'`.execute(db);
    await sql`
      insert into ledger_entries (user_id, currency, amount, kind, reference, description, idempotency_key, created_at)
      select 1 + g % ${PLAYERS}, 'cash', 100 + g % 5000, 'prize', 'bench', 'Prize', 'bench-prize:' || g, ${when}
      from generate_series(1, ${Math.round(ENTRIES / 5)}) g`.execute(db);
    await sql`
      insert into store_orders (user_id, product_ids, total_cents, created_at)
      select 1 + g % ${PLAYERS}, array['super-elite'], 1999, ${when}
      from generate_series(1, ${Math.round(ENTRIES / 20)}) g`.execute(db);
    // A withdrawal's hold must be a ledger row: the prizes stand in (the foreign key is all that matters here).
    await sql`
      insert into withdrawals (user_id, amount_cents, paypal_email, details, status, hold_entry_id, created_at)
      select user_id, 2000, 'bench@example.com', '{}', (array['pending','complete','cancel'])[1 + id % 3], id, created_at
      from ledger_entries where id <= ${Math.round(ENTRIES / 50)}`.execute(db);
    // As autovacuum would have by now: statistics and the visibility map (index-only scans need it).
    for (const table of [
      'users',
      'entries',
      'powerplay_uses',
      'ledger_entries',
      'store_orders',
      'withdrawals',
      'analytics_daily',
      'analytics_active_days',
    ])
      await sql`vacuum analyze ${sql.table(table)}`.execute(db);
    console.log(`filled in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

    const service = analyticsService({ db, clock: systemClock, watchers: () => 0 });
    const year = { from: nyDay(-365), to: nyDay(0) };
    const month = { from: nyDay(-29), to: nyDay(0) };
    const counts = (await service.dashboard(year)).totals;
    console.log(
      `rows in the year: ${counts.entries.all} entries, ${counts.powerplayUses} powerplay uses, ` +
        `${counts.registered} players, ${counts.storeOrders} orders, ${counts.withdrawals.requested} withdrawals`,
    );
    if (values.keep) return;
    const bare = await timed(RUNS, () => sql`select count(*) from entries`.execute(db));
    const yearRun = await timed(RUNS, () => service.dashboard(year));
    const monthRun = await timed(RUNS, () => service.dashboard(month));
    console.log(`bare select count(*) from entries (${ENTRIES} rows): ${fmt(bare)}`);
    console.log(
      `dashboard, 366 days (every row):               ${fmt(yearRun)}  ratio ${(yearRun.p50 / bare.p50).toFixed(2)}`,
    );
    console.log(
      `dashboard, 30 days:                            ${fmt(monthRun)}  ratio ${(monthRun.p50 / bare.p50).toFixed(2)}`,
    );
    if (yearRun.max >= 1000) process.exitCode = 1;
  } finally {
    await database.close();
    if (values.keep) console.log(`kept database ${scratch.name}`);
    else await scratch.drop();
  }
}

await main();

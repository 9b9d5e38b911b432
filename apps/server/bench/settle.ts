/**
 * bench:settle — settles one draw with 1,000,000 entries on PostgreSQL (DATABASE_URL, default the local
 * server) in a database of its own, created and dropped here. Timed, in the same run on the same
 * database: the settlement, its re-run, and the database's floor — a bare `INSERT … SELECT` of as many
 * rows as the settlement credits into a copy of `ledger_entries` (same columns, checks, indexes and
 * foreign key). The ratio settlement / bare insert is printed.
 *   npm run bench:settle -- --entries 1000000
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { drawBalls } from '@powerplay/domain';
import { sql } from 'kysely';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { insertGame } from '../src/features/lottery/repo';
import { settleGame } from '../src/features/lottery/settlement';
import { createServices } from '../src/services';
import { scratchDatabase } from './scratch-database';

const { values } = parseArgs({ options: { entries: { type: 'string', default: '1000000' } } });
const ENTRIES = Number(values.entries);
async function main() {
  const scratch = await scratchDatabase();
  const database = await openDatabase({ databaseUrl: scratch.url });
  const { db } = database;
  const config = loadConfig({
    DATABASE_URL: scratch.url,
    SESSION_SECRET: randomBytes(32).toString('hex'),
  });
  const { ledger } = createServices({ config, database });
  try {
    await migrateToLatest(db);
    let t = Date.now();
    await sql`
      insert into users (display_name, email, password_hash, country, province, over18, accepted_terms_at)
      select 'Bench ' || g, 'bench' || g || '@example.com', 'x', 'CA', 'ON', true, now()
      from generate_series(1, ${ENTRIES}) g`.execute(db);
    const game = await insertGame(db, {
      gameType: '747',
      startAt: new Date(Date.now() + 3_600_000),
      pickDeadline: new Date(Date.now() + 3_600_000),
      ballIntervalSeconds: 30,
      delaySeconds: 5,
      finalWindowSeconds: 12,
      scheduledBy: 'bench',
    });
    if (!game) throw new Error('no game');
    // Large tiers so that every winner is paid at least a cent: every credit path is exercised.
    game.prize_tiers = [1, 2, 3, 4, 5, 6, 7].map((hits) => ({
      hits,
      amount: 1_000_000_000,
      kind: 'cash' as const,
    }));
    await db
      .updateTable('lottery_games')
      .set({ prize_tiers: JSON.stringify(game.prize_tiers) })
      .where('id', '=', game.id)
      .execute();
    // Seven consecutive numbers from a start that varies per entry: a spread of 0..7 hits.
    // Every entry is registered in `entries` (as the entries service does), with its lottery picks.
    await sql`
      insert into entries (user_id, contest_kind, contest_id, created_at)
      select u.id, 'lottery', ${game.id}, now() from users u`.execute(db);
    await sql`
      insert into lottery_entries (id, game_id, user_id, picks, created_at, updated_at)
      select e.id, ${game.id}, e.user_id,
             array(select s from generate_series(1 + e.user_id % 41, 7 + e.user_id % 41) s), now(), now()
      from entries e where e.contest_kind = 'lottery' and e.contest_id = ${game.id}`.execute(db);
    const balls = drawBalls(game.seed, String(game.id), 7, { min: 1, max: 47 });
    await db
      .insertInto('lottery_draws')
      .values(balls.map((number, i) => ({ game_id: game.id, k: i + 1, number, drawn_at: new Date() })))
      .execute();
    await sql`analyze`.execute(db);
    console.log(`setup: ${ENTRIES} entries in ${Date.now() - t} ms`);

    // The floor: as many ledger rows as the settlement will credit, inserted with nothing to compute.
    const hits = sql`(select count(*) from unnest(e.picks) p where p = any(${balls}::int[]))`;
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from lottery_entries e where e.game_id = ${game.id} and ${hits} > 0`.execute(
      db,
    );
    const winners = rows[0]!.n;
    await sql`create table ledger_bare (like ledger_entries including all)`.execute(db);
    await sql`alter table ledger_bare add foreign key (user_id) references users (id)`.execute(db);
    await sql`checkpoint`.execute(db);
    t = Date.now();
    await db.transaction().execute((trx) =>
      sql`
        insert into ledger_bare (user_id, currency, amount, kind, status, reference, description, idempotency_key, created_at)
        select e.user_id, 'cash', 1000, 'prize', 'complete', 'lottery:' || e.game_id,
               'Lucky 7 draw #' || e.game_id || ': 3 matched', 'lottery-prize:' || e.id, now()
        from lottery_entries e where e.game_id = ${game.id} limit ${winners}`.execute(trx),
    );
    const bareInsertMs = Date.now() - t;
    await sql`drop table ledger_bare`.execute(db);
    await sql`checkpoint`.execute(db);

    t = Date.now();
    const credited = await db.transaction().execute((trx) => settleGame(trx, ledger, game, balls));
    const settleMs = Date.now() - t;
    t = Date.now();
    const again = await db.transaction().execute((trx) => settleGame(trx, ledger, game, balls));
    const resettleMs = Date.now() - t;
    const tiers = await db
      .selectFrom('lottery_tier_results')
      .select(['hits', 'winners', 'payout', 'remainder'])
      .where('game_id', '=', game.id)
      .orderBy('hits', 'desc')
      .execute();
    console.log(
      JSON.stringify({
        entries: ENTRIES,
        settleMs,
        credited,
        bareInsertMs,
        bareRows: winners,
        ratio: Math.round((settleMs / bareInsertMs) * 100) / 100,
        resettleMs,
        creditedOnRerun: again,
        tiers,
      }),
    );
  } finally {
    await database.close();
    await scratch.drop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

/**
 * bench:settle — settles one draw with 1,000,000 entries on PostgreSQL (DATABASE_URL, default the local
 * server) in a database of its own, created and dropped here. Only the settlement is timed.
 *   npm run bench:settle -- --entries 1000000
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { drawBalls } from '@powerplay/domain';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { insertGame } from '../src/features/lottery/engine';
import { settleGame } from '../src/features/lottery/settlement';

const { values } = parseArgs({ options: { entries: { type: 'string', default: '1000000' } } });
const ENTRIES = Number(values.entries);
const url = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const name = `powerplay_bench_${randomBytes(4).toString('hex')}`;

async function admin(query: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(query);
  await c.end();
}

async function main() {
  await admin(`create database ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: dbUrl.toString() });
  const { db } = database;
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
    await sql`
      insert into lottery_entries (game_id, user_id, picks, created_at, updated_at)
      select ${game.id}, u.id, array(select s from generate_series(1 + u.id % 41, 7 + u.id % 41) s), now(), now()
      from users u`.execute(db);
    const balls = drawBalls(game.seed, String(game.id), 7, { min: 1, max: 47 });
    await db
      .insertInto('lottery_draws')
      .values(balls.map((number, i) => ({ game_id: game.id, k: i + 1, number, drawn_at: new Date() })))
      .execute();
    await sql`analyze`.execute(db);
    console.log(`setup: ${ENTRIES} entries in ${Date.now() - t} ms`);

    t = Date.now();
    const credited = await db.transaction().execute((trx) => settleGame(trx, game, balls, new Date()));
    const settleMs = Date.now() - t;
    t = Date.now();
    const again = await db.transaction().execute((trx) => settleGame(trx, game, balls, new Date()));
    const resettleMs = Date.now() - t;
    const tiers = await db
      .selectFrom('lottery_tier_results')
      .select(['hits', 'winners', 'payout', 'remainder'])
      .where('game_id', '=', game.id)
      .orderBy('hits', 'desc')
      .execute();
    console.log(
      JSON.stringify({ entries: ENTRIES, settleMs, credited, resettleMs, creditedOnRerun: again, tiers }),
    );
  } finally {
    await database.close();
    await admin(`drop database if exists ${name} with (force)`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

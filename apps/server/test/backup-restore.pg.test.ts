import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { commitmentOf, drawBalls } from '@powerplay/domain';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClock } from '../src/platform/clock';
import { busyBooks } from './books-fixtures';
import { appRoleUrl, createTestApp, registerOperator, type TestApp } from './helpers';

// Runs only in the PostgreSQL suite: the backup and restore drill. A database with settled draws, a
// settled contest, store orders and withdrawals is dumped with pg_dump and restored with pg_restore into
// a new database (both as the superuser of DATABASE_URL, who may create databases); there the books must
// check clean with the real CLI, serving as the app role, and a finished draw must verify from its
// revealed seed. Both databases are dropped afterwards.
const run = promisify(execFile);
const repo = path.resolve(import.meta.dirname, '../../..');
const admin = process.env.DATABASE_URL!;
const withDatabase = (url: string, name: string) =>
  Object.assign(new URL(url), { pathname: `/${name}` }).toString();

const clock = fakeClock('2026-12-02T15:00:00Z');
let t: TestApp;
let books: Awaited<ReturnType<typeof busyBooks>>;
const dir = mkdtempSync(path.join(tmpdir(), 'powerplay-drill-'));
const restored = `powerplay_restored_${process.pid}_${Date.now()}`;

async function onAdmin<T>(database: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: withDatabase(admin, database) });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  books = await busyBooks(t, clock, (await registerOperator(t)).token);
}, 120_000);

afterAll(async () => {
  await onAdmin('postgres', (c) => c.query(`drop database if exists ${restored} with (force)`));
  rmSync(dir, { recursive: true, force: true });
  await t?.close();
});

describe('backup and restore drill', () => {
  it('restores a dump whose books check clean and whose draws verify from their seeds', async () => {
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.owner);
    const source = rows[0]!.name;
    const before = await t.services.books.check();
    expect(before.ok).toBe(true);

    // The backup, as an operator takes one: a custom-format dump, restored into a new database.
    const dump = path.join(dir, 'powerplay.dump');
    await run('pg_dump', ['--format=custom', '--file', dump, '--dbname', withDatabase(admin, source)]);
    await onAdmin('postgres', (c) => c.query(`create database ${restored}`));
    await run('pg_restore', [
      '--exit-on-error',
      '--no-owner',
      '--dbname',
      withDatabase(admin, restored),
      dump,
    ]);

    // The real CLI on the restored database, serving as the app role as the servers do.
    const cli = await run('node', ['--import', 'tsx', 'apps/server/src/cli.ts', 'check-books'], {
      cwd: repo,
      env: {
        ...process.env,
        DATABASE_URL: appRoleUrl(withDatabase(admin, restored)),
        MIGRATION_DATABASE_URL: withDatabase(admin, restored),
        LOG_LEVEL: 'silent',
      },
    });
    expect(cli.stdout).toMatch(/^ok +13 checks, \d+ examined, 0 breaks in \d+ ms$/m);
    // The same figures as the books it was taken from: every row came back, no more, no fewer.
    const recorded = await onAdmin(restored, async (c) => {
      const { rows } = await c.query<{
        ok: boolean;
        checks: { name: string; examined: number; breaks: number }[];
      }>(`select ok, checks from book_checks order by id desc limit 1`);
      return rows[0]!;
    });
    expect(recorded.ok).toBe(true);
    expect(recorded.checks.map(({ name, examined, breaks }) => ({ name, examined, breaks }))).toEqual(
      before.checks.map(({ name, examined, breaks }) => ({ name, examined, breaks })),
    );

    // The finished draw's audit, recomputed from its revealed seed as the public verifier does.
    const draw = await onAdmin(restored, async (c) => {
      const game = await c.query<{
        id: number;
        seed: string;
        commitment: string;
        ball_count: number;
        range_min: number;
        range_max: number;
        status: string;
      }>(
        `select id, seed, commitment, ball_count, range_min, range_max, status from lottery_games where id = $1`,
        [books.game.id],
      );
      const balls = await c.query<{ number: number }>(
        `select number from lottery_draws where game_id = $1 order by k`,
        [books.game.id],
      );
      return { game: game.rows[0]!, balls: balls.rows.map((b) => b.number) };
    });
    expect(draw.game.status).toBe('finished');
    expect(commitmentOf(draw.game.seed)).toBe(draw.game.commitment);
    expect(draw.balls).toEqual(
      drawBalls(draw.game.seed, String(draw.game.id), draw.game.ball_count, {
        min: draw.game.range_min,
        max: draw.game.range_max,
      }),
    );
    expect(draw.balls).toEqual(books.game.balls);
  });

  it('the restored books still catch a break: the CLI exits 1', async () => {
    // As the default partner: the order's analytics counter is its partner's too.
    await onAdmin(restored, async (c) => {
      await c.query(`select set_config('app.partner_id', '1', false)`);
      await c.query(
        `insert into store_orders (user_id, product_ids, total_cents, created_at)
               values ($1, '{super-elite}', 4000, now())`,
        [books.loser.user.id],
      );
    });
    const failed = await run('node', ['--import', 'tsx', 'apps/server/src/cli.ts', 'check-books'], {
      cwd: repo,
      env: {
        ...process.env,
        DATABASE_URL: appRoleUrl(withDatabase(admin, restored)),
        MIGRATION_DATABASE_URL: withDatabase(admin, restored),
        LOG_LEVEL: 'silent',
      },
    }).then(
      () => ({ code: 0, stdout: '' }),
      (err: { code: number; stdout: string }) => err,
    );
    expect(failed.code).toBe(1);
    expect(failed.stdout).toMatch(/^BREAK store\.orders-match-debits +\d+ examined +1 breaks$/m);
  });
});

import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { drawBalls } from '@powerplay/domain';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOperator, startServer } from './server-process';

// Runs only in the PostgreSQL suite (see vitest.config.ts): two real server processes on one database.
const url = process.env.DATABASE_URL!;
const name = `powerplay_mp_${randomBytes(4).toString('hex')}`;
const dbUrl = Object.assign(new URL(url), { pathname: `/${name}` }).toString();
const env = (port: number) => ({
  ...process.env,
  DATABASE_URL: dbUrl,
  PORT: String(port),
  SESSION_SECRET: 'multi-process-secret-multi-process-secret',
  LOG_LEVEL: 'warn',
  LOTTERY_DEMO_SCHEDULE: 'off',
  WEB_DIST_DIR: '/nonexistent-web-dist',
});
const servers: ChildProcess[] = [];

async function admin(query: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(query);
  await c.end();
}

beforeAll(async () => {
  await admin(`create database ${name}`);
  createOperator(env(0), { email: 'op@powerplay.games', password: 'operator-pass', name: 'Operator' });
  for (const server of await Promise.all([startServer(env(3301)), startServer(env(3302))]))
    servers.push(server.process);
}, 60_000);

afterAll(async () => {
  servers.forEach((s) => s.kill('SIGTERM'));
  await new Promise((r) => setTimeout(r, 500));
  await admin(`drop database if exists ${name} with (force)`);
});

it('two processes draw each ball exactly once, and killing one mid-draw loses nothing', async () => {
  const login = await fetch('http://127.0.0.1:3301/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'op@powerplay.games', password: 'operator-pass' }),
  });
  const { token } = (await login.json()) as { token: string };
  const res = await fetch('http://127.0.0.1:3302/api/operator/lottery/games', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      gameType: '747',
      startAt: new Date(Date.now() + 1000).toISOString(),
      ballIntervalSeconds: 2,
      delaySeconds: 1,
      finalWindowSeconds: 1,
    }),
  });
  expect(res.status).toBe(201);
  const { game } = (await res.json()) as { game: { id: number } };

  // After the third ball, kill the first process without a chance to clean up.
  await new Promise((r) => setTimeout(r, 1000 + 2 * 2000 + 500));
  servers[0]!.kill('SIGKILL');

  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  try {
    for (let i = 0; i < 100; i++) {
      const { rows } = await c.query<{ settled: boolean }>(
        'select settled_at is not null as settled from lottery_games where id = $1',
        [game.id],
      );
      if (rows[0]?.settled) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const draws = await c.query<{ k: number; number: number }>(
      'select k, number from lottery_draws where game_id = $1 order by k',
      [game.id],
    );
    const { rows } = await c.query<{ seed: string; status: string }>(
      'select seed, status from lottery_games where id = $1',
      [game.id],
    );
    expect(rows[0]!.status).toBe('finished');
    expect(draws.rows.map((d) => d.k)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(draws.rows.map((d) => d.number)).toEqual(
      drawBalls(rows[0]!.seed, String(game.id), 7, { min: 1, max: 47 }),
    );
  } finally {
    await c.end();
  }
}, 60_000);

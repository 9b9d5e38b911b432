import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { drawBalls } from '@powerplay/domain';
import pg from 'pg';
import { createOperator, startServer } from './server-process';
import { ballsOf, readEvents } from './sse';

/**
 * Database-fault scenarios against a real server process on PostgreSQL (decision 008): a live draw with SSE
 * watchers, then the server's backends are terminated mid-draw, and optionally PostgreSQL refuses its
 * connections for a while. Used by `npm run chaos` (prints the report) and by faults.pg.test.ts.
 */
export interface ChaosOptions {
  /** The admin URL (any database of the cluster); a database is created and dropped per scenario. */
  adminUrl: string;
  /**
   * The scenario's database URL as the role the server serves as (docs/decisions/036); the admin
   * then migrates. Unset: the server serves as the admin.
   */
  appUrl?: (dbUrl: string) => string;
  /** How long PostgreSQL refuses the server's connections after terminating them (0: terminate only). */
  refuseMs: number;
  watchers?: number;
  log?: (line: string) => void;
}

export interface ChaosReport {
  scenario: string;
  /** Balls drawn (k in order) and whether they are the seed's, each exactly once. */
  balls: number[];
  drawnOnce: boolean;
  settled: boolean;
  /** Server backends terminated at the fault. */
  backendsTerminated: number;
  /** What `/readyz` answered during the outage, and how long after it ended it was 200 again. */
  readyzDuringOutage: number[];
  /** A request that needs the database (a sign-in) during the outage: status and Retry-After. */
  apiDuringOutage: { status: number; retryAfter: string | null }[];
  readyAgainAfterMs: number | null;
  watchers: number;
  /** Watchers that received every ball (by k) and the settlement. */
  watchersComplete: number;
  processAlive: boolean;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A port nobody listens on right now (parallel suites must not collide on fixed ports). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function withClient<T>(url: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await run(c);
  } finally {
    await c.end();
  }
}

export async function runChaos(options: ChaosOptions): Promise<ChaosReport> {
  const log = options.log ?? (() => undefined);
  const watcherCount = options.watchers ?? 5;
  const name = `powerplay_chaos_${randomBytes(4).toString('hex')}`;
  const dbUrl = Object.assign(new URL(options.adminUrl), { pathname: `/${name}` }).toString();
  const admin = new pg.Client({ connectionString: options.adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const port = await freePort();
  const env = {
    ...process.env,
    ...(options.appUrl
      ? { DATABASE_URL: options.appUrl(dbUrl), MIGRATION_DATABASE_URL: dbUrl }
      : { DATABASE_URL: dbUrl }),
    PORT: String(port),
    SESSION_SECRET: 'chaos-secret-chaos-secret-chaos-secret-00',
    LOG_LEVEL: 'warn',
    JOBS: 'lottery-draws',
    WEB_DIST_DIR: '/nonexistent-web-dist',
  };
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    createOperator(env, { email: 'chaos@powerplay.games', password: 'chaos-password', name: 'Chaos' });
    server = await startServer(env);
    const base = server.url;
    const { token } = (await (
      await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'chaos@powerplay.games', password: 'chaos-password' }),
      })
    ).json()) as { token: string };
    const res = await fetch(`${base}/api/operator/lottery/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        gameType: '747',
        startAt: new Date(Date.now() + 1500).toISOString(),
        ballIntervalSeconds: 2,
        delaySeconds: 1,
        finalWindowSeconds: 1,
      }),
    });
    if (res.status !== 201) throw new Error(`schedule failed: ${res.status} ${await res.text()}`);
    const { game } = (await res.json()) as { game: { id: number } };

    const streams = Array.from({ length: watcherCount }, () =>
      readEvents(
        `${base}/api/lottery/games/${game.id}/events`,
        (es) => es.some((e) => e.event === 'settled'),
        {},
        45_000,
      ).catch(() => []),
    );

    const ballsDrawn = async () =>
      withClient(dbUrl, async (c) => {
        const { rows } = await c.query<{ n: number }>(
          'select count(*)::int as n from lottery_draws where game_id = $1',
          [game.id],
        );
        return rows[0]!.n;
      });
    for (let i = 0; i < 200 && (await ballsDrawn()) < 2; i++) await sleep(100);

    // The fault: refuse new connections (when asked), then terminate every backend of the server.
    log(`fault after ball ${await ballsDrawn()}: terminate backends, refuse for ${options.refuseMs} ms`);
    if (options.refuseMs > 0) await admin.query(`alter database ${name} allow_connections false`);
    const terminated = await admin.query<{ ok: boolean }>(
      'select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    const readyz: number[] = [];
    const apiDuring: ChaosReport['apiDuringOutage'] = [];
    const outageEnds = Date.now() + Math.max(options.refuseMs, 500);
    while (Date.now() < outageEnds) {
      readyz.push((await fetch(`${base}/readyz`).catch(() => null))?.status ?? 0);
      const signIn = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: 'nobody@example.com', password: 'not a password' }),
      }).catch(() => null);
      apiDuring.push({ status: signIn?.status ?? 0, retryAfter: signIn?.headers.get('retry-after') ?? null });
      await sleep(250);
    }
    if (options.refuseMs > 0) await admin.query(`alter database ${name} allow_connections true`);
    const restoredAt = Date.now();
    let readyAgainAfterMs: number | null = null;
    for (let i = 0; i < 200; i++) {
      if ((await fetch(`${base}/readyz`).catch(() => null))?.status === 200) {
        readyAgainAfterMs = Date.now() - restoredAt;
        break;
      }
      await sleep(50);
    }
    log(`ready again ${readyAgainAfterMs} ms after the outage`);

    const received = await Promise.all(streams);
    const result = await withClient(dbUrl, async (c) => {
      const d = await c.query<{ k: number; number: number }>(
        'select k, number from lottery_draws where game_id = $1 order by k',
        [game.id],
      );
      const g = await c.query<{ seed: string; settled: boolean }>(
        'select seed, settled_at is not null as settled from lottery_games where id = $1',
        [game.id],
      );
      return { draws: d.rows, seed: g.rows[0]!.seed, settled: g.rows[0]!.settled };
    });
    const expected = drawBalls(result.seed, String(game.id), 7, { min: 1, max: 47 });
    const complete = received.filter((events) => {
      const ks = new Set(ballsOf(events).map((b) => b.k));
      return (
        ks.size === 7 && [1, 2, 3, 4, 5, 6, 7].every((k) => ks.has(k)) && events.at(-1)?.event === 'settled'
      );
    }).length;

    return {
      scenario: options.refuseMs > 0 ? `terminate + refuse ${options.refuseMs} ms` : 'terminate',
      balls: result.draws.map((d) => d.k),
      drawnOnce:
        result.draws.length === 7 && result.draws.every((d, i) => d.k === i + 1 && d.number === expected[i]),
      settled: result.settled,
      backendsTerminated: terminated.rows.filter((r) => r.ok).length,
      readyzDuringOutage: readyz,
      apiDuringOutage: apiDuring,
      readyAgainAfterMs,
      watchers: watcherCount,
      watchersComplete: complete,
      processAlive: server.process.exitCode === null && server.process.signalCode === null,
    };
  } finally {
    server?.stop();
    await sleep(500);
    await admin.query(`alter database ${name} allow_connections true`).catch(() => undefined);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

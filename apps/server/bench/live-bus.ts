/**
 * bench:live-bus — one draw watched through K server processes on one PostgreSQL, the live events carried
 * between them by each bus in turn, against K bare Node SSE servers, in the same run:
 *   npm run bench:live-bus -- --processes 3 --watchers 59400 --rounds 2 --clients 3
 * `--watchers` is the total, spread evenly over the processes, and held by `--clients` client processes
 * (each server's watchers in one of them: `ulimit -n` bounds each client's share). Each bus has a database of its own (`DATABASE_URL`, default the local
 * PostgreSQL) and its processes; NATS is `NATS_URL` (default nats://127.0.0.1:4222). Process 0 runs the
 * draw engine; the others only serve. At the end, each fleet's census: the sessions LISTENing on its
 * database (one per process on PostgreSQL's bus, none on NATS) and the events its NATS stream holds.
 */
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { connect } from 'nats';
import pg from 'pg';
import { createAccounts, startServer } from '../test/server-process';
import { scheduleShortDraw, signIn } from './http-json';
import { openFilesLimit, startBareSse, watchBurstFrom, type BurstResult } from './live-harness';

const { values } = parseArgs({
  options: {
    processes: { type: 'string', default: '3' },
    watchers: { type: 'string', default: '15000' },
    rounds: { type: 'string', default: '2' },
    port: { type: 'string', default: '3510' },
    clients: { type: 'string', default: '1' },
  },
});
const K = Number(values.processes);
const WATCHERS = Number(values.watchers);
const ROUNDS = Number(values.rounds);
const PORT = Number(values.port);
const CLIENTS = Number(values.clients);
const BALLS = 7;
const INTERVAL_MS = 2000;
const BURST_MS = 2000;
// Time to connect every watcher before the first ball: about a millisecond each here, at least 20 s.
const LEAD_MS = Math.max(20_000, WATCHERS);
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const OPERATOR = { email: 'bench@powerplay.games', password: 'bench-password', name: 'Bench Operator' };

const deadlineOf = (startAt: number) => startAt + (BALLS - 1) * INTERVAL_MS + 30_000;

async function admin(query: string) {
  const c = new pg.Client({ connectionString: DATABASE_URL });
  await c.connect();
  await c.query(query);
  await c.end();
}

/** K server processes on a database of their own, the events between them on `bus`. */
async function fleet(bus: 'postgres' | 'nats', firstPort: number) {
  const name = `powerplay_bench_bus_${bus}_${randomBytes(3).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'powerplay-bench-bus-'));
  const env = (i: number): NodeJS.ProcessEnv & { PORT: string } => ({
    ...process.env,
    PORT: String(firstPort + i),
    DATA_DIR: dataDir,
    DATABASE_URL: url.toString(),
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00',
    SSE_MAX_STREAMS_PER_IP: String(WATCHERS + 100),
    MAX_CONNECTIONS_PER_IP: '0',
    JOBS: i === 0 ? 'lottery-draws' : 'none',
    ...(bus === 'nats' ? { LIVE_BUS_URL: NATS_URL, LIVE_BUS_NAME: name } : {}),
  });
  createAccounts(env(0), [{ role: 'operator', ...OPERATOR }]);
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  for (let i = 0; i < K; i++) {
    const log = createWriteStream(path.join(dataDir, `server-${i}.log`));
    await new Promise((r) => log.once('open', r));
    servers.push(await startServer(env(i), { stdout: log }));
  }
  const base = servers[0]!.url;
  const operator = await signIn(base, 'localhost', OPERATOR.email, OPERATOR.password);
  return {
    /** A draw starting at `startAt`, watched on every process. */
    async draw(startAt: number) {
      const id = await scheduleShortDraw(base, { operator, startAt, intervalMs: INTERVAL_MS });
      return servers.map((s) => ({ url: `${s.url}/api/lottery/games/${id}/events` }));
    },
    /**
     * What carried the events: the sessions LISTENing on this fleet's database, and the events stored
     * in its NATS stream (none on PostgreSQL's bus).
     */
    async census() {
      const c = new pg.Client({ connectionString: DATABASE_URL });
      await c.connect();
      const { rows } = await c.query<{ n: number }>(
        "select count(*)::int as n from pg_stat_activity where datname = $1 and query ilike 'listen %'",
        [name],
      );
      await c.end();
      let natsEvents = 0;
      if (bus === 'nats') {
        const nc = await connect({ servers: NATS_URL });
        const info = await (await nc.jetstreamManager()).streams.info(name.toUpperCase());
        natsEvents = info.state.messages;
        await nc.close();
      }
      return { bus, listenSessions: rows[0]!.n, natsEvents };
    },
    async stop() {
      for (const s of servers) {
        s.stop();
        await new Promise<void>((resolve) => s.process.once('exit', () => resolve()));
      }
      await admin(`drop database if exists ${name} with (force)`);
    },
  };
}

async function main() {
  const perProcess = Math.max(WATCHERS / K, WATCHERS / CLIENTS);
  if (perProcess + 100 > openFilesLimit()) throw new Error(`ulimit -n is below ${perProcess + 100}`);
  const bares: Awaited<ReturnType<typeof startBareSse>>[] = [];
  for (let i = 0; i < K; i++) bares.push(await startBareSse(PORT + 20 + i));
  const fleets = { postgres: await fleet('postgres', PORT), nats: await fleet('nats', PORT + 10) };
  const burst = (targets: { url: string }[], startAt: number) =>
    watchBurstFrom(CLIENTS, targets, {
      watchers: WATCHERS,
      balls: BALLS,
      burstMs: BURST_MS,
      deadline: deadlineOf(startAt),
    });
  const sides: Record<'bare' | 'postgres' | 'nats', () => Promise<BurstResult>> = {
    bare: async () => {
      const startAt = Date.now() + BURST_MS + LEAD_MS;
      for (const b of bares) b.draw(startAt, INTERVAL_MS, [4, 11, 19, 23, 30, 38, 45]);
      return burst(
        bares.map((b) => ({ url: b.url })),
        startAt,
      );
    },
    postgres: async () => {
      const startAt = Date.now() + BURST_MS + LEAD_MS;
      return burst(await fleets.postgres.draw(startAt), startAt);
    },
    nats: async () => {
      const startAt = Date.now() + BURST_MS + LEAD_MS;
      return burst(await fleets.nats.draw(startAt), startAt);
    },
  };
  const order = ['bare', 'postgres', 'nats'] as const;
  const p99s: Record<(typeof order)[number], number>[] = [];
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const p99 = {} as Record<(typeof order)[number], number>;
      const rotated = [...order.slice((round - 1) % 3), ...order.slice(0, (round - 1) % 3)];
      for (const side of rotated) {
        const result = await sides[side]();
        console.log(JSON.stringify({ round, side, processes: K, ...result }));
        p99[side] = result.p99Ms;
      }
      p99s.push(p99);
    }
    const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
    console.log(
      JSON.stringify({
        processes: K,
        watchers: WATCHERS,
        clients: CLIENTS,
        postgresVsBare: p99s.map((r) => ratio(r.postgres, r.bare)),
        natsVsBare: p99s.map((r) => ratio(r.nats, r.bare)),
      }),
    );
    for (const fleetOf of [fleets.postgres, fleets.nats]) console.log(JSON.stringify(await fleetOf.census()));
  } finally {
    for (const b of bares) b.stop();
    await fleets.postgres.stop();
    await fleets.nats.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

/**
 * bench:live — a join storm on one `npm start`-like server process (embedded database, logging at
 * `info`): N SSE watchers of one live draw opened within ~2 s, and the delay from each ball's draw (its
 * drawnAt) to its receipt by every watcher. The same client measures a bare Node SSE server streaming 7
 * balls on the same schedule in the same run (bare-sse.ts), and the ratio of the p99s is printed.
 *   npm run bench:live -- --watchers 20000 --rounds 2
 * Only the per-address caps are lifted (every watcher comes from 127.0.0.1). Each socket is a file
 * descriptor in the client and in the server: `ulimit -n` must exceed the watchers (checked below).
 */
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createOperator, startServer } from '../test/server-process';
import { openFilesLimit, startBareSse, watchBurst, type BurstResult } from './live-harness';

const { values } = parseArgs({
  options: {
    watchers: { type: 'string', default: '20000' },
    rounds: { type: 'string', default: '1' },
    'burst-ms': { type: 'string', default: '2000' },
    // From the end of the burst to the first ball: long enough for a loaded machine to accept them all.
    'lead-ms': { type: 'string', default: '20000' },
    port: { type: 'string', default: '3210' },
  },
});
const WATCHERS = Number(values.watchers);
const ROUNDS = Number(values.rounds);
const BURST_MS = Number(values['burst-ms']);
const LEAD_MS = Number(values['lead-ms']);
const PORT = Number(values.port);
const BALLS = 7;
const INTERVAL_MS = 2000;

const dataDir = mkdtempSync(path.join(tmpdir(), 'powerplay-bench-'));
const logFile = path.join(dataDir, 'server.log');
const env: NodeJS.ProcessEnv & { PORT: string } = {
  ...process.env,
  PORT: String(PORT),
  DATA_DIR: dataDir,
  // The only departures from the default configuration: every watcher comes from 127.0.0.1.
  SSE_MAX_STREAMS_PER_IP: String(WATCHERS + 100),
  MAX_CONNECTIONS_PER_IP: '0',
};
delete env.DATABASE_URL;
delete env.LOG_LEVEL;
const base = `http://127.0.0.1:${PORT}`;

async function api<T>(url: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

async function main() {
  const limit = openFilesLimit();
  if (WATCHERS + 200 > limit) {
    throw new Error(`ulimit -n is ${limit}: ${WATCHERS} watchers need more (raise it, or pass --watchers)`);
  }
  const op = { email: 'bench@powerplay.games', password: 'bench-password', name: 'Bench Operator' };
  createOperator(env, op);
  const log = createWriteStream(logFile);
  await new Promise((r) => log.once('open', r));
  const server = await startServer(env, { stdout: log });
  const bare = await startBareSse(PORT + 1);
  try {
    const { token } = await api<{ token: string }>('/api/auth/login', {
      login: op.email,
      password: op.password,
    });

    const measureBare = async () => {
      const startAt = Date.now() + BURST_MS + LEAD_MS;
      bare.draw(startAt, INTERVAL_MS, [4, 11, 19, 23, 30, 38, 45]);
      return watchBurst(bare.url, {
        watchers: WATCHERS,
        balls: BALLS,
        burstMs: BURST_MS,
        deadline: deadlineOf(startAt),
      });
    };
    const measureOurs = async () => {
      const startAt = Date.now() + BURST_MS + LEAD_MS;
      const { game } = await api<{ game: { id: number } }>(
        '/api/operator/lottery/games',
        {
          gameType: '747',
          startAt: new Date(startAt).toISOString(),
          ballIntervalSeconds: INTERVAL_MS / 1000,
          delaySeconds: 1,
          finalWindowSeconds: 1,
        },
        token,
      );
      return watchBurst(`${base}/api/lottery/games/${game.id}/events`, {
        watchers: WATCHERS,
        balls: BALLS,
        burstMs: BURST_MS,
        deadline: deadlineOf(startAt),
      });
    };

    const ratios: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      // Alternate the order, so neither side always runs on a warmer (or more tired) machine.
      const results: Record<'bare' | 'powerplay', BurstResult> = {} as never;
      for (const side of round % 2 ? (['bare', 'powerplay'] as const) : (['powerplay', 'bare'] as const)) {
        results[side] = side === 'bare' ? await measureBare() : await measureOurs();
        console.log(JSON.stringify({ round, side, ...results[side] }));
      }
      ratios.push(results.powerplay.p99Ms / results.bare.p99Ms);
    }
    const logLines = readFileSync(logFile, 'utf8').split('\n').filter(Boolean).length;
    // The server's peak resident memory (Linux), for the capacity plan's per-process figures.
    const peak = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.process.pid}/status`, 'utf8'));
    console.log(
      JSON.stringify({
        watchers: WATCHERS,
        rounds: ROUNDS,
        p99Ratio: ratios.map((r) => Math.round(r * 100) / 100),
        serverLogLines: logLines,
        serverPeakRssMb: peak ? Math.round(Number(peak[1]) / 1024) : undefined,
      }),
    );
  } finally {
    bare.stop();
    server.stop();
  }
}

/** Every ball is due by the last ball's time; a watcher still short 30 s later has lost one. */
const deadlineOf = (startAt: number) => startAt + (BALLS - 1) * INTERVAL_MS + 30_000;

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

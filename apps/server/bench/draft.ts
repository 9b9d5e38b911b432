/**
 * bench:draft — live-draft watchers on one `npm start`-like server process (embedded database, logging at
 * `info`, every job on): N SSE watchers of one draft (`/api/draft/contests/:id/events`, the stream of
 * /draft-day-live) opened within ~2 s, then the replay of the real 2020 first round makes pick 1 → 32, one
 * every `--interval-ms`, from the server's own scheduler. For every pick, the delay from its `madeAt` (the
 * server's time when its step ran, before the transaction commits) to its receipt by every watcher, and
 * whether every watcher received all 32. The same client measures a bare Node SSE server (bare-sse.ts)
 * writing 32 frames of the same size on the same schedule in the same run; the ratio of the p99s is
 * printed. Each round opens a fresh draft through the back office (an operator's session).
 *   npm run bench:draft -- --watchers 5000 --rounds 3
 * Only the per-address caps are lifted (every watcher comes from 127.0.0.1). Localhost only; it stops by
 * itself (a measurement gives up 30 s after its last pick was due).
 */
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { DraftActualPick, DraftContest } from '@powerplay/contracts';
import { createOperator, startServer } from '../test/server-process';
import { openFilesLimit, startBareSse, watchBurst, type BurstResult } from './live-harness';

const { values } = parseArgs({
  options: {
    watchers: { type: 'string', default: '5000' },
    rounds: { type: 'string', default: '1' },
    'interval-ms': { type: 'string', default: '1000' },
    'burst-ms': { type: 'string', default: '2000' },
    // From the end of the burst to the first pick: long enough for a loaded machine to accept them all.
    'lead-ms': { type: 'string', default: '10000' },
    port: { type: 'string', default: '3230' },
  },
});
const WATCHERS = Number(values.watchers);
const ROUNDS = Number(values.rounds);
const INTERVAL_MS = Number(values['interval-ms']);
const BURST_MS = Number(values['burst-ms']);
const LEAD_MS = Number(values['lead-ms']);
const PORT = Number(values.port);
const PICKS = 32;

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

async function api<T>(url: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Every pick is due by the 32nd's time; a watcher still short 30 s later has lost one. */
const deadlineOf = (startAt: number) => startAt + (PICKS - 1) * INTERVAL_MS + 30_000;

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
    // A real pick as the bare server's frame, so its frames are as large as a `pick` event.
    const sample: DraftActualPick = {
      pick: 1,
      team: {
        abbr: 'CIN',
        name: 'Cincinnati Bengals',
        city: 'Cincinnati',
        gearLink: 'https://www.nflshop.com/',
      },
      prospectId: 1,
      madeAt: new Date().toISOString(),
    };

    const measureBare = async () => {
      const startAt = Date.now() + BURST_MS + LEAD_MS;
      bare.draw(
        startAt,
        INTERVAL_MS,
        Array.from({ length: PICKS }, (_, i) => i + 1),
        sample,
      );
      return watchBurst(bare.url, {
        watchers: WATCHERS,
        balls: PICKS,
        burstMs: BURST_MS,
        deadline: deadlineOf(startAt),
      });
    };
    const measureOurs = async () => {
      const startAt = Date.now() + BURST_MS + LEAD_MS;
      const { contest } = await api<{ contest: DraftContest }>(
        '/api/operator/draft/contests',
        {
          pickDeadline: new Date(startAt - 1000).toISOString(),
          startAt: new Date(startAt).toISOString(),
          mode: 'replay',
          pickIntervalSeconds: Math.max(1, Math.round(INTERVAL_MS / 1000)),
        },
        token,
      );
      return watchBurst(`${base}/api/draft/contests/${contest.id}/events`, {
        watchers: WATCHERS,
        balls: PICKS,
        burstMs: BURST_MS,
        deadline: deadlineOf(startAt),
        event: 'pick',
        sentAt: (data) => Date.parse((JSON.parse(data) as DraftActualPick).madeAt),
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
    console.log(
      JSON.stringify({
        watchers: WATCHERS,
        rounds: ROUNDS,
        picksPerRound: PICKS,
        p99Ratio: ratios.map((r) => Math.round(r * 100) / 100),
        serverLogLines: logLines,
      }),
    );
  } finally {
    bare.stop();
    server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

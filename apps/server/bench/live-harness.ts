/**
 * The client side of the live benchmarks: N SSE watchers of one URL opened in a burst, each ball's
 * delay from its `drawnAt` to its receipt by every watcher (bench:sports: each `match` event's delay
 * from the moment its score change was posted). The same code measures Powerplay and the bare Node
 * baseline in one run, so their ratio holds however loaded the machine is.
 */
import { spawnSync, fork } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createAccounts, startServer } from '../test/server-process';
import { addPartners, signIn } from './http-json';

export interface BurstResult {
  watchers: number;
  /** Response headers received (200) / refused or failed. */
  connected: number;
  failed: number;
  /** From the first connect attempt to the last watcher's response headers. */
  connectMs: number;
  receipts: number;
  expected: number;
  /** Watchers that received every ball. */
  complete: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Each measurement connects from loopback addresses of its own (127.0.<n>.1–8): the previous one's
// closed sockets wait 60 s in TIME_WAIT, and the kernel's search for a free port among them would make
// the second measurement of a run slower to connect than the first.
let measurement = 0;

/** The open-files limit every process of the bench inherits (one descriptor per socket). */
export function openFilesLimit(): number {
  return Number(spawnSync('sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim());
}

/**
 * Hands `onBlock` each SSE block (an event's lines) of `response` as it completes, with when its chunk
 * arrived (epoch ms): the time a watcher received it.
 */
export function readSseBlocks(
  response: http.IncomingMessage,
  onBlock: (block: string, now: number) => void,
): void {
  response.setEncoding('utf8');
  let buffer = '';
  response.on('data', (chunk: string) => {
    const now = Date.now();
    buffer += chunk;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      onBlock(block, now);
    }
  });
}

/** When a ball was drawn (epoch ms): its `drawnAt`. */
const drawnAt = (data: string) => Date.parse((JSON.parse(data) as { drawnAt: string }).drawnAt);

/**
 * Opens `watchers` streams of `url`, spread evenly over `burstMs` (in ten waves), and counts every
 * `event: ball` (or `opts.event`) until each watcher has `balls` or `deadline` passes. Then closes them
 * all. A frame's delay runs from `opts.sentAt(data)` (default: its `drawnAt`); a frame it answers
 * undefined for is not one of the measured events (e.g. the state replayed on connect) and is skipped.
 */
export async function watchBurst(...args: Parameters<typeof burstDelays>): Promise<BurstResult> {
  const { counts, delays } = await burstDelays(...args);
  return summary(delays, counts, args[1].balls);
}

type BurstCounts = Pick<BurstResult, 'watchers' | 'connected' | 'failed' | 'complete' | 'connectMs'>;

/** `watchBurst`'s measurement: its counts and every receipt's delay. */
export async function burstDelays(
  /** One URL, or watcher i's URL and `Host` (a partner's site), each in turn. */
  url: string | readonly { url: string; host?: string | undefined }[],
  opts: {
    watchers: number;
    balls: number;
    burstMs: number;
    deadline: number;
    event?: string;
    sentAt?: (data: string) => number | undefined;
    /** The loopback addresses' third byte (burst clients of one measurement each take their own). */
    subnet?: number;
  },
): Promise<{ counts: BurstCounts; delays: number[] }> {
  const { watchers, balls } = opts;
  const marker = `event: ${opts.event ?? 'ball'}\n`;
  const sentAt = opts.sentAt ?? drawnAt;
  const subnet = opts.subnet ?? ++measurement % 250;
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const requests: http.ClientRequest[] = [];
  const delays: number[] = [];
  let connected = 0;
  let failed = 0;
  let complete = 0;
  let lastConnect = 0;
  const targets = typeof url === 'string' ? [{ url, host: undefined }] : url;
  const connect = (i: number) => {
    let seen = 0;
    const target = targets[i % targets.length]!;
    const options = {
      agent,
      localAddress: `127.0.${subnet}.${1 + (i % 8)}`,
      ...(target.host ? { headers: { host: target.host } } : {}),
    };
    const req = http.get(target.url, options, (response) => {
      lastConnect = Date.now();
      if (response.statusCode !== 200) {
        failed++;
        response.resume();
        return;
      }
      connected++;
      readSseBlocks(response, (block, now) => {
        if (!block.includes(marker)) return;
        const at = sentAt(block.slice(block.indexOf('data: ') + 6));
        if (at === undefined) return;
        delays.push(now - at);
        if (++seen === balls) complete++;
      });
    });
    req.on('error', () => failed++);
    requests.push(req);
  };
  const started = Date.now();
  const waves = 10;
  for (let w = 0; w < waves; w++) {
    const from = Math.floor((w * watchers) / waves);
    const to = Math.floor(((w + 1) * watchers) / waves);
    for (let i = from; i < to; i++) connect(i);
    if (w < waves - 1) await sleep(opts.burstMs / waves);
  }
  while (complete + failed < watchers && Date.now() < opts.deadline) await sleep(100);
  requests.forEach((r) => r.destroy());
  agent.destroy();
  // Let both ends release their sockets before the next measurement.
  await sleep(2000);

  return { counts: { watchers, connected, failed, complete, connectMs: lastConnect - started }, delays };
}

/** The percentiles of every receipt's delay, with the counts they came with. */
function summary(delays: number[], counts: BurstCounts, balls: number): BurstResult {
  delays.sort((a, b) => a - b);
  const pct = (p: number) =>
    delays[Math.min(delays.length - 1, Math.floor((p / 100) * delays.length))] ?? NaN;
  return {
    ...counts,
    receipts: delays.length,
    expected: counts.watchers * balls,
    p50Ms: pct(50),
    p99Ms: pct(99),
    maxMs: delays.at(-1) ?? NaN,
  };
}

/**
 * `watchBurst` from `clients` processes at once, target i's watchers all in client i % clients: one
 * process holds at most `ulimit -n` sockets, and one client for several servers' watchers would be the
 * slowest part of the measurement. The delays of all are counted together.
 */
export async function watchBurstFrom(
  clients: number,
  targets: readonly { url: string }[],
  opts: { watchers: number; balls: number; burstMs: number; deadline: number },
): Promise<BurstResult> {
  if (clients <= 1) return watchBurst(targets, opts);
  if (targets.length % clients !== 0)
    throw new Error(`${targets.length} targets do not split over ${clients} clients`);
  const first = measurement;
  measurement += clients;
  const results = await Promise.all(
    Array.from({ length: clients }, (_, c) => {
      const child = fork(new URL('./burst-client.ts', import.meta.url).pathname, {
        execArgv: ['--import', 'tsx'],
      });
      child.send({
        targets: targets.filter((_, i) => i % clients === c),
        opts: { ...opts, watchers: Math.floor(opts.watchers / clients), subnet: (first + c + 1) % 250 },
      });
      return new Promise<Awaited<ReturnType<typeof burstDelays>>>((resolve, reject) => {
        child.once('message', (m) => resolve(m as Awaited<ReturnType<typeof burstDelays>>));
        child.once('exit', (code) => code !== 0 && reject(new Error(`burst client exited (${code})`)));
      });
    }),
  );
  const add = (key: 'watchers' | 'connected' | 'failed' | 'complete') =>
    results.reduce((sum, r) => sum + r.counts[key], 0);
  return summary(
    results.flatMap((r) => r.delays),
    {
      watchers: add('watchers'),
      connected: add('connected'),
      failed: add('failed'),
      complete: add('complete'),
      connectMs: Math.max(...results.map((r) => r.counts.connectMs)),
    },
    opts.balls,
  );
}

/**
 * Starts the bare Node SSE server (bare-sse.ts) on `port`; `draw` schedules its balls, each frame's data
 * carrying `extra`'s fields too when given (a frame as large as the real event's).
 */
export async function startBareSse(port: number) {
  const child = fork(new URL('./bare-sse.ts', import.meta.url).pathname, {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, PORT: String(port) },
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare SSE server exited (${code})`)));
  });
  return {
    url: `http://127.0.0.1:${port}/events`,
    draw: (startAt: number, interval: number, balls: number[], extra?: object) =>
      child.send({ startAt, interval, balls, extra }),
    stop: () => child.kill('SIGTERM'),
  };
}

/**
 * What every live bench starts with: a server process on a fresh embedded database with the default
 * configuration (only the per-address caps lifted: every watcher comes from 127.0.0.1), an operator
 * signed in, its log in a file, and the bare Node SSE server beside it on `port + 1`.
 */
export async function startBench(
  port: number,
  watchers: number,
  /** Writes what the bench needs on the embedded database before the server opens it. */
  prepare?: (dataDir: string) => Promise<void>,
  /** A deployment of this many partners (docs/partners.md): the default one and `p<i>.bench.test`. */
  partners = 1,
) {
  const limit = openFilesLimit();
  // The server also holds the embedded database's files open (over a thousand with 50 partners' rows):
  // the embedded database aborts a query when it cannot open one.
  if (watchers + (partners > 1 ? 1500 : 200) > limit) {
    throw new Error(`ulimit -n is ${limit}: ${watchers} watchers need more (raise it, or pass --watchers)`);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'powerplay-bench-'));
  const logFile = path.join(dataDir, 'server.log');
  const env: NodeJS.ProcessEnv & { PORT: string } = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    SSE_MAX_STREAMS_PER_IP: String(watchers + 100),
    MAX_CONNECTIONS_PER_IP: '0',
  };
  delete env.DATABASE_URL;
  delete env.LOG_LEVEL;
  const base = `http://127.0.0.1:${port}`;
  const op = { email: 'bench@powerplay.games', password: 'bench-password', name: 'Bench Operator' };
  const platform = { email: 'platform@powerplay.games', password: 'bench-password', name: 'Bench Platform' };
  createAccounts(env, [
    { role: 'operator', ...op },
    ...(partners > 1 ? [{ role: 'platform' as const, ...platform }] : []),
  ]);
  await prepare?.(dataDir);
  const log = createWriteStream(logFile);
  await new Promise((r) => log.once('open', r));
  const server = await startServer(env, { stdout: log });
  const bare = await startBareSse(port + 1);

  /** A JSON call as the operator: GET without a body, POST with one. */
  async function api<T>(url: string, body?: unknown): Promise<T> {
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
  let token = '';
  let sites: { host: string; operator: string }[];
  try {
    token = (await api<{ token: string }>('/api/auth/login', { login: op.email, password: op.password }))
      .token;
    sites =
      partners > 1
        ? await addPartners(
            base,
            partners,
            await signIn(base, 'localhost', platform.email, platform.password),
            token,
            op.password,
          )
        : [{ host: 'localhost', operator: token }];
  } catch (err) {
    bare.stop();
    server.stop();
    throw err;
  }

  /**
   * Runs `rounds` measurements of every side, rotating which goes first so that none always runs on a
   * warmer (or more tired) machine; prints each result and answers each round's p99 per side.
   */
  async function compareSides<S extends string>(
    rounds: number,
    measure: Record<S, () => Promise<BurstResult>>,
  ) {
    const sides = Object.keys(measure) as S[];
    const p99s: Record<S, number>[] = [];
    for (let round = 1; round <= rounds; round++) {
      const order = [
        ...sides.slice((round - 1) % sides.length),
        ...sides.slice(0, (round - 1) % sides.length),
      ];
      const p99 = {} as Record<S, number>;
      for (const side of order) {
        const result = await measure[side]();
        console.log(JSON.stringify({ round, side, ...result }));
        p99[side] = result.p99Ms;
      }
      p99s.push(p99);
    }
    return p99s;
  }

  return {
    base,
    dataDir,
    server,
    bare,
    api,
    /** Every partner's site (host) with its operator's session, the default partner's first. */
    sites,
    /** Runs `rounds` measurements of both sides, alternating which goes first; prints each result. */
    async compare(
      rounds: number,
      measure: { bare: () => Promise<BurstResult>; powerplay: () => Promise<BurstResult> },
    ) {
      const p99s = await compareSides(rounds, measure);
      return p99s.map((r) => Math.round((r.powerplay / r.bare) * 100) / 100);
    },
    compareSides,
    /** The server's log lines and peak resident memory (Linux), for the capacity plan's figures. */
    serverFigures() {
      const peak = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${server.process.pid}/status`, 'utf8'));
      return {
        serverLogLines: readFileSync(logFile, 'utf8').split('\n').filter(Boolean).length,
        serverPeakRssMb: peak ? Math.round(Number(peak[1]) / 1024) : undefined,
      };
    },
    stop() {
      bare.stop();
      server.stop();
    },
  };
}

export type Bench = Awaited<ReturnType<typeof startBench>>;

/**
 * A live bench script's run: `startBench`'s servers for the time of `measure`, stopped however it ends;
 * a failure is printed and the process exits 1.
 */
export function runBench(start: Parameters<typeof startBench>, measure: (bench: Bench) => Promise<void>) {
  void (async () => {
    const bench = await startBench(...start);
    try {
      await measure(bench);
    } finally {
      bench.stop();
    }
  })().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}

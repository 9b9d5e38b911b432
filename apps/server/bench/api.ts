/**
 * bench:api — the request path under load (decision 018): autocannon against a real `npm start` server
 * process (the embedded database; PostgreSQL with DATABASE_URL, in a database of its own created and
 * dropped here) and against a bare Fastify server answering the same bytes in the same run (bare-api.ts).
 *   npm run bench:api -- --connections 50 --seconds 10 [--partners 50] [--jobs all|none|<names>]
 * Scenarios: `read` = GET /api/lottery/games (public, every page's banner); `write` = PUT
 * /api/lottery/games/:id/picks by 200 signed-in players in turn; then the reads again while the writes
 * run beside them (on each server). Only the per-minute rate limits are
 * lifted (every request comes from 127.0.0.1). Prints req/s, p50 and p99 of both and the ratios. With
 * `--partners N` (N > 1) a second server, on a deployment of N partners (docs/partners.md), is measured
 * after the first: the reads go to every partner's host in turn, the players are spread over the partners,
 * each saving picks for its own partner's draw, and the engines' jobs run for every partner, as they do
 * there (that server without the demo schedules). Each of our runs also reports the server's event-loop
 * delay p99 (its /metrics).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { newPlayer } from '../test/helpers';
import { createAccounts, repoRoot, startServer } from '../test/server-process';
import { addPartners, json, signIn } from './http-json';
import { pgbenchPickSaves } from './pgbench-picks';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    players: { type: 'string', default: '200' },
    port: { type: 'string', default: '3220' },
    partners: { type: 'string', default: '1' },
    jobs: { type: 'string', default: 'all' },
  },
});
const CONNECTIONS = Number(values.connections);
const SECONDS = Number(values.seconds);
const PLAYERS = Number(values.players);
const PORT = Number(values.port);
const PARTNERS = Number(values.partners);
const BARE_PORT = PORT + 1;
const WARM_UP_SECONDS = 2;
const OPERATOR = { email: 'bench-operator@powerplay.games', password: 'bench-operator-pass', name: 'Bench' };
const PLATFORM = {
  email: 'bench-platform@powerplay.games',
  password: 'bench-platform-pass',
  name: 'Platform',
};

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** The server's event-loop delay p99 over the run, in ms. */
  loopP99?: number;
}

const METRICS_TOKEN = randomBytes(16).toString('hex');

/**
 * The server's event-loop delay p99 since the previous call, in ms: prom-client's gauge, which each
 * scrape resets.
 */
async function eventLoopP99(base: string): Promise<number> {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const line = (await res.text()).split('\n').find((l) => l.startsWith('nodejs_eventloop_lag_p99_seconds'));
  if (!line) throw new Error('no event-loop figure in /metrics');
  return Number(line.split(' ')[1]) * 1000;
}

interface Scenario {
  method: 'GET' | 'PUT';
  path: string;
  body?: string;
  /** Headers of the next request (a token per player, in turn). */
  headers: () => Record<string, string>;
  /** The next request's path, when it changes from request to request (each partner's own draw). */
  nextPath?: () => string;
}

async function load(url: string, s: Scenario, seconds = SECONDS): Promise<Figures> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        method: s.method,
        path: s.path,
        ...(s.body ? { body: s.body } : {}),
        setupRequest: (req) => ({
          ...req,
          ...(s.nextPath ? { path: s.nextPath() } : {}),
          headers: { ...req.headers, ...s.headers() },
        }),
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Answers status, the headers a client reads, and the body bytes, to replay on the bare server. */
async function record(url: string, init: RequestInit) {
  const res = await fetch(url, init);
  const headers: Record<string, string> = {};
  for (const h of ['content-type', 'etag', 'cache-control', 'vary'])
    if (res.headers.get(h)) headers[h] = res.headers.get(h)!;
  return { status: res.status, headers, body: await res.text() };
}

/** The bare server's event-loop delay p99 since the previous call, in ms (asked over IPC). */
function bareLoopP99(bare: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const answer = (m: unknown) => {
      if (typeof m !== 'object' || m === null || !('loopP99' in m)) return;
      bare.off('message', answer);
      resolve((m as { loopP99: number }).loopP99);
    };
    bare.on('message', answer);
    bare.send('loop');
  });
}

async function startBare(file: string): Promise<ChildProcess> {
  const child = spawn('node', ['--import', 'tsx', 'apps/server/bench/bare-api.ts', String(BARE_PORT), file], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited ${code}`)));
  });
  return child;
}

/** A player of one partner: its site's host, its session, its partner's draw. */
interface Player {
  host: string;
  token: string;
  gameId: number;
}

/**
 * A server on a fresh database with `partners` partners (the default one on `localhost`, the others on
 * `p<i>.bench.test`), each with an operator who scheduled a draw, and `PLAYERS` players spread over them.
 */
async function deployment(partners: number, databaseUrl: string | undefined) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'powerplay-bench-api-'));
  const dbName = `powerplay_bench_api_${randomBytes(4).toString('hex')}`;
  const admin = async (query: string) => {
    const c = new pg.Client({ connectionString: databaseUrl });
    await c.connect();
    await c.query(query);
    await c.end();
  };
  let ownUrl: string | undefined;
  if (databaseUrl) {
    await admin(`create database ${dbName}`);
    const u = new URL(databaseUrl);
    u.pathname = `/${dbName}`;
    ownUrl = u.toString();
  }
  const env: NodeJS.ProcessEnv & { PORT: string } = {
    ...process.env,
    PORT: String(PORT),
    DATA_DIR: dataDir,
    RATE_LIMIT_PER_MINUTE: '100000000',
    METRICS_TOKEN,
    AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
    // One partner: every job runs, as on `npm start`. Many: the engines run, the demo schedules do not
    // (each partner would have its own demo draws, drafts and books checks, which multiplies the
    // background work by the partners rather than measuring them).
    JOBS: partners > 1 ? 'lottery-draws,sports-feed,draft-live' : values.jobs,
  };
  if (ownUrl) env.DATABASE_URL = ownUrl;
  else delete env.DATABASE_URL;

  createAccounts(env, [
    { role: 'operator', ...OPERATOR },
    { role: 'platform', ...PLATFORM },
  ]);
  // The server's log (a line per request at `info`) goes to a file, as a deployment's would, not
  // to whatever reads this terminal.
  const log = createWriteStream(path.join(dataDir, 'server.log'));
  await new Promise((r) => log.once('open', r));
  const server = await startServer(env, { stdout: log });
  const base = server.url;
  const close = async () => {
    server.stop();
    await new Promise<void>((resolve) => server.process.once('exit', () => resolve()));
    log.end();
    if (ownUrl) await admin(`drop database if exists ${dbName} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // The host names the partner; JSON without a cookie needs no Origin (the CSRF check's rule).
    const on = (host: string) => ({ host });
    const sites = await addPartners(
      base,
      partners,
      await signIn(base, 'localhost', PLATFORM.email, PLATFORM.password),
      await signIn(base, 'localhost', OPERATOR.email, OPERATOR.password),
      OPERATOR.password,
    );
    const gameOf = new Map<string, number>();
    for (const site of sites) {
      const scheduled = await json<{ game: { id: number } }>(`${base}/api/operator/lottery/games`, {
        method: 'POST',
        headers: { authorization: `Bearer ${site.operator}`, ...on(site.host) },
        body: JSON.stringify({
          gameType: '747',
          startAt: new Date(Date.now() + 3_600_000).toISOString(),
          ballIntervalSeconds: 10,
          delaySeconds: 2,
          finalWindowSeconds: 12,
        }),
      });
      if (scheduled.status !== 201) throw new Error(`schedule on ${site.host}: ${scheduled.status}`);
      gameOf.set(site.host, scheduled.body.game.id);
    }
    const players: Player[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      const host = sites[i % sites.length]!.host;
      const r = await json<{ token: string }>(`${base}/api/auth/register`, {
        method: 'POST',
        headers: on(host),
        body: JSON.stringify(newPlayer()),
      });
      if (r.status !== 201) throw new Error(`register: ${r.status}`);
      players.push({ host, token: r.body.token, gameId: gameOf.get(host)! });
    }
    return { base, hosts: sites.map((s) => s.host), players, databaseUrl: ownUrl, close };
  } catch (err) {
    await close();
    throw err;
  }
}

const NUMBERS = [3, 9, 14, 22, 31, 40, 47];
const picks = JSON.stringify({ numbers: NUMBERS });

/** The two scenarios on a deployment: reads to every partner's host in turn, each player's own picks. */
function scenarios(d: Awaited<ReturnType<typeof deployment>>) {
  let nextHost = 0;
  let nextPlayer = 0;
  let player = d.players[0]!;
  const read: Scenario = {
    method: 'GET',
    path: '/api/lottery/games',
    headers: () => ({ host: d.hosts[nextHost++ % d.hosts.length]! }),
  };
  // autocannon asks for the path, then the headers, of each request: the player is chosen with its path.
  const write: Scenario = {
    method: 'PUT',
    path: `/api/lottery/games/${player.gameId}/picks`,
    body: picks,
    nextPath: () => {
      player = d.players[nextPlayer++ % d.players.length]!;
      return `/api/lottery/games/${player.gameId}/picks`;
    },
    headers: () => ({
      'content-type': 'application/json',
      host: player.host,
      authorization: `Bearer ${player.token}`,
    }),
  };
  return { read, write, player: () => player };
}

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
  const one = await deployment(1, databaseUrl);
  let bare: ChildProcess | undefined;
  let pgbench: { tps: number; latencyMs: number } | undefined;
  const rows: { scenario: string; ours: Figures; bare: Figures; partners?: Figures }[] = [];
  try {
    const { read, write } = scenarios(one);
    const first = one.players[0]!;
    const recording = {
      read: await record(`${one.base}/api/lottery/games`, {}),
      write: await record(`${one.base}/api/lottery/games/${first.gameId}/picks`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${first.token}` },
        body: picks,
      }),
    };
    const file = path.join(tmpdir(), `powerplay-bench-api-${process.pid}.json`);
    writeFileSync(file, JSON.stringify(recording));
    bare = await startBare(file);
    rmSync(file);
    const bareUrl = `http://127.0.0.1:${BARE_PORT}`;
    for (const [name, s, barePath] of [
      ['read  GET /api/lottery/games', read, '/read'],
      ['write PUT …/picks (signed in)', write, '/write'],
    ] as const) {
      // A short warm-up of each (ours: compiled code, each connection's prepared statements, and each
      // player's first save, which enters the draw), then the measured runs, the bare one first.
      await load(bareUrl, { ...s, path: barePath, nextPath: undefined }, WARM_UP_SECONDS);
      await load(one.base, s, WARM_UP_SECONDS);
      await bareLoopP99(bare);
      const bareFigures = await load(bareUrl, { ...s, path: barePath, nextPath: undefined });
      bareFigures.loopP99 = await bareLoopP99(bare);
      await eventLoopP99(one.base);
      const ours = await load(one.base, s);
      ours.loopP99 = await eventLoopP99(one.base);
      rows.push({ scenario: name, ours, bare: bareFigures });
    }
    // Reads while the database is busy with writes: what a stalled event loop would show in the reads' p99.
    const bareWrite = { ...write, path: '/write', nextPath: undefined };
    await bareLoopP99(bare);
    const [bareRead] = await Promise.all([
      load(bareUrl, { ...read, path: '/read' }),
      load(bareUrl, bareWrite),
    ]);
    bareRead.loopP99 = await bareLoopP99(bare);
    await eventLoopP99(one.base);
    const [oursRead] = await Promise.all([load(one.base, read), load(one.base, write)]);
    oursRead.loopP99 = await eventLoopP99(one.base);
    rows.push({
      scenario: 'read  GET /api/lottery/games while the writes run',
      ours: oursRead,
      bare: bareRead,
    });
    if (one.databaseUrl) {
      // The same statement straight to PostgreSQL, as many clients as our connections.
      pgbench = await pgbenchPickSaves({
        url: one.databaseUrl,
        gameId: first.gameId,
        picks: NUMBERS,
        clients: CONNECTIONS,
        seconds: SECONDS,
      });
    }
  } finally {
    bare?.kill('SIGTERM');
    await one.close();
  }
  if (PARTNERS > 1) {
    const many = await deployment(PARTNERS, databaseUrl);
    try {
      const { read, write } = scenarios(many);
      for (const [i, s] of [read, write].entries()) {
        await load(many.base, s, WARM_UP_SECONDS);
        await eventLoopP99(many.base);
        const figures = await load(many.base, s);
        figures.loopP99 = await eventLoopP99(many.base);
        rows[i]!.partners = figures;
      }
    } finally {
      await many.close();
    }
  }

  const fmt = (f: Figures) =>
    `${Math.round(f.rps).toLocaleString('en-US').padStart(7)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms  non-2xx ${f.non2xx}  errors ${f.errors}${f.loopP99 === undefined ? '' : `  event loop p99 ${f.loopP99.toFixed(1)} ms`}`;
  console.log(
    `\nbench:api — ${databaseUrl ? 'PostgreSQL' : 'embedded database (PGlite)'}, ${CONNECTIONS} connections, ${SECONDS} s per run`,
  );
  for (const r of rows) {
    console.log(`\n${r.scenario}`);
    console.log(`  Powerplay  ${fmt(r.ours)}`);
    console.log(`  bare       ${fmt(r.bare)}`);
    console.log(`  ratio      ${(r.ours.rps / r.bare.rps).toFixed(2)}× the bare req/s`);
    if (r.partners) {
      console.log(`  ${PARTNERS} partners ${fmt(r.partners)}`);
      console.log(
        `  ratio      ${(r.partners.rps / r.ours.rps).toFixed(2)}× one partner's req/s, p99 ${(r.partners.p99 / Math.max(1, r.ours.p99)).toFixed(2)}×`,
      );
    }
  }
  if (pgbench) {
    const write = rows[1]!.ours;
    console.log(
      `\nthe pick edit's statement in pgbench (${CONNECTIONS} clients): ${Math.round(pgbench.tps).toLocaleString('en-US')} tps, latency average ${pgbench.latencyMs} ms`,
    );
    console.log(`  ratio      ${(write.rps / pgbench.tps).toFixed(2)}× pgbench's transactions/s`);
  }
  console.log(`\n${JSON.stringify({ rows, pgbench })}`);
}

await main();

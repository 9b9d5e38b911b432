/**
 * bench:api — the request path under load (decision 018): autocannon against a real `npm start` server
 * process (the embedded database; PostgreSQL with DATABASE_URL, in a database of its own created and
 * dropped here) and against a bare Fastify server answering the same bytes in the same run (bare-api.ts).
 *   npm run bench:api -- --connections 50 --seconds 10
 * Scenarios: `read` = GET /api/lottery/games (public, every page's banner); `write` = PUT
 * /api/lottery/games/:id/picks by 200 signed-in players in turn. Only the per-minute rate limits are
 * lifted (every request comes from 127.0.0.1). Prints req/s, p50 and p99 of both and the ratios.
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
import { createOperator, repoRoot, startServer } from '../test/server-process';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
    players: { type: 'string', default: '200' },
    port: { type: 'string', default: '3220' },
  },
});
const CONNECTIONS = Number(values.connections);
const SECONDS = Number(values.seconds);
const PLAYERS = Number(values.players);
const PORT = Number(values.port);
const BARE_PORT = PORT + 1;
const WARM_UP_SECONDS = 2;
const OPERATOR = { email: 'bench-operator@powerplay.games', password: 'bench-operator-pass', name: 'Bench' };

interface Figures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

interface Scenario {
  method: 'GET' | 'PUT';
  path: string;
  body?: string;
  /** Headers of the next request (a token per player, in turn). */
  headers: () => Record<string, string>;
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
        setupRequest: (req) => ({ ...req, headers: { ...req.headers, ...s.headers() } }),
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

async function json<T>(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; body: T; raw: Response }> {
  const res = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers as Record<string, string>) },
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T, raw: res };
}

/** Answers status, the headers a client reads, and the body bytes, to replay on the bare server. */
async function record(url: string, init: RequestInit) {
  const res = await fetch(url, init);
  const headers: Record<string, string> = {};
  for (const h of ['content-type', 'etag', 'cache-control', 'vary'])
    if (res.headers.get(h)) headers[h] = res.headers.get(h)!;
  return { status: res.status, headers, body: await res.text() };
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

async function main() {
  const databaseUrl = process.env.DATABASE_URL;
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
    AUTH_RATE_LIMIT_PER_MINUTE: '100000000',
  };
  if (ownUrl) env.DATABASE_URL = ownUrl;
  else delete env.DATABASE_URL;

  createOperator(env, OPERATOR);
  // The server's log (a line per request at `info`) goes to a file, as a deployment's would, not
  // to whatever reads this terminal.
  const log = createWriteStream(path.join(dataDir, 'server.log'));
  await new Promise((r) => log.once('open', r));
  const server = await startServer(env, { stdout: log });
  const base = server.url;
  let bare: ChildProcess | undefined;
  try {
    const login = await json<{ token: string }>(`${base}/api/auth/login`, {
      method: 'POST',
      body: JSON.stringify({ login: OPERATOR.email, password: OPERATOR.password }),
    });
    const operator = login.body.token;
    const scheduled = await json<{ game: { id: number } }>(`${base}/api/operator/lottery/games`, {
      method: 'POST',
      headers: { authorization: `Bearer ${operator}` },
      body: JSON.stringify({
        gameType: '747',
        startAt: new Date(Date.now() + 3_600_000).toISOString(),
        ballIntervalSeconds: 10,
        delaySeconds: 2,
        finalWindowSeconds: 12,
      }),
    });
    if (scheduled.status !== 201) throw new Error(`schedule: ${scheduled.status}`);
    const gameId = scheduled.body.game.id;
    const tokens: string[] = [];
    for (let i = 0; i < PLAYERS; i++) {
      const r = await json<{ token: string }>(`${base}/api/auth/register`, {
        method: 'POST',
        body: JSON.stringify(newPlayer()),
      });
      if (r.status !== 201) throw new Error(`register: ${r.status}`);
      tokens.push(r.body.token);
    }
    let next = 0;
    const player = () => ({ authorization: `Bearer ${tokens[next++ % tokens.length]}` });
    const picks = JSON.stringify({ numbers: [3, 9, 14, 22, 31, 40, 47] });
    const picksPath = `/api/lottery/games/${gameId}/picks`;

    const recording = {
      read: await record(`${base}/api/lottery/games`, {}),
      write: await record(`${base}${picksPath}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', ...player() },
        body: picks,
      }),
    };
    const file = path.join(dataDir, 'recording.json');
    writeFileSync(file, JSON.stringify(recording));
    bare = await startBare(file);
    const bareUrl = `http://127.0.0.1:${BARE_PORT}`;

    const read: Scenario = { method: 'GET', path: '/api/lottery/games', headers: () => ({}) };
    const write: Scenario = {
      method: 'PUT',
      path: picksPath,
      body: picks,
      headers: () => ({ 'content-type': 'application/json', ...player() }),
    };
    const rows: { scenario: string; ours: Figures; bare: Figures }[] = [];
    for (const [name, s, barePath] of [
      ['read  GET /api/lottery/games', read, '/read'],
      ['write PUT …/picks (signed in)', write, '/write'],
    ] as const) {
      // A short warm-up of each (ours: compiled code, each connection's prepared statements, and each
      // player's first save, which enters the draw), then the measured runs, the bare one first.
      await load(bareUrl, { ...s, path: barePath }, WARM_UP_SECONDS);
      await load(base, s, WARM_UP_SECONDS);
      const bareFigures = await load(bareUrl, { ...s, path: barePath });
      const ours = await load(base, s);
      rows.push({ scenario: name, ours, bare: bareFigures });
    }

    const fmt = (f: Figures) =>
      `${Math.round(f.rps).toLocaleString('en-US').padStart(7)} req/s  p50 ${String(f.p50).padStart(4)} ms  p99 ${String(f.p99).padStart(4)} ms  non-2xx ${f.non2xx}  errors ${f.errors}`;
    console.log(
      `\nbench:api — ${databaseUrl ? 'PostgreSQL' : 'embedded database (PGlite)'}, ${CONNECTIONS} connections, ${SECONDS} s per run`,
    );
    for (const r of rows) {
      console.log(`\n${r.scenario}`);
      console.log(`  Powerplay  ${fmt(r.ours)}`);
      console.log(`  bare       ${fmt(r.bare)}`);
      console.log(`  ratio      ${(r.ours.rps / r.bare.rps).toFixed(2)}× the bare req/s`);
    }
    console.log(`\n${JSON.stringify(rows)}`);
  } finally {
    bare?.kill('SIGTERM');
    server.stop();
    await new Promise<void>((resolve) => server.process.once('exit', () => resolve()));
    log.end();
    if (ownUrl) await admin(`drop database if exists ${dbName} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();

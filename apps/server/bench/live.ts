/**
 * bench:live — N concurrent SSE watchers of one live draw on one server process. Measures, for every
 * watcher and every ball, the delay from the ball's draw (its drawnAt) to its receipt.
 *   npm run bench:live -- --watchers 10000
 */
import { mkdtempSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createOperator, startServer } from '../test/server-process';

const { values } = parseArgs({
  options: { watchers: { type: 'string', default: '10000' }, port: { type: 'string', default: '3210' } },
});
const WATCHERS = Number(values.watchers);
const PORT = Number(values.port);
const BALLS = 7;
const env: NodeJS.ProcessEnv & { PORT: string } = {
  ...process.env,
  PORT: String(PORT),
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'powerplay-bench-')),
  LOG_LEVEL: 'warn',
  LOTTERY_DEMO_SCHEDULE: 'off',
  RATE_LIMIT_PER_MINUTE: '1000000',
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
};
delete env.DATABASE_URL;
const base = `http://127.0.0.1:${PORT}`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  const op = { email: 'bench@powerplay.games', password: 'bench-password', name: 'Bench Operator' };
  createOperator(env, op);
  const server = await startServer(env);
  try {
    const login = (await (
      await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ login: op.email, password: op.password }),
      })
    ).json()) as { token: string };
    const connectSeconds = Math.max(10, Math.ceil(WATCHERS / 500));
    const res = await fetch(`${base}/api/operator/lottery/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${login.token}` },
      body: JSON.stringify({
        gameType: '747',
        startAt: new Date(Date.now() + connectSeconds * 1000).toISOString(),
        ballIntervalSeconds: 2,
        delaySeconds: 1,
        finalWindowSeconds: 1,
      }),
    });
    const { game } = (await res.json()) as { game: { id: number } };

    const delays: number[] = [];
    let complete = 0;
    let failed = 0;
    const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
    const requests: http.ClientRequest[] = [];
    const connect = () =>
      new Promise<void>((resolve) => {
        let seen = 0;
        const req = http.get(`${base}/api/lottery/games/${game.id}/events`, { agent }, (response) => {
          response.setEncoding('utf8');
          resolve();
          let buffer = '';
          response.on('data', (chunk: string) => {
            const now = Date.now();
            buffer += chunk;
            let end: number;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              if (!block.includes('event: ball')) continue;
              const data = block.slice(block.indexOf('data: ') + 6);
              delays.push(now - Date.parse((JSON.parse(data) as { drawnAt: string }).drawnAt));
              if (++seen === BALLS) complete++;
            }
          });
        });
        req.on('error', () => {
          failed++;
          resolve();
        });
        requests.push(req);
      });
    const started = Date.now();
    for (let i = 0; i < WATCHERS; i += 500) {
      await Promise.all(Array.from({ length: Math.min(500, WATCHERS - i) }, connect));
    }
    console.log(`${WATCHERS - failed} watchers connected in ${Date.now() - started} ms (${failed} failed)`);
    const deadline = Date.now() + connectSeconds * 1000 + 60_000;
    while (complete + failed < WATCHERS && Date.now() < deadline) await sleep(250);
    requests.forEach((r) => r.destroy());

    delays.sort((a, b) => a - b);
    const pct = (p: number) => delays[Math.min(delays.length - 1, Math.floor((p / 100) * delays.length))];
    console.log(
      JSON.stringify({
        watchers: WATCHERS,
        balls: BALLS,
        receipts: delays.length,
        expected: WATCHERS * BALLS,
        complete,
        failed,
        p50Ms: pct(50),
        p99Ms: pct(99),
        maxMs: delays.at(-1),
      }),
    );
  } finally {
    server.stop();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

// Starts the real servers of the end-to-end run, one per worker (servers.ts), each on a brand-new
// embedded database with an operator and the platform's operator, all at once: `E2E_SERVERS` processes of this script on the ports
// from PORT up. It prints "e2e servers ready" once every one answers /readyz.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createServer } from 'node:http';
import { createAccounts, startServer } from '../apps/server/test/server-process';
import { startSmtp } from '../apps/server/test/smtp';
import { MAIL_READER_OFFSET, SMTP_PORT_OFFSET } from './servers';
import { SPORTS_START_LEAD_SECONDS } from './server-settings';

const env: NodeJS.ProcessEnv & { PORT: string } = {
  ...process.env,
  PORT: process.env.PORT ?? '3100',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'powerplay-e2e-')),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  RATE_LIMIT_PER_MINUTE: '100000',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  FORM_RATE_LIMIT_PER_MINUTE: '100000',
  // Lottery: the demo draws once a week, so that the pick pages and the banner show the draw a journey
  // schedules for itself (lottery-support.ts ownNextDraw) and the live screens only the journey's own
  // draws; every type still always has upcoming draws.
  LOTTERY_SCHEDULE: '747=weekly,sweet16=weekly,elite8=weekly,gridlock=weekly',
  // No demo sports or draft schedule: every journey opens the game sets and drafts it needs (sports-support.ts
  // ownGameSet, draft-support.ts), and demo games replayed for nobody took a quarter of the run's CPU
  // (docs/decisions/047). The demo schedules have tests of their own (feed.test.ts, demo-schedule.test.ts).
  JOBS: 'lottery-draws,lottery-demo-schedule,sports-feed,draft-live,league-contests,leads-launch-mail,books-check,webhook-deliveries,notifications,mail-relay',
  // Mail goes to a real SMTP server beside each server (below), which the journeys read.
  SMTP_URL: `smtp://127.0.0.1:${Number(process.env.PORT ?? '3100') + SMTP_PORT_OFFSET}`,
  // Sports: a journey's set replays a real day (or simulates a night) with each game 3 minutes long (a half
  // inning in about 9 s); its replayed day follows its start's 4-minute slot, so that a journey looking for
  // a slate finds a new day every few minutes.
  SPORTS_GAME_SET_MINUTES: process.env.SPORTS_GAME_SET_MINUTES ?? '4',
  SPORTS_GAME_MINUTES: process.env.SPORTS_GAME_MINUTES ?? '3',
  SPORTS_START_LEAD_SECONDS: String(SPORTS_START_LEAD_SECONDS),
  // The old client's host (tests/legacy-support.ts OLD_CLIENT): its `.php` calls from there get CORS.
  LEGACY_ORIGINS: 'http://old-client.example.com',
};
delete env.DATABASE_URL;

const count = Number(process.env.E2E_SERVERS ?? 1);
if (count === 1) {
  await startMailbox(Number(env.PORT));
  createAccounts(env, [
    { role: 'operator', email: 'operator@powerplay.games', password: 'operator-password', name: 'Operator' },
    { role: 'platform', email: 'platform@powerplay.games', password: 'platform-password', name: 'Platform' },
  ]);
  const server = await startServer(env);
  const stop = () => server.stop();
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  server.process.on('exit', (code) => process.exit(code ?? 0));
  if (!process.env.E2E_SERVER_OF) console.log(`e2e servers ready on port ${env.PORT}`);
} else {
  // One process per server: their operators' CLI runs and their starts overlap.
  const ports = Array.from({ length: count }, (_, i) => Number(env.PORT) + i);
  const children: ChildProcess[] = ports.map((port) =>
    spawn(process.execPath, ['--import', 'tsx', import.meta.filename], {
      env: { ...process.env, PORT: String(port), E2E_SERVERS: '1', E2E_SERVER_OF: String(process.pid) },
      stdio: 'inherit',
    }),
  );
  const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
  process.on('SIGINT', stopAll);
  process.on('SIGTERM', stopAll);
  for (const child of children)
    child.on('exit', (code) => {
      stopAll();
      process.exit(code ?? 0);
    });
  await Promise.all(
    ports.map(async (port) => {
      while (!(await fetch(`http://127.0.0.1:${port}/readyz`).catch(() => null))?.ok)
        await new Promise((resolve) => setTimeout(resolve, 200));
    }),
  );
  console.log(`e2e servers ready on ports ${ports.join(', ')}`);
}

/**
 * The server's SMTP server, and `GET /mails?to=<address>` on the reader's port: that address's mails as
 * JSON (subject, text, the unsubscribe headers), oldest first.
 */
async function startMailbox(port: number) {
  const smtp = await startSmtp(port + SMTP_PORT_OFFSET);
  createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const to = url.searchParams.get('to');
    const mails = smtp.received
      .filter((m) => (m.to && !Array.isArray(m.to) ? m.to.text : '') === to)
      .map((m) => ({
        subject: m.subject ?? '',
        text: m.text ?? '',
        headers: Object.fromEntries(
          m.headerLines.map((h) => [h.key, h.line.slice(h.line.indexOf(':') + 1).trim()]),
        ),
      }));
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(mails));
  }).listen(port + MAIL_READER_OFFSET, '127.0.0.1');
}

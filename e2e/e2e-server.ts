// Starts the real server for the end-to-end run on a brand-new embedded database, with an operator.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createOperator, startServer } from '../apps/server/test/server-process';
import { SPORTS_START_LEAD_SECONDS } from './server-settings';

const env: NodeJS.ProcessEnv & { PORT: string } = {
  ...process.env,
  PORT: process.env.PORT ?? '3100',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'powerplay-e2e-')),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  RATE_LIMIT_PER_MINUTE: '100000',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  FORM_RATE_LIMIT_PER_MINUTE: '100000',
  // Sports: the demo schedule's baseball and hockey game set every 4 minutes (the pages always show some),
  // each game 3 minutes long (a half inning in about 9 s). The journeys start sets of their own through the
  // operator (sports-support.ts ownGameSet), which replay on the same timings.
  SPORTS_GAME_SET_MINUTES: process.env.SPORTS_GAME_SET_MINUTES ?? '4',
  SPORTS_GAME_MINUTES: process.env.SPORTS_GAME_MINUTES ?? '3',
  SPORTS_START_LEAD_SECONDS: String(SPORTS_START_LEAD_SECONDS),
  // Draft: a demo replay every 4 minutes, a pick every 5 seconds (journeys open their own drafts too).
  DRAFT_DEMO_MINUTES: process.env.DRAFT_DEMO_MINUTES ?? '4',
  DRAFT_DEMO_PICK_SECONDS: process.env.DRAFT_DEMO_PICK_SECONDS ?? '5',
  // The old client's host (tests/legacy-support.ts OLD_CLIENT): its `.php` calls from there get CORS.
  LEGACY_ORIGINS: 'http://old-client.example.com',
};
delete env.DATABASE_URL;
createOperator(env, { email: 'operator@powerplay.games', password: 'operator-password', name: 'Operator' });
const server = await startServer(env);
const stop = () => server.stop();
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.process.on('exit', (code) => process.exit(code ?? 0));

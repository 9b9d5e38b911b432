// Starts the real server for the end-to-end run on a brand-new embedded database, with an operator.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const env = {
  ...process.env,
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'powerplay-e2e-')),
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  RATE_LIMIT_PER_MINUTE: '100000',
  AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  FORM_RATE_LIMIT_PER_MINUTE: '100000',
};
const cli = spawnSync(
  'node',
  [
    '--import',
    'tsx',
    'apps/server/src/cli.ts',
    'create-operator',
    '--email',
    'operator@powerplay.games',
    '--password',
    'operator-password',
    '--name',
    'Operator',
  ],
  { cwd: root, env, stdio: 'inherit' },
);
if (cli.status !== 0) process.exit(cli.status ?? 1);
const server = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));

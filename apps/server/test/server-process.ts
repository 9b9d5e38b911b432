import { spawn, spawnSync } from 'node:child_process';
import type { WriteStream } from 'node:fs';
import path from 'node:path';

/** The repository root: server processes run from there, as `npm start` does. */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Creates an operator with the CLI, on the database `env` names. */
export function createOperator(
  env: NodeJS.ProcessEnv,
  op: { email: string; password: string; name: string },
) {
  const cli = spawnSync(
    'node',
    [
      '--import',
      'tsx',
      'apps/server/src/cli.ts',
      'create-operator',
      '--email',
      op.email,
      '--password',
      op.password,
      '--name',
      op.name,
    ],
    { cwd: repoRoot, env, encoding: 'utf8' },
  );
  if (cli.status !== 0) throw new Error(`create-operator failed: ${cli.stderr}`);
}

/** Creates operator accounts (`platform`: the platform's operator) in one process, as the CLI does. */
export function createAccounts(
  env: NodeJS.ProcessEnv,
  accounts: { role: 'operator' | 'platform'; email: string; password: string; name: string }[],
) {
  const run = spawnSync(
    'node',
    ['--import', 'tsx', 'apps/server/test/create-accounts.ts', JSON.stringify(accounts)],
    { cwd: repoRoot, env, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`create-accounts failed: ${run.stderr}`);
}

/**
 * Starts a real server process (apps/server/src/main.ts) and resolves once `/readyz` answers. Its log
 * goes to `stdout` when given (an open file stream), else to this process's.
 */
export async function startServer(
  env: NodeJS.ProcessEnv & { PORT: string },
  options: { stdout?: WriteStream } = {},
) {
  const out = options.stdout ?? 'inherit';
  const child = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['inherit', out, out],
  });
  const url = `http://127.0.0.1:${env.PORT}`;
  for (let i = 0; ; i++) {
    if ((await fetch(`${url}/readyz`).catch(() => null))?.ok) break;
    if (i > 300 || child.exitCode !== null) {
      child.kill('SIGKILL');
      throw new Error(`server on port ${env.PORT} did not start`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, process: child, stop: () => child.kill('SIGTERM') };
}

// The server suite on real PostgreSQL. Each test file creates (and drops) its own database.
import { spawnSync } from 'node:child_process';

const env = {
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
};
console.log(`Server suite on PostgreSQL: ${env.DATABASE_URL}`);
const r = spawnSync('npx', ['vitest', 'run', '--project', 'server'], { stdio: 'inherit', env });
process.exit(r.status ?? 1);

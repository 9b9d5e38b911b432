// The server suite on real PostgreSQL. Each test file creates (and drops) its own database. DATABASE_URL
// is a superuser: it makes the databases and the app role (powerplay_app_test) the test apps serve as.
import { spawnSync } from 'node:child_process';

const env = {
  ...process.env,
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
};
console.log(`Server suite on PostgreSQL: ${env.DATABASE_URL}, serving as the role powerplay_app_test`);
// Six files at a time on 2 cores: the suite mostly waits (its engines' ticks, streams, other processes),
// with a third of the CPU idle even so; three at a time (the unit run's setting) took 199 s, six 107 s.
const r = spawnSync('npx', ['vitest', 'run', '--project', 'server', '--maxWorkers', '6'], {
  stdio: 'inherit',
  env,
});
process.exit(r.status ?? 1);

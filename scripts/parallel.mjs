// Runs npm scripts at the same time and fails if any fails. Lint is one single-threaded process for most of
// the run: the unit suite beside it uses the core it leaves idle (docs/decisions/047).
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
const results = await Promise.all(
  scripts.map(
    (name) =>
      new Promise((resolve) => {
        let output = '';
        const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
        child.stdout.on('data', (chunk) => (output += chunk));
        child.stderr.on('data', (chunk) => (output += chunk));
        child.on('close', (code) => resolve({ name, code, output }));
      }),
  ),
);
// Each script's output in one piece, so two failures never interleave.
for (const { name, code, output } of results) {
  console.log(`> ${name}: ${code === 0 ? 'passed' : `failed (exit ${code})`}`);
  if (output.trim()) console.log(output.trimEnd());
}
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);

// Runs npm scripts at the same time and fails if any fails: lint and typecheck are each one
// single-threaded process, so on 2 cores they take the time of the longer one, not of both.
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

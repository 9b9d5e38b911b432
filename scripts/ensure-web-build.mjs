// The built web app (apps/web/dist), built again only when it is missing or older than what it is built
// from: `npm start` serves it, and the end-to-end journeys test it. A fresh clone's `npm ci` has just
// built it, so CI's journeys do not build it a second time. `dist/.built` is written by the web app's
// build once all of it succeeded (the build empties `dist` first, so a failed one leaves none).
import { execSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'apps/web/dist/.built');
const sources = [
  'apps/web/src',
  'apps/web/embed',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/package.json',
  'apps/web/vite.config.ts',
  'apps/web/vite.embed.config.ts',
  'packages/contracts/src',
  'packages/domain/src',
  'package-lock.json',
];

/** The newest modification time under `file` (a file or a directory), 0 when it does not exist. */
function newest(file) {
  let stat;
  try {
    stat = statSync(file);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(file, { recursive: true })) {
    latest = Math.max(latest, statSync(path.join(file, entry)).mtimeMs);
  }
  return latest;
}

const builtAt = newest(built);
const changedAt = Math.max(...sources.map((s) => newest(path.join(root, s))));
if (builtAt === 0 || changedAt > builtAt) {
  console.log('Building the web app…');
  execSync('npm run build -w @powerplay/web', { stdio: 'inherit' });
}

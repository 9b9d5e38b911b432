// `npm start` serves the built web app: build it once if a fresh checkout skipped `npm install`'s build.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

if (!existsSync(new URL('../apps/web/dist/index.html', import.meta.url))) {
  console.log('Building the web app (first start)…');
  execSync('npm run build -w @powerplay/web', { stdio: 'inherit' });
}

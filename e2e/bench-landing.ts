// bench:landing — loads `/` in Chromium against the real server (built web app) and adds up the
// gzipped size of every JavaScript file the page loads until the network is idle, and the bytes that
// actually crossed the wire (the server's pre-compressed brotli copies).
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer } from '../apps/server/test/server-process';
import { chromiumLaunch } from './playwright.config';

const env: NodeJS.ProcessEnv & { PORT: string } = {
  ...process.env,
  PORT: '3230',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'powerplay-landing-')),
  LOG_LEVEL: 'warn',
};
delete env.DATABASE_URL;
const server = await startServer(env);
try {
  const browser = await chromium.launch(chromiumLaunch);
  const page = await browser.newPage();
  const scripts: { url: string; gzip: number; wire: number }[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    void Promise.all([request.response(), request.sizes()]).then(async ([res, sizes]) => {
      const body = await res!.body();
      scripts.push({
        url: new URL(request.url()).pathname,
        gzip: gzipSync(body, { level: 9 }).length,
        wire: sizes.responseBodySize,
      });
    });
  });
  await page.goto(`http://localhost:${env.PORT}/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await browser.close();
  const total = scripts.reduce((s, x) => s + x.gzip, 0);
  const wire = scripts.reduce((s, x) => s + x.wire, 0);
  for (const s of scripts.sort((a, b) => b.gzip - a.gzip))
    console.log(
      `${(s.gzip / 1024).toFixed(1).padStart(7)} KB gzip ${(s.wire / 1024).toFixed(1).padStart(7)} KB wire  ${s.url}`,
    );
  console.log(
    JSON.stringify({
      page: '/',
      scripts: scripts.length,
      gzipKB: Number((total / 1024).toFixed(1)),
      budgetKB: 120,
      overTheWireKB: Number((wire / 1024).toFixed(1)),
      wireBudgetKB: 110,
    }),
  );
} finally {
  server.stop();
}

// bench:landing — loads `/` in Chromium against the real server (built web app) and adds up the
// gzipped size of every JavaScript file the page loads until the network is idle.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const PORT = 3230;
const env = {
  ...process.env,
  PORT: String(PORT),
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'powerplay-landing-')),
  LOG_LEVEL: 'warn',
};
delete env.DATABASE_URL;
const server = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env,
  stdio: 'inherit',
});
try {
  for (let i = 0; ; i++) {
    if ((await fetch(`http://127.0.0.1:${PORT}/readyz`).catch(() => null))?.ok) break;
    if (i > 300) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    const body = await res.body().catch(() => Buffer.alloc(0));
    scripts.push({
      url: new URL(res.url()).pathname,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
    });
  });
  await page.goto(`http://localhost:${PORT}/`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await browser.close();
  const total = scripts.reduce((s, x) => s + x.gzip, 0);
  for (const s of scripts.sort((a, b) => b.gzip - a.gzip))
    console.log(`${(s.gzip / 1024).toFixed(1).padStart(7)} KB  ${s.url}`);
  console.log(
    JSON.stringify({
      page: '/',
      scripts: scripts.length,
      gzipKB: Number((total / 1024).toFixed(1)),
      budgetKB: 120,
    }),
  );
} finally {
  server.kill('SIGTERM');
}

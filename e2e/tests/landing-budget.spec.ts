// The landing page's JavaScript budgets: every script `/` loads until the network is idle, gzipped,
// stays within 120 KB (decision 012), and what actually crosses the wire — the server sends the build's
// brotli copies — within 110 KB. Sizes are deterministic, so this guards regressions in CI;
// the README's figures come from `npm run bench:landing`.
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const BUDGET_BYTES = 120 * 1024;

test('the landing page loads at most 120 KB of gzipped JavaScript', async ({ page }) => {
  const sizes: Promise<number>[] = [];
  // Only finished requests: a script request the browser drops (a preload it no longer needs) never
  // yields a body, and waiting for one would hang the test.
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    sizes.push(
      request
        .response()
        .then((res) => res?.body())
        .then((body) => (body ? gzipSync(body, { level: 9 }).length : 0)),
    );
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const total = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  expect(total, `${(total / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(BUDGET_BYTES);
});

test('the landing page transfers at most 110 KB of JavaScript over the wire, compressed', async ({
  page,
}) => {
  const transfers: Promise<{ bytes: number; encoding: string | undefined }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    transfers.push(
      Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
        bytes: sizes.responseBodySize,
        encoding: response?.headers()['content-encoding'],
      })),
    );
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const scripts = await Promise.all(transfers);
  expect(scripts.length).toBeGreaterThan(0);
  // Files under 1 KB are not worth compressing; every other one arrives as brotli.
  for (const s of scripts) if (s.bytes >= 1024) expect(s.encoding).toBe('br');
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  expect(total, `${(total / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(110 * 1024);
});

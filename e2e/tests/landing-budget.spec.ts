// The landing page's JavaScript budget (issue 2): every script `/` loads until the network is idle,
// gzipped, stays within 120 KB. Sizes are deterministic, so this guards regressions in CI; the figure
// for the README comes from `npm run bench:landing`.
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

const BUDGET_BYTES = 120 * 1024;

test('the landing page loads at most 120 KB of gzipped JavaScript', async ({ page }) => {
  const sizes: Promise<number>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script')
      sizes.push(res.body().then((body) => gzipSync(body, { level: 9 }).length));
  });
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const total = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  expect(total, `${(total / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(BUDGET_BYTES);
});

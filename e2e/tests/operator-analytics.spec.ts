// The back office's analytics dashboard (decision 025): an operator reads today's figures, a new
// player registers and enters a draw, and the figures move by exactly that. The e2e database is shared
// with the other journeys running alongside, so a round where someone else moved them too is played again.
import AxeBuilder from '@axe-core/playwright';
import { catalogue } from '@powerplay/contracts';
import { expect, test, type Page } from '@playwright/test';
import { bearer, registerPlayer, scheduleDraw, signInAsOperator } from './lottery-support';
import { waitForPage } from './support';

/** A figure of the dashboard: the value after its label in the list named `list`. */
async function figure(page: Page, list: string, label: string): Promise<number> {
  const text = await page
    .locator(`dl[aria-label="${list}"]`)
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::dd')
    .textContent();
  return Number((text ?? '').replace(/[^\d-]/g, ''));
}

/** Asks the dashboard again and waits for its answer to be shown. */
async function refresh(page: Page): Promise<{ registered: number; active: number; entries: number }> {
  const answered = page.waitForResponse((r) => r.url().includes('/api/operator/analytics?') && r.ok());
  await page.getByRole('button', { name: 'Refresh analytics' }).click();
  await answered;
  await expect(page.getByRole('button', { name: 'Refresh analytics' })).toBeEnabled();
  return {
    registered: await figure(page, 'Today', 'Registered today'),
    active: await figure(page, 'Today', 'Active today'),
    entries: await figure(page, 'Today', 'Entries today'),
  };
}

test('the dashboard’s figures move by exactly one new player’s registration and entry', async ({
  page,
  request,
}) => {
  await signInAsOperator(page.request);
  await page.goto('/operator');
  await waitForPage(page, 'Operator');
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Analytics' })
    .click();
  await expect(page).toHaveURL('/operator/analytics');
  await expect(page.getByRole('heading', { name: 'Analytics', exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
  await expect(page.locator('dl[aria-label="Now"]').getByText('Live watchers (this server)')).toBeVisible();

  const draw = await scheduleDraw(request, '747', {
    startInSeconds: 3_600,
    ballIntervalSeconds: 10,
    delaySeconds: 2,
    finalWindowSeconds: 12,
  });
  await expect(async () => {
    const before = await refresh(page);
    const player = await registerPlayer(request);
    const entered = await request.put(`/api/lottery/games/${draw.id}/picks`, {
      headers: bearer(player.token),
      data: { numbers: [3, 9, 14, 21, 30, 38, 44] },
    });
    expect(entered.status(), await entered.text()).toBe(200);
    const after = await refresh(page);
    expect({
      registered: after.registered - before.registered,
      active: after.active - before.active,
      entries: after.entries - before.entries,
    }).toEqual({ registered: 1, active: 1, entries: 1 });
  }).toPass({ timeout: 45_000 });
  // The charts' totals are text too, and the page with its charts passes axe.
  await expect(page.getByRole('heading', { name: /^Entries per game: [\d,]+$/ })).toBeVisible();
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('a custom range the server would refuse is explained, and the page fits 375 px', async ({
  page,
  request,
}) => {
  // Something to chart, on a fresh database too.
  await registerPlayer(request);
  await page.setViewportSize({ width: 375, height: 800 });
  await signInAsOperator(page.request);
  await page.goto('/operator/analytics');
  await expect(page.getByRole('heading', { name: /^Players:/ })).toBeVisible();
  // Once the charts have measured their box, nothing is wider than the screen.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // Keyboard only: choose Custom, type the days, submit with Enter.
  await page.getByRole('radio', { name: 'Custom' }).check();
  await page.getByLabel('From', { exact: true }).fill('2026-11-20');
  await page.getByLabel('To', { exact: true }).fill('2026-11-01');
  await page.getByLabel('To', { exact: true }).press('Enter');
  await expect(page.getByRole('alert')).toHaveText(catalogue.ANALYTICS_RANGE_INVALID.message);
  await page.getByLabel('From', { exact: true }).fill('2026-10-25');
  const answered = page.waitForResponse((r) => r.url().includes('from=2026-10-25&to=2026-11-01'));
  await page.getByRole('button', { name: 'Show' }).press('Enter');
  expect((await answered).status()).toBe(200);
  await expect(page.getByText('2026-10-25 to 2026-11-01')).toBeVisible();
});

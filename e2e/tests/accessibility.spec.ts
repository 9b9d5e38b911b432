import AxeBuilder from '@axe-core/playwright';
import { catalogue } from '@powerplay/contracts';
import { expect, test, type Page } from '@playwright/test';
import { expectMessage, waitForPage } from './support';

const publicPages = [
  '/',
  '/login',
  '/register',
  '/solutions',
  '/services',
  '/about-us',
  '/live-sports',
  '/live-sports-more',
  '/sport-platform',
  '/sponsor-games',
  '/how-to-play',
  '/responsible-gaming',
  '/terms-of-use',
  '/privacy',
  '/faq',
  '/trust-and-safety',
  '/account-security',
  '/partner',
  '/no-such-page',
];

/** Runs axe on the page and fails with a readable list of every serious or critical violation. */
async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious
    .map(
      (v) =>
        `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n` +
        v.nodes
          .map((n) => `    ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ')}`)
          .join('\n'),
    )
    .join('\n');
  expect(serious, `${page.url()}\n${report}`).toEqual([]);
}

for (const path of publicPages) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await waitForPage(page);
    await expectNoSeriousViolations(page);
  });
}

test('an open message dialog has no serious or critical accessibility violation', async ({ page }) => {
  await page.goto('/register');
  await waitForPage(page);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expectMessage(page, catalogue.REGISTER_DISPLAY_NAME_REQUIRED);
  await expectNoSeriousViolations(page);
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the open mobile menu has no serious or critical accessibility violation', async ({ page }) => {
    await page.goto('/');
    await waitForPage(page);
    await page.getByRole('button', { name: /menu/i }).click();
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Solutions' }),
    ).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

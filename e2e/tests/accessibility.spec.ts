import { catalogue } from '@powerplay/contracts';
import { expect, test as base, type Page } from '@playwright/test';
import { registerPlayer, signInAsOperator } from './lottery-support';
import { expectMessage, expectNoSeriousViolations, waitForPage } from './support';

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
  '/faqs',
  '/partner',
  '/powerplay-lotto',
  '/powerplay-lotto-more',
  '/elite8-promo',
  '/747',
  '/sweet16',
  '/elite8',
  '/gridlock',
  '/747-draw',
  '/how-draws-are-verified',
  // Results are public: a visitor reads the latest draw.
  '/lotto-result',
  '/powerplay-store',
  // The team selection without a chosen game: "Please Select A Game To Edit".
  '/select-teams-powerplay',
  '/fantasy-players',
  '/fantasy-live',
  '/no-such-page',
];

/** The account area, as a signed-in player sees it. */
const accountPages = [
  '/my-account',
  '/my-account/my-balance',
  '/my-account/my-powerplays',
  '/my-account/results',
  '/my-account/responsible-gaming',
  '/lotto-result',
  '/game-central',
];

/**
 * The public pages share one signed-out page per worker: each is still a full load of its URL, but the
 * hashed chunks come from the browser's cache as they would for a visitor, instead of a new browser
 * context downloading and compiling them all again for every page of the sweep.
 */
const test = base.extend<object, { visitorPage: Page }>({
  visitorPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

for (const path of publicPages) {
  test(`${path} has no serious or critical accessibility violation`, async ({ visitorPage: page }) => {
    await page.goto(path);
    await waitForPage(page);
    await expectNoSeriousViolations(page);
  });
}

for (const path of accountPages) {
  test(`${path} (signed in) has no serious or critical accessibility violation`, async ({ page }) => {
    await registerPlayer(page.request);
    await page.goto(path);
    await waitForPage(page);
    await expectNoSeriousViolations(page);
  });
}

test('the open withdrawal form and the profile menu have no serious or critical accessibility violation', async ({
  page,
}) => {
  const player = await registerPlayer(page.request);
  await page.goto('/my-account/my-balance');
  await waitForPage(page);
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByLabel('First name')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('banner').getByRole('button', { name: player.displayName }).click();
  await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('the operator back office has no serious or critical accessibility violation', async ({ page }) => {
  await signInAsOperator(page.request);
  await page.goto('/operator');
  await waitForPage(page, 'Operator');
  await expectNoSeriousViolations(page);
});

test('Notify Me with its email box open has no serious or critical accessibility violation', async ({
  page,
}) => {
  await page.goto('/live-sports');
  await waitForPage(page);
  // The game still to come (NFL Star Power) offers Notify Me.
  const panel = page.getByRole('tabpanel', { name: 'NFL' });
  await panel.getByRole('button', { name: 'Next game' }).click();
  const slide = panel.getByRole('group', { name: '3 of 3: NFL Star Power' });
  await slide.getByRole('button', { name: 'Notify Me about NFL Star Power' }).click();
  await expect(slide.getByRole('button', { name: 'Submit' })).toBeVisible();
  await expectNoSeriousViolations(page);
});

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

import { notices } from '@powerplay/contracts';
import { registerPlayer, signInAsOperator } from './lottery-support';
import { expect, test, type Page } from '@playwright/test';
import { waitForPage } from './support';

async function expectNoHorizontalScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(
    scrollWidth,
    `scrollWidth ${scrollWidth} > innerWidth ${innerWidth} on ${page.url()}`,
  ).toBeLessThanOrEqual(innerWidth);
}

test.describe('small screens (375×740)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the navigation sits behind a menu toggle whose links navigate', async ({ page }) => {
    await page.goto('/');
    await waitForPage(page);
    const toggle = page.getByRole('button', { name: /menu/i });
    const nav = page.getByRole('navigation', { name: 'Main' });
    const aboutUs = nav.getByRole('link', { name: 'about us' });

    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(aboutUs).toBeHidden();
    await expect(nav.getByRole('link', { name: 'Solutions' })).toBeHidden();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const name of ['Solutions', 'our services', 'about us', 'Partner with us', 'Sign in']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expectNoHorizontalScroll(page);

    // Closing with the toggle hides the links again.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(aboutUs).toBeHidden();

    // A link navigates and the menu closes behind it.
    await toggle.click();
    await aboutUs.click();
    await expect(page).toHaveURL('/about-us');
    await waitForPage(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(aboutUs).toBeHidden();

    await toggle.click();
    await nav.getByRole('link', { name: 'Partner with us' }).click();
    await expect(page).toHaveURL('/partner');
    await waitForPage(page, 'Partner with us');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the menu leads to the games (Play), Results and, signed in, My Game Center', async ({ page }) => {
    await page.goto('/');
    await waitForPage(page);
    const toggle = page.getByRole('button', { name: /menu/i });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await toggle.click();
    const play = nav.getByRole('button', { name: 'Play' });
    await expect(play).toHaveAttribute('aria-expanded', 'false');
    await play.click();
    await expect(play).toHaveAttribute('aria-expanded', 'true');
    for (const name of PLAY_LINKS) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await nav.getByRole('link', { name: 'Elite 8', exact: true }).click();
    await expect(page).toHaveURL('/elite8');
    await waitForPage(page, 'Elite 8');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await toggle.click();
    await nav.getByRole('link', { name: 'Results', exact: true }).click();
    await expect(page).toHaveURL('/lotto-result');
    await waitForPage(page, 'Draw results');

    await registerPlayer(page.request);
    await page.reload();
    await waitForPage(page, 'Draw results');
    await toggle.click();
    await nav.getByRole('link', { name: 'My Game Center', exact: true }).click();
    await expect(page).toHaveURL('/game-central');
    await waitForPage(page, 'My Game Center');
    // It opens on LIVE SPORTS GAMES (the spec's first tab).
    await expect(page.getByText(notices.SPORTS_NO_ENTRIES.message)).toBeVisible();
  });

  for (const path of ['/', '/register', '/live-sports', '/how-to-play', '/partner', '/terms-of-use']) {
    test(`${path} has no horizontal scroll`, async ({ page }) => {
      await page.goto(path);
      await waitForPage(page);
      await expectNoHorizontalScroll(page);
    });
  }

  test('the back office, with a players table, has no horizontal scroll', async ({ page }) => {
    await signInAsOperator(page.request);
    await page.goto('/operator');
    await waitForPage(page, 'Operator');
    await page.getByLabel('Find a player').fill('operator@powerplay.games');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByRole('region', { name: 'Players found' })).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  // The back office's Brand (form, colour pickers, preview) and Partner (origins table, snippets, widget
  // previews) pages, each waited for by a control only it has.
  for (const [path, control] of [
    ['/operator/brand', 'Site name'],
    ['/operator/partner', 'Origin'],
  ] as const) {
    test(`${path} has no horizontal scroll`, async ({ page }) => {
      await signInAsOperator(page.request);
      await page.goto(path);
      await expect(page.getByRole('textbox', { name: control, exact: true })).toBeVisible();
      await expectNoHorizontalScroll(page);
    });
  }

  for (const path of [
    '/my-account/my-balance',
    '/my-account/my-powerplays',
    '/fantasy-live',
    '/powerplay-store',
  ]) {
    test(`${path} (signed in) has no horizontal scroll`, async ({ page }) => {
      await registerPlayer(page.request);
      await page.goto(path);
      await waitForPage(page);
      await expectNoHorizontalScroll(page);
    });
  }
});

/** The Play menu: the lottery games and the sports pages that exist today. */
const PLAY_LINKS = [
  'Lotto 747',
  'Sweet 16',
  'Elite 8',
  'Gridlock',
  'Sports Contests',
  'Watch Live Draft',
  'Live Sports',
  'Fantasy Hockey',
];

test('on a desktop screen Play opens the games, and the header stays on one row', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await registerPlayer(page.request);
  await page.goto('/');
  await waitForPage(page);
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Results', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'My Game Center', exact: true })).toBeVisible();
  const header = await page.locator('.site-header').boundingBox();
  expect(header!.height, 'logo and links on one row').toBeLessThan(90);
  const play = nav.getByRole('button', { name: 'Play' });
  await play.click();
  for (const name of PLAY_LINKS) await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  // Escape closes it and leaves focus on Play.
  await page.keyboard.press('Escape');
  await expect(nav.getByRole('link', { name: 'Gridlock', exact: true })).toBeHidden();
  await expect(play).toBeFocused();
  await play.click();
  await nav.getByRole('link', { name: 'Live Sports', exact: true }).click();
  await expect(page).toHaveURL('/live-sports');
  await play.click();
  await nav.getByRole('link', { name: 'Sports Contests', exact: true }).click();
  await expect(page).toHaveURL('/select-games');
  await expect(page.getByRole('tab', { name: /hockey/i })).toBeVisible();
});

test('on a desktop screen the links show without a toggle', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await waitForPage(page);
  await expect(page.getByRole('button', { name: /menu/i })).toBeHidden();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'about us' }),
  ).toBeVisible();
});

test.describe('the narrowest phones (320×640)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('the logo and the menu toggle share one row; the draft page does not scroll sideways', async ({
    page,
  }) => {
    await page.goto('/draft-day');
    await waitForPage(page, notices.DRAFT_TITLE.message);
    const logoLink = page.getByRole('banner').getByRole('link', { name: 'Powerplay home' });
    const menuToggle = page.getByRole('button', { name: /menu/i });
    // Side by side: the toggle's middle lies within the logo's height. Polled: the draw banner above the
    // header may appear between the two measurements and move the second one down.
    await expect
      .poll(async () => {
        const [logo, toggle] = [await logoLink.boundingBox(), await menuToggle.boundingBox()];
        const middle = toggle!.y + toggle!.height / 2;
        return { above: middle > logo!.y, below: middle < logo!.y + logo!.height };
      })
      .toEqual({ above: true, below: true });
    await expectNoHorizontalScroll(page);
  });
});

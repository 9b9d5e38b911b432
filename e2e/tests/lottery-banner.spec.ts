import { expect, test } from '@playwright/test';
import { ownNextDraw } from './lottery-support';
import { waitForPage } from './support';

/** "D Days H Hours M Mins" to `startAt`, as the banner counts (whole seconds rounded up). */
function countdownText(startAt: string, now: number): string {
  const total = Math.max(0, Math.ceil((Date.parse(startAt) - now) / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  return `${days} Days ${hours} Hours ${minutes} Mins`;
}

/** The banner's date: New York time. */
const newYork = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

test('the draw banner counts down to the next draw, expands, goes to the game, and closes until reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The banner shows the very next draw of any game: one of our own, minutes away.
  const next = await ownNextDraw(page.request, '747', { banner: true });

  await page.goto('/');
  const banner = page.getByRole('complementary', { name: 'Next draw' });
  await expect(banner).toBeVisible();
  await expect(banner.getByText(`Next draw: ${next.name}`, { exact: true })).toBeVisible();

  // Days, hours and minutes left, in step with the clock (the minute may turn while we read).
  const time = banner.locator('.draw-banner-time');
  await expect(time).toHaveText(/^\d+ Days \d+ Hours \d+ Mins$/);
  const before = Date.now();
  const shown = await time.textContent();
  const after = Date.now();
  expect([countdownText(next.startAt, before - 1000), countdownText(next.startAt, after + 1000)]).toContain(
    shown,
  );

  // Collapsed at first; More expands the details (the draw date in New York time), Less collapses.
  const toggle = banner.getByRole('button', { name: 'More' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const details = banner.locator('#draw-banner-details');
  await expect(details).toBeHidden();
  await toggle.click();
  const less = banner.getByRole('button', { name: 'Less' });
  await expect(less).toHaveAttribute('aria-expanded', 'true');
  await expect(details).toBeVisible();
  await expect(details).toHaveText(
    `${next.name} draws ${newYork.format(new Date(next.startAt))} (New York time). All lotto games`,
  );
  await expect(details.getByRole('link', { name: 'All lotto games' })).toHaveAttribute(
    'href',
    '/powerplay-lotto',
  );
  await less.click();
  await expect(banner.getByRole('button', { name: 'More' })).toHaveAttribute('aria-expanded', 'false');
  await expect(details).toBeHidden();

  // Go to Game: the game's pick page (the banner stays, it is on every page).
  await banner.getByRole('link', { name: 'Go to Game' }).click();
  await expect(page).toHaveURL(`/${next.gameType}`);
  await waitForPage(page, next.name);
  await expect(banner).toBeVisible();

  // Close: gone, also after moving to another page, until the next reload.
  await banner.getByRole('button', { name: 'Close the draw banner' }).click();
  await expect(banner).toBeHidden();
  await page.getByRole('link', { name: 'Powerplay home' }).first().click();
  await expect(page).toHaveURL('/');
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(banner).toBeVisible();
  await expect(banner.getByText(`Next draw: ${next.name}`, { exact: true })).toBeVisible();
});

// The notification centre and the email choices (docs/rules/notifications.md "The centre", "Email"): a
// new player's bell says 0 and its panel is empty, on a desktop and on a phone; "Starts soon" mail
// turned off on My Account stays off after a reload, and the mails' /account/notifications leads there.
import { expect, test, type Page } from '@playwright/test';
import { registerPlayer } from './lottery-support';
import { expectNoSeriousViolations, waitForPage } from './support';

async function openEmptyCentre(page: Page) {
  const bell = page.getByRole('button', { name: 'Notifications, 0 unread' });
  await expect(bell).toHaveAttribute('aria-expanded', 'false');
  await bell.click();
  await expect(bell).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByText('No notifications yet')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  return { bell, panel };
}

test("a new player's bell says 0 unread and opens an empty centre; Escape closes it", async ({ page }) => {
  await registerPlayer(page.request);
  await page.goto('/game-central');
  await waitForPage(page);
  const { bell, panel } = await openEmptyCentre(page);
  await expectNoSeriousViolations(page);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
});

test('on a 375 px phone the bell sits beside Menu and its panel fits the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await registerPlayer(page.request);
  await page.goto('/game-central');
  await waitForPage(page);
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  const { panel } = await openEmptyCentre(page);
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  // A press elsewhere closes it.
  await page.getByRole('main').click({ position: { x: 10, y: 400 } });
  await expect(panel).toBeHidden();
});

test('"Starts soon" mail turned off stays off after a reload', async ({ page }) => {
  await registerPlayer(page.request);
  // The address the mails give.
  await page.goto('/account/notifications');
  await expect(page).toHaveURL(/\/my-account\/notifications$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Notifications' })).toBeVisible();
  const startsSoon = page.getByRole('switch', { name: 'Starts soon' });
  await expect(startsSoon).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Results' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Withdrawals' })).not.toBeChecked();

  await startsSoon.uncheck();
  await page.getByRole('button', { name: 'Save choices' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your email choices are saved.' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Results' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'Starts soon' })).not.toBeChecked();
});

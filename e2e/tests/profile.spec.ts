// /my-account, Account Info: name and email edited in place, the display
// name read-only, the email input of type email, and a password change that signs out other sessions.
import { catalogue, notices } from '@powerplay/contracts';
import { expect, test } from '@playwright/test';
import { PASSWORD, login, newPlayer, registerPlayer } from './lottery-support';
import { closeMessage, expectMessage, waitForPage } from './support';

test('a player edits their name and email in place and changes their password', async ({ page, request }) => {
  const player = await registerPlayer(page.request);
  const other = await registerPlayer(request, newPlayer());
  // A second session of the same player, on another "device".
  const otherSession = await login(request, player.email, PASSWORD);

  await page.goto('/my-account');
  await waitForPage(page, player.displayName);
  await expect(page.getByText('Cannot be changed')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit display name' })).toHaveCount(0);

  // Name: edit, cancel with Escape, then save.
  await page.getByRole('button', { name: 'Edit full name' }).click();
  await page.getByLabel('First name').fill('Ada');
  await page.keyboard.press('Escape');
  await expect(page.getByLabel('First name')).toHaveCount(0);
  await page.getByRole('button', { name: 'Edit full name' }).click();
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(notices.PROFILE_SAVED.message)).toBeVisible();
  await expect(page.getByText('Ada Lovelace')).toBeVisible();

  // Email: an input of type email; another player's address is refused and nothing changes.
  await page.getByRole('button', { name: 'Edit email' }).click();
  const email = page.getByLabel('Email', { exact: true });
  await expect(email).toHaveAttribute('type', 'email');
  await email.fill(other.email.toUpperCase());
  await page.getByRole('button', { name: 'Save' }).click();
  await closeMessage(await expectMessage(page, catalogue.EMAIL_TAKEN));
  const fresh = `renamed.${player.email}`;
  await email.fill(fresh);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(fresh, { exact: true })).toBeVisible();

  // Password: the current one is required; then the other session is signed out, this one stays.
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password').fill('a-brand-new-password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await closeMessage(await expectMessage(page, catalogue.PASSWORD_CURRENT_WRONG));
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(notices.PASSWORD_CHANGED.message)).toBeVisible();
  expect((await page.request.get('/api/auth/me')).status()).toBe(200);
  const revoked = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${otherSession}` } });
  expect(revoked.status()).toBe(401);

  // The new email and password sign in.
  expect(await login(request, fresh, 'a-brand-new-password')).toBeTruthy();
});

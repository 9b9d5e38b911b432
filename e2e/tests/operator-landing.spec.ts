// An operator who signs in lands in the back office, and finds it again from the user menu on any page.
import { expect, test } from '@playwright/test';
import { OPERATOR } from './lottery-support';
import { waitForPage } from './support';

test('an operator signs in into the back office and returns to it from the user menu', async ({ page }) => {
  await page.goto('/login');
  await waitForPage(page, 'Sign in');
  await page.getByLabel('Email or Display Name').fill(OPERATOR.email);
  await page.getByLabel('Password', { exact: true }).fill(OPERATOR.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/operator');
  await waitForPage(page, 'Operator');

  await page.goto('/solutions');
  await page.getByRole('button', { name: 'Operator', expanded: false }).click();
  await page.getByRole('menuitem', { name: 'Back office' }).click();
  await expect(page).toHaveURL('/operator');
  await waitForPage(page, 'Operator');
});

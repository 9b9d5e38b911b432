// An operator credits a player from the back office, then finds that action in the audit log (decision
// 021): who did it, to whom, and the player's balance before and after.
import { formatMessage, notices } from '@powerplay/contracts';
import { expect, test } from '@playwright/test';
import { registerPlayer, signInAsOperator } from './lottery-support';
import { waitForPage } from './support';

test('an operator credits a player and sees it in the audit log with the balance before and after', async ({
  page,
  request,
}) => {
  // The player's account comes from a context of its own: the page stays the operator's.
  const player = await registerPlayer(request);
  await signInAsOperator(page.request);
  await page.goto('/operator');
  await waitForPage(page, 'Operator');

  const adjust = page.getByRole('region', { name: 'Credit or debit a player' });
  await adjust.getByLabel('Player id').fill(String(player.id));
  await adjust.getByLabel('Amount (USD)').fill('25.00');
  await adjust.getByLabel('Reason').fill('E2E goodwill');
  await adjust.getByRole('button', { name: 'Apply adjustment' }).click();
  await expect(
    page.getByText(formatMessage(notices.ADJUSTMENT_CREDITED.message, { amount: '$25.00', id: player.id })),
  ).toBeVisible();

  // The log is its own section of the back office, reached from its navigation.
  await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link', { name: 'Audit log' })
    .click();
  await expect(page).toHaveURL('/operator/audit');
  const audit = page.getByRole('region', { name: 'Audit log', exact: true });
  await audit.getByLabel('Action').selectOption({ label: 'Wallet adjustment' });
  await audit.getByRole('button', { name: 'Apply' }).click();
  const row = audit.getByRole('row').filter({ hasText: `user #${player.id}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Wallet adjustment');
  await expect(row).toContainText('Cash:$0.00 → $25.00');
  await expect(row).toContainText('Amount:— → $25.00');
  await expect(row).toContainText('Reason:— → E2E goodwill');

  // Keyboard: the filters reach the log without a mouse, and an empty result says so.
  await audit.getByLabel('Action').selectOption({ label: 'Draft pick posted' });
  await audit.getByLabel('Operator id').fill('999999');
  await audit.getByLabel('Operator id').press('Enter');
  await expect(audit.getByText(notices.NO_AUDIT_ENTRIES.message)).toBeVisible();
});

// Wallet journeys: an operator credits a player, the player withdraws and follows it to Complete; a
// store purchase from the cash balance; a self-exclusion that then blocks entering a game.
import { catalogue, formatMessage, notices } from '@powerplay/contracts';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  bearer,
  operatorToken,
  ORIGIN,
  ownNextDraw,
  pickGrid,
  randomPicks,
  registerPlayer,
  signInAsOperator,
  togglePicks,
  wallet,
} from './lottery-support';
import { closeMessage, expectMessage, waitForPage } from './support';

/** A browser context signed in as the operator (its own cookie jar, apart from the player's page). */
async function operatorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: ORIGIN });
  await signInAsOperator(context.request);
  return context.newPage();
}

/** Credits a player through the operator API (for journeys where the credit itself is not the point). */
async function credit(page: Page, userId: number, amountCents: number) {
  const response = await page.request.post('/api/operator/wallet/adjustments', {
    headers: { ...bearer(await operatorToken()), 'idempotency-key': `e2e-${userId}-${Date.now()}` },
    data: { userId, amountCents, kind: 'cash', reason: 'Welcome bonus' },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * A withdrawal problem: shown exactly once, beside the form, as an alert; never in a dialog.
 */
async function expectProblemOnce(page: Page, message: string) {
  const alert = page.getByRole('alert').filter({ hasText: message });
  await expect(alert).toHaveText(message);
  await expect(page.getByText(message, { exact: true })).toHaveCount(1);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

const transactionRow = (page: Page, description: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: description, exact: true }) });

test('an operator credits a player, who withdraws, sees it Pending, and Complete once the operator pays', async ({
  page,
  browser,
}) => {
  const player = await registerPlayer(page.request);
  const operator = await operatorPage(browser);

  // The operator finds the player and credits $250.00.
  await operator.goto('/operator');
  await waitForPage(operator, 'Operator');
  await operator.getByLabel('Find a player').fill(player.email);
  await operator.getByRole('button', { name: 'Search' }).click();
  await operator
    .getByRole('row')
    .filter({ hasText: player.displayName })
    .getByRole('button', { name: /^Select/ })
    .click();
  await expect(operator.getByLabel('Player id')).toHaveValue(String(player.id));
  await operator.getByLabel('Amount (USD)').fill('250.00');
  await operator.getByLabel('Reason').fill('Welcome bonus');
  await operator.getByRole('button', { name: 'Apply adjustment' }).click();
  await expect(operator.getByText(`$250.00 credited to player #${player.id}.`)).toBeVisible();

  // The player sees it, and the ledger agrees.
  await page.goto('/my-account/my-balance');
  await waitForPage(page, player.displayName);
  await expect(page.getByLabel('Cash balance')).toHaveText('$250.00');
  await page.goto('/my-account/my-powerplays');
  await expect(transactionRow(page, 'Welcome bonus')).toContainText('$250.00');
  await expect(transactionRow(page, 'Welcome bonus')).toContainText('Complete');

  // Step 1: the required information, the country and province taken from the profile; the
  // first missing field is marked, its problem shown once beside it (no dialog).
  await page.goto('/my-account/my-balance');
  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(page.getByLabel('Country')).toHaveValue('CA');
  await expect(page.getByLabel('Province / State')).toHaveValue('ON');
  await page.getByRole('button', { name: 'Next' }).click();
  await expectProblemOnce(page, catalogue.WITHDRAWAL_FIELD_REQUIRED.message);
  await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('First name')).toBeFocused();
  await page.getByLabel('First name').fill('Ann');
  await page.getByLabel('Last name').fill('Player');
  await page.getByLabel('City').fill('Toronto');
  await page.getByLabel('Postal / ZIP code').fill('M5V 2T6');
  await page.getByLabel('Address line 1').fill('1 King St W');
  await page.getByLabel('Day').selectOption('1');
  await page.getByLabel('Month').selectOption({ label: 'April' });
  await page.getByLabel('Year').selectOption('1990');
  await page.getByRole('button', { name: 'Next' }).click();

  // Step 2: below the minimum, then without the terms, are refused; nothing is held.
  await expect(page.getByRole('heading', { name: 'Step 2 of 2: Withdrawal amount' })).toBeVisible();
  await page.getByLabel('Withdrawal amount (USD)').fill('99.99');
  await page.getByLabel('PayPal email').fill(`paypal.${player.email}`);
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await expectProblemOnce(
    page,
    formatMessage(catalogue.WITHDRAWAL_BELOW_MINIMUM.message, { min: '$100.00' }),
  );
  await page.getByLabel('Withdrawal amount (USD)').fill('100.00');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await expectProblemOnce(page, catalogue.WITHDRAWAL_TERMS_REQUIRED.message);
  expect(await wallet(page.request)).toMatchObject({ cashCents: 25_000, pendingWithdrawalCents: 0 });

  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: notices.WITHDRAWAL_REQUESTED.title }),
  ).toContainText(
    formatMessage(notices.WITHDRAWAL_REQUESTED.message, {
      amount: '$100.00',
      email: `paypal.${player.email}`,
    }),
  );
  await expect(page.getByLabel('Cash balance')).toHaveText('$150.00');

  // Pending in the transactions, also under the Pending filter.
  const description = `Withdrawal to PayPal paypal.${player.email}`;
  await page.getByRole('link', { name: 'See it in your transactions' }).click();
  await expect(page.getByLabel('Status')).toHaveValue('pending');
  await expect(transactionRow(page, description)).toContainText('-$100.00');
  await expect(transactionRow(page, description)).toContainText('Pending');

  // The operator pays it.
  await operator.getByRole('button', { name: 'Refresh withdrawals' }).click();
  const request = operator.getByRole('row').filter({ hasText: `paypal.${player.email}` });
  // The reviewer sees who asked: the player's name, not only an id.
  await expect(request).toContainText(player.displayName);
  await request.getByRole('button', { name: /^Complete/ }).click();
  const confirm = operator.getByRole('dialog', { name: 'Confirm' });
  await confirm.getByRole('button', { name: 'Complete' }).click();
  await expect(operator.getByText(/: Complete\.$/)).toBeVisible();
  await expect(request).toHaveCount(0);

  // The player sees it Complete; the balance and the ledger agree.
  await page.goto('/my-account/my-powerplays?status=complete');
  await expect(transactionRow(page, description)).toContainText('Complete');
  expect(await wallet(page.request)).toMatchObject({ cashCents: 15_000, pendingWithdrawalCents: 0 });
  await operator.context().close();
});

test('a store purchase pays from the cash balance and sets the club; not enough balance charges nothing', async ({
  page,
}) => {
  const player = await registerPlayer(page.request);
  await credit(page, player.id, 5_000);

  await page.goto('/powerplay-store');
  await waitForPage(page, 'Upgrade your game');
  // Football has contests now (High 5, Zones, Pick 5, Brackets), so its plans are offered.
  await page.getByRole('tab', { name: 'Football' }).click();
  const football = page.getByRole('tabpanel', { name: 'Football' });
  await expect(
    football.getByRole('button', { name: 'Add to cart: Football Basic', exact: true }),
  ).toBeVisible();
  await expect(football).not.toContainText(
    formatMessage(notices.STORE_PLANS_COMING.message, { label: 'Football', sport: 'football' }),
  );
  // Super Elite's billing period is given.
  await expect(page.getByRole('article', { name: 'Super Elite' })).toContainText(
    formatMessage(notices.STORE_PRICE_ONCE.message, { price: '$40' }),
  );
  await page.getByRole('tab', { name: 'Hockey' }).click();
  await page.getByRole('button', { name: 'Add to cart: Hockey Basic', exact: true }).click();
  await expect(page.getByTestId('cart-total')).toHaveText('$13.00');
  // Super Elite includes the sport plans: it takes their place in the cart, which says so.
  await page.getByRole('button', { name: 'Add to cart: Super Elite' }).click();
  await expect(page.getByTestId('cart-total')).toHaveText('$40.00');
  await expect(
    page.getByRole('status').filter({ hasText: 'Super Elite includes every sport plan' }),
  ).toHaveText(
    formatMessage(notices.STORE_SUPER_ELITE_REPLACED.message, { plans: 'Hockey Basic', count: 1 }),
  );
  await expect(page.getByRole('article', { name: 'Hockey Basic', exact: true })).toContainText(
    notices.STORE_INCLUDED_IN_SUPER_ELITE.message,
  );
  await expect(page.getByRole('button', { name: 'Add to cart: Hockey Basic', exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Checkout' }).click();
  await expect(page.getByRole('status').filter({ hasText: notices.ORDER_PAID.title })).toContainText(
    formatMessage(notices.ORDER_PAID.message, { total: '$40.00', club: 'Super Elite' }),
  );
  await expect(page.getByText('Your club: Super Elite')).toBeVisible();
  expect(await wallet(page.request)).toMatchObject({ cashCents: 1_000 });

  // $20 with $10 left: refused, nothing charged.
  await page.getByRole('button', { name: 'Add to cart: Hockey Basic Plus' }).click();
  await page.getByRole('button', { name: 'Checkout' }).click();
  await closeMessage(await expectMessage(page, catalogue.STORE_INSUFFICIENT_FUNDS));
  expect(await wallet(page.request)).toMatchObject({ cashCents: 1_000 });

  await page.goto('/my-account/my-powerplays');
  await expect(transactionRow(page, 'Store: Super Elite')).toContainText('-$40.00');
  await expect(page.getByRole('row').filter({ hasText: 'Hockey Basic' })).toHaveCount(0);
});

test('a self-exclusion blocks entering a game', async ({ page }) => {
  test.setTimeout(90_000);
  await registerPlayer(page.request);

  await page.goto('/my-account/responsible-gaming');
  await waitForPage(page);
  await page.getByRole('radio', { name: '24 hours' }).check();
  await page.getByRole('button', { name: 'Exclude me' }).click();
  const confirm = page.getByRole('alertdialog', { name: notices.SELF_EXCLUSION_CONFIRM.title });
  await expect(confirm).toContainText(
    formatMessage(notices.SELF_EXCLUSION_CONFIRM.message, { period: 'for 24 hours' }),
  );
  await confirm.getByRole('button', { name: 'Yes, exclude me for 24 hours' }).click();
  await expect(page.getByText(/^You are self-excluded until /)).toBeVisible();

  // The page enters the next 747 draw: our own, open for minutes.
  await ownNextDraw(page.request, '747');
  await page.goto('/747');
  await waitForPage(page, '747');
  await togglePicks(pickGrid(page, 47), randomPicks(7, 47));
  await page.getByRole('button', { name: 'SUBMIT', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Review your numbers' })
    .getByRole('button', { name: 'Submit' })
    .click();
  const refused = page.getByRole('alertdialog');
  await expect(refused).toHaveAccessibleName(catalogue.SELF_EXCLUDED.title);
  await expect(refused).toHaveAccessibleDescription(
    /^Your account is self-excluded until .+ ET\. You cannot enter games or spend until then\.$/,
  );
  const entries = (await (await page.request.get('/api/lottery/entries')).json()) as { entries: unknown[] };
  expect(entries.entries).toEqual([]);
});

// Player care (decision 023): an operator opens a player's care page, sees their balance and entries,
// and suspends them; the player's open page is signed out at once with the suspension's message, and
// their sign-in is refused until the operator reinstates the account.
import { catalogue, formatMessage, notices } from '@powerplay/contracts';
import { expect, test, type Page } from '@playwright/test';
import { bearer, operatorToken, ORIGIN, registerPlayer, signInAsOperator } from './lottery-support';
import { contestOf, ownGameSet, UNHURRIED_MS } from './sports-support';
import { closeMessage, expectMessage, waitForPage } from './support';

const header = (page: Page) => page.getByRole('banner');

test('a suspended player is signed out on an open page, refused at sign-in, and back once reinstated', async ({
  browser,
  page,
  request,
}) => {
  // The player has money and an entry (a fantasy hockey contest of a set of our own), made through the API.
  const player = await registerPlayer(request);
  const credit = await request.post('/api/operator/wallet/adjustments', {
    headers: bearer(await operatorToken()),
    data: { userId: player.id, amountCents: 2_500, kind: 'cash', reason: 'E2E care' },
  });
  expect(credit.status()).toBe(201);
  const set = await ownGameSet(request, { league: 'hockey', leadMs: UNHURRIED_MS });
  const entered = await request.post(`/api/sports/contests/${contestOf(set, 'fantasy').id}/entries`, {
    headers: bearer(player.token),
    data: {},
  });
  expect(entered.status(), await entered.text()).toBe(201);

  // The player's own browser, signed in, with Game Central open; its session watch listening.
  const playerContext = await browser.newContext();
  const playerPage = await playerContext.newPage();
  let streams = 0;
  playerPage.on('response', (r) => {
    if (new URL(r.url()).pathname === '/api/me/events' && r.status() === 200) streams += 1;
  });
  const signIn = await playerPage.request.post('/api/auth/login', {
    headers: { origin: ORIGIN },
    data: { login: player.email, password: player.password },
  });
  expect(signIn.status()).toBe(200);
  await playerPage.goto('/game-central');
  await waitForPage(playerPage, 'My Game Center');
  await expect(header(playerPage).getByRole('button', { name: player.displayName })).toBeVisible();
  await expect.poll(() => streams).toBeGreaterThan(0);

  // The operator finds the player and opens their care page.
  await signInAsOperator(page.request);
  await page.goto('/operator');
  await waitForPage(page, 'Operator');
  await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Players' }).click();
  await expect(page).toHaveURL('/operator/players');
  // Scoped to the Players section: while its chunk loads, the router keeps showing the Overview, whose
  // credit form has a finder with the same label.
  const players = page.getByRole('region', { name: 'Players', exact: true });
  await players.getByLabel('Find a player').fill(player.email);
  await players.getByLabel('Find a player').press('Enter');
  await players.getByRole('button', { name: `Open ${player.displayName}` }).click();
  await expect(page).toHaveURL(`/operator/players/${player.id}`);
  await expect(page.getByRole('heading', { name: new RegExp(player.displayName) })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Balance' })).toContainText('$25.00');
  await expect(page.getByRole('region', { name: 'Entries' }).first()).toContainText('Sports contest');
  await expect(page.getByRole('region', { name: 'Ledger (last year)' }).first()).toContainText('E2E care');
  // On a phone (375 px) the page does not scroll sideways: its tables scroll in their own regions.
  await page.setViewportSize({ width: 375, height: 800 });
  const width = await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);
  expect(width).toBeLessThanOrEqual(375);

  // Suspend, with a reason, confirmed in a dialog (keyboard: the reason box, then the button).
  await page.getByRole('button', { name: 'Suspend' }).click();
  const confirm = page.getByRole('alertdialog', { name: notices.SUSPEND_CONFIRM.title });
  await confirm.getByLabel('Reason').fill('E2E: chargeback under review');
  await confirm.getByRole('button', { name: 'Suspend' }).click();
  await expect(
    page.getByText(formatMessage(notices.PLAYER_SUSPENDED.message, { name: player.displayName })),
  ).toBeVisible();
  await expect(page.getByText('Reason: E2E: chargeback under review')).toBeVisible();

  // The player's open page hears it at once: signed out, told why.
  await closeMessage(await expectMessage(playerPage, catalogue.ACCOUNT_SUSPENDED));
  await expect(header(playerPage).getByRole('link', { name: 'Sign in' })).toBeVisible();

  // Signing in again is refused with the same message.
  await header(playerPage).getByRole('link', { name: 'Sign in' }).click();
  await waitForPage(playerPage, 'Sign in');
  await playerPage.getByLabel('Email or Display Name').fill(player.email);
  await playerPage.getByLabel('Password', { exact: true }).fill(player.password);
  await playerPage.getByRole('button', { name: 'Sign In' }).click();
  await closeMessage(await expectMessage(playerPage, catalogue.ACCOUNT_SUSPENDED));
  await expect(playerPage).toHaveURL('/login');

  // Reinstated: the player signs in.
  await page.getByRole('button', { name: 'Reinstate' }).click();
  const back = page.getByRole('dialog', { name: notices.REINSTATE_CONFIRM.title });
  await back.getByLabel('Reason').fill('E2E: chargeback cleared');
  await back.getByRole('button', { name: 'Reinstate' }).click();
  await expect(
    page.getByText(formatMessage(notices.PLAYER_REINSTATED.message, { name: player.displayName })),
  ).toBeVisible();
  await playerPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(header(playerPage).getByRole('button', { name: player.displayName })).toBeVisible();
  await playerContext.close();
});

// Forgot password: the player asks for a link, an operator reads it in the back office's
// outbox (no SMTP server in the two-command setup), the player sets a new password with it and signs in.
import { formatMessage, notices } from '@powerplay/contracts';
import { expect, test } from '@playwright/test';
import { bearer, ORIGIN, registerPlayer, signInAsOperator } from './lottery-support';
import { waitForPage } from './support';

const NEW_PASSWORD = 'a-brand-new-secret-7';

test('forgot password → the operator reads the link in the outbox → reset → sign in with the new password', async ({
  page,
  browser,
  request,
}) => {
  // The account exists and has a session elsewhere (another device): the reset must end it.
  const player = await registerPlayer(request);

  await page.goto('/login');
  await waitForPage(page, 'Sign in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await waitForPage(page, 'Forgot password');
  await page.getByLabel('Email').fill(player.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(notices.RESET_REQUESTED.message);

  // The operator, in a browser of their own, finds the mail and its link.
  const operator = await browser.newContext({ baseURL: ORIGIN });
  let link: string;
  try {
    await signInAsOperator(operator.request);
    const back = await operator.newPage();
    await back.goto('/operator');
    await waitForPage(back, 'Operator');
    const mail = back.getByRole('region', { name: 'Outbox' }).getByRole('article', {
      name: `${formatMessage(notices.RESET_MAIL.title, { site: 'Powerplay' })} to ${player.email}`,
    });
    await expect(mail).toBeVisible();
    link = (await mail.getByRole('link').getAttribute('href')) ?? '';
    expect(link).toMatch(new RegExp(`^${ORIGIN}/reset-password\\?token=[A-Za-z0-9_-]{43}$`));
  } finally {
    await operator.close();
  }

  await page.goto(link);
  await waitForPage(page, 'Choose a new password');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();

  await waitForPage(page, 'Sign in');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('status')).toHaveText(notices.PASSWORD_RESET_DONE.message);
  // The other device's session is over.
  expect((await request.get('/api/auth/me', { headers: bearer(player.token) })).status()).toBe(401);

  // The old password no longer works; the new one does.
  const oldLogin = await request.post('/api/auth/login', {
    headers: { origin: ORIGIN },
    data: { login: player.email, password: player.password },
  });
  expect(oldLogin.status()).toBe(401);
  await page.getByLabel('Email or Display Name').fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: player.displayName }),
  ).toBeVisible();
});

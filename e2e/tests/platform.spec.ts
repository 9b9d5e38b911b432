// The platform console (docs/partners.md): the platform operator signs in into it, adds a partner with its
// first operator, suspends it (confirmed) and serves it again; a partner's operator is refused the console.
import { catalogue, notices } from '@powerplay/contracts';
import { expect, test, type Page } from '@playwright/test';
import { OPERATOR, ORIGIN } from './lottery-support';
import { expectNoSeriousViolations, unique, waitForPage } from './support';

/** The e2e server's platform operator (e2e-server.ts). */
const PLATFORM = { email: 'platform@powerplay.games', password: 'platform-password' };

async function signIn(page: Page, account: { email: string; password: string }) {
  await waitForPage(page, 'Sign in');
  await page.getByLabel('Email or Display Name').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test('the platform operator adds a partner with its first operator, suspends it and resumes it', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await signIn(page, PLATFORM);
  await expect(page).toHaveURL('/platform');
  await waitForPage(page, 'Platform console');
  const table = page.getByRole('table');
  await expect(table.getByRole('rowheader').first()).toBeVisible();

  // A partner of this run's own: its short name and domain are taken by nobody else.
  const id = unique();
  const slug = `e2e-${id}`;
  const name = `E2E Partner ${id}`;
  const domain = `${slug}.example.test`;
  const form = page.getByRole('region', { name: 'Add a partner' });
  await form.getByLabel('Short name').fill(slug);
  await form.getByLabel('Site name').fill(name);
  await form.getByLabel('Domains').fill(`${domain}\nwww.${domain}`);
  await form.getByLabel('Display name').fill(`Ops ${id}`);
  await form.getByLabel('Email').fill(`ops.${id}@example.test`);
  await form.getByLabel('Password', { exact: true }).fill('partner-password');
  await form.getByRole('button', { name: 'Add partner' }).click();
  await expect(form.getByRole('status')).toContainText(`${name} (${slug}) is added`);
  await expect(form.getByLabel('Short name')).toHaveValue('');

  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  await expect(row).toContainText(slug);
  await expect(row).toContainText(`www.${domain}`);
  await expect(row).toContainText('Serving');
  // Its site serves on its domain, with its own brand under its name.
  const site = { headers: { host: domain } };
  // The server reads its partners again when it hears of the change (its own event, a moment later).
  await expect
    .poll(async () => (await request.get('/api/brand', site)).json() as Promise<unknown>)
    .toMatchObject({ brand: { siteName: name } });
  // Its first operator signs in there (and only there: accounts are each partner's own).
  const operator = { login: `ops.${id}@example.test`, password: 'partner-password' };
  const there = await request.post('/api/auth/login', {
    headers: { host: domain, origin: `http://${domain}` },
    data: operator,
  });
  expect(there.status(), await there.text()).toBe(200);
  expect(await there.json()).toMatchObject({ user: { role: 'operator', displayName: `Ops ${id}` } });
  const here = await request.post('/api/auth/login', { headers: { origin: ORIGIN }, data: operator });
  expect(here.status()).toBe(401);
  await expectNoSeriousViolations(page);

  // On a phone (375 px) the page does not scroll sideways: the table scrolls in its own region.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(375);

  // Suspended only once confirmed.
  await row.getByRole('button', { name: `Suspend ${name}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Confirm' });
  await expect(confirm).toContainText(`Suspend ${name}?`);
  await confirm.getByRole('button', { name: 'Suspend' }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toContainText('Suspended');
  await expect(page.getByText(`${name} is suspended`)).toBeVisible();
  await expect
    .poll(async () => (await request.get('/api/brand', site)).json() as Promise<unknown>)
    .toMatchObject({ error: { code: 'PARTNER_SUSPENDED' } });

  await row.getByRole('button', { name: `Resume ${name}` }).click();
  const resume = page.getByRole('dialog', { name: 'Confirm' });
  await resume.getByRole('button', { name: 'Resume' }).click();
  await expect(resume).toBeHidden();
  await expect(row).toContainText('Serving');
  await expect(row.getByRole('button', { name: `Suspend ${name}` })).toBeVisible();
  await expect.poll(async () => (await request.get('/api/brand', site)).status()).toBe(200);

  // The same short name again: refused with the catalogue's message.
  await form.getByLabel('Short name').fill(slug);
  await form.getByLabel('Site name').fill(name);
  await form.getByLabel('Domains').fill(`other.${domain}`);
  await form.getByLabel('Display name').fill(`Ops ${id}`);
  await form.getByLabel('Email').fill(`ops.${id}@example.test`);
  await form.getByLabel('Password', { exact: true }).fill('partner-password');
  await form.getByRole('button', { name: 'Add partner' }).click();
  const refusal = page.getByRole('alertdialog');
  await expect(refusal).toHaveAccessibleDescription(catalogue.PARTNER_TAKEN.message);
  await refusal.getByRole('button', { name: 'OK' }).click();
  await expect(refusal).toBeHidden();
  await expect(form.getByLabel('Short name')).toHaveAttribute('aria-invalid', 'true');
});

test("a visitor is sent to sign in, and a partner's operator does not see the console", async ({ page }) => {
  await page.goto('/platform');
  await expect(page).toHaveURL('/login');
  await signIn(page, OPERATOR);
  // Signing in brings them back to the console's address: refused there, as the back office refuses a player.
  await expect(page).toHaveURL('/platform');
  await waitForPage(page, 'Platform console');
  await expect(page.getByRole('alert')).toContainText(notices.PLATFORM_ONLY.message);
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Add a partner' })).toHaveCount(0);
  // Their menu offers the back office, not the console.
  await page.getByRole('button', { name: 'Operator', expanded: false }).click();
  await expect(page.getByRole('menuitem', { name: 'Back office' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Platform console' })).toHaveCount(0);
});

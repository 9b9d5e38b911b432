import { catalogue } from '@powerplay/contracts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { closeMessage, expectMessage, unique, waitForPage } from './support';

const PASSWORD = 'correct-horse-9';

function newUser() {
  const id = unique();
  return { displayName: `Player ${id}`, email: `player.${id}@example.com`, password: PASSWORD };
}

/** Creates an account through the API (the journeys below only need it to exist). */
async function registerViaApi(request: APIRequestContext, user: ReturnType<typeof newUser>) {
  const response = await request.post('/api/auth/register', {
    data: { ...user, country: 'CA', province: 'ON', over18: true, acceptedTerms: true },
  });
  expect(response.status(), await response.text()).toBe(201);
}

function header(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

async function expectSignedIn(page: Page, displayName: string) {
  await expect(header(page).getByRole('link', { name: 'My Game Center' })).toBeVisible();
  await expect(header(page).getByRole('button', { name: displayName })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Sign in' })).toHaveCount(0);
}

async function expectSignedOut(page: Page) {
  await expect(header(page).getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'My Game Center' })).toHaveCount(0);
}

test('register with each validation message in order, log out, log in by display name', async ({ page }) => {
  const user = newUser();
  const registerPosts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/auth/register')
      registerPosts.push(r.url());
  });

  await page.goto('/register');
  // No entry in progress: the plain heading ("complete your entry" only when there is one).
  await waitForPage(page, /^Create your account$/);
  await expectSignedOut(page);

  const signUp = page.getByRole('button', { name: 'Sign up' });
  const country = page.getByLabel('Country');
  const province = page.getByLabel('Province / State');

  /** Presses Sign up and expects exactly this message; closes it alternately by button and Escape. */
  let closeWith: 'button' | 'escape' = 'button';
  async function submitExpecting(text: { title: string; message: string }) {
    await signUp.click();
    const dialog = await expectMessage(page, text);
    await closeMessage(dialog, closeWith);
    closeWith = closeWith === 'button' ? 'escape' : 'button';
  }

  // Display name
  await submitExpecting(catalogue.REGISTER_DISPLAY_NAME_REQUIRED);
  await page.getByLabel('Display Name').fill('x!');
  await submitExpecting(catalogue.REGISTER_DISPLAY_NAME_INVALID);
  await page.getByLabel('Display Name').fill(user.displayName);

  // Email
  await submitExpecting(catalogue.REGISTER_EMAIL_REQUIRED);
  await page.getByLabel('Email').fill('not-an-email');
  await submitExpecting(catalogue.REGISTER_EMAIL_INVALID);
  await page.getByLabel('Email').fill(user.email);

  // Password (with the visibility toggle)
  await submitExpecting(catalogue.REGISTER_PASSWORD_REQUIRED);
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('short');
  await submitExpecting(catalogue.REGISTER_PASSWORD_TOO_SHORT);
  await password.fill(user.password);
  await expect(password).toHaveAttribute('type', 'password');
  const toggle = page.getByRole('button', { name: 'Show password' });
  await toggle.click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(page.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');

  // Country, and the province list that depends on it
  await submitExpecting(catalogue.REGISTER_COUNTRY_REQUIRED);
  await expect(province.locator('option:not([value=""])')).toHaveCount(0);
  await country.selectOption({ label: 'Canada' });
  await expect(province.locator('option:not([value=""])')).toHaveCount(13);
  await expect(province.locator('option[value="ON"]')).toHaveCount(1);
  await expect(province.locator('option[value="DC"]')).toHaveCount(0);
  await province.selectOption('ON');
  await country.selectOption({ label: 'United States' });
  // Changing the country clears the province and swaps the list.
  await expect(province).toHaveValue('');
  await expect(province.locator('option:not([value=""])')).toHaveCount(51);
  await expect(province.locator('option[value="DC"]')).toHaveCount(1);
  await expect(province.locator('option[value="ON"]')).toHaveCount(0);

  // Province
  await submitExpecting(catalogue.REGISTER_PROVINCE_REQUIRED);
  await province.selectOption('DC');

  // Over 18, then terms
  await submitExpecting(catalogue.REGISTER_OVER18_REQUIRED);
  await page.getByLabel('I am 18 years of age or older').check();
  await submitExpecting(catalogue.REGISTER_TERMS_REQUIRED);
  await page.getByLabel(/I accept the/).check();

  // Nothing reached the server while the form was invalid.
  expect(registerPosts).toEqual([]);

  await signUp.click();
  await expect(page).toHaveURL('/');
  await expectSignedIn(page, user.displayName);
  expect(registerPosts).toHaveLength(1);

  // Logout from the profile dropdown: back on / signed out, and the session is revoked server-side.
  await header(page).getByRole('button', { name: user.displayName }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/');
  await expectSignedOut(page);
  // The cookie is gone: the browser is a visitor again ({ user: null }, not an error).
  const after = await page.request.get('/api/auth/me');
  expect(after.status()).toBe(200);
  expect(await after.json()).toEqual({ user: null });

  // Log in with the display name: first a wrong password, then the right one.
  await header(page).getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/login');
  await waitForPage(page, 'Sign in');
  await page.getByLabel('Email or Display Name').fill(user.displayName);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await closeMessage(await expectMessage(page, catalogue.LOGIN_INCORRECT), 'escape');
  await expect(page).toHaveURL('/login');

  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/');
  await expectSignedIn(page, user.displayName);
});

test('login validates in order and rejects a wrong password', async ({ page, request }) => {
  const user = newUser();
  await registerViaApi(request, user);

  await page.goto('/login');
  await waitForPage(page, 'Sign in');
  const signIn = page.getByRole('button', { name: 'Sign In' });

  await signIn.click();
  await closeMessage(await expectMessage(page, catalogue.LOGIN_EMAIL_REQUIRED));
  await page.getByLabel('Email or Display Name').fill(user.email.toUpperCase());
  await signIn.click();
  await closeMessage(await expectMessage(page, catalogue.LOGIN_PASSWORD_REQUIRED));
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await signIn.click();
  await closeMessage(await expectMessage(page, catalogue.LOGIN_INCORRECT));
  await expectSignedOut(page);

  // An unknown account gets the very same answer.
  await page.getByLabel('Email or Display Name').fill(`Nobody ${unique()}`);
  await signIn.click();
  await closeMessage(await expectMessage(page, catalogue.LOGIN_INCORRECT), 'escape');

  // Email login is case-insensitive.
  await page.getByLabel('Email or Display Name').fill(user.email.toUpperCase());
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await signIn.click();
  await expect(page).toHaveURL('/');
  await expectSignedIn(page, user.displayName);
});

test('a taken display name or email is refused with its own message', async ({ page, request }) => {
  const existing = newUser();
  await registerViaApi(request, existing);

  await page.goto('/register');
  await waitForPage(page);
  await page.getByLabel('Display Name').fill(existing.displayName.toUpperCase());
  await page.getByLabel('Email').fill(`other.${unique()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Country').selectOption('CA');
  await page.getByLabel('Province / State').selectOption('QC');
  await page.getByLabel('I am 18 years of age or older').check();
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await closeMessage(await expectMessage(page, catalogue.DISPLAY_NAME_TAKEN));

  await page.getByLabel('Display Name').fill(`Fresh ${unique()}`);
  await page.getByLabel('Email').fill(existing.email.toUpperCase());
  await page.getByRole('button', { name: 'Sign up' }).click();
  await closeMessage(await expectMessage(page, catalogue.EMAIL_TAKEN));
  await expect(page).toHaveURL('/register');
  await expectSignedOut(page);
});

/**
 * Opens /login with the navigation state a game page would pass (`backlink`, `selected`).
 * react-router 7 reads `history.state.usr` as `location.state` when the app starts.
 */
async function openLoginWithState(page: Page, state: { backlink: string; selected: unknown }) {
  await page.goto('/login');
  await waitForPage(page, 'Sign in');
  await page.evaluate((usr) => {
    history.replaceState({ usr, key: 'e2e', idx: 0 }, '');
  }, state);
  await page.reload();
  await waitForPage(page, 'Sign in');
}

test('signing in returns to the backlink carrying the selection', async ({ page, request }) => {
  const user = newUser();
  await registerViaApi(request, user);
  await openLoginWithState(page, { backlink: 'about-us', selected: [1, 2, 3] });

  await page.getByLabel('Email or Display Name').fill(user.displayName);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL('/about-us');
  await waitForPage(page);
  await expectSignedIn(page, user.displayName);
  expect(await page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr)).toEqual({
    selected: [1, 2, 3],
  });
});

test('Get Started carries the backlink to register, which returns there after signing up', async ({
  page,
}) => {
  const user = newUser();
  await openLoginWithState(page, { backlink: 'about-us', selected: [4, 5] });

  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL('/register');
  await waitForPage(page);
  await page.getByLabel('Display Name').fill(user.displayName);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Country').selectOption('US');
  await page.getByLabel('Province / State').selectOption('NY');
  await page.getByLabel('I am 18 years of age or older').check();
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page).toHaveURL('/about-us');
  await expectSignedIn(page, user.displayName);
  expect(await page.evaluate(() => (history.state as { usr?: unknown } | null)?.usr)).toEqual({
    selected: [4, 5],
  });
});

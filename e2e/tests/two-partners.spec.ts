// Two partners on one deployment (docs/partners.md): a second host name mapped to this journey's server
// (Chromium's --host-resolver-rules, playwright.config.ts), with its own brand, players and draws.
import { catalogue } from '@powerplay/contracts';
import { expect, test, type Page } from '@playwright/test';
import { ORIGIN } from '../servers';
import { scheduleDraw } from './lottery-support';
import { expectMessage, unique, waitForPage } from './support';

const PLATFORM = { login: 'platform@powerplay.games', password: 'platform-password' };
const PASSWORD = 'correct-horse-9';

const header = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test("a second partner's site has its own brand, players and draws; its player is not known on the first", async ({
  page,
  request,
}) => {
  const id = unique();
  const host = `north-${id}.test`;
  const name = `North ${id}`;
  // The platform's operator adds the partner (the console's own journey adds one through its form).
  const signedIn = await request.post('/api/auth/login', { data: PLATFORM });
  expect(signedIn.status()).toBe(200);
  const { token } = (await signedIn.json()) as { token: string };
  const created = await request.post('/api/platform/partners', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      slug: `north-${id}`,
      name,
      domains: [host],
      operator: { displayName: `Desk ${id}`, email: `desk.${id}@north.example.org`, password: PASSWORD },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const site = `http://${host}:${new URL(ORIGIN).port}`;

  // Its site, on the same server: its own name in every page's title, once the server has heard of it.
  await expect(async () => {
    await page.goto(`${site}/register`);
    await expect(page).toHaveTitle(new RegExp(name), { timeout: 1000 });
  }).toPass();
  await waitForPage(page, /^Create your account$/);

  // A visitor signs up there.
  const player = { displayName: `Northern ${id}`.slice(0, 30), email: `player.${id}@example.com` };
  await page.getByLabel('Display Name').fill(player.displayName);
  await page.getByLabel('Email').fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Country').selectOption({ label: 'Canada' });
  await page.getByLabel('Province / State').selectOption('ON');
  await page.getByLabel('I am 18 years of age or older').check();
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(header(page).getByRole('button', { name: player.displayName })).toBeVisible();

  // The first partner's site keeps its own name and does not know that player.
  await page.goto(`${ORIGIN}/login`);
  await waitForPage(page, 'Sign in');
  await expect(page).not.toHaveTitle(new RegExp(name));
  await page.getByLabel('Email or Display Name').fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectMessage(page, catalogue.LOGIN_INCORRECT);

  // Back on the partner's site the player is still signed in there.
  await page.goto(`${site}/`);
  await expect(header(page).getByRole('button', { name: player.displayName })).toBeVisible();

  // A draw the first partner's operator schedules is the first partner's only: not among the other's draws.
  const draw = await scheduleDraw(request, '747', {
    startInSeconds: 3600,
    ballIntervalSeconds: 30,
    delaySeconds: 5,
    finalWindowSeconds: 12,
  });
  type Lists = Record<string, { id: number }[]>;
  const drawIds = (lists: Lists) =>
    Object.values(lists)
      .flat()
      .map((g) => g.id);
  const theirs = await page.evaluate(async (): Promise<Lists> => {
    const response = await fetch('/api/lottery/games');
    return (await response.json()) as Lists;
  });
  expect(drawIds(theirs)).not.toContain(draw.id);
  const ours = (await (await request.get('/api/lottery/games')).json()) as Lists;
  expect(drawIds(ours)).toContain(draw.id);
});

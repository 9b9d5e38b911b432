// Leagues (docs/rules/friends.md "Leagues"): a player creates a league in My Account and copies its
// invitation link; a friend opens the link signed out, signs up through it, comes back to the invitation
// and joins; the commissioner adds a recurring Lotto 747 contest, which the friend sees; both find the
// league in Game Central.
import { expect, test, type Page } from '@playwright/test';
import { newPlayer, registerPlayer } from './lottery-support';
import { expectNoSeriousViolations, unique, waitForPage } from './support';

/** The page at `path` fits 375 px: nothing makes the whole page scroll sideways. */
async function fitsPhone(page: Page, path: string, heading: string) {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(path);
  await waitForPage(page, heading);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `scrollWidth ${scrollWidth} on ${path}`).toBeLessThanOrEqual(innerWidth);
}

test('a league: created in My Account, joined through its link by a friend who signs up', async ({
  page,
  browser,
}) => {
  const commissioner = await registerPlayer(page.request);
  const name = `Club ${unique()}`;

  await page.goto('/my-account/leagues');
  await waitForPage(page, commissioner.displayName);
  await expect(page.getByText('You are not in a league yet.', { exact: false })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Create a league' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a league' });
  await dialog.getByLabel('League name').fill(name);
  await dialog.getByRole('button', { name: 'Create league' }).click();

  // The new league's page: its commissioner its only member, season 1 open.
  await waitForPage(page, name);
  await expect(page).toHaveURL(/\/leagues\/\d+$/);
  const leaguePath = new URL(page.url()).pathname;
  await expect(page.getByText('1 member · Season 1 · You are its commissioner')).toBeVisible();
  const members = page.getByRole('region', { name: 'Members (1)' });
  await expect(members).toContainText(commissioner.displayName);

  const invite = page.getByRole('region', { name: 'Invite friends' });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await invite.getByRole('button', { name: 'Copy link' }).click();
  await expect(invite.getByRole('status')).toHaveText('Link copied.');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/leagues\/join\/[0-9A-Z]{5}-[0-9A-Z]{5}$/);

  const context = await browser.newContext();
  try {
    const friend = await context.newPage();
    await friend.goto(link);
    await waitForPage(friend, 'Join a league');
    const card = friend.getByRole('article', { name });
    await expect(card).toContainText(`Commissioner${commissioner.displayName}`);
    await expect(card).toContainText('Members1 of 500');
    await card.getByRole('link', { name: 'Sign up to join' }).click();

    // Signing up comes back to the invitation, signed in.
    await waitForPage(friend, 'Create your account');
    const joiner = newPlayer();
    await friend.getByLabel('Display Name').fill(joiner.displayName);
    await friend.getByLabel('Email').fill(joiner.email);
    await friend.getByLabel('Password', { exact: true }).fill(joiner.password);
    await friend.getByLabel('Country').selectOption({ label: 'Canada' });
    await friend.getByLabel('Province / State').selectOption('ON');
    await friend.getByLabel('I am 18 years of age or older').check();
    await friend.getByLabel(/I accept the/).check();
    await friend.getByRole('button', { name: 'Sign up' }).click();
    await expect(friend).toHaveURL(link);
    await waitForPage(friend, 'Join a league');
    await card.getByRole('button', { name: 'Join the league' }).click();

    // The friend lands on the league's page: a member, without the commissioner's controls.
    await waitForPage(friend, name);
    const theirMembers = friend.getByRole('region', { name: 'Members (2)' });
    await expect(theirMembers).toContainText(joiner.displayName);
    await expect(friend.getByRole('region', { name: 'Invite friends' })).toHaveCount(0);
    const leaderboard = friend.getByRole('region', { name: 'Season 1' }).getByRole('table').first();
    await expect(
      leaderboard.getByRole('rowheader', { name: new RegExp(`^${joiner.displayName} You`) }),
    ).toBeVisible();

    // The commissioner adds a recurring Lotto 747 contest.
    await page.reload();
    await waitForPage(page, name);
    await expect(page.getByRole('region', { name: 'Members (2)' })).toContainText(joiner.displayName);
    const schedules = page.getByRole('region', { name: 'Recurring contests' });
    await schedules.getByRole('button', { name: 'Add a recurring contest' }).click();
    const add = page.getByRole('dialog', { name: 'Add a recurring contest' });
    await add.getByLabel('Game').selectOption({ label: 'Lotto 747' });
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(add).toBeHidden();
    await expect(schedules.getByRole('button', { name: 'Stop Lotto 747' })).toBeVisible();
    await expectNoSeriousViolations(page);

    await friend.reload();
    await waitForPage(friend, name);
    await expect(friend.getByRole('region', { name: 'Recurring contests' })).toContainText('Lotto 747');

    // Both find the league in Game Central.
    for (const [who, role] of [
      [page, 'Commissioner'],
      [friend, 'Member'],
    ] as const) {
      await who.goto('/game-central');
      await waitForPage(who, 'My Game Center');
      const row = who
        .getByRole('region', { name: 'My leagues' })
        .getByRole('row')
        .filter({ has: who.getByRole('rowheader', { name }) });
      await expect(row).toContainText(role);
      await expect(row.getByRole('link', { name: `Open ${name}` })).toBeVisible();
    }

    // On a phone: the league's page of each, My Account's leagues, the invitation.
    await fitsPhone(page, leaguePath, name);
    await fitsPhone(friend, leaguePath, name);
    await fitsPhone(page, '/my-account/leagues', commissioner.displayName);
    await fitsPhone(page, new URL(link).pathname, 'Join a league');
  } finally {
    await context.close();
  }
});

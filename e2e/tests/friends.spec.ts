// Playing with friends (docs/rules/friends.md): a player creates a private contest on an upcoming sports
// contest from the lobby and copies its join link; a friend opens the link signed out, signs up through
// it, comes back to the invitation, joins, and both see each other in the standings — the creator's open
// page without a reload (the contest's own stream says someone joined).
import { expect, test } from '@playwright/test';
import { newPlayer, registerPlayer } from './lottery-support';
import { BASEBALL, contestOf, lobbyRow, ownGameSet, UNHURRIED_MS } from './sports-support';
import { unique, waitForPage } from './support';

test('a private contest: created in the lobby, joined through its link by a friend who signs up', async ({
  page,
  browser,
}) => {
  // A set of the journey's own, well after the journey: its contests take entries throughout.
  const own = await ownGameSet(page.request, { leadMs: UNHURRIED_MS });
  const contest = contestOf(own, 'chase_the_ace');
  const creator = await registerPlayer(page.request);
  const name = `Pool ${unique()}`;

  await page.goto(`/select-games/${BASEBALL}`);
  await waitForPage(page, 'Select a game');
  await page.getByRole('button', { name: contest.gameTypeName, exact: true }).click();
  await lobbyRow(page, contest)
    .getByRole('button', { name: new RegExp(`^Create a private contest on ${contest.name}`) })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Create a private contest' });
  await dialog.getByLabel('Contest name').fill(name);
  await dialog.getByLabel('Size (players)').fill('4');
  await dialog.getByLabel('Minimum players').fill('2');
  await dialog.getByRole('button', { name: 'Create contest' }).click();

  // The new contest's page: one member of the two it needs, the creator's entry taken with it.
  await waitForPage(page, name);
  await expect(page).toHaveURL(/\/private-contests\/\d+$/);
  await expect(page.getByRole('status').filter({ hasText: 'Waiting for players' })).toContainText(
    '1 of the 2 needed have joined',
  );
  const standings = page.getByRole('region', { name: 'Standings' }).getByRole('table');
  await expect(standings.getByRole('row')).toHaveCount(2);
  await expect(
    standings.getByRole('rowheader', { name: new RegExp(`^${creator.displayName} You`) }),
  ).toBeVisible();

  // The join link, copied.
  const invite = page.getByRole('region', { name: 'Invite friends' });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await invite.getByRole('button', { name: 'Copy link' }).click();
  await expect(invite.getByRole('status')).toHaveText('Link copied.');
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/join\/[0-9A-Z]{5}-[0-9A-Z]{5}$/);
  await expect(invite.getByRole('textbox', { name: 'Join link' })).toHaveValue(link);

  const context = await browser.newContext();
  try {
    const friend = await context.newPage();
    await friend.goto(link);
    await waitForPage(friend, 'Join a private contest');
    const card = friend.getByRole('article', { name });
    await expect(card).toContainText(`Created by${creator.displayName}`);
    await expect(card).toContainText('Members1 of 4 members');
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
    await waitForPage(friend, 'Join a private contest');
    await card.getByRole('button', { name: 'Join' }).click();

    // The friend lands on the contest's page: both members, the friend marked as "You".
    await waitForPage(friend, name);
    const theirs = friend.getByRole('region', { name: 'Standings' }).getByRole('table');
    await expect(
      theirs.getByRole('rowheader', { name: new RegExp(`^${joiner.displayName} You`) }),
    ).toBeVisible();
    await expect(
      theirs.getByRole('rowheader', { name: new RegExp(`^${creator.displayName}`) }),
    ).toBeVisible();
    await expect(friend.getByText('2 of 4 members (at least 2 to play)')).toBeVisible();

    // The creator's open page reads the standings again when the friend joins.
    await expect(standings.getByRole('rowheader', { name: joiner.displayName, exact: true })).toBeVisible();
    // Two of the two it needs: no longer waiting.
    await expect(page.getByText('2 of 4 members (at least 2 to play)')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Waiting for players' })).toHaveCount(0);
  } finally {
    await context.close();
  }
});

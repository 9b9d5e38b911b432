import { catalogue, formatMessage, notices, type MyGameEntryResponse } from '@powerplay/contracts';
import { expect, test } from '@playwright/test';
import { newPlayer, pickGrid, randomPicks, ownNextDraw, togglePicks } from './lottery-support';
import { closeMessage, expectMessage, waitForPage } from './support';

test('a player from Quebec sees who can enter Elite 8, is refused for it, and is accepted for 747', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const player = newPlayer();

  // Signed up through the form as a resident of Quebec.
  await page.goto('/register');
  await waitForPage(page);
  await page.getByLabel('Display Name').fill(player.displayName);
  await page.getByLabel('Email').fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByLabel('Country').selectOption('CA');
  await page.getByLabel('Province / State').selectOption('QC');
  await page.getByLabel('I am 18 years of age or older').check();
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL('/');

  // The pick pages show the next draw of their game: our own, open for minutes.
  const elite8 = await ownNextDraw(page.request, 'elite8');
  // The territory is on the page before any number is picked.
  await page.goto('/elite8');
  await waitForPage(page, 'Elite 8');
  await expect(
    page.getByText('Open to residents of Canada (excluding Quebec) and the United States.'),
  ).toBeVisible();

  await togglePicks(pickGrid(page, 50), [1, 2, 3, 4, 5, 6, 7, 8]);
  await page.getByRole('button', { name: 'SUBMIT!', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: notices.ELITE8_CONFIRM.title });
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await closeMessage(
    await expectMessage(page, {
      title: catalogue.TERRITORY_NOT_ALLOWED.title,
      message: formatMessage(catalogue.TERRITORY_NOT_ALLOWED.message, {
        game: 'Elite 8',
        region: 'Quebec',
      }),
    }),
  );
  expect(formatMessage(catalogue.TERRITORY_NOT_ALLOWED.message, { game: 'Elite 8', region: 'Quebec' })).toBe(
    'Elite 8 is not open to residents of Quebec.',
  );
  await expect(page).toHaveURL('/elite8');
  const refused = (await (
    await page.request.get(`/api/lottery/games/${elite8.id}/entry`)
  ).json()) as MyGameEntryResponse;
  expect(refused.entry).toBeNull();

  // 747 has no territory rule: the same player enters.
  const next747 = await ownNextDraw(page.request, '747');
  await page.goto('/747');
  await waitForPage(page, '747');
  await expect(page.getByText(/Open to residents of/)).toHaveCount(0);
  const picks = randomPicks(7, 47);
  await togglePicks(pickGrid(page, 47), picks);
  await page.getByRole('button', { name: 'SUBMIT', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Review your numbers' })
    .getByRole('button', { name: 'Submit' })
    .click();
  await closeMessage(await expectMessage(page, notices.PICKS_SAVED, 'dialog'));
  const saved = (await (
    await page.request.get(`/api/lottery/games/${next747.id}/entry`)
  ).json()) as MyGameEntryResponse;
  expect(saved.entry?.picks).toEqual([...picks].sort((a, b) => a - b));
});

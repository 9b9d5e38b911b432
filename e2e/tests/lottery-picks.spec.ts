import { catalogue, formatMessage, notices, type MyGameEntryResponse } from '@powerplay/contracts';
import { expect, test, type Page } from '@playwright/test';
import { chosenOn, pickButton, pickGrid, registerPlayer, ownNextDraw, togglePicks } from './lottery-support';
import { closeMessage, expectMessage, waitForPage } from './support';

const counter = (page: Page, n: number) =>
  page.getByText(formatMessage(notices.PICKS_COUNTER.message, { n, max: 7 }), { exact: true });

test('a player picks 7 numbers on /747: limit, toggling, minimum, review, saved, shown again', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await registerPlayer(page.request);

  // The page saves for "the next 747 draw": one of our own, minutes away.
  const next = await ownNextDraw(page.request, '747');

  await page.goto('/747');
  await waitForPage(page, '747');
  const grid = pickGrid(page, 47);
  await expect(grid.getByRole('button')).toHaveCount(47);
  await expect(counter(page, 0)).toBeVisible();

  // Eight picks: the eighth is refused and not selected.
  await togglePicks(grid, [3, 9, 14, 22, 28, 35, 41]);
  await expect(counter(page, 7)).toBeVisible();
  await pickButton(grid, 46).click();
  await closeMessage(
    await expectMessage(page, { title: 'Selection Limit', message: 'Cannot select More than 7' }),
  );
  // The same text, from the catalogue.
  expect(catalogue.PICKS_TOO_MANY.title).toBe('Selection Limit');
  expect(formatMessage(catalogue.PICKS_TOO_MANY.message, { n: 7 })).toBe('Cannot select More than 7');
  await expect(pickButton(grid, 46)).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => chosenOn(grid)).toEqual([3, 9, 14, 22, 28, 35, 41]);

  // Clicking a chosen number deselects it.
  await pickButton(grid, 22).click();
  await expect(pickButton(grid, 22)).toHaveAttribute('aria-pressed', 'false');
  await expect(counter(page, 6)).toBeVisible();

  // SUBMIT with six: the minimum.
  await page.getByRole('button', { name: 'SUBMIT', exact: true }).click();
  await closeMessage(
    await expectMessage(page, {
      title: catalogue.PICKS_TOO_FEW.title,
      message: formatMessage(catalogue.PICKS_TOO_FEW.message, { n: 7 }),
    }),
    'escape',
  );
  expect(formatMessage(catalogue.PICKS_TOO_FEW.message, { n: 7 })).toBe('Can not submit less than 7');

  // Seven: the review lists them, then the confirmation; OK leaves the player on the draw.
  await pickButton(grid, 47).click();
  await expect(counter(page, 7)).toBeVisible();
  const picks = [3, 9, 14, 28, 35, 41, 47];
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && /\/api\/lottery\/games\/\d+\/picks$/.test(r.url())) saves.push(r.url());
  });
  await page.getByRole('button', { name: 'SUBMIT', exact: true }).click();
  const review = page.getByRole('dialog', { name: 'Review your numbers' });
  await expect(review).toBeVisible();
  await expect(review.getByRole('list', { name: 'Your numbers' }).getByRole('listitem')).toHaveText(
    picks.map(String),
  );
  await review.getByRole('button', { name: 'Submit' }).click();
  await expect(review).toBeHidden();
  const saved = await expectMessage(page, notices.PICKS_SAVED, 'dialog');
  expect(notices.PICKS_SAVED).toEqual({
    title: 'Successful',
    message: 'Your Selected Numbers Have been saved!',
  });
  await closeMessage(saved);
  await expect(page).toHaveURL('/747');
  await expect(page.getByText('You already have an entry for this draw', { exact: false })).toBeVisible();
  expect(saves).toEqual([`${new URL(page.url()).origin}/api/lottery/games/${next.id}/picks`]);

  // The server holds the entry, with its powerplay kit.
  const detail = (await (
    await page.request.get(`/api/lottery/games/${next.id}/entry`)
  ).json()) as MyGameEntryResponse;
  expect(detail.entry?.picks).toEqual(picks);
  expect(detail.entry?.powerplays).toEqual({ 1: 1, 2: 1, 3: 1, 4: 5, 5: 5 });

  // Reopening /747 shows the saved picks.
  await page.goto('/747');
  await waitForPage(page, '747');
  await expect(page.getByText('You already have an entry for this draw', { exact: false })).toBeVisible();
  await expect(counter(page, 7)).toBeVisible();
  for (const n of picks) await expect(pickButton(grid, n)).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => chosenOn(grid)).toEqual(picks);
});

test('signed out, SUBMIT with 7 picks on /747 asks to log in first', async ({ page }) => {
  await page.goto('/747');
  await waitForPage(page, '747');
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign in' }),
  ).toBeVisible();
  const grid = pickGrid(page, 47);
  await togglePicks(grid, [1, 2, 3, 4, 5, 6, 7]);
  await expect(counter(page, 7)).toBeVisible();
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT') saves.push(r.url());
  });
  await page.getByRole('button', { name: 'SUBMIT', exact: true }).click();
  await closeMessage(await expectMessage(page, catalogue.AUTH_REQUIRED));
  expect(catalogue.AUTH_REQUIRED).toMatchObject({
    title: 'Authentication Failed!',
    message: 'Please Login First',
  });
  // Nothing was sent, and the picks are kept on the page.
  await expect(page).toHaveURL('/747');
  expect(saves).toEqual([]);
  await expect.poll(() => chosenOn(grid)).toEqual([1, 2, 3, 4, 5, 6, 7]);
});

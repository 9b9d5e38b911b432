import { catalogue, formatMessage, notices, type MyGameEntryResponse } from '@powerplay/contracts';
import { expect, test } from '@playwright/test';
import { chosenOn, newPlayer, ownNextDraw, pickButton, pickGrid, togglePicks } from './lottery-support';
import { closeMessage, expectMessage, waitForPage } from './support';

test('Elite 8 signed out: pick 8, log in first, register, back to the confirmation, submit', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The next Elite 8 draw is our own, its picks open for minutes (they close 1 hour before the draw).
  const next = await ownNextDraw(page.request, 'elite8');
  const player = newPlayer();

  await page.goto('/elite8');
  await waitForPage(page, 'Elite 8');
  const grid = pickGrid(page, 50);
  await expect(grid.getByRole('button')).toHaveCount(50);

  // Chosen out of order: the confirmation lists them sorted.
  const chosen = [44, 7, 19, 50, 2, 33, 26, 11];
  const sorted = [...chosen].sort((a, b) => a - b);
  await togglePicks(grid, chosen);
  await expect(
    page.getByText(formatMessage(notices.PICKS_COUNTER.message, { n: 8, max: 8 }), { exact: true }),
  ).toBeVisible();
  // A ninth is refused.
  await pickButton(grid, 1).click();
  await closeMessage(
    await expectMessage(page, {
      title: catalogue.PICKS_TOO_MANY.title,
      message: formatMessage(catalogue.PICKS_TOO_MANY.message, { n: 8 }),
    }),
  );

  await page.getByRole('button', { name: 'SUBMIT!', exact: true }).click();
  const auth = await expectMessage(page, catalogue.AUTH_REQUIRED);
  await expect(auth).toHaveAccessibleName('Authentication Failed!');
  await expect(auth).toHaveAccessibleDescription('Please Login First');
  await closeMessage(auth);

  // Off to /register, which brings the player straight back with the picks.
  await expect(page).toHaveURL('/register');
  await waitForPage(page);
  await page.getByLabel('Display Name').fill(player.displayName);
  await page.getByLabel('Email').fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByLabel('Country').selectOption('CA');
  await page.getByLabel('Province / State').selectOption('ON');
  await page.getByLabel('I am 18 years of age or older').check();
  await page.getByLabel(/I accept the/).check();
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page).toHaveURL('/elite8');
  const confirm = page.getByRole('dialog', { name: notices.ELITE8_CONFIRM.title });
  await expect(confirm).toBeVisible();
  expect(notices.ELITE8_CONFIRM.title).toBe('Your picks have been entered! Good Luck!');
  await expect(confirm.getByRole('list', { name: 'Your numbers' }).getByRole('listitem')).toHaveText(
    sorted.map(String),
  );
  // Cancel keeps the picks on the page; SUBMIT! brings the confirmation back (now signed in).
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect.poll(() => chosenOn(grid)).toEqual(sorted);
  await page.getByRole('button', { name: 'SUBMIT!', exact: true }).click();
  await expect(confirm).toBeVisible();
  // The first Elite 8 entry of the week answers the skill-testing question the server set.
  const answer = confirm.getByRole('textbox', { name: /Skill-testing question/ });
  await expect(answer).toBeVisible();
  const label = await confirm.getByText(/Your answer: /).innerText();
  const [, a, b, c, d] = /(\d+) × (\d+) \+ (\d+) − (\d+)/.exec(label)!.map(Number);
  const right = a! * b! + c! - d!;
  // A wrong answer is refused and saves nothing; the confirmation stays open.
  await answer.fill(String(right + 1));
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(confirm.getByText(catalogue.ELITE8_SKILL_ANSWER_WRONG.message)).toBeVisible();
  const refused = (await (
    await page.request.get(`/api/lottery/games/${next.id}/entry`)
  ).json()) as MyGameEntryResponse;
  expect(refused.entry).toBeNull();
  await answer.fill(String(right));
  await confirm.getByRole('button', { name: 'Submit' }).click();
  await expect(confirm).toBeHidden();
  await closeMessage(await expectMessage(page, notices.PICKS_SAVED, 'dialog'));
  // OK leaves the player on the draw.
  await expect(page).toHaveURL('/elite8');

  // Saved for this player on the next Elite 8 draw.
  const detail = (await (
    await page.request.get(`/api/lottery/games/${next.id}/entry`)
  ).json()) as MyGameEntryResponse;
  expect(detail.entry?.gameId).toBe(next.id);
  expect(detail.entry?.picks).toEqual(sorted);

  // Reopening /elite8 shows them.
  await page.goto('/elite8');
  await waitForPage(page, 'Elite 8');
  for (const n of sorted) await expect(pickButton(grid, n)).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => chosenOn(grid)).toEqual(sorted);
});

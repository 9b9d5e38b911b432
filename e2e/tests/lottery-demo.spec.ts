import { catalogue, formatMessage, notices } from '@powerplay/contracts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { chosenOn, pickGrid, togglePicks } from './lottery-support';
import { closeMessage, expectMessage, waitForPage } from './support';

// The demo's timings (docs/rules/lottery.md "The live timeline"): READY 0 s, SET 1.5 s, GO 3 s, first ball at
// 4.5 s, then a ball every 12 s; powerplays close 2 s before each ball; the final window lasts 12 s.
const SET_MS = 1500;
const BALL_MS = 12_000;
/** The screen re-reads the clock every 250 ms: step a little past each boundary. */
const TICK_MS = 250;

/** The numbers in a ball row, as shown ("–" for an empty slot). */
async function numbersOf(row: Locator): Promise<number[]> {
  return (await row.getByRole('listitem').allTextContents())
    .filter((t) => /^\d+$/.test(t.trim()))
    .map(Number);
}

test('a visitor plays the 747 demo to the end: READY/SET/GO, balls, a powerplay, Draw Completed!, Play Again', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // The demo runs entirely in the browser: its clock is ours to drive (T = 12 s would take 90 s).
  await page.clock.install();
  await page.goto('/747-draw');
  await waitForPage(page, 'Lotto 747 live draw');
  const main = page.getByRole('main');
  await expect(main.getByText('Demo', { exact: true })).toBeVisible();
  await expect(main.getByText('You are not signed in: this is a demo', { exact: false })).toBeVisible();

  // Pick 7 numbers spaced apart (so +1 on any of them is always a free number).
  const picks = [5, 10, 15, 20, 25, 30, 35];
  const grid = pickGrid(page, 47);
  await togglePicks(grid, picks);
  await expect(
    main.getByText(formatMessage(notices.PICKS_COUNTER.message, { n: 7, max: 7 }), { exact: true }),
  ).toBeVisible();
  await expect.poll(() => chosenOn(grid)).toEqual(picks);

  // From here on the browser's time moves only when we say so.
  await page.clock.pauseAt(Date.now() + 1000);
  await main.getByRole('button', { name: 'Start', exact: true }).click();

  const inPlay = main.getByRole('region', { name: 'In Play' });
  const winning = main.getByRole('list', { name: /numbers drawn$/ });
  const mine = main.getByRole('list', { name: 'My numbers' });
  const lead = inPlay.locator('.ready-word');
  await expect(lead).toHaveText(notices.DEMO_READY.message);
  await expect(winning).toHaveAccessibleName('0 of 7 numbers drawn');
  await expect.poll(() => numbersOf(mine)).toEqual(picks);

  await page.clock.runFor(SET_MS + TICK_MS);
  await expect(lead).toHaveText(notices.DEMO_SET.message);

  // The guided tour appeared 1 s after the screen: four steps, non-modal.
  const tour = page.getByRole('dialog', { name: 'My Powerplays' });
  await expect(tour).toBeVisible();
  await expect(tour).toContainText('Step 1 of 4');
  for (const [step, title] of [
    [2, 'In Play'],
    [3, 'Timer'],
    [4, 'My Numbers'],
  ] as const) {
    await page.getByRole('dialog').getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('dialog', { name: title })).toContainText(`Step ${step} of 4`);
  }
  await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.clock.runFor(SET_MS);
  await expect(lead).toHaveText(notices.DEMO_GO.message);

  // Live: the first ball is in play.
  await page.clock.runFor(SET_MS);
  await expect(winning).toHaveAccessibleName('1 of 7 numbers drawn');
  await expect(lead).toBeHidden();
  const first = (await numbersOf(winning))[0]!;
  expect(first).toBeGreaterThanOrEqual(1);
  expect(first).toBeLessThanOrEqual(47);
  await expect(inPlay.getByRole('img', { name: `In play: ${first}` })).toHaveText(String(first));

  // A powerplay: Increase on a number that has not matched.
  const powerplays = main.getByRole('region', { name: 'My Powerplays' });
  const increase = powerplays.getByRole('button', { name: /^Increase/ });
  await expect(increase.getByLabel('5 left')).toBeVisible();
  const target = picks.find((p) => p !== first && p + 1 !== first)!;
  await mine.getByRole('button', { name: String(target), exact: true }).click();
  await expect(mine.getByRole('button', { name: String(target), exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // One tap: only Replace All asks for a confirmation.
  await increase.click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const status = page.getByRole('status').filter({ has: page.locator('.flash') });
  await expect(status).toContainText(formatMessage(notices.POWERPLAY_RESULT.message, { n: target + 1 }));
  await expect(increase.getByLabel('4 left')).toBeVisible();
  const held = picks.map((p) => (p === target ? target + 1 : p)).sort((a, b) => a - b);
  await expect.poll(() => numbersOf(mine)).toEqual(held);

  // Power Match, when the ball in play is not already one of ours: an instant match.
  if (!held.includes(first)) {
    const pm = held.find((p) => p !== first)!;
    await mine.getByRole('button', { name: String(pm), exact: true }).click();
    await powerplays.getByRole('button', { name: /^Power Match/ }).click();
    await expect(status).toContainText(formatMessage(notices.POWERPLAY_RESULT.message, { n: first }));
    await expect(status).toContainText(notices.MATCH.message);
    await expect(mine.getByRole('button', { name: `${first}, matched`, exact: true })).toBeDisabled();
    held.splice(held.indexOf(pm), 1, first);
    held.sort((a, b) => a - b);
  }

  // The other balls arrive one by one, 12 s apart.
  for (let k = 2; k <= 7; k++) {
    await page.clock.runFor(BALL_MS);
    await expect(winning).toHaveAccessibleName(`${k} of 7 numbers drawn`);
  }
  const balls = await numbersOf(winning);
  expect(balls).toHaveLength(7);
  expect(new Set(balls).size).toBe(7);
  expect(balls[0]).toBe(first);
  await expect(main.getByText(notices.DRAW_COMPLETED.message)).toHaveCount(0);

  // The final window, then "Draw Completed!" with the result.
  await page.clock.runFor(BALL_MS);
  await expect(inPlay.getByText(notices.DRAW_COMPLETED.message, { exact: true })).toBeVisible();
  const result = main.getByRole('region', { name: notices.DRAW_COMPLETED.message });
  await expect(result).toBeVisible();
  const hits = held.filter((p) => balls.includes(p)).length;
  await expect(main.getByText(`${hits} of 7 matched`, { exact: true })).toBeVisible();
  await expect(result).toContainText(`You matched ${hits} of 7`);
  // The live screen's texts; "Sorry! You did not win any Prize" is the results page's.
  await expect(result).toContainText(
    hits > 0 ? notices.RESULT_WON.message : notices.RESULT_LOST_LIVE.message,
  );
  await expect(result.getByRole('link', { name: 'Partner With Us' })).toHaveAttribute('href', '/partner');

  // Play Again: a fresh pick grid.
  await result.getByRole('button', { name: 'Play Again' }).click();
  await expect(result).toBeHidden();
  await expect(grid).toBeVisible();
  await expect.poll(() => chosenOn(grid)).toEqual([]);
  await expect(main.getByRole('button', { name: 'Start', exact: true })).toBeVisible();

  // Partner With Us from the end of another demo: the partner page.
  await togglePicks(grid, picks);
  await main.getByRole('button', { name: 'Start', exact: true }).click();
  await page.clock.runFor(3 * SET_MS + 7 * BALL_MS + 2 * TICK_MS);
  await main
    .getByRole('region', { name: notices.DRAW_COMPLETED.message })
    .getByRole('link', { name: 'Partner With Us' })
    .click();
  await expect(page).toHaveURL('/partner');
});

test('a visitor plays the Elite 8 demo: 8 of 50, READY, eight balls, Draw Completed!', async ({ page }) => {
  await page.clock.install();
  await page.goto('/elite8-draw');
  await waitForPage(page, 'Elite 8 live draw');
  const main = page.getByRole('main');
  await expect(main.getByText('Demo', { exact: true })).toBeVisible();

  const grid = pickGrid(page, 50);
  await expect(grid.getByRole('button')).toHaveCount(50);
  const picks = [3, 11, 19, 27, 35, 43, 49, 50];
  await togglePicks(grid, picks);
  // A ninth is refused with the game's limit.
  await grid.getByRole('button', { name: '1', exact: true }).click();
  await closeMessage(
    await expectMessage(page, {
      title: catalogue.PICKS_TOO_MANY.title,
      message: formatMessage(catalogue.PICKS_TOO_MANY.message, { n: 8 }),
    }),
  );
  await expect.poll(() => chosenOn(grid)).toEqual(picks);

  await page.clock.pauseAt(Date.now() + 1000);
  await main.getByRole('button', { name: 'Start', exact: true }).click();
  const inPlay = main.getByRole('region', { name: 'In Play' });
  const winning = main.getByRole('list', { name: /numbers drawn$/ });
  await expect(inPlay.locator('.ready-word')).toHaveText(notices.DEMO_READY.message);
  await expect(winning).toHaveAccessibleName('0 of 8 numbers drawn');
  await expect.poll(() => numbersOf(main.getByRole('list', { name: 'My numbers' }))).toEqual(picks);

  // READY, SET, GO, then a ball every 12 s: eight different numbers from 1 to 50.
  await page.clock.runFor(3 * SET_MS + TICK_MS);
  await expect(winning).toHaveAccessibleName('1 of 8 numbers drawn');
  for (let k = 2; k <= 8; k++) {
    await page.clock.runFor(BALL_MS);
    await expect(winning).toHaveAccessibleName(`${k} of 8 numbers drawn`);
  }
  const balls = await numbersOf(winning);
  expect(new Set(balls).size).toBe(8);
  for (const b of balls) {
    expect(b).toBeGreaterThanOrEqual(1);
    expect(b).toBeLessThanOrEqual(50);
  }

  await page.clock.runFor(BALL_MS);
  await expect(inPlay.getByText(notices.DRAW_COMPLETED.message, { exact: true })).toBeVisible();
  const result = main.getByRole('region', { name: notices.DRAW_COMPLETED.message });
  const hits = picks.filter((p) => balls.includes(p)).length;
  await expect(result).toContainText(`You matched ${hits} of 8`);
  await expect(result.getByRole('link', { name: 'Partner With Us' })).toHaveAttribute('href', '/partner');
  await expect(result.getByRole('button', { name: 'Play Again' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** All of `target` is on screen and not under the sticky site header. */
  async function expectFullyInView(page: Page, target: Locator) {
    await expect(target).toBeInViewport({ ratio: 1 });
    const header = await page.locator('.site-header').boundingBox();
    const box = await target.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
  }

  test('the 747 demo scrolls to the draw and keeps it in view while it runs (< 700 px wide)', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await page.clock.install();
    await page.addInitScript(() => localStorage.setItem('powerplay.lottoTour.hidden', '1'));
    await page.goto('/747-draw');
    await waitForPage(page, 'Lotto 747 live draw');
    const main = page.getByRole('main');
    const grid = pickGrid(page, 47);
    await togglePicks(grid, [5, 10, 15, 20, 25, 30, 35]);

    // Start is below the fold of the pick grid; the draw comes into view by itself.
    await page.clock.pauseAt(Date.now() + 1000);
    const start = main.getByRole('button', { name: 'Start', exact: true });
    await start.scrollIntoViewIfNeeded();
    await start.click();
    const draw = main.getByRole('region', { name: 'Winning Numbers' });
    const winning = draw.getByRole('list', { name: /numbers drawn$/ });
    await expectFullyInView(page, draw);

    await page.clock.runFor(3 * SET_MS + TICK_MS);
    await expect(winning).toHaveAccessibleName('1 of 7 numbers drawn');
    await expectFullyInView(page, draw);

    // The player scrolls down to the powerplays: the draw stays on screen with them.
    const powerplays = main.getByRole('region', { name: 'My Powerplays' });
    await powerplays.getByRole('button', { name: /^Decrease/ }).scrollIntoViewIfNeeded();
    await expect(powerplays.getByRole('button', { name: /^Decrease/ })).toBeInViewport({ ratio: 1 });
    await expectFullyInView(page, draw);

    // Down to the footer and back up to the top of the page: still in view.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.clock.runFor(1000);
    await expectFullyInView(page, draw);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.clock.runFor(1000);
    await expectFullyInView(page, draw);

    // On a shorter screen the top of the page leaves the draw half off screen: once the player stops
    // scrolling (the page's clock decides when), it is brought back.
    await page.setViewportSize({ width: 390, height: 480 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(draw).not.toBeInViewport({ ratio: 1 });
    await page.clock.runFor(1000);
    await expectFullyInView(page, draw);
    await page.setViewportSize({ width: 390, height: 844 });

    // Ball after ball, it stays in view.
    for (let k = 2; k <= 7; k++) {
      await page.clock.runFor(BALL_MS);
      await expect(winning).toHaveAccessibleName(`${k} of 7 numbers drawn`);
      await expectFullyInView(page, draw);
    }

    // The end: the result and its offers come into view.
    await page.clock.runFor(BALL_MS);
    const result = main.getByRole('region', { name: notices.DRAW_COMPLETED.message });
    await expect(result.getByRole('button', { name: 'Play Again' })).toBeInViewport();
  });
});

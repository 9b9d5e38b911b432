import { notices } from '@powerplay/contracts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ORIGIN, pickButton, pickGrid, registerPlayer, scheduleDraw } from './lottery-support';
import { waitForPage } from './support';

// A short real draw: 7 balls 3 s apart, powerplays closed 1 s before each, a 4 s final window.
const TIMINGS = { startInSeconds: 8, ballIntervalSeconds: 3, delaySeconds: 1, finalWindowSeconds: 4 };
const PICKS = [2, 9, 17, 23, 31, 38, 44];

/** Schedules a draw with the player's picks (the live screen is opened on it by its id). */
async function drawWithEntry(page: Page) {
  await registerPlayer(page.request);
  const game = await scheduleDraw(page.request, '747', TIMINGS);
  const saved = await page.request.put(`/api/lottery/games/${game.id}/picks`, {
    headers: { origin: ORIGIN },
    data: { numbers: PICKS },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { game };
}

/** Scrolls the page so that this part is at the top of the screen (under the sticky header). */
const scrollToTop = (l: Locator) => l.evaluate((e) => e.scrollIntoView({ block: 'start' }));
const rectOf = (l: Locator) => l.evaluate((e) => e.getBoundingClientRect().toJSON() as DOMRect);
const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

function board(page: Page) {
  const main = page.getByRole('main');
  return {
    main,
    winning: main.getByRole('list', { name: /numbers drawn$/ }),
    mine: main.getByRole('region', { name: 'My Numbers' }),
    powerplays: main.getByRole('region', { name: 'My Powerplays' }),
    result: main.getByRole('region', { name: notices.DRAW_COMPLETED.message }),
    live: page.locator('.live-region'),
  };
}

test.describe('at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the tour shows each part it describes without covering it; balls are announced; My Numbers and My Powerplays in view together; dialogs return focus', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const { game } = await drawWithEntry(page);
    await page.goto(`/747-draw?game=${game.id}`);
    await waitForPage(page, 'Lotto 747 live draw');
    const b = board(page);
    const tour = page.locator('.tour');

    // Step 1 (My Powerplays) is in view at 1280×800, and each step's part is not under the guide.
    for (const [i, id] of ['lotto-powerplays', 'lotto-inplay', 'lotto-timer', 'lotto-mynumbers'].entries()) {
      await expect(tour).toContainText(`Step ${i + 1} of 4`);
      const target = page.locator(`#${id}`);
      await expect(target).toBeInViewport({ ratio: 1 });
      expect(overlaps(await rectOf(tour), await rectOf(target)), `step ${i + 1} covers #${id}`).toBe(false);
      await tour.getByRole('button', { name: i === 3 ? 'Done' : 'Next' }).click();
    }
    await expect(tour).toHaveCount(0);

    // My Numbers and My Powerplays fit on the screen together.
    await scrollToTop(b.mine);
    await expect(b.mine).toBeInViewport({ ratio: 1 });
    await expect(b.powerplays).toBeInViewport({ ratio: 1 });

    // The first ball is announced in the polite live region.
    await expect(b.winning).toHaveAccessibleName(/^1 of 7 numbers drawn$/, { timeout: 20_000 });
    await expect(b.live).toHaveAttribute('aria-live', 'polite');
    await expect(b.live).toContainText(/Number 1 of 7 drawn: \d+/);

    // View All Prizes: the dialog closes back onto the button that opened it.
    const viewAll = b.main.getByRole('button', { name: 'View All Prizes' });
    await viewAll.click();
    const prizes = page.getByRole('dialog', { name: notices.PRIZES_SPLIT.title });
    await expect(prizes.getByRole('columnheader')).toHaveText(['Matches', 'Prize', 'Odds']);
    await prizes.getByRole('button', { name: 'Close' }).click();
    await expect(prizes).toBeHidden();
    await expect(viewAll).toBeFocused();
  });

  test('pick page dialogs return focus to the control that opened them', async ({ page }) => {
    await page.goto('/747');
    await waitForPage(page, 'Lotto 747');
    const prizesButton = page.getByRole('button', { name: 'Prizes', exact: true });
    await prizesButton.click();
    await page.keyboard.press('Escape');
    await expect(prizesButton).toBeFocused();

    const grid = pickGrid(page, 47);
    for (const n of [1, 2, 3, 4, 5, 6, 7]) await pickButton(grid, n).click();
    const eighth = pickButton(grid, 8);
    await eighth.click();
    const limit = page.getByRole('alertdialog', { name: 'Selection Limit' });
    await expect(limit).toBeVisible();
    await limit.getByRole('button', { name: 'OK' }).click();
    await expect(eighth).toBeFocused();

    // A visitor submitting: "Please Login First", then focus is back on SUBMIT.
    const submit = page.getByRole('button', { name: 'SUBMIT', exact: true });
    await submit.click();
    const auth = page.getByRole('alertdialog', { name: 'Authentication Failed!' });
    await auth.getByRole('button', { name: 'OK' }).click();
    await expect(submit).toBeFocused();
  });
});

test.describe('on a phone (375×740)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a player keeps numbers and powerplays in view and sees the result when the draw ends; a visitor watches the same draw and reads its results', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await page.addInitScript(() => localStorage.setItem('powerplay.lottoTour.hidden', '1'));
    const { game } = await drawWithEntry(page);
    const visitorContext = await browser.newContext({ viewport: { width: 375, height: 740 } });
    const errors: string[] = [];
    try {
      const visitor = await visitorContext.newPage();
      visitor.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      await page.goto(`/747-draw?game=${game.id}`);
      await waitForPage(page, 'Lotto 747 live draw');
      await visitor.goto(`/747-draw?game=${game.id}`);
      await waitForPage(visitor, 'Lotto 747 live draw');

      const p = board(page);
      await scrollToTop(p.mine);
      await expect(p.mine).toBeInViewport({ ratio: 1 });
      await expect(p.powerplays).toBeInViewport({ ratio: 1 });

      // The visitor sees the real balls, and why the powerplays are not theirs to use.
      const v = board(visitor);
      await expect(visitor.getByText('You are watching as a visitor.')).toBeVisible();
      // A ball at least (on a slow machine the visitor's page may open after the second one).
      await expect(v.winning).toHaveAccessibleName(/^[1-7] of 7 numbers drawn$/, { timeout: 20_000 });
      await expect(v.powerplays.getByText(notices.PP_OFF_NO_ENTRY.message)).toBeVisible();
      await expect(v.powerplays.getByRole('button', { name: /^Increase/ })).toBeDisabled();
      await expect(v.powerplays.getByRole('button', { name: /^Increase/ })).toHaveAccessibleDescription(
        notices.PP_OFF_NO_ENTRY.message,
      );

      // The player looks at their numbers; when the draw ends, the result is where they look.
      await scrollToTop(p.mine);
      await expect(p.result).toBeVisible({ timeout: 40_000 });
      await expect(p.result).toBeInViewport();

      // The visitor reads the draw's results: the balls the live screen showed, and the odds.
      await expect(v.result).toBeVisible({ timeout: 20_000 });
      const drawn = await v.winning.getByRole('listitem').allTextContents();
      await visitor.getByRole('button', { name: 'Menu' }).click();
      await visitor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Results' }).click();
      await expect(visitor).toHaveURL('/lotto-result');
      await waitForPage(visitor, 'Draw results');
      await visitor.getByLabel('Draw date').selectOption(String(game.id));
      await expect(visitor.getByRole('list', { name: 'Winning numbers' }).getByRole('listitem')).toHaveText(
        drawn.map((t) => t.trim()),
      );
      await expect(visitor.getByRole('columnheader', { name: 'Odds' })).toBeVisible();
      expect(errors, 'a visitor is not an error').toEqual([]);
    } finally {
      await visitorContext.close();
    }
  });
});

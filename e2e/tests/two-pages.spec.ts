// A second page (tab or device) of the same player stays in step during a live draw. A
// powerplay used on page A shows on page B at once — new pick and inventory — through the player's own
// event topic, with no reload.
import { expect, test, type Page } from '@playwright/test';
import { ORIGIN, registerPlayer, scheduleDraw } from './lottery-support';
import { waitForPage } from './support';

// Balls 10 s apart: a loaded machine may open the pages late, and the powerplay must still be in time.
const TIMINGS = { startInSeconds: 8, ballIntervalSeconds: 10, delaySeconds: 1, finalWindowSeconds: 4 };
const PICKS = [2, 9, 17, 23, 31, 38, 44];

function board(page: Page) {
  const main = page.getByRole('main');
  const powerplays = main.getByRole('region', { name: 'My Powerplays' });
  return {
    winning: main.getByRole('list', { name: /numbers drawn$/ }),
    mine: main.getByRole('list', { name: 'My numbers' }),
    increase: powerplays.getByRole('button', { name: /^Increase \d+ left$/ }),
  };
}

const held = async (mine: ReturnType<typeof board>['mine']) =>
  (await mine.getByRole('button').allTextContents()).map(Number).sort((a, b) => a - b);

test('a powerplay on one page shows on the player’s other page at once', async ({ page }) => {
  test.setTimeout(90_000);
  await registerPlayer(page.request);
  const game = await scheduleDraw(page.request, '747', TIMINGS);
  const saved = await page.request.put(`/api/lottery/games/${game.id}/picks`, {
    headers: { origin: ORIGIN },
    data: { numbers: PICKS },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // The same signed-in player on two pages (one browser context shares the session cookie).
  const other = await page.context().newPage();
  for (const p of [page, other]) {
    await p.addInitScript(() => localStorage.setItem('powerplay.lottoTour.hidden', '1'));
    await p.goto(`/747-draw?game=${game.id}`);
    await waitForPage(p, 'Lotto 747 live draw');
  }
  const a = board(page);
  const b = board(other);
  for (const s of [a, b]) await expect.poll(() => held(s.mine)).toEqual(PICKS);

  // Early in the draw (a slow machine may open the pages after ball 1, so any of the first four
  // balls will do: the powerplays stay open well after): Increase on a pick not matched, on page A.
  await expect(a.winning).toHaveAccessibleName(/^[1-4] of 7 numbers drawn$/, { timeout: 20_000 });
  const drawn = (await a.winning.getByRole('listitem').allTextContents()).map(Number);
  const pick = PICKS.find((n) => !drawn.includes(n) && !drawn.includes(n + 1))!;
  const button = a.mine.getByRole('button', { name: String(pick), exact: true });
  await button.click();
  await a.increase.click();
  const after = PICKS.map((n) => (n === pick ? n + 1 : n)).sort((x, y) => x - y);
  await expect.poll(() => held(a.mine)).toEqual(after);

  // Page B, untouched: the same picks and the spent Increase, without a reload.
  await expect.poll(() => held(b.mine), { timeout: 5_000 }).toEqual(after);
  await expect(b.increase.getByLabel('4 left')).toBeVisible();
});

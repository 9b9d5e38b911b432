// At 1366 px and 375 px in Chromium (what only a real layout shows): the draft's ordering
// page keeps the projected team clear of the sticky Up/Down/drag buttons and shows the drag handle; the
// live draft's lists cut no column; a wide table says it scrolls sideways; the lottery tour on a phone
// never covers the part it explains and its title never hides under the sticky header. No page scrolls
// sideways. A Zones pick shows its zone whole; the draw banner takes two compact rows on a phone. The landing page, the sports lobby and the lotto page
// move nothing on screen while their parts arrive, and the lobby shows every sport's tab whole on a phone.
import { notices, type SportsContest } from '@powerplay/contracts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  defaultOrderNames,
  draftDetail,
  enterDraft,
  openDraft,
  postPick,
  realRound,
  waitForStatus,
} from './draft-support';
import {
  bearer,
  listGames,
  operatorToken,
  ORIGIN,
  pickGrid,
  registerPlayer,
  togglePicks,
} from './lottery-support';
import { gameSetMatches, openBasketballSet, ownGameSet, teamButton, UNHURRIED_MS } from './sports-support';
import { unique, waitForPage } from './support';

const WIDTHS = [1366, 375] as const;
const DRAFT_TITLE = notices.DRAFT_TITLE.message;

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `scrollWidth ${scrollWidth} > ${innerWidth} on ${page.url()}`).toBeLessThanOrEqual(
    innerWidth,
  );
}

const boxOf = async (l: Locator) => (await l.boundingBox())!;

/** The region's content is wider than the region (it scrolls sideways). */
const scrollsSideways = (region: Locator) => region.evaluate((e) => e.scrollWidth > e.clientWidth + 1);

test('the ordering page: the projected team clear of the buttons, a drag handle on every row', async ({
  page,
}) => {
  const contest = await openDraft(page.request, {
    deadlineInSeconds: 3600,
    startInSeconds: 3900,
    name: `Layout ${unique()}`,
  });
  const first = defaultOrderNames(await draftDetail(page.request, contest.id))[0]!;
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/draft-day-teams?contest=${contest.id}`);
    await waitForPage(page, DRAFT_TITLE);
    const ranking = page.getByRole('region', { name: 'My draft ranking' });
    const row = ranking
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: first, exact: true }) });
    await expect(row.getByRole('button', { name: `Drag ${first}`, exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: `Move ${first} down`, exact: true })).toBeVisible();
    if (width === 375) {
      // One table: the projected team is in the row, wholly left of the buttons kept at the right edge.
      const team = await boxOf(row.getByRole('cell').nth(1));
      const buttons = await boxOf(row.locator('.draft-move-cell'));
      expect(team.width).toBeGreaterThan(40);
      expect(team.x + team.width).toBeLessThanOrEqual(buttons.x + 1);
      expect(buttons.x + buttons.width).toBeLessThanOrEqual(width);
    } else {
      // Beside it the draft order lists the projected teams; the ranking shows every column.
      await expect(page.getByRole('region', { name: 'Draft order' })).toBeVisible();
      expect(await scrollsSideways(ranking)).toBe(false);
    }
    await expectNoSidewaysScroll(page);
  }
});

test('the live draft: both lists show every column, whole', async ({ page }) => {
  test.setTimeout(90_000);
  await registerPlayer(page.request);
  // Entries close in 6 s: time to enter before, even on a busy machine.
  const contest = await openDraft(page.request, {
    deadlineInSeconds: 6,
    startInSeconds: 7,
    name: `Live layout ${unique()}`,
  });
  const detail = await draftDetail(page.request, contest.id);
  const real = realRound(detail);
  await enterDraft(page.request, contest.id, real);
  await waitForStatus(page.request, contest.id, 'live');
  // Made picks show team and player in the Live Draft (pick 2: Washington Football Team, Chase Young).
  await postPick(page.request, contest.id, 1, real[0]!);
  await postPick(page.request, contest.id, 2, real[1]!);

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/draft-day-live?contest=${contest.id}`);
    await waitForPage(page, DRAFT_TITLE);
    const live = page.getByRole('region', { name: 'Live Draft picks' });
    const manager = page.getByRole('region', { name: 'My Draft Manager rows' });
    await expect(live.getByRole('cell', { name: /^Chase Young, EDGE$/ })).toBeVisible();
    await expect(manager.getByRole('button', { name: 'Joe Burrow', exact: true })).toBeVisible();
    for (const list of [live, manager]) {
      expect(await scrollsSideways(list), `${await list.getAttribute('aria-label')} at ${width}`).toBe(false);
      // No cell's text runs past its cell (a cut or truncated name).
      const overflowing = await list.evaluate((e) =>
        [...e.querySelectorAll('td, th')]
          .filter((c) => c.scrollWidth > c.clientWidth + 1)
          .map((c) => c.textContent),
      );
      expect(overflowing, `${await list.getAttribute('aria-label')} at ${width}`).toEqual([]);
    }
    if (width === 1366) {
      // Side by side, pick beside pick — once the page has settled (a live notice above one list
      // can still be arriving right after the resize).
      const rows = async () => {
        const [a, b] = [
          await boxOf(live.getByRole('row').nth(2)),
          await boxOf(manager.getByRole('row').nth(2)),
        ];
        return { dy: Math.abs(a.y - b.y), dh: Math.abs(a.height - b.height) };
      };
      await expect.poll(async () => (await rows()).dy).toBeLessThanOrEqual(1);
      expect((await rows()).dh).toBeLessThanOrEqual(1);
    }
    await expectNoSidewaysScroll(page);
  }
});

test('Game Central: a table wider than the screen says it scrolls sideways', async ({ page }) => {
  await registerPlayer(page.request);
  const next = (await listGames(page.request)).upcoming.find((g) => g.gameType === '747')!;
  const saved = await page.request.put(`/api/lottery/games/${next.id}/picks`, {
    headers: { origin: ORIGIN },
    data: { numbers: [2, 9, 17, 23, 31, 38, 44] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/game-central?tab=lotto');
    await waitForPage(page, 'My Game Center');
    const region = page.getByRole('region', { name: 'Lotto games' });
    await expect(region.getByRole('row')).toHaveCount(2);
    const hint = page.getByText('Scroll sideways to see every column');
    if (await scrollsSideways(region)) {
      await expect(hint).toBeVisible();
      await expect(region).toHaveAccessibleDescription('Scroll sideways to see every column');
      // The hidden side is shaded (once its fade-in is over).
      await expect
        .poll(() => region.evaluate((e) => getComputedStyle(e.parentElement!, '::after').opacity))
        .toBe('1');
    } else {
      await expect(hint).toHaveCount(0);
    }
    if (width === 375) expect(await scrollsSideways(region)).toBe(true);
    await expectNoSidewaysScroll(page);
  }
});

test('Zones: the zone chosen shows whole ("100–109 points"), at every width', async ({ page }) => {
  const token = await operatorToken();
  const gameSetId = await openBasketballSet(page.request, token);
  const { sports } = (await (await page.request.get('/api/sports')).json()) as {
    sports: { slug: string; gameTypes: { id: number; rule: string | null }[] }[];
  };
  const gameTypeId = sports
    .find((s) => s.slug === 'basketball')!
    .gameTypes.find((t) => t.rule === 'zones')!.id;
  const name = `Layout Zones ${unique()}`;
  const added = await page.request.post(`/api/operator/sports/game-sets/${gameSetId}/contests`, {
    headers: bearer(token),
    data: {
      gameTypeId,
      name,
      sponsor: 'Layout Co.',
      minTeams: 1,
      maxTeams: 10,
      eligibility: 'ALL',
      restriction: 'ENTRY',
      prizes: [{ teams: 1, kind: 'cash', amount: 500 }],
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { contest } = (await added.json()) as { contest: SportsContest };
  const [match] = (await gameSetMatches(page.request, gameSetId)).matches;
  await registerPlayer(page.request);
  await page.goto(`/select-teams-zones?contest=${contest.id}`);
  await waitForPage(page, name);
  await teamButton(page, match!.home.name).click();
  const zone = page.getByRole('combobox', { name: `Zone for ${match!.home.name}` });
  await zone.selectOption('100–109 points');
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await zone.scrollIntoViewIfNeeded();
    // As wide as the same box left to its own width (its longest zone), so no zone's words are cut.
    const { shown, natural } = await zone.evaluate((e) => {
      const free = e.cloneNode(true) as HTMLSelectElement;
      free.style.cssText = 'position: absolute; visibility: hidden; max-width: none; width: auto; flex: none';
      e.parentElement!.append(free);
      const widths = { shown: e.getBoundingClientRect().width, natural: free.getBoundingClientRect().width };
      free.remove();
      return widths;
    });
    expect(shown, `at ${width} px`).toBeGreaterThanOrEqual(natural - 0.5);
    await expect(zone).toBeInViewport({ ratio: 1 });
    await expectNoSidewaysScroll(page);
  }
});

test('the draw banner on a phone: at most two compact rows on every page, the countdown whole', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const path of ['/', '/powerplay-lotto', '/select-games/2']) {
    await page.goto(path);
    await waitForPage(page);
    const banner = page.getByRole('complementary', { name: 'Next draw' });
    const time = banner.locator('.draw-banner-time');
    await expect(time).toHaveText(/\d+ Days \d+ Hours \d+ Mins|Live now/);
    // The title, the countdown and the actions sit on at most two rows (by their tops).
    const tops = await banner
      .locator('.draw-banner-title, .draw-banner-time, .draw-banner-actions')
      .evaluateAll((parts) => parts.map((p) => Math.round(p.getBoundingClientRect().top)));
    expect(new Set(tops).size, `${path}: rows at ${tops.join(', ')}`).toBeLessThanOrEqual(2);
    expect((await boxOf(banner)).height, path).toBeLessThanOrEqual(80);
    expect(await time.evaluate((e) => e.scrollWidth <= e.clientWidth), `${path}: the countdown is cut`).toBe(
      true,
    );
  }
});

test('the landing page, the sports lobby and the lotto page move nothing on screen as the banner and their data arrive', async ({
  page,
}) => {
  // Every layout shift Chromium reports from the first paint on (the Layout Instability API), with what moved.
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: { value: number; moved: string[] }[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as {
        value: number;
        sources: { node?: Element; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      }[]) {
        w.shifts.push({
          value: e.value,
          moved: e.sources.map(
            (s) => `${s.node?.nodeName} .${s.node?.className} y ${s.previousRect.y} → ${s.currentRect.y}`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The baseball lobby lists a contest of the journey's own set (no demo schedule on the journeys' servers).
  await ownGameSet(page.request, { leadMs: UNHURRIED_MS });
  for (const width of [1366, 700, 375]) {
    await page.setViewportSize({ width, height: 800 });
    for (const [path, loaded] of [
      ['/', page.getByRole('complementary', { name: 'Next draw' })],
      ['/select-games/2', page.getByRole('tabpanel').getByRole('table').first()],
      // A card with its next draw ("…" while the games load).
      ['/powerplay-lotto', page.locator('.lotto-game').filter({ hasNotText: '…' }).first()],
    ] as const) {
      await page.goto(path);
      await waitForPage(page);
      await expect(page.getByRole('complementary', { name: 'Next draw' })).toBeVisible();
      await expect(loaded).toBeVisible();
      await page.waitForLoadState('networkidle');
      const shifts = await page.evaluate(
        () => (window as unknown as { shifts: { value: number; moved: string[] }[] }).shifts,
      );
      const total = shifts.reduce((sum, s) => sum + s.value, 0);
      expect(total, `${path} at ${width} px: ${JSON.stringify(shifts)}`).toBeLessThan(0.01);
      if (path === '/select-games/2') {
        // Every sport's tab whole, at every width: the list does not scroll sideways.
        expect(await scrollsSideways(page.getByRole('tablist', { name: 'Sport' })), `at ${width} px`).toBe(
          false,
        );
      }
    }
  }
});

test.describe('the lottery tour on a phone (375×667)', () => {
  // Reduced motion: the demo's own scroll to the draw is instant, so the page is still while we measure.
  test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, reducedMotion: 'reduce' });

  test('each step leaves the part it explains in view and uncovered, its title below the header', async ({
    page,
  }) => {
    // The demo's tour (a visitor's draw run in the browser): the same guide as the live draw's.
    await page.clock.install();
    await page.goto('/747-draw');
    await waitForPage(page, 'Lotto 747 live draw');
    const main = page.getByRole('main');
    await togglePicks(pickGrid(page, 47), [5, 10, 15, 20, 25, 30, 35]);
    await page.clock.pauseAt(Date.now() + 1000);
    const start = main.getByRole('button', { name: 'Start', exact: true });
    await start.scrollIntoViewIfNeeded();
    await start.click();
    await page.clock.runFor(1750);

    const tour = page.getByRole('dialog', { name: 'My Powerplays' });
    await expect(tour).toBeVisible();
    const guide = page.locator('.tour');
    for (const [i, id] of ['lotto-powerplays', 'lotto-inplay', 'lotto-timer', 'lotto-mynumbers'].entries()) {
      await expect(guide).toContainText(`Step ${i + 1} of 4`);
      const target = page.locator(`#${id}`);
      await expect(target).toBeInViewport({ ratio: 1 });
      const part = await boxOf(target);
      const own = await boxOf(guide);
      const covers = part.y < own.y + own.height && own.y < part.y + part.height;
      expect(covers, `step ${i + 1} covers #${id}`).toBe(false);
      // Neither the part nor the guide's title is under the sticky header; nor does the guide hide the
      // draw's Winning Numbers row, which the demo keeps stuck under the header.
      const header = await boxOf(page.locator('.site-header'));
      const title = await boxOf(guide.locator('.tour-title'));
      expect(title.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(part.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
      const draw = await boxOf(main.getByRole('region', { name: 'Winning Numbers' }));
      expect(
        draw.y < own.y + own.height && own.y < draw.y + draw.height,
        `step ${i + 1} hides the draw`,
      ).toBe(false);
      await guide.getByRole('button', { name: i === 3 ? 'Done' : 'Next' }).click();
    }
    await expect(guide).toHaveCount(0);
    await expectNoSidewaysScroll(page);
  });
});

import {
  catalogue,
  formatMessage,
  ledgerWhen,
  notices,
  type AuditResponse,
  type GamePublicResultsResponse,
  type LotteryGame,
  type MyGameEntryResponse,
  type TransactionsResponse,
} from '@powerplay/contracts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  formatCash,
  ORIGIN,
  recomputeBalls,
  registerPlayer,
  scheduleDraw,
  sha256Hex,
  wallet,
} from './lottery-support';
import { closeMessage, expectMessage, waitForPage } from './support';

// A short real draw: first ball 15 s after scheduling (room for the picks and the page to load on a busy
// CI machine), a ball every 5 s, powerplays closed ("Coming Up!") the last 2 s before each ball, then a
// 15 s final window: about a minute in all.
// Both journeys mostly wait for their draw's balls: one after the other in one worker, the other workers
// keep the cores busy instead of two workers idling through a minute together.
test.describe.configure({ mode: 'default' });

const TIMINGS = { startInSeconds: 15, ballIntervalSeconds: 5, delaySeconds: 2, finalWindowSeconds: 15 };
const BALLS = 7;
const T = TIMINGS.ballIntervalSeconds * 1000;
const D = TIMINGS.delaySeconds * 1000;
const F = TIMINGS.finalWindowSeconds * 1000;
/** Time an action needs to be sure to finish inside a window (click, confirm, the server's answer). */
const ACTION_MS = 1500;

/** Four consecutive picks, so that +1 on one of them is always a duplicate of another. */
const PICKS = [10, 11, 12, 13, 30, 36, 42];

const replacedWith = (n: number | string) => formatMessage(notices.POWERPLAY_RESULT.message, { n });

test('a player watches a real short draw, uses every powerplay, sees every refusal, the result and the prize', async ({
  page,
}) => {
  test.setTimeout(100_000);
  const player = await registerPlayer(page.request);
  expect(await wallet(page.request)).toEqual({
    cashCents: 0,
    points: 0,
    pendingWithdrawalCents: 0,
    withdrawalMinimumCents: expect.any(Number),
  });

  const game = await scheduleDraw(page.request, '747', TIMINGS);
  const detailGets: number[] = [];
  const eventStreams: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === `/api/lottery/games/${game.id}`) detailGets.push(Date.now());
    if (url.pathname === `/api/lottery/games/${game.id}/events`) eventStreams.push(url.pathname);
  });
  expect(game).toMatchObject({ gameType: '747', status: 'unplayed', balls: 7, picks: 7, min: 1, max: 47 });
  expect(game.commitment).toMatch(/^[0-9a-f]{64}$/);
  const saved = await page.request.put(`/api/lottery/games/${game.id}/picks`, {
    headers: { origin: ORIGIN },
    data: { numbers: PICKS },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  // The seed stays secret until the draw is over.
  const sealed = (await (
    await page.request.get(`/api/lottery/games/${game.id}/audit`)
  ).json()) as AuditResponse;
  expect(sealed).toMatchObject({ gameId: game.id, commitment: game.commitment, seed: null, balls: [] });

  await page.goto(`/747-draw?game=${game.id}`);
  await waitForPage(page, 'Lotto 747 live draw');
  // The page plays as our player (and the operator's sign-in did not leak into this browser).
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: player.displayName }),
  ).toBeVisible();
  expect(((await (await page.request.get('/api/auth/me')).json()) as { user: { id: number } }).user.id).toBe(
    player.id,
  );
  await runDraw(page, game, { detailGets, eventStreams });
});

// Replace All and "Not Allowed". Two players with disjoint picks watch the same short draw: only 7 balls
// are drawn, so at most one of them can end with 4 or more matches, and the other is offered Replace
// All in the final window. Player A holds 1 and 47, the edges of 747's range.
const PICKS_A = [1, 8, 16, 23, 31, 39, 47];
const PICKS_B = [4, 12, 20, 27, 35, 42, 45];

test('in the final window a player with 3 or fewer matches replaces all numbers; +1 on 47 or -1 on 1 is "Not Allowed"', async ({
  page,
  browser,
}) => {
  test.setTimeout(100_000);
  expect(PICKS_A.filter((n) => PICKS_B.includes(n))).toEqual([]);
  const contextB = await browser.newContext();
  try {
    const pageB = await contextB.newPage();
    // The guided tour has its own journey above; here it would only cover the board.
    for (const p of [page, pageB]) {
      await p.addInitScript(() => localStorage.setItem('powerplay.lottoTour.hidden', '1'));
    }
    await registerPlayer(page.request);
    await registerPlayer(pageB.request);

    const game = await scheduleDraw(page.request, '747', TIMINGS);
    for (const [p, numbers] of [
      [page, PICKS_A],
      [pageB, PICKS_B],
    ] as const) {
      const saved = await p.request.put(`/api/lottery/games/${game.id}/picks`, {
        headers: { origin: ORIGIN },
        data: { numbers },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      await p.goto(`/747-draw?game=${game.id}`);
      await waitForPage(p, 'Lotto 747 live draw');
    }
    await replaceAllDraw(game, [
      { page, picks: PICKS_A },
      { page: pageB, picks: PICKS_B },
    ]);
  } finally {
    await contextB.close();
  }
});

/** The live screen's parts on one page. */
function board(page: Page) {
  const main = page.getByRole('main');
  const inPlay = main.getByRole('region', { name: 'In Play' });
  const powerplays = main.getByRole('region', { name: 'My Powerplays' });
  return {
    main,
    inPlay,
    powerplays,
    winning: main.getByRole('list', { name: /numbers drawn$/ }),
    mine: main.getByRole('list', { name: 'My numbers' }),
    flash: page.locator('.live-region'),
    confirm: page.getByRole('dialog', { name: notices.REPLACE_ALL_CONFIRM.title }),
    prompt: inPlay.getByRole('button', { name: notices.REPLACE_ALL_PROMPT.message, exact: true }),
    button: (name: string) => powerplays.getByRole('button', { name: new RegExp(`^${name} \\d+ left$`) }),
  };
}

async function replaceAllDraw(game: LotteryGame, players: { page: Page; picks: number[] }[]) {
  const start = Date.parse(game.startAt);
  const ballAt = (k: number) => start + (k - 1) * T;
  const screens = players.map((p) => ({ ...p, ...board(p.page) }));
  const a = screens[0]!;
  for (const s of screens) await expect.poll(() => held(s.mine)).toEqual(s.picks);

  // "Not Allowed": the result must stay in 1..47. Player A tries +1 on 47 (or -1 on 1 if 47 is drawn:
  // both cannot be, the first time A can act is right after ball 1).
  let notAllowed = false;
  let drawn: number[] = [];
  for (let k = 1; k <= BALLS; k++) {
    await expect(a.winning).toHaveAccessibleName(`${k} of ${BALLS} numbers drawn`, {
      timeout: untilMs(ballAt(k)) + T + 10_000,
    });
    drawn = await numbersIn(a.winning);
    const openUntil = k < BALLS ? ballAt(k + 1) - D : ballAt(BALLS) + F;
    if (!notAllowed && k < BALLS && openUntil - Date.now() > ACTION_MS + 500) {
      const [pick, name] = drawn.includes(47) ? [1, 'Decrease'] : [47, 'Increase'];
      if (drawn.includes(pick)) continue;
      const b = a.mine.getByRole('button', { name: String(pick), exact: true });
      await b.click();
      await expect(b).toHaveAttribute('aria-pressed', 'true');
      // One tap: only Replace All asks first.
      await a.button(name).click();
      await closeMessage(await expectMessage(a.page, catalogue.POWERPLAY_NOT_ALLOWED));
      expect(catalogue.POWERPLAY_NOT_ALLOWED.message).toBe('Not Allowed');
      await expect(a.button(name).getByLabel('5 left')).toBeVisible();
      await expect.poll(() => held(a.mine)).toEqual(PICKS_A);
      notAllowed = true;
      note(`ball ${k}: ${name} on ${pick} refused: Not Allowed`);
    }
  }
  expect(notAllowed, 'a window after one of the first balls was long enough').toBe(true);
  expect(drawn).toHaveLength(BALLS);

  // The final window: Replace All is offered to whoever has 3 or fewer matches, and only to them.
  const finalEnd = ballAt(BALLS) + F;
  const matches = (picks: number[]) => picks.filter((p) => drawn.includes(p)).length;
  for (const s of screens) {
    await expect(s.winning).toHaveAccessibleName(`${BALLS} of ${BALLS} numbers drawn`);
    if (matches(s.picks) <= 3) {
      await expect(s.prompt).toBeVisible();
      await expect(s.button('Replace All')).toBeEnabled();
    } else {
      await expect(s.prompt).toHaveCount(0);
      await expect(s.button('Replace All')).toBeDisabled();
    }
  }
  const p = screens.find((s) => matches(s.picks) <= 3)!;
  expect(p, 'disjoint picks: at most one player has 4 or more of the 7 balls').toBeDefined();
  note(`final window: player ${p.picks === PICKS_A ? 'A' : 'B'} (${matches(p.picks)} matched) replaces all`);
  const kept = p.picks.filter((n) => drawn.includes(n));

  // Watch the re-reveal from inside the page: every change of the number of hidden picks, with its time.
  await p.page.evaluate(() => {
    const list = document.querySelector('[aria-label="My numbers"]')!;
    const seen: { at: number; hidden: number }[] = [];
    (window as unknown as { reveal: typeof seen }).reveal = seen;
    const record = () => {
      const hidden = list.querySelectorAll('.my-number.hidden').length;
      if (seen.at(-1)?.hidden !== hidden) seen.push({ at: performance.now(), hidden });
    };
    new MutationObserver(record).observe(list, { subtree: true, childList: true, attributes: true });
  });

  expect(finalEnd - Date.now()).toBeGreaterThan(ACTION_MS);
  await p.prompt.click();
  await expect(p.confirm).toContainText(notices.REPLACE_ALL_CONFIRM.message);
  expect(notices.REPLACE_ALL_CONFIRM.message).toBe(
    'This will replace all your numbers with a random new set. Are you sure?',
  );
  await p.confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(p.confirm).toBeHidden();
  await expect(p.flash).toContainText(/Your selection was replaced with \d+/);
  const flashText = (await p.flash.locator('.flash').first().textContent()) ?? '';
  const newNumbers = /replaced with ([\d, ]+)/
    .exec(flashText)![1]!
    .split(',')
    .map((t) => Number(t.trim()))
    .sort((x, y) => x - y);
  await expect(p.button('Replace All').getByLabel('0 left')).toBeVisible();
  await expect(p.prompt).toHaveCount(0);

  // The new picks come back one every 1.5 s (the kept matches never hide): all of them hidden, then one
  // fewer, ... then none.
  await expect(p.mine.locator('.my-number.hidden')).toHaveCount(0, { timeout: 7 * 1500 + 5_000 });
  const reveal = await p.page.evaluate(
    () => (window as unknown as { reveal: { at: number; hidden: number }[] }).reveal,
  );
  const replaced = 7 - kept.length;
  expect(reveal.map((r) => r.hidden)).toEqual(Array.from({ length: replaced + 1 }, (_, i) => replaced - i));
  for (let i = 1; i < reveal.length; i++) {
    const gap = reveal[i]!.at - reveal[i - 1]!.at;
    expect(gap, `pick ${i} shown ${Math.round(gap)} ms after the previous one`).toBeGreaterThan(1000);
    expect(gap).toBeLessThan(2500);
  }

  // A new set: matched numbers kept, the others new, all different and in range; the server agrees.
  const after = await held(p.mine);
  expect(after).toHaveLength(7);
  expect(new Set(after).size).toBe(7);
  for (const n of after) {
    expect(n).toBeGreaterThanOrEqual(1);
    expect(n).toBeLessThanOrEqual(47);
  }
  // Matched numbers stay; every other one was replaced, and the message listed the new ones.
  for (const n of kept) expect(after).toContain(n);
  expect(newNumbers).toEqual(after.filter((n) => !kept.includes(n)));
  const detail = (await (
    await p.page.request.get(`/api/lottery/games/${game.id}/entry`)
  ).json()) as MyGameEntryResponse;
  expect([...detail.entry!.picks].sort((x, y) => x - y)).toEqual(after);
  expect(detail.entry!.powerplays).toEqual({ 1: 0, 2: 1, 3: 1, 4: 5, 5: 5 });

  // The end: the result of the new set, with the live screen's texts.
  await expect(p.inPlay.getByText(notices.DRAW_COMPLETED.message, { exact: true })).toBeVisible({
    timeout: finalEnd - Date.now() + 10_000,
  });
  const panel = p.main.getByRole('region', { name: notices.DRAW_COMPLETED.message });
  const hits = matches(after);
  await expect(panel).toContainText(hits > 0 ? notices.RESULT_WON.message : notices.RESULT_LOST_LIVE.message);
  await expect(panel).toContainText(`You matched ${hits} of 7`);
}

/** The true odds of each 747 tier (hypergeometric over C(47, 7) = 62,891,499 draws), by hits. */
const ODDS_747: Record<number, string> = {
  7: '1 in 62,891,499',
  6: '1 in 224,612',
  5: '1 in 3,840',
  4: '1 in 182',
  3: '1 in 19.66',
  2: '1 in 4.55',
  1: '1 in 2.34',
};

/** Everything from the countdown to the verifier page. */
async function runDraw(
  page: Page,
  game: LotteryGame,
  seen: { detailGets: number[]; eventStreams: string[] },
) {
  const { detailGets, eventStreams } = seen;
  const start = Date.parse(game.startAt);
  const ballAt = (k: number) => start + (k - 1) * T;
  const main = page.getByRole('main');
  await expect(main.getByText('Live draw', { exact: true })).toBeVisible();

  const inPlay = main.getByRole('region', { name: 'In Play' });
  const winning = main.getByRole('list', { name: /numbers drawn$/ });
  const mine = main.getByRole('list', { name: 'My numbers' });
  const powerplays = main.getByRole('region', { name: 'My Powerplays' });
  const flash = page.locator('.live-region');
  const button = (name: string) =>
    powerplays.getByRole('button', { name: new RegExp(`^${name} \\d+ left$`) });
  const count = (name: string, n: number) => expect(button(name).getByLabel(`${n} left`)).toBeVisible();

  // Before the start: GET READY! and the player's numbers; the powerplays wait for the first ball.
  await expect(inPlay.getByText(notices.GET_READY.message, { exact: true })).toBeVisible();
  await expect(inPlay.getByText(/^Draw Begins In \d+ sec\.$/)).toBeVisible();
  await expect(winning).toHaveAccessibleName(`0 of ${BALLS} numbers drawn`);
  await expect.poll(() => held(mine)).toEqual(PICKS);
  for (const [name, n] of [
    ['Replace All', 1],
    ['Replace', 1],
    ['Power Match', 1],
    ['Increase', 5],
    ['Decrease', 5],
  ] as const) {
    await count(name, n);
    await expect(button(name)).toBeDisabled();
  }

  // The guided tour starts 1 s after the screen; "Don't Show me again" puts it away for good.
  const tour = page.getByRole('dialog', { name: 'My Powerplays' });
  await expect(tour).toBeVisible();
  await tour.getByRole('button', { name: notices.TOUR_DONT_SHOW.message }).click();
  await expect(tour).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('powerplay.lottoTour.hidden'))).toBe('1');

  /** Selects one of my numbers (a second click would unselect it). */
  async function select(n: number) {
    const b = mine.getByRole('button', { name: String(n), exact: true });
    if ((await b.getAttribute('aria-pressed')) !== 'true') await b.click();
    await expect(b).toHaveAttribute('aria-pressed', 'true');
  }
  async function unselectAll() {
    const on = mine.locator('button[aria-pressed="true"]');
    if (await on.count()) await on.click();
    await expect(on).toHaveCount(0);
  }
  /** Chooses a powerplay for `pick`: one tap, no confirmation (only Replace All asks). */
  async function use(name: string, pick: number) {
    await select(pick);
    await button(name).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  async function refused(text: { title: string; message: string }) {
    await closeMessage(await expectMessage(page, text));
  }
  const leftUntil = (at: number) => at - Date.now();

  const pending = { noSelection: true, comingUp: true, powerMatch: true };
  let drawn: number[] = [];
  let firstBallSeenAt = 0;
  await recordBallArrivals(page);

  for (let k = 1; k <= BALLS; k++) {
    // Balls arrive one at a time, at their time (over SSE): there once it is due, and not before (the
    // page noted when each one appeared).
    await expect(winning).toHaveAccessibleName(`${k} of ${BALLS} numbers drawn`, {
      timeout: untilMs(ballAt(k)) + T + 10_000,
    });
    expect(
      await ballArrivedAt(page, k),
      `ball ${k} shown no earlier than 300 ms before its time`,
    ).toBeGreaterThanOrEqual(ballAt(k) - 300);
    if (k === 1) firstBallSeenAt = Date.now();
    drawn = await numbersIn(winning);
    expect(drawn).toHaveLength(k);
    const ball = drawn[k - 1]!;
    await expect(inPlay.getByRole('img', { name: `In play: ${ball}` })).toBeVisible();
    const openUntil = k < BALLS ? ballAt(k + 1) - D : ballAt(BALLS) + F;
    const picks = await held(mine);

    // No number selected: "Please select a number".
    if (pending.noSelection && leftUntil(openUntil) > ACTION_MS) {
      await unselectAll();
      await button('Replace').click();
      await refused(catalogue.POWERPLAY_NO_SELECTION);
      pending.noSelection = false;
      note(`ball ${k}: no selection refused`);
    }

    // Power Match: the selected number becomes the ball in play, an instant match.
    if (pending.powerMatch && !picks.includes(ball) && leftUntil(openUntil) > ACTION_MS + 500) {
      const target =
        unmatched(picks, drawn).find((p) => !PICKS.slice(0, 4).includes(p)) ?? unmatched(picks, drawn)[0]!;
      await use('Power Match', target);
      await expect(flash).toContainText(replacedWith(ball));
      await expect(flash).toContainText(notices.MATCH.message);
      await expect(mine.getByRole('button', { name: `${ball}, matched`, exact: true })).toBeDisabled();
      await count('Power Match', 0);
      pending.powerMatch = false;
      note(`ball ${k}: Power Match ${target} -> ${ball}`);
    }

    // While open, the screen counts down to when powerplays close.
    if (leftUntil(openUntil) > 1500) {
      await expect(powerplays.getByText(/^Powerplays close in \d+ sec\.$/)).toBeVisible();
    }

    // During "Coming Up!" (the last seconds before the next ball) the powerplays are off, and say why
    // (the server would answer "Please wait for the next Number!").
    if (k < BALLS && pending.comingUp) {
      await select(unmatched(await held(mine), drawn)[0]!);
      await expect(inPlay.getByText(notices.COMING_UP.message, { exact: true })).toBeVisible({
        timeout: untilMs(ballAt(k + 1) - D) + T,
      });
      if (leftUntil(ballAt(k + 1)) > ACTION_MS - 300) {
        await expect(button('Increase')).toBeDisabled();
        await expect(button('Increase')).toHaveAccessibleDescription(notices.PP_OFF_COMING_UP.message);
        await expect(powerplays.getByText(notices.PP_OFF_COMING_UP.message)).toBeVisible();
        await count('Increase', 5);
        pending.comingUp = false;
        note(`ball ${k}: Coming Up! powerplays off (${leftUntil(ballAt(k + 1))} ms before the next ball)`);
      }
    }
  }
  expect(pending).toEqual({ noSelection: false, comingUp: false, powerMatch: pending.powerMatch });
  expect(new Set(drawn).size).toBe(BALLS);

  // The final window (after the last ball): the rest of the powerplays and refusals.
  const finalEnd = ballAt(BALLS) + F;
  await expect(inPlay.getByText(notices.COMING_UP.message)).toHaveCount(0);
  let picks = await held(mine);
  if (pending.powerMatch) {
    const ball = drawn[BALLS - 1]!;
    expect(picks, 'the last ball must be free for Power Match (every earlier ball was held)').not.toContain(
      ball,
    );
    await use('Power Match', unmatched(picks, drawn)[0]!);
    await expect(flash).toContainText(replacedWith(ball));
    await expect(flash).toContainText(notices.MATCH.message);
    pending.powerMatch = false;
    picks = await held(mine);
    note('final window: Power Match');
  }

  // After the last ball the timer no longer speaks of a next number: it counts down the final window.
  await expect(inPlay.getByText(notices.FINAL_WINDOW_TIMER.message, { exact: true })).toBeVisible();
  await expect(inPlay.getByText(notices.TIMER_LABEL.message)).toHaveCount(0);

  // A spent powerplay: Power Match has none left, so it is off and says so (the server would answer
  // "The PowerPlay you are trying to use does not have any remaining inventory").
  expect(leftUntil(finalEnd)).toBeGreaterThan(ACTION_MS);
  await count('Power Match', 0);
  await expect(button('Power Match')).toBeDisabled();
  await expect(button('Power Match')).toHaveAccessibleDescription(notices.PP_OFF_NONE_LEFT.message);

  // A duplicate: +1 onto a number I already hold.
  const dup = unmatched(picks, drawn).find((p) => picks.includes(p + 1));
  expect(dup, 'four consecutive picks cannot all have been drawn').toBeDefined();
  await use('Increase', dup!);
  await refused(catalogue.POWERPLAY_DUPLICATE);
  await count('Increase', 5);
  await expect.poll(() => held(mine)).toEqual(picks);
  await unselectAll();

  // Increase (+1) and Decrease (−1), each on a number whose neighbour is free. When every number left
  // is just below another one I hold (10, 11, 12 below a drawn 13), Decrease goes first: it frees one.
  const increase = async () => {
    expect(leftUntil(finalEnd)).toBeGreaterThan(ACTION_MS);
    const up = unmatched(picks, drawn).find((p) => p < 47 && !picks.includes(p + 1));
    expect(up, 'a number whose +1 is free').toBeDefined();
    await use('Increase', up!);
    await expect(flash).toContainText(replacedWith(up! + 1));
    await count('Increase', 4);
    picks = replaceIn(picks, up!, up! + 1);
    await expect.poll(() => held(mine)).toEqual(picks);
  };
  const decrease = async () => {
    expect(leftUntil(finalEnd)).toBeGreaterThan(ACTION_MS);
    const down = unmatched(picks, drawn).find((p) => p > 1 && !picks.includes(p - 1));
    expect(down, 'a number whose −1 is free').toBeDefined();
    await use('Decrease', down!);
    await expect(flash).toContainText(replacedWith(down! - 1));
    await count('Decrease', 4);
    picks = replaceIn(picks, down!, down! - 1);
    await expect.poll(() => held(mine)).toEqual(picks);
  };
  if (unmatched(picks, drawn).some((p) => p < 47 && !picks.includes(p + 1))) {
    await increase();
    await decrease();
  } else {
    await decrease();
    await increase();
    note('final window: Decrease before Increase (no number had a free +1)');
  }

  // Replace: a random number I do not hold.
  expect(leftUntil(finalEnd)).toBeGreaterThan(ACTION_MS);
  const swap = unmatched(picks, drawn)[0]!;
  await use('Replace', swap);
  // The flash before (Increase's or Decrease's) may still be showing, and the inventory can drop (by the
  // player's stream) before the answer's flash: Replace's own flash names a number I do not hold yet.
  await count('Replace', 0);
  const replacedNumber = async () => {
    const n = /replaced with (\d+)/.exec((await flash.textContent()) ?? '')?.[1];
    return n !== undefined && !picks.includes(Number(n)) ? Number(n) : undefined;
  };
  let replaced: number | undefined;
  await expect.poll(async () => (replaced = await replacedNumber())).toBeDefined();
  const to = replaced!;
  expect(to).toBeGreaterThanOrEqual(1);
  expect(to).toBeLessThanOrEqual(47);
  expect(picks).not.toContain(to);
  picks = replaceIn(picks, swap, to);
  await expect.poll(() => held(mine)).toEqual(picks);

  // The server holds exactly what the screen shows.
  const entry = (await (await page.request.get(`/api/lottery/games/${game.id}/entry`)).json()) as {
    entry: { picks: number[]; powerplays: Record<string, number> };
  };
  expect([...entry.entry.picks].sort((a, b) => a - b)).toEqual(picks);
  expect(entry.entry.powerplays).toEqual({ 1: 1, 2: 0, 3: 0, 4: 4, 5: 4 });

  // The end: "Draw Completed!" and the result panel, with the prize once the draw is settled.
  await expect(inPlay.getByText(notices.DRAW_COMPLETED.message, { exact: true })).toBeVisible({
    timeout: leftUntil(finalEnd) + 10_000,
  });
  const panel = main.getByRole('region', { name: notices.DRAW_COMPLETED.message });
  await expect(panel).toBeVisible();
  const hits = picks.filter((p) => drawn.includes(p)).length;
  expect(hits).toBeGreaterThanOrEqual(1); // Power Match made one
  const tier = game.prizeTiers.find((t) => t.hits === hits)!;
  await expect(panel).toContainText(notices.RESULT_WON.message);
  await expect(panel).toContainText(`You matched ${hits} of 7 and won ${formatCash(tier.amount)}.`);
  await expect(panel).toContainText(notices.PRIZES_CREDITED.message);
  await expect(main.getByText(`${hits} of 7 matched`, { exact: true })).toBeVisible();
  for (const b of await mine.getByRole('button').all()) await expect(b).toBeDisabled();

  // Live updates came over SSE: one stream, and no polling of the game while it ran.
  expect(eventStreams.length).toBeGreaterThanOrEqual(1);
  expect(detailGets.filter((at) => at > firstBallSeenAt && at < finalEnd)).toEqual([]);

  // The server's results and the wallet: the only entrant gets the whole tier, credited exactly.
  const results = (await (
    await page.request.get(`/api/lottery/games/${game.id}/results`)
  ).json()) as GamePublicResultsResponse;
  expect(results.settled).toBe(true);
  expect(results.game.drawn.map((b) => b.number)).toEqual(drawn);
  // My result is my own request (the results are public).
  const myPart = (await (
    await page.request.get(`/api/lottery/games/${game.id}/entry`)
  ).json()) as MyGameEntryResponse;
  expect(myPart.result).toEqual({ hits, prize: tier.amount, kind: 'cash' });
  expect([...myPart.entry!.picks].sort((a, b) => a - b)).toEqual(picks);
  expect(results.tiers.find((t) => t.hits === hits)).toMatchObject({
    winners: 1,
    payout: tier.amount,
    remainder: 0,
  });
  // Exactly one ledger credit: the prize of this draw.
  const ledger = (await (await page.request.get('/api/wallet/transactions')).json()) as TransactionsResponse;
  expect(ledger.transactions).toEqual([
    expect.objectContaining({
      amount: tier.amount,
      currency: 'cash',
      kind: 'prize',
      status: 'complete',
      // The draw named by its game and start, New York time.
      description: `Lotto 747 draw of ${ledgerWhen(game.startAt)}: ${hits} matched`,
    }),
  ]);
  expect(await wallet(page.request)).toEqual({
    cashCents: tier.amount,
    points: 0,
    pendingWithdrawalCents: 0,
    withdrawalMinimumCents: expect.any(Number),
  });

  // View Results: /lotto-result with the same numbers, prize and the tier table.
  await panel.getByRole('link', { name: 'View Results' }).click();
  await expect(page).toHaveURL(`/lotto-result?game=${game.id}`);
  await waitForPage(page, 'Draw results');
  await expect(main.getByRole('list', { name: 'Winning numbers' }).getByRole('listitem')).toHaveText(
    drawn.map(String),
  );
  await expect(main.getByRole('heading', { name: `${hits} of 7 matched` })).toBeVisible();
  await expect(main.getByText(notices.RESULT_WON.message, { exact: true })).toBeVisible();
  const yours = main.getByRole('list', { name: 'Your numbers' });
  await expect(yours.getByRole('listitem')).toHaveText(picks.map(String));
  await expect(yours.getByRole('img', { name: /, matched$/ })).toHaveCount(hits);
  await expect(main.getByText(`Prize won: ${formatCash(tier.amount)}`, { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Go to Balance' })).toHaveAttribute(
    'href',
    '/my-account/my-balance',
  );
  const table = main.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Numbers Matched',
    'Total Prize',
    'Number of Winners',
    'Payout',
    'Odds',
  ]);
  const expectedRows = [...results.tiers]
    .sort((a, b) => b.total - a.total || b.hits - a.hits)
    .map((t) => [
      `${t.hits} of 7`,
      formatCash(t.total),
      String(t.winners),
      t.winners > 0 ? formatCash(t.payout) : '—',
      ODDS_747[t.hits]!,
    ]);
  expect(expectedRows).toHaveLength(game.prizeTiers.length);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(expectedRows.length);
  for (const [i, cells] of expectedRows.entries())
    await expect(rows.nth(i).getByRole('cell')).toHaveText(cells);
  await expect(main.getByText(notices.PRIZES_SPLIT.message, { exact: true })).toBeVisible();

  // The verifier: the commitment published at scheduling, the revealed seed, every ball recomputed.
  await main.getByRole('link', { name: 'How draws are verified' }).click();
  await expect(page).toHaveURL(`/how-draws-are-verified?game=${game.id}`);
  await waitForPage(page, 'How draws are verified');
  const audit = (await (
    await page.request.get(`/api/lottery/games/${game.id}/audit`)
  ).json()) as AuditResponse;
  expect(audit.commitment).toBe(game.commitment);
  expect(audit.balls).toEqual(drawn);
  expect(audit.seed).toMatch(/^[0-9a-f]{64}$/);
  // Checked here too, from docs/rules/lottery.md "Randomness" alone (its known answer first).
  expect(sha256Hex('00'.repeat(32))).toBe('66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925');
  expect(recomputeBalls('00'.repeat(32), '1', 7, 1, 47)).toEqual([25, 3, 39, 37, 26, 6, 27]);
  expect(sha256Hex(audit.seed!)).toBe(game.commitment);
  expect(recomputeBalls(audit.seed!, String(game.id), BALLS, 1, 47)).toEqual(drawn);

  const check = main.getByRole('region', { name: `Draw ${game.id}: recomputed in your browser` });
  await expect(check.getByRole('status')).toHaveText(
    'Verified: the seed matches the commitment and produces exactly the drawn balls.',
  );
  await expect(check).toContainText(`Seed: ${audit.seed}`);
  await expect(check).toContainText(`Published commitment: ${game.commitment}`);
  await expect(check).toContainText(`sha256(seed): ${game.commitment}`);
  const ballRows = check.locator('tbody tr');
  await expect(ballRows).toHaveCount(BALLS);
  for (const [i, b] of drawn.entries()) {
    await expect(ballRows.nth(i).getByRole('cell')).toHaveText([String(i + 1), String(b), String(b), '✓']);
    await expect(ballRows.nth(i).getByLabel('verified')).toBeVisible();
  }
  await expect(check.getByLabel('does not match')).toHaveCount(0);

  // My Account → Results lists this draw (the player's only one) from the server, with its prize.
  await page.goto('/my-account/results');
  await waitForPage(page);
  const resultRows = main.getByRole('region', { name: 'Powerplay Lotto' }).locator('tbody tr');
  await expect(resultRows).toHaveCount(1);
  await expect(resultRows.first()).toContainText('Lotto 747');
  await expect(resultRows.first()).toContainText(`${hits} of 7`);
  await expect(resultRows.first()).toContainText(
    `$${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2 }).format(tier.amount / 100)}`,
  );
  await expect(resultRows.first().getByRole('link', { name: /^View result/ })).toHaveAttribute(
    'href',
    `/lotto-result?game=${game.id}`,
  );
}

/** Milliseconds from now until `at` (none once past): what a wait for an event due then may add. */
const untilMs = (at: number) => Math.max(0, at - Date.now());

/**
 * Notes in the page the time (epoch ms, the machine's clock as here) at which each "k of n numbers drawn"
 * first appears on the live screen, as the DOM changes: a check that a ball came no earlier than its
 * time, without waiting for that time.
 */
async function recordBallArrivals(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: Record<number, number> = {};
    (window as unknown as { ballSeenAt: Record<number, number> }).ballSeenAt = seen;
    const note = () => {
      const label = document.querySelector('main [aria-label$=" numbers drawn"]')?.getAttribute('aria-label');
      const k = Number(/^(\d+) of/.exec(label ?? '')?.[1] ?? 0);
      if (k > 0 && seen[k] === undefined) seen[k] = Date.now();
    };
    note();
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-label'],
    });
  });
}

const ballArrivedAt = (page: Page, k: number) =>
  page.evaluate((n) => (window as unknown as { ballSeenAt: Record<number, number> }).ballSeenAt[n], k);

/** Records in the report what the draw's luck let the journey do when. */
const note = (description: string) => test.info().annotations.push({ type: 'draw', description });

/** My numbers as the live screen shows them, ascending. */
async function held(mine: Locator): Promise<number[]> {
  const labels = await mine
    .getByRole('button')
    .evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label') ?? ''));
  return labels.map((l) => Number.parseInt(l, 10)).sort((a, b) => a - b);
}

async function numbersIn(row: Locator): Promise<number[]> {
  return (await row.getByRole('listitem').allTextContents())
    .filter((t) => /^\d+$/.test(t.trim()))
    .map(Number);
}

const unmatched = (picks: number[], drawn: number[]) => picks.filter((p) => !drawn.includes(p));

const replaceIn = (picks: number[], from: number, to: number) =>
  picks.map((p) => (p === from ? to : p)).sort((a, b) => a - b);

import {
  notices,
  sportNameOf,
  sportsLedgerName,
  type SportsContest,
  type TransactionsResponse,
} from '@powerplay/contracts';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { operatorToken, ORIGIN, registerPlayer, wallet } from './lottery-support';
import {
  addBaseballContest,
  cashRow as cash,
  finishGameSet,
  lobbyRow,
  onceOnly,
  ownGameSet,
  teamButton,
  UNHURRIED_MS,
  type Match,
} from './sports-support';
import { closeMessage, expectMessage, unique, waitForPage } from './support';

// High 5, Pick 5, Brackets and Zones from the lobby to a prize in the balance, against the real server
// (docs/rules/sports.md "Other contest types"). An operator adds a contest of each type
// to a baseball game set of this journey's own that starts well after the journey (so nothing but this
// journey drives it); a new player per type enters it from the lobby and picks on its team selection
// page; then the provider feed (as the operator) finishes every match with chosen scores, which settles
// the set at once. Nobody else enters these contests: each winner takes the whole row, sees it in the
// balance and in My Account → Results.
//
// The finals of the five matches m0..m4 (home–away): 3–2, 3–2, 3–0, 5–1, 6–0.
// - High 5: the five home teams, 3+3+3+5+6 = 20 → the "20 or more" row.
// - Pick 5: h0, h1, h2 (3, 3, 3) and a0, a1 (2, 2) → a full house.
// - Brackets: seed 1 h3 (5) against seed 2 a3 (1) → seed 1 is the champion of a bracket of 2.
// - Zones: h4 (6) in 6–7 and a4 (0) in 0–1 → both in their zone, 2 teams placed.

const HIGH5_PRIZE = 1500;
const PICK5_PRIZE = 2500;
const BRACKETS_PRIZE = 500;
const ZONES_PRIZE = 700;

const finals: [number, number][] = [
  [3, 2],
  [3, 2],
  [3, 0],
  [5, 1],
  [6, 0],
];

type Rule = 'high5' | 'pick5' | 'brackets' | 'zones';

interface Setup {
  gameSetId: number;
  matches: Match[];
  contests: Record<Rule, SportsContest>;
}

interface Played {
  page: Page;
  entryId: number;
  cashBefore: number;
}

let setup: Setup;
const played = new Map<Rule, Played>();

/**
 * A new player, signed in in a browser of their own, enters the contest from the lobby (baseball, its
 * game type chosen) and lands on its team selection page.
 */
async function enterFromLobby(browser: Browser, rule: Rule, typeName: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: ORIGIN });
  const page = await context.newPage();
  await registerPlayer(page.request);
  const contest = setup.contests[rule];
  await page.goto('/select-games/2');
  await waitForPage(page, 'Select a game');
  await page.getByRole('button', { name: typeName, exact: true }).click();
  await lobbyRow(page, contest)
    .getByRole('button', { name: new RegExp(`^Enter\\s+${contest.name}`) })
    .click();
  await expect(page).toHaveURL(`/select-teams-${rule}?contest=${contest.id}`);
  await waitForPage(page, contest.name);
  return page;
}

/** Submit → "Updated" → Game Central with the entry: the entry's id and the balance before any prize. */
async function submit(page: Page, rule: Rule): Promise<void> {
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await closeMessage(await expectMessage(page, notices.SPORTS_PICKS_UPDATED, 'dialog'));
  await expect(page).toHaveURL(/\/game-central\?entry=\d+$/);
  const entryId = Number(new URL(page.url()).searchParams.get('entry'));
  await waitForPage(page, 'My Game Center');
  const row = page.getByRole('row').filter({ hasText: setup.contests[rule].name }).first();
  await expect(row).toContainText('Not Started');
  played.set(rule, { page, entryId, cashBefore: (await wallet(page.request)).cashCents });
}

const home = (i: number) => setup.matches[i]!.home.name;
const away = (i: number) => setup.matches[i]!.away.name;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(2 * 60_000);
  const request = await playwright.request.newContext({ baseURL: ORIGIN });
  try {
    const token = await operatorToken();
    // Five matches whose clubs play once that day (a doubleheader's club would be named twice).
    const set = await ownGameSet(request, {
      token,
      leadMs: UNHURRIED_MS,
      accept: (m) => onceOnly(m).length >= 5,
    });
    const id = unique();
    const add = (rule: Rule, name: string, prizes: ReturnType<typeof cash>[]) =>
      addBaseballContest(request, token, set.gameSetId, { rule, name: `${name} ${id}`, prizes });
    setup = {
      gameSetId: set.gameSetId,
      matches: onceOnly(set.matches).slice(0, 5),
      contests: {
        high5: await add('high5', 'Types High 5', [cash(20, HIGH5_PRIZE), cash(40, 100_000)]),
        // The row key of Pick 5 is the hand's rank: 5 a full house, 7 five of a kind.
        pick5: await add('pick5', 'Types Pick 5', [cash(5, PICK5_PRIZE), cash(7, 100_000)]),
        brackets: await add('brackets', 'Types Brackets', [cash(2, BRACKETS_PRIZE), cash(4, 2500)]),
        zones: await add('zones', 'Types Zones', [cash(1, 200), cash(2, ZONES_PRIZE)]),
      },
    };
  } finally {
    await request.dispose();
  }
});

test.afterAll(async () => {
  for (const { page } of played.values()) await page.context().close();
});

test('High 5 from the lobby: exactly five teams, its thresholds in runs', async ({ browser }) => {
  const page = await enterFromLobby(browser, 'high5', 'High 5');
  await expect(page.getByText(/Highest score wins: select 5 teams/)).toBeVisible();
  await page.getByRole('button', { name: 'Prize Grid' }).click();
  const grid = page.getByRole('dialog');
  await expect(grid.getByRole('row').nth(1)).toContainText('40 runs or more');
  await expect(grid.getByRole('row').nth(2)).toContainText('20 runs or more');
  await page.keyboard.press('Escape');

  for (const i of [0, 1, 2, 3]) await teamButton(page, home(i)).click();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await closeMessage(await expectMessage(page, { title: 'Sorry!', message: 'Select at least 5 Team(s)' }));
  await teamButton(page, home(4)).click();
  await submit(page, 'high5');
});

test('Pick 5 from the lobby: five teams, its grid in hands', async ({ browser }) => {
  const page = await enterFromLobby(browser, 'pick5', 'Pick 5');
  await page.getByRole('button', { name: 'Prize Grid' }).click();
  const grid = page.getByRole('dialog');
  await expect(grid.getByRole('row').nth(1)).toContainText('Five of a Kind');
  await expect(grid.getByRole('row').nth(2)).toContainText('Full House');
  await page.keyboard.press('Escape');
  for (const name of [home(0), home(1), home(2), away(0), away(1)]) await teamButton(page, name).click();
  await submit(page, 'pick5');
});

test('Brackets from the lobby: seeds in the order given, moved; 2, 4 or 8 teams only', async ({
  browser,
}) => {
  const page = await enterFromLobby(browser, 'brackets', 'Brackets');
  const selections = page.getByRole('complementary', { name: 'My Selections' });
  for (const name of [away(3), home(3), home(0)]) await teamButton(page, name).click();
  await expect(selections.getByRole('listitem').first()).toContainText(`Seed 1${away(3)}`);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await closeMessage(
    await expectMessage(page, { title: 'Sorry!', message: 'A bracket holds 2, 4 or 8 teams' }),
  );
  await teamButton(page, home(0)).click();
  await selections.getByRole('button', { name: `Move ${home(3)} up` }).click();
  await expect(selections.getByRole('listitem').first()).toContainText(`Seed 1${home(3)}`);
  await expect(selections.getByRole('listitem').nth(1)).toContainText(`Seed 2${away(3)}`);
  await submit(page, 'brackets');
});

test('Zones from the lobby: each team placed in a zone, refused without one', async ({ browser }) => {
  const page = await enterFromLobby(browser, 'zones', 'Zones');
  await teamButton(page, home(4)).click();
  await teamButton(page, away(4)).click();
  await page.getByRole('combobox', { name: `Zone for ${home(4)}` }).selectOption('6–7 runs');
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await closeMessage(
    await expectMessage(page, { title: 'Sorry!', message: 'Place each team in one of the zones' }),
  );
  await page.getByRole('combobox', { name: `Zone for ${away(4)}` }).selectOption('0–1 runs');
  // On a phone My Selections, with a zone per pick, fits the screen: nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  const zone = page.getByRole('combobox', { name: `Zone for ${away(4)}` });
  await zone.scrollIntoViewIfNeeded();
  await expect(zone).toBeInViewport({ ratio: 1 });
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  await page.screenshot({ path: test.info().outputPath('zones-375.png') });
  await submit(page, 'zones');
});

test('the finals settle every type: each winner sees WON and the prize in the balance', async ({
  request,
}) => {
  test.setTimeout(2 * 60_000);
  expect([...played.keys()].sort()).toEqual(['brackets', 'high5', 'pick5', 'zones']);
  // The provider's finals of every match of the set in one batch; the matches not picked end as their
  // script would have.
  await finishGameSet(
    request,
    setup.gameSetId,
    new Map(setup.matches.map((m, i) => [m.feedGameId, finals[i]!])),
  );

  const prizes: Record<Rule, number> = {
    high5: HIGH5_PRIZE,
    pick5: PICK5_PRIZE,
    brackets: BRACKETS_PRIZE,
    zones: ZONES_PRIZE,
  };
  for (const [rule, { page, entryId, cashBefore }] of played) {
    const contest = setup.contests[rule];
    await page.goto(`/livescore/${entryId}`);
    await waitForPage(page, contest.name);
    await expect(page.locator('.summary-result')).toContainText(notices.SPORTS_RESULT_WON.message);

    // Credited once, through the ledger, and shown on the balance page.
    const credited = async () => {
      const response = await page.request.get('/api/wallet/transactions');
      const { transactions } = (await response.json()) as TransactionsResponse;
      const about = sportsLedgerName({
        name: contest.name,
        sport: sportNameOf(contest.sportId),
        gameType: contest.gameTypeName,
        startAt: contest.startAt,
      });
      return transactions.filter((t) => t.description.startsWith(`${about}:`));
    };
    await expect.poll(async () => (await credited()).length).toBe(1);
    expect((await credited())[0]).toMatchObject({ amount: prizes[rule], currency: 'cash', kind: 'prize' });
    await page.goto('/my-account/my-balance');
    await expect(page.getByLabel('Cash balance')).toHaveText(
      `$${((cashBefore + prizes[rule]) / 100).toFixed(2)}`,
    );

    // My Account → Results lists the win beside the draws and drafts, with its prize and a way to it.
    await page.goto('/my-account/results');
    await waitForPage(page);
    const row = page
      .getByRole('region', { name: 'Live sports' })
      .getByRole('row')
      .filter({ hasText: contest.name });
    await expect(row).toContainText(notices.SPORTS_RESULT_WON.message);
    await expect(row).toContainText(`$${(prizes[rule] / 100).toFixed(2)}`);
    await expect(row.getByRole('link', { name: /^View result/ })).toHaveAttribute(
      'href',
      `/livescore/${entryId}`,
    );
  }
});

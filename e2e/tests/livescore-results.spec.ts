import {
  catalogue,
  formatMessage,
  notices,
  sportNameOf,
  sportsLedgerName,
  type SportsContest,
  type SportsLiveScoreResponse,
  type TransactionsResponse,
} from '@powerplay/contracts';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { bearer, formatCash, operatorToken, ORIGIN, registerPlayer, wallet } from './lottery-support';
import {
  allowUntilStart,
  contestOf,
  finishGameSet,
  onceOnly,
  ownGameSet,
  waitForGameSetStatus,
  type Match,
} from './sports-support';
import { closeMessage, expectMessage, unique, waitForPage } from './support';

// The end of a game set on the live score page, against the real server: players enter contests an
// operator adds to a baseball game set of this journey's own (started on demand, see ownSet) and pick
// teams; the set starts by itself (the replay), then the provider feed (POST /api/operator/sports/feed,
// as the operator) finishes every match with chosen scores, which finishes and settles the set. Chase the
// Ace won and lost, Baseball Blackjack to 21 and to a bust, and a basic club's Elite entry without a live
// score subscription. Between the start and the finals, a replayed game goes live on a team page and its
// inning moves on. No other journey enters or drives the set.

interface Player {
  context: BrowserContext;
  entryId: number;
}

interface Setup {
  gameSetId: number;
  startAt: number;
  /** The matches picked: `a`, `b` (Chase the Ace), `d`, `e` (Blackjack). */
  a: Match;
  b: Match;
  d: Match;
  e: Match;
  ace: SportsContest;
  blackjack: SportsContest;
  elite: SportsContest;
  /** Chase the Ace: wins with a.home and b.home on 1 run; loses with a.home (1) and b.away (3). */
  aceWinner: Player;
  aceLoser: Player;
  /** Blackjack: d.home (10) + e.home (11) = 21; d.home (10) + e.away (12) = 22, a bust. */
  blackjackWinner: Player;
  blackjackBust: Player;
  /** A basic club on the Elite contest (restriction not ENTRY, so the entry is allowed). */
  basic: Player;
}

/** Cents as the balance page shows them: "$12.34", "$21.00". */
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

const ACE_PRIZE = 1234;
const BLACKJACK_PRIZE = 2100;

/** The operator's contest on the set: one prize row (cash) for each of 1..3 teams. */
async function addContest(
  request: APIRequestContext,
  token: string,
  gameSetId: number,
  body: { gameTypeId: number; name: string; eligibility: string; restriction: string; prizes: number[] },
): Promise<SportsContest> {
  const response = await request.post(`/api/operator/sports/game-sets/${gameSetId}/contests`, {
    headers: bearer(token),
    data: {
      gameTypeId: body.gameTypeId,
      name: body.name,
      sponsor: 'Results Co.',
      minTeams: 1,
      maxTeams: body.prizes.length,
      eligibility: body.eligibility,
      restriction: body.restriction,
      prizes: body.prizes.map((amount, i) => ({ teams: i + 1, kind: 'cash', amount })),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { contest: SportsContest }).contest;
}

/** A new player in a browser context of their own, entered in `contest` with `teams` picked. */
async function enteredPlayer(browser: Browser, contest: SportsContest, teams: string[]): Promise<Player> {
  const context = await browser.newContext({ baseURL: ORIGIN });
  await registerPlayer(context.request);
  const entered = await context.request.post(`/api/sports/contests/${contest.id}/entries`, {
    headers: { origin: ORIGIN },
  });
  expect(entered.status(), await entered.text()).toBe(201);
  const { entry } = (await entered.json()) as { entry: { id: number } };
  const saved = await context.request.put(`/api/sports/entries/${entry.id}/picks`, {
    headers: { origin: ORIGIN },
    data: { teams },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { context, entryId: entry.id };
}

/**
 * A baseball game set of this journey's own, started on demand by the operator (a real 2019 day
 * replayed on the real feed) on the nearest free whole minute the server allows (its start lead away):
 * time to enter before the first pitch, and no wait for a demo slot. Four matches whose clubs play once
 * that day.
 */
async function ownSet(request: APIRequestContext, token: string) {
  const set = await ownGameSet(request, { token, accept: (m) => onceOnly(m).length >= 4 });
  return {
    gameSetId: set.gameSetId,
    startAt: set.startAt,
    matches: onceOnly(set.matches).slice(0, 4) as [Match, Match, Match, Match],
    aceTypeId: contestOf(set, 'chase_the_ace').gameTypeId,
    blackjackTypeId: contestOf(set, 'blackjack').gameTypeId,
  };
}

let setup: Setup;
let finished = false;

/**
 * The provider's finals for every match of the set in one batch (as the operator), each with a sequence
 * past anything the replay or another journey sent: the set is FINISHED and settled in that transaction.
 * The matches not picked end as their replay would have.
 */
async function finishSet(request: APIRequestContext) {
  if (finished) return;
  const { gameSetId, a, b, d, e } = setup;
  // The finals end a set the replay has started.
  await waitForGameSetStatus(request, setup, 'LIVE');
  await finishGameSet(
    request,
    gameSetId,
    new Map([
      [a.feedGameId, [1, 0]],
      [b.feedGameId, [1, 3]],
      [d.feedGameId, [10, 2]],
      [e.feedGameId, [11, 12]],
    ]),
  );
  finished = true;
}

const matchRow = (page: Page, m: Match) =>
  page.getByRole('listitem', { name: `${m.away.name} at ${m.home.name}` });

/** Opens the entry's live score page. */
async function livePage(player: Player, contest: SportsContest): Promise<Page> {
  const page = await player.context.newPage();
  await page.goto(`/livescore/${player.entryId}`);
  await waitForPage(page, contest.name);
  return page;
}

/** How the ledger names a contest: its name, sport and type, and its start. */
const ledgerNameOf = (contest: SportsContest) =>
  sportsLedgerName({
    name: contest.name,
    sport: sportNameOf(contest.sportId),
    gameType: contest.gameTypeName,
    startAt: contest.startAt,
  });

/** The player's ledger entries of one contest's prizes. */
async function prizesOf(request: APIRequestContext, contest: SportsContest) {
  const response = await request.get('/api/wallet/transactions');
  expect(response.status(), await response.text()).toBe(200);
  const { transactions } = (await response.json()) as TransactionsResponse;
  return transactions.filter((t) => t.description.startsWith(`${ledgerNameOf(contest)}:`));
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser, playwright }) => {
  test.setTimeout(3 * 60_000);
  const request = await playwright.request.newContext({ baseURL: ORIGIN });
  try {
    const token = await operatorToken();
    const found = await ownSet(request, token);
    const [a, b, d, e] = found.matches;
    const id = unique();
    // Two open to all, and an Elite one a basic club may enter (its restriction is the live score, not entry).
    const ace = await addContest(request, token, found.gameSetId, {
      gameTypeId: found.aceTypeId,
      name: `Final Ace ${id}`,
      eligibility: 'ALL',
      restriction: 'ENTRY',
      prizes: [500, ACE_PRIZE, 5000],
    });
    const blackjack = await addContest(request, token, found.gameSetId, {
      gameTypeId: found.blackjackTypeId,
      name: `Final Blackjack ${id}`,
      eligibility: 'ALL',
      restriction: 'ENTRY',
      prizes: [10_000, BLACKJACK_PRIZE, 3000],
    });
    const elite = await addContest(request, token, found.gameSetId, {
      gameTypeId: found.aceTypeId,
      name: `Final Elite ${id}`,
      eligibility: 'ELITE',
      restriction: 'LIVESCORE',
      prizes: [700, 1500],
    });
    const [aceWinner, aceLoser, blackjackWinner, blackjackBust, basic] = await Promise.all([
      enteredPlayer(browser, ace, [a.home.pickKey, b.home.pickKey]),
      enteredPlayer(browser, ace, [a.home.pickKey, b.away.pickKey]),
      enteredPlayer(browser, blackjack, [d.home.pickKey, e.home.pickKey]),
      enteredPlayer(browser, blackjack, [d.home.pickKey, e.away.pickKey]),
      enteredPlayer(browser, elite, [a.home.pickKey]),
    ]);
    setup = {
      gameSetId: found.gameSetId,
      startAt: found.startAt,
      a,
      b,
      d,
      e,
      ace,
      blackjack,
      elite,
      aceWinner,
      aceLoser,
      blackjackWinner,
      blackjackBust,
      basic,
    };
    test.info().annotations.push({ type: 'game set', description: `#${found.gameSetId} ${ace.startAt}` });
  } finally {
    await request.dispose();
  }
});

test.afterAll(async () => {
  if (!setup) return;
  for (const p of [setup.aceWinner, setup.aceLoser, setup.blackjackWinner, setup.blackjackBust, setup.basic])
    await p.context.close();
});

test('a basic club on an Elite contest: the subscription-needed message, and a powerplay is refused', async () => {
  allowUntilStart(setup, 90_000);
  const { elite, a, basic, startAt } = setup;
  const page = await livePage(basic, elite);
  const side = page.getByRole('complementary', { name: 'Powerplays' });
  const message = side.locator('p').filter({ hasText: 'Subscription' });
  await expect(message).toHaveText(catalogue.SPORTS_SUBSCRIPTION_NEEDED.message);
  await expect(message.getByRole('link', { name: 'CLICK HERE' })).toHaveAttribute('href', '/powerplay-store');
  await expect(side.getByRole('link', { name: 'Add Live Scores' })).toHaveAttribute(
    'href',
    '/powerplay-store',
  );

  // The set starts by itself (the replay): the page hears it, and the team's powerplays show.
  const headline = page.getByRole('region', { name: 'Game set', exact: true });
  await expect(headline).toContainText(notices.SPORTS_GAMESET_STARTED.message, {
    timeout: Math.max(0, startAt - Date.now()) + 60_000,
  });
  const increase = matchRow(page, a).getByRole('button', { name: `Increase ${a.home.name}` });
  await expect(increase).toBeVisible();
  const stock = side.getByRole('listitem').filter({ hasText: 'Increase' });
  await expect(stock).toContainText('3');

  // Using one is refused with the same message, its CLICK HERE leading to the store; nothing is spent.
  await increase.click();
  const dialog = await expectMessage(page, catalogue.SPORTS_SUBSCRIPTION_NEEDED);
  await expect(dialog.getByRole('link', { name: 'CLICK HERE' })).toHaveAttribute('href', '/powerplay-store');
  await closeMessage(dialog);
  await expect(stock).toContainText('3');
  const standing = (await (
    await page.request.get(`/api/sports/entries/${basic.entryId}/live`)
  ).json()) as SportsLiveScoreResponse;
  expect(standing.state.adjustments).toEqual({});
  expect(standing.powerplays.find((p) => p.name === 'Increase')?.remaining).toBe(3);
  const refused = await page.request.post(`/api/sports/entries/${basic.entryId}/powerplays`, {
    headers: { origin: ORIGIN },
    data: { powerplayId: 19, team: a.home.pickKey },
  });
  expect(refused.status()).toBe(catalogue.SPORTS_SUBSCRIPTION_NEEDED.status);
  expect(await refused.json()).toMatchObject({
    error: { code: 'SPORTS_SUBSCRIPTION_NEEDED', message: catalogue.SPORTS_SUBSCRIPTION_NEEDED.message },
  });

  // The side panel's link: the store.
  await side.getByRole('link', { name: 'Add Live Scores' }).click();
  await expect(page).toHaveURL('/powerplay-store');
});

test('a replayed 2019 baseball game goes live on a team page and its inning moves on', async ({ page }) => {
  // The set has just started (the test above waits for it), and only the replay drives its matches
  // until the finals below.
  allowUntilStart(setup, 2 * 60_000);
  const { ace, startAt } = setup;
  await page.goto(`/select-teams-cta?contest=${ace.id}`);
  await waitForPage(page, ace.name);
  await expect(page.getByText(/copyrighted by Retrosheet/)).toBeVisible();

  // The feed replays the day's real line scores: a match shows LIVE with its half inning, live (no reload).
  const inning = /LIVE · (Top|Bottom|End of Inning) (\d+)/;
  const liveStatus = page.locator('.match-status').filter({ hasText: inning }).first();
  await expect(liveStatus).toBeVisible({ timeout: Math.max(0, startAt - Date.now()) + 60_000 });
  // A live match can no longer be picked.
  const card = page.getByRole('listitem').filter({ has: liveStatus }).first();
  await expect(card.getByRole('button', { name: /Select This Team/ }).first()).toBeDisabled();
  const matchName = await card.getAttribute('aria-label');
  const sameMatch = page.getByRole('listitem', { name: matchName!, exact: true }).first();
  const first = (await sameMatch.locator('.match-status').textContent()) ?? '';
  const stage = (text: string) => {
    const m = inning.exec(text);
    if (!m) return Number.POSITIVE_INFINITY; // Finished: past every inning.
    const half = m[1] === 'Top' ? 0 : m[1] === 'Bottom' ? 1 : 2;
    return Number(m[2]) * 3 + half;
  };
  const before = stage(first);
  expect(before).toBeLessThan(Number.POSITIVE_INFINITY);
  // The inning advances (half innings pass in seconds at the e2e server's compression).
  await expect
    .poll(async () => stage((await sameMatch.locator('.match-status').textContent()) ?? ''), {
      timeout: 120_000,
      intervals: [1000],
    })
    .toBeGreaterThan(before);
});

test('Chase the Ace won: the final arrives live, the prize is credited once and shows on every page; a 3 loses', async ({
  request,
}) => {
  allowUntilStart(setup, 90_000);
  const { ace, a, b, aceWinner, aceLoser, startAt } = setup;
  const page = await livePage(aceWinner, ace);
  const before = await wallet(page.request);
  const headline = page.getByRole('region', { name: 'Game set', exact: true });
  await expect(headline).toContainText(notices.SPORTS_GAMESET_STARTED.message, {
    timeout: Math.max(0, startAt - Date.now()) + 60_000,
  });
  await expect(page.getByRole('region', { name: 'My Score', exact: true })).toContainText(
    notices.SPORTS_RESULT_POSSIBLE.message,
  );

  // Every match ends (both picks on exactly 1 run): the page hears the final and the settlement.
  await finishSet(request);
  await expect(headline).toHaveText(notices.SPORTS_GAMESET_FINAL.message);
  const results = page.getByRole('region', { name: 'Results', exact: true });
  await expect(results.locator('.summary-result')).toHaveText(
    `${notices.SPORTS_RESULT_WON.message} ${formatCash(ACE_PRIZE)}`,
  );
  await expect(results).toContainText(
    `Teams with 1 run${formatMessage(notices.SPORTS_ACES_HEADLINE.message, { ones: 2, picks: 2 })}`,
  );
  await expect(results).toContainText(notices.PRIZES_CREDITED.message);
  await expect(results.getByRole('link', { name: 'Play Again' })).toHaveAttribute('href', '/live-sports');
  const ended = page.getByRole('region', { name: 'Game Ended', exact: true });
  await expect(ended.getByRole('listitem', { name: `${a.away.name} at ${a.home.name}` })).toContainText(
    'My Score: 1',
  );
  await expect(ended.getByRole('listitem', { name: `${b.away.name} at ${b.home.name}` })).toContainText(
    'My Score: 1',
  );
  await expect(page.getByRole('region', { name: 'Live', exact: true })).toHaveCount(0);

  // Credited once, through the ledger.
  const description = `${ledgerNameOf(ace)}: won with 2 teams`;
  await expect.poll(async () => (await prizesOf(page.request, ace)).length).toBe(1);
  const [prize] = await prizesOf(page.request, ace);
  expect(prize).toMatchObject({ description, amount: ACE_PRIZE, currency: 'cash', kind: 'prize' });
  expect((await wallet(page.request)).cashCents).toBe(before.cashCents + ACE_PRIZE);

  // The balance, the transactions and Game Central's total winnings.
  await page.goto('/my-account/my-balance');
  await expect(page.getByLabel('Cash balance')).toHaveText(dollars(before.cashCents + ACE_PRIZE));
  await page.goto('/my-account/my-powerplays');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: description, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(dollars(ACE_PRIZE));
  await page.goto('/game-central');
  await waitForPage(page, 'My Game Center');
  await expect(page.getByRole('region', { name: 'Total winnings', exact: true })).toContainText(
    dollars(ACE_PRIZE),
  );

  // A reload shows the same result from the server, and nothing more was paid.
  await page.goto(`/livescore/${aceWinner.entryId}`);
  await waitForPage(page, ace.name);
  await expect(
    page.getByRole('region', { name: 'Results', exact: true }).locator('.summary-result'),
  ).toHaveText(`${notices.SPORTS_RESULT_WON.message} ${formatCash(ACE_PRIZE)}`);
  expect(await prizesOf(page.request, ace)).toHaveLength(1);
  expect((await wallet(page.request)).cashCents).toBe(before.cashCents + ACE_PRIZE);

  // The other player's second pick ended on 3 runs: a loss, nothing paid.
  const lost = await livePage(aceLoser, ace);
  await expect(lost.getByRole('region', { name: 'Game set', exact: true })).toHaveText(
    notices.SPORTS_GAMESET_FINAL.message,
  );
  const lostResults = lost.getByRole('region', { name: 'Results', exact: true });
  await expect(lostResults.locator('.summary-result')).toHaveText(notices.SPORTS_RESULT_LOST.message);
  await expect(lostResults).toContainText(
    `Teams with 1 run${formatMessage(notices.SPORTS_ACES_HEADLINE.message, { ones: 1, picks: 2 })}`,
  );
  await expect(lostResults).not.toContainText(notices.PRIZES_CREDITED.message);
  await expect(lost.getByRole('listitem', { name: `${b.away.name} at ${b.home.name}` })).toContainText(
    'My Score: 3',
  );
  expect(await prizesOf(lost.request, ace)).toHaveLength(0);
});

test('Baseball Blackjack: runs adding up to 21 win, 22 is a bust', async ({ request }) => {
  allowUntilStart(setup, 90_000);
  const { blackjack, blackjackWinner, blackjackBust } = setup;
  await finishSet(request);

  const won = await livePage(blackjackWinner, blackjack);
  await expect(won.getByRole('region', { name: 'Game set', exact: true })).toHaveText(
    notices.SPORTS_GAMESET_FINAL.message,
  );
  const results = won.getByRole('region', { name: 'Results', exact: true });
  await expect(results).toContainText('Total runs21');
  await expect(results).not.toContainText('(bust)');
  await expect(results.locator('.summary-result')).toHaveText(
    `${notices.SPORTS_RESULT_WON.message} ${formatCash(BLACKJACK_PRIZE)}`,
  );
  await expect.poll(async () => (await prizesOf(won.request, blackjack)).length).toBe(1);
  expect((await prizesOf(won.request, blackjack))[0]).toMatchObject({
    description: `${ledgerNameOf(blackjack)}: won with 2 teams`,
    amount: BLACKJACK_PRIZE,
  });

  const bust = await livePage(blackjackBust, blackjack);
  await expect(bust.getByRole('region', { name: 'Game set', exact: true })).toHaveText(
    notices.SPORTS_GAMESET_FINAL.message,
  );
  const bustResults = bust.getByRole('region', { name: 'Results', exact: true });
  await expect(bustResults).toContainText('Total runs22 (bust)');
  await expect(bustResults.locator('.summary-result')).toHaveText(notices.SPORTS_RESULT_LOST.message);
  expect(await prizesOf(bust.request, blackjack)).toHaveLength(0);
});

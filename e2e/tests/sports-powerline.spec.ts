import {
  catalogue,
  notices,
  sportNameOf,
  sportsLedgerName,
  type SportsFeedStateResponse,
  type TransactionsResponse,
} from '@powerplay/contracts';
import { expect, test } from '@playwright/test';
import { bearer, operatorToken, ORIGIN, registerPlayer, wallet } from './lottery-support';
import { contestOf, lobbyRow, ownGameSet, teamButton, UNHURRIED_MS } from './sports-support';
import { closeMessage, expectMessage, waitForPage } from './support';

// NFL PowerLine from the draft page's advertisement to a perfect line's prize in the balance, against the
// real server (docs/rules/sports.md "NFL PowerLine"). The operator starts a football week of this
// journey's own, well after the journey (so nothing but this journey drives it); the server gives it its
// PowerLine contest. A new player follows the draft page's ad to the type's page, enters the contest from
// the lobby, picks one team of every game (a second team of a game replaces the first; a game left out
// is refused), and the provider feed (as the operator) ends every game with the home team ahead: the
// player's line of home teams is perfect, and nobody else entered, so the whole $2,000 is theirs.

const PERFECT_PRIZE = 200_000;

test('NFL PowerLine: from the draft page to a perfect line paid in the balance', async ({
  browser,
  request,
}) => {
  test.setTimeout(3 * 60_000);
  const token = await operatorToken();
  const set = await ownGameSet(request, { league: 'football', leadMs: UNHURRIED_MS, token });
  const contest = contestOf(set, 'powerline');
  const { matches } = set;
  expect(matches.length).toBeGreaterThan(1);

  const context = await browser.newContext({ baseURL: ORIGIN });
  const page = await context.newPage();
  await registerPlayer(page.request);

  // The draft page's other advertised prize leads to PowerLine's page, and from there to the games.
  await page.goto('/draft-day');
  const ad = page.getByRole('region', { name: notices.DRAFT_POWERLINE.title });
  await ad.getByRole('link', { name: 'Play NFL PowerLine' }).click();
  await expect(page).toHaveURL('/select-teams-powerline');
  await expect(page.getByText(/Pick the winner of every game of the week/)).toBeVisible();
  await page.getByRole('link', { name: 'Choose a game' }).click();
  await expect(page).toHaveURL('/select-games/4');
  await waitForPage(page, 'Select a game');
  await page.getByRole('button', { name: 'NFL PowerLine', exact: true }).click();
  await lobbyRow(page, contest)
    .getByRole('button', { name: new RegExp(`^Enter\\s+${contest.name}`) })
    .click();
  await expect(page).toHaveURL(`/select-teams-powerline?contest=${contest.id}`);
  await waitForPage(page, contest.name);

  // One team per game: the first game's away team, then its home team in its place.
  await teamButton(page, matches[0]!.away.name).click();
  await teamButton(page, matches[0]!.home.name).click();
  await expect(teamButton(page, matches[0]!.away.name)).toHaveAccessibleName(/^Select This Team/);
  for (const m of matches.slice(1, -1)) await teamButton(page, m.home.name).click();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await closeMessage(await expectMessage(page, catalogue.SPORTS_POWERLINE_EVERY_GAME));
  await teamButton(page, matches[matches.length - 1]!.home.name).click();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await closeMessage(await expectMessage(page, notices.SPORTS_PICKS_UPDATED, 'dialog'));
  await expect(page).toHaveURL(/\/game-central\?entry=\d+$/);
  const entryId = Number(new URL(page.url()).searchParams.get('entry'));
  const cashBefore = (await wallet(page.request)).cashCents;

  // Every game ends with the home team ahead (as the operator's provider feed, past any replay step).
  const state = await request.get(`/api/operator/sports/game-sets/${set.gameSetId}/feed`, {
    headers: bearer(token),
  });
  expect(state.status(), await state.text()).toBe(200);
  const fed = await request.post('/api/operator/sports/feed', {
    headers: bearer(token),
    data: {
      updates: ((await state.json()) as SportsFeedStateResponse).matches.map((m) => ({
        feedGameId: m.feedGameId,
        sequence: Math.max(m.sequence, m.lastProviderSequence ?? 0) + 1000,
        status: 'FINISHED' as const,
        homeScore: 24,
        awayScore: 10,
      })),
    },
  });
  expect(fed.status(), await fed.text()).toBe(200);

  await page.goto(`/livescore/${entryId}`);
  await waitForPage(page, contest.name);
  await expect(page.locator('.summary-result')).toContainText(notices.SPORTS_RESULT_WON.message);
  await expect(page.getByText(`${matches.length} right · 0 missed · 0 to play`)).toBeVisible();
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
  expect((await credited())[0]).toMatchObject({ amount: PERFECT_PRIZE, currency: 'cash', kind: 'prize' });
  expect((await wallet(page.request)).cashCents).toBe(cashBefore + PERFECT_PRIZE);
  await context.close();
});

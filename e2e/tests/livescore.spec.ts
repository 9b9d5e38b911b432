import {
  catalogue,
  formatMessage,
  notices,
  type SportsContest,
  type SportsEntriesResponse,
} from '@powerplay/contracts';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ORIGIN, registerPlayer } from './lottery-support';
import {
  contestOf,
  feedLive,
  onceOnly,
  ownGameSet,
  teamButton,
  UNHURRIED_MS,
  type League,
  type Match,
} from './sports-support';
import { closeMessage, expectMessage, expectNoSeriousViolations, waitForPage } from './support';

// The live score page against the real server: a player enters the Chase the Ace contest of a baseball
// game set of the journey's own (started on demand by the operator) and picks two teams; the operator's
// provider feed (POST /api/operator/sports/feed) then starts one of their matches, which the page
// receives on the game set's stream, and the player uses powerplays on it.

/**
 * The Chase the Ace contest of a game set of this journey's own and two of its matches. The feed drives
 * those matches before the set's start (the replay drives them from then on), so the set starts well
 * after the journey, which never waits for it.
 */
async function ownChaseTheAce(
  request: APIRequestContext,
  league: League,
): Promise<{ contest: SportsContest; pair: Match[] }> {
  const set = await ownGameSet(request, {
    league,
    leadMs: UNHURRIED_MS,
    accept: (m) => onceOnly(m).length >= 2,
  });
  const contest = contestOf(set, 'chase_the_ace');
  expect(contest.minTeams <= 2 && contest.maxTeams >= 2, 'two teams may be picked').toBe(true);
  // Clubs playing once in the set (a doubleheader lists a club twice: its rows would look alike).
  return { contest, pair: onceOnly(set.matches).slice(0, 2) };
}

test('a player enters, picks, and uses powerplays once their game set is live', async ({ page, request }) => {
  const { contest, pair } = await ownChaseTheAce(request, 'baseball');
  const [first, second] = pair as [Match, Match];
  await registerPlayer(page.request);

  // Enter and pick two home teams through the team selection page.
  await page.goto(`/select-teams-cta?contest=${contest.id}`);
  await waitForPage(page, contest.name);
  await teamButton(page, first.home.name).click();
  await teamButton(page, second.home.name).click();
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await closeMessage(await expectMessage(page, notices.SPORTS_PICKS_UPDATED, 'dialog'));
  await expect(page).toHaveURL(/\/game-central\?entry=\d+$/);
  const mine = (await (await page.request.get('/api/sports/entries')).json()) as SportsEntriesResponse;
  const entry = mine.entries.find((e) => e.contest.id === contest.id)!;

  // /livescore opens the latest entry: before the start, the start, teams selected and the countdown.
  await page.goto('/livescore');
  await expect(page).toHaveURL(`/livescore/${entry.id}`);
  await waitForPage(page, contest.name);
  const headline = page.getByRole('region', { name: 'Game set' });
  await expect(headline.getByText('Teams selected')).toBeVisible();
  await expect(headline.getByRole('timer', { name: 'Time to start' })).toContainText('mins');
  const row = (m: Match) => page.getByRole('listitem', { name: `${m.away.name} at ${m.home.name}` });
  await expect(row(first)).toContainText(/Available at \d{1,2}:\d{2} [AP]M E[SD]T/);
  await expect(row(first)).toContainText('My Score: 0');

  // The right arrow: no newer entry.
  await page.getByRole('button', { name: /Next entry/ }).click();
  await closeMessage(await expectMessage(page, notices.SPORTS_NO_FUTURE_GAMES), 'escape');

  // The feed starts the first match: the page hears it on the game set's stream (no reload, no polling).
  await feedLive(request, first, 1, 2);
  await expect(headline).toContainText(notices.SPORTS_GAMESET_STARTED.message);
  await expect(headline).toContainText(notices.SPORTS_GOOD_LUCK.message);
  await expect(page.getByRole('region', { name: 'Live' }).getByRole('listitem')).toHaveCount(1);
  await expect(row(first)).toContainText('Bottom 2');
  await expect(row(first)).toContainText('My Score: 1');
  await expect(row(second)).toContainText(/Available at/);
  const summary = page.getByRole('region', { name: 'My Score' });
  await expect(summary).toContainText(
    formatMessage(notices.SPORTS_ACES_HEADLINE.message, { ones: 1, picks: 2 }),
  );

  // Increase: My Score 2, announced politely, one Increase fewer.
  const side = page.getByRole('complementary', { name: 'Powerplays' });
  await expect(side.getByRole('listitem').filter({ hasText: 'Increase' })).toContainText('3');
  await row(first)
    .getByRole('button', { name: `Increase ${first.home.name}` })
    .click();
  await expect(page.getByRole('status').filter({ hasText: 'Increase used on' })).toHaveText(
    formatMessage(notices.SPORTS_POWERPLAY_DONE.message, {
      powerplay: 'Increase',
      team: first.home.name,
      score: 2,
    }),
  );
  await expect(row(first)).toContainText('My Score: 2');
  await expect(side.getByRole('listitem').filter({ hasText: 'Increase' })).toContainText('2');
  await expect(summary).toContainText(
    formatMessage(notices.SPORTS_ACES_HEADLINE.message, { ones: 0, picks: 2 }),
  );

  // Lock needs a score of 1: the server's refusal in the dialog, focus back on the button.
  const lock = row(first).getByRole('button', { name: `Lock ${first.home.name}` });
  await lock.click();
  await closeMessage(await expectMessage(page, catalogue.SPORTS_SCORE_NOT_1));
  await expect(lock).toBeFocused();

  // Decrease back to 1, then Lock: Locked with its icon, and a run scored later leaves it at 1.
  await row(first)
    .getByRole('button', { name: `Decrease ${first.home.name}` })
    .click();
  await expect(row(first)).toContainText('My Score: 1');
  await lock.click();
  await expect(row(first)).toContainText(notices.SPORTS_TEAM_LOCKED_LABEL.message);
  await expect(row(first).locator('.lock-icon')).toBeVisible();
  await feedLive(request, first, 3, 4);
  await expect(row(first)).toContainText('Bottom 4');
  await expect(row(first)).toContainText('My Score: 1');

  // Add (the side panel) through Select A Replacement: a team not held, of a match not finished.
  const announced = (text: string) =>
    expect(page.getByRole('status').filter({ hasText: text })).toHaveText(text);
  const choose = async (name: string) => {
    const dialog = page.getByRole('dialog', { name: 'Select A Replacement' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: new RegExp(`^${second.home.name}`) })).toHaveCount(0);
    await dialog.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    await expect(dialog).toBeHidden();
  };
  const add = side.getByRole('button', { name: 'Add', exact: true });
  await add.click();
  await choose(first.away.name);
  await announced(formatMessage(notices.SPORTS_TEAM_ADDED.message, { team: first.away.name }));
  await expect(summary).toContainText('Teams selected3');
  // The kit's one Add is spent: Add is off, saying why, and opens nothing.
  const noneLeft = notices.PP_OFF_NONE_LEFT.message;
  await expect(add).toHaveAttribute('aria-disabled', 'true');
  await expect(add).toHaveAccessibleDescription(noneLeft);
  await expect(side.getByText(noneLeft)).toBeVisible();
  // (Playwright waits for an aria-disabled button to be enabled: a forced click is the player's.)
  await add.click({ force: true });
  await expect(page.getByRole('dialog', { name: 'Select A Replacement' })).toBeHidden();

  // Remove it again (allowed: a team was added and the picks are above the minimum).
  await row(first)
    .getByRole('button', { name: `Remove ${first.away.name}` })
    .click();
  await announced(formatMessage(notices.SPORTS_TEAM_REMOVED.message, { team: first.away.name }));
  await expect(summary).toContainText('Teams selected2');

  // The second match starts; Swap its held team for the first match's away team, then Undo the swap.
  await feedLive(request, second, 0, 1);
  await expect(page.getByRole('region', { name: 'Live' }).getByRole('listitem')).toHaveCount(2);
  await row(second)
    .getByRole('button', { name: `Swap ${second.home.name}` })
    .click();
  await choose(first.away.name);
  await announced(
    formatMessage(notices.SPORTS_TEAM_SWAPPED.message, {
      team: second.home.name,
      replacement: first.away.name,
    }),
  );
  await expect(row(second)).not.toContainText('My Score');
  // The Swap button went with the team: the keyboard lands on the matches heading, not the body.
  await expect(page.getByRole('heading', { level: 2, name: /^Matches/ })).toBeFocused();
  await expect(row(first)).toContainText(/My Score: 0[\s\S]*My Score: 1/);
  await expect(side.getByRole('listitem').filter({ hasText: 'Swap' })).toContainText('0');
  // Swap used up: off on the held teams' rows (the swapped-in one here), with its reason; Undo gives it
  // back.
  const swap = row(first).getByRole('button', { name: `Swap ${first.away.name}` });
  await expect(swap).toHaveAttribute('aria-disabled', 'true');
  await expect(swap).toHaveAccessibleDescription(noneLeft);
  await row(first)
    .getByRole('button', { name: `Undo ${first.home.name}` })
    .click();
  await announced(notices.SPORTS_UNDONE.message);
  await expect(row(second)).toContainText('My Score: 0');
  await expect(side.getByRole('listitem').filter({ hasText: 'Swap' })).toContainText('1');
  await expect(row(second).getByRole('button', { name: `Swap ${second.home.name}` })).toHaveAttribute(
    'aria-disabled',
    'false',
  );

  // A reload shows the same standing from the server.
  await page.reload();
  await waitForPage(page, contest.name);
  await expect(row(first)).toContainText('My Score: 1');
  await expect(row(first)).toContainText(notices.SPORTS_TEAM_LOCKED_LABEL.message);
  await expect(row(second)).toContainText('My Score: 0');
  await expect(side.getByRole('listitem').filter({ hasText: 'Lock' })).toContainText('1');
  await expect(summary).toContainText('Teams selected2');

  await expectNoSeriousViolations(page);
});

test('the live score page fits a phone without horizontal scroll', async ({ browser, request }) => {
  // Hockey: a game set of its own.
  const { contest, pair } = await ownChaseTheAce(request, 'hockey');
  const context = await browser.newContext({
    baseURL: ORIGIN,
    viewport: { width: 320, height: 740 },
    isMobile: true,
  });
  const page = await context.newPage();
  await registerPlayer(page.request);
  const entered = await page.request.post(`/api/sports/contests/${contest.id}/entries`, {
    headers: { origin: ORIGIN },
  });
  expect(entered.status(), await entered.text()).toBe(201);
  const { entry } = (await entered.json()) as { entry: { id: number } };
  const saved = await page.request.put(`/api/sports/entries/${entry.id}/picks`, {
    headers: { origin: ORIGIN },
    data: { teams: pair.map((m) => m.home.pickKey) },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  await page.goto(`/livescore/${entry.id}`);
  await waitForPage(page, contest.name);
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);

  // The busiest layout: a live match with the seven powerplays of a held team.
  const [live] = pair as [Match];
  await feedLive(request, live, 1, 1);
  const row = page.getByRole('listitem', { name: `${live.away.name} at ${live.home.name}` });
  await expect(row.getByRole('button', { name: `Increase ${live.home.name}` })).toBeVisible();
  await expect(row).toContainText('1st 12:34');
  await expect(row).toContainText(`Goalie: ${live.home.starter?.name ?? 'TBD'}`);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: 'Game Rules' }).click();
  const rules = page.getByRole('dialog', { name: 'Game Rules' });
  await expect(rules.getByRole('tab')).toHaveCount(5);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await rules.getByRole('button', { name: 'Close' }).click();
  await context.close();
});

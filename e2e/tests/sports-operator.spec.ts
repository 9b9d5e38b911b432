// The back office's sports panel against the real server: an operator adds an ELITE contest that a
// basic-club player may not enter, and corrects a finished match. Each journey starts a baseball game set
// of its own through the operator instead of waiting for a slot of the demo schedule. (A replayed game
// going live on a team page is watched on livescore-results' set, which that journey waits for anyway.)
import {
  catalogue,
  type ContestsResponse,
  type GameSetMatchesResponse,
  type OperatorGameSet,
  type OperatorGameSetsResponse,
  type SportsContest,
  type SportsFeedStateResponse,
} from '@powerplay/contracts';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { bearer, operatorToken, registerPlayer, signInAsOperator } from './lottery-support';
import { BASEBALL, ownGameSet, UNHURRIED_MS } from './sports-support';
import { closeMessage, expectMessage, expectNoSeriousViolations, unique, waitForPage } from './support';

/** Each match's feed state (the back office's), through the operator's session. */
async function feedState(request: APIRequestContext, id: number): Promise<SportsFeedStateResponse> {
  const response = await request.get(`/api/operator/sports/game-sets/${id}/feed`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as SportsFeedStateResponse;
}

/** The back office's view of a game set (its counts), through the operator's session. */
async function operatorGameSet(request: APIRequestContext, id: number): Promise<OperatorGameSet> {
  const response = await request.get('/api/operator/sports/game-sets');
  expect(response.status(), await response.text()).toBe(200);
  const { gameSets } = (await response.json()) as OperatorGameSetsResponse;
  const set = gameSets.find((s) => s.id === id);
  expect(set, `game set #${id} is listed`).toBeTruthy();
  return set!;
}

test('an operator adds an ELITE contest in the back office; a basic-club player may not enter it', async ({
  page,
  browser,
}) => {
  // A long journey (the back office, then two players' pages): room for a loaded two-core machine.
  test.setTimeout(120_000);
  await signInAsOperator(page.request);
  // Contests are added only to a set not started: the journey never waits for its start.
  const own = await ownGameSet(page.request, { leadMs: UNHURRIED_MS });
  const set = await operatorGameSet(page.request, own.gameSetId);
  const name = `Elite Ace ${unique()}`;

  await page.goto('/operator');
  await waitForPage(page, 'Operator');
  const panel = page.getByRole('region', { name: 'Sports game sets' });
  await panel.getByRole('button', { name: `Open game set #${set.id}` }).click();
  await expect(panel.getByRole('region', { name: `Feed of game set #${set.id}` })).toBeVisible();
  const form = panel.getByRole('form', { name: `Add a contest to game set #${set.id}` });
  await form.getByLabel('Game type').selectOption({ label: 'Chase the Ace' });
  await form.getByLabel('Sponsor').fill('Acme Sports');
  await form.getByLabel('Name (optional)').fill(name);
  await form.getByLabel('Minimum teams').fill('1');
  await form.getByLabel('Maximum teams').fill('2');
  await form.getByLabel('Eligibility').selectOption('ELITE');
  await expect(form.getByLabel('Restriction')).toHaveValue('ENTRY');
  await expect(form.getByLabel('Prize ($) for 2 teams')).toBeVisible();
  await expectNoSeriousViolations(page);

  // A grid row left empty is refused before anything is sent.
  await form.getByLabel('Prize ($) for 1 team').fill('25');
  await form.getByRole('button', { name: 'Create contest' }).click();
  await closeMessage(await expectMessage(page, catalogue.SPORTS_CONTEST_INVALID));

  await form.getByLabel('Prize ($) for 2 teams').fill('100.50');
  await form.getByRole('button', { name: 'Create contest' }).click();
  const notice = panel.getByText(
    new RegExp(`^Contest #\\d+ \\(${name}\\) is open for entries on game set #${set.id}\\.$`),
  );
  await expect(notice).toBeVisible();
  const id = Number(/#(\d+)/.exec((await notice.textContent()) ?? '')?.[1]);

  // Players see it with its grid and eligibility.
  const list = (await (
    await page.request.get(`/api/sports/${BASEBALL}/contests`)
  ).json()) as ContestsResponse;
  const contest = list.contests.find((c) => c.id === id) as SportsContest;
  expect(contest).toMatchObject({
    name,
    sponsor: 'Acme Sports',
    eligibility: 'ELITE',
    restriction: 'ENTRY',
    minTeams: 1,
    maxTeams: 2,
    maxPrize: 10_050,
    gameSetId: set.id,
  });

  // A new (basic club) player tries to enter it from the games table.
  const context = await browser.newContext();
  try {
    const player = await context.newPage();
    await registerPlayer(player.request);
    await player.goto('/select-games/2');
    await waitForPage(player, 'Select a game');
    await player.getByRole('button', { name: 'Chase the Ace', exact: true }).click();
    const row = player.getByRole('table').getByRole('row').filter({ hasText: name }).first();
    await expect(row).toContainText('Acme Sports');
    await expect(row).toContainText('Elite');
    await row.getByRole('button', { name: new RegExp(`^Enter\\s+${name}`) }).click();
    const dialog = await expectMessage(player, catalogue.CLUB_NOT_ELIGIBLE);
    await expect(dialog).toHaveAccessibleName('Sorry!');
    await expect(dialog).toHaveAccessibleDescription(
      'You are not eligible to enter This game. Please Increase your points to upgrade your Club.',
    );
    await closeMessage(dialog);
    // Nothing was entered.
    const entries = (await (await player.request.get('/api/sports/entries')).json()) as {
      entries: unknown[];
    };
    expect(entries.entries).toHaveLength(0);
  } finally {
    await context.close();
  }

  // The back office counts the new contest on its set.
  await panel.getByRole('button', { name: 'Refresh game sets' }).click();
  const setRow = panel
    .getByRole('region', { name: 'Game sets' })
    .getByRole('row')
    .filter({
      has: page.getByRole('button', { name: `Open game set #${set.id}` }),
    });
  await expect(setRow.getByRole('cell').nth(4)).toHaveText(String(set.contests + 1));
});

test('an operator corrects a finished match: sent as the next provider update, applied once, shown to players', async ({
  page,
}) => {
  await signInAsOperator(page.request);
  // The back office opens first and stays open while the match finishes.
  await page.goto('/operator');
  await waitForPage(page, 'Operator');
  // A match of the journey's own set finishes: the provider (the operator's feed) sends its final, the
  // replay's own score, as the next update (a replayed game lasts 3 minutes: no wait for it).
  const token = await operatorToken();
  const { gameSetId: id } = await ownGameSet(page.request, { token, leadMs: UNHURRIED_MS });
  const started = await feedState(page.request, id);
  const first = started.matches[0]!;
  expect(first.scriptFinal, 'a replayed match has its real final').toBeTruthy();
  const finished = await page.request.post('/api/operator/sports/feed', {
    headers: bearer(token),
    data: {
      updates: [
        {
          feedGameId: first.feedGameId,
          sequence: Math.max(first.sequence, first.lastProviderSequence ?? 0) + 1,
          status: 'FINISHED',
          ...first.scriptFinal!,
        },
      ],
    },
  });
  expect(finished.status(), await finished.text()).toBe(200);
  expect(await finished.json()).toMatchObject({ applied: 1, ignored: 0 });
  const feed = await feedState(page.request, id);
  const match = feed.matches.find((m) => m.status === 'FINISHED')!;
  expect(match.feedGameId).toBe(first.feedGameId);
  const next = Math.max(match.sequence, match.lastProviderSequence ?? 0) + 1;

  const panel = page.getByRole('region', { name: 'Sports game sets' });
  await panel.getByRole('button', { name: 'Refresh game sets' }).click();
  await panel.getByRole('button', { name: `Open game set #${id}` }).click();
  const table = panel.getByRole('region', { name: `Feed of game set #${id}` });
  const row = table.getByRole('row').filter({ hasText: match.feedGameId });
  await expect(row).toContainText('Finished');
  await expect(row).toContainText(`${match.awayScore} – ${match.homeScore}`);
  await row.getByRole('button', { name: `Correct score of ${match.feedGameId}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Correct the final score' });
  await expect(dialog).toContainText(`provider update #${next}`);
  await dialog.getByLabel(/^Home score/).fill(String(match.homeScore + 1));
  await dialog.getByRole('button', { name: 'Send correction' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    panel.getByText(
      new RegExp(
        `^Correction of ${match.feedGameId} \\(sequence ${next}\\): 1 applied, 0 ignored, \\d+ entries re-settled\\.$`,
      ),
    ),
  ).toBeVisible();
  await expect(row).toContainText(`${match.awayScore} – ${match.homeScore + 1}`);

  // Players see the corrected final.
  const { matches } = (await (
    await page.request.get(`/api/sports/game-sets/${id}/matches`)
  ).json()) as GameSetMatchesResponse;
  const corrected = matches.find((m) => m.feedGameId === match.feedGameId)!;
  expect(corrected.home.score).toBe(match.homeScore + 1);
  expect(corrected.status).toBe('FINISHED');
});

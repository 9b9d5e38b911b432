import { notices } from '@powerplay/contracts';
import { expect, test } from '@playwright/test';
import { registerPlayer } from './lottery-support';
import {
  contestOf,
  feedLive,
  hasDoubleheader,
  onceOnly,
  ownGameSet,
  teamButton,
  type Match,
} from './sports-support';
import { closeMessage, expectMessage, waitForPage } from './support';

// A doubleheader (the same two clubs twice in a replayed day) on the team selection and the live score
// page against the real server: its games are told apart, and Select A Replacement never offers a club
// the player holds.

test("a doubleheader's games are told apart, and Select A Replacement never offers a club the player holds", async ({
  page,
  request,
}) => {
  // A replayed day with a doubleheader (2 of the 7 days): searched on minutes of its own, far past the
  // other journeys' (the search may skip a few slates); the journey never waits for the start.
  const set = await ownGameSet(request, {
    leadMs: 90 * 60_000,
    tries: 20,
    accept: (m) => hasDoubleheader(m) && onceOnly(m).length >= 1,
  });
  const contest = contestOf(set, 'chase_the_ace');
  expect(contest.minTeams <= 2 && contest.maxTeams >= 2, 'two teams may be picked').toBe(true);
  const pairing = (m: Match) => [m.home.teamId, m.away.teamId].sort().join('|');
  const [game1, game2] = set.matches
    .filter((m, _, all) => all.filter((o) => pairing(o) === pairing(m)).length > 1)
    .sort((a, b) => a.feedGameId.localeCompare(b.feedGameId)) as [Match, Match];
  const other = onceOnly(set.matches)[0]!;
  const held = game1.home;
  const visitor = game1.away;
  await registerPlayer(page.request);

  // The team selection: two cards told apart by "Game 1" / "Game 2"; pick the host's game 1 and another.
  await page.goto(`/select-teams-cta?contest=${contest.id}`);
  await waitForPage(page, contest.name);
  const card = (m: Match, n: number) =>
    page.getByRole('listitem', { name: `${m.away.name} at ${m.home.name}, game ${n}` });
  await expect(card(game1, 1).getByText('Game 1', { exact: true })).toBeVisible();
  await expect(card(game2, 2).getByText('Game 2', { exact: true })).toBeVisible();
  await card(game1, 1)
    .getByRole('button', { name: `Select This Team ${held.name} Game 1` })
    .click();
  await teamButton(page, other.home.name).click();
  await expect(page.getByRole('complementary', { name: 'My Selections' })).toContainText(
    `${held.name} (Game 1)`,
  );
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await closeMessage(await expectMessage(page, notices.SPORTS_PICKS_UPDATED, 'dialog'));
  await page
    .getByRole('region', { name: notices.SPORTS_PICKS_SAVED_FOR.title })
    .getByRole('link', { name: new RegExp(`^${notices.SPORTS_GO_TO_LIVE_SCORE.message}`) })
    .click();
  await expect(page).toHaveURL(/\/livescore\/\d+$/);
  await waitForPage(page, contest.name);

  // Game 1 starts: its rows are told apart on the live score too.
  await feedLive(request, game1, 0, 1);
  const row = (m: Match, n: number) =>
    page.getByRole('listitem', { name: `${m.away.name} at ${m.home.name}, game ${n}` });
  await expect(row(game1, 1).getByText('Game 1', { exact: true })).toBeVisible();
  await expect(row(game2, 2).getByText('Game 2', { exact: true })).toBeVisible();

  // Swap the held host of game 1: never the host again (its game 2), the visitor in both games, labelled.
  await row(game1, 1)
    .getByRole('button', { name: `Swap ${held.name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Select A Replacement' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: new RegExp(`^${held.name}`) })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: new RegExp(`^${other.home.name}`) })).toHaveCount(0);
  await expect(
    dialog.getByRole('button', { name: new RegExp(`^${visitor.name} vs ${held.name} · Game 1 · `) }),
  ).toBeVisible();
  await expect(
    dialog.getByRole('button', { name: new RegExp(`^${visitor.name} vs ${held.name} · Game 2 · `) }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

import {
  catalogue,
  formatMessage,
  notices,
  type SportsContest,
  type SportsResponse,
} from '@powerplay/contracts';
import { expect, test } from '@playwright/test';
import { newPlayer, ORIGIN, registerPlayer } from './lottery-support';
import { contestOf, lobbyRow, ownGameSet, teamButton, UNHURRIED_MS, type Match } from './sports-support';
import { closeMessage, expectMessage, expectNoSeriousViolations, waitForPage } from './support';

// Sports journeys against the real server: browse, prizes, enter, pick, Game Central. Each journey that
// needs a contest of its own starts a baseball game set through the operator (a real 2019 day replayed,
// with the demo contests) instead of waiting for a slot of the demo schedule.

test('a visitor browses sports and game types and reads a prize grid', async ({ page, request }) => {
  const sports = (await (await request.get('/api/sports')).json()) as SportsResponse;
  const basketball = sports.sports.find((s) => s.slug === 'basketball')!;
  // Listed (not started or live) for the whole journey, which never waits for its start.
  const contest = contestOf(await ownGameSet(request, { leadMs: UNHURRIED_MS }), 'chase_the_ace');

  await page.goto('/select-games');
  await waitForPage(page, 'Select a game');
  await expect(page.getByRole('tab', { name: 'Hockey' })).toHaveAttribute('aria-selected', 'true');
  // A visitor is told the free games a month before choosing anything.
  await expect(page.getByText('3 free hockey games a month')).toBeVisible();

  // Basketball plays High 5, Pick 5, Zones and Brackets and opens on the first of them; its Chase the
  // Ace says where that is played, with nothing to be notified of.
  await page.getByRole('tab', { name: 'Basketball' }).click();
  await expect(page).toHaveURL('/select-games/3');
  await expect(page.getByRole('button', { name: 'High 5', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Chase the Ace', exact: true }).click();
  await expect(page.getByText(basketball.gameTypes[0]!.noGameText)).toBeVisible();
  await expect(page.getByText(basketball.gameTypes[0]!.noGameText)).toContainText(
    'Chase the Ace is played on baseball and hockey.',
  );
  await expect(page.getByRole('button', { name: /^Notify Me about Basketball/ })).toHaveCount(0);
  for (const name of ['High 5', 'Pick 5', 'Zones', 'Brackets'])
    await expect(page.getByRole('button', { name, exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Baseball' }).click();
  await expect(page).toHaveURL('/select-games/2');
  await page.getByRole('button', { name: 'Chase the Ace', exact: true }).click();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([
    'Game Name',
    'Sponsored By',
    'Game Type',
    'Start Date',
    'Max Prize',
    'Eligibility',
    'Entries',
    'Action',
  ]);
  const row = lobbyRow(page, contest);
  await expect(row).toContainText(contest.sponsor);

  await row.getByRole('button', { name: new RegExp(`prizes of ${contest.name}`) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  // Rows within min..max only, prizes in dollars for cash.
  const rows = dialog.getByRole('row');
  await expect(rows).toHaveCount(contest.maxTeams - contest.minTeams + 2);
  await expect(rows.nth(1).getByRole('cell').first()).toHaveText(String(contest.minTeams));
  if (contest.prizeKind === 'cash') await expect(rows.nth(1).getByRole('cell').nth(1)).toContainText('$');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await expectNoSeriousViolations(page);

  // Our Games carousel: three slides (one shown at a time, a dot for each), moving by itself once in
  // view (below the fold it holds still, as it does under the pointer: the pointer goes to the header).
  const ourGames = page.getByRole('region', { name: 'Our Games slides' });
  await expect(ourGames.getByRole('button', { name: /^Show game \d: / })).toHaveCount(3);
  await page.mouse.move(0, 0);
  await ourGames.scrollIntoViewIfNeeded();
  await expect(ourGames.getByRole('group', { name: /^2 of 3: / })).toBeVisible();

  // Hockey's layout: starting goalies; the contest's page reloads from its address alone.
  const hockeyContest = contestOf(
    await ownGameSet(request, { league: 'hockey', leadMs: UNHURRIED_MS }),
    'chase_the_ace',
  );
  await page.goto(`/select-teams-cta?contest=${hockeyContest.id}`);
  await waitForPage(page, hockeyContest.name);
  await expect(page.getByRole('heading', { level: 2, name: 'Hockey games' })).toBeVisible();
  await expect(page.getByText(/^Goalie: /).first()).toBeVisible();
  await expect(page.getByText(/Retrosheet/)).toHaveCount(0);

  // /select-teams-powerplay: the same team selection with ?contest=, and without a chosen game the
  // spec's "Please Select A Game To Edit" with the ways to choose one.
  await page.goto(`/select-teams-powerplay?contest=${hockeyContest.id}`);
  await waitForPage(page, hockeyContest.name);
  await expect(page.getByRole('heading', { level: 2, name: 'Hockey games' })).toBeVisible();
  await page.goto('/select-teams-powerplay');
  await waitForPage(page, 'Select your teams');
  const noGame = page.getByRole('status').filter({ hasText: notices.SPORTS_SELECT_GAME_TO_EDIT.message });
  await expect(noGame).toBeVisible();
  await noGame.getByRole('link', { name: 'Choose a game' }).click();
  await expect(page).toHaveURL('/select-games');

  // A game type's page without a contest: how it plays, its real rules, and the way to its games.
  await page.goto('/select-teams-zones');
  await waitForPage(page, /Zones/);
  await page.getByRole('button', { name: 'Game Rules' }).click();
  await expect(page.getByRole('dialog').getByRole('tab')).toHaveCount(5);
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Choose a game' }).click();
  await expect(page).toHaveURL(/\/select-games\/\d$/);
});

test('enter Chase the Ace signed out → sign in → back, pick teams with the max and min messages, submit → Updated → Game Central with the entry and its live score', async ({
  page,
  request,
}) => {
  // A long journey with two accessibility scans: a minute is too little on a loaded two-core machine.
  test.setTimeout(120_000);
  const player = newPlayer();
  await registerPlayer(request, player);
  // Teams may be picked only in matches not started: the set starts once the journey is done (about
  // half a minute), which never waits for it. A day with at least 12 clubs.
  const clubs = (matches: Match[]) => [...new Set(matches.flatMap((m) => [m.away.name, m.home.name]))];
  const set = await ownGameSet(request, { leadMs: UNHURRIED_MS, accept: (m) => clubs(m).length >= 12 });
  const contest = contestOf(set, 'chase_the_ace');

  await page.goto('/select-games/2');
  await waitForPage(page, 'Select a game');
  await page.getByRole('button', { name: 'Chase the Ace', exact: true }).click();
  // The row of this journey's set (every set has a Chase the Ace of that name).
  const row = () => lobbyRow(page, contest);
  await row()
    .getByRole('button', { name: new RegExp(`^Enter\\s+${contest.name}`) })
    .click();
  await closeMessage(await expectMessage(page, catalogue.AUTH_REQUIRED));
  await expect(page).toHaveURL('/login');

  await waitForPage(page, 'Sign in');
  await page.getByLabel('Email or Display Name').fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  // Back on the game selection, with baseball and Chase the Ace chosen again.
  await expect(page).toHaveURL('/select-games/2');
  await expect(page.getByRole('button', { name: 'Chase the Ace', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await row()
    .getByRole('button', { name: new RegExp(`^Enter\\s+${contest.name}`) })
    .click();
  await expect(page).toHaveURL(`/select-teams-cta?contest=${contest.id}`);
  await waitForPage(page, contest.name);
  await expect(page.getByText(`Sponsored by ${contest.sponsor}`)).toBeVisible();
  // Entering took one of the month's free games: the page says what is left before any pick.
  await expect(page.getByText('2 of 3 free baseball games left this month')).toBeVisible();
  await expect(page.getByText(/copyrighted by Retrosheet/)).toBeVisible();
  await expect(
    page.getByText(formatMessage(notices.SPORTS_PICKS_HINT.message, { n: contest.minTeams })),
  ).toBeVisible();
  const selectMin = formatMessage(notices.SPORTS_SELECT_MIN.message, { n: contest.minTeams });
  await expect(page.getByRole('button', { name: selectMin })).toBeDisabled();
  await expectNoSeriousViolations(page);

  // Up to the max, then one more: refused and not selected.
  // Distinct names (a doubleheader lists a club twice).
  const teams = clubs(set.matches);
  for (const name of teams.slice(0, contest.maxTeams)) await teamButton(page, name).click();
  const extra = teams[contest.maxTeams]!;
  await teamButton(page, extra).click();
  await closeMessage(
    await expectMessage(page, {
      title: catalogue.SPORTS_PICKS_TOO_MANY.title,
      message: formatMessage(catalogue.SPORTS_PICKS_TOO_MANY.message, { max: contest.maxTeams }),
    }),
  );
  await expect(teamButton(page, extra)).toHaveAttribute('aria-pressed', 'false');

  // Clicking a selected team deselects it; down below the min (or to none) the messages show.
  for (const name of teams.slice(0, contest.maxTeams)) await teamButton(page, name).click();
  await expect(page.getByRole('button', { name: selectMin })).toBeDisabled();
  if (contest.minTeams > 1) {
    await teamButton(page, teams[0]!).click();
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await closeMessage(
      await expectMessage(page, {
        title: catalogue.SPORTS_PICKS_TOO_FEW.title,
        message: formatMessage(catalogue.SPORTS_PICKS_TOO_FEW.message, { min: contest.minTeams }),
      }),
    );
    await teamButton(page, teams[0]!).click();
  }

  // The min, then submit: Updated, then Game Central lists the entry.
  const chosen = teams.slice(0, Math.max(contest.minTeams, 2));
  for (const name of chosen) await teamButton(page, name).click();
  // A selected team's button says so, readable (axe's contrast check covers the selected state).
  for (const name of chosen) {
    await expect(teamButton(page, name)).toHaveAttribute('aria-pressed', 'true');
    await expect(teamButton(page, name)).toHaveText(new RegExp(`^${notices.SPORTS_TEAM_SELECTED.message}`));
  }
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Submit', exact: true }).click();
  await closeMessage(await expectMessage(page, notices.SPORTS_PICKS_UPDATED, 'dialog'));
  // Game Central with the entry highlighted and the way to its live score.
  await expect(page).toHaveURL(/\/game-central\?entry=\d+$/);
  const entryId = Number(new URL(page.url()).searchParams.get('entry'));
  await waitForPage(page, 'My Game Center');
  await expect(page.getByRole('tab', { name: 'LIVE SPORTS GAMES' })).toHaveAttribute('aria-selected', 'true');
  const saved = page.getByRole('region', { name: notices.SPORTS_PICKS_SAVED_FOR.title });
  await expect(saved).toContainText(
    formatMessage(notices.SPORTS_PICKS_SAVED_FOR.message, { contest: contest.name }),
  );
  await expect(saved).toBeFocused();
  const entry = page.getByRole('row').filter({ hasText: contest.name }).first();
  await expect(entry).toHaveAttribute('aria-current', 'true');
  await expect(entry).toContainText('Not Started');
  await expectNoSeriousViolations(page);
  await entry.getByRole('button', { name: `Actions for ${contest.name}` }).click();
  await page.getByRole('menuitem', { name: 'Show my Picks' }).click();
  const picks = page.getByRole('dialog');
  for (const name of chosen) await expect(picks.getByText(name, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(picks).toBeHidden();
  await saved.getByRole('link', { name: new RegExp(`^${notices.SPORTS_GO_TO_LIVE_SCORE.message}`) }).click();
  await expect(page).toHaveURL(`/livescore/${entryId}`);
  await waitForPage(page, contest.name);
});

test("the lobby says the games left this month; over the allowance, Enter shows the catalogue's refusal with its link to the store", async ({
  page,
}) => {
  await registerPlayer(page.request);
  // Without a plan a player may enter 3 contests of a sport per month: use them up through the API, on
  // the Chase the Ace and Blackjack of two baseball sets of the journey's own (open to every club, like
  // the set's High 5, Pick 5, Zones and Brackets).
  // Before any pick the lobby says how many are left (the server's count for this player).
  await page.goto('/select-games/2');
  await waitForPage(page, 'Select a game');
  await expect(page.getByText('3 of 3 free baseball games left this month')).toBeVisible();
  const open: SportsContest[] = [];
  for (let i = 0; i < 2; i++) {
    const { contests } = await ownGameSet(page.request, { leadMs: UNHURRIED_MS });
    expect(contests.map((c) => c.eligibility)).toEqual(Array(6).fill('ALL'));
    open.push(...contests.filter((c) => c.rule === 'chase_the_ace' || c.rule === 'blackjack'));
  }
  expect(open).toHaveLength(4);
  for (const contest of open.slice(0, 3)) {
    const response = await page.request.post(`/api/sports/contests/${contest.id}/entries`, {
      headers: { origin: ORIGIN },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  const fourth = open[3]!;

  await page.goto('/select-games/2');
  await waitForPage(page, 'Select a game');
  await expect(page.getByText('No baseball games left this month.')).toBeVisible();
  await page.getByRole('button', { name: fourth.gameTypeName, exact: true }).click();
  // The entered ones now offer View Entry.
  await expect(page.getByRole('link', { name: /^View Entry/ }).first()).toBeVisible();
  await lobbyRow(page, fourth)
    .getByRole('button', { name: new RegExp(`^Enter\\s+${fourth.name}`) })
    .click();
  const dialog = await expectMessage(page, catalogue.MONTHLY_ALLOWANCE_USED);
  await dialog.getByRole('link', { name: 'CLICK HERE' }).click();
  await expect(page).toHaveURL('/powerplay-store');
});

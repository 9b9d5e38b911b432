import { catalogue, type FantasyCurrentResponse, type FantasyEntryResponse } from '@powerplay/contracts';
import { expect, test, type Page } from '@playwright/test';
import { ORIGIN, registerPlayer } from './lottery-support';
import { waitForPage } from './support';

const picksPanel = (page: Page) => page.getByRole('complementary', { name: 'Submit My Picks' });
const myPicks = (page: Page) => page.getByRole('list', { name: 'My picks' });

async function currentGame(page: Page): Promise<FantasyCurrentResponse> {
  const response = await page.request.get('/api/fantasy/games/current');
  expect(response.status()).toBe(200);
  return (await response.json()) as FantasyCurrentResponse;
}

test('a visitor picks players across tabs, signs in keeping them, submits and sees My Scores', async ({
  page,
  playwright,
}) => {
  // The account exists, but this browser is signed out.
  const api = await playwright.request.newContext({ baseURL: ORIGIN });
  const player = await registerPlayer(api);
  await api.dispose();
  const { game, players } = await currentGame(page);
  const [center] = players.filter((p) => p.position === 'CENTER');
  const goalies = players.filter((p) => p.position === 'GOALIE');
  const [star] = players.filter((p) => p.position === 'STAR PLAYER');
  const goalie = goalies[goalies.length - 1]!;

  await page.goto('/fantasy-players');
  await waitForPage(page, 'Pick your players');
  await expect(page.getByText('Preview', { exact: true })).toBeVisible();
  await expect(page.getByText(/Fantasy hockey uses sample players/)).toBeVisible();
  const panel = picksPanel(page);
  const submit = panel.getByRole('button', { name: 'Submit My Picks' });
  await expect(panel.getByText(`Maximum Teams = ${game.maxTeamsAllowed}`)).toBeVisible();
  await expect(submit).toBeDisabled();

  // CENTER (the first tab) by click; GOALIE through the search box; STAR PLAYER by keyboard.
  await page.getByRole('button', { name: `Add ${center!.name}` }).click();
  await expect(submit).toBeEnabled();
  await page.getByRole('tab', { name: 'GOALIE' }).click();
  await page.getByLabel('Search players').fill(goalie.name.split(' ')[1]!);
  const goaliePanel = page.getByRole('tabpanel', { name: 'GOALIE' });
  await expect(goaliePanel.getByRole('listitem')).toHaveCount(1);
  await goaliePanel.getByRole('button', { name: `Add ${goalie.name}` }).click();
  await page.getByLabel('Search players').fill('');
  await page.getByRole('tab', { name: 'GOALIE' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'STAR PLAYER' })).toHaveAttribute('aria-selected', 'true');
  await page
    .getByRole('tabpanel', { name: 'STAR PLAYER' })
    .getByRole('button', { name: `Add ${star!.name}` })
    .click();
  await expect(myPicks(page).getByRole('listitem')).toHaveCount(3);

  // The goalie goes to the bench.
  const bench = panel.getByRole('button', { name: `Bench ${goalie.name}` });
  await bench.click();
  await expect(bench).toHaveAttribute('aria-pressed', 'true');

  // Signed out: Submit goes to /login, and back with the selection.
  await submit.click();
  await expect(page).toHaveURL('/login');
  await waitForPage(page, 'Sign in');
  await page.getByLabel('Email or Display Name').fill(player.email);
  await page.getByLabel('Password', { exact: true }).fill(player.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/fantasy-players');
  await waitForPage(page, 'Pick your players');
  await expect(myPicks(page).getByRole('listitem')).toHaveCount(3);
  await expect(panel.getByRole('button', { name: `Bench ${goalie.name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const saved = page.waitForResponse(
    (r) =>
      r.request().method() === 'PUT' && new URL(r.url()).pathname === `/api/fantasy/games/${game.id}/picks`,
  );
  await submit.click();
  expect((await saved).status()).toBe(200);
  await expect(page).toHaveURL('/fantasy-live');
  await waitForPage(page, 'Fantasy Live');
  await expect(page.getByText('Your picks are saved. Good luck!')).toBeVisible();

  const myScores = page.getByRole('region', { name: 'My Scores' });
  await expect(myScores.getByTestId('fantasy-total')).toHaveText(String(center!.score + star!.score));
  const rows = myScores.getByRole('table').getByRole('row');
  await expect(rows).toHaveCount(4);
  await expect(rows.filter({ hasText: goalie.name })).toContainText('Bench');
  await expect(rows.filter({ hasText: center!.name })).toContainText('Starting');
  await expect(page.getByRole('region', { name: 'Live Scores' }).getByRole('row')).toHaveCount(
    players.length + 1,
  );
  await expect(page.getByRole('region', { name: 'My Powerplays Inventory' })).toContainText(
    'No powerplays in this preview.',
  );

  // The picks are on the server: a reload shows them again.
  await page.reload();
  await expect(page.getByRole('region', { name: 'My Scores' }).getByTestId('fantasy-total')).toHaveText(
    String(center!.score + star!.score),
  );
});

test('"Select at least 1 team to submit your picks": the button waits for a pick and the server refuses none', async ({
  page,
}) => {
  await registerPlayer(page.request);
  const { game, players } = await currentGame(page);

  await page.goto('/fantasy-players');
  await waitForPage(page, 'Pick your players');
  const submit = picksPanel(page).getByRole('button', { name: 'Submit My Picks' });
  await expect(submit).toBeDisabled();
  await page.getByRole('button', { name: `Add ${players[0]!.name}` }).click();
  await expect(submit).toBeEnabled();
  await myPicks(page)
    .getByRole('button', { name: `Remove ${players[0]!.name} from my picks` })
    .click();
  await expect(submit).toBeDisabled();

  // The same rule on the server, for any client (cookie session, same origin).
  const refused = await page.request.put(`/api/fantasy/games/${game.id}/picks`, {
    headers: { origin: ORIGIN },
    data: { picks: [] },
  });
  expect(refused.status()).toBe(400);
  expect(await refused.json()).toEqual({
    error: {
      code: 'FANTASY_PICKS_TOO_FEW',
      title: catalogue.FANTASY_PICKS_TOO_FEW.title,
      message: 'Select at least 1 team to submit your picks',
    },
  });
  const entry = await page.request.get(`/api/fantasy/games/${game.id}/entry`);
  expect((await entry.json()) as FantasyEntryResponse).toEqual({ entry: null });
});

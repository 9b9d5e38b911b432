// Fantasy hockey (docs/rules/fantasy.md): a player picks players of a hockey set of this journey's own
// with a Star Player, watches their points move as the operator's feed plays the match, uses a Swap, and
// sees the contest settled.
import type { FantasyLiveResponse, FantasyPlayer, FantasyPlayersResponse } from '@powerplay/contracts';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { bearer, operatorToken, registerPlayer } from './lottery-support';
import { contestOf, ownGameSet, UNHURRIED_MS, type Match } from './sports-support';
import { waitForPage } from './support';

/** The provider's update of the match, as the operator (a sequence the replay has not reached). */
async function feed(
  request: APIRequestContext,
  match: Match,
  step: number,
  status: 'LIVE' | 'FINISHED',
  score: [number, number],
) {
  const response = await request.post('/api/operator/sports/feed', {
    headers: bearer(await operatorToken()),
    data: {
      updates: [
        {
          feedGameId: match.feedGameId,
          sequence: 1_000_000 + step,
          status,
          homeScore: score[0],
          awayScore: score[1],
          progress: status === 'LIVE' ? { league: 'hockey', period: 1, clockSeconds: 600 - step } : null,
        },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

test('a player picks hockey players with a Star Player, watches their points move, swaps, and sees the settlement', async ({
  page,
  request,
}) => {
  const set = await ownGameSet(request, { league: 'hockey', leadMs: UNHURRIED_MS });
  const contest = contestOf(set, 'fantasy');
  const match = set.matches[0]!;
  const { players } = (await (
    await request.get(`/api/fantasy/contests/${contest.id}/players`)
  ).json()) as FantasyPlayersResponse;
  // Players of the first match's clubs (a key is `<team id>:<slot>`): the home club's first centre and
  // starting goalie, the away club's first right wing.
  const of = (teamId: string, slot: string) => players.find((p) => p.key === `${teamId}:${slot}`)!;
  const home = (slot: string) => of(match.home.teamId, slot);
  const away = (slot: string) => of(match.away.teamId, slot);
  const [centre, goalie, wing] = [home('C1'), home('G1'), away('RW1')];
  await registerPlayer(page.request);

  await page.goto(`/select-teams-fantasy?contest=${contest.id}`);
  await waitForPage(page, 'Pick your players');
  await expect(page.getByText('Simulated players')).toBeVisible();
  // Generated names may repeat across clubs: a player's row is found by his name with his club.
  const add = (p: FantasyPlayer) =>
    page
      .getByRole('listitem')
      .filter({ hasText: `${p.name}${p.club} vs` })
      .getByRole('button', { name: `Add ${p.name}` })
      .click();
  await add(centre);
  await page.getByRole('tab', { name: 'GOALIE' }).click();
  await add(goalie);
  await page.getByRole('tab', { name: 'RIGHT WING' }).click();
  await add(wing);
  await page.getByRole('button', { name: `Bench ${wing.name}` }).click();
  // The first skater picked is the Star Player; the STAR PLAYER tab shows it.
  await page.getByRole('tab', { name: 'STAR PLAYER' }).click();
  await expect(page.getByRole('button', { name: `Make ${centre.name} my Star Player` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('button', { name: 'Submit My Picks' }).click();
  await expect(page).toHaveURL(/\/fantasy-live\/\d+$/);
  const entryId = Number(new URL(page.url()).pathname.split('/').pop());
  await waitForPage(page, 'Fantasy Live');
  await expect(page.getByTestId('my-score')).toHaveText('0');
  const row = (key: string) => page.getByTestId(`pick-${key}`);
  await expect(row(centre.key)).toContainText('★ Star Player');
  await expect(row(wing.key)).toContainText('Bench');

  // The away club scores: the home goalie's −1 shows without a reload (the set's live topic).
  await feed(request, match, 1, 'LIVE', [0, 1]);
  await expect(row(goalie.key).getByTestId('counted')).toHaveText('-1');
  await expect(page.getByTestId('my-score')).toHaveText('-1');

  // Swap: the bench wing in for the goalie; the goalie keeps his −1.
  await page.getByLabel('Bench player to bring in').selectOption(wing.key);
  await page.getByLabel('Active player to bench').selectOption(goalie.key);
  await page.getByRole('button', { name: 'Use Swap' }).click();
  await expect(page.getByRole('list', { name: 'Powerplays left' })).toContainText('Swap: 1');
  await expect(row(goalie.key)).toContainText('Bench');
  await expect(row(goalie.key).getByTestId('counted')).toHaveText('-1');

  // The match ends 2–1 for the home club: the set is settled, and the page says how the entry did.
  await feed(request, match, 2, 'LIVE', [1, 1]);
  await feed(request, match, 3, 'FINISHED', [2, 1]);
  // The set settles once every match of it is final.
  for (const other of set.matches.slice(1)) await feed(request, other, 3, 'FINISHED', [1, 0]);
  await expect(page.getByTestId('standing')).toHaveText(/Won \$|No prize this time/);
  const live = (await (
    await page.request.get(`/api/fantasy/entries/${entryId}/live`)
  ).json()) as FantasyLiveResponse;
  expect(live.entry.result).not.toBeNull();
  await expect(page.getByTestId('my-score')).toHaveText(String(live.myScore));
  await expect(page.getByTestId('standing')).toHaveText(
    live.entry.result === 'WON' ? /Won \$/ : 'No prize this time',
  );
});

// A league's season over two real draws (docs/rules/friends.md "Leagues", "League points"): the
// commissioner attaches a recurring Lotto 747 contest, the league-contests job makes a league contest
// for each of two new draws, both members play both, and the season's leaderboard on the league's page
// is the sum of each draw's league points, worked out here from the drawn balls and each entry's picks.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ORIGIN, randomPicks, registerPlayer, scheduleDraw } from './lottery-support';
import { expectNoSeriousViolations, unique, waitForPage } from './support';

const headers = { origin: ORIGIN };
const PLACE_POINTS = [10, 7, 5, 3, 1];

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

interface SeasonContest {
  id: number;
  status: string;
  game: { contestId: number };
}
interface LeagueBody {
  id: number;
  invite: { code: string | null } | null;
  season: { contests: SeasonContest[] };
}

/** The numbers of this player's entry in the draw that the draw drew. */
async function matches(request: APIRequestContext, drawId: number, drawn: readonly number[]) {
  const { entry } = await json<{ entry: { picks: number[] } }>(
    await request.get(`/api/lottery/games/${drawId}/entry`),
  );
  return entry.picks.filter((n) => drawn.includes(n)).length;
}

/** A member's row of the season's leaderboard on the league's page. */
const leaderboardRow = (page: Page, displayName: string) =>
  page
    .getByRole('region', { name: 'Season 1' })
    .getByRole('table')
    .first()
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${displayName}`) }) });

test('a league season: a recurring Lotto 747 contest over two draws adds up on the leaderboard', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  const commissioner = await registerPlayer(page.request);
  const context = await browser.newContext();
  try {
    const friendPage = await context.newPage();
    const friend = await registerPlayer(friendPage.request);
    const name = `Season ${unique()}`;

    // The league, its second member, and its recurring Lotto 747 contest.
    const created = await json<LeagueBody>(
      await page.request.post('/api/leagues', { headers, data: { name } }),
    );
    await json(
      await friendPage.request.post('/api/leagues/join', {
        headers,
        data: { code: created.invite!.code },
      }),
    );
    await json(
      await page.request.post(`/api/leagues/${created.id}/schedules`, {
        headers,
        data: { lotteryGameType: '747' },
      }),
    );

    // Two draws, made after the schedule: the job gives each a league contest while it takes entries.
    const timings = { ballIntervalSeconds: 3, delaySeconds: 1, finalWindowSeconds: 3 };
    const draws = [
      await scheduleDraw(page.request, '747', { startInSeconds: 40, ...timings }),
      await scheduleDraw(page.request, '747', { startInSeconds: 50, ...timings }),
    ];
    for (const draw of draws)
      for (const request of [page.request, friendPage.request]) {
        const saved = await request.put(`/api/lottery/games/${draw.id}/picks`, {
          headers,
          data: { numbers: randomPicks(7, 47) },
        });
        expect(saved.status(), await saved.text()).toBe(200);
      }
    const leagueContests = async () =>
      (await json<LeagueBody>(await page.request.get(`/api/leagues/${created.id}`))).season.contests.filter(
        (c) => draws.some((d) => d.id === c.game.contestId),
      );
    await expect.poll(async () => (await leagueContests()).length, { timeout: 60_000 }).toBe(2);

    // Both draws run and settle; their league contests are final.
    await expect
      .poll(async () => (await leagueContests()).map((c) => c.status), { timeout: 240_000 })
      .toEqual(['settled', 'settled']);
    const settled = await leagueContests();

    // Each draw's places from its balls and the members' picks: the more numbers drawn, the better
    // place; equal counts share the better place.
    const expected = { commissioner: { points: 0, firsts: 0 }, friend: { points: 0, firsts: 0 } };
    for (const draw of draws) {
      const { game } = await json<{ game: { drawn: { number: number }[] } }>(
        await page.request.get(`/api/lottery/games/${draw.id}`),
      );
      const drawn = game.drawn.map((b) => b.number);
      expect(drawn).toHaveLength(7);
      const scores = {
        commissioner: await matches(page.request, draw.id, drawn),
        friend: await matches(friendPage.request, draw.id, drawn),
      };
      for (const who of ['commissioner', 'friend'] as const) {
        const other = who === 'commissioner' ? scores.friend : scores.commissioner;
        const place = scores[who] >= other ? 1 : 2;
        expected[who].points += PLACE_POINTS[place - 1]!;
        if (place === 1) expected[who].firsts += 1;
      }
    }

    // The league's page, for each member: both contests final, and the leaderboard's sums.
    for (const [who, viewer] of [
      ['commissioner', page],
      ['friend', friendPage],
    ] as const) {
      await viewer.goto(`/leagues/${created.id}`);
      await waitForPage(viewer, name);
      const contests = viewer.getByRole('region', { name: 'Season 1' }).getByRole('table').nth(1);
      for (const { id } of settled)
        await expect(
          contests.getByRole('row').filter({ has: viewer.locator(`a[href="/private-contests/${id}"]`) }),
        ).toContainText('Final');
      for (const [member, player] of [
        ['commissioner', commissioner],
        ['friend', friend],
      ] as const) {
        const { points, firsts } = expected[member];
        await expect(leaderboardRow(viewer, player.displayName)).toHaveText(
          new RegExp(`${player.displayName}${member === who ? ' You' : ''}${points}${firsts}2$`),
        );
      }
      await expectNoSeriousViolations(viewer);
    }
  } finally {
    await context.close();
  }
});

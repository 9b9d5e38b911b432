// A private High 5 between two friends, live (docs/rules/friends.md "Standings"): the creator makes it on
// a High 5 of a game set of the journey's own and a friend joins with its code; the creator picks the
// home teams of five matches, the friend their away teams. Both keep the contest's page open in their
// own browser while the provider feed scores the matches: each run moves the standings on both pages,
// without a reload. The finals settle the set, and both pages show the final places.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, operatorToken, ORIGIN, registerPlayer } from './lottery-support';
import {
  addBaseballContest,
  cashRow,
  finishGameSet,
  onceOnly,
  ownGameSet,
  UNHURRIED_MS,
  type Match,
} from './sports-support';
import { expectNoSeriousViolations, unique, waitForPage } from './support';

const headers = { origin: ORIGIN };

interface Contest {
  id: number;
  invite: { code: string | null } | null;
  members: { me: boolean; entryId: number | null }[];
}

/** The provider's score of one match as the operator: live, past any sequence the replay could reach. */
async function score(request: APIRequestContext, match: Match, home: number, away: number, sequence: number) {
  const response = await request.post('/api/operator/sports/feed', {
    headers: bearer(await operatorToken()),
    data: {
      updates: [
        {
          feedGameId: match.feedGameId,
          sequence: 1_000_000 + sequence,
          status: 'LIVE',
          homeScore: home,
          awayScore: away,
          progress: { league: 'baseball', inning: 5, half: 'bottom' },
        },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The member's own entry in the private contest's game, with these teams picked. */
async function pick(request: APIRequestContext, contestId: number, teams: string[]) {
  const contest = (await (await request.get(`/api/private-contests/${contestId}`)).json()) as Contest;
  const entryId = contest.members.find((m) => m.me)!.entryId!;
  const saved = await request.put(`/api/sports/entries/${entryId}/picks`, { headers, data: { teams } });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** The standings as a page shows them: each row's place, player and score. */
async function standings(page: Page): Promise<string[][]> {
  const rows = (await page.getByRole('region', { name: 'Standings' }).getByRole('row').all()).slice(1);
  return Promise.all(
    rows.map(async (row) => {
      const [place, points] = await row.getByRole('cell').allTextContents();
      return [place!, (await row.getByRole('rowheader').textContent())!, points!];
    }),
  );
}

test('a private High 5: two friends pick, watch the standings move live, and see the final places', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const token = await operatorToken();
  // Five matches whose clubs play once that day; the set starts well after the journey, which drives
  // its matches through the provider feed.
  const set = await ownGameSet(page.request, {
    token,
    leadMs: UNHURRIED_MS,
    accept: (m) => onceOnly(m).length >= 5,
  });
  const matches = onceOnly(set.matches).slice(0, 5);
  const high5 = await addBaseballContest(page.request, token, set.gameSetId, {
    rule: 'high5',
    name: `Friends High 5 ${unique()}`,
    prizes: [cashRow(40, 100_000)],
  });

  const creator = await registerPlayer(page.request);
  const name = `Pals ${unique()}`;
  const created = await page.request.post('/api/private-contests', {
    headers,
    data: {
      game: { kind: 'sports', contestId: high5.id },
      name,
      size: 4,
      minPlayers: 2,
      picksVisible: false,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const contest = (await created.json()) as Contest;

  const context = await browser.newContext({ baseURL: ORIGIN });
  try {
    const friendPage = await context.newPage();
    const friend = await registerPlayer(friendPage.request);
    const joined = await friendPage.request.post('/api/invitations/join', {
      headers,
      data: { code: contest.invite!.code },
    });
    expect(joined.status(), await joined.text()).toBe(200);
    await pick(
      page.request,
      contest.id,
      matches.map((m) => m.home.pickKey),
    );
    await pick(
      friendPage.request,
      contest.id,
      matches.map((m) => m.away.pickKey),
    );

    // Both on the contest's page: two members, nothing scored yet.
    for (const viewer of [page, friendPage]) {
      await viewer.goto(`/private-contests/${contest.id}`);
      await waitForPage(viewer, name);
    }
    const you = (p: { displayName: string }) => `${p.displayName} You`;
    const them = (p: { displayName: string }) => p.displayName;
    const creatorName = (viewer: Page) =>
      viewer === page ? `${you(creator)} (creator)` : `${them(creator)} (creator)`;
    const friendName = (viewer: Page) => (viewer === page ? them(friend) : you(friend));
    const expectStandings = async (rows: (viewer: Page) => string[][]) => {
      for (const viewer of [page, friendPage])
        await expect.poll(() => standings(viewer), { timeout: 30_000 }).toEqual(rows(viewer));
    };

    // The first match goes live 3–0: the creator's home team leads, on both pages.
    await score(page.request, matches[0]!, 3, 0, 1);
    await expectStandings((v) => [
      ['1', creatorName(v), '3'],
      ['2', friendName(v), '0'],
    ]);
    await expectNoSeriousViolations(friendPage);

    // The second, 0–5: the friend's away team passes them.
    await score(page.request, matches[1]!, 0, 5, 2);
    await expectStandings((v) => [
      ['1', friendName(v), '5'],
      ['2', creatorName(v), '3'],
    ]);

    // The finals: the creator's 3 + 0 + 6 + 2 + 1 = 12 runs beat the friend's 0 + 5 + 1 + 2 + 2 = 10.
    const finals: [number, number][] = [
      [3, 0],
      [0, 5],
      [6, 1],
      [2, 2],
      [1, 2],
    ];
    await finishGameSet(
      page.request,
      set.gameSetId,
      new Map(matches.map((m, i) => [m.feedGameId, finals[i]!])),
    );
    for (const viewer of [page, friendPage]) {
      await viewer.reload();
      await waitForPage(viewer, name);
      await expect(viewer.getByText('Final', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
    }
    await expectStandings((v) => [
      ['1', creatorName(v), '12'],
      ['2', friendName(v), '10'],
    ]);
  } finally {
    await context.close();
  }
});

import { catalogue, type SportsLiveScoreResponse } from '@powerplay/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubEventSource } from '../../test/fakeEventSource';
import { json, mockFetch, renderPage, sentBodies } from '../../test/render';
import { LiveScorePage } from './LiveScorePage';
import { teamMoments } from './moments';
import { goalsAfter, recompute, withMatch } from './standing';
import { liveScore, match, matches, player, powerplays } from './testData';

/** docs/rules/sports.md "New powerplays": Double and Triple on the live score page. */
const path = '/livescore/:entryId';
const at = '/livescore/77';
const live = '/api/sports/entries/77/live';
const use = '/api/sports/entries/77/powerplays';
const NYA = 'NYA201904010-mlb-NYA';

const withMultipliers = [
  ...powerplays,
  { powerplayId: 30, name: 'Double', remaining: 1 },
  { powerplayId: 31, name: 'Triple', remaining: 1 },
];

function standing(
  patch: Parameters<typeof liveScore>[0] = {},
  stock = withMultipliers,
): SportsLiveScoreResponse {
  return { ...liveScore(patch), powerplays: stock };
}

function api(first: SportsLiveScoreResponse, post?: (init: RequestInit | undefined) => Response) {
  return mockFetch((url, init) => {
    if (url === use && init?.method === 'POST' && post) return post(init);
    if (url === '/api/auth/me') return json({ user: player });
    if (url === live) return json(first);
    if (url === '/api/sports') return json({ sports: [] });
    return json({ error: { code: 'NOT_FOUND', ...catalogue.NOT_FOUND } }, 404);
  });
}

const yankeesRow = () => screen.getByRole('listitem', { name: 'Baltimore Orioles at New York Yankees' });

describe('Double and Triple on the live score page', () => {
  it('appear by name on a held LIVE team when the kit has them, and in the side panel', async () => {
    stubEventSource();
    api(standing());
    renderPage(<LiveScorePage />, { path, at });
    const row = await screen.findByRole('listitem', { name: 'Baltimore Orioles at New York Yankees' });
    expect(within(row).getByRole('button', { name: 'Double New York Yankees' })).toBeEnabled();
    expect(within(row).getByRole('button', { name: 'Triple New York Yankees' })).toBeEnabled();
    const side = screen.getByRole('complementary', { name: 'Powerplays' });
    expect(side).toHaveTextContent('Double 1');
    expect(side).toHaveTextContent('Triple 1');
  });

  it('are not offered when the kit has none (Chase the Ace’s kit)', async () => {
    stubEventSource();
    api(standing({}, powerplays));
    renderPage(<LiveScorePage />, { path, at });
    await screen.findByRole('button', { name: 'Increase New York Yankees' });
    expect(screen.queryByRole('button', { name: /^Double / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Triple / })).not.toBeInTheDocument();
  });

  it('Double targets the held team, then shows My Score ×2 and is not offered on that team again', async () => {
    stubEventSource();
    const after = standing(
      { state: { multipliers: { [NYA]: 2 } } },
      withMultipliers.map((p) => (p.powerplayId === 30 ? { ...p, remaining: 0 } : p)),
    );
    const fetch = api(standing(), () => json(after));
    renderPage(<LiveScorePage />, { path, at });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Double New York Yankees' }));

    expect(sentBodies(fetch, use)).toEqual([{ powerplayId: 30, team: NYA }]);
    expect(await screen.findByText('Double used on New York Yankees. My Score: 2')).toBeInTheDocument();
    const row = yankeesRow();
    expect(row).toHaveTextContent('My Score: 2');
    expect(row).toHaveTextContent('×2');
    expect(within(row).queryByRole('button', { name: /^(Double|Triple) / })).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Undo New York Yankees' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Powerplays' })).toHaveTextContent('Double 0');
  });

  it("shows Triple's refusal (Not Allowed) from the server in the dialog", async () => {
    stubEventSource();
    const { status, title, message } = catalogue.SPORTS_NOT_ALLOWED;
    api(standing(), () => json({ error: { code: 'SPORTS_NOT_ALLOWED', title, message } }, status));
    renderPage(<LiveScorePage />, { path, at });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Triple New York Yankees' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Not Allowed');
  });
});

describe('Lock outside Chase the Ace on the page', () => {
  it('a team locked at its current my_score keeps it through match updates, shown Locked', async () => {
    const data = standing({ state: { locked: [NYA], lockedAt: { [NYA]: 3 } } });
    const yankees = (d: SportsLiveScoreResponse) => d.matches.find((m) => m.home.pickKey === NYA)!.mine.home;
    expect(yankees(data)).toEqual({ held: true, locked: true, myScore: 3 });
    const scored = matches.map((m) =>
      m.home.pickKey === NYA ? { ...m, home: { ...m.home, score: 8 }, sequence: 6 } : m,
    );
    expect(yankees(recompute(data, scored, data.state)).myScore).toBe(3);
    stubEventSource();
    api(data);
    renderPage(<LiveScorePage />, { path, at });
    const row = await screen.findByRole('listitem', { name: 'Baltimore Orioles at New York Yankees' });
    expect(row).toHaveTextContent('My Score: 3');
    expect(row).toHaveTextContent('Locked');
  });
});

describe('the standing kept current with a multiplier', () => {
  it('a match update moves a tripled team’s my_score by three per run (multipliers last)', () => {
    const data = standing({ state: { multipliers: { [NYA]: 3 }, adjustments: { [NYA]: 1 } } });
    const yankees = (d: SportsLiveScoreResponse) => d.matches.find((m) => m.home.pickKey === NYA)!.mine.home;
    expect(yankees(data)).toEqual({ held: true, locked: false, myScore: 6, multiplier: 3 });
    const scored = matches.map((m) =>
      m.home.pickKey === NYA ? { ...m, home: { ...m.home, score: 4 }, sequence: 6 } : m,
    );
    expect(yankees(recompute(data, scored, data.state))).toMatchObject({ myScore: 15, multiplier: 3 });
  });
});

describe('No Goal and 6th Skater on the live score page (hockey)', () => {
  const HOME = 'h1-nhl-TOR';
  /**
   * A simulated hockey match as the live answer gives it (its goals so far), the home team held: 2–1 in
   * the 2nd with 15:00 left (5:00 played), the home side's last goal at 1:00 of the 2nd (4:00 ago) unless
   * `lastGoal` says otherwise.
   */
  function hockeyStanding(
    state: Partial<SportsLiveScoreResponse['state']> = {},
    { lastGoal = 60, clockSeconds = 900 }: { lastGoal?: number; clockSeconds?: number } = {},
  ) {
    const base = match('h1', ['nhl-TOR', 'Toronto Maple Leafs'], ['nhl-BOS', 'Boston Bruins'], {
      league: 'hockey',
      status: 'LIVE',
      homeScore: 2,
      awayScore: 1,
      progress: { league: 'hockey', period: 2, clockSeconds },
      sequence: 3,
    });
    const goals = [
      { side: 'home' as const, period: 1, second: 300 },
      { side: 'away' as const, period: 1, second: 900 },
      { side: 'home' as const, period: 2, second: lastGoal },
    ];
    const data = liveScore({
      league: 'hockey',
      matches: [base],
      state: { picks: [HOME], locked: [], ...state },
    });
    const stock = [
      ...powerplays,
      { powerplayId: 33, name: 'No Goal', remaining: 1 },
      { powerplayId: 34, name: '6th Skater', remaining: 1 },
    ];
    const withGoals = [{ ...base, goals }];
    return { ...recompute(data, withGoals, data.state), powerplays: stock };
  }
  const button = (name: string) => screen.getByRole('button', { name: `${name} Toronto Maple Leafs` });

  it('offers No Goal within 2:00 of the last goal and sends it for the team', async () => {
    stubEventSource();
    // The last goal at 4:00 of the 2nd, 5:00 played: 1:00 ago.
    const first = hockeyStanding({}, { lastGoal: 240 });
    const fetch = api(first, () =>
      json(
        hockeyStanding({ adjustments: { [HOME]: -1 }, takenBack: { [HOME]: ['2:240'] } }, { lastGoal: 240 }),
      ),
    );
    renderPage(<LiveScorePage />, { path, at });
    const user = userEvent.setup();
    await screen.findByRole('listitem', { name: 'Boston Bruins at Toronto Maple Leafs' });
    expect(button('No Goal')).toHaveAttribute('aria-disabled', 'false');
    await user.click(button('No Goal'));
    expect(sentBodies(fetch, use)).toEqual([{ powerplayId: 33, team: HOME }]);
    expect(await screen.findByText('No Goal used on Toronto Maple Leafs. My Score: 1')).toBeInTheDocument();
  });

  it('turns off what cannot apply now, its reason beside it, and sends nothing', async () => {
    stubEventSource();
    const fetch = api(hockeyStanding());
    renderPage(<LiveScorePage />, { path, at });
    await screen.findByRole('listitem', { name: 'Boston Bruins at Toronto Maple Leafs' });
    // The last goal 4:00 ago: No Goal is off; a score of 2: Refresh is off. Both with the server's words.
    expect(button('No Goal')).toHaveAttribute('aria-disabled', 'true');
    expect(button('No Goal')).toHaveAccessibleDescription(catalogue.SPORTS_ACTION_UNAVAILABLE.message);
    expect(button('Refresh')).toHaveAttribute('aria-disabled', 'true');
    expect(button('Refresh')).toHaveAccessibleDescription('Score Is Not 11');
    // 6th Skater can act in a running period; Increase is never held back by the moment.
    expect(button('6th Skater')).toHaveAttribute('aria-disabled', 'false');
    expect(button('Increase')).toHaveAttribute('aria-disabled', 'false');
    const user = userEvent.setup();
    await user.click(button('No Goal'));
    await user.click(button('Refresh'));
    expect(sentBodies(fetch, use)).toEqual([]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('marks the held team with 6th Skater until its period ends, and offers it again in the next', async () => {
    stubEventSource();
    const after = hockeyStanding({ sixthSkater: { [HOME]: [{ period: 2, from: 300 }] } });
    const fetch = api(hockeyStanding(), () => json(after));
    renderPage(<LiveScorePage />, { path, at });
    const user = userEvent.setup();
    await screen.findByRole('listitem', { name: 'Boston Bruins at Toronto Maple Leafs' });
    expect(screen.queryByText(/6th Skater: goals ×2/)).not.toBeInTheDocument();
    await user.click(button('6th Skater'));
    expect(sentBodies(fetch, use)).toEqual([{ powerplayId: 34, team: HOME }]);
    expect(
      await screen.findByText('6th Skater used on Toronto Maple Leafs. My Score: 2'),
    ).toBeInTheDocument();
    const row = screen.getByRole('listitem', { name: 'Boston Bruins at Toronto Maple Leafs' });
    expect(row).toHaveTextContent('6th Skater: goals ×2 to the end of period 2');
    // Once a period: off now, with the server's reason.
    expect(button('6th Skater')).toHaveAttribute('aria-disabled', 'true');
    expect(button('6th Skater')).toHaveAccessibleDescription(catalogue.SPORTS_NOT_ALLOWED.message);
  });

  it('the mark ends with the period', () => {
    const during = hockeyStanding({ sixthSkater: { [HOME]: [{ period: 2, from: 300 }] } });
    const m = during.matches[0]!;
    const { mine: _mine, goals: _goals, ...event } = m;
    const third = withMatch(during, {
      ...event,
      progress: { league: 'hockey', period: 3, clockSeconds: 1100 },
      sequence: 9,
    });
    expect(teamMoments(during).get(HOME)?.sixthSkater).toBe(2);
    expect(teamMoments(third).get(HOME)).toEqual({ blocked: expect.any(Map), sixthSkater: null });
    expect(teamMoments(third).get(HOME)?.blocked.has(34)).toBe(false);
  });

  const home = (d: SportsLiveScoreResponse) => d.matches[0]!.mine.home;

  it('a goal the feed brings in the 6th Skater’s period counts 2 on the page, as the server counts it', () => {
    const data = hockeyStanding({ sixthSkater: { [HOME]: [{ period: 2, from: 300 }] } });
    expect(home(data).myScore).toBe(2);
    const m = data.matches[0]!;
    // The feed's event for the goal at 11:40 of the 2nd (8:20 left): score and clock, no goals.
    const { mine: _mine, goals: _goals, ...event } = m;
    const scored = {
      ...event,
      home: { ...m.home, score: 3 },
      progress: { league: 'hockey' as const, period: 2, clockSeconds: 500 },
      sequence: 4,
    };
    expect(goalsAfter(m, scored)?.filter((g) => g.side === 'home')).toEqual([
      { side: 'home', period: 1, second: 300 },
      { side: 'home', period: 2, second: 60 },
      { side: 'home', period: 2, second: 700 },
    ]);
    const after = withMatch(data, scored);
    expect(home(after).myScore).toBe(4);
    // The 3rd period: a goal counts 1 again.
    const third = withMatch(after, {
      ...scored,
      home: { ...m.home, score: 4 },
      progress: { league: 'hockey', period: 3, clockSeconds: 1000 },
      sequence: 5,
    });
    expect(home(third).myScore).toBe(5);
  });
});

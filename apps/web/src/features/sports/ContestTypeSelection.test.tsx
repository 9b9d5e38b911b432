import { catalogue, type SportsContest, type SportsPrizeRow } from '@powerplay/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubEventSource } from '../../test/fakeEventSource';
import { json, mockFetch, renderPage, sentBodies } from '../../test/render';
import { layoutPages } from './TeamSelectPage';
import { contest, gameSet, match, player, sportsFixture } from './testData';

const { brackets: BracketsPage, high5: High5Page, pick5: Pick5Page, zones: ZonesPage } = layoutPages;

// Four basketball games not started: eight teams to pick from.
const clubs: [string, string][] = [
  ['nba-BOS', 'Boston Celtics'],
  ['nba-PHI', 'Philadelphia 76ers'],
  ['nba-LAL', 'Los Angeles Lakers'],
  ['nba-GSW', 'Golden State Warriors'],
  ['nba-MIA', 'Miami Heat'],
  ['nba-CHI', 'Chicago Bulls'],
  ['nba-DEN', 'Denver Nuggets'],
  ['nba-UTA', 'Utah Jazz'],
];
const basketballMatches = [0, 2, 4, 6].map((i) => {
  const m = match(`G${i}`, clubs[i]!, clubs[i + 1]!, { league: 'basketball' });
  for (const side of ['home', 'away'] as const) m[side] = { ...m[side], starter: null };
  return m;
});
const basketballSet = { ...gameSet, league: 'basketball' as const, leagueId: 16, credit: null };
const keyOf = (name: string) => {
  const m = basketballMatches.find((x) => x.home.name === name || x.away.name === name)!;
  return m.home.name === name ? m.home.pickKey : m.away.pickKey;
};

const cash = (teams: number, dollars: number): SportsPrizeRow => ({
  teams,
  kind: 'cash',
  amount: dollars * 100,
  description: null,
  retailValueCents: null,
});

function api(typed: Partial<SportsContest>, prizes: SportsPrizeRow[], saved: unknown = { picks: [] }) {
  const c = contest({ leagueId: 16, sportId: 3, myEntryId: 77, ...typed });
  return mockFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (url === '/api/auth/me') return json({ user: player });
    if (url === '/api/sports') return json(sportsFixture);
    if (url === '/api/sports/contests/5') return json({ contest: c, prizes, gameSet: basketballSet });
    if (url === '/api/sports/game-sets/9/matches')
      return json({ gameSet: basketballSet, matches: basketballMatches });
    if (key === 'GET /api/sports/entries/77/picks') return json(saved);
    if (key === 'PUT /api/sports/entries/77/picks') return json(JSON.parse(init?.body as string));
    return json({ error: { code: 'NOT_FOUND', ...catalogue.NOT_FOUND } }, 404);
  });
}

/** The PUT bodies of the entry's picks (the GET sends none). */
const saves = (fetch: ReturnType<typeof mockFetch>) =>
  sentBodies(fetch, '/api/sports/entries/77/picks').filter((b) => b !== null);

const pick = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^(Select This Team|Selected ✓)\\s+${name}$`) });

async function prizeCells(u: ReturnType<typeof userEvent.setup>) {
  await u.click(screen.getByRole('button', { name: 'Prize Grid' }));
  const dialog = await screen.findByRole('dialog');
  const cells = [
    ...within(dialog)
      .getAllByRole('columnheader')
      .map((c) => c.textContent),
    ...within(dialog)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ];
  await u.click(within(dialog).getByRole('button', { name: 'Close' }));
  return cells;
}

describe('High 5, Zones, Pick 5 and Brackets team selection', () => {
  it('High 5 on basketball: no starters, its thresholds in points best first, exactly 5 teams', async () => {
    stubEventSource();
    const fetch = api({ rule: 'high5', layout: 'high5', name: 'NBA High 5', minTeams: 5, maxTeams: 5 }, [
      cash(560, 10),
      cash(650, 1000),
      cash(600, 100),
    ]);
    const u = userEvent.setup();
    renderPage(<High5Page />, { path: '/select-teams-high5', at: '/select-teams-high5?contest=5' });
    expect(await screen.findByRole('heading', { level: 1, name: 'NBA High 5' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Basketball games' })).toBeInTheDocument();
    expect(screen.getByText(/Their points add up/)).toBeInTheDocument();
    await screen.findByRole('listitem', { name: 'Philadelphia 76ers at Boston Celtics' });
    expect(screen.queryByText(/Pitcher|Goalie|TBD/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Starting Lineups' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/\bruns?\b/);

    expect(await prizeCells(u)).toEqual([
      'Total',
      'Prize',
      '650 points or more',
      '$1,000',
      '600 points or more',
      '$100',
      '560 points or more',
      '$10',
    ]);

    for (const name of clubs.slice(0, 4).map(([, n]) => n)) await u.click(pick(name));
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Select at least 5 Team(s)');
    await u.click(screen.getByRole('button', { name: 'OK' }));
    await u.click(pick('Miami Heat'));
    await u.click(pick('Chicago Bulls'));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('You can Only Select 5 Teams!');
    await u.click(screen.getByRole('button', { name: 'OK' }));

    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Your picks are saved!');
    expect(saves(fetch)).toEqual([{ teams: clubs.slice(0, 5).map(([, n]) => keyOf(n)) }]);
  });

  it('Pick 5: the grid reads hands, best first', async () => {
    stubEventSource();
    api({ rule: 'pick5', layout: 'pick5', name: 'NBA Pick 5', minTeams: 5, maxTeams: 5 }, [
      cash(2, 5),
      cash(7, 1000),
      cash(4, 50),
    ]);
    const u = userEvent.setup();
    renderPage(<Pick5Page />, { path: '/select-teams-pick5', at: '/select-teams-pick5?contest=5' });
    await screen.findByRole('heading', { level: 1, name: 'NBA Pick 5' });
    expect(await prizeCells(u)).toEqual([
      'Hand',
      'Prize',
      'Five of a Kind',
      '$1,000',
      'Straight',
      '$50',
      'Two Pair',
      '$5',
    ]);
  });

  it('Brackets: picks are seeds, moved up and down; 2, 4 or 8 teams only; saved in seed order', async () => {
    stubEventSource();
    const fetch = api(
      { rule: 'brackets', layout: 'brackets', name: 'NBA Brackets', minTeams: 2, maxTeams: 8 },
      [cash(2, 5), cash(4, 25), cash(8, 100)],
    );
    const u = userEvent.setup();
    renderPage(<BracketsPage />, { path: '/select-teams-brackets', at: '/select-teams-brackets?contest=5' });
    await screen.findByRole('listitem', { name: 'Philadelphia 76ers at Boston Celtics' });
    expect(await prizeCells(u)).toEqual([
      'Bracket',
      'Prize',
      '2 teams',
      '$5',
      '4 teams',
      '$25',
      '8 teams',
      '$100',
    ]);

    for (const name of ['Boston Celtics', 'Philadelphia 76ers', 'Los Angeles Lakers'])
      await u.click(pick(name));
    const selections = () =>
      within(screen.getByRole('complementary', { name: 'My Selections' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent?.match(/^Seed \d[^↑]*/)?.[0]);
    expect(selections()).toEqual([
      'Seed 1Boston Celtics',
      'Seed 2Philadelphia 76ers',
      'Seed 3Los Angeles Lakers',
    ]);
    expect(screen.getByRole('button', { name: 'Move Boston Celtics up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Los Angeles Lakers down' })).toBeDisabled();
    await u.click(screen.getByRole('button', { name: 'Move Los Angeles Lakers up' }));
    await u.click(screen.getByRole('button', { name: 'Move Los Angeles Lakers up' }));
    expect(selections()).toEqual([
      'Seed 1Los Angeles Lakers',
      'Seed 2Boston Celtics',
      'Seed 3Philadelphia 76ers',
    ]);

    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(catalogue.SPORTS_BRACKET_SIZE.message);
    await u.click(screen.getByRole('button', { name: 'OK' }));
    expect(saves(fetch)).toEqual([]);

    await u.click(pick('Golden State Warriors'));
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Your picks are saved!');
    expect(saves(fetch)).toEqual([
      {
        teams: ['Los Angeles Lakers', 'Boston Celtics', 'Philadelphia 76ers', 'Golden State Warriors'].map(
          keyOf,
        ),
      },
    ]);
  });

  it("Zones: each pick placed in one of the sport's zones, refused without one, saved with the zones", async () => {
    stubEventSource();
    const fetch = api(
      { rule: 'zones', layout: 'zones', name: 'NBA Zones', minTeams: 1, maxTeams: 10 },
      [cash(1, 2), cash(2, 5)],
      { picks: [keyOf('Boston Celtics')], zones: { [keyOf('Boston Celtics')]: 2 } },
    );
    const u = userEvent.setup();
    renderPage(<ZonesPage />, { path: '/select-teams-zones', at: '/select-teams-zones?contest=5' });
    const celtics = await screen.findByRole('combobox', { name: 'Zone for Boston Celtics' });
    expect(celtics).toHaveValue('2');
    expect(
      within(celtics)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose a zone',
      '≤ 99 points',
      '100–109 points',
      '110–119 points',
      '120–129 points',
      '130+ points',
    ]);

    await u.click(pick('Miami Heat'));
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(catalogue.SPORTS_ZONE_REQUIRED.message);
    await u.click(screen.getByRole('button', { name: 'OK' }));
    expect(saves(fetch)).toEqual([]);

    await u.selectOptions(screen.getByRole('combobox', { name: 'Zone for Miami Heat' }), '130+ points');
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Your picks are saved!');
    expect(saves(fetch)).toEqual([
      {
        teams: [keyOf('Boston Celtics'), keyOf('Miami Heat')],
        zones: { [keyOf('Boston Celtics')]: 2, [keyOf('Miami Heat')]: 4 },
      },
    ]);
  });
});

import { catalogue, type SportsPrizeRow } from '@powerplay/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubEventSource } from '../../test/fakeEventSource';
import { json, mockFetch, renderPage, sentBodies } from '../../test/render';
import { layoutPages } from './TeamSelectPage';
import { contest, gameSet, match, player, sportsFixture } from './testData';

const PowerlinePage = layoutPages.powerline;

// Three football games not started.
const clubs: [string, string][] = [
  ['nfl-KC', 'Kansas City Chiefs'],
  ['nfl-DET', 'Detroit Lions'],
  ['nfl-BUF', 'Buffalo Bills'],
  ['nfl-NYJ', 'New York Jets'],
  ['nfl-PHI', 'Philadelphia Eagles'],
  ['nfl-NE', 'New England Patriots'],
];
const footballMatches = [0, 2, 4].map((i) => {
  const m = match(`G${i}`, clubs[i]!, clubs[i + 1]!, { league: 'football' });
  for (const side of ['home', 'away'] as const) m[side] = { ...m[side], starter: null };
  return m;
});
const footballSet = { ...gameSet, league: 'football' as const, leagueId: 17, credit: null };
const keyOf = (name: string) => {
  const m = footballMatches.find((x) => x.home.name === name || x.away.name === name)!;
  return m.home.name === name ? m.home.pickKey : m.away.pickKey;
};
const cash = (teams: number, dollars: number): SportsPrizeRow => ({
  teams,
  kind: 'cash',
  amount: dollars * 100,
  description: null,
  retailValueCents: null,
});

function api() {
  const c = contest({
    leagueId: 17,
    sportId: 4,
    myEntryId: 77,
    rule: 'powerline',
    layout: 'powerline',
    name: 'NFL PowerLine',
    minTeams: 1,
    maxTeams: 16,
  });
  return mockFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (url === '/api/auth/me') return json({ user: player });
    if (url === '/api/sports') return json(sportsFixture);
    if (url === '/api/sports/contests/5')
      return json({ contest: c, prizes: [cash(2, 100), cash(1, 2000)], gameSet: footballSet });
    if (url === '/api/sports/game-sets/9/matches')
      return json({ gameSet: footballSet, matches: footballMatches });
    if (key === 'GET /api/sports/entries/77/picks') return json({ picks: [] });
    if (key === 'PUT /api/sports/entries/77/picks') return json(JSON.parse(init?.body as string));
    return json({ error: { code: 'NOT_FOUND', ...catalogue.NOT_FOUND } }, 404);
  });
}

const pick = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^(Select This Team|Selected ✓)\\s+${name}$`) });

/** docs/rules/sports.md "NFL PowerLine": one team of every game. */
describe('NFL PowerLine team selection', () => {
  it('a perfect line first in the grid; picking a team replaces the other of its game; every game before saving', async () => {
    stubEventSource();
    const fetch = api();
    const u = userEvent.setup();
    renderPage(<PowerlinePage />, {
      path: '/select-teams-powerline',
      at: '/select-teams-powerline?contest=5',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'NFL PowerLine' })).toBeInTheDocument();
    expect(screen.getByText(/Pick the winner of every game of the week/)).toBeInTheDocument();
    await screen.findByRole('listitem', { name: 'Detroit Lions at Kansas City Chiefs' });
    // My Selections asks for every game, not the contest's minimum of one team.
    expect(screen.getByText('Pick The Winner Of Every Game To Enter This Contest')).toBeInTheDocument();
    expect(screen.queryByText(/Select At least 1 Team/)).toBeNull();

    await u.click(screen.getByRole('button', { name: 'Prize Grid' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Perfect line', '$2,000', '1 miss', '$100']);
    await u.click(within(dialog).getByRole('button', { name: 'Close' }));

    await u.click(pick('Kansas City Chiefs'));
    await u.click(pick('Buffalo Bills'));
    // The Lions take the Chiefs' place: one team per game.
    await u.click(pick('Detroit Lions'));
    expect(pick('Kansas City Chiefs')).toHaveAccessibleName(/^Select This Team/);
    expect(pick('Detroit Lions')).toHaveAccessibleName(/^Selected ✓/);

    // A game without a pick: refused before anything is sent.
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Pick the winner of every game: one team from each game',
    );
    await u.click(screen.getByRole('button', { name: 'OK' }));
    const puts = () => sentBodies(fetch, '/api/sports/entries/77/picks').filter((b) => b !== null);
    expect(puts()).toEqual([]);

    await u.click(pick('New England Patriots'));
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Your picks are saved!');
    expect(puts()).toEqual([
      { teams: ['Detroit Lions', 'Buffalo Bills', 'New England Patriots'].map(keyOf) },
    ]);
  });
});

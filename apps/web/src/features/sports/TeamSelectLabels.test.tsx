import { catalogue } from '@powerplay/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubEventSource } from '../../test/fakeEventSource';
import { json, mockFetch, renderPage } from '../../test/render';
import { doubleheaderGames } from './doubleheaders';
import { PowerplayTeamSelectPage, TeamSelectPage } from './TeamSelectPage';
import { contest, gameSet, match, player, prizeRows, signedOut, sportsFixture } from './testData';

// What a new player tripped on: a selected team's button, a doubleheader's two cards, and
// /select-teams-powerplay without a chosen game.

const cards = ['Chicago Cubs', 'St. Louis Cardinals'] as const;
// A doubleheader listed second game first: the labels follow the feed ids (same start), not the order.
const doubleheader = [
  match('SLN201904012', ['mlb-SLN', cards[1]], ['mlb-CHN', cards[0]]),
  match('NYA201904010', ['mlb-NYA', 'New York Yankees'], ['mlb-BAL', 'Baltimore Orioles']),
  match('SLN201904011', ['mlb-SLN', cards[1]], ['mlb-CHN', cards[0]]),
];

function api(signedIn = true) {
  return mockFetch((url, init) => {
    if (url === '/api/auth/me') return signedIn ? json({ user: player }) : json(signedOut, 401);
    if (url === '/api/sports') return json(sportsFixture);
    if (url === '/api/sports/contests/5')
      return json({ contest: contest({ myEntryId: signedIn ? 77 : null }), prizes: prizeRows, gameSet });
    if (url === '/api/sports/game-sets/9/matches') return json({ gameSet, matches: doubleheader });
    if (url === '/api/sports/entries/77/picks' && (init?.method ?? 'GET') === 'GET')
      return json({ picks: [] });
    return json({ error: { code: 'NOT_FOUND', ...catalogue.NOT_FOUND } }, 404);
  });
}

const path = '/select-teams-cta';
const at = `${path}?contest=5`;

describe('team selection labels', () => {
  it('says "Selected ✓" on a selected team and "Select This Team" again once deselected', async () => {
    stubEventSource();
    api();
    const u = userEvent.setup();
    renderPage(<TeamSelectPage />, { path, at });
    const card = await screen.findByRole('listitem', { name: 'Baltimore Orioles at New York Yankees' });
    const yankees = within(card).getByRole('button', { name: 'Select This Team New York Yankees' });
    expect(yankees).toHaveAttribute('aria-pressed', 'false');

    await u.click(yankees);
    expect(yankees).toHaveAttribute('aria-pressed', 'true');
    expect(yankees).toHaveTextContent(/^Selected ✓/);
    expect(yankees).toHaveAccessibleName('Selected ✓ New York Yankees');
    // The other side of the match is unchanged.
    expect(within(card).getByRole('button', { name: 'Select This Team Baltimore Orioles' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await u.click(yankees);
    expect(yankees).toHaveAccessibleName('Select This Team New York Yankees');
    expect(yankees).toHaveAttribute('aria-pressed', 'false');
  });

  it('labels a doubleheader "Game 1" / "Game 2" on its cards, buttons, selections and lineups', async () => {
    stubEventSource();
    api();
    const u = userEvent.setup();
    renderPage(<TeamSelectPage />, { path, at });
    const first = await screen.findByRole('listitem', { name: `${cards[0]} at ${cards[1]}, game 1` });
    const second = screen.getByRole('listitem', { name: `${cards[0]} at ${cards[1]}, game 2` });
    expect(within(first).getByText('Game 1')).toBeInTheDocument();
    expect(within(second).getByText('Game 2')).toBeInTheDocument();
    // A single game has no number.
    expect(
      screen.getByRole('listitem', { name: 'Baltimore Orioles at New York Yankees' }),
    ).not.toHaveTextContent(/Game \d/);

    await u.click(within(second).getByRole('button', { name: `Select This Team ${cards[1]} Game 2` }));
    const selections = screen.getByRole('complementary', { name: 'My Selections' });
    expect(within(selections).getByText(`${cards[1]} (Game 2)`)).toBeInTheDocument();
    expect(
      within(selections).getByRole('button', { name: `Remove ${cards[1]} (Game 2)` }),
    ).toBeInTheDocument();
    expect(
      within(first).getByRole('button', { name: `Select This Team ${cards[1]} Game 1` }),
    ).toHaveAttribute('aria-pressed', 'false');

    await u.click(screen.getByRole('button', { name: 'Starting Lineups' }));
    const lineups = await screen.findByRole('dialog', { name: 'Starting Lineups' });
    expect(within(lineups).getByText(`${cards[0]} (Game 1)`)).toBeInTheDocument();
    expect(within(lineups).getByText(`${cards[0]} (Game 2)`)).toBeInTheDocument();
  });

  // A starter's ERA or GAA the data does not have is left out, never a dash.
  it('leaves out an ERA the data does not have: on the card and in Starting Lineups', async () => {
    stubEventSource();
    const unknown = (m: ReturnType<typeof match>) => ({
      ...m,
      home: { ...m.home, starter: { name: `${m.home.name} Starter`, stat: null } },
      away: { ...m.away, starter: { name: `${m.away.name} Starter`, stat: null } },
    });
    const game = unknown(
      match('NYA201904010', ['mlb-NYA', 'New York Yankees'], ['mlb-BAL', 'Baltimore Orioles']),
    );
    const one = match('SLN201904011', ['mlb-SLN', cards[1]], ['mlb-CHN', cards[0]]);
    const show = (matches: ReturnType<typeof match>[]) =>
      mockFetch((url) => {
        if (url === '/api/auth/me') return json(signedOut, 401);
        if (url === '/api/sports') return json(sportsFixture);
        if (url === '/api/sports/contests/5') return json({ contest: contest(), prizes: prizeRows, gameSet });
        if (url === '/api/sports/game-sets/9/matches') return json({ gameSet, matches });
        return json({ error: { code: 'NOT_FOUND', ...catalogue.NOT_FOUND } }, 404);
      });
    show([game]);
    const u = userEvent.setup();
    const first = renderPage(<TeamSelectPage />, { path, at });
    const card = await screen.findByRole('listitem', { name: 'Baltimore Orioles at New York Yankees' });
    expect(card).toHaveTextContent('Pitcher: New York Yankees Starter');
    expect(card).not.toHaveTextContent(/ERA|—/);
    await u.click(screen.getByRole('button', { name: 'Starting Lineups' }));
    let lineups = await screen.findByRole('dialog', { name: 'Starting Lineups' });
    // No starter has one: no ERA column at all.
    expect(
      within(lineups)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Team', 'Starting Pitcher']);
    expect(lineups).not.toHaveTextContent('—');
    first.unmount();

    // One game with ERAs, one without: the column, and an empty cell where there is none.
    show([game, one]);
    renderPage(<TeamSelectPage />, { path, at });
    await u.click(await screen.findByRole('button', { name: 'Starting Lineups' }));
    lineups = await screen.findByRole('dialog', { name: 'Starting Lineups' });
    const rows = within(lineups).getAllByRole('row').slice(1);
    const cellsOf = (name: string) =>
      within(rows.find((r) => r.textContent?.startsWith(name))!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cellsOf('Baltimore Orioles')).toEqual(['Baltimore Orioles', 'Baltimore Orioles Starter', '']);
    expect(
      within(lineups)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Team', 'Starting Pitcher', 'ERA']);
    expect(lineups).toHaveTextContent('3.21');
    expect(lineups).not.toHaveTextContent('—');
  });

  it('numbers games by start, then by feed id; single games and reversed pairings too', () => {
    const later = match('SLN201904011', ['mlb-SLN', cards[1]], ['mlb-CHN', cards[0]], {
      startAt: '2030-04-02T03:05:00.000Z',
    });
    const earlier = match('CHN201904012', ['mlb-CHN', cards[0]], ['mlb-SLN', cards[1]]);
    const single = match('NYA201904010', ['mlb-NYA', 'New York Yankees'], ['mlb-BAL', 'Baltimore Orioles']);
    const games = doubleheaderGames([later, single, earlier]);
    expect(Object.fromEntries(games)).toEqual({ CHN201904012: 1, SLN201904011: 2 });
  });
});

describe('/select-teams-powerplay', () => {
  const powerplayPath = '/select-teams-powerplay';

  it('says "Please Select A Game To Edit" without a chosen game, with the ways to choose one', () => {
    api(false);
    renderPage(<PowerplayTeamSelectPage />, { path: powerplayPath });
    expect(screen.getByRole('heading', { level: 1, name: 'Select your teams' })).toBeInTheDocument();
    const message = screen.getByRole('status');
    expect(message).toHaveTextContent('Please Select A Game To Edit');
    expect(within(message).getByRole('link', { name: 'My Game Center' })).toHaveAttribute(
      'href',
      '/game-central',
    );
    expect(within(message).getByRole('link', { name: 'Choose a game' })).toHaveAttribute(
      'href',
      '/select-games',
    );
  });

  it('opens the same team selection as /select-teams-cta with ?contest=', async () => {
    stubEventSource();
    api();
    renderPage(<PowerplayTeamSelectPage />, { path: powerplayPath, at: `${powerplayPath}?contest=5` });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Monday Chase the Ace' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('listitem', { name: 'Baltimore Orioles at New York Yankees' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'My Selections' })).toBeInTheDocument();
    expect(screen.queryByText('Please Select A Game To Edit')).not.toBeInTheDocument();
  });
});

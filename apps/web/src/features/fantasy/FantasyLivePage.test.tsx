import { catalogue, type FantasyEntry, type FantasyPlayer } from '@powerplay/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage } from '../../test/render';
import { FantasyLivePage } from './FantasyLivePage';

const player = (id: number, name: string, position: FantasyPlayer['position'], score: number) => ({
  id,
  name,
  team: 'TOR',
  position,
  vs: 'BOS',
  g: 0,
  a: score,
  score,
});
const players: FantasyPlayer[] = [
  player(101, 'Mason Thibault', 'CENTER', 4),
  player(501, 'Victor Lemaire', 'GOALIE', 5),
  player(201, 'Owen Gagnon', 'LEFT WING', 2),
];
const game = { id: 1, name: 'Fantasy Hockey Preview', maxTeamsAllowed: 8, minTeamsAllowed: 1 };
const entry: FantasyEntry = {
  gameId: 1,
  picks: [
    { player: players[2]!, bench: true, myScore: 0 },
    { player: players[0]!, bench: false, myScore: 4 },
    { player: players[1]!, bench: false, myScore: 5 },
  ],
  totalScore: 9,
  updatedAt: '2026-11-22T00:00:00.000Z',
};
const user = { id: 3, displayName: 'Ada', email: 'a@x.com', role: 'player', club: 'basic' };

function server({ signedIn, mine }: { signedIn: boolean; mine: FantasyEntry | null }) {
  return mockFetch((url) => {
    if (url === '/api/auth/me')
      return signedIn
        ? json({ user })
        : json({ error: { code: 'AUTH_REQUIRED', ...catalogue.AUTH_REQUIRED } }, 401);
    if (url === '/api/fantasy/games/current') return json({ game, players });
    if (url === '/api/fantasy/games/1/entry') return json({ entry: mine });
    return json({}, 404);
  });
}

describe('FantasyLivePage', () => {
  it('shows Live Scores by score, My Scores starting then bench with my total, and an empty inventory', async () => {
    server({ signedIn: true, mine: entry });
    renderPage(<FantasyLivePage />, { path: '/fantasy-live', state: { saved: true } });
    expect(await screen.findByTestId('fantasy-total')).toHaveTextContent('9');
    expect(screen.getByText('Your picks are saved. Good luck!')).toBeInTheDocument();

    const live = screen.getByRole('table', { name: /Live Scores/ });
    const liveNames = within(live)
      .getAllByRole('rowheader')
      .map((c) => c.textContent);
    expect(liveNames).toEqual(['Victor Lemaire', 'Mason Thibault', 'Owen Gagnon']);

    const mine = screen.getByRole('table', { name: /My Scores/ });
    const rows = within(mine).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['TOR', 'Starting', '4', '4'],
      ['TOR', 'Starting', '5', '5'],
      ['TOR', 'Bench', '2', '0'],
    ]);
    const inventory = screen.getByRole('region', { name: 'My Powerplays Inventory' });
    expect(inventory).toHaveTextContent('No powerplays in this preview.');
    expect(screen.getByText('Preview')).toBeInTheDocument();
  });

  it('asks a visitor to sign in for My Scores, and says when I have no picks', async () => {
    server({ signedIn: false, mine: null });
    const { unmount } = renderPage(<FantasyLivePage />, { path: '/fantasy-live' });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(await screen.findByRole('table', { name: /Live Scores/ })).toBeInTheDocument();
    unmount();

    server({ signedIn: true, mine: null });
    renderPage(<FantasyLivePage />, { path: '/fantasy-live' });
    expect(await screen.findByText('You have not picked any players yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pick players' })).toHaveAttribute('href', '/fantasy-players');
  });
});

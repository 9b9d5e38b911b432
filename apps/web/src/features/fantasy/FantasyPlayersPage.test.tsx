import { catalogue } from '@powerplay/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage, sentBodies } from '../../test/render';
import { FantasyPlayersPage } from './FantasyPlayersPage';
import { fantasyContest, liveResponse, playersResponse } from './testData';

const player = { id: 7, displayName: 'Lucky', email: 'l@example.com', role: 'player', club: 'basic' };

function server({ refuse }: { refuse?: boolean } = {}) {
  return mockFetch((url, init) => {
    if (url === '/api/auth/me') return json({ user: player });
    if (url === '/api/fantasy/contests/5/players') return json(playersResponse);
    if (url === '/api/sports/contests/5')
      return json({ contest: fantasyContest, prizes: [], gameSet: playersResponse.gameSet });
    if (url === '/api/sports/entries') return json({ entries: [] });
    if (url === '/api/sports/contests/5/entries' && init?.method === 'POST')
      return json({ entry: { id: 9 } }, 201);
    if (url === '/api/fantasy/entries/9/picks' && init?.method === 'PUT')
      return refuse
        ? json({ error: { code: 'FANTASY_GOALIES_TOO_MANY', ...catalogue.FANTASY_GOALIES_TOO_MANY } }, 400)
        : json(liveResponse());
    return json({}, 404);
  });
}

describe('FantasyPlayersPage', () => {
  it('picks players by tab, says they are simulated, stars a skater, enters and saves', async () => {
    const fetch = server();
    const u = userEvent.setup();
    renderPage(<FantasyPlayersPage />, {
      path: '/select-teams-fantasy',
      at: '/select-teams-fantasy?contest=5',
    });
    expect(await screen.findByText('Noah Tremblay')).toBeInTheDocument();
    expect(screen.getByText('Simulated players')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Add Noah Tremblay' }));
    await u.click(screen.getByRole('button', { name: 'Add Liam Koivu' }));
    await u.click(screen.getByRole('tab', { name: 'GOALIE' }));
    await u.click(screen.getByRole('button', { name: 'Add Erik Dahl' }));
    await u.click(screen.getByRole('tab', { name: 'STAR PLAYER' }));
    const stars = screen.getByRole('list', { name: 'STAR PLAYER players' });
    // Goalies are never the Star Player; the first skater picked is, until I choose another.
    expect(within(stars).queryByText('Erik Dahl')).toBeNull();
    expect(within(stars).getByRole('button', { name: 'Make Noah Tremblay my Star Player' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await u.click(within(stars).getByRole('button', { name: 'Make Liam Koivu my Star Player' }));
    await u.click(screen.getByRole('button', { name: 'Bench Noah Tremblay' }));
    await u.click(screen.getByRole('button', { name: 'Submit My Picks' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/fantasy-live/9');
    expect(sentBodies(fetch, '/api/fantasy/entries/9/picks')).toEqual([
      {
        picks: [
          { key: 'nhl-TOR:C1', bench: true, star: false },
          { key: 'nhl-TOR:C2', bench: false, star: true },
          { key: 'nhl-TOR:G1', bench: false, star: false },
        ],
      },
    ]);
  });

  it("shows the server's refusal in the dialog", async () => {
    server({ refuse: true });
    const u = userEvent.setup();
    renderPage(<FantasyPlayersPage />, {
      path: '/select-teams-fantasy',
      at: '/select-teams-fantasy?contest=5',
    });
    await u.click(await screen.findByRole('button', { name: 'Add Noah Tremblay' }));
    await u.click(screen.getByRole('button', { name: 'Submit My Picks' }));
    expect(await screen.findByText(catalogue.FANTASY_GOALIES_TOO_MANY.message)).toBeInTheDocument();
  });

  it('asks for a contest without one', async () => {
    server();
    renderPage(<FantasyPlayersPage />, { path: '/fantasy-players' });
    expect(await screen.findByRole('link', { name: 'hockey lobby' })).toHaveAttribute(
      'href',
      '/select-games',
    );
  });
});

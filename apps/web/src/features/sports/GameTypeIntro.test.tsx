import { catalogue } from '@powerplay/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage } from '../../test/render';
import { layoutPages } from './TeamSelectPage';
import { gameType, signedOut, sportsFixture } from './testData';

const { high5: High5Page, zones: ZonesPage } = layoutPages;

function api() {
  return mockFetch((url) => {
    if (url === '/api/auth/me') return json(signedOut, 401);
    if (url === '/api/sports') return json(sportsFixture);
    if (url === '/api/sports/game-types/3/rules')
      return json({ rules: [{ title: 'General Rules', html: '<p>Place your teams in zones.</p>' }] });
    return json({ error: { code: 'NOT_FOUND', ...catalogue.NOT_FOUND } }, 404);
  });
}

describe('A game type without a contest: how it plays', () => {
  it("Zones: the sport's zones, Game Rules, the prize note and the way to its games", async () => {
    const fetch = api();
    const u = userEvent.setup();
    const { router } = renderPage(<ZonesPage />, {
      path: '/select-teams-zones',
      at: '/select-teams-zones?gameType=3',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Baseball Zones' })).toBeInTheDocument();
    expect(screen.getByText(/You win when every team you placed ends in its zone/)).toBeInTheDocument();
    expect(screen.getByText('8–12')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Game Rules' }));
    expect(await screen.findByText('Place your teams in zones.')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => url === '/api/sports/game-types/3/rules')).toBe(true);
    await u.click(screen.getByRole('button', { name: 'Close' }));

    await u.click(screen.getByRole('button', { name: 'View Prize Grid' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      'The prize grows with the number of teams placed, and every placed team must end in its zone.',
    );
    await u.click(screen.getByRole('button', { name: 'Close' }));

    await u.click(screen.getByRole('link', { name: 'Choose a game' }));
    expect(router.state.location.pathname).toBe('/select-games/2');
  });

  it('High 5 for basketball: points, and the seeded thresholds as the prize grid', async () => {
    api();
    const u = userEvent.setup();
    renderPage(<High5Page />, { path: '/select-teams-high5' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Basketball High 5' })).toBeInTheDocument();
    expect(screen.getByText(/select 5 teams\. Their points add up/)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'View Prize Grid' }));
    expect(
      within(await screen.findByRole('dialog'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['650 points or more', '$1,000', '600 points or more', '$100', '560 points or more', '$10']);
    expect(document.body).not.toHaveTextContent(/\bruns?\b/);
  });

  // Hockey pages said "runs".
  it('says goals on a hockey page: its zones, its High 5 figure and its prize', async () => {
    const hockey = {
      sports: sportsFixture.sports.map((s) =>
        s.slug === 'hockey'
          ? {
              ...s,
              gameTypes: [
                gameType({ id: 11, sportId: 1, name: 'High 5', layout: 'high5', rule: null }),
                gameType({ id: 12, sportId: 1, name: 'Zones', layout: 'zones', rule: null }),
              ],
            }
          : s,
      ),
    };
    mockFetch((url) => {
      if (url === '/api/auth/me') return json(signedOut, 401);
      if (url === '/api/sports') return json(hockey);
      return json({ error: { code: 'NOT_FOUND', ...catalogue.NOT_FOUND } }, 404);
    });
    const u = userEvent.setup();
    const high5 = renderPage(<High5Page />, {
      path: '/select-teams-high5',
      at: '/select-teams-high5?gameType=11',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hockey High 5' })).toBeInTheDocument();
    expect(screen.getByText(/Their goals add up/)).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'View Prize Grid' }));
    expect(within(await screen.findByRole('dialog')).getAllByRole('cell')[0]).toHaveTextContent(
      '25 goals or more',
    );
    await u.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.body).not.toHaveTextContent(/\bruns?\b/);
    high5.unmount();

    renderPage(<ZonesPage />, { path: '/select-teams-zones', at: '/select-teams-zones?gameType=12' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hockey Zones' })).toBeInTheDocument();
    const board = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(board).toEqual(['0goals', '1goal', '2goals', '3goals', '4+goals']);
    expect(document.body).not.toHaveTextContent(/\bruns?\b/);
  });
});

import { catalogue } from '@powerplay/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage } from '../../test/render';
import { High5Page, ZonesPage } from './MockupPages';
import { gameType, signedOut, sportsFixture } from './testData';

function api() {
  return mockFetch((url) => {
    if (url === '/api/auth/me') return json(signedOut, 401);
    if (url === '/api/sports') return json(sportsFixture);
    if (url === '/api/sports/game-types/3/rules')
      return json({ rules: [{ title: 'General Rules', html: '<p>Place your teams in zones.</p>' }] });
    return json({ error: { code: 'NOT_FOUND', ...catalogue.NOT_FOUND } }, 404);
  });
}

describe('Mock-up pages', () => {
  it("Zones: Game Rules shows the type's rules, the prize grid its prize, Submit My Picks offers Notify Me", async () => {
    const fetch = api();
    const u = userEvent.setup();
    renderPage(<ZonesPage />, { path: '/select-teams-zones', at: '/select-teams-zones?gameType=3' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Baseball Zones' })).toBeInTheDocument();
    expect(screen.getByText('8–12')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Game Rules' }));
    expect(await screen.findByText('Place your teams in zones.')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => url === '/api/sports/game-types/3/rules')).toBe(true);
    await u.click(screen.getByRole('button', { name: 'Close' }));

    await u.click(screen.getByRole('button', { name: 'View Prize Grid' }));
    expect(
      within(await screen.findByRole('dialog'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1 to 10', '$100 when your teams score 21 runs']);
    await u.click(screen.getByRole('button', { name: 'Close' }));

    await u.click(screen.getByRole('button', { name: 'Submit My Picks' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('This game is not open for entries yet.');
    expect(
      within(dialog).getByRole('button', { name: 'Notify Me about Baseball Zones' }),
    ).toBeInTheDocument();
  });

  it('High 5 announces its prize in points for basketball, and five team slots', async () => {
    api();
    renderPage(<High5Page />, { path: '/select-teams-high5' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Basketball High 5' })).toBeInTheDocument();
    expect(screen.getByText(/could win \$1000 if your teams score 650 points\.$/)).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(5);
    expect(document.body).not.toHaveTextContent(/\bruns?\b/);
  });

  // Issue 22 item 6: hockey pages said "runs".
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
    expect(screen.getByText(/could win \$1000 if your teams score 25 goals\.$/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/\bruns?\b/);
    high5.unmount();

    renderPage(<ZonesPage />, { path: '/select-teams-zones', at: '/select-teams-zones?gameType=12' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hockey Zones' })).toBeInTheDocument();
    const board = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(board).toEqual(['0goals', '1goal', '2goals', '3goals', '4+goals']);
    await u.click(screen.getByRole('button', { name: 'View Prize Grid' }));
    expect(
      within(await screen.findByRole('dialog'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['1 to 10', '$100 when every team lands in its zone']);
    expect(document.body).not.toHaveTextContent(/\bruns?\b/);
  });
});

import { catalogue } from '@powerplay/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage } from '../../test/render';
import { High5Page, ZonesPage } from './MockupPages';
import { signedOut, sportsFixture } from './testData';

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

  it('High 5 announces its prize and five team slots', async () => {
    api();
    renderPage(<High5Page />, { path: '/select-teams-high5' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Basketball High 5' })).toBeInTheDocument();
    expect(screen.getByText(/could win \$1000 if your teams score 60 runs/)).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(5);
  });
});

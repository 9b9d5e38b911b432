import { catalogue } from '@powerplay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage, sentBodies } from '../../test/render';
import { FantasyLivePage } from './FantasyLivePage';
import { liveResponse } from './testData';

function server({ refuse }: { refuse?: boolean } = {}) {
  return mockFetch((url, init) => {
    if (url === '/api/fantasy/entries/9/live') return json(liveResponse());
    if (url === '/api/fantasy/entries/9/powerplays' && init?.method === 'POST')
      return refuse
        ? json({ error: { code: 'SPORTS_NOT_ALLOWED', ...catalogue.SPORTS_NOT_ALLOWED } }, 409)
        : json(
            liveResponse({
              myScore: 3,
              powerplays: liveResponse().powerplays.map((p) =>
                p.powerplayId === 24 ? { ...p, remaining: 1 } : p,
              ),
            }),
          );
    return json({}, 404);
  });
}

describe('FantasyLivePage', () => {
  it('without an entry says where to find one, and is not busy (nothing loads)', async () => {
    const fetch = server();
    renderPage(<FantasyLivePage />, { path: '/fantasy-live/*', at: '/fantasy-live' });
    expect(await screen.findByRole('link', { name: 'hockey lobby' })).toHaveAttribute(
      'href',
      '/select-games',
    );
    expect(screen.getByRole('region', { name: 'Fantasy Live' })).toHaveAttribute('aria-busy', 'false');
    expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining('/api/fantasy/'), expect.anything());
  });

  it('shows my players with the points each counts, My Score and my powerplays; Swap sends the pair', async () => {
    const fetch = server();
    const u = userEvent.setup();
    renderPage(<FantasyLivePage />, { path: '/fantasy-live/*', at: '/fantasy-live/9' });
    expect(await screen.findByTestId('my-score')).toHaveTextContent('3');
    expect(within(screen.getByTestId('pick-nhl-TOR:C1')).getByTestId('counted')).toHaveTextContent('4');
    expect(screen.getByTestId('pick-nhl-TOR:C1')).toHaveTextContent('★ Star Player');
    expect(screen.getByTestId('pick-nhl-TOR:D1')).toHaveTextContent('Bench');
    expect(screen.getByTestId('standing')).toHaveTextContent('Next prize at 10 points');
    expect(screen.getByText('Simulated players')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Use Swap' }));
    await waitFor(() =>
      expect(sentBodies(fetch, '/api/fantasy/entries/9/powerplays')).toEqual([
        { powerplayId: 24, playerIn: 'nhl-TOR:D1', playerOut: 'nhl-TOR:C1' },
      ]),
    );
  });

  it("shows a refusal in the dialog with the catalogue's text", async () => {
    server({ refuse: true });
    const u = userEvent.setup();
    renderPage(<FantasyLivePage />, { path: '/fantasy-live/*', at: '/fantasy-live/9' });
    await u.click(await screen.findByRole('button', { name: 'Use Swap' }));
    expect(await screen.findByText('Not Allowed')).toBeInTheDocument();
  });
});

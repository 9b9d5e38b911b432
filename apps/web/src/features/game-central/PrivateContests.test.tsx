import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, renderPage } from '../../test/render';
import { GameCentralPage } from './GameCentralPage';
import { mockGameCentral, player } from './testing';

const game = {
  kind: 'sports' as const,
  contestId: 5,
  gameSetId: 9,
  lotteryGameType: null,
  title: 'Chase the Ace · MLB replay: Monday',
  startAt: '2030-04-01T23:05:00.000Z',
};

const answer = (url: string) => (url === '/api/auth/me' ? json({ user: player }) : json({ entries: [] }));

describe('Game Central, my private contests', () => {
  it('lists them, newest first as the server does, each with a link to its page', async () => {
    mockGameCentral(answer, [
      { id: 32, name: 'Family Cup', game, size: 4, status: 'waiting', memberCount: 1 },
      { id: 31, name: 'Office Pool', game, size: 10, status: 'live', memberCount: 6 },
    ]);
    renderPage(<GameCentralPage />, { path: '/game-central' });
    const section = await screen.findByRole('region', { name: 'My private contests' });
    const rows = within(section).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Family CupChase the Ace · MLB replay: MondayApr 1, 2030, 7:05 PM EDTWaiting for players1 / 4Open Family Cup',
      'Office PoolChase the Ace · MLB replay: MondayApr 1, 2030, 7:05 PM EDTLive6 / 10Open Office Pool',
    ]);
    expect(within(rows[1]!).getByRole('link', { name: 'Open Office Pool' })).toHaveAttribute(
      'href',
      '/private-contests/31',
    );
  });

  it('shows 20 at first and the older ones a page at a time with "Load more"', async () => {
    const contests = Array.from({ length: 23 }, (_, i) => ({
      id: 100 - i,
      name: `Pool ${100 - i}`,
      game,
      size: 10,
      status: 'open' as const,
      memberCount: 2,
    }));
    mockGameCentral(answer, contests);
    const user = userEvent.setup();
    renderPage(<GameCentralPage />, { path: '/game-central' });
    const section = await screen.findByRole('region', { name: 'My private contests' });
    const names = () =>
      within(section)
        .getAllByRole('rowheader')
        .map((r) => r.textContent);
    expect(names()).toEqual(contests.slice(0, 20).map((c) => c.name));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(names()).toEqual(contests.map((c) => c.name)));
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('adds nothing while I have none: the sports tab says what it said', async () => {
    mockGameCentral(answer);
    renderPage(<GameCentralPage />, { path: '/game-central' });
    expect(await screen.findByRole('link', { name: 'Choose a sports game' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My private contests' })).not.toBeInTheDocument();
  });
});

import type { SportsContest, SportsEntry } from '@powerplay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, renderPage } from '../../test/render';
import { mockGameCentral } from './testing';
import { sportsContestFixture } from '../../test/sports-fixtures';
import { GameCentralPage } from './GameCentralPage';
import { savedEntryIdOf } from './SavedEntry';

// After submitting sports picks: "Your picks are saved!", then Game Central with that entry
// highlighted and the way to its live score.

const player = { id: 7, displayName: 'Lucky', email: 'l@example.com', role: 'player', club: 'basic' };

function sportsEntry(id: number, name: string): SportsEntry {
  const contest: SportsContest = sportsContestFixture({
    id: id - 70,
    name,
    sponsor: 'Acme Sports',
    entries: 4,
    myEntryId: id,
  });
  return {
    id,
    contest,
    picks: ['G1-mlb-NYA'],
    hasPicks: true,
    matchStarted: false,
    result: null,
    wonAmount: 0,
    createdAt: '2030-04-01T12:00:00.000Z',
  };
}

const entries = [sportsEntry(77, 'Monday Chase the Ace'), sportsEntry(78, 'Monday Blackjack')];

function api() {
  mockGameCentral((url) => {
    if (url === '/api/auth/me') return json({ user: player });
    if (url === '/api/sports/entries') return json({ entries });
    return json({ entries: [] });
  });
}

describe('Game Central after a submit', () => {
  it('highlights the saved entry, says so, and links to its live score', async () => {
    api();
    renderPage(<GameCentralPage />, { path: '/game-central', at: '/game-central?entry=78' });
    const saved = await screen.findByRole('region', { name: 'Picks saved' });
    expect(saved).toHaveTextContent('Your picks for Monday Blackjack are saved.');
    expect(
      within(saved).getByRole('link', { name: 'Go to its live score (Monday Blackjack)' }),
    ).toHaveAttribute('href', '/livescore/78');
    // Focus starts at it (the page just changed under the player).
    await waitFor(() => expect(saved).toHaveFocus());

    const table = screen.getByRole('table');
    const row = within(table).getByRole('row', { name: /Monday Blackjack/ });
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(row).toHaveClass('central-row-saved');
    const other = within(table).getByRole('row', { name: /Monday Chase the Ace/ });
    expect(other).not.toHaveAttribute('aria-current');
  });

  it('shows nothing more without ?entry= or for an entry that is not the player’s', async () => {
    api();
    const { unmount } = renderPage(<GameCentralPage />, { path: '/game-central' });
    await screen.findByRole('table');
    expect(screen.queryByRole('region', { name: 'Picks saved' })).not.toBeInTheDocument();
    unmount();

    api();
    renderPage(<GameCentralPage />, { path: '/game-central', at: '/game-central?entry=999' });
    const table = await screen.findByRole('table');
    expect(screen.queryByRole('region', { name: 'Picks saved' })).not.toBeInTheDocument();
    expect(table.querySelector('[aria-current]')).toBeNull();
  });

  it('reads only a plain entry id from the address', () => {
    const of = (query: string) => savedEntryIdOf(new URLSearchParams(query));
    expect(of('entry=78')).toBe(78);
    expect(of('')).toBeNull();
    expect(of('entry=0')).toBeNull();
    expect(of('entry=7x')).toBeNull();
    expect(of('entry=99999999999')).toBeNull();
  });
});

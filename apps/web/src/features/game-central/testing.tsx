import type { MyPrivateContestsResponse, SportsContest, SportsEntry } from '@powerplay/contracts';
import { screen, within } from '@testing-library/react';
import { json, mockFetch, renderPage } from '../../test/render';
import { GameCentralPage } from './GameCentralPage';

type PrivateContestSummary = MyPrivateContestsResponse['contests'][number];

export const player = { id: 7, displayName: 'Lucky', email: 'l@example.com', role: 'player', club: 'basic' };

/**
 * The server of a Game Central test: `handler` answers every path but my private contests, which are
 * `privateContests` (none by default: the page then looks as it did before them), and my leagues (none).
 */
export function mockGameCentral(
  handler: Parameters<typeof mockFetch>[0],
  privateContests: readonly PrivateContestSummary[] = [],
) {
  return mockFetch((url, init) =>
    url === '/api/private-contests'
      ? json({ contests: privateContests })
      : url === '/api/leagues'
        ? json({ leagues: [] })
        : handler(url, init),
  );
}

/** Game Central for a signed-in player: `lists` are the server's entry lists by path, the others empty. */
export function renderGameCentral(lists: Readonly<Record<string, readonly unknown[]>>) {
  mockGameCentral((url) => {
    if (url === '/api/auth/me') return json({ user: player });
    return json({ entries: lists[url] ?? [] });
  });
  renderPage(<GameCentralPage />, { path: '/game-central' });
}

/** The names of the table's rows, in order. */
export const rowNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((r) => r.textContent);

/** The player's entry `id` in a sports contest: no picks yet, no result; `patch` sets what a test is about. */
export function sportsEntry(
  id: number,
  contest: SportsContest,
  patch: Partial<SportsEntry> = {},
): SportsEntry {
  return {
    id,
    contest: { ...contest, myEntryId: id },
    picks: [],
    hasPicks: false,
    matchStarted: false,
    result: null,
    wonAmount: 0,
    createdAt: '2030-04-01T20:00:00.000Z',
    ...patch,
  };
}

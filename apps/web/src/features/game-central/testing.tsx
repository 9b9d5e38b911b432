import {
  PRIVATE_CONTESTS_PAGE,
  type MyPrivateContestsResponse,
  type SportsContest,
  type SportsEntry,
} from '@powerplay/contracts';
import { screen, within } from '@testing-library/react';
import { json, mockFetch, renderPage } from '../../test/render';
import { GameCentralPage } from './GameCentralPage';

type PrivateContestSummary = MyPrivateContestsResponse['contests'][number];

export const player = { id: 7, displayName: 'Lucky', email: 'l@example.com', role: 'player', club: 'basic' };

/**
 * The server of a Game Central test: `handler` answers every path but my private contests, which are
 * `privateContests` (none by default: the page then looks as it did before them) a page at a time as
 * the server pages them (newest first, before an id), and my leagues (none).
 */
export function mockGameCentral(
  handler: Parameters<typeof mockFetch>[0],
  privateContests: readonly PrivateContestSummary[] = [],
) {
  return mockFetch((url, init) => {
    const mine = /^\/api\/private-contests(?:\?before=(\d+))?$/.exec(url);
    if (mine) {
      const before = mine[1] === undefined ? Infinity : Number(mine[1]);
      const older = privateContests.filter((c) => c.id < before);
      return json({ contests: older.slice(0, PRIVATE_CONTESTS_PAGE) });
    }
    return url === '/api/leagues' ? json({ leagues: [] }) : handler(url, init);
  });
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

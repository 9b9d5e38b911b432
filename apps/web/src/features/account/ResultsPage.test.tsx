import type { DraftEntrySummary } from '@powerplay/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage } from '../../test/render';
import { ResultsPage } from './ResultsPage';

const player = { id: 7, displayName: 'Lucky', email: 'l@example.com', role: 'player', club: 'basic' };

function draftEntry(
  id: number,
  status: 'live' | 'final',
  matched: number,
  wonCents: number,
): DraftEntrySummary {
  return {
    id,
    matched,
    result: status === 'final' ? (wonCents > 0 ? 'WON' : 'LOST') : null,
    wonCents,
    submittedAt: '2030-01-05T20:00:00.000Z',
    contest: {
      id: 100 + id,
      name: '2020 NFL Power Draft',
      status,
      mode: 'replay',
      pickDeadline: '2030-01-06T00:59:00.000Z',
      startAt: '2030-01-06T01:00:00.000Z',
      pickIntervalSeconds: 30,
      picksMade: status === 'final' ? 32 : 5,
      entries: 3,
      prizes: [],
      settledAt: status === 'final' ? '2030-01-06T01:16:00.000Z' : null,
      myEntryId: id,
    },
  };
}

describe('ResultsPage', () => {
  it("lists the player's finished drafts with matches out of 32 and the prize, not the live ones", async () => {
    mockFetch((url) =>
      url === '/api/auth/me'
        ? json({ user: player })
        : url === '/api/draft/entries'
          ? json({
              entries: [
                draftEntry(1, 'final', 32, 2_500_000),
                draftEntry(2, 'final', 12, 0),
                draftEntry(3, 'live', 2, 0),
              ],
            })
          : json({ entries: [] }),
    );
    renderPage(<ResultsPage />, { path: '/my-account/results' });
    const table = await screen.findByRole('region', { name: 'NFL Power Draft' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('32 of 32');
    expect(rows[0]).toHaveTextContent('$25,000.00');
    expect(rows[1]).toHaveTextContent('12 of 32');
    expect(rows[1]).toHaveTextContent('No prize');
    expect(within(rows[0]!).getByRole('link', { name: /View draft/ })).toHaveAttribute(
      'href',
      '/draft-day-live?entry=1',
    );
  });
});

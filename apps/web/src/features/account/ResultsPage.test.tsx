import { notices, type DraftEntrySummary, type SportsContest, type SportsEntry } from '@powerplay/contracts';
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

/** A sports contest of the player's entry: `patch` sets what a test is about. */
function contest(patch: Partial<SportsContest>): SportsContest {
  return {
    id: 5,
    name: 'Monday Chase the Ace',
    sponsor: 'Acme Sports',
    sportId: 2,
    leagueId: 15,
    gameTypeId: 1,
    gameTypeName: 'Chase the Ace',
    layout: 'cta',
    rule: 'chase_the_ace',
    gameSetId: 9,
    startAt: '2030-04-01T23:05:00.000Z',
    status: 'FINISHED',
    prizeKind: 'cash',
    maxPrize: 100_000,
    minTeams: 1,
    maxTeams: 10,
    eligibility: 'ALL',
    restriction: 'ENTRY',
    entries: 4,
    minPlayers: 1,
    cancelledAt: null,
    myEntryId: null,
    ...patch,
  };
}

function sportsEntry(id: number, of: SportsContest, patch: Partial<SportsEntry> = {}): SportsEntry {
  return {
    id,
    contest: { ...of, myEntryId: id },
    picks: [],
    hasPicks: false,
    matchStarted: true,
    result: null,
    wonAmount: 0,
    createdAt: '2030-04-01T20:00:00.000Z',
    ...patch,
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

  it("lists every sports contest's result (a High 5 win of $1,000, a loss, a cancelled one), not the unsettled ones", async () => {
    const high5 = contest({
      id: 41,
      name: 'Monday High 5',
      gameTypeName: 'High 5',
      rule: 'high5',
      status: 'FINISHED',
      startAt: '2030-04-02T23:05:00.000Z',
    });
    const sports = [
      sportsEntry(1, high5, { result: 'WON', wonAmount: 100_000, hasPicks: true }),
      sportsEntry(2, contest({ id: 42, name: 'Tuesday Zones', gameTypeName: 'Zones', status: 'FINISHED' }), {
        result: 'LOST',
        hasPicks: true,
      }),
      sportsEntry(3, contest({ id: 43, name: 'Live Ace', status: 'IN_PROGRESS' }), { hasPicks: true }),
      sportsEntry(
        4,
        contest({ id: 44, name: 'Empty Ace', status: 'CANCELLED', cancelledAt: '2030-03-30T10:00:00.000Z' }),
      ),
    ];
    mockFetch((url) =>
      url === '/api/auth/me'
        ? json({ user: player })
        : url === '/api/sports/entries'
          ? json({ entries: sports })
          : json({ entries: [] }),
    );
    renderPage(<ResultsPage />, { path: '/my-account/results' });
    const table = await screen.findByRole('region', { name: 'Live sports' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Monday High 5 (High 5)',
      // Same start: the later entry first.
      'Empty Ace (Chase the Ace)',
      'Tuesday Zones (Zones)',
    ]);
    expect(rows[0]).toHaveTextContent(notices.SPORTS_RESULT_WON.message);
    expect(rows[0]).toHaveTextContent('$1,000.00');
    expect(within(rows[0]!).getByRole('link', { name: /View result/ })).toHaveAttribute(
      'href',
      '/livescore/1',
    );
    expect(rows[1]).toHaveTextContent('Cancelled');
    expect(rows[2]).toHaveTextContent(notices.SPORTS_RESULT_LOST.message);
    expect(rows[2]).toHaveTextContent('No prize');
    // Results only: no "nothing here yet", and no promise of a later credit (prizes are credited at once).
    expect(screen.queryByText(notices.NO_RESULTS.message)).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/24 hours/);
  });

  it('says there are no results only when no contest of any kind has one', async () => {
    mockFetch((url) => (url === '/api/auth/me' ? json({ user: player }) : json({ entries: [] })));
    renderPage(<ResultsPage />, { path: '/my-account/results' });
    expect(await screen.findByText(notices.NO_RESULTS.message)).toBeInTheDocument();
  });
});

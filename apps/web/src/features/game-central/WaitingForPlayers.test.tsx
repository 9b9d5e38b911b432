import { catalogue, type SportsContest, type SportsEntry } from '@powerplay/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { sportsContestFixture } from '../../test/sports-fixtures';
import { renderGameCentral, rowNames, sportsEntry } from './testing';

/** docs/rules/sports.md "Waiting For Players" in Game Central: the status while short, the line once cancelled. */

const contest = (patch: Partial<SportsContest>): SportsContest =>
  sportsContestFixture({ entries: 1, minPlayers: 3, ...patch });

const entry = (id: number, c: SportsContest): SportsEntry => sportsEntry(id, c);

const cancelledAt = '2030-04-01T23:05:00.000Z';

describe('Game Central, contests with a minimum of players', () => {
  it('shows Waiting For Players while short, and "Cancelled — not enough players" once cancelled', async () => {
    const entries = [
      entry(1, contest({ id: 5, name: 'Waiting Ace', status: 'WAITING_FOR_PLAYERS' })),
      entry(2, contest({ id: 6, name: 'Cancelled Ace', status: 'CANCELLED', cancelledAt })),
      entry(3, contest({ id: 7, name: 'Old Cancelled Ace', status: 'ARCHIVED', cancelledAt })),
    ];
    const u = userEvent.setup();
    renderGameCentral({ '/api/sports/entries': entries });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Waiting Ace',
      'Cancelled Ace',
    ]);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent);

    // Waiting: its status, the result still open, and the way to its team selection (which refuses).
    expect(cells(rows[0]!)[2]).toBe('Waiting For Players');
    expect(cells(rows[0]!)[4]).toBe('—');
    expect(within(rows[0]!).getByRole('link', { name: 'Pick My Teams for Waiting Ace' })).toHaveAttribute(
      'href',
      '/select-teams-cta?contest=5',
    );

    // Cancelled: the catalogue's line, and nothing to play.
    expect(catalogue.SPORTS_CONTEST_CANCELLED.message).toBe('Cancelled — not enough players');
    expect(cells(rows[1]!)[2]).toBe('Cancelled');
    expect(cells(rows[1]!)[4]).toBe('Cancelled — not enough players');
    expect(within(rows[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(rows[1]!).queryByRole('button', { name: /^Actions/ })).not.toBeInTheDocument();

    // Its summary says so too.
    await u.click(within(rows[1]!).getByRole('button', { name: 'Summary of Cancelled Ace' }));
    const summary = await screen.findByRole('dialog', { name: 'Summary: Cancelled Ace' });
    expect(summary).toHaveTextContent('StatusCancelled');
    expect(summary).toHaveTextContent('ResultCancelled — not enough players');
    expect(summary).toHaveTextContent('PrizeNone');
    await u.click(within(summary).getByRole('button', { name: 'Close' }));

    // The filter has both statuses; an archived cancelled contest still says why.
    await u.selectOptions(screen.getByLabelText('Show'), 'WAITING_FOR_PLAYERS');
    expect(rowNames()).toEqual(['Waiting Ace']);
    await u.selectOptions(screen.getByLabelText('Show'), 'ARCHIVED');
    const archived = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(archived).toHaveTextContent('Old Cancelled Ace');
    expect(archived).toHaveTextContent('Cancelled — not enough players');
  });
});

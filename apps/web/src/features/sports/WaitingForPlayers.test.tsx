import { catalogue } from '@powerplay/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubEventSource } from '../../test/fakeEventSource';
import { json, mockFetch, renderPage } from '../../test/render';
import { SelectGamesPage } from './SelectGamesPage';
import { TeamSelectPage } from './TeamSelectPage';
import { contest, gameSet, match, player, prizeRows, sportsFixture } from './testData';

/** docs/rules/sports.md "Waiting For Players" in the lobby and on the contest page. */
const waiting = contest({ status: 'WAITING_FOR_PLAYERS', entries: 1, minPlayers: 3, myEntryId: 77 });
const cancelledAt = '2020-04-01T23:05:00.000Z';

describe('Waiting For Players', () => {
  it('the lobby shows a waiting contest open to entries with its status, a cancelled one without Enter', async () => {
    mockFetch((url) => {
      if (url === '/api/auth/me') return json({ user: player });
      if (url === '/api/sports') return json(sportsFixture);
      if (url === '/api/sports/2/contests')
        return json({
          contests: [
            contest({ id: 8, name: 'Short Ace', status: 'WAITING_FOR_PLAYERS', entries: 2, minPlayers: 5 }),
            contest({ id: 9, name: 'Gone Ace', status: 'CANCELLED', startAt: cancelledAt, cancelledAt }),
            contest({
              id: 10,
              name: 'My Gone Ace',
              status: 'CANCELLED',
              startAt: cancelledAt,
              cancelledAt,
              myEntryId: 46,
            }),
          ],
        });
      return json({ contests: [] });
    });
    renderPage(<SelectGamesPage />, { path: '/select-games/:id?', at: '/select-games/2' });
    const rows = within(await screen.findByRole('table'))
      .getAllByRole('row')
      .slice(1);
    expect(rows[0]).toHaveTextContent('Short Ace');
    expect(within(rows[0]!).getAllByRole('cell')[5]).toHaveTextContent(
      '2Waiting For Players: 2 of 5 players',
    );
    expect(within(rows[0]!).getByRole('button', { name: 'Enter Short Ace' })).toBeEnabled();
    for (const row of rows.slice(1)) {
      expect(row).toHaveTextContent('Cancelled');
      expect(row).not.toHaveTextContent('Live');
      expect(within(row).queryByRole('button', { name: /^Enter/ })).not.toBeInTheDocument();
    }
    expect(within(rows[1]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(rows[2]!).getByRole('link', { name: 'View Entry of My Gone Ace' })).toHaveAttribute(
      'href',
      '/game-central',
    );
  });

  it("the contest page says it waits, and a submit shows the server's refusal", async () => {
    stubEventSource();
    const refusal = catalogue.SPORTS_WAITING_FOR_PLAYERS;
    mockFetch((url, init) => {
      if (url === '/api/auth/me') return json({ user: player });
      if (url === '/api/sports') return json(sportsFixture);
      if (url === '/api/sports/contests/5') return json({ contest: waiting, prizes: prizeRows, gameSet });
      if (url === '/api/sports/game-sets/9/matches')
        return json({
          gameSet,
          matches: [match('NYA201904010', ['mlb-NYA', 'New York Yankees'], ['mlb-BAL', 'Baltimore Orioles'])],
        });
      if (url === '/api/sports/entries/77/picks' && init?.method === 'PUT')
        return json({ error: { code: 'SPORTS_WAITING_FOR_PLAYERS', ...refusal } }, 409);
      if (url === '/api/sports/entries/77/picks') return json({ picks: [] });
      return json({ error: { code: 'NOT_FOUND', ...catalogue.NOT_FOUND } }, 404);
    });
    const u = userEvent.setup();
    renderPage(<TeamSelectPage />, { path: '/select-teams-cta', at: '/select-teams-cta?contest=5' });
    expect(await screen.findByText('Waiting For Players')).toBeInTheDocument();
    expect(screen.getByText(/1 of 3 players have joined/)).toHaveTextContent(
      'Waiting For Players — 1 of 3 players have joined. Picks open once 3 have entered.',
    );
    await screen.findByRole('listitem', { name: 'Baltimore Orioles at New York Yankees' });
    for (const name of ['New York Yankees', 'Baltimore Orioles'])
      await u.click(screen.getByRole('button', { name: new RegExp(`^Select This Team\\s+${name}$`) }));
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Cannot perform action until the required number of players join',
    );
  });
});

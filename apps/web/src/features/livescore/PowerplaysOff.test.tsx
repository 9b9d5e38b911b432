import { catalogue, type SportsLiveScoreResponse } from '@powerplay/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubEventSource } from '../../test/fakeEventSource';
import { json, mockFetch, renderPage, sentBodies } from '../../test/render';
import { LiveScorePage } from './LiveScorePage';
import { replacementCandidates } from './ReplacementDialog';
import { contest, liveScore, match, matches, player, powerplays } from './testData';

// What a new player tripped on: powerplays at 0 that still looked usable, and Select A
// Replacement offering the held club's other game of a doubleheader.

const path = '/livescore/:entryId';
const at = '/livescore/77';
const use = '/api/sports/entries/77/powerplays';

function api(standing: SportsLiveScoreResponse) {
  return mockFetch((url) => {
    if (url === '/api/auth/me') return json({ user: player });
    if (url === '/api/sports/entries/77/live') return json(standing);
    if (url === use) return json(standing);
    return json({ error: { code: 'NOT_FOUND', ...catalogue.NOT_FOUND } }, 404);
  });
}

/** The kit with these powerplays used up. */
const usedUp = (...names: string[]) =>
  powerplays.map((p) => (names.includes(p.name) ? { ...p, remaining: 0 } : p));

describe('powerplays used up', () => {
  it('turns off each one at 0 with "0 left" shown and read with it; a click sends nothing', async () => {
    stubEventSource();
    const standing = { ...liveScore(), powerplays: usedUp('Increase', 'Swap', 'Add') };
    const fetch = api(standing);
    const user = userEvent.setup();
    renderPage(<LiveScorePage />, { path, at });
    const row = await screen.findByRole('listitem', { name: 'Baltimore Orioles at New York Yankees' });

    const increase = within(row).getByRole('button', { name: 'Increase New York Yankees' });
    expect(increase).toHaveAttribute('aria-disabled', 'true');
    expect(increase).toHaveAccessibleDescription('0 left');
    const swap = within(row).getByRole('button', { name: 'Swap New York Yankees' });
    expect(swap).toHaveAttribute('aria-disabled', 'true');
    expect(swap).toHaveAccessibleDescription('0 left');
    expect(within(row).getAllByText('0 left')).toHaveLength(2);
    // The others are on, with nothing to say.
    const decrease = within(row).getByRole('button', { name: 'Decrease New York Yankees' });
    expect(decrease).toHaveAttribute('aria-disabled', 'false');
    expect(decrease).not.toHaveAttribute('aria-describedby');

    const side = screen.getByRole('complementary', { name: 'Powerplays' });
    const add = within(side).getByRole('button', { name: 'Add' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription('0 left');
    expect(within(side).getByText('0 left')).toBeVisible();

    // Still focusable (the keyboard is not thrown out), but nothing opens and nothing is sent.
    await user.click(increase);
    await user.click(swap);
    await user.click(add);
    expect(increase).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sentBodies(fetch, use)).toEqual([]);
  });

  it('turns one off when its last use is spent, keeping the focus on it', async () => {
    stubEventSource();
    const lastIncrease = powerplays.map((p) => (p.name === 'Increase' ? { ...p, remaining: 1 } : p));
    const after = {
      ...liveScore({ state: { adjustments: { 'NYA201904010-mlb-NYA': 1 } } }),
      powerplays: usedUp('Increase'),
    };
    // The server's standing: the last Increase left, then none once it is spent.
    let current: SportsLiveScoreResponse = { ...liveScore(), powerplays: lastIncrease };
    const fetch = mockFetch((url) => {
      if (url === '/api/auth/me') return json({ user: player });
      if (url === '/api/sports/entries/77/live') return json(current);
      if (url === use) {
        current = after;
        return json(after);
      }
      return json({ error: { code: 'NOT_FOUND', ...catalogue.NOT_FOUND } }, 404);
    });
    renderPage(<LiveScorePage />, { path, at });
    const user = userEvent.setup();
    const increase = await screen.findByRole('button', { name: 'Increase New York Yankees' });
    expect(increase).toHaveAttribute('aria-disabled', 'false');
    await user.click(increase);
    await waitFor(() => expect(increase).toHaveAccessibleDescription('0 left'));
    expect(increase).toHaveAttribute('aria-disabled', 'true');
    expect(increase).toHaveFocus();
    expect(sentBodies(fetch, use)).toHaveLength(1);
  });
});

// docs/rules/sports.md "Waiting For Players": while the entry's contest waits for players, or once it is
// cancelled for want of them, every powerplay is off with the catalogue's reason, as used-up ones are.
describe('powerplays of a contest that is not played', () => {
  const waitingText = catalogue.SPORTS_WAITING_FOR_PLAYERS.message;
  const cancelledText = catalogue.SPORTS_CONTEST_CANCELLED.message;
  const notStarted = matches.map((m) => ({ ...m, status: 'UNPLAYED' as const, progress: null }));
  const waiting = () =>
    liveScore({
      matches: notStarted,
      state: { locked: [] },
      entry: { contest: contest({ status: 'WAITING_FOR_PLAYERS', minPlayers: 3, entries: 1 }) },
      meta: { gameStatus: 'UNPLAYED' },
    });
  const cancelled = () =>
    liveScore({
      entry: {
        contest: contest({
          status: 'CANCELLED',
          minPlayers: 3,
          entries: 1,
          cancelledAt: '2030-04-01T23:05:00.000Z',
        }),
      },
    });

  it('turns Add off while the contest waits for players, with the reason shown and read with it', async () => {
    stubEventSource();
    const fetch = api(waiting());
    const user = userEvent.setup();
    renderPage(<LiveScorePage />, { path, at });
    const side = await screen.findByRole('complementary', { name: 'Powerplays' });
    const add = within(side).getByRole('button', { name: 'Add' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription(waitingText);
    expect(within(side).getByText(waitingText)).toBeVisible();
    await user.click(add);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sentBodies(fetch, use)).toEqual([]);
  });

  it('turns every powerplay off once the contest is cancelled: the rows and Add, with its reason', async () => {
    stubEventSource();
    const fetch = api(cancelled());
    const user = userEvent.setup();
    renderPage(<LiveScorePage />, { path, at });
    const row = await screen.findByRole('listitem', { name: 'Baltimore Orioles at New York Yankees' });
    const group = within(row).getByRole('group', { name: 'Powerplays for New York Yankees' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons).toHaveLength(7);
    for (const button of buttons) {
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription(cancelledText);
    }
    // Said once under the row, not under each button.
    expect(within(row).getAllByText(cancelledText)).toHaveLength(1);
    const side = screen.getByRole('complementary', { name: 'Powerplays' });
    const add = within(side).getByRole('button', { name: 'Add' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription(cancelledText);

    await user.click(within(group).getByRole('button', { name: 'Increase New York Yankees' }));
    await user.click(within(group).getByRole('button', { name: 'Swap New York Yankees' }));
    await user.click(add);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(sentBodies(fetch, use)).toEqual([]);
  });

  it('asks the server again once the game set starts: still short, the contest is cancelled', async () => {
    const streams = stubEventSource();
    let current: SportsLiveScoreResponse = waiting();
    mockFetch((url) => {
      if (url === '/api/auth/me') return json({ user: player });
      if (url === '/api/sports/entries/77/live') return json(current);
      return json({ error: { code: 'NOT_FOUND', ...catalogue.NOT_FOUND } }, 404);
    });
    renderPage(<LiveScorePage />, { path, at });
    const side = await screen.findByRole('complementary', { name: 'Powerplays' });
    expect(within(side).getByText(waitingText)).toBeVisible();

    // The lock's step cancelled it; the set's stream says the set is live.
    current = cancelled();
    const set = streams.find((s) => s.url === '/api/sports/game-sets/9/events')!;
    act(() => {
      set.open();
      set.emit('status', JSON.stringify({ status: 'LIVE' }));
    });
    await waitFor(() => expect(within(side).getByText(cancelledText)).toBeVisible());
    expect(within(side).queryByText(waitingText)).not.toBeInTheDocument();
    expect(within(side).getByRole('button', { name: 'Add' })).toHaveAccessibleDescription(cancelledText);
  });

  it('leaves the powerplays of a played contest as they are', async () => {
    stubEventSource();
    api(liveScore());
    renderPage(<LiveScorePage />, { path, at });
    const side = await screen.findByRole('complementary', { name: 'Powerplays' });
    expect(within(side).getByRole('button', { name: 'Add' })).toHaveAttribute('aria-disabled', 'false');
    expect(screen.queryByText(waitingText)).not.toBeInTheDocument();
    expect(screen.queryByText(cancelledText)).not.toBeInTheDocument();
  });
});

describe('Select A Replacement and doubleheaders', () => {
  // The Cardinals host the Cubs twice; the player holds the Cardinals in game 1 and the Yankees.
  const twice = [
    match('SLN201904011', ['mlb-SLN', 'St. Louis Cardinals'], ['mlb-CHN', 'Chicago Cubs'], {
      status: 'LIVE',
      homeScore: 1,
      progress: { league: 'baseball', inning: 2, half: 'top' },
      sequence: 3,
    }),
    match('NYA201904010', ['mlb-NYA', 'New York Yankees'], ['mlb-BAL', 'Baltimore Orioles'], {
      status: 'LIVE',
      progress: { league: 'baseball', inning: 1, half: 'bottom' },
      sequence: 2,
    }),
    match('SLN201904012', ['mlb-SLN', 'St. Louis Cardinals'], ['mlb-CHN', 'Chicago Cubs'], {
      startAt: '2030-04-02T03:05:00.000Z',
    }),
  ];
  const standing = () =>
    liveScore({
      matches: twice,
      state: { picks: ['SLN201904011-mlb-SLN', 'NYA201904010-mlb-NYA'], locked: [] },
    });

  it('shows "Game 1" and "Game 2" on the two rows', async () => {
    stubEventSource();
    api(standing());
    renderPage(<LiveScorePage />, { path, at });
    const first = await screen.findByRole('listitem', {
      name: 'Chicago Cubs at St. Louis Cardinals, game 1',
    });
    const second = screen.getByRole('listitem', { name: 'Chicago Cubs at St. Louis Cardinals, game 2' });
    expect(within(first).getByText('Game 1')).toBeVisible();
    expect(within(second).getByText('Game 2')).toBeVisible();
    expect(
      screen.getByRole('listitem', { name: 'Baltimore Orioles at New York Yankees' }),
    ).not.toHaveTextContent(/Game \d/);
  });

  it("never offers a club the player holds, the swapped team's other game included", async () => {
    stubEventSource();
    api(standing());
    renderPage(<LiveScorePage />, { path, at });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Swap St. Louis Cardinals' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select A Replacement' });
    const names = within(dialog)
      .getAllByRole('button')
      .map((b) => b.querySelector('.replacement-name')?.textContent)
      .filter(Boolean);
    // Not the Cardinals (held in game 1, so not in game 2 either) nor the held Yankees.
    expect(names).toEqual(['Chicago Cubs', 'Baltimore Orioles', 'Chicago Cubs']);
    // The Cubs' two games are told apart.
    expect(
      within(dialog).getByRole('button', { name: /^Chicago Cubs vs St\. Louis Cardinals · Game 1 · LIVE/ }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', {
        name: /^Chicago Cubs vs St\. Louis Cardinals · Game 2 · Not Started/,
      }),
    ).toBeInTheDocument();
  });

  it('lists candidates without any held club (Add too)', () => {
    const candidates = replacementCandidates(standing().matches);
    expect(candidates.map((c) => [c.key, c.game])).toEqual([
      ['SLN201904011-mlb-CHN', 1],
      ['NYA201904010-mlb-BAL', undefined],
      ['SLN201904012-mlb-CHN', 2],
    ]);
  });
});

import { catalogue } from '@powerplay/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubEventSource, type FakeEventSource } from '../../test/fakeEventSource';
import { json, mockFetch, renderPage, sentBodies } from '../../test/render';
import { TeamSelectPage } from './TeamSelectPage';
import { contest, gameSet, match, player, prizeRows, signedOut, sportsFixture } from './testData';

const matches = [
  match('NYA201904010', ['mlb-NYA', 'New York Yankees'], ['mlb-BAL', 'Baltimore Orioles']),
  match('BOS201904010', ['mlb-BOS', 'Boston Red Sox'], ['mlb-TOR', 'Toronto Blue Jays']),
  match('CHN201904010', ['mlb-CHN', 'Chicago Cubs'], ['mlb-SLN', 'St. Louis Cardinals'], {
    status: 'LIVE',
    progress: { league: 'baseball', inning: 3, half: 'top' },
    home: {
      teamId: 'mlb-CHN',
      name: 'Chicago Cubs',
      abbreviation: 'CHN',
      score: 2,
      starter: { name: 'Jon Lester', stat: 3.32 },
      current: null,
      pickKey: 'CHN201904010-mlb-CHN',
    },
  }),
];

function api(
  signedIn: boolean,
  {
    entryId = 77,
    overrides = {},
  }: { entryId?: number | null; overrides?: Record<string, () => Response> } = {},
) {
  return mockFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (overrides[key]) return overrides[key]();
    if (url === '/api/auth/me') return signedIn ? json({ user: player }) : json(signedOut, 401);
    if (url === '/api/sports') return json(sportsFixture);
    if (url === '/api/sports/contests/5')
      return json({ contest: contest({ myEntryId: signedIn ? entryId : null }), prizes: prizeRows, gameSet });
    if (url === '/api/sports/game-sets/9/matches') return json({ gameSet, matches });
    if (url === '/api/sports/entries/77/picks' && key.startsWith('GET')) return json({ picks: [] });
    if (url === '/api/sports/entries/77/picks') return json({ picks: ['x'] });
    if (url === '/api/sports/game-types/1/rules')
      return json({
        rules: ['General Rules', 'Gamesets', 'Powerplays', 'Suspended Games', 'Canceled Games'].map(
          (title) => ({
            title,
            html: `<p>${title} text</p>`,
          }),
        ),
      });
    return json({ error: { code: 'NOT_FOUND', ...catalogue.NOT_FOUND } }, 404);
  });
}

const at = '/select-teams-cta?contest=5';

async function waitForStream(streams: FakeEventSource[], url: string) {
  await waitFor(() => expect(streams.some((s) => s.url === url)).toBe(true));
  return streams.find((s) => s.url === url)!;
}
const path = '/select-teams-cta';
/** A team's button: "Select This Team", or "Selected ✓" while picked. */
const pick = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^(Select This Team|Selected ✓)\\s+${name}$`) });

describe('TeamSelectPage', () => {
  it("says the player's games of the sport left this month, before any pick", async () => {
    stubEventSource();
    api(true, {
      overrides: {
        'GET /api/sports/monthly-games': () =>
          json({ games: [{ sport: 'baseball', allowance: 3, used: 2, left: 1 }] }),
      },
    });
    renderPage(<TeamSelectPage />, { path, at });
    expect(await screen.findByText('1 of 3 free baseball games left this month')).toBeInTheDocument();
  });

  it('shows the contest, its matches two per row with pitchers, and disables started matches', async () => {
    stubEventSource();
    api(false);
    renderPage(<TeamSelectPage />, { path, at });
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Monday Chase the Ace' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sponsored by Acme Sports')).toBeInTheDocument();
    expect(screen.getByText(/MLB Monday/)).toHaveTextContent('Apr 1, 2030, 7:05 PM EDT');

    const card = await screen.findByRole('listitem', { name: 'Baltimore Orioles at New York Yankees' });
    expect(card).toHaveTextContent('Pitcher: New York Yankees Starter (ERA 3.21)');
    expect(card).toHaveTextContent('Yankee Stadium, New York');
    const live = screen.getByRole('listitem', { name: 'St. Louis Cardinals at Chicago Cubs' });
    expect(live).toHaveTextContent('LIVE · Top 3');
    expect(within(live).getAllByRole('button')).toHaveLength(2);
    for (const b of within(live).getAllByRole('button')) expect(b).toBeDisabled();
    expect(screen.getByText(/copyrighted by Retrosheet/)).toBeInTheDocument();
    expect(screen.getByText('Select At least 2 Teams To Enter This Contest')).toBeInTheDocument();
    // The button says the same minimum as the hint.
    expect(screen.getByRole('button', { name: 'Select at least 2 teams' })).toBeDisabled();
  });

  it('selects, deselects, refuses over the max and below the min, then saves: Updated → Game Central with the entry', async () => {
    stubEventSource();
    const fetch = api(true);
    const u = userEvent.setup();
    const { router } = renderPage(<TeamSelectPage />, { path, at });
    await screen.findByRole('listitem', { name: 'Baltimore Orioles at New York Yankees' });

    await u.click(pick('New York Yankees'));
    expect(pick('New York Yankees')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Select at least 2 Team(s)')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Select at least 2 Team(s)');
    await u.click(screen.getByRole('button', { name: 'OK' }));

    await u.click(pick('Baltimore Orioles'));
    await u.click(pick('Boston Red Sox'));
    await u.click(pick('Toronto Blue Jays'));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('You can Only Select 3 Teams!');
    await u.click(screen.getByRole('button', { name: 'OK' }));
    expect(pick('Toronto Blue Jays')).toHaveAttribute('aria-pressed', 'false');

    // Clicking a selected team deselects it; Remove in My Selections does too.
    await u.click(pick('Boston Red Sox'));
    expect(pick('Boston Red Sox')).toHaveAttribute('aria-pressed', 'false');
    await u.click(pick('Toronto Blue Jays'));
    await u.click(screen.getByRole('button', { name: 'Remove Baltimore Orioles' }));
    expect(screen.getByText('2 of 3 teams selected')).toBeInTheDocument();

    await u.click(screen.getByRole('button', { name: 'Submit' }));
    const done = await screen.findByRole('dialog');
    expect(done).toHaveTextContent('Your picks are saved!');
    expect(sentBodies(fetch, '/api/sports/entries/77/picks').filter(Boolean)).toEqual([
      { teams: ['NYA201904010-mlb-NYA', 'BOS201904010-mlb-TOR'] },
    ]);
    await u.click(within(done).getByRole('button', { name: 'OK' }));
    expect(router.state.location.pathname).toBe('/game-central');
    expect(router.state.location.search).toBe('?entry=77');
  });

  it('asks a visitor to log in, carrying the picks back to this contest', async () => {
    stubEventSource();
    api(false);
    const u = userEvent.setup();
    const { router } = renderPage(<TeamSelectPage />, { path, at });
    await screen.findByRole('listitem', { name: 'Baltimore Orioles at New York Yankees' });
    await u.click(pick('New York Yankees'));
    await u.click(pick('Boston Red Sox'));
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Authentication Failed!Please Login First',
    );
    await u.click(screen.getByRole('button', { name: 'OK' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({
      backlink: 'select-teams-cta?contest=5',
      selected: { contest: 5, picks: ['NYA201904010-mlb-NYA', 'BOS201904010-mlb-BOS'] },
    });
  });

  it('takes live match updates from the game set stream and disables a match that started', async () => {
    const streams = stubEventSource();
    api(true);
    renderPage(<TeamSelectPage />, { path, at });
    await screen.findByRole('listitem', { name: 'Baltimore Orioles at New York Yankees' });
    expect(pick('New York Yankees')).toBeEnabled();
    const stream = streams.find((s) => s.url === '/api/sports/game-sets/9/events')!;
    expect(stream).toBeDefined();
    act(() => {
      stream.open();
      stream.emit('match', JSON.stringify({ ...matches[0], status: 'INTRO', sequence: 1 }), '1');
    });
    expect(pick('New York Yankees')).toBeDisabled();
    expect(screen.getByRole('listitem', { name: 'Baltimore Orioles at New York Yankees' })).toHaveTextContent(
      'LIVE · Starting...',
    );
  });

  it("shows picks the player saved on another page, from the player's own stream", async () => {
    const streams = stubEventSource();
    api(true);
    renderPage(<TeamSelectPage />, { path, at });
    await screen.findByRole('listitem', { name: 'Baltimore Orioles at New York Yankees' });
    const mine = await waitForStream(streams, '/api/me/events');
    // The saved picks (none) have loaded: what the stream brings replaces them.
    await act(() => new Promise((r) => setTimeout(r, 50)));
    const event = (entryId: number, picks: string[]) =>
      JSON.stringify({ entryId, state: { picks, adjustments: {}, locked: [], added: 0 }, powerplays: [] });
    act(() => mine.emit('sports-entry', event(99, ['NYA201904010-mlb-BAL'])));
    expect(pick('Baltimore Orioles')).toHaveAttribute('aria-pressed', 'false');
    act(() => mine.emit('sports-entry', event(77, ['NYA201904010-mlb-NYA'])));
    await waitFor(() => expect(pick('New York Yankees')).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByText('1 of 3 teams selected')).toBeInTheDocument();
  });

  it('opens the Game Rules with its five tabs and the Prize Grid within min..max', async () => {
    stubEventSource();
    api(false);
    const u = userEvent.setup();
    renderPage(<TeamSelectPage />, { path, at });
    await u.click(await screen.findByRole('button', { name: 'Game Rules' }));
    const rules = await screen.findByRole('dialog');
    const tabs = await within(rules).findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'General Rules',
      'Gamesets',
      'Powerplays',
      'Suspended Games',
      'Canceled Games',
    ]);
    expect(within(rules).getByRole('tabpanel')).toHaveTextContent('General Rules text');
    await u.click(within(rules).getByRole('button', { name: 'Close' }));
    await u.click(screen.getByRole('button', { name: 'Prize Grid' }));
    const grid = await screen.findByRole('dialog');
    expect(
      within(grid)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2', '$500', '3', '$750']);
  });

  it('shows the hockey layout with goalies and GAA, and nothing for another league', async () => {
    stubEventSource();
    const hockey = { ...gameSet, league: 'hockey' as const, leagueId: 14, credit: null };
    const game = match('2030040101', ['nhl-TOR', 'Toronto Maple Leafs'], ['nhl-MTL', 'Montreal Canadiens'], {
      league: 'hockey',
    });
    mockFetch((url) => {
      if (url === '/api/auth/me') return json(signedOut, 401);
      if (url === '/api/sports') return json(sportsFixture);
      if (url === '/api/sports/contests/5')
        return json({ contest: contest({ leagueId: 14, sportId: 1 }), prizes: prizeRows, gameSet: hockey });
      if (url === '/api/sports/contests/6')
        return json({ contest: contest({ id: 6, leagueId: 99 }), prizes: prizeRows, gameSet: hockey });
      return json({ gameSet: hockey, matches: [game] });
    });
    const { unmount } = renderPage(<TeamSelectPage />, { path, at });
    const card = await screen.findByRole('listitem', { name: 'Montreal Canadiens at Toronto Maple Leafs' });
    expect(card).toHaveTextContent('Goalie: Toronto Maple Leafs Starter (GAA 3.21)');
    expect(screen.queryByText(/Retrosheet/)).not.toBeInTheDocument();
    unmount();

    renderPage(<TeamSelectPage />, { path, at: `${path}?contest=6` });
    // (Waits for the contest rather than a fixed 50 ms, which a busy run could outlast.)
    await waitFor(() => expect(screen.queryByText('Loading')).not.toBeInTheDocument());
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('says so when the address has no contest', () => {
    api(false);
    renderPage(<TeamSelectPage />, { path, at: path });
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });
});

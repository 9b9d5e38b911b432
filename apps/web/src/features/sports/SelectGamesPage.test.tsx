import { catalogue, notices } from '@powerplay/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockFetch, renderPage, sentBodies } from '../../test/render';
import { SelectGamesPage } from './SelectGamesPage';
import { contest, gameSet, gameType, player, prizeRows, signedOut, sportsFixture } from './testData';

const contests = {
  contests: [
    contest(),
    contest({ id: 6, name: 'Entered Ace', myEntryId: 44, prizeKind: 'points', maxPrize: 1500 }),
    contest({ id: 7, name: 'Blackjack Night', gameTypeId: 2, gameTypeName: 'Baseball Blackjack' }),
  ],
};

function api(signedIn: boolean, overrides: Record<string, () => Response> = {}) {
  return mockFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (overrides[key]) return overrides[key]();
    if (url === '/api/auth/me') return signedIn ? json({ user: player }) : json(signedOut, 401);
    if (url === '/api/sports') return json(sportsFixture);
    if (url === '/api/sports/2/contests') return json(contests);
    if (url.startsWith('/api/sports/') && url.endsWith('/contests')) return json({ contests: [] });
    if (url === '/api/sports/contests/5') return json({ contest: contest(), prizes: prizeRows, gameSet });
    return json({ error: { code: 'NOT_FOUND', ...catalogue.NOT_FOUND } }, 404);
  });
}

const route = { path: '/select-games/:id?' };

describe('SelectGamesPage', () => {
  it('opens on hockey, switches sport by tab and lists the chosen game type with its columns', async () => {
    api(false);
    const u = userEvent.setup();
    const { router } = renderPage(<SelectGamesPage />, { ...route, at: '/select-games' });
    const hockey = await screen.findByRole('tab', { name: 'Hockey' });
    expect(hockey).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No Chase the Ace games right now. Check back soon!')).toBeInTheDocument();

    await u.click(screen.getByRole('tab', { name: 'Baseball' }));
    expect(router.state.location.pathname).toBe('/select-games/2');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Game Name',
      'Sponsored By',
      'Game Type',
      'Start Date',
      'Max Prize',
      'Eligibility',
      'Entries',
      'Action',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    // 23:05 UTC on April 1st is 7:05 PM in New York (EDT).
    expect(rows[0]).toHaveTextContent('Apr 1, 2030, 7:05 PM EDT');
    expect(rows[0]).toHaveTextContent('$1,000');
    expect(rows[1]).toHaveTextContent('1,500 Pts.');
    expect(within(rows[1]!).getByRole('link', { name: /View Entry/ })).toHaveAttribute(
      'href',
      '/game-central',
    );

    await u.click(screen.getByRole('button', { name: 'Baseball Blackjack' }));
    expect(screen.getByRole('button', { name: 'Baseball Blackjack' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('table')).toHaveTextContent('Blackjack Night');
  });

  it('opens a sport on the first type it plays, not on a display-only one', async () => {
    const football = {
      id: 4,
      slug: 'football',
      name: 'Football',
      leagueId: 17,
      gameTypes: [
        gameType({ id: 40, sportId: 4, rule: null, noGameText: 'Chase the Ace is played on baseball.' }),
        gameType({
          id: 41,
          sportId: 4,
          name: 'High 5',
          layout: 'high5',
          rule: 'high5',
          noGameText: 'No High 5.',
        }),
      ],
    };
    api(false, { 'GET /api/sports': () => json({ sports: [football] }) });
    renderPage(<SelectGamesPage />, { ...route, at: '/select-games/4' });
    expect(await screen.findByRole('button', { name: 'High 5' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Chase the Ace' })).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('No High 5.')).toBeInTheDocument();
  });

  // Hockey pages said "runs".
  it("says Chase the Ace's score in the shown sport's words: goals for hockey, runs for baseball", async () => {
    api(false);
    const u = userEvent.setup();
    renderPage(<SelectGamesPage />, { ...route, at: '/select-games/1' });
    const slides = await screen.findByRole('region', { name: 'Our Games slides' });
    await screen.findByRole('tab', { name: 'Hockey' });
    expect(slides).toHaveTextContent('finish with exactly one goal.');
    expect(slides).not.toHaveTextContent(/one run\b/);

    await u.click(screen.getByRole('tab', { name: 'Baseball' }));
    expect(await screen.findByRole('region', { name: 'Our Games slides' })).toHaveTextContent(
      'finish with exactly one run.',
    );
  });

  it('lists open contests first; one under way is Live with View (or View Entry), never Enter', async () => {
    const past = '2020-04-01T23:05:00Z';
    api(true, {
      'GET /api/sports/2/contests': () =>
        json({
          contests: [
            contest({ id: 8, name: 'Started Ace', status: 'IN_PROGRESS', startAt: past }),
            contest({ id: 9, name: 'My Started Ace', status: 'IN_PROGRESS', startAt: past, myEntryId: 45 }),
            // Not moved by the feed yet, but its first match has started by the clock.
            contest({ id: 10, name: 'Due Ace', startAt: past }),
            contest(),
          ],
        }),
    });
    renderPage(<SelectGamesPage />, { ...route, at: '/select-games/2' });
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Monday Chase the Ace',
      'Started Ace',
      'My Started Ace',
      'Due Ace',
    ]);
    expect(within(rows[0]!).getByRole('button', { name: 'Enter Monday Chase the Ace' })).toBeEnabled();
    for (const row of rows.slice(1)) {
      expect(row).toHaveTextContent('Live');
      expect(within(row).queryByRole('button', { name: /^Enter/ })).not.toBeInTheDocument();
    }
    expect(within(rows[1]!).getByRole('link', { name: 'View of Started Ace' })).toHaveAttribute(
      'href',
      '/select-teams-cta?contest=8',
    );
    expect(within(rows[2]!).getByRole('link', { name: 'View Entry of My Started Ace' })).toHaveAttribute(
      'href',
      '/livescore/45',
    );
  });

  it('shows the prize modal with the rows within min..max only', async () => {
    api(false);
    const u = userEvent.setup();
    renderPage(<SelectGamesPage />, { ...route, at: '/select-games/2' });
    await screen.findByRole('table');
    await u.click(screen.getByRole('button', { name: '$1,000, prizes of Monday Chase the Ace' }));
    const dialog = await screen.findByRole('dialog');
    const cells = await within(dialog).findAllByRole('cell');
    expect(cells.map((c) => c.textContent)).toEqual(['2', '$500', '3', '$750']);
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks a visitor to log in first, then goes to /login with a way back', async () => {
    api(false);
    const u = userEvent.setup();
    const { router } = renderPage(<SelectGamesPage />, { ...route, at: '/select-games/2' });
    await u.click(await screen.findByRole('button', { name: 'Enter Monday Chase the Ace' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Authentication Failed!');
    expect(dialog).toHaveTextContent('Please Login First');
    await u.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({
      backlink: 'select-games/2',
      selected: { sport: 2, gameType: 1 },
    });
  });

  it('preselects the sport and game type carried back from /login', async () => {
    api(true);
    renderPage(<SelectGamesPage />, {
      ...route,
      at: '/select-games/2',
      state: { selected: { sport: 2, gameType: 2 } },
    });
    expect(await screen.findByRole('button', { name: 'Baseball Blackjack' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await screen.findByRole('table')).toHaveTextContent('Blackjack Night');
  });

  it("preselects from the spec's navigation state: league 15 and a game type", async () => {
    api(false);
    renderPage(<SelectGamesPage />, { ...route, at: '/select-games', state: { league: 15, gametype: 2 } });
    expect(await screen.findByRole('tab', { name: 'Baseball' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Baseball Blackjack' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('enters a signed-in player and goes to the team selection page of the contest', async () => {
    const fetch = api(true, {
      'POST /api/sports/contests/5/entries': () => json({ entry: { id: 77 } }, 201),
    });
    const u = userEvent.setup();
    const { router } = renderPage(<SelectGamesPage />, { ...route, at: '/select-games/2' });
    await u.click(await screen.findByRole('button', { name: 'Enter Monday Chase the Ace' }));
    await screen.findByTestId('location');
    expect(router.state.location.pathname).toBe('/select-teams-cta');
    expect(router.state.location.search).toBe('?contest=5');
    expect(sentBodies(fetch, '/api/sports/contests/5/entries')).toEqual([{}]);
  });

  it('says how many games of the sport are left this month before any pick (the server’s count)', async () => {
    const month = (left: number | null, allowance: number | null) => () =>
      json({
        games: [
          { sport: 'hockey', allowance: 3, used: 0, left: 3 },
          { sport: 'baseball', allowance, used: 1, left },
        ],
      });
    const u = userEvent.setup();
    api(true, { 'GET /api/sports/monthly-games': month(2, 3) });
    const first = renderPage(<SelectGamesPage />, { ...route, at: '/select-games/2' });
    expect(await screen.findByText('2 of 3 free baseball games left this month')).toBeInTheDocument();
    await u.click(screen.getByRole('tab', { name: 'Hockey' }));
    expect(await screen.findByText('3 of 3 free hockey games left this month')).toBeInTheDocument();
    first.unmount();

    api(true, { 'GET /api/sports/monthly-games': month(10, 13) });
    const plan = renderPage(<SelectGamesPage />, { ...route, at: '/select-games/2' });
    expect(await screen.findByText('10 of 13 baseball games left this month')).toBeInTheDocument();
    plan.unmount();

    api(true, { 'GET /api/sports/monthly-games': month(null, null) });
    const unlimited = renderPage(<SelectGamesPage />, { ...route, at: '/select-games/2' });
    expect(await screen.findByText('Unlimited baseball games this month with your plan')).toBeInTheDocument();
    unlimited.unmount();

    api(true, { 'GET /api/sports/monthly-games': month(0, 3) });
    renderPage(<SelectGamesPage />, { ...route, at: '/select-games/2' });
    const none = await screen.findByText(/No baseball games left this month/);
    expect(within(none).getByRole('link', { name: 'Add more' })).toHaveAttribute('href', '/powerplay-store');
  });

  it('tells a visitor the free games a month, without asking for a count', async () => {
    const fetch = api(false);
    renderPage(<SelectGamesPage />, { ...route, at: '/select-games/2' });
    expect(await screen.findByText('3 free baseball games a month')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([url]) => url === '/api/sports/monthly-games')).toBe(false);
  });

  it("shows the server's refusal with its title, message and store link", async () => {
    api(true, {
      'POST /api/sports/contests/5/entries': () =>
        json({ error: { code: 'MONTHLY_ALLOWANCE_USED', ...catalogue.MONTHLY_ALLOWANCE_USED } }, 403),
    });
    const u = userEvent.setup();
    renderPage(<SelectGamesPage />, { ...route, at: '/select-games/2' });
    await u.click(await screen.findByRole('button', { name: 'Enter Monday Chase the Ace' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Sorry!');
    expect(dialog).toHaveTextContent("You have used this month's games. Please CLICK HERE to add more!");
    expect(within(dialog).getByRole('link', { name: 'CLICK HERE' })).toHaveAttribute(
      'href',
      '/powerplay-store',
    );
  });

  it('shows a sport without games its text and Notify Me about its league', async () => {
    api(false);
    renderPage(<SelectGamesPage />, { ...route, at: '/select-games/3' });
    expect(await screen.findByText('Basketball is coming soon!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notify Me about Basketball' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See how High 5 plays' })).toHaveAttribute(
      'href',
      '/select-teams-high5?gameType=30',
    );
  });

  it('offers Notify Me about a game type with no contest now: that game type, not its league', async () => {
    const fetch = api(false, {
      'GET /api/sports/2/contests': () => json({ contests: [contest()] }),
      'POST /api/notify-requests': () => json({ id: 1 }, 201),
    });
    const u = userEvent.setup();
    renderPage(<SelectGamesPage />, { ...route, at: '/select-games/2?gameType=2' });
    expect(await screen.findByText('Blackjack soon.')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Notify Me about Baseball Blackjack' }));
    await u.type(screen.getByLabelText(/your email/i), 'fan@example.com');
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(notices.NOTIFY_THANKS.title, { exact: false })).toBeInTheDocument();
    expect(sentBodies(fetch, '/api/notify-requests')).toEqual([
      { email: 'fan@example.com', topic: 'game-type:2' },
    ]);
  });
});

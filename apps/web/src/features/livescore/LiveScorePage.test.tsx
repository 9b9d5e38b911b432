import { catalogue, type SportsLiveScoreResponse } from '@powerplay/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubEventSource, type FakeEventSource } from '../../test/fakeEventSource';
import { json, mockFetch, renderPage, sentBodies } from '../../test/render';
import { LatestLiveScorePage, LiveScorePage } from './LiveScorePage';
import { contest, entry, liveScore, match, matches, player, powerplays } from './testData';

const path = '/livescore/:entryId';
const at = '/livescore/77';
const live = '/api/sports/entries/77/live';
const use = '/api/sports/entries/77/powerplays';

const refusal = (code: keyof typeof catalogue) => {
  const { status, title, message } = catalogue[code];
  return json({ error: { code, title, message } }, status);
};

function api(
  standing: SportsLiveScoreResponse = liveScore(),
  overrides: Record<string, (init: RequestInit | undefined) => Response> = {},
) {
  return mockFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (overrides[key]) return overrides[key](init);
    if (url === '/api/auth/me') return json({ user: player });
    if (url === live) return json(standing);
    if (url === '/api/sports')
      return json({
        sports: [
          {
            id: 2,
            slug: 'baseball',
            name: 'Baseball',
            leagueId: 15,
            gameTypes: [
              {
                id: 1,
                sportId: 2,
                name: 'Chase the Ace',
                layout: 'cta',
                rule: 'chase_the_ace',
                noGameText: '',
                imageUrl: '/images/sports/cta.svg',
                headerImageUrl: '/images/sports/cta-header.svg',
              },
            ],
          },
        ],
      });
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

const row = (name: string) => screen.getByRole('listitem', { name });
const yankeesRow = () => row('Baltimore Orioles at New York Yankees');
const streamOf = (streams: FakeEventSource[], url: string) =>
  streams.find((s) => s.url === url && !s.closed)!;

afterEach(() => {
  vi.useRealTimers();
});

describe('LiveScorePage', () => {
  it('shows the live entry: header, headline, matches by state with My Score, Locked and Available at', async () => {
    stubEventSource();
    api();
    renderPage(<LiveScorePage />, { path, at });
    expect(screen.getByRole('status')).toHaveTextContent(/Loading/);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Monday Chase the Ace' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sponsored by Acme Sports')).toBeInTheDocument();
    expect(screen.getByText(/MLB Monday/)).toHaveTextContent('Apr 1, 2030, 7:05 PM EDT');
    expect(screen.getByText('YOUR GAMESET HAS STARTED')).toBeInTheDocument();
    expect(screen.getByText('GOOD LUCK')).toBeInTheDocument();

    const groups = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(groups).toEqual(['Game Ended', 'Live', 'Not Started']);
    // The player's own matches lead their group.
    const notStarted = screen.getByRole('region', { name: 'Not Started' });
    expect(within(notStarted).getAllByRole('listitem')[0]).toHaveAccessibleName(
      'St. Louis Cardinals at Chicago Cubs',
    );

    const yankees = yankeesRow();
    expect(yankees).toHaveTextContent('Top 4');
    expect(yankees).toHaveTextContent('Yankee Stadium, New York');
    expect(yankees).toHaveTextContent('Pitcher: New York Yankees Starter (ERA 3.21)');
    expect(yankees).toHaveTextContent('My Score: 1');
    expect(within(yankees).getByRole('button', { name: 'Increase New York Yankees' })).toBeEnabled();
    expect(within(yankees).getAllByRole('button')).toHaveLength(7);

    const redSox = row('Toronto Blue Jays at Boston Red Sox');
    expect(redSox).toHaveTextContent('Finished');
    expect(redSox).toHaveTextContent('Locked');
    expect(within(redSox).queryAllByRole('button')).toHaveLength(0);

    const cubs = row('St. Louis Cardinals at Chicago Cubs');
    expect(cubs).toHaveTextContent('Available at 8:10 PM EDT');
    expect(within(cubs).queryAllByRole('button')).toHaveLength(0);

    const side = screen.getByRole('complementary', { name: 'Powerplays' });
    expect(side).toHaveTextContent('Increase 3');
    expect(side).toHaveTextContent('Swap 1');
    expect(within(side).queryByText('Add Live Scores')).not.toBeInTheDocument();

    const summary = screen.getByRole('region', { name: 'My Score' });
    expect(summary).toHaveTextContent('Teams selected3');
    expect(summary).toHaveTextContent('Teams with 1 run2 out of 3');
    expect(summary).toHaveTextContent('You Could Win $1,000');
    expect(screen.getByText(/copyrighted by Retrosheet/)).toBeInTheDocument();
  });

  it('sends one use for two quick clicks, and the clicked button keeps the focus', async () => {
    stubEventSource();
    let answer: (r: Response) => void = () => undefined;
    const fetch = api(liveScore(), {
      [`POST ${use}`]: () => new Promise<Response>((resolve) => (answer = resolve)) as unknown as Response,
    });
    renderPage(<LiveScorePage />, { path, at });
    const user = userEvent.setup();
    const increase = await screen.findByRole('button', { name: 'Increase New York Yankees' });
    await user.click(increase);
    expect(increase).toHaveAttribute('aria-disabled', 'true');
    await user.click(increase);
    await user.click(screen.getByRole('button', { name: 'Decrease New York Yankees' }));
    expect(sentBodies(fetch, use)).toHaveLength(1);
    answer(json(liveScore()));
    await waitFor(() => expect(increase).toHaveAttribute('aria-disabled', 'false'));
    expect(screen.getByRole('button', { name: 'Decrease New York Yankees' })).toHaveFocus();
  });

  it('uses a powerplay, announces it politely and shows the new standing', async () => {
    stubEventSource();
    const after = liveScore({
      state: { adjustments: { 'NYA201904010-mlb-NYA': 1 } },
    });
    after.powerplays = powerplays.map((p) => (p.powerplayId === 19 ? { ...p, remaining: 2 } : p));
    const fetch = api(liveScore(), { [`POST ${use}`]: () => json(after) });
    renderPage(<LiveScorePage />, { path, at });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Increase New York Yankees' }));

    expect(sentBodies(fetch, use)).toEqual([{ powerplayId: 19, team: 'NYA201904010-mlb-NYA' }]);
    const init = fetch.mock.calls.find(([u]) => u === use)![1]!;
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/[0-9a-f-]{36}/);
    expect(await screen.findByText('Increase used on New York Yankees. My Score: 2')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(yankeesRow()).toHaveTextContent('My Score: 2');
    expect(screen.getByRole('complementary', { name: 'Powerplays' })).toHaveTextContent('Increase 2');
  });

  it("shows the server's refusal in an accessible dialog and returns focus", async () => {
    stubEventSource();
    // The match ended while the Increase was on its way: the server's word wins.
    api(liveScore(), { [`POST ${use}`]: () => refusal('SPORTS_ACTION_UNAVAILABLE') });
    renderPage(<LiveScorePage />, { path, at });
    const user = userEvent.setup();
    const increase = await screen.findByRole('button', { name: 'Increase New York Yankees' });
    await user.click(increase);
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Sorry!');
    expect(dialog).toHaveTextContent(catalogue.SPORTS_ACTION_UNAVAILABLE.message);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(increase).toHaveFocus();
  });

  it('links the subscription refusal to the store', async () => {
    stubEventSource();
    api(liveScore({ meta: { canPlay: false } }), {
      [`POST ${use}`]: () => refusal('SPORTS_SUBSCRIPTION_NEEDED'),
    });
    renderPage(<LiveScorePage />, { path, at });
    const side = await screen.findByRole('complementary', { name: 'Powerplays' });
    expect(side).toHaveTextContent(/You Need A live Score Subscription/);
    expect(within(side).getByRole('link', { name: 'CLICK HERE' })).toHaveAttribute(
      'href',
      '/powerplay-store',
    );
    expect(within(side).getByRole('link', { name: 'Add Live Scores' })).toHaveAttribute(
      'href',
      '/powerplay-store',
    );

    await userEvent.setup().click(screen.getByRole('button', { name: 'Lock New York Yankees' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('link', { name: 'CLICK HERE' })).toHaveAttribute(
      'href',
      '/powerplay-store',
    );
  });

  it('swaps through Select A Replacement (teams not held, UNPLAYED or LIVE); Escape and Close close it', async () => {
    stubEventSource();
    const swapped = liveScore({
      state: { picks: ['CHN201904010-mlb-SLN', 'BOS201904010-mlb-BOS', 'CHN201904010-mlb-CHN'] },
    });
    const fetch = api(liveScore(), { [`POST ${use}`]: () => json(swapped) });
    renderPage(<LiveScorePage />, { path, at });
    const user = userEvent.setup();
    const swap = await screen.findByRole('button', { name: 'Swap New York Yankees' });
    await user.click(swap);
    let dialog = await screen.findByRole('dialog', { name: 'Select A Replacement' });
    const choices = within(dialog)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('.replacement-name')?.textContent);
    // Not the held Yankees and Cubs, nor the finished match's teams.
    expect(choices).toEqual(['Baltimore Orioles', 'Atlanta Braves', 'Miami Marlins', 'St. Louis Cardinals']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(swap).toHaveFocus();

    await user.click(swap);
    dialog = await screen.findByRole('dialog', { name: 'Select A Replacement' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentBodies(fetch, use)).toEqual([]);

    await user.click(swap);
    dialog = await screen.findByRole('dialog', { name: 'Select A Replacement' });
    await user.click(within(dialog).getByRole('button', { name: /St\. Louis Cardinals/ }));
    await waitFor(() =>
      expect(sentBodies(fetch, use)).toEqual([
        { powerplayId: 24, team: 'NYA201904010-mlb-NYA', replacement: 'CHN201904010-mlb-SLN' },
      ]),
    );
    expect(await screen.findByText('New York Yankees replaced by St. Louis Cardinals')).toBeInTheDocument();
    expect(yankeesRow()).not.toHaveTextContent('My Score');
    // The swapped-out team's row lost its buttons: the keyboard stays in the page.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: /^Matches/ })).toHaveFocus());
  });

  it('adds a team from the side panel', async () => {
    stubEventSource();
    const fetch = api(liveScore(), { [`POST ${use}`]: () => json(liveScore()) });
    renderPage(<LiveScorePage />, { path, at });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select A Replacement' });
    await user.click(within(dialog).getByRole('button', { name: /Baltimore Orioles/ }));
    await waitFor(() =>
      expect(sentBodies(fetch, use)).toEqual([{ powerplayId: 5, team: 'NYA201904010-mlb-BAL' }]),
    );
  });

  it("merges the game set's match events and the player's own entry events (no polling)", async () => {
    const streams = stubEventSource();
    const fetch = api();
    renderPage(<LiveScorePage />, { path, at });
    await screen.findByRole('heading', { level: 1, name: 'Monday Chase the Ace' });
    const set = streamOf(streams, '/api/sports/game-sets/9/events');
    const me = streamOf(streams, '/api/me/events');
    expect(set).toBeDefined();
    expect(me).toBeDefined();

    const scored = match('NYA201904010', ['mlb-NYA', 'New York Yankees'], ['mlb-BAL', 'Baltimore Orioles'], {
      status: 'LIVE',
      homeScore: 2,
      awayScore: 3,
      progress: { league: 'baseball', inning: 5, half: 'bottom' },
      sequence: 6,
    });
    await act(async () => {
      set.open();
      set.emit('match', JSON.stringify(scored), '31');
      await Promise.resolve();
    });
    await waitFor(() => expect(yankeesRow()).toHaveTextContent('Bottom 5'));
    expect(yankeesRow()).toHaveTextContent('Bottom 5');
    expect(yankeesRow()).toHaveTextContent('My Score: 2');
    expect(screen.getByRole('region', { name: 'My Score' })).toHaveTextContent('1 out of 3');

    // The Cubs' match starts: it moves to Live and its held team gets its powerplays.
    const cubsLive = {
      ...matches.find((m) => m.feedGameId === 'CHN201904010')!,
      status: 'LIVE' as const,
      sequence: 1,
    };
    act(() => set.emit('match', JSON.stringify(cubsLive), '32'));
    await waitFor(() =>
      expect(within(row('St. Louis Cardinals at Chicago Cubs')).getAllByRole('button')).toHaveLength(7),
    );

    act(() =>
      me.emit(
        'sports-entry',
        JSON.stringify({
          entryId: 77,
          state: {
            picks: ['NYA201904010-mlb-NYA', 'BOS201904010-mlb-BOS', 'CHN201904010-mlb-CHN'],
            adjustments: { 'NYA201904010-mlb-NYA': -1 },
            locked: ['BOS201904010-mlb-BOS'],
            added: 0,
          },
          powerplays: powerplays.map((p) => (p.powerplayId === 18 ? { ...p, remaining: 2 } : p)),
        }),
      ),
    );
    await waitFor(() => expect(yankeesRow()).toHaveTextContent('My Score: 1'));
    expect(screen.getByRole('complementary', { name: 'Powerplays' })).toHaveTextContent('Decrease 2');

    // Another entry's event changes nothing here.
    act(() =>
      me.emit(
        'sports-entry',
        JSON.stringify({
          entryId: 78,
          state: { picks: [], adjustments: {}, locked: [], added: 0 },
          powerplays: [],
        }),
      ),
    );
    expect(yankeesRow()).toHaveTextContent('My Score: 1');
    expect(fetch.mock.calls.filter(([u]) => u === live)).toHaveLength(1);
  });

  it('refetches the standing once the game set is settled', async () => {
    const streams = stubEventSource();
    const fetch = api();
    renderPage(<LiveScorePage />, { path, at });
    await screen.findByRole('heading', { level: 1, name: 'Monday Chase the Ace' });
    const set = streamOf(streams, '/api/sports/game-sets/9/events');
    act(() => set.emit('settled', JSON.stringify({ settledAt: '2030-04-02T04:00:00.000Z' })));
    await waitFor(() => expect(fetch.mock.calls.filter(([u]) => u === live)).toHaveLength(2));
  });

  it('shows the final result with what it won and a play-again link', async () => {
    stubEventSource();
    const finished = matches.map((m) => ({ ...m, status: 'FINISHED' as const }));
    api(
      liveScore({
        matches: finished,
        meta: { gameStatus: 'FINISHED', result: 'WON' },
        entry: { result: 'WON', wonAmount: 50_000 },
      }),
    );
    renderPage(<LiveScorePage />, { path, at });
    expect(await screen.findByRole('region', { name: 'Game set' })).toHaveTextContent(
      'THE GAMESET IS NOW FINAL',
    );
    const results = screen.getByRole('region', { name: 'Results' });
    expect(results).toHaveTextContent('You Won $500');
    expect(within(results).getByRole('link', { name: 'Play Again' })).toHaveAttribute('href', '/live-sports');
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
  });

  it('says Better luck next time for a lost entry', async () => {
    stubEventSource();
    api(
      liveScore({
        matches: matches.map((m) => ({ ...m, status: 'FINISHED' as const })),
        meta: { gameStatus: 'FINISHED', result: 'LOST' },
      }),
    );
    renderPage(<LiveScorePage />, { path, at });
    expect(await screen.findByRole('region', { name: 'Results' })).toHaveTextContent('Better luck next time');
  });

  it('before the start: start time, teams selected, prize to win and the baseball countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.parse('2030-03-30T20:00:00.000Z') });
    stubEventSource();
    const unplayed = matches.map((m) => ({ ...m, status: 'UNPLAYED' as const, sequence: 0 }));
    api(
      liveScore({
        matches: unplayed,
        meta: { gameStatus: 'UNPLAYED' },
        state: { locked: [], picks: ['NYA201904010-mlb-NYA', 'BOS201904010-mlb-BOS'] },
      }),
    );
    renderPage(<LiveScorePage />, { path, at });
    const timer = await screen.findByRole('timer', { name: 'Time to start' });
    expect(timer).toHaveTextContent('2 days 3 hours 5 mins');
    const headline = screen.getByRole('region', { name: 'Game set' });
    expect(within(headline).getByText('Starts').nextSibling).toHaveTextContent('Apr 1, 2030, 7:05 PM EDT');
    expect(within(headline).getByText('Teams selected').nextSibling).toHaveTextContent('2');
    expect(within(headline).getByText('Prize to win').nextSibling).toHaveTextContent('$50');
    expect(yankeesRow()).toHaveTextContent('Available at 7:05 PM EDT');
    expect(within(headline).getByRole('link', { name: 'Pick Teams' })).toHaveAttribute(
      'href',
      '/select-teams-cta?contest=5',
    );
  });

  it('shows hockey as periods with the clock, goalies with GAA, Starting... and goals', async () => {
    stubEventSource();
    const hockey = (id: string, home: [string, string], away: [string, string], patch: object) => ({
      ...match(id, home, away, patch),
      league: 'hockey' as const,
      location: 'Scotiabank Arena, Toronto',
    });
    const games = [
      hockey('NHL1', ['nhl-TOR', 'Toronto Maple Leafs'], ['nhl-MTL', 'Montreal Canadiens'], {
        status: 'LIVE',
        homeScore: 1,
        progress: { league: 'hockey', period: 2, clockSeconds: 754 },
      }),
      hockey('NHL2', ['nhl-BOS', 'Boston Bruins'], ['nhl-NYR', 'New York Rangers'], {
        status: 'LIVE',
        progress: { league: 'hockey', period: 0, clockSeconds: 0 },
      }),
      hockey('NHL3', ['nhl-EDM', 'Edmonton Oilers'], ['nhl-CGY', 'Calgary Flames'], { status: 'INTRO' }),
    ];
    const standing = liveScore({
      league: 'hockey',
      matches: games,
      state: { picks: ['NHL1-nhl-TOR', 'NHL3-nhl-EDM'], locked: [] },
      entry: { contest: contest({ leagueId: 14, sportId: 1, prizeKind: 'points' }) },
    });
    standing.prizes = [{ teams: 2, kind: 'points', amount: 250, description: null, retailValueCents: null }];
    api({ ...standing, meta: { ...standing.meta, prize: standing.prizes[0]! } });
    renderPage(<LiveScorePage />, { path, at });
    const leafs = await screen.findByRole('listitem', { name: 'Montreal Canadiens at Toronto Maple Leafs' });
    expect(leafs).toHaveTextContent('2nd 12:34');
    expect(leafs).toHaveTextContent('Goalie: Toronto Maple Leafs Starter (GAA 3.21)');
    expect(leafs).toHaveTextContent('My Score: 1');
    expect(row('New York Rangers at Boston Bruins')).toHaveTextContent('Intermission');
    const oilers = row('Calgary Flames at Edmonton Oilers');
    expect(oilers).toHaveTextContent('Starting...');
    // A held team of a match still starting has no powerplays yet.
    expect(within(oilers).queryAllByRole('button')).toHaveLength(0);
    const summary = screen.getByRole('region', { name: 'My Score' });
    expect(summary).toHaveTextContent('Teams with 1 goal1 out of 2');
    expect(summary).toHaveTextContent('Points50 / 100');
    expect(summary).toHaveTextContent('You Could Win 250 Pts.');
  });

  it('shows an items prize by its description and a Blackjack total', async () => {
    stubEventSource();
    const standing = liveScore({
      entry: { contest: contest({ rule: 'blackjack', prizeKind: 'items' }) },
      state: { adjustments: { 'NYA201904010-mlb-NYA': 19 } },
    });
    const tv = {
      teams: 3,
      kind: 'items' as const,
      amount: 0,
      description: 'A 65-inch TV',
      retailValueCents: 129_900,
    };
    api({ ...standing, prizes: [tv], meta: { ...standing.meta, prize: tv } });
    renderPage(<LiveScorePage />, { path, at });
    const summary = await screen.findByRole('region', { name: 'My Score' });
    expect(summary).toHaveTextContent('Total runs21');
    expect(summary).toHaveTextContent('You Could Win A 65-inch TV');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Prize Grid' }));
    const grid = await screen.findByRole('dialog', { name: 'Prize Grid' });
    expect(
      within(grid)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Number of TeamsPrizeRetail Value', '3A 65-inch TV$1,299']);
  });

  it("names a doubleheader's two games apart", async () => {
    stubEventSource();
    const twice = [
      match('SLN201904011', ['mlb-SLN', 'St. Louis Cardinals'], ['mlb-CHN', 'Chicago Cubs']),
      match('SLN201904012', ['mlb-SLN', 'St. Louis Cardinals'], ['mlb-CHN', 'Chicago Cubs'], {
        startAt: '2030-04-02T03:05:00.000Z',
      }),
    ];
    api(liveScore({ matches: twice, state: { picks: ['SLN201904012-mlb-SLN'], locked: [] } }));
    renderPage(<LiveScorePage />, { path, at });
    const second = await screen.findByRole('listitem', {
      name: 'Chicago Cubs at St. Louis Cardinals, game 2',
    });
    expect(second).toHaveTextContent('My Score: 0');
    expect(row('Chicago Cubs at St. Louis Cardinals, game 1')).not.toHaveTextContent('My Score');
  });

  it('moves between entries; the right arrow with no newer entry says so', async () => {
    stubEventSource();
    api(liveScore({ siblings: [{ id: 70, startAt: '2030-03-01T23:05:00.000Z' }] }));
    const { router } = renderPage(<LiveScorePage />, { path, at });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Next entry/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Sorry!');
    expect(dialog).toHaveTextContent('You have not entered any future dated games');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await user.click(screen.getByRole('button', { name: /Previous entry/ }));
    expect(router.state.location.pathname).toBe('/livescore/70');
  });

  it('opens the Game Rules tabs and the Prize Grid', async () => {
    stubEventSource();
    api();
    renderPage(<LiveScorePage />, { path, at });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Game Rules' }));
    const rules = await screen.findByRole('dialog', { name: 'Game Rules' });
    expect(await within(rules).findAllByRole('tab')).toHaveLength(5);
    expect(rules).toHaveTextContent('General Rules text');
    await user.click(within(rules).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Prize Grid' }));
    const grid = await screen.findByRole('dialog', { name: 'Prize Grid' });
    expect(
      within(grid)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Number of TeamsPrize', '2$50', '3$1,000']);
  });

  it('shows the catalogue message when the entry is not the player’s', async () => {
    stubEventSource();
    api(liveScore(), { [`GET ${live}`]: () => refusal('SPORTS_ENTRY_NOT_FOUND') });
    renderPage(<LiveScorePage />, { path, at });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You have not entered this game');
    // Asking again would change nothing: the way on is entering a game, or Game Central.
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Enter a game' })).toHaveAttribute(
      'href',
      '/select-games',
    );
    expect(within(alert).getByRole('link', { name: 'Game Central' })).toHaveAttribute(
      'href',
      '/game-central',
    );
  });

  it('offers a way on, not a retry, for an entry number that cannot exist', async () => {
    stubEventSource();
    api(liveScore());
    renderPage(<LiveScorePage />, { path, at: '/livescore/abc' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You have not entered this game');
    expect(within(alert).getByRole('link', { name: 'Enter a game' })).toHaveAttribute(
      'href',
      '/select-games',
    );
  });
});

describe('LatestLiveScorePage', () => {
  it('opens the most recent entry', async () => {
    stubEventSource();
    mockFetch((url) => {
      if (url === '/api/auth/me') return json({ user: player });
      if (url === '/api/sports/entries')
        return json({
          entries: [
            entry({ id: 70, createdAt: '2030-03-01T12:00:00.000Z', contest: contest({ id: 4 }) }),
            entry({ id: 77 }),
          ],
        });
      return json({ error: { code: 'NOT_FOUND', ...catalogue.NOT_FOUND } }, 404);
    });
    const { router } = renderPage(<LatestLiveScorePage />, { path: '/livescore' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/livescore/77'));
  });

  it('says there is no entry', async () => {
    stubEventSource();
    mockFetch((url) => {
      if (url === '/api/auth/me') return json({ user: player });
      if (url === '/api/sports/entries') return json({ entries: [] });
      return json({ error: { code: 'NOT_FOUND', ...catalogue.NOT_FOUND } }, 404);
    });
    renderPage(<LatestLiveScorePage />, { path: '/livescore' });
    expect(await screen.findByText('You have not entered any future dated games')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, renderPage } from '../../test/render';
import { sportsContestFixture } from '../../test/sports-fixtures';
import type { DraftContest, DraftEntrySummary, LotteryGame, SportsContest } from '@powerplay/contracts';
import userEvent from '@testing-library/user-event';
import { GameCentralPage } from './GameCentralPage';
import { mockGameCentral, player, renderGameCentral, rowNames, sportsEntry } from './testing';

const hour = 3_600_000;

/** A 747-shaped game as the entries list shows it. */
function gameFixture(type: LotteryGame['gameType'], patch: Partial<LotteryGame>) {
  return {
    id: 1,
    gameType: type,
    name: type === '747' ? 'Lotto 747' : 'Sweet 16',
    status: 'unplayed',
    startAt: '2030-01-06T01:00:00.000Z',
    pickDeadline: '2030-01-06T01:00:00.000Z',
    finishesAt: '2030-01-06T01:05:00.000Z',
    ballIntervalSeconds: 30,
    delaySeconds: 5,
    finalWindowSeconds: 12,
    balls: 7,
    picks: 7,
    min: 1,
    max: 47,
    currency: 'USD',
    prizeTiers: [],
    commitment: 'ab'.repeat(32),
    ...patch,
  };
}

function entry(id: number, game: ReturnType<typeof gameFixture>, result: unknown = null) {
  return { entryId: id, game, picks: [7, 3, 1, 4, 5, 6, 2], result };
}

describe('GameCentralPage', () => {
  it("lists the player's draws, live first, each with what it offers now", async () => {
    const now = Date.now();
    const upcoming = gameFixture('747', {
      id: 11,
      status: 'unplayed',
      startAt: new Date(now + hour).toISOString(),
      pickDeadline: new Date(now + hour).toISOString(),
    });
    const live = gameFixture('sweet16', {
      id: 12,
      status: 'live',
      startAt: new Date(now - 60_000).toISOString(),
    });
    const finished = gameFixture('747', {
      id: 13,
      status: 'finished',
      startAt: new Date(now - hour).toISOString(),
    });
    mockGameCentral((url) =>
      url === '/api/auth/me'
        ? json({ user: player })
        : url === '/api/sports/entries'
          ? json({ entries: [] })
          : json({
              entries: [
                entry(1, upcoming),
                entry(2, finished, { picks: [], hits: 3, prize: 5000, kind: 'cash' }),
                entry(3, live),
              ],
            }),
    );
    renderPage(<GameCentralPage />, { path: '/game-central', at: '/game-central?tab=lotto' });
    expect(await screen.findByRole('tab', { name: 'LOTTO GAMES' })).toHaveAttribute('aria-selected', 'true');
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[2]!.textContent)).toEqual([
      'Live now',
      'Upcoming',
      'Finished',
    ]);
    expect(within(rows[0]!).getByRole('link')).toHaveAttribute('href', '/sweet16-draw?game=12');
    expect(within(rows[1]!).getByRole('link')).toHaveAttribute('href', '/747');
    expect(within(rows[1]!).getAllByRole('cell')[3]).toHaveTextContent('1, 2, 3, 4, 5, 6, 7');
    expect(within(rows[2]!).getByRole('link')).toHaveAttribute('href', '/lotto-result?game=13');
    expect(within(rows[2]!).getAllByRole('cell')[4]).toHaveTextContent('3 of 7: $50.00');
    expect(screen.getByRole('link', { name: 'Redeem Now' })).toHaveAttribute(
      'href',
      '/my-account/my-balance',
    );
    expect(screen.getByRole('link', { name: 'Live Sports' })).toHaveAttribute('href', '/live-sports');
    expect(screen.getByRole('link', { name: 'Powerplay Lotto' })).toHaveAttribute('href', '/powerplay-lotto');
    // Total winnings: the lotto prize (no sports entries).
    const winnings = screen.getByRole('region', { name: 'Total winnings' });
    expect(within(winnings).getByText('$50.00')).toBeInTheDocument();
  });
});

describe('GameCentralPage, total winnings', () => {
  it("adds the player's sports and lotto prizes: cash in $, points in Pts., losses and items not counted", async () => {
    const base = sportsContest();
    const sports = [
      sportsEntry(1, { ...base, id: 5, status: 'FINISHED' }, { result: 'WON', wonAmount: 12_345 }),
      sportsEntry(
        2,
        { ...base, id: 6, status: 'FINISHED', prizeKind: 'points' },
        { result: 'WON', wonAmount: 1500 },
      ),
      sportsEntry(3, { ...base, id: 7, status: 'FINISHED' }, { result: 'LOST', wonAmount: 0 }),
      sportsEntry(
        4,
        { ...base, id: 8, status: 'FINISHED', prizeKind: 'items' },
        { result: 'WON', wonAmount: 0 },
      ),
    ];
    const finished = gameFixture('747', { id: 13, status: 'finished', startAt: '2029-01-06T01:00:00.000Z' });
    mockGameCentral((url) => {
      if (url === '/api/auth/me') return json({ user: player });
      if (url === '/api/sports/entries') return json({ entries: sports });
      return json({
        entries: [
          entry(1, finished, { picks: [], hits: 3, prize: 5000, kind: 'cash' }),
          entry(2, { ...finished, id: 14 }, { picks: [], hits: 2, prize: 200, kind: 'points' }),
        ],
      });
    });
    renderPage(<GameCentralPage />, { path: '/game-central' });
    const winnings = await screen.findByRole('region', { name: 'Total winnings' });
    expect(await within(winnings).findByText('$173.45 · 1,700 Pts.')).toBeInTheDocument();
  });

  it('shows $0.00 before any win', async () => {
    mockGameCentral((url) => (url === '/api/auth/me' ? json({ user: player }) : json({ entries: [] })));
    renderPage(<GameCentralPage />, { path: '/game-central' });
    const winnings = await screen.findByRole('region', { name: 'Total winnings' });
    expect(await within(winnings).findByText('$0.00')).toBeInTheDocument();
  });
});

describe('GameCentralPage, a sports row summary', () => {
  it('shows the contest, the picked teams with their scores, status, result and prize', async () => {
    const base = sportsContest();
    const won = sportsEntry(
      4,
      { ...base, id: 8, name: 'Won Ace', status: 'FINISHED' },
      { hasPicks: true, matchStarted: true, result: 'WON', wonAmount: 12_345, picks: ['G1-mlb-NYA'] },
    );
    const open = sportsEntry(5, { ...base, id: 9, name: 'Open Ace' }, { hasPicks: false });
    mockGameCentral((url) => {
      if (url === '/api/auth/me') return json({ user: player });
      if (url === '/api/sports/entries') return json({ entries: [won, open] });
      if (url === '/api/sports/game-sets/9/matches')
        return json({
          gameSet: {},
          matches: [
            {
              feedGameId: 'G1',
              status: 'FINISHED',
              startAt: '2030-04-01T23:05:00.000Z',
              home: { name: 'New York Yankees', pickKey: 'G1-mlb-NYA', score: 1 },
              away: { name: 'Baltimore Orioles', pickKey: 'G1-mlb-BAL', score: 4 },
            },
          ],
        });
      return json({ entries: [] });
    });
    const u = userEvent.setup();
    renderPage(<GameCentralPage />, { path: '/game-central' });
    await u.click(await screen.findByRole('button', { name: 'Summary of Won Ace' }));
    let dialog = await screen.findByRole('dialog', { name: 'Summary: Won Ace' });
    expect(dialog).toHaveTextContent('Won Ace (Acme)');
    expect(dialog).toHaveTextContent('Chase the Ace');
    expect(dialog).toHaveTextContent('Finished');
    expect(dialog).toHaveTextContent('You Won');
    expect(dialog).toHaveTextContent('$123.45');
    expect(await within(dialog).findByText('New York Yankees')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Baltimore Orioles at New York Yankees, scored 1');
    await u.click(within(dialog).getByRole('button', { name: 'Close' }));

    await u.click(screen.getByRole('button', { name: 'Summary of Open Ace' }));
    dialog = await screen.findByRole('dialog', { name: 'Summary: Open Ace' });
    expect(dialog).toHaveTextContent('Not Started');
    expect(dialog).toHaveTextContent('You Could Win');
    expect(dialog).toHaveTextContent('Up to $1,000');
    expect(dialog).toHaveTextContent('No teams picked yet.');
  });
  it("High 5, Zones, Pick 5 and Brackets: the type's headline, as the live score page has it", async () => {
    const base = sportsContest();
    const high5 = sportsEntry(
      6,
      { ...base, id: 10, name: 'Open High 5', rule: 'high5', layout: 'high5', gameTypeName: 'High 5' },
      { hasPicks: true, matchStarted: true, picks: ['G1-mlb-NYA'] },
    );
    mockGameCentral((url) => {
      if (url === '/api/auth/me') return json({ user: player });
      if (url === '/api/sports/entries') return json({ entries: [high5] });
      if (url === '/api/sports/entries/6/live')
        return json({
          meta: { headline: { code: 'SPORTS_HIGH5_HEADLINE', params: { total: 23, next: 35 } } },
        });
      if (url === '/api/sports/game-sets/9/matches') return json({ gameSet: {}, matches: [] });
      return json({ entries: [] });
    });
    const u = userEvent.setup();
    renderPage(<GameCentralPage />, { path: '/game-central' });
    await u.click(await screen.findByRole('button', { name: 'Summary of Open High 5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Summary: Open High 5' });
    expect(await within(dialog).findByText('Total 23 · next prize at 35')).toBeInTheDocument();
    expect(within(dialog).getByText('Total', { selector: 'dt' })).toBeInTheDocument();
  });
});

describe('GameCentralPage, LIVE SPORTS GAMES', () => {
  it('lists sports entries with their status, prize and actions; archived only when filtered', async () => {
    const base = sportsContest();
    const entries = [
      sportsEntry(1, { ...base, id: 5, name: 'No Picks Yet' }, { hasPicks: false }),
      sportsEntry(2, { ...base, id: 6, name: 'Picked Ace' }, { hasPicks: true, picks: ['G1-mlb-NYA'] }),
      sportsEntry(
        3,
        { ...base, id: 7, name: 'Started Ace', status: 'IN_PROGRESS' },
        {
          hasPicks: true,
          matchStarted: true,
        },
      ),
      sportsEntry(
        4,
        { ...base, id: 8, name: 'Won Ace', status: 'FINISHED' },
        {
          hasPicks: true,
          matchStarted: true,
          result: 'WON',
          wonAmount: 12_345,
        },
      ),
      sportsEntry(5, { ...base, id: 9, name: 'Old Ace', status: 'ARCHIVED' }, { hasPicks: true }),
    ];
    mockGameCentral((url) => {
      if (url === '/api/auth/me') return json({ user: player });
      if (url === '/api/sports/entries') return json({ entries });
      if (url === '/api/sports/game-sets/9/matches')
        return json({
          gameSet: {},
          matches: [
            {
              feedGameId: 'G1',
              startAt: '2030-04-01T23:05:00.000Z',
              home: { name: 'New York Yankees', pickKey: 'G1-mlb-NYA' },
              away: { name: 'Baltimore Orioles', pickKey: 'G1-mlb-BAL' },
            },
          ],
        });
      return json({ entries: [] });
    });
    const u = userEvent.setup();
    renderPage(<GameCentralPage />, { path: '/game-central' });
    expect(await screen.findByRole('tab', { name: 'LIVE SPORTS GAMES' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Started Ace',
      'No Picks Yet',
      'Picked Ace',
      'Won Ace',
    ]);
    expect(rows[3]).toHaveTextContent('Finished');
    expect(rows[3]).toHaveTextContent('You Won: $123.45');
    expect(rows[1]).toHaveTextContent('Up to $1,000');
    // The game type with its sport: a hockey High 5 and a basketball one do not look the same.
    expect(rows[1]).toHaveTextContent('Baseball Chase the Ace');
    expect(within(rows[1]!).getByRole('link', { name: 'Pick My Teams for No Picks Yet' })).toHaveAttribute(
      'href',
      '/select-teams-cta?contest=5',
    );

    await u.click(within(rows[2]!).getByRole('button', { name: 'Actions for Picked Ace' }));
    let menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Pick Teams', 'Show my Picks', 'Show My Scores']);
    expect(within(menu).getByRole('menuitem', { name: 'Show My Scores' })).toHaveAttribute(
      'href',
      '/livescore/2',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Pick Teams' })).toHaveAttribute(
      'href',
      '/select-teams-cta?contest=6',
    );
    await u.click(within(menu).getByRole('menuitem', { name: 'Show my Picks' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('New York Yankees')).toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Close' }));

    await u.click(within(rows[0]!).getByRole('button', { name: 'Actions for Started Ace' }));
    menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Edit Live Scores', 'Show My Scores']);
    await u.keyboard('{Escape}');

    await u.selectOptions(screen.getByLabelText('Show'), 'ARCHIVED');
    expect(rowNames()).toEqual(['Old Ace']);
  });
});

const sportsContest = (): SportsContest => sportsContestFixture();

describe('GameCentralPage, DRAFT CONTESTS', () => {
  const draftContest = (patch: Partial<DraftContest>): DraftContest => ({
    id: 3,
    name: '2020 NFL Power Draft',
    status: 'open',
    mode: 'replay',
    pickDeadline: '2030-04-23T23:59:00.000Z',
    startAt: '2030-04-24T00:00:00.000Z',
    pickIntervalSeconds: 30,
    picksMade: 0,
    entries: 4,
    prizes: [],
    settledAt: null,
    myEntryId: null,
    ...patch,
  });
  const draftEntry = (id: number, contest: DraftContest, patch: Partial<DraftEntrySummary> = {}) => ({
    id,
    contest: { ...contest, myEntryId: id },
    matched: 0,
    result: null,
    wonCents: 0,
    submittedAt: '2030-04-20T00:00:00.000Z',
    ...patch,
  });

  it("lists the player's draft entries: live first, matched of 32, result, prize and the way to each", async () => {
    const entries = [
      draftEntry(
        21,
        draftContest({ id: 1, name: 'Won Draft', status: 'final', startAt: '2029-04-24T00:00:00.000Z' }),
        {
          matched: 32,
          result: 'WON',
          wonCents: 2_500_000,
        },
      ),
      draftEntry(22, draftContest({ id: 2, name: 'Open Draft', status: 'open' })),
      draftEntry(23, draftContest({ id: 3, name: 'Live Draft', status: 'live', picksMade: 5 }), {
        matched: 3,
      }),
    ];
    const u = userEvent.setup();
    renderGameCentral({ '/api/draft/entries': entries });
    await u.click(await screen.findByRole('tab', { name: 'DRAFT CONTESTS' }));
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Live Draft',
      'Open Draft',
      'Won Draft',
    ]);
    expect(rows[0]).toHaveTextContent('In Progress');
    expect(rows[0]).toHaveTextContent('3 / 32');
    expect(within(rows[0]!).getByRole('link', { name: /^Watch Live/ })).toHaveAttribute(
      'href',
      '/draft-day-live?entry=23',
    );
    expect(within(rows[1]!).getByRole('link', { name: /^View My Mock Draft Selections/ })).toHaveAttribute(
      'href',
      '/draft-day-teams?contest=2',
    );
    expect(rows[2]).toHaveTextContent('Final');
    expect(rows[2]).toHaveTextContent('32 / 32');
    expect(rows[2]).toHaveTextContent('Won');
    expect(rows[2]).toHaveTextContent('$25,000');
    expect(within(rows[2]!).getByRole('link', { name: /^View Results/ })).toHaveAttribute(
      'href',
      '/draft-day-live?entry=21',
    );
    // The live draft is a click away, entered or not.
    expect(screen.getByRole('link', { name: 'Watch Live Draft' })).toHaveAttribute('href', '/draft-day-live');
    // The draft prize counts in the total winnings.
    expect(
      within(screen.getByRole('region', { name: 'Total winnings' })).getByText('$25,000.00'),
    ).toBeInTheDocument();
  });

  it('says so before any draft entry', async () => {
    mockGameCentral((url) => (url === '/api/auth/me' ? json({ user: player }) : json({ entries: [] })));
    renderPage(<GameCentralPage />, { path: '/game-central', at: '/game-central?tab=draft' });
    expect(await screen.findByText('You have not entered a draft contest yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '2020 NFL Power Draft' })).toHaveAttribute('href', '/draft-day');
    expect(screen.getByRole('link', { name: 'Watch Live Draft' })).toHaveAttribute('href', '/draft-day-live');
  });

  // A table wider than the screen says it scrolls (TableScroll), read with the region.
  it('says when its table scrolls sideways', async () => {
    vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('table-scroll') ? 760 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('table-scroll') ? 335 : 0;
    });
    const game = gameFixture('747', { id: 11, startAt: new Date(Date.now() + hour).toISOString() });
    mockGameCentral((url) =>
      url === '/api/auth/me'
        ? json({ user: player })
        : url === '/api/sports/entries'
          ? json({ entries: [] })
          : json({ entries: [entry(1, game)] }),
    );
    try {
      renderPage(<GameCentralPage />, { path: '/game-central', at: '/game-central?tab=lotto' });
      const region = await screen.findByRole('region', { name: 'Lotto games' });
      // The region appears with the fetched rows; TableScroll measures it in an effect after that commit.
      await waitFor(() => expect(region).toHaveAccessibleDescription('Scroll sideways to see every column'));
      expect(region.parentElement).toHaveAttribute('data-more-right', 'true');
    } finally {
      vi.restoreAllMocks();
    }
  });
});

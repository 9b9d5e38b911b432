import { catalogue, type PrivateContest } from '@powerplay/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { stubEventSource } from '../../test/fakeEventSource';
import { json, mockFetch, renderPage } from '../../test/render';
import { sportsContestFixture } from '../../test/sports-fixtures';
import { PrivateContestPage } from './PrivateContestPage';
import { entryState, liveMatch, member, player, privateContest, refusal } from './testData';
import { STANDINGS_REREAD_MS } from './usePrivateContestStreams';

const path = '/private-contests/:id';
const at = '/private-contests/31';
const url = '/api/private-contests/31';

function api(answers: () => Response, more: Record<string, () => Response> = {}) {
  return mockFetch((asked, init) => {
    const key = `${init?.method ?? 'GET'} ${asked}`;
    if (more[key]) return more[key]();
    if (asked === '/api/auth/me') return json({ user: player });
    if (asked === url) return answers();
    if (asked === '/api/sports/contests/5')
      return json({ contest: sportsContestFixture(), prizes: [], gameSet: null });
    if (asked === '/api/sports/entries') return json({ entries: [] });
    return json({ error: { code: 'NOT_FOUND', ...catalogue.NOT_FOUND } }, 404);
  });
}

/**
 * The page's re-read throttle on a clock the test moves: real time still passes (the page's own waits),
 * and the test jumps over the interval instead of waiting it out.
 */
function throttleClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  onTestFinished(() => void vi.useRealTimers());
}

const cells = (row: HTMLElement) =>
  [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map((c) => c.textContent);

async function standingsRows() {
  const table = await screen.findByRole('table');
  return within(table).getAllByRole('row').slice(1);
}

describe('PrivateContestPage', () => {
  it('shows the contest, the standings with me marked, others’ picks hidden before the start', async () => {
    api(() => json(privateContest({ invite: null })));
    renderPage(<PrivateContestPage />, { path, at });

    expect(await screen.findByRole('heading', { level: 1, name: 'Office Pool' })).toBeInTheDocument();
    expect(screen.getByText('Chase the Ace · MLB replay: Monday')).toBeInTheDocument();
    expect(screen.getByText('Apr 1, 2030, 7:05 PM EDT')).toBeInTheDocument();
    expect(screen.getByText('2 of 10 members (at least 2 to play)')).toBeInTheDocument();
    const [mine, other] = await standingsRows();
    expect(mine).toHaveAttribute('aria-current', 'true');
    expect(within(mine!).getByRole('rowheader')).toHaveTextContent('Lucky You (creator)');
    expect(cells(mine!)).toEqual(['Lucky You (creator)', '1', '0', 'NYY, BOS']);
    expect(cells(other!)).toEqual(['Ace', '1', '0', 'Hidden until the game starts']);
    // My entry's picks are made on its game's team selection page.
    expect(await screen.findByRole('link', { name: 'Make my picks' })).toHaveAttribute(
      'href',
      '/select-teams-cta?contest=5',
    );
    // Not the creator: no invitation to manage.
    expect(screen.queryByRole('region', { name: 'Invite friends' })).not.toBeInTheDocument();
    expect(document.title).toBe('Office Pool · Powerplay');
  });

  it('once live: everyone’s picks and places, and my live score', async () => {
    const live = privateContest({
      status: 'live',
      members: [
        member({ displayName: 'Ace', score: 7, place: 1, picks: ['LAD'] }),
        member({
          displayName: 'Lucky',
          me: true,
          creator: true,
          entryId: 77,
          score: 3,
          place: 2,
          picks: ['NYY'],
        }),
        member({ displayName: 'Late', score: null, place: null, picks: null }),
      ],
    });
    api(() => json(live));
    renderPage(<PrivateContestPage />, { path, at });
    const rows = await standingsRows();
    expect(rows.map(cells)).toEqual([
      ['Ace', '1', '7', 'LAD'],
      ['Lucky You (creator)', '2', '3', 'NYY'],
      ['Late', '—', '—', '—'],
    ]);
    expect(await screen.findByRole('link', { name: 'My live score' })).toHaveAttribute(
      'href',
      '/livescore/77',
    );
    // The game has started: the invitation has nothing left to do.
    expect(screen.queryByRole('region', { name: 'Invite friends' })).not.toBeInTheDocument();
  });

  it("links my entry in a draw to the draw's pick page before it, its live screen after", async () => {
    const draw = {
      ...privateContest().game,
      kind: 'lottery' as const,
      contestId: 12,
      gameSetId: null,
      lotteryGameType: '747',
    };
    let contest = privateContest({ game: draw });
    api(() => json(contest));
    const first = renderPage(<PrivateContestPage />, { path, at });
    expect(await screen.findByRole('link', { name: 'Pick my numbers' })).toHaveAttribute('href', '/747');
    first.unmount();

    contest = privateContest({ game: draw, status: 'live' });
    renderPage(<PrivateContestPage />, { path, at });
    expect(await screen.findByRole('link', { name: 'Watch the draw' })).toHaveAttribute(
      'href',
      '/747-draw?game=12',
    );
  });

  it('says why a contest waits, and why one was cancelled', async () => {
    let contest = privateContest({ status: 'waiting', minPlayers: 4 });
    api(() => json(contest));
    const first = renderPage(<PrivateContestPage />, { path, at });
    expect(await screen.findByText(/^Waiting for players: 2 of the 4 needed have joined/)).toHaveAttribute(
      'role',
      'status',
    );
    first.unmount();

    contest = privateContest({ status: 'cancelled', minPlayers: 4 });
    renderPage(<PrivateContestPage />, { path, at });
    expect(await screen.findByText(catalogue.FRIENDS_CONTEST_CANCELLED.message)).toBeInTheDocument();
  });

  it('gives the creator the code, the join link to copy, Revoke and New code, each confirmed', async () => {
    const u = userEvent.setup();
    let code: string | null = '7KQ2M-X9D4T';
    const fetch = api(() => json(privateContest({ invite: { code } })), {
      [`DELETE ${url}/invite`]: () => ((code = null), new Response(null, { status: 204 })),
      [`POST ${url}/invite`]: () => json({ code: (code = 'ABCDE-12345') }),
    });
    renderPage(<PrivateContestPage />, { path, at });
    const panel = await screen.findByRole('region', { name: 'Invite friends' });
    expect(panel).toHaveTextContent('Invitation code: 7KQ2M-X9D4T');
    const link = within(panel).getByRole('textbox', { name: 'Join link' });
    expect(link).toHaveValue(`${window.location.origin}/join/7KQ2M-X9D4T`);
    const writeText = vi.fn(() => Promise.resolve());
    vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue({ writeText } as unknown as Clipboard);
    await u.click(within(panel).getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/join/7KQ2M-X9D4T`);
    expect(await within(panel).findByRole('status')).toHaveTextContent('Link copied.');

    // Revoking asks first; cancelling changes nothing.
    await u.click(within(panel).getByRole('button', { name: 'Revoke' }));
    let question = await screen.findByRole('alertdialog', { name: 'Revoke the invitation?' });
    await u.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await u.click(within(panel).getByRole('button', { name: 'Revoke' }));
    question = await screen.findByRole('alertdialog', { name: 'Revoke the invitation?' });
    await u.click(within(question).getByRole('button', { name: 'Revoke' }));
    expect(
      await within(panel).findByText(
        'The invitation is revoked: nobody can join until you issue a new code.',
      ),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();

    await u.click(within(panel).getByRole('button', { name: 'New code' }));
    const again = await screen.findByRole('dialog', { name: 'Issue a new code?' });
    await u.click(within(again).getByRole('button', { name: 'New code' }));
    expect(await within(panel).findByRole('textbox', { name: 'Join link' })).toHaveValue(
      `${window.location.origin}/join/ABCDE-12345`,
    );
  });

  it("shows the refusal of a code change in the catalogue's words", async () => {
    const u = userEvent.setup();
    api(() => json(privateContest()), { [`POST ${url}/invite`]: () => refusal('FRIENDS_CREATOR_ONLY') });
    renderPage(<PrivateContestPage />, { path, at });
    const panel = await screen.findByRole('region', { name: 'Invite friends' });
    await u.click(within(panel).getByRole('button', { name: 'New code' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'New code' }));
    const message = await screen.findByRole('alertdialog', { name: catalogue.FRIENDS_CREATOR_ONLY.title });
    expect(message).toHaveAccessibleDescription(catalogue.FRIENDS_CREATOR_ONLY.message);
  });

  it("is the app's not-found page for anyone but a member (the server's 404)", async () => {
    api(() => refusal('FRIENDS_CONTEST_NOT_FOUND'));
    renderPage(<PrivateContestPage />, { path, at });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('reads the standings again when someone joins, at most once per interval', async () => {
    throttleClock();
    const streams = stubEventSource();
    let contest: PrivateContest = privateContest();
    const fetch = api(() => json(contest));
    renderPage(<PrivateContestPage />, { path, at });
    await standingsRows();
    const reads = () => fetch.mock.calls.filter(([asked]) => asked === url).length;
    const own = streams.find((s) => s.url === `${url}/events`)!;
    const set = streams.find((s) => s.url === '/api/sports/game-sets/9/events')!;
    expect(own).toBeDefined();
    expect(set).toBeDefined();

    // The stream's first event is the count as the page has it: nothing to read.
    act(() => own.emit('members', JSON.stringify({ memberCount: 2 })));
    contest = privateContest({
      memberCount: 3,
      members: [...privateContest().members, member({ displayName: 'Newcomer' })],
    });
    act(() => {
      own.emit('members', JSON.stringify({ memberCount: 3 }));
      set.emit('status', JSON.stringify({ status: 'UNPLAYED' }));
    });
    expect(reads()).toBe(1);
    act(() => void vi.advanceTimersByTime(STANDINGS_REREAD_MS));
    await waitFor(() => expect(reads()).toBe(2));
    expect(await screen.findByRole('rowheader', { name: 'Newcomer' })).toBeInTheDocument();
    expect(reads()).toBe(2);
  });

  it('once live, moves the standings with each score on the page, and reads them when a member plays a powerplay', async () => {
    throttleClock();
    const streams = stubEventSource();
    const g1 = (home: number, sequence: number) => liveMatch('G1', home, 0, sequence);
    const state = entryState;
    const contest = privateContest({
      status: 'live',
      live: { kind: 'sports', rule: 'chase_the_ace', league: 'baseball', matches: [g1(0, 1)], grid: [] },
      members: [
        member({
          displayName: 'Ace',
          entryOrder: 1,
          picks: ['G1-A'],
          entry: { state: state(['G1-A']), zones: {} },
        }),
        member({
          displayName: 'Lucky',
          me: true,
          entryId: 77,
          entryOrder: 2,
          picks: ['G1-H'],
          entry: { state: state(['G1-H']), zones: {} },
        }),
      ],
    });
    const fetch = api(() => json(contest));
    renderPage(<PrivateContestPage />, { path, at });
    expect((await standingsRows()).map(cells)).toEqual([
      ['Ace', '1', '0', 'G1-A'],
      ['Lucky You', '1', '0', 'G1-H'],
    ]);
    const reads = () => fetch.mock.calls.filter(([asked]) => asked === url).length;
    const set = streams.find((s) => s.url === '/api/sports/game-sets/9/events')!;
    const own = streams.find((s) => s.url === `${url}/events`)!;
    act(() => set.emit('match', JSON.stringify(g1(1, 2))));
    await waitFor(async () =>
      expect((await standingsRows()).map(cells)).toEqual([
        ['Lucky You', '1', '100', 'G1-H'],
        ['Ace', '2', '0', 'G1-A'],
      ]),
    );
    expect(reads()).toBe(1);
    act(() => own.emit('entry', JSON.stringify({})));
    expect(reads()).toBe(1);
    act(() => void vi.advanceTimersByTime(STANDINGS_REREAD_MS));
    await waitFor(() => expect(reads()).toBe(2));
  });

  it('on a draft: my order is on the draft’s page, and an entry shows its top three', async () => {
    const names = Array.from({ length: 32 }, (_, i) => `Prospect ${i + 1}`);
    api(() =>
      json(
        privateContest({
          game: {
            kind: 'draft',
            contestId: 4,
            gameSetId: null,
            lotteryGameType: null,
            title: '2020 NFL Power Draft',
            startAt: '2030-04-23T23:00:00.000Z',
          },
          picksVisible: true,
          members: [
            member({ displayName: 'Lucky', me: true, creator: true, entryId: 77, picks: names }),
            member({ displayName: 'Ace', entryOrder: 2, picks: [] }),
          ],
        }),
      ),
    );
    renderPage(<PrivateContestPage />, { path, at });
    const [mine, other] = await standingsRows();
    expect(cells(mine!)[3]).toBe('Prospect 1, Prospect 2, Prospect 3 and 29 more');
    expect(cells(other!)[3]).toBe('No picks yet');
    expect(await screen.findByRole('link', { name: 'Order my top 32' })).toHaveAttribute(
      'href',
      '/draft-day-teams?contest=4',
    );
  });
});

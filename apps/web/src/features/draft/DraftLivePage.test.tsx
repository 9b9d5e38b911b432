import { catalogue, type DraftContest, type DraftLiveResponse } from '@powerplay/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubEventSource, type FakeEventSource } from '../../test/fakeEventSource';
import { json, mockFetch, renderPage, sentBodies } from '../../test/render';
import { DraftLivePage } from './DraftLivePage';
import { actualPick, contestFixture, contestResponse, liveFixture, player, topRanking } from './testData';

const path = '/draft-day-live';
const at = '/draft-day-live?entry=77';
const liveUrl = '/api/draft/entries/77/live';
const useUrl = '/api/draft/entries/77/powerplays';
const picks = [actualPick(1, 1), actualPick(2, 4)];

const refusal = (code: keyof typeof catalogue) => {
  const { status, title, message } = catalogue[code];
  return json({ error: { code, title, message } }, status);
};

function api(
  live: DraftLiveResponse = liveFixture(topRanking, picks),
  overrides: Record<string, (init: RequestInit | undefined) => Response> = {},
) {
  return mockFetch((url, init) => {
    const key = `${init?.method ?? 'GET'} ${url}`;
    if (overrides[key]) return overrides[key](init);
    if (url === '/api/auth/me') return json({ user: player });
    if (url === liveUrl) return json(live);
    if (url === '/api/draft/contests/3')
      return json(contestResponse({ ...live.contest }, { picks, myEntry: null }));
    return refusal('NOT_FOUND');
  });
}

const manager = () => screen.getByRole('region', { name: 'My Draft Manager rows' });
const managerRows = () => within(manager()).getAllByRole('row').slice(1);
const liveRows = () =>
  within(screen.getByRole('region', { name: 'Live Draft picks' }))
    .getAllByRole('row')
    .slice(1);
const inventory = () => screen.getByRole('complementary', { name: 'Powerplay Inventory' });
const streamOf = (streams: FakeEventSource[], url: string) =>
  streams.find((s) => s.url === url && !s.closed)!;

describe('DraftLivePage', () => {
  it('shows the live draft, my rows matched so far and the inventory', async () => {
    const streams = stubEventSource();
    api();
    renderPage(<DraftLivePage />, { path, at });
    expect(screen.getByRole('status')).toHaveTextContent(/Loading/);
    expect(
      await screen.findByRole('heading', { level: 1, name: '2020 NFL Power Draft' }),
    ).toBeInTheDocument();
    // Nothing fades on the first showing: nothing has changed yet.
    expect(document.querySelectorAll('.draft-row-fade')).toHaveLength(0);
    expect(screen.getByRole('complementary', { name: 'Sponsor' })).toHaveTextContent(
      'Presented by Powerplay',
    );
    expect(screen.getByText('Status: In Progress')).toBeInTheDocument();
    expect(
      screen.getByText('Use Your Powerplays to Match Your Picks and win up to $25k!'),
    ).toBeInTheDocument();
    expect(screen.getByText(/^With the 2nd overall selection/)).toHaveTextContent(
      'With the 2nd overall selection, the City 2 Team 2 select Player 4, WR, School 4',
    );

    expect(liveRows()).toHaveLength(32);
    expect(liveRows()[0]).toHaveTextContent('1City 1 Team 1Player 1, QB');
    expect(liveRows()[2]).toHaveTextContent('3City 3 Team 3TBD');

    const rows = managerRows();
    expect(rows).toHaveLength(32);
    expect(rows[0]).toHaveTextContent('Match!');
    expect(rows[1]).toHaveTextContent('Not Matched!');
    expect(rows[2]).toHaveTextContent('TBD');
    expect(within(rows[0]!).getByRole('img', { name: 'Locked' })).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('img', { name: 'Locked' })).not.toBeInTheDocument();
    expect(within(rows[0]!).getByRole('button', { name: 'Player 1' })).toBeDisabled();
    expect(screen.getByText('1 / 32 matched')).toBeInTheDocument();

    expect(within(inventory()).getByRole('button', { name: /Move Up/ })).toHaveTextContent('Move Up 10 left');
    // Nothing selected yet: the row powerplays say why they wait.
    expect(within(inventory()).getByRole('button', { name: /Move Up/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(inventory()).getByRole('button', { name: /Move Up/ })).toHaveAccessibleDescription(
      'Select a player first',
    );

    // Both streams: the draft's and my own topic.
    expect(streams.map((s) => s.url).sort()).toEqual(['/api/draft/contests/3/events', '/api/me/events']);
  });

  it('a pick heard live updates the banner, the live list and my matches, and is announced', async () => {
    const streams = stubEventSource();
    api();
    renderPage(<DraftLivePage />, { path, at });
    await screen.findByRole('heading', { level: 1 });
    const draft = streamOf(streams, '/api/draft/contests/3/events');
    act(() => {
      draft.open();
      draft.emit('pick', JSON.stringify(actualPick(3, 3)), '3');
    });
    // Pick 3 took Player 3, my rank 3: Match!.
    await waitFor(() => expect(managerRows()[2]).toHaveTextContent('Match!'));
    expect(screen.getByText('2 / 32 matched')).toBeInTheDocument();
    expect(liveRows()[2]).toHaveTextContent('3City 3 Team 3Player 3, QB');
    const banner = screen.getByText(/overall selection/);
    expect(banner).toHaveAttribute('role', 'status');
    expect(banner).toHaveTextContent('With the 3rd overall selection, the City 3 Team 3 select Player 3');
    expect(within(managerRows()[2]!).getByRole('img', { name: 'Locked' })).toBeInTheDocument();

    // The pick just made fades in (docs/rules/draft.md), the others do not.
    expect(liveRows()[2]).toHaveClass('draft-row-fade');
    expect(liveRows().filter((r) => r.classList.contains('draft-row-fade'))).toHaveLength(1);

    // A pick the server sends again (a reconnect) changes nothing.
    act(() => draft.emit('pick', JSON.stringify(actualPick(3, 3)), '3'));
    expect(screen.getByText('2 / 32 matched')).toBeInTheDocument();
  });

  it('Move Up posts the selected row with an Idempotency-Key and shows the answer', async () => {
    stubEventSource();
    const answer = liveFixture([1, 2, 4, 3, ...topRanking.slice(4)], picks, { canUndo: true });
    answer.powerplays[0]!.remaining = 9;
    const fetch = api(undefined, { [`POST ${useUrl}`]: () => json(answer) });
    const u = userEvent.setup();
    renderPage(<DraftLivePage />, { path, at });
    await screen.findByRole('heading', { level: 1 });

    await u.click(within(manager()).getByRole('button', { name: 'Player 4' }));
    expect(within(manager()).getByRole('button', { name: 'Player 4' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(inventory()).toHaveTextContent('Selected: Player 4 (rank 4)');
    await u.click(within(inventory()).getByRole('button', { name: /Move Up/ }));

    expect(sentBodies(fetch, useUrl)).toEqual([{ powerplayId: 1, prospectId: 104 }]);
    const init = fetch.mock.calls.find(([url]) => url === useUrl)![1]!;
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Player 4 moved up to rank 3')).toBeInTheDocument();
    expect(within(managerRows()[2]!).getByRole('rowheader')).toHaveTextContent('Player 4');
    expect(within(inventory()).getByRole('button', { name: /Move Up/ })).toHaveTextContent('9 left');
    // The two rows the move changed fade in, and only they (docs/rules/draft.md).
    const fading = managerRows().flatMap((r, i) => (r.classList.contains('draft-row-fade') ? [i + 1] : []));
    expect(fading).toEqual([3, 4]);
  });

  it('Move Up is refused on the first undecided row (the pick above is made) without asking the server', async () => {
    stubEventSource();
    const fetch = api();
    const u = userEvent.setup();
    renderPage(<DraftLivePage />, { path, at });
    await screen.findByRole('heading', { level: 1 });
    await u.click(within(manager()).getByRole('button', { name: 'Player 3' }));
    const up = within(inventory()).getByRole('button', { name: /Move Up/ });
    expect(up).toHaveAttribute('aria-disabled', 'true');
    expect(up).toHaveAccessibleDescription('The pick above has been made: its row is locked');
    await u.click(up);
    expect(sentBodies(fetch, useUrl)).toHaveLength(0);
    expect(within(inventory()).getByRole('button', { name: /Move Down/ })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  });

  it('Swap opens "Swap {player} with": a radio choice, Swap posts both rows; Escape closes it', async () => {
    stubEventSource();
    const answer = liveFixture([1, 2, 10, ...topRanking.slice(3, 9), 3, ...topRanking.slice(10)], picks, {
      canUndo: true,
    });
    const fetch = api(undefined, { [`POST ${useUrl}`]: () => json(answer) });
    const u = userEvent.setup();
    renderPage(<DraftLivePage />, { path, at });
    await screen.findByRole('heading', { level: 1 });
    await u.click(within(manager()).getByRole('button', { name: 'Player 3' }));
    const swap = within(inventory()).getByRole('button', { name: /Swap/ });

    await u.click(swap);
    let dialog = await screen.findByRole('dialog', { name: 'Swap Player 3 with' });
    // The other undecided rows only: not the two picks made, not Player 3 itself.
    const radios = within(dialog).getAllByRole('radio');
    expect(radios).toHaveLength(29);
    expect(within(dialog).queryByRole('radio', { name: '1. Player 1' })).not.toBeInTheDocument();
    await u.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(swap).toHaveFocus());
    expect(sentBodies(fetch, useUrl)).toHaveLength(0);

    await u.click(swap);
    dialog = await screen.findByRole('dialog', { name: 'Swap Player 3 with' });
    expect(within(dialog).getByRole('button', { name: 'Swap' })).toBeDisabled();
    await u.click(within(dialog).getByRole('radio', { name: '10. Player 10' }));
    await u.click(within(dialog).getByRole('button', { name: 'Swap' }));
    expect(sentBodies(fetch, useUrl)).toEqual([{ powerplayId: 3, prospectId: 103, withProspectId: 110 }]);
    expect(await screen.findByText('Player 3 swapped with Player 10')).toBeInTheDocument();
  });

  it('Undo with nothing to undo says "No action To Undo!" without asking; a refusal says it too', async () => {
    stubEventSource();
    const fetch = api(undefined, { [`POST ${useUrl}`]: () => refusal('DRAFT_NOTHING_TO_UNDO') });
    const u = userEvent.setup();
    const { queryClient } = renderPage(<DraftLivePage />, { path, at });
    await screen.findByRole('heading', { level: 1 });
    const undo = within(inventory()).getByRole('button', { name: /Undo/ });
    expect(undo).toHaveAttribute('aria-disabled', 'true');
    expect(undo).toHaveAccessibleDescription('No action To Undo!');
    await u.click(undo);
    expect(within(inventory()).getAllByRole('status')[0]).toHaveTextContent('No action To Undo!');
    expect(sentBodies(fetch, useUrl)).toHaveLength(0);

    // The page thought there was something to undo; the server says no: the same words, in place.
    act(() => {
      queryClient.setQueryData(['draft', 'live', 77], liveFixture(topRanking, picks, { canUndo: true }));
    });
    await waitFor(() => expect(undo).toHaveAttribute('aria-disabled', 'false'));
    await u.click(undo);
    expect(sentBodies(fetch, useUrl)).toEqual([{ powerplayId: 4 }]);
    await waitFor(() =>
      expect(within(inventory()).getAllByRole('status')[0]).toHaveTextContent('No action To Undo!'),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('another refusal shows in the dialog', async () => {
    stubEventSource();
    api(undefined, { [`POST ${useUrl}`]: () => refusal('DRAFT_POWERPLAY_USED_UP') });
    const u = userEvent.setup();
    renderPage(<DraftLivePage />, { path, at });
    await screen.findByRole('heading', { level: 1 });
    await u.click(within(manager()).getByRole('button', { name: 'Player 5' }));
    await u.click(within(inventory()).getByRole('button', { name: /Move Down/ }));
    expect(await screen.findByRole('alertdialog', { name: 'Sorry!' })).toHaveTextContent(
      'Powerplay has been fully used!',
    );
  });

  it('my own change on another page refetches my entry', async () => {
    const streams = stubEventSource();
    const fetch = api();
    renderPage(<DraftLivePage />, { path, at });
    await screen.findByRole('heading', { level: 1 });
    const me = streamOf(streams, '/api/me/events');
    const loads = () => fetch.mock.calls.filter(([url]) => url === liveUrl).length;
    expect(loads()).toBe(1);
    act(() =>
      me.emit(
        'draft-entry',
        JSON.stringify({
          entryId: 77,
          contestId: 3,
          ranking: [101, 102, 104, 103, ...topRanking.slice(4).map((n) => 100 + n)],
          powerplays: [{ id: 1, name: 'Move Up', remaining: 9 }],
        }),
      ),
    );
    await waitFor(() => expect(loads()).toBe(2));
  });

  it('final: my matches out of 32 and the prize won', async () => {
    stubEventSource();
    const all = topRanking.map((n) => actualPick(n, n));
    const live = liveFixture(topRanking, all, {}, { status: 'final', settledAt: '2030-04-24T02:00:00.000Z' });
    live.entry.result = 'WON';
    live.entry.wonCents = 2_500_000;
    api(live);
    renderPage(<DraftLivePage />, { path, at });
    expect(await screen.findByText('You matched 32 of 32')).toBeInTheDocument();
    expect(screen.getByText('You won $25,000!')).toBeInTheDocument();
    expect(screen.getByText('Status: Final')).toBeInTheDocument();
  });

  it('watching a draft without an entry: the live list and no manager', async () => {
    stubEventSource();
    mockFetch((url) => {
      if (url === '/api/auth/me') return json({ user: player });
      if (url === '/api/draft/contests/3') return json(contestResponse({ status: 'locked' }, { picks: [] }));
      return refusal('NOT_FOUND');
    });
    renderPage(<DraftLivePage />, { path, at: '/draft-day-live?contest=3' });
    expect(await screen.findByText('Status: Locked')).toBeInTheDocument();
    expect(screen.getByText(/^The draft begins at/)).toHaveTextContent(
      'The draft begins at Apr 23, 2030, 8:00 PM EDT',
    );
    expect(screen.getByText(/watching this draft without an entry/)).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Powerplay Inventory' })).not.toBeInTheDocument();
  });

  describe('without an address (a live draft comes first)', () => {
    const entryIn = (id: number, contest: DraftContest) => ({
      id,
      contest,
      matched: 0,
      result: null,
      wonCents: 0,
      submittedAt: '2030-04-20T00:00:00.000Z',
    });
    const live = contestFixture({
      id: 4,
      status: 'live',
      picksMade: 15,
      startAt: '2030-04-20T10:00:00.000Z',
    });
    const next = contestFixture({ id: 5, status: 'open', startAt: '2030-04-20T10:10:00.000Z' });

    function lobby(entries: ReturnType<typeof entryIn>[]) {
      stubEventSource();
      mockFetch((url) => {
        if (url === '/api/auth/me') return json({ user: player });
        if (url === '/api/draft/entries') return json({ entries });
        if (url === '/api/draft/contests') return json({ contests: [live, next] });
        return refusal('NOT_FOUND');
      });
      return renderPage(<DraftLivePage />, { path });
    }

    it('goes to the live draft, not to my entry in the next one', async () => {
      const { router } = lobby([entryIn(81, next)]);
      await waitFor(() => expect(router.state.location.search).toBe('?contest=4'));
    });

    it('goes to my entry when it is in the live draft', async () => {
      const { router } = lobby([entryIn(81, next), entryIn(80, live)]);
      await waitFor(() => expect(router.state.location.search).toBe('?entry=80'));
    });

    it('with no draft live, goes to my latest entry', async () => {
      stubEventSource();
      mockFetch((url) => {
        if (url === '/api/auth/me') return json({ user: player });
        if (url === '/api/draft/entries') return json({ entries: [entryIn(81, next)] });
        if (url === '/api/draft/contests') return json({ contests: [next] });
        return refusal('NOT_FOUND');
      });
      const { router } = renderPage(<DraftLivePage />, { path });
      await waitFor(() => expect(router.state.location.search).toBe('?entry=81'));
    });
  });
});

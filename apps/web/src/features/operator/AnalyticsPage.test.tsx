import { catalogue, notices, type AnalyticsDay, type OperatorAnalyticsResponse } from '@powerplay/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubEventSource } from '../../test/fakeEventSource';
import { MAX_LIVE_STREAMS } from './AnalyticsLive';
import { json, mockFetch, renderPage } from '../../test/render';
import { AnalyticsPage } from './AnalyticsPage';
import { addDays, lastDays, newYorkToday } from './analyticsApi';

const today = newYorkToday();
const yesterday = addDays(today, -1);

const day = (d: string, over: Partial<AnalyticsDay> = {}): AnalyticsDay => ({
  day: d,
  registered: 0,
  active: 0,
  entries: { lottery: 0, sports: 0, draft: 0, fantasy: 0 },
  powerplayUses: 0,
  prizesCents: 0,
  storeOrders: 0,
  storeRevenueCents: 0,
  withdrawalsRequested: 0,
  withdrawalsRequestedCents: 0,
  ...over,
});

function response(over: Partial<OperatorAnalyticsResponse> = {}): OperatorAnalyticsResponse {
  return {
    from: yesterday,
    to: today,
    timeZone: 'America/New_York',
    generatedAt: '2026-11-26T15:00:00.000Z',
    days: [
      day(yesterday, { registered: 2, active: 1, entries: { lottery: 3, sports: 1, draft: 0, fantasy: 0 } }),
      day(today, {
        registered: 5,
        active: 4,
        entries: { lottery: 6, sports: 2, draft: 1, fantasy: 0 },
        powerplayUses: 7,
        prizesCents: 123_456,
        storeOrders: 1,
        storeRevenueCents: 1_999,
        withdrawalsRequested: 1,
        withdrawalsRequestedCents: 10_000,
      }),
    ],
    totals: {
      registered: 7,
      peakActive: 4,
      playersAllTime: 1_204,
      entries: { lottery: 9, sports: 3, draft: 1, fantasy: 0, all: 13 },
      powerplayUses: 7,
      prizesCents: 123_456,
      prizePoints: 0,
      storeOrders: 1,
      storeRevenueCents: 1_999,
      withdrawals: {
        requested: 1,
        requestedCents: 10_000,
        pendingCents: 10_000,
        paidCents: 0,
        cancelledCents: 0,
      },
    },
    powerplaysByKind: [
      { game: 'lottery', powerplayId: 4, name: 'Increase', uses: 5 },
      { game: 'sports', powerplayId: 33, name: 'No Goal', uses: 2 },
    ],
    live: { watchers: 17, scope: 'process', lotteryDraws: [], sportsGameSets: [], nextStartAt: null },
    ...over,
  };
}

const queryOf = (url: string) => new URLSearchParams(url.split('?')[1] ?? '');
/** A figure's value, by the name of its list (a `<dl>`) and its label. */
function figure(list: string, label: string) {
  const dl = screen.getAllByLabelText(list).find((e) => e.tagName === 'DL')!;
  return within(dl).getByText(label).nextElementSibling?.textContent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AnalyticsPage (back office)', () => {
  it('shows the last 30 days: figures now, today and in total, and each chart’s figures as text', async () => {
    const fetch = mockFetch(() => json(response()));
    renderPage(<AnalyticsPage />);
    expect(screen.getByText('Loading analytics…')).toBeInTheDocument();
    await screen.findByRole('heading', { name: /^Players:/ });

    const asked = queryOf(fetch.mock.calls[0]![0] as string);
    expect({ from: asked.get('from'), to: asked.get('to') }).toEqual(lastDays(30));
    expect(figure('Now', 'Live watchers (this server)')).toBe('17');
    expect(figure('Now', 'Players in all')).toBe('1,204');
    expect(figure('Today', 'Registered today')).toBe('5');
    expect(figure('Today', 'Active today')).toBe('4');
    expect(figure('Today', 'Entries today')).toBe('9');
    expect(figure('These days', 'Entries')).toBe('13');
    expect(figure('These days', 'Prizes paid')).toBe('$1,234.56');
    expect(figure('These days', 'Withdrawals requested')).toBe('$100.00 (1)');

    expect(
      screen.getByRole('heading', { name: 'Players: 7 registered, up to 4 active a day' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Entries per game: 13' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Powerplay uses by kind: 7' })).toBeInTheDocument();
    const perGame = screen.getByRole('table', { name: 'Entries per game and day' });
    const rows = within(perGame).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('DayLottery drawsSports contestsMock draftFantasy preview');
    expect(rows[2]).toHaveTextContent(`${today}6210`);
    const kinds = screen.getByRole('table', { name: 'Powerplay uses by game and powerplay' });
    expect(within(kinds).getAllByRole('row')[1]).toHaveTextContent('Lottery draws · Increase5');
    const money = screen.getByRole('table', { name: 'Money per day' });
    expect(within(money).getAllByRole('row')[2]).toHaveTextContent(`${today}$1,234.56$19.99$100`);
  });

  it('asks for the last 7 days, and checks a custom range before asking', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch(() => json(response()));
    renderPage(<AnalyticsPage />);
    await screen.findByRole('heading', { name: /^Players:/ });

    await user.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    await waitFor(() =>
      expect(queryOf(fetch.mock.lastCall![0] as string).get('from')).toBe(lastDays(7).from),
    );

    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    const calls = fetch.mock.calls.length;
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-11-20');
    await user.clear(screen.getByLabelText('To'));
    await user.type(screen.getByLabelText('To'), '2026-11-10');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert')).toHaveTextContent(catalogue.ANALYTICS_RANGE_INVALID.message);
    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2024-01-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByRole('alert')).toHaveTextContent(catalogue.ANALYTICS_RANGE_TOO_LONG.message);
    expect(fetch.mock.calls.length).toBe(calls);

    await user.clear(screen.getByLabelText('From'));
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => {
      const q = queryOf(fetch.mock.lastCall![0] as string);
      expect([q.get('from'), q.get('to')]).toEqual(['2026-11-01', '2026-11-10']);
    });
  });

  it('says when nothing happened, and shows a failed load with a way to try again', async () => {
    const quiet = response({
      days: [day(today)],
      totals: {
        ...response().totals,
        registered: 0,
        entries: { lottery: 0, sports: 0, draft: 0, fantasy: 0, all: 0 },
      },
    });
    Object.assign(quiet.totals, { powerplayUses: 0, prizesCents: 0, storeOrders: 0, storeRevenueCents: 0 });
    quiet.totals.withdrawals = {
      requested: 0,
      requestedCents: 0,
      pendingCents: 0,
      paidCents: 0,
      cancelledCents: 0,
    };
    mockFetch(() => json(quiet));
    renderPage(<AnalyticsPage />);
    expect(await screen.findByText(notices.NO_ANALYTICS_ACTIVITY.message)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Players:/ })).not.toBeInTheDocument();

    const forbidden = catalogue.FORBIDDEN;
    mockFetch(() =>
      json({ error: { code: 'FORBIDDEN', title: forbidden.title, message: forbidden.message } }, 403),
    );
    renderPage(<AnalyticsPage />);
    expect(await screen.findByText(forbidden.message)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('listens to the live draws and game sets and asks again after their events, not before', async () => {
    const streams = stubEventSource();
    let watchers = 17;
    const fetch = mockFetch(() =>
      json(response({ live: { ...response().live, watchers, lotteryDraws: [42], sportsGameSets: [7] } })),
    );
    renderPage(<AnalyticsPage />);
    await screen.findByRole('heading', { name: /^Players:/ });
    expect(streams.map((s) => s.url)).toEqual([
      '/api/lottery/games/42/events',
      '/api/sports/game-sets/7/events',
    ]);
    const asked = fetch.mock.calls.length;

    watchers = 18;
    act(() => {
      streams[0]!.emit(
        'ball',
        JSON.stringify({ k: 1, number: 12, drawnAt: '2026-11-26T15:00:00.000Z' }),
        '1',
      );
      streams[0]!.emit(
        'ball',
        JSON.stringify({ k: 2, number: 30, drawnAt: '2026-11-26T15:00:10.000Z' }),
        '2',
      );
    });
    expect(fetch.mock.calls.length).toBe(asked);
    // A second later (the burst settles), one request.
    await waitFor(() => expect(figure('Now', 'Live watchers (this server)')).toBe('18'), { timeout: 3_000 });
    // One burst, one request.
    expect(fetch.mock.calls.length).toBe(asked + 1);
  });

  it('holds at most MAX_LIVE_STREAMS streams open, leaving the browser connections for its requests', async () => {
    const streams = stubEventSource();
    mockFetch(() =>
      json(
        response({
          live: { ...response().live, lotteryDraws: [42], sportsGameSets: [7, 8, 9, 10, 11, 12] },
        }),
      ),
    );
    renderPage(<AnalyticsPage />);
    await screen.findByRole('heading', { name: /^Players:/ });
    expect(MAX_LIVE_STREAMS).toBe(3);
    expect(streams.map((s) => s.url)).toEqual([
      '/api/lottery/games/42/events',
      '/api/sports/game-sets/7/events',
      '/api/sports/game-sets/8/events',
    ]);
    // The refreshes the events cause run in the background: Refresh stays the operator's to press.
    act(() => streams[1]!.emit('status', JSON.stringify({ status: 'LIVE' }), '1'));
    expect(screen.getByRole('button', { name: 'Refresh analytics' })).toBeEnabled();
  });
});

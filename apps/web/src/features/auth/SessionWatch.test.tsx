import { catalogue, coreMessages, liveEventPaths, type User } from '@powerplay/contracts';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource, stubEventSource } from '../../test/fakeEventSource';
import { json, mockFetch, renderPage } from '../../test/render';
import { queryKeys } from '../../lib/queryKeys';
import SessionWatch, { REOPEN_FIRST_MS } from './SessionWatch';

const ann: User = { id: 7, displayName: 'Ann', email: 'ann@example.com', role: 'player', club: 'basic' };

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function setup() {
  const streams = stubEventSource();
  const page = renderPage(<SessionWatch user={ann} />);
  page.queryClient.setQueryData(queryKeys.me, ann);
  return { streams, page, source: () => streams.at(-1)! };
}

describe('SessionWatch', () => {
  it("signs the page out with the suspension's message when the account is suspended", async () => {
    mockFetch(() => json({ user: null }));
    const { streams, page, source } = setup();
    expect(streams.map((s) => s.url)).toEqual([liveEventPaths.me]);
    const { title, message } = catalogue.ACCOUNT_SUSPENDED;
    act(() => source().emit('account', JSON.stringify({ suspended: true, title, message })));
    expect(await screen.findByRole('alertdialog', { name: title })).toHaveTextContent(message);
    expect(page.queryClient.getQueryData(queryKeys.me)).toBeNull();
  });

  it('ignores a reinstatement, and says "signed out" when the stream is refused and nobody is signed in', async () => {
    mockFetch(() => json({ error: { code: 'AUTH_REQUIRED', title: 'x', message: 'x' } }, 401));
    const { page, source } = setup();
    act(() => source().emit('account', JSON.stringify({ suspended: false, title: '', message: '' })));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    act(() => source().fail(FakeEventSource.CLOSED));
    expect(
      await screen.findByRole('alertdialog', { name: coreMessages.SESSION_ENDED.title }),
    ).toHaveTextContent(coreMessages.SESSION_ENDED.message);
    expect(page.queryClient.getQueryData(queryKeys.me)).toBeNull();
  });

  it('keeps the user when the stream fails but the session is still good', async () => {
    const fetch = mockFetch(() => json({ user: ann }));
    const { page, source } = setup();
    act(() => source().fail(FakeEventSource.CLOSED));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/auth/me', expect.anything()));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(page.queryClient.getQueryData(queryKeys.me)).toEqual(ann);
  });

  it('opens the stream again while the session is good, later each time, and sooner again once it opened', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let reachable = true;
    mockFetch(() => (reachable ? json({ user: ann }) : Promise.reject(new TypeError('Failed to fetch'))));
    const { streams, source } = setup();
    const refusedThenReopened = async (afterMs: number) => {
      const before = streams.length;
      act(() => source().fail(FakeEventSource.CLOSED));
      await act(() => vi.advanceTimersByTimeAsync(afterMs - 1));
      expect(streams).toHaveLength(before);
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(streams).toHaveLength(before + 1);
      expect(streams.at(-2)!.closed).toBe(true);
      expect(source().url).toBe(liveEventPaths.me);
    };
    await refusedThenReopened(REOPEN_FIRST_MS);
    await refusedThenReopened(2 * REOPEN_FIRST_MS);
    // An unreachable server ends nothing: the watch keeps trying.
    reachable = false;
    await refusedThenReopened(4 * REOPEN_FIRST_MS);
    reachable = true;
    act(() => source().open());
    await refusedThenReopened(REOPEN_FIRST_MS);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('stops reopening once the page unmounts', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    mockFetch(() => json({ user: ann }));
    const { streams, page, source } = setup();
    act(() => source().fail(FakeEventSource.CLOSED));
    await act(() => vi.advanceTimersByTimeAsync(0));
    page.unmount();
    await vi.advanceTimersByTimeAsync(REOPEN_FIRST_MS);
    expect(streams).toHaveLength(1);
  });
});

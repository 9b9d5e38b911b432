import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch, renderPage } from '../../test/render';
import DrawBanner from './DrawBanner';
import { gameFixture, listFixture } from './testData';

const T0 = Date.parse('2030-01-01T12:00:00Z');
const at = (ms: number) => new Date(T0 + ms).toISOString();

const soon = gameFixture('747', { id: 1, startAt: at(3_000), pickDeadline: at(3_000) });
const later = gameFixture('sweet16', { id: 2, startAt: at(3_600_000), pickDeadline: at(3_600_000) });

const flush = (ms = 0) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(T0);
});
afterEach(() => {
  vi.useRealTimers();
});

describe('DrawBanner', () => {
  it('fetches the games again when its countdown reaches 0, and moves on to the next draw', async () => {
    // The server first lists the 747 draw as upcoming; at its start, once more (a lagging answer);
    // then the draw is live and the next draw is the Sweet 16 one.
    const answers = [[soon, later], [soon, later], [later]];
    const fetch = mockFetch((url) => {
      if (url === '/api/time') return json({ serverTime: new Date().toISOString() });
      const upcoming = answers.shift() ?? [later];
      return json(listFixture(upcoming));
    });
    const gets = () => fetch.mock.calls.filter(([url]) => url === '/api/lottery/games').length;

    renderPage(<DrawBanner />);
    await flush();
    expect(screen.getByText('Next draw: Lotto 747')).toBeInTheDocument();
    expect(screen.getByText('0 Days 0 Hours 0 Mins')).toBeInTheDocument();
    expect(gets()).toBe(1);

    // 0: "Live now", and the list is fetched again at once.
    await flush(3_100);
    expect(gets()).toBe(2);
    expect(screen.getByText('Live now')).toBeInTheDocument();

    // Still listed as upcoming: asked again 15 s later; now the banner counts down to the next draw.
    await flush(15_000);
    expect(gets()).toBe(3);
    expect(screen.getByText('Next draw: Sweet 16')).toBeInTheDocument();
    expect(screen.getByText('0 Days 0 Hours 59 Mins')).toBeInTheDocument();
    expect(screen.queryByText('Live now')).not.toBeInTheDocument();

    // Counting down again: no more fetching.
    await flush(60_000);
    expect(gets()).toBe(3);
  });

  it("holds the slot's height while the games load, then shows the banner, or nothing without a next draw", async () => {
    let answer: (upcoming: (typeof soon)[]) => void = () => undefined;
    mockFetch((url) => {
      if (url === '/api/time') return json({ serverTime: new Date().toISOString() });
      return new Promise((resolve) => {
        answer = (upcoming) => resolve(json(listFixture(upcoming)));
      });
    });
    const page = renderPage(<DrawBanner />);
    await flush();
    const slot = () => page.container.querySelector('.draw-banner-slot');
    expect(slot()).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('complementary', { name: 'Next draw' })).not.toBeInTheDocument();

    answer([soon]);
    await flush();
    expect(screen.getByRole('complementary', { name: 'Next draw' })).toBeInTheDocument();
    expect(slot()).toBeNull();
    page.unmount();

    renderPage(<DrawBanner />);
    answer([]);
    await flush();
    expect(document.querySelector('.draw-banner-slot')).toBeNull();
    expect(screen.queryByRole('complementary', { name: 'Next draw' })).not.toBeInTheDocument();
  });
});

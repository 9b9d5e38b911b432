import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel';

const items = ['Chase the Ace', 'Baseball Blackjack', 'High 5'];

function renderCarousel() {
  return render(
    <Carousel
      label="Our Games"
      items={items}
      itemName={(i) => i}
      renderItem={(i) => <p>{i}</p>}
      loop
      autoplay={1000}
    />,
  );
}

const shown = () =>
  screen.getAllByRole('group', { hidden: true }).findIndex((g) => g.getAttribute('aria-hidden') !== 'true');

describe('Carousel autoplay', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('moves to the next slide every interval, wraps around, and stops with Pause', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderCarousel();
    expect(shown()).toBe(0);
    act(() => void vi.advanceTimersByTime(1000));
    expect(shown()).toBe(1);
    act(() => void vi.advanceTimersByTime(2000));
    expect(shown()).toBe(0);

    const u = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await u.click(screen.getByRole('button', { name: 'Pause Our Games' }));
    const play = screen.getByRole('button', { name: 'Play Our Games' });
    // Focus inside holds it too: leave, so only Pause keeps it still.
    act(() => play.blur());
    const at = shown();
    act(() => void vi.advanceTimersByTime(5000));
    expect(shown()).toBe(at);
  });

  it('holds while off screen and moves again once scrolled into view', () => {
    let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
          report = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderCarousel();
    expect(report).toBeDefined();
    act(() => report?.([{ isIntersecting: false }]));
    act(() => void vi.advanceTimersByTime(2000));
    expect(shown()).toBe(0);
    act(() => report?.([{ isIntersecting: true }]));
    act(() => void vi.advanceTimersByTime(1000));
    expect(shown()).toBe(1);
  });

  it('starts paused for reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      onchange: null,
      dispatchEvent: () => false,
    }));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderCarousel();
    expect(screen.getByRole('button', { name: 'Play Our Games' })).toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(3000));
    expect(shown()).toBe(0);
  });
});

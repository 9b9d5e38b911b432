import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { syncedScrollTop, useSyncedScroll } from './useSyncedScroll';

// On a phone the live lists wrap long names, so their rows differ in height; scrolling
// one still brings the other to the same pick.

const HEAD = 40;

/** A scrolling list of `heights.length` rows laid out as a browser would (the test DOM lays out nothing). */
function list(heights: readonly number[], viewport = 300): HTMLDivElement {
  const scroller = document.createElement('div');
  const table = document.createElement('table');
  const head = document.createElement('thead');
  const body = document.createElement('tbody');
  table.append(head, body);
  scroller.append(table);
  let scrollTop = 0;
  const total = HEAD + heights.reduce((a, b) => a + b, 0);
  Object.defineProperty(scroller, 'scrollTop', {
    get: () => scrollTop,
    set: (v: number) => {
      scrollTop = Math.max(0, Math.min(v, total - viewport));
    },
  });
  scroller.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 100, width: 300, height: viewport });
  head.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 100 - scrollTop, width: 300, height: HEAD });
  let top = HEAD;
  for (const height of heights) {
    const row = document.createElement('tr');
    const at = top;
    row.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 100 + at - scrollTop, width: 300, height });
    body.append(row);
    top += height;
  }
  return scroller;
}

describe('synced lists', () => {
  const even = Array<number>(32).fill(52);
  // Every third row wraps onto two lines.
  const wrapped = Array.from({ length: 32 }, (_, i) => (i % 3 === 0 ? 78 : 52));

  it('keeps lists of one row height level, pixel for pixel', () => {
    const a = list(even);
    const b = list(even);
    a.scrollTop = 5 * 52 + 20;
    expect(syncedScrollTop(a, b)).toBeCloseTo(5 * 52 + 20);
  });

  it('brings the other list to the same pick, the same part of it, when rows differ in height', () => {
    const a = list(even);
    const b = list(wrapped);
    // Half of pick 6 (index 5) has gone under the header of the first list.
    a.scrollTop = 5 * 52 + 26;
    const before = wrapped.slice(0, 5).reduce((x, y) => x + y, 0);
    expect(syncedScrollTop(a, b)).toBeCloseTo(before + wrapped[5]! / 2);
  });

  it('scrolls the other list once, and its echo does not scroll the first one back', () => {
    const a = list(even);
    const b = list(wrapped.slice(0, 8), 300);
    const { result } = renderHook(() => useSyncedScroll());
    const [refA, refB, onScroll] = result.current;
    refA.current = a;
    refB.current = b;
    // The player scrolls far down the first list; the second, shorter, stops at its end.
    a.scrollTop = 20 * 52;
    onScroll(0);
    const end = b.scrollTop;
    expect(end).toBeGreaterThan(0);
    onScroll(1); // the second list's own scroll event: an echo
    expect(a.scrollTop).toBe(20 * 52);
    // The player then scrolls the second list: the first follows.
    b.scrollTop = 0;
    onScroll(1);
    expect(a.scrollTop).toBe(0);
  });
});

import { useRef, type RefObject } from 'react';

/** Where `row` starts in `list`'s scrolled content, in pixels. */
const topIn = (list: HTMLElement, row: Element) =>
  row.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop;

/** The height of the list's sticky header row (the rows scroll under it). */
const headOf = (list: HTMLElement) => list.querySelector('thead')?.getBoundingClientRect().height ?? 0;

/**
 * Where `target` must be scrolled to show the row `source` shows at its top (the same pick: both lists
 * have a row per pick, in order), the same part of it under the header. Rows may differ in height (on a
 * narrow screen long names wrap); null when a list has no rows.
 */
export function syncedScrollTop(source: HTMLElement, target: HTMLElement): number | null {
  const sourceRows = source.querySelectorAll('tbody tr');
  const targetRows = target.querySelectorAll('tbody tr');
  if (sourceRows.length === 0 || targetRows.length === 0) return null;
  const line = source.scrollTop + headOf(source);
  let index = 0;
  for (let i = 0; i < sourceRows.length; i++) {
    if (topIn(source, sourceRows[i]!) <= line + 0.5) index = i;
    else break;
  }
  const row = sourceRows[index]!;
  const height = row.getBoundingClientRect().height;
  const fraction = height > 0 ? Math.min(1, Math.max(0, (line - topIn(source, row)) / height)) : 0;
  const match = targetRows[Math.min(index, targetRows.length - 1)]!;
  return topIn(target, match) + fraction * match.getBoundingClientRect().height - headOf(target);
}

/**
 * Scrolling one list scrolls the other to the same pick, whatever the rows' heights: side
 * by side they are one height each and stay level; stacked on a phone their wrapped rows may differ.
 */
export function useSyncedScroll(): [
  RefObject<HTMLDivElement | null>,
  RefObject<HTMLDivElement | null>,
  (from: 0 | 1) => void,
] {
  const a = useRef<HTMLDivElement>(null);
  const b = useRef<HTMLDivElement>(null);
  // The list this hook scrolled last and where it landed: its own scroll event is that echo, not the
  // player's, and must not scroll the first list back (the shorter list may stop short of the row).
  const echo = useRef<{ list: HTMLElement; at: number } | null>(null);
  const onScroll = (from: 0 | 1) => {
    const [source, target] = from === 0 ? [a.current, b.current] : [b.current, a.current];
    if (!source || !target) return;
    if (echo.current?.list === source && Math.abs(source.scrollTop - echo.current.at) <= 1) {
      echo.current = null;
      return;
    }
    const top = syncedScrollTop(source, target) ?? source.scrollTop;
    if (Math.abs(target.scrollTop - top) <= 1) return;
    target.scrollTop = top;
    echo.current = { list: target, at: target.scrollTop };
  };
  return [a, b, onScroll];
}

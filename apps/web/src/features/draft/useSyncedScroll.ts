import { useRef, type RefObject } from 'react';

/** Scrolling one list scrolls the other (spec 002 §2.4): both have a row per pick, one height each. */
export function useSyncedScroll(): [
  RefObject<HTMLDivElement | null>,
  RefObject<HTMLDivElement | null>,
  (from: 0 | 1) => void,
] {
  const a = useRef<HTMLDivElement>(null);
  const b = useRef<HTMLDivElement>(null);
  const onScroll = (from: 0 | 1) => {
    const [source, target] = from === 0 ? [a.current, b.current] : [b.current, a.current];
    if (!source || !target) return;
    if (Math.abs(target.scrollTop - source.scrollTop) > 1) target.scrollTop = source.scrollTop;
  };
  return [a, b, onScroll];
}

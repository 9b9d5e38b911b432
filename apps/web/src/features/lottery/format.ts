import { useEffect, useState } from 'react';

/**
 * Formatting for the lottery pages (DESIGN "Time": times in America/New_York; amounts in integer cents).
 * Kept free of `@powerplay/domain` so the global banner can use it without pulling the rules in.
 */

const dollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const dollarsAndCents = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "$1,000", "$33.33", "$2,000 CAD", "1,500 Pts." */
export function formatPrize(amount: number, kind: 'cash' | 'points' = 'cash', currency = 'USD'): string {
  if (kind === 'points') return `${dollars.format(amount)} Pts.`;
  const whole = amount % 100 === 0;
  const text = `$${whole ? dollars.format(amount / 100) : dollarsAndCents.format(amount / 100)}`;
  return currency === 'USD' ? text : `${text} ${currency}`;
}

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Whole seconds left (0 when due). */
  totalSeconds: number;
}

export function countdownParts(ms: number): CountdownParts {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    totalSeconds,
  };
}

export const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * The current time, re-rendering every `everyMs` (aligned to the boundary), corrected by `offsetMs`
 * (server clock minus local clock) so every screen runs on the server's time.
 */
export function useNow(everyMs = 1000, offsetMs = 0): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(Date.now());
      timer = setTimeout(tick, everyMs - (Date.now() % everyMs) + 5);
    };
    timer = setTimeout(tick, everyMs - (Date.now() % everyMs) + 5);
    return () => clearTimeout(timer);
  }, [everyMs]);
  return now + offsetMs;
}

/** Server clock minus local clock, from an answer's `serverTime` and when it was received. */
export const clockOffset = (serverTime: string | undefined, receivedAt: number) =>
  serverTime && receivedAt ? Date.parse(serverTime) - receivedAt : 0;

/** The route of each game's pick page and live screen. */
export const pickPath = (type: string) => `/${type}`;
export const drawPath = (type: string) => `/${type}-draw`;

/** Navigation state asking for the demo: `{ gameData: 'demo' }` (spec 002 §2, §2.7) or `{ demo: true }`. */
export function isDemoState(state: unknown): boolean {
  if (typeof state !== 'object' || state === null) return false;
  const s = state as { gameData?: unknown; demo?: unknown };
  return s.gameData === 'demo' || s.demo === true;
}

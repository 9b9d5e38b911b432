/** Time left until something starts, split for a countdown display (a draw, a game, a pick deadline). */
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

/** "07", "42": two-digit clock fields. */
export const pad2 = (n: number) => String(n).padStart(2, '0');

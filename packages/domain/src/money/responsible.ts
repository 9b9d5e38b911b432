/** A self-imposed limit: null means none (unlimited). */
export type LimitValue = number | null;

/**
 * Raising a limit (or removing it) waits this long; lowering applies at once (docs/rules/accounts.md
 * "Responsible gaming").
 */
export const LIMIT_INCREASE_DELAY_MS = 48 * 3600_000;

const isIncrease = (current: LimitValue, next: LimitValue) =>
  current !== null && (next === null || next > current);

/** When a requested limit takes effect: now for a decrease (or a first limit), 48 hours later for an increase. */
export function limitEffectiveAt(current: LimitValue, next: LimitValue, now: number): number {
  return isIncrease(current, next) ? now + LIMIT_INCREASE_DELAY_MS : now;
}

export type ExclusionPeriod = '24h' | '7d' | '30d' | '6m' | 'permanent';

/** The end of a self-exclusion, or null for a permanent one. */
export function exclusionUntil(period: ExclusionPeriod, now: number): number | null {
  const day = 86_400_000;
  switch (period) {
    case '24h':
      return now + day;
    case '7d':
      return now + 7 * day;
    case '30d':
      return now + 30 * day;
    case '6m': {
      const d = new Date(now);
      d.setUTCMonth(d.getUTCMonth() + 6);
      return d.getTime();
    }
    case 'permanent':
      return null;
  }
}

/** Whether adding `amount` to what was used in a window stays within its limit. */
export const withinLimit = (limit: LimitValue, used: number, amount: number) =>
  limit === null || used + amount <= limit;

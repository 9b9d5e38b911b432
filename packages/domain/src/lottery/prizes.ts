import type { PrizeKind, PrizeTier } from './games';

/** The largest total an operator may give one tier: 100,000,000 cents ($1,000,000) or points. */
export const MAX_TIER_AMOUNT = 100_000_000;

/**
 * An operator's prize table for a game with `picks` picks (docs/rules/lottery.md "Games": prize tables are
 * configurable per game). Valid when it has at least one tier; every tier is for a different whole number of
 * hits from 1 to `picks`; every amount is a whole number from 1 to MAX_TIER_AMOUNT (cents for cash, points
 * for points).
 */
export function checkPrizeTiers(tiers: readonly PrizeTier[], picks: number): 'PRIZE_TIERS_INVALID' | null {
  const seen = new Set<number>();
  const ok =
    tiers.length > 0 &&
    tiers.every((t) => {
      const valid =
        Number.isInteger(t.hits) &&
        t.hits >= 1 &&
        t.hits <= picks &&
        !seen.has(t.hits) &&
        Number.isInteger(t.amount) &&
        t.amount >= 1 &&
        t.amount <= MAX_TIER_AMOUNT &&
        (t.kind === 'cash' || t.kind === 'points');
      seen.add(t.hits);
      return valid;
    });
  return ok ? null : 'PRIZE_TIERS_INVALID';
}

export interface TierResult {
  hits: number;
  kind: PrizeKind;
  /** The tier's total prize (cents or points). */
  total: number;
  winners: number;
  /** floor(total / winners): what each winner receives; the tier total when nobody won. */
  payout: number;
  /** Undivided cents that stay with the house. */
  remainder: number;
}

/**
 * Equal split per tier (docs/rules/lottery.md "Results and prizes"): each winner of a tier gets
 * floor(prize / winners); the remainder is the house's and is recorded.
 */
export function splitPrizes(
  tiers: readonly PrizeTier[],
  winnersByHits: ReadonlyMap<number, number>,
): TierResult[] {
  return [...tiers]
    .sort((a, b) => b.hits - a.hits)
    .map((t) => {
      const winners = winnersByHits.get(t.hits) ?? 0;
      const payout = winners > 0 ? Math.floor(t.amount / winners) : t.amount;
      return {
        hits: t.hits,
        kind: t.kind,
        total: t.amount,
        winners,
        payout,
        remainder: winners > 0 ? t.amount - payout * winners : 0,
      };
    });
}

/** Hits of a final entry: picks that are among the drawn balls. */
export const hitsOf = (picks: readonly number[], drawn: readonly number[]) =>
  picks.filter((p) => drawn.includes(p)).length;

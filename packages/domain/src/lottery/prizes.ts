import type { PrizeKind, PrizeTier } from './games';

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
 * Equal split per tier (GAME-RULES "Results and prizes"): each winner of a tier gets
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

import type { PrizeTier } from './games';

/**
 * The true odds of a prize tier (not the demo's "1 in 10,000"). A draw takes `balls` different
 * numbers from `min..max`; a player holds `picks` different numbers. The chance of exactly `h` hits is
 * hypergeometric: C(picks, h) · C(size − picks, balls − h) / C(size, balls). Counts are exact BigInts: the
 * totals overflow a double's integers for larger games (C(48, 16) ≈ 2.25e12 is fine, but products are not).
 */
export interface DrawShape {
  picks: number;
  min: number;
  max: number;
  balls: number;
}

/** A probability as an exact fraction: `ways` favourable draws out of `total` equally likely draws. */
export interface Odds {
  ways: bigint;
  total: bigint;
}

/** C(n, k) exactly; 0 outside 0 ≤ k ≤ n. */
export function binomial(n: number, k: number): bigint {
  if (!Number.isInteger(n) || !Number.isInteger(k) || k < 0 || n < 0 || k > n) return 0n;
  const r = Math.min(k, n - k);
  let result = 1n;
  // Each partial product is C(n − r + i, i), a whole number, so every division is exact.
  for (let i = 1; i <= r; i++) result = (result * BigInt(n - r + i)) / BigInt(i);
  return result;
}

/** The odds of exactly `hits` matches. */
export function hitOdds(shape: DrawShape, hits: number): Odds {
  const size = shape.max - shape.min + 1;
  return {
    ways: binomial(shape.picks, hits) * binomial(size - shape.picks, shape.balls - hits),
    total: binomial(size, shape.balls),
  };
}

/** The odds of winning any of the tiers (each tier is an exact hit count, so the events are disjoint). */
export function anyPrizeOdds(shape: DrawShape, tiers: readonly Pick<PrizeTier, 'hits'>[]): Odds {
  const hits = new Set(tiers.map((t) => t.hits));
  let ways = 0n;
  for (const h of hits) ways += hitOdds(shape, h).ways;
  return { ways, total: binomial(shape.max - shape.min + 1, shape.balls) };
}

const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * "1 in N" as lotteries print it: N = total / ways, rounded to a whole number from 100 up and to two
 * decimals below (a 1-hit tier is "1 in 2.34", a jackpot "1 in 62,891,499"); "—" when it cannot happen.
 */
export function formatOdds(odds: Odds): string {
  if (odds.ways <= 0n) return '—';
  if (odds.total >= 100n * odds.ways) {
    return `1 in ${grouped(((2n * odds.total + odds.ways) / (2n * odds.ways)).toString())}`;
  }
  const hundredths = (200n * odds.total + odds.ways) / (2n * odds.ways);
  const whole = hundredths / 100n;
  const cents = (hundredths % 100n).toString().padStart(2, '0');
  return `1 in ${whole}.${cents}`;
}

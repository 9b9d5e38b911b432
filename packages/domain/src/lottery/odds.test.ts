import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameTypeConfigs, gameTypes } from './games';
import { anyPrizeOdds, binomial, formatOdds, hitOdds, type DrawShape } from './odds';

/** Every draw of `balls` numbers from 1..size, counted by hits against the picks 1..picks. */
function bruteForce(shape: DrawShape): bigint[] {
  const size = shape.max - shape.min + 1;
  const counts = Array.from({ length: shape.picks + 1 }, () => 0n);
  const walk = (from: number, left: number, hits: number) => {
    if (left === 0) {
      counts[hits]! += 1n;
      return;
    }
    for (let n = from; n <= size - left + 1; n++) walk(n + 1, left - 1, hits + (n <= shape.picks ? 1 : 0));
  };
  walk(1, shape.balls, 0);
  return counts;
}

const smallShape = fc
  .record({ size: fc.integer({ min: 1, max: 14 }), a: fc.nat(), b: fc.nat() })
  .map(({ size, a, b }) => ({ min: 1, max: size, picks: (a % size) + 1, balls: (b % size) + 1 }));

describe('binomial', () => {
  it('knows the lottery totals', () => {
    expect(binomial(47, 7)).toBe(62_891_499n);
    expect(binomial(50, 8)).toBe(536_878_650n);
    expect(binomial(45, 9)).toBe(886_163_135n);
    expect(binomial(48, 16)).toBe(2_254_848_913_647n);
    expect(binomial(5, 0)).toBe(1n);
    expect(binomial(5, 6)).toBe(0n);
    expect(binomial(5, -1)).toBe(0n);
  });

  it("follows Pascal's rule", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 200 }), (n, k) => {
        expect(binomial(n, k)).toBe(binomial(n - 1, k - 1) + binomial(n - 1, k));
      }),
    );
  });
});

describe('the odds of a prize tier (hypergeometric)', () => {
  it('gives the true odds of the seeded games', () => {
    const g747 = gameTypeConfigs['747'];
    expect(hitOdds(g747, 7)).toEqual({ ways: 1n, total: 62_891_499n });
    expect(formatOdds(hitOdds(g747, 7))).toBe('1 in 62,891,499');
    // 7 · C(40, 6) = 26,868,660 ways to match exactly one.
    expect(hitOdds(g747, 1).ways).toBe(26_868_660n);
    expect(formatOdds(hitOdds(g747, 1))).toBe('1 in 2.34');
    expect(formatOdds(hitOdds(g747, 6))).toBe('1 in 224,612');
    expect(formatOdds(hitOdds(gameTypeConfigs.elite8, 8))).toBe('1 in 536,878,650');
    expect(formatOdds(hitOdds(gameTypeConfigs.sweet16, 16))).toBe('1 in 2,254,848,913,647');
    expect(formatOdds(hitOdds(gameTypeConfigs.gridlock, 9))).toBe('1 in 886,163,135');
  });

  it('matches counting every possible draw, for small games', () => {
    fc.assert(
      fc.property(smallShape, (shape) => {
        const counts = bruteForce(shape);
        const total = binomial(shape.max, shape.balls);
        for (let h = 0; h <= shape.picks; h++) expect(hitOdds(shape, h)).toEqual({ ways: counts[h], total });
      }),
      { numRuns: 60 },
    );
  });

  it('sums to certainty over every hit count, for the real games too', () => {
    const shapes = [...gameTypes.map((t) => gameTypeConfigs[t]), { min: 1, max: 80, picks: 20, balls: 20 }];
    for (const shape of shapes) {
      let ways = 0n;
      for (let h = 0; h <= shape.picks; h++) ways += hitOdds(shape, h).ways;
      expect(ways).toBe(binomial(shape.max - shape.min + 1, shape.balls));
    }
  });

  it('adds the tiers for the odds of any prize, counting a tier once', () => {
    const g747 = gameTypeConfigs['747'];
    const any = anyPrizeOdds(g747, g747.prizeTiers);
    expect(any.ways).toBe(62_891_499n - hitOdds(g747, 0).ways);
    expect(anyPrizeOdds(g747, [{ hits: 7 }, { hits: 7 }])).toEqual(hitOdds(g747, 7));
  });

  it('says "—" for a tier that cannot happen and rounds half up', () => {
    expect(formatOdds(hitOdds({ min: 1, max: 10, picks: 3, balls: 2 }, 3))).toBe('—');
    expect(formatOdds({ ways: 2n, total: 5n })).toBe('1 in 2.50');
    expect(formatOdds({ ways: 3n, total: 1000n })).toBe('1 in 333');
    expect(formatOdds({ ways: 2n, total: 1001n })).toBe('1 in 501');
    expect(formatOdds({ ways: 1n, total: 1n })).toBe('1 in 1.00');
  });
});

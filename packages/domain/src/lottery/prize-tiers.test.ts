import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameTypeConfigs, gameTypes, type PrizeTier } from './games';
import { checkPrizeTiers, MAX_TIER_AMOUNT } from './prizes';

const cash = (hits: number, amount: number): PrizeTier => ({ hits, amount, kind: 'cash' });

describe('an operator prize table (checkPrizeTiers)', () => {
  it('accepts every seeded table for its own game', () => {
    for (const type of gameTypes) {
      const { prizeTiers, picks } = gameTypeConfigs[type];
      expect(checkPrizeTiers(prizeTiers, picks)).toBeNull();
    }
  });

  it('accepts one tier, mixed kinds, and the bounds 1 and the maximum', () => {
    expect(checkPrizeTiers([cash(7, 1)], 7)).toBeNull();
    expect(checkPrizeTiers([cash(1, MAX_TIER_AMOUNT)], 7)).toBeNull();
    expect(checkPrizeTiers([cash(7, 500), { hits: 3, amount: 20, kind: 'points' }], 7)).toBeNull();
    expect(MAX_TIER_AMOUNT).toBe(100_000_000);
  });

  it('refuses an empty table', () => {
    expect(checkPrizeTiers([], 7)).toBe('PRIZE_TIERS_INVALID');
  });

  it('refuses hits outside 1..picks or not whole', () => {
    expect(checkPrizeTiers([cash(0, 100)], 7)).toBe('PRIZE_TIERS_INVALID');
    expect(checkPrizeTiers([cash(-1, 100)], 7)).toBe('PRIZE_TIERS_INVALID');
    expect(checkPrizeTiers([cash(8, 100)], 7)).toBe('PRIZE_TIERS_INVALID');
    expect(checkPrizeTiers([cash(16, 100)], 16)).toBeNull();
    expect(checkPrizeTiers([cash(16, 100)], 9)).toBe('PRIZE_TIERS_INVALID');
    expect(checkPrizeTiers([cash(2.5, 100)], 7)).toBe('PRIZE_TIERS_INVALID');
    expect(checkPrizeTiers([cash(Number.NaN, 100)], 7)).toBe('PRIZE_TIERS_INVALID');
  });

  it('refuses two tiers for the same hits, whatever their kinds', () => {
    expect(checkPrizeTiers([cash(7, 100), cash(6, 50), cash(7, 10)], 7)).toBe('PRIZE_TIERS_INVALID');
    expect(checkPrizeTiers([cash(5, 100), { hits: 5, amount: 100, kind: 'points' }], 7)).toBe(
      'PRIZE_TIERS_INVALID',
    );
  });

  it('refuses amounts below 1, above the maximum, or not whole', () => {
    expect(checkPrizeTiers([cash(7, 0)], 7)).toBe('PRIZE_TIERS_INVALID');
    expect(checkPrizeTiers([cash(7, -100)], 7)).toBe('PRIZE_TIERS_INVALID');
    expect(checkPrizeTiers([cash(7, MAX_TIER_AMOUNT + 1)], 7)).toBe('PRIZE_TIERS_INVALID');
    expect(checkPrizeTiers([cash(7, 99.5)], 7)).toBe('PRIZE_TIERS_INVALID');
    expect(checkPrizeTiers([cash(7, Number.POSITIVE_INFINITY)], 7)).toBe('PRIZE_TIERS_INVALID');
  });

  it('refuses an unknown kind', () => {
    const odd = { hits: 7, amount: 100, kind: 'gold' } as unknown as PrizeTier;
    expect(checkPrizeTiers([odd], 7)).toBe('PRIZE_TIERS_INVALID');
  });

  it('accepts exactly the tables whose tiers are all valid and whose hits are distinct', () => {
    const tier = fc.record({
      hits: fc.integer({ min: -2, max: 20 }),
      amount: fc.oneof(
        fc.integer({ min: -5, max: 10 }),
        fc.integer({ min: MAX_TIER_AMOUNT - 5, max: MAX_TIER_AMOUNT + 5 }),
        fc.integer({ min: 1, max: MAX_TIER_AMOUNT }),
      ),
      kind: fc.constantFrom<PrizeTier['kind']>('cash', 'points'),
    });
    fc.assert(
      fc.property(fc.array(tier, { maxLength: 20 }), fc.integer({ min: 1, max: 16 }), (tiers, picks) => {
        const valid =
          tiers.length > 0 &&
          new Set(tiers.map((t) => t.hits)).size === tiers.length &&
          tiers.every((t) => t.hits >= 1 && t.hits <= picks && t.amount >= 1 && t.amount <= MAX_TIER_AMOUNT);
        return (checkPrizeTiers(tiers, picks) === null) === valid;
      }),
    );
  });

  it('accepts any order of a valid table (the check does not depend on order)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 9 }),
        fc.integer({ min: 1, max: MAX_TIER_AMOUNT }),
        (hits, amount) => {
          const tiers = hits.map((h) => cash(h, amount));
          return checkPrizeTiers(tiers, 9) === null && checkPrizeTiers([...tiers].reverse(), 9) === null;
        },
      ),
    );
  });
});

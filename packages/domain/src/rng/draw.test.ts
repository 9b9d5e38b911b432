import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleSize } from '../sports/contest-types/property-runs';
import { commitmentOf, drawBalls, powerplayStream, seededStream, seedFromBytes } from './draw';

const ZERO_SEED = '00'.repeat(32);

describe('seeded draw (docs/rules/lottery.md "Randomness")', () => {
  it('matches the published known answer', () => {
    expect(drawBalls(ZERO_SEED, '1', 7, { min: 1, max: 47 })).toEqual([25, 3, 39, 37, 26, 6, 27]);
    expect(commitmentOf(ZERO_SEED)).toBe('66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925');
  });

  it('never repeats a number and stays in range', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.constantFrom([7, 1, 47], [16, 1, 48], [8, 1, 50], [9, 1, 45]),
        (bytes, gameId, [n, min, max]) => {
          const balls = drawBalls(seedFromBytes(bytes), String(gameId), n, { min: min, max: max });
          return balls.length === n && new Set(balls).size === n && balls.every((b) => b >= min && b <= max);
        },
      ),
    );
  });

  it('depends on the game id, so two games with one seed differ', () => {
    expect(drawBalls(ZERO_SEED, '1', 7, { min: 1, max: 47 })).not.toEqual(
      drawBalls(ZERO_SEED, '2', 7, { min: 1, max: 47 }),
    );
  });

  it('draws the whole range when asked for every number', () => {
    const all = drawBalls(ZERO_SEED, '9', 45, { min: 1, max: 45 });
    expect([...all].sort((a, b) => a - b)).toEqual(Array.from({ length: 45 }, (_, i) => i + 1));
  });

  it('refuses an empty range or an impossible acceptance', () => {
    expect(() => seededStream(ZERO_SEED, 'x', 5, 4)).toThrow(RangeError);
    expect(() => seededStream(ZERO_SEED, 'x', 1, 3)(() => false)).toThrow(RangeError);
  });

  it('continues one attempt counter across a powerplay stream, so a replay gives the same numbers', () => {
    const a = powerplayStream(ZERO_SEED, '1', '5', 2, { min: 1, max: 47 });
    const b = powerplayStream(ZERO_SEED, '1', '5', 2, { min: 1, max: 47 });
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect(new Set([a(), a(), a(), a(), a()]).size).toBeGreaterThan(1);
  });

  it('passes a chi-square uniformity test per position (20,000 draws; 100,000 in the long run)', () => {
    const draws = sampleSize(20_000, 100_000);
    const [n, min, max] = [7, 1, 47];
    const size = max - min + 1;
    const counts = Array.from({ length: n }, () => new Array<number>(size).fill(0));
    const seed = new Uint8Array(32);
    for (let d = 0; d < draws; d++) {
      // Deterministic, distinct seeds: the draw index in the first bytes.
      seed[0] = d & 0xff;
      seed[1] = (d >> 8) & 0xff;
      seed[2] = (d >> 16) & 0xff;
      const balls = drawBalls(seedFromBytes(seed), '1', n, { min, max });
      expect(new Set(balls).size).toBe(n);
      balls.forEach((b, i) => counts[i]![b - min]!++);
    }
    // Critical chi-square value for 46 degrees of freedom at p = 0.001 is 81.4.
    const critical = 81.4;
    for (const perNumber of counts) {
      const expected = draws / size;
      const chi2 = perNumber.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
      expect(chi2).toBeLessThan(critical);
    }
  }, 120_000);
});

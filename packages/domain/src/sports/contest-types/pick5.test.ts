import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Sport } from '../../entries/admission';
import type { TypedPick } from './common';
import {
  checkPick5Grid,
  comparePick5,
  pick5Card,
  pick5Hand,
  pick5HandRank,
  pick5Outcome,
  pick5SeedGrid,
  type Pick5Hand,
} from './pick5';
import { propertyRuns } from './property-runs';

const RUNS = propertyRuns();
const outcome = (sport: Sport, scores: number[], finished = true) =>
  pick5Outcome({
    sport,
    finished,
    grid: pick5SeedGrid,
    picks: scores.map((myScore): TypedPick => ({ myScore, final: finished })),
  });

/** Five cards from a small range, so that pairs, trips and straights come up often. */
const handArb = fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 5, maxLength: 5 });
const sorted = (cards: readonly number[]) => [...cards].sort((a, b) => a - b);
const sameCards = (a: readonly number[], b: readonly number[]) =>
  JSON.stringify(sorted(a)) === JSON.stringify(sorted(b));

/** An independent reading of the hands: the sorted multiplicities as a pattern. */
function oracle(cards: readonly number[]): Pick5Hand {
  const counts = [...new Set(cards)].map((v) => cards.filter((c) => c === v).length).sort((a, b) => b - a);
  const pattern = counts.join('');
  const s = sorted(cards);
  if (pattern === '5') return 'five_of_a_kind';
  if (pattern === '41') return 'four_of_a_kind';
  if (pattern === '32') return 'full_house';
  if (pattern === '11111' && s.every((c, i) => c === s[0]! + i)) return 'straight';
  if (pattern === '311') return 'three_of_a_kind';
  if (pattern === '221') return 'two_pair';
  if (pattern === '2111') return 'one_pair';
  return 'none';
}

describe('Pick 5', () => {
  it('reads every hand, best first', () => {
    expect(pick5Hand([3, 3, 3, 3, 3])).toBe('five_of_a_kind');
    expect(pick5Hand([3, 3, 9, 3, 3])).toBe('four_of_a_kind');
    expect(pick5Hand([2, 9, 2, 9, 2])).toBe('full_house');
    expect(pick5Hand([4, 2, 6, 3, 5])).toBe('straight');
    expect(pick5Hand([8, 9, 10, 11, 12])).toBe('straight');
    expect(pick5Hand([9, 0, 1, 2, 3])).toBe('none');
    expect(pick5Hand([1, 1, 1, 5, 7])).toBe('three_of_a_kind');
    expect(pick5Hand([1, 1, 5, 5, 7])).toBe('two_pair');
    expect(pick5Hand([1, 1, 4, 5, 7])).toBe('one_pair');
    expect(pick5Hand([0, 2, 4, 6, 8])).toBe('none');
  });

  it('cards: the my_score (basketball and football: its last digit)', () => {
    expect(pick5Card('baseball', 12)).toBe(12);
    expect(pick5Card('hockey', 4)).toBe(4);
    expect(pick5Card('basketball', 107)).toBe(7);
    expect(pick5Card('football', 30)).toBe(0);
    expect(outcome('basketball', [101, 111, 98, 121, 131])).toMatchObject({
      cards: [1, 1, 8, 1, 1],
      hand: 'four_of_a_kind',
      result: 'WON',
      rowKey: pick5HandRank('four_of_a_kind'),
      prize: { amount: 25_000 },
    });
  });

  it("wins its hand's row; one pair pays nothing; five teams exactly", () => {
    expect(outcome('baseball', [3, 4, 5, 6, 7])).toMatchObject({ result: 'WON', prize: { amount: 5000 } });
    expect(outcome('hockey', [1, 1, 0, 2, 5])).toMatchObject({
      result: 'LOST',
      hand: 'one_pair',
      prize: undefined,
    });
    expect(outcome('hockey', [2, 2, 2, 2])).toMatchObject({
      result: 'LOST',
      hand: 'four_of_a_kind',
      rowKey: undefined,
    });
    const live = outcome('football', [17, 27, 7, 10, 3], false);
    expect(live).toMatchObject({ result: 'POSSIBLE', hand: 'three_of_a_kind' });
    expect(live.headline).toEqual({ code: 'SPORTS_PICK5_HEADLINE', params: { hand: 'Three of a Kind' } });
    expect(pick5SeedGrid.map((r) => [r.noOfTeam, r.amount / 100])).toEqual([
      [7, 1000],
      [6, 250],
      [5, 100],
      [4, 50],
      [3, 10],
      [2, 5],
    ]);
    expect(checkPick5Grid(pick5SeedGrid)).toBeNull();
    expect(checkPick5Grid([{ noOfTeam: 8, kind: 'cash', amount: 1 }])).toBe('SPORTS_GRID_INVALID');
  });

  it('the hand agrees with an independent reading, in any order (property)', () => {
    fc.assert(
      fc.property(handArb, (cards) => {
        expect(pick5Hand(cards)).toBe(oracle(cards));
        expect(pick5Hand(sorted(cards).reverse())).toBe(pick5Hand(cards));
      }),
      { numRuns: RUNS * 4 },
    );
  });

  it('the ranking is a total order on hands: antisymmetric, transitive, total, order-blind (property)', () => {
    fc.assert(
      fc.property(handArb, handArb, handArb, fc.nat(), fc.boolean(), (a, other, c, shift, same) => {
        // Half the time `b` holds a's cards in another order, so that equal hands are tried too.
        const b = same ? a.map((_, i) => a[(i + shift + 1) % a.length]!) : other;
        const ab = comparePick5(a, b);
        // Antisymmetric and total: exactly one of a < b, a = b, a > b; equal only for the same cards.
        expect([-1, 0, 1]).toContain(ab);
        expect(comparePick5(b, a) + ab).toBe(0);
        expect(ab === 0).toBe(sameCards(a, b));
        expect(comparePick5(a, a)).toBe(0);
        // Transitive.
        const bc = comparePick5(b, c);
        if (ab <= 0 && bc <= 0) expect(comparePick5(a, c)).toBeLessThanOrEqual(0);
        if (ab >= 0 && bc >= 0) expect(comparePick5(a, c)).toBeGreaterThanOrEqual(0);
        // The order of the picks never matters.
        const rotated = a.map((_, i) => a[(i + shift) % a.length]!);
        expect(comparePick5(rotated, b)).toBe(ab);
        expect(comparePick5(sorted(a), a)).toBe(0);
        // A better hand always ranks higher.
        const byHand = pick5HandRank(pick5Hand(a)) - pick5HandRank(pick5Hand(b));
        if (byHand !== 0) expect(ab).toBe(Math.sign(byHand));
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('sorting any hands by the ranking gives one order whatever the input order (property)', () => {
    fc.assert(
      fc.property(fc.array(handArb, { minLength: 1, maxLength: 12 }), (hands) => {
        const key = (h: readonly number[]) => sorted(h).join(',');
        const one = [...hands].sort(comparePick5).map(key);
        const two = [...hands].reverse().sort(comparePick5).map(key);
        expect(two).toEqual(one);
      }),
      { numRuns: RUNS },
    );
  });
});

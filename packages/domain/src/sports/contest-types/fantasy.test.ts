import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PrizeRow } from '../contests';
import { cashRow } from './common';
import { fantasy, fantasyOutcome, fantasySeedGrid } from './fantasy';
import { propertyRuns } from './property-runs';

const outcome = (points: number[], finished: boolean, grid: readonly PrizeRow[] = fantasySeedGrid) =>
  fantasyOutcome({
    sport: 'hockey',
    picks: points.map((myScore) => ({ myScore, final: finished })),
    finished,
    grid,
  });

describe('fantasy hockey as a contest type (docs/rules/fantasy.md "Prizes")', () => {
  it('seeds 20 → $500, 14 → $50, 10 → $5 on hockey only, and picks 1 to 8 players set per contest', () => {
    expect(fantasy.seedGrid('hockey')).toEqual([cashRow(20, 500), cashRow(14, 50), cashRow(10, 5)]);
    expect(fantasy.seedGrid('baseball')).toBeUndefined();
    expect([fantasy.limits, fantasy.limitsFixed, fantasy.picksArePlayers, fantasy.rowsByTeams]).toEqual([
      { min: 1, max: 8 },
      false,
      true,
      false,
    ]);
    expect([0, 1, 8, 9].map((n) => fantasy.picksAllowed(n))).toEqual([false, true, true, false]);
  });

  it('wins the highest row My Score reaches once the set is finished', () => {
    expect(outcome([10, 4], true)).toMatchObject({
      result: 'WON',
      total: 14,
      rowKey: 14,
      next: cashRow(20, 500),
      toNext: 6,
    });
    expect(outcome([30, -2], true)).toMatchObject({ result: 'WON', rowKey: 20, next: undefined });
    expect(outcome([9], true)).toMatchObject({ result: 'LOST', rowKey: undefined, toNext: 1 });
    expect(outcome([12], false)).toMatchObject({ result: 'POSSIBLE', rowKey: 10 });
    expect(outcome([], true).result).toBe('LOST');
  });

  it('headlines My Score and the next prize, or the top reached', () => {
    expect(outcome([12], false).headline).toEqual({
      code: 'SPORTS_FANTASY_HEADLINE',
      params: { total: 12, next: 14 },
    });
    expect(outcome([25], false).headline).toEqual({
      code: 'SPORTS_FANTASY_HEADLINE_TOP',
      params: { total: 25 },
    });
    expect(fantasy.standing(outcome([12], false))).toMatchObject({ total: 12, next: 14, toNext: 2 });
  });

  it('accepts a grid of distinct minimum points of at least 1', () => {
    expect(fantasy.checkGrid(fantasySeedGrid)).toBeNull();
    expect(fantasy.checkGrid([cashRow(0, 5)])).toBe('SPORTS_GRID_INVALID');
    expect(fantasy.checkGrid([cashRow(5, 5), cashRow(5, 6)])).toBe('SPORTS_GRID_INVALID');
  });

  it('property: a higher My Score never wins a lower row', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 60 }), fc.integer({ min: 0, max: 20 }), (a, d) => {
        const low = outcome([a], true).rowKey ?? -Infinity;
        const high = outcome([a + d], true).rowKey ?? -Infinity;
        expect(high).toBeGreaterThanOrEqual(low);
      }),
      { numRuns: propertyRuns() },
    );
  });
});

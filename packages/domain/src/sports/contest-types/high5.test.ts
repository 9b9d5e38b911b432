import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Sport } from '../../entries/admission';
import type { PrizeRow } from '../contests';
import type { TypedPick } from './common';
import { checkHigh5Grid, high5NextRow, high5Outcome, high5Row, high5SeedGrids } from './high5';
import { propertyRuns } from './property-runs';

const RUNS = propertyRuns();
const sports: Sport[] = ['baseball', 'hockey', 'basketball', 'football'];
const picks = (scores: number[], final = true): TypedPick[] => scores.map((myScore) => ({ myScore, final }));
const outcome = (scores: number[], finished: boolean, grid: readonly PrizeRow[] = high5SeedGrids.baseball) =>
  high5Outcome({ sport: 'baseball', picks: picks(scores, finished), finished, grid });

/** A grid of distinct minimum totals. */
const gridArb = fc
  .uniqueArray(fc.integer({ min: 1, max: 700 }), { minLength: 1, maxLength: 6 })
  .map((keys) => keys.map((k): PrizeRow => ({ noOfTeam: k, kind: 'cash', amount: k * 100 })));
const rank = (row: PrizeRow | undefined) => row?.noOfTeam ?? -Infinity;

describe('High 5', () => {
  it('seeds the thresholds the rules list per sport', () => {
    const thresholds = (sport: Sport) => high5SeedGrids[sport].map((r) => [r.noOfTeam, r.amount / 100]);
    expect(thresholds('baseball')).toEqual([
      [60, 1000],
      [45, 100],
      [35, 10],
    ]);
    expect(thresholds('hockey')).toEqual([
      [25, 1000],
      [20, 100],
      [15, 10],
    ]);
    expect(thresholds('basketball')).toEqual([
      [650, 1000],
      [600, 100],
      [560, 10],
    ]);
    expect(thresholds('football')).toEqual([
      [180, 1000],
      [150, 100],
      [125, 10],
    ]);
    for (const sport of sports) expect(checkHigh5Grid(high5SeedGrids[sport])).toBeNull();
  });

  it('wins the highest row the total of five teams reaches', () => {
    expect(outcome([20, 10, 10, 10, 10], true)).toMatchObject({ result: 'WON', total: 60, rowKey: 60 });
    expect(outcome([9, 9, 9, 9, 8], true)).toMatchObject({ result: 'WON', total: 44, rowKey: 35 });
    expect(outcome([7, 7, 7, 7, 6], true)).toMatchObject({ result: 'LOST', total: 34, rowKey: undefined });
    // Five teams exactly: four never win, whatever they total.
    expect(outcome([20, 20, 20, 20], true)).toMatchObject({ result: 'LOST', total: 80, prize: undefined });
  });

  it('shows the total so far and the next threshold', () => {
    const live = outcome([5, 6, 7, 8, 9], false);
    expect(live).toMatchObject({ result: 'POSSIBLE', total: 35, rowKey: 35, toNext: 10 });
    expect(live.next?.noOfTeam).toBe(45);
    expect(live.headline).toEqual({ code: 'SPORTS_HIGH5_HEADLINE', params: { total: 35, next: 45 } });
    expect(outcome([0, 0, 0, 0, 0], false).headline.params).toEqual({ total: 0, next: 35 });
    const top = outcome([20, 20, 20, 0, 1], false);
    expect(top).toMatchObject({ next: undefined, toNext: undefined });
    expect(top.headline).toEqual({ code: 'SPORTS_HIGH5_HEADLINE_TOP', params: { total: 61 } });
  });

  it('refuses grids with repeated, non-positive or unpaid rows', () => {
    expect(checkHigh5Grid([])).toBe('SPORTS_GRID_INVALID');
    expect(checkHigh5Grid([{ noOfTeam: 0, kind: 'cash', amount: 100 }])).toBe('SPORTS_GRID_INVALID');
    expect(
      checkHigh5Grid([
        { noOfTeam: 10, kind: 'cash', amount: 100 },
        { noOfTeam: 10, kind: 'points', amount: 5 },
      ]),
    ).toBe('SPORTS_GRID_INVALID');
    expect(checkHigh5Grid([{ noOfTeam: 10, kind: 'cash', amount: 0 }])).toBe('SPORTS_GRID_INVALID');
    expect(checkHigh5Grid([{ noOfTeam: 10, kind: 'items', amount: 0 }])).toBe('SPORTS_GRID_INVALID');
    expect(checkHigh5Grid([{ noOfTeam: 10, kind: 'items', amount: 0, description: 'Cap' }])).toBeNull();
  });

  it('the row is monotone in the total, the highest reached, and the next the lowest above (property)', () => {
    fc.assert(
      fc.property(gridArb, fc.nat(800), fc.nat(800), (grid, a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(rank(high5Row(grid, lo))).toBeLessThanOrEqual(rank(high5Row(grid, hi)));
        const row = high5Row(grid, a);
        const next = high5NextRow(grid, a);
        // Every row is either reached (at most the row chosen) or above (at least the next).
        for (const r of grid) {
          if (r.noOfTeam <= a) expect(r.noOfTeam).toBeLessThanOrEqual(row!.noOfTeam);
          else expect(r.noOfTeam).toBeGreaterThanOrEqual(next!.noOfTeam);
        }
        expect(row === undefined || row.noOfTeam <= a).toBe(true);
        expect(next === undefined || next.noOfTeam > a).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });

  it('an entry of five wins exactly when its total reaches a row; order never matters (property)', () => {
    fc.assert(
      fc.property(
        gridArb,
        fc.array(fc.nat(150), { minLength: 5, maxLength: 5 }),
        fc.boolean(),
        (grid, scores, finished) => {
          const o = outcome(scores, finished, grid);
          const total = scores.reduce((x, y) => x + y, 0);
          expect(o.total).toBe(total);
          expect(o.total).toBeGreaterThanOrEqual(0);
          const reaches = grid.some((r) => r.noOfTeam <= total);
          expect(o.result).toBe(finished ? (reaches ? 'WON' : 'LOST') : 'POSSIBLE');
          expect(o.rowKey).toBe(high5Row(grid, total)?.noOfTeam);
          expect(outcome([...scores].reverse(), finished, grid)).toEqual(o);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Sport } from '../../entries/admission';
import { splitContestPrizes, type PrizeRow } from '../contests';
import {
  contestTypeRules,
  isContestTypeRule,
  winnersByRow,
  type ContestTypeInput,
  type ContestTypeRule,
  type TypedPick,
} from './common';
import { propertyRuns } from './property-runs';
import { contestTypeOutcome, contestTypes } from './registry';

const RUNS = propertyRuns();
const sports: Sport[] = ['baseball', 'hockey', 'basketball', 'football'];

describe('the four contest types by rule name', () => {
  it('are known by name next to the two older rules', () => {
    expect(contestTypeRules.every(isContestTypeRule)).toBe(true);
    expect(isContestTypeRule('chase_the_ace')).toBe(false);
    expect(isContestTypeRule(null)).toBe(false);
    for (const rule of contestTypeRules) expect(contestTypes[rule].rule).toBe(rule);
  });

  it('pick counts: five for High 5 and Pick 5, 1–10 for Zones, 2, 4 or 8 for Brackets', () => {
    const allowed = (rule: ContestTypeRule) =>
      Array.from({ length: 12 }, (_, n) => n).filter(contestTypes[rule].picksAllowed);
    expect(allowed('high5')).toEqual([5]);
    expect(allowed('pick5')).toEqual([5]);
    expect(allowed('zones')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(allowed('brackets')).toEqual([2, 4, 8]);
  });

  it('every seeded grid passes its own check; Zones has none in the rules', () => {
    for (const rule of contestTypeRules)
      for (const sport of sports) {
        const grid = contestTypes[rule].seedGrid(sport);
        if (rule === 'zones') expect(grid).toBeUndefined();
        else expect(contestTypes[rule].checkGrid(grid!)).toBeNull();
      }
  });

  it('dispatches to the type and settles with the one split: equal shares, remainder to the house', () => {
    const grid: PrizeRow[] = [
      { noOfTeam: 35, kind: 'cash', amount: 1000 },
      { noOfTeam: 45, kind: 'points', amount: 100 },
    ];
    const entry = (scores: number[]): ContestTypeInput => ({
      sport: 'baseball',
      finished: true,
      grid,
      picks: scores.map((myScore): TypedPick => ({ myScore, final: true })),
    });
    const outcomes = [
      [7, 7, 7, 7, 7],
      [9, 9, 9, 9, 0],
      [10, 10, 10, 10, 10],
      [0, 0, 0, 0, 0],
      [8, 8, 8, 8, 8],
    ].map((s) => contestTypeOutcome('high5', entry(s)));
    expect(outcomes.map((o) => o.result)).toEqual(['WON', 'WON', 'WON', 'LOST', 'WON']);
    const winners = winnersByRow(outcomes);
    expect([...winners]).toEqual([
      [35, 3],
      [45, 1],
    ]);
    expect(splitContestPrizes(grid, winners)).toEqual([
      { noOfTeam: 35, kind: 'cash', winners: 3, payout: 333, remainder: 1 },
      { noOfTeam: 45, kind: 'points', winners: 1, payout: 100, remainder: 0 },
    ]);
  });

  it('WON only when the game set is finished, and then only with a row or by the rule; never POSSIBLE after (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...contestTypeRules),
        fc.constantFrom(...sports),
        fc.array(fc.record({ myScore: fc.nat(140), final: fc.boolean(), zone: fc.nat(4) }), {
          minLength: 1,
          maxLength: 10,
        }),
        fc.boolean(),
        (rule, sport, picks, finished) => {
          const grid = contestTypes[rule].seedGrid(sport) ?? [];
          const o = contestTypeOutcome(rule, { sport, picks, finished, grid });
          expect(o.rule).toBe(rule);
          expect(o.picks).toBe(picks.length);
          expect(o.result === 'POSSIBLE').toBe(!finished);
          if (o.rowKey !== undefined) expect(o.prize).toBe(grid.find((r) => r.noOfTeam === o.rowKey));
          if (o.result === 'WON') expect(contestTypes[rule].picksAllowed(picks.length)).toBe(true);
          if (o.result === 'WON' && (rule === 'high5' || rule === 'pick5')) expect(o.prize).toBeDefined();
        },
      ),
      { numRuns: RUNS },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PrizeRow } from '../contests';
import {
  bracketOf,
  bracketOrder,
  bracketsOutcome,
  bracketsSeedGrid,
  bracketWinner,
  checkBracketsGrid,
  type Bracket,
} from './brackets';
import type { TypedPick } from './common';
import { propertyRuns } from './property-runs';

const RUNS = propertyRuns();
const picks = (scores: number[], final = true): TypedPick[] => scores.map((myScore) => ({ myScore, final }));
const outcome = (scores: number[], finished = true, grid: readonly PrizeRow[] = bracketsSeedGrid) =>
  bracketsOutcome({ sport: 'hockey', picks: picks(scores, finished), finished, grid });
const pairs = (round: Bracket['rounds'][number]) => round.map((g) => g.teams.map((t) => t.seed));

/** Picks for a bracket of 2, 4 or 8, scores from a small range so that ties come up. */
const bracketArb = fc
  .constantFrom(2, 4, 8)
  .chain((n) =>
    fc.array(fc.record({ myScore: fc.nat(6), final: fc.boolean() }), { minLength: n, maxLength: n }),
  );

describe('Brackets', () => {
  it('pairs the seeds 1 v N, 2 v N−1, … in bracket order', () => {
    expect(bracketOrder(2)).toEqual([1, 2]);
    expect(bracketOrder(4)).toEqual([1, 4, 2, 3]);
    expect(bracketOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    const b = bracketOf(picks([9, 8, 7, 6, 5, 4, 3, 2]))!;
    expect(b.rounds.map(pairs)).toEqual([
      [
        [1, 8],
        [4, 5],
        [2, 7],
        [3, 6],
      ],
      [
        [1, 4],
        [2, 3],
      ],
      [[1, 2]],
    ]);
    expect(b).toMatchObject({ champion: 1, decided: true });
  });

  it('the higher my_score advances, a tie to the better seed; the winner carries on', () => {
    // Seed 4 beats 1, then loses to 3 on a tie with the better seed.
    const b = bracketOf(picks([1, 0, 5, 5]))!;
    expect(b.rounds.map((r) => r.map((g) => g.winner))).toEqual([[4, 3], [3]]);
    expect(b.champion).toBe(3);
    expect(bracketWinner({ seed: 2, myScore: 3 }, { seed: 1, myScore: 3 }).seed).toBe(1);
  });

  it('wins when seed 1 is champion; the row by bracket size; other sizes never play', () => {
    expect(outcome([3, 1])).toMatchObject({ result: 'WON', rowKey: 2, prize: { amount: 500 } });
    expect(outcome([2, 2, 2, 2])).toMatchObject({ result: 'WON', rowKey: 4, prize: { amount: 2500 } });
    expect(outcome([2, 2, 2, 3, 0, 0, 0, 0])).toMatchObject({ result: 'LOST', rowKey: 8 });
    expect(outcome([5, 1, 0])).toMatchObject({ result: 'LOST', bracket: undefined, rowKey: undefined });
    expect(checkBracketsGrid(bracketsSeedGrid)).toBeNull();
    expect(checkBracketsGrid([{ noOfTeam: 6, kind: 'cash', amount: 1 }])).toBe('SPORTS_GRID_INVALID');
  });

  it('shows the bracket so far: a game is decided when every score it depends on is final', () => {
    const live = bracketsOutcome({
      sport: 'football',
      finished: false,
      grid: bracketsSeedGrid,
      picks: [
        { myScore: 21, final: true },
        { myScore: 14, final: true },
        { myScore: 24, final: false },
        { myScore: 3, final: true },
      ],
    });
    const b = live.bracket!;
    expect(b.rounds.map((r) => r.map((g) => g.decided))).toEqual([[true, false], [false]]);
    expect(b).toMatchObject({ champion: 3, decided: false });
    expect(live).toMatchObject({ result: 'POSSIBLE' });
    expect(live.headline).toEqual({
      code: 'SPORTS_BRACKETS_HEADLINE',
      params: { champion: 3, size: 4, decided: 0 },
    });
  });

  it('the champion is a seed that beats every other: the best score, ties to the better seed (property)', () => {
    fc.assert(
      fc.property(bracketArb, (ps) => {
        const b = bracketOf(ps)!;
        const n = ps.length;
        expect(b.champion).toBeGreaterThanOrEqual(1);
        expect(b.champion).toBeLessThanOrEqual(n);
        // The team that beats every other team wins, whatever the pairings.
        const teams = ps.map((p, i) => ({ seed: i + 1, myScore: p.myScore }));
        const beatsAll = teams.filter((t) => teams.every((u) => u === t || bracketWinner(t, u) === t));
        expect(beatsAll.map((t) => t.seed)).toEqual([b.champion]);
        expect(bracketsOutcome({ sport: 'baseball', picks: ps, finished: true, grid: [] }).result).toBe(
          b.champion === 1 ? 'WON' : 'LOST',
        );
      }),
      { numRuns: RUNS },
    );
  });

  it('the bracket is consistent with its seeds: every round plays the winners of the one before (property)', () => {
    fc.assert(
      fc.property(bracketArb, (ps) => {
        const b = bracketOf(ps)!;
        const n = ps.length;
        expect(b.rounds.map((r) => r.length)).toEqual(
          Array.from({ length: Math.log2(n) }, (_, i) => n / 2 ** (i + 1)),
        );
        // Round 1: every seed once, paired 1 v N, 2 v N−1, …, each with its own my_score.
        expect(b.rounds[0]!.flatMap((g) => g.teams.map((t) => t.seed)).sort((x, y) => x - y)).toEqual(
          Array.from({ length: n }, (_, i) => i + 1),
        );
        for (const g of b.rounds[0]!) expect(g.teams[0].seed + g.teams[1].seed).toBe(n + 1);
        for (const [r, round] of b.rounds.entries()) {
          for (const g of round) {
            for (const t of g.teams) expect(t.myScore).toBe(ps[t.seed - 1]!.myScore);
            expect(g.winner).toBe(bracketWinner(g.teams[0], g.teams[1]).seed);
          }
          const next = b.rounds[r + 1];
          if (next)
            expect(next.flatMap((g) => g.teams.map((t) => t.seed))).toEqual(round.map((g) => g.winner));
        }
        expect(b.rounds[b.rounds.length - 1]![0]!.winner).toBe(b.champion);
        // Decided exactly when every score is final.
        expect(b.decided).toBe(ps.every((p) => p.final));
      }),
      { numRuns: RUNS },
    );
  });

  it('when the better seed always wins, every round pairs the survivors 1 v k, 2 v k−1, … (property)', () => {
    fc.assert(
      fc.property(bracketArb, (ps) => {
        // my_scores non-increasing by seed (ties go to the better seed): the better seed always wins.
        const scores = ps.map((p) => p.myScore).sort((x, y) => y - x);
        const b = bracketOf(picks(scores))!;
        for (const round of b.rounds) {
          const k = round.length * 2;
          expect(round.every((g) => g.teams[0].seed + g.teams[1].seed === k + 1)).toBe(true);
        }
        expect(b.champion).toBe(1);
      }),
      { numRuns: RUNS },
    );
  });
});

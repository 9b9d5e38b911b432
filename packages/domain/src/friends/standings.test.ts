import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from '../sports/contest-types/property-runs';
import {
  compareResults,
  contestLeaguePoints,
  leaguePointsForPlace,
  seasonLeaderboard,
  standings,
  type MemberResult,
} from './standings';

/** A contest's members: distinct players, small scores so that ties are frequent. */
const contestOf = (maxMembers = 30) =>
  fc.uniqueArray(
    fc.record({
      userId: fc.integer({ min: 1, max: 200 }),
      score: fc.integer({ min: 0, max: 6 }),
      enteredAt: fc.integer({ min: 0, max: 5 }),
    }),
    { minLength: 1, maxLength: maxMembers, selector: (r) => r.userId },
  );
const runs = { numRuns: propertyRuns() };

describe('a private contest’s standings', () => {
  it('orders by score, then the earlier entry, then the lower user id, with equal scores sharing a place', () => {
    const rows = standings([
      { userId: 7, score: 3, enteredAt: 20 },
      { userId: 4, score: 5, enteredAt: 30 },
      { userId: 9, score: 3, enteredAt: 10 },
      { userId: 2, score: 3, enteredAt: 20 },
      { userId: 5, score: 1, enteredAt: 0 },
    ]);
    expect(rows.map((r) => [r.userId, r.place])).toEqual([
      [4, 1],
      [9, 2],
      [2, 2],
      [7, 2],
      [5, 5],
    ]);
  });

  it('is a total order: antisymmetric, transitive, and only equal for the same member', () => {
    fc.assert(
      fc.property(contestOf(), (members) => {
        for (const a of members)
          for (const b of members) {
            expect(Math.sign(compareResults(a, b)) + Math.sign(compareResults(b, a))).toBe(0);
            if (a !== b) expect(compareResults(a, b)).not.toBe(0);
            for (const c of members)
              if (compareResults(a, b) < 0 && compareResults(b, c) < 0)
                expect(compareResults(a, c)).toBeLessThan(0);
          }
      }),
      { numRuns: Math.min(propertyRuns(), 100) },
    );
  });

  it('gives every member the same place whatever order the results come in: 1 + the strictly better', () => {
    fc.assert(
      fc.property(contestOf(), fc.integer(), (members, seed) => {
        const shuffled = [...members].sort(
          (a, b) => ((a.userId * 7919 + seed) % 101) - ((b.userId * 7919 + seed) % 101),
        );
        const placeOf = (rows: ReturnType<typeof standings>) => new Map(rows.map((r) => [r.userId, r.place]));
        expect(placeOf(standings(shuffled))).toEqual(placeOf(standings(members)));
        for (const r of standings(members))
          expect(r.place).toBe(1 + members.filter((m) => m.score > r.score).length);
      }),
      runs,
    );
  });
});

describe('league points', () => {
  it('are 10, 7, 5, 3, 1 for the first five places and 1 for taking part', () => {
    expect([1, 2, 3, 4, 5, 6, 40].map(leaguePointsForPlace)).toEqual([10, 7, 5, 3, 1, 1, 1]);
  });

  it('give tied members the higher figure: two seconds both earn 7, and the next is fourth', () => {
    const points = contestLeaguePoints([
      { userId: 1, score: 9, enteredAt: 0 },
      { userId: 2, score: 5, enteredAt: 0 },
      { userId: 3, score: 5, enteredAt: 1 },
      { userId: 4, score: 2, enteredAt: 0 },
    ]);
    expect(Object.fromEntries(points)).toEqual({ 1: 10, 2: 7, 3: 7, 4: 3 });
  });

  it('sum to each member’s place’s figure; a better score never earns fewer; equal scores earn the same', () => {
    fc.assert(
      fc.property(contestOf(), (members) => {
        const points = contestLeaguePoints(members);
        expect(points.size).toBe(members.length);
        const total = [...points.values()].reduce((a, b) => a + b, 0);
        expect(total).toBe(standings(members).reduce((sum, r) => sum + leaguePointsForPlace(r.place), 0));
        for (const a of members)
          for (const b of members) {
            if (a.score > b.score)
              expect(points.get(a.userId)!).toBeGreaterThanOrEqual(points.get(b.userId)!);
            if (a.score === b.score) expect(points.get(a.userId)).toBe(points.get(b.userId));
          }
        // With no ties, exactly the table: 10 + 7 + 5 + 3 + 1 for the first five, 1 each after.
        if (new Set(members.map((m) => m.score)).size === members.length) {
          const table = [10, 7, 5, 3, 1].slice(0, members.length).reduce((a, b) => a + b, 0);
          expect(total).toBe(table + Math.max(0, members.length - 5));
        }
      }),
      runs,
    );
  });
});

describe('a season’s leaderboard', () => {
  it('is each member’s points summed over the season’s contests, in a total order', () => {
    fc.assert(
      fc.property(
        fc.array(contestOf(12), { maxLength: 8 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 200 }), { maxLength: 30 }),
        (contests, extra) => {
          const members = [...new Set([...contests.flat().map((r) => r.userId), ...extra])];
          const board = seasonLeaderboard(members, contests);
          expect(board.map((r) => r.userId).sort((a, b) => a - b)).toEqual(
            [...members].sort((a, b) => a - b),
          );
          for (const row of board) {
            const mine = contests.map((c) => contestLeaguePoints(c).get(row.userId) ?? 0);
            expect(row.points).toBe(mine.reduce((a, b) => a + b, 0));
            expect(row.contests).toBe(contests.filter((c) => c.some((r) => r.userId === row.userId)).length);
          }
          for (let i = 1; i < board.length; i++) {
            const [a, b] = [board[i - 1]!, board[i]!];
            expect(
              a.points > b.points ||
                (a.points === b.points &&
                  (a.firsts > b.firsts ||
                    (a.firsts === b.firsts &&
                      (a.contests > b.contests || (a.contests === b.contests && a.userId < b.userId))))),
            ).toBe(true);
          }
        },
      ),
      runs,
    );
  });

  it('lists a member who played nothing with 0, and not a player who left the league', () => {
    const contest: MemberResult[] = [
      { userId: 1, score: 3, enteredAt: 0 },
      { userId: 2, score: 4, enteredAt: 0 },
    ];
    expect(seasonLeaderboard([1, 3], [contest])).toEqual([
      { userId: 1, points: 7, contests: 1, firsts: 0 },
      { userId: 3, points: 0, contests: 0, firsts: 0 },
    ]);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Sport } from '../../entries/admission';
import { splitContestPrizes, type PrizeRow } from '../contests';
import { winnersByRow, type ContestTypeInput, type TypedPick } from './common';
import { propertyRuns } from './property-runs';
import type { ContestTypeDefinition } from './definition';
import {
  contestTypeOf,
  contestTypeOutcome,
  contestTypeRules,
  contestTypes,
  entryStanding,
  isContestTypeRule,
  isSportsContestRule,
  lockRulesOf,
  sportsContestRules,
  type ContestTypeRule,
  type SportsContestRule,
} from './registry';

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

  it('every seeded grid passes its own check; Zones has none in the rules, fantasy one for hockey only', () => {
    for (const rule of contestTypeRules)
      for (const sport of sports) {
        const grid = contestTypes[rule].seedGrid(sport);
        if (rule === 'zones' || (rule === 'fantasy' && sport !== 'hockey')) expect(grid).toBeUndefined();
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

/**
 * What a sports contest type must provide (`ContestTypeDefinition`), member by member: `satisfies` makes
 * this list name every member of the interface, so a member added there must be added (and checked) here.
 */
const provides = {
  rule: 'string',
  sports: 'optional',
  limits: 'object',
  limitsFixed: 'boolean',
  picksAllowed: 'function',
  countRefusal: 'function',
  picksArePlayers: 'optional boolean',
  zones: 'optional',
  pickLine: 'optional function',
  swapInMatch: 'optional boolean',
  outcome: 'function',
  standing: 'function',
  friendsScore: 'function',
  rowsByTeams: 'boolean',
  seedGrid: 'function',
  checkGrid: 'function',
  kit: 'object',
  lockKeeps: 'string',
} as const satisfies Record<
  keyof ContestTypeDefinition,
  'string' | 'object' | 'boolean' | 'function' | 'optional' | 'optional function' | 'optional boolean'
>;

describe('every sports contest type in the registry', () => {
  it('is one of the seven rules, each registered once under its own name', () => {
    expect(Object.keys(contestTypes).sort()).toEqual([...sportsContestRules].sort());
    for (const rule of sportsContestRules) {
      expect(isSportsContestRule(rule)).toBe(true);
      expect(contestTypes[rule].rule).toBe(rule);
      expect(contestTypeOf(rule)).toBe(contestTypes[rule]);
    }
    // The display-only game types have no rule: scored as Chase the Ace.
    expect(contestTypeOf(null)).toBe(contestTypes.chase_the_ace);
    expect(contestTypeOf('toString')).toBe(contestTypes.chase_the_ace);
    expect(isSportsContestRule('none')).toBe(false);
  });

  it('provides every member of a type: picks, outcome, standing, grid, kit and Lock', () => {
    for (const rule of sportsContestRules) {
      const type = contestTypeOf(rule);
      for (const [member, kind] of Object.entries(provides)) {
        const value: unknown = type[member as keyof ContestTypeDefinition];
        if (kind === 'optional') expect(['undefined', 'object'], `${rule}.${member}`).toContain(typeof value);
        else if (kind.startsWith('optional '))
          expect(['undefined', kind.slice('optional '.length)], `${rule}.${member}`).toContain(typeof value);
        else expect(typeof value, `${rule}.${member}`).toBe(kind);
      }
      const { min, max } = type.limits;
      expect(Number.isInteger(min) && Number.isInteger(max) && 1 <= min && min <= max).toBe(true);
      expect(type.picksAllowed(min) || type.picksAllowed(max)).toBe(true);
      expect(type.picksAllowed(max + 1)).toBe(false);
      expect(['one', 'current']).toContain(type.lockKeeps);
      const kit = Object.entries(type.kit);
      expect(kit.length).toBeGreaterThan(0);
      for (const [id, n] of kit)
        expect(Number.isInteger(Number(id)) && Number.isInteger(n) && n > 0).toBe(true);
      if (type.zones)
        for (const part of ['check', 'lockZones', 'after'] as const)
          expect(typeof type.zones[part]).toBe('function');
      for (const sport of sports) {
        const grid = type.seedGrid(sport);
        if (grid) expect(type.checkGrid(grid)).toBeNull();
      }
    }
  });

  it('the classic two let the operator set the limits and key rows by teams; the newer ones keep their own rows', () => {
    for (const rule of sportsContestRules) {
      const type = contestTypes[rule];
      const classic = rule === 'chase_the_ace' || rule === 'blackjack';
      // Fantasy's operator sets the contest's min and max players (docs/rules/fantasy.md "Picks").
      expect([type.limitsFixed, type.rowsByTeams, type.lockKeeps]).toEqual(
        classic ? [false, true, 'one'] : [rule !== 'fantasy', false, 'current'],
      );
      expect(isContestTypeRule(rule)).toBe(!classic);
    }
    // A classic grid: one row per number of teams from the contest's min to its max.
    const row = (n: number): PrizeRow => ({ noOfTeam: n, kind: 'cash', amount: 100 });
    expect(contestTypes.blackjack.checkGrid([row(3), row(2)], { min: 2, max: 3 })).toBeNull();
    expect(contestTypes.blackjack.checkGrid([row(2)], { min: 2, max: 3 })).toBe('SPORTS_GRID_INVALID');
    expect(contestTypes.brackets.countRefusal(6)).toBe('SPORTS_BRACKET_SIZE');
    expect(contestTypes.brackets.countRefusal(4)).toBeNull();
    expect(lockRulesOf('chase_the_ace', 'hockey', {})).toEqual({ lockKeeps: 'one' });
    expect(lockRulesOf('powerline', 'football', {})).toEqual({ lockKeeps: 'current', swapInMatch: true });
    expect(lockRulesOf('zones', 'hockey', { a: 0, b: 9 })).toEqual({
      lockKeeps: 'current',
      zones: { a: { min: 0, max: 0 } },
    });
  });

  it("the live standing is the type's outcome: its result, row and figures (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...sportsContestRules),
        fc.constantFrom(...sports),
        fc.array(fc.record({ myScore: fc.nat(140), final: fc.boolean(), zone: fc.nat(4) }), {
          minLength: 1,
          maxLength: 10,
        }),
        fc.boolean(),
        (rule, sport, picks, finished) => {
          const type = contestTypes[rule];
          const grid = type.seedGrid(sport) ?? [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => ({ ...cash(n) }));
          const input = { sport, picks, finished, grid };
          const o = type.outcome(input);
          const standing = entryStanding(rule, input);
          expect(o.rule).toBe(rule);
          expect(o.picks).toBe(picks.length);
          expect(o.result === 'POSSIBLE').toBe(!finished);
          if (o.result === 'WON') expect(type.picksAllowed(picks.length)).toBe(true);
          expect(standing).toEqual({
            result: o.result,
            rowKey: o.rowKey,
            figures: type.standing(o as never),
            friendsScore: type.friendsScore(o as never),
          });
          expect(Number.isFinite(standing.friendsScore)).toBe(true);
          expect(standing.figures.contestType).toBe(isContestTypeRule(rule) ? rule : undefined);
          if (rule === 'chase_the_ace' || rule === 'blackjack') expect(o.rowKey).toBe(picks.length);
        },
      ),
      { numRuns: RUNS },
    );
  });
});

describe('a score among friends for every type (docs/rules/friends.md "Scores by contest type")', () => {
  const scoreOf = (rule: SportsContestRule, scores: number[], margins?: number[]) =>
    entryStanding(rule, {
      sport: 'baseball',
      finished: true,
      grid: contestTypes[rule].seedGrid('baseball') ?? [],
      picks: scores.map((myScore, i) => ({ myScore, final: true, zone: 0, margin: margins?.[i] })),
      games: scores.length,
    }).friendsScore;

  it('ranks the better entry higher, type by type', () => {
    // Chase the Ace: more picks at exactly 1.
    expect(scoreOf('chase_the_ace', [1, 1, 3])).toBeGreaterThan(scoreOf('chase_the_ace', [1, 2, 3]));
    // Blackjack: closer to 21 from below; a bust behind any total.
    expect(scoreOf('blackjack', [10, 10])).toBeGreaterThan(scoreOf('blackjack', [10, 5]));
    expect(scoreOf('blackjack', [1, 1])).toBeGreaterThan(scoreOf('blackjack', [20, 5]));
    // High 5 and fantasy: the total.
    expect(scoreOf('high5', [5, 5, 5, 5, 6])).toBeGreaterThan(scoreOf('high5', [5, 5, 5, 5, 5]));
    expect(scoreOf('fantasy', [9, 1, 1, 1, 1, 1])).toBeGreaterThan(scoreOf('fantasy', [8, 1, 1, 1, 1, 1]));
    // Zones: picks in their zone (zone 0 of baseball holds the lowest scores).
    expect(scoreOf('zones', [0, 0])).toBeGreaterThan(scoreOf('zones', [0, 9]));
    // Pick 5: the better hand whatever the cards' sum; equal hands by their sum.
    expect(scoreOf('pick5', [1, 1, 2, 3, 4])).toBeGreaterThan(scoreOf('pick5', [5, 6, 7, 8, 10]));
    expect(scoreOf('pick5', [2, 2, 3, 5, 7])).toBeGreaterThan(scoreOf('pick5', [1, 1, 3, 5, 7]));
    // Brackets: how far seed 1 went (a 4-team bracket: seed 1 wins both its games, or loses the first).
    expect(scoreOf('brackets', [9, 1, 2, 3])).toBe(2);
    expect(scoreOf('brackets', [0, 1, 2, 3])).toBe(0);
    // PowerLine: the winners picked.
    expect(scoreOf('powerline', [3, 2], [1, 1])).toBeGreaterThan(scoreOf('powerline', [3, 2], [1, -1]));
  });
});

const cash = (n: number): PrizeRow => ({ noOfTeam: n, kind: 'cash', amount: n * 100 });

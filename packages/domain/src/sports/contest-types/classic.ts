import { prizeRowFor, type PrizeRow } from '../contests';
import { sportsKit } from '../powerplay-catalogue';
import type { TeamLimits } from '../picks';
import { resultOf, type ContestTypeInput, type ContestTypeOutcomeBase, type StandingFigures } from './common';
import type { ContestTypeDefinition } from './definition';
import { noCountRefusal, within } from './definition';

/** Chase the Ace: every pick ends with exactly this score. */
export const ACE_SCORE = 1;
/** Baseball Blackjack: the picks' scores add up to exactly this; more is a bust. */
export const BLACKJACK_TOTAL = 21;

/**
 * What Chase the Ace and Blackjack count (docs/rules/sports.md "Contest rules"); the live page shows
 * them for both.
 */
export interface ClassicOutcome extends ContestTypeOutcomeBase {
  /** Chase the Ace: picks whose my_score is exactly 1. */
  ones: number;
  /** Chase the Ace live point total: ones / picks × 100, rounded down (out of 100). */
  pointTotal: number;
  /** Blackjack: the picks' combined my_scores; `bust` once over 21. */
  total: number;
  bust: boolean;
}

/**
 * The two classic rules' outcome (docs/rules/sports.md "Contest rules"): WON or LOST once the game set is
 * finished, else POSSIBLE; the row is the one for the number of teams picked.
 */
export function classicOutcome(
  { picks, finished, grid }: ContestTypeInput,
  won: (counts: { picks: number; ones: number; total: number }) => boolean,
): ClassicOutcome {
  const scores = picks.map((p) => p.myScore);
  const n = scores.length;
  const ones = scores.filter((s) => s === ACE_SCORE).length;
  const total = scores.reduce((a, b) => a + b, 0);
  return {
    result: resultOf(n > 0 && won({ picks: n, ones, total }), finished),
    picks: n,
    // Settlement counts winners by the number of teams, whether or not the grid has that row.
    rowKey: n,
    prize: prizeRowFor(grid, n),
    ones,
    pointTotal: n === 0 ? 0 : Math.floor((ones * 100) / n),
    total,
    bust: total > BLACKJACK_TOTAL,
  };
}

/** The live page's figures of a classic rule: its counts, no type name or headline. */
export const classicStanding = (o: ClassicOutcome): StandingFigures => ({
  ones: o.ones,
  total: o.total,
  pointTotal: o.pointTotal,
  bust: o.bust,
});

/** The seeded limits of a classic contest (docs/rules/sports.md "Contest rules"); the operator may change them. */
const classicLimits: TeamLimits = { min: 1, max: 10 };

/** A classic grid: exactly one row per number of teams from the contest's min to its max. */
export function checkTeamRows(
  grid: readonly PrizeRow[],
  limits: TeamLimits = classicLimits,
): 'SPORTS_GRID_INVALID' | null {
  const keys = grid.map((row) => row.noOfTeam).sort((x, y) => x - y);
  const expected = Array.from({ length: limits.max - limits.min + 1 }, (_, i) => limits.min + i);
  return keys.join() === expected.join() ? null : 'SPORTS_GRID_INVALID';
}

/** What the two classic rules share in the registry: all but their rule and outcome. */
export const classicParts = {
  limits: classicLimits,
  limitsFixed: false,
  picksAllowed: within(classicLimits),
  countRefusal: noCountRefusal,
  rowsByTeams: true,
  seedGrid: () => undefined,
  checkGrid: checkTeamRows,
  kit: sportsKit,
  lockKeeps: 'one',
} as const satisfies Partial<ContestTypeDefinition>;

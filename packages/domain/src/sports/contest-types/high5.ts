import type { Sport } from '../../entries/admission';
import type { PrizeRow } from '../contests';
import { sportsPowerplayIds as ids } from '../powerplay-catalogue';
import { cashRow, checkRows, resultOf, typedFigures } from './common';
import type {
  ContestTypeHeadline,
  ContestTypeInput,
  ContestTypeOutcomeBase,
  StandingFigures,
} from './common';
import { fixedCounts, ownGridAndLock, type ContestTypeDefinition } from './definition';

/** High 5: an entry picks exactly this many teams. */
export const HIGH5_TEAMS = 5;

/**
 * The seeded grid per sport (docs/rules/sports.md "High 5"): rows `min_total → prize`, the row key being the
 * minimum total (baseball runs, hockey goals, basketball and football points).
 */
export const high5SeedGrids: Readonly<Record<Sport, readonly PrizeRow[]>> = {
  baseball: [cashRow(60, 1000), cashRow(45, 100), cashRow(35, 10)],
  hockey: [cashRow(25, 1000), cashRow(20, 100), cashRow(15, 10)],
  basketball: [cashRow(650, 1000), cashRow(600, 100), cashRow(560, 10)],
  football: [cashRow(180, 1000), cashRow(150, 100), cashRow(125, 10)],
};

/** The entry's total: the sum of its picks' my_scores. */
export const high5Total = (scores: readonly number[]) => scores.reduce((a, b) => a + b, 0);

/** The highest row whose minimum total `total` reaches (undefined below every row). */
export function high5Row(grid: readonly PrizeRow[], total: number): PrizeRow | undefined {
  let best: PrizeRow | undefined;
  for (const row of grid) if (row.noOfTeam <= total && (!best || row.noOfTeam > best.noOfTeam)) best = row;
  return best;
}

/** The next threshold: the lowest row above `total` (undefined once the top row is reached). */
export function high5NextRow(grid: readonly PrizeRow[], total: number): PrizeRow | undefined {
  let next: PrizeRow | undefined;
  for (const row of grid) if (row.noOfTeam > total && (!next || row.noOfTeam < next.noOfTeam)) next = row;
  return next;
}

/** The outcome of a type paid by rows of minimum totals (High 5, fantasy hockey). */
export interface ThresholdOutcome<R extends string> extends ContestTypeOutcomeBase {
  rule: R;
  headline: ContestTypeHeadline;
  /** The sum of the picks' my_scores so far (final once the game set is). */
  total: number;
  /** The next threshold's row and how much is still missing to reach it. */
  next: PrizeRow | undefined;
  toNext: number | undefined;
}
export type High5Outcome = ThresholdOutcome<'high5'>;

/**
 * An entry of `total` under rows of minimum totals: the highest row reached when the entry `counts`
 * (its picks are a full entry of the type), the next row and the type's headline for them.
 */
export function thresholdOutcome<R extends string>(
  rule: R,
  total: number,
  counts: boolean,
  { picks, finished, grid }: ContestTypeInput,
  headline: (total: number, next: PrizeRow | undefined) => ContestTypeHeadline,
): ThresholdOutcome<R> {
  const row = counts ? high5Row(grid, total) : undefined;
  const next = high5NextRow(grid, total);
  return {
    rule,
    result: resultOf(row !== undefined, finished),
    picks: picks.length,
    rowKey: row?.noOfTeam,
    prize: row,
    total,
    next,
    toNext: next && next.noOfTeam - total,
    headline: headline(total, next),
  };
}

/**
 * High 5 (docs/rules/sports.md "High 5"): exactly 5 teams; the total is the sum of their final my_scores; the
 * entry wins the highest row its total reaches. Before the end, the row reached so far and the next
 * threshold.
 */
export function high5Outcome(input: ContestTypeInput): High5Outcome {
  const { picks } = input;
  const total = high5Total(picks.map((p) => p.myScore));
  return thresholdOutcome('high5', total, picks.length === HIGH5_TEAMS, input, high5Headline);
}

/** "Total {total} · next {next}", or the total alone once the top row is reached. */
export const high5Headline = (total: number, next: PrizeRow | undefined): ContestTypeHeadline =>
  next
    ? { code: 'SPORTS_HIGH5_HEADLINE', params: { total, next: next.noOfTeam } }
    : { code: 'SPORTS_HIGH5_HEADLINE_TOP', params: { total } };

/** A High 5 grid: row keys are minimum totals of at least 1. */
export const checkHigh5Grid = (grid: readonly PrizeRow[]) => checkRows(grid, (key) => key >= 1);

/** The live page's figures: the total, and the next threshold with what is missing to reach it. */
export interface High5Figures extends StandingFigures {
  next: number | null;
  toNext: number | null;
}

export const high5Standing = (o: High5Outcome): High5Figures => ({
  ...typedFigures(o),
  total: o.total,
  next: o.next?.noOfTeam ?? null,
  toNext: o.toNext ?? null,
});

/** High 5's picks: exactly five teams. */
const high5Limits = { min: HIGH5_TEAMS, max: HIGH5_TEAMS };

/** High 5's kit (docs/rules/sports.md "New powerplays"). */
export const high5Kit = {
  [ids.increase]: 3,
  [ids.decrease]: 1,
  [ids.double]: 1,
  [ids.triple]: 1,
  [ids.swap]: 1,
  [ids.undo]: 2,
};

export const high5: ContestTypeDefinition<'high5', High5Outcome> = {
  rule: 'high5',
  ...fixedCounts(high5Limits),
  outcome: high5Outcome,
  standing: high5Standing,
  friendsScore: (o) => o.total,
  seedGrid: (sport) => high5SeedGrids[sport],
  checkGrid: checkHigh5Grid,
  kit: high5Kit,
  ...ownGridAndLock,
};

import type { Sport } from '../../entries/admission';
import { MAX_TIER_AMOUNT } from '../../lottery/prizes';
import type { ContestResult, PrizeRow } from '../contests';
import type { ContestTypeRule } from './registry';

/** The two contest types with rules from the start (docs/rules/sports.md "Contest rules"). */
export const classicContestRules = ['chase_the_ace', 'blackjack'] as const;
export type ContestRule = (typeof classicContestRules)[number];

/** One pick of an entry as the rules read it, in the order the player gave (Brackets: seed order). */
export interface TypedPick {
  /** my_score now (real score + adjustments, multipliers last; docs/rules/sports.md "Sports powerplays"). */
  myScore: number;
  /** The team's match is FINISHED: this my_score is final. */
  final: boolean;
  /** Zones only: the index into `sportZones[sport]` the player placed the team in. */
  zone?: number | undefined;
  /**
   * The team's real score minus its opponent's (powerplays do not move it): PowerLine reads who wins
   * its match. Absent: level.
   */
  margin?: number | undefined;
}

/** What every type's outcome is computed from. */
export interface ContestTypeInput {
  sport: Sport;
  picks: readonly TypedPick[];
  /** The game set is over (settlement): the result is WON or LOST; before that, POSSIBLE. */
  finished: boolean;
  /**
   * The contest's grid. For these types a row's `noOfTeam` (the `teams` column) is the type's row key:
   * High 5 the row's minimum total, Zones the number of teams placed, Pick 5 the hand's rank
   * (`pick5HandRank`), Brackets the bracket size.
   */
  grid: readonly PrizeRow[];
  /** The number of matches in the game set (PowerLine: a match without a pick is a miss). */
  games?: number | undefined;
}

/** A headline for Game Central and the live score page: a catalogue code and its parameters. */
export interface ContestTypeHeadline {
  /** A catalogue headline: `SPORTS_<TYPE>_HEADLINE…`. */
  code: `SPORTS_${string}_HEADLINE${string}`;
  params: Record<string, string | number>;
}

/** What every type's outcome has, so settlement and the live page treat every type alike. */
export interface ContestTypeOutcomeBase {
  result: ContestResult;
  /** Picks the entry holds. */
  picks: number;
  /**
   * The key of the grid row the entry plays for: WON, the row it won; POSSIBLE, the row it stands on
   * now (undefined when none yet). Settlement counts WON entries per row key (`winnersByRow`) and
   * splits each row with `splitContestPrizes`.
   */
  rowKey: number | undefined;
  prize: PrizeRow | undefined;
  /** What Game Central and the live page headline the entry with (none for Blackjack: its total says it). */
  headline?: ContestTypeHeadline | undefined;
}

/**
 * An entry's figures on the live score page while it plays (the live answer's `meta` beside its result
 * and prize): the classic counts (zero for the newer types), and for the newer types their rule, their
 * headline and their own figures. The server's answer and the page's recomputation both come from here.
 */
export interface StandingFigures {
  /** Chase the Ace: picks at exactly 1; Blackjack (and Chase the Ace): the picks' total. */
  ones: number;
  total: number;
  /** Chase the Ace live point total, out of 100. */
  pointTotal: number;
  bust: boolean;
  contestType?: ContestTypeRule;
  headline?: { code: string; params: Record<string, string | number> };
}

/** The figures every newer type starts from: no classic counts, its rule and its headline. */
export const typedFigures = (o: {
  rule: ContestTypeRule;
  headline: ContestTypeHeadline;
}): StandingFigures => ({
  ones: 0,
  total: 0,
  pointTotal: 0,
  bust: false,
  contestType: o.rule,
  headline: { code: o.headline.code, params: { ...o.headline.params } },
});

/** WON or LOST once the game set is finished, else POSSIBLE (as `contestOutcome`). */
export const resultOf = (won: boolean, finished: boolean): ContestResult =>
  finished ? (won ? 'WON' : 'LOST') : 'POSSIBLE';

/** The grid row with this key. */
export const rowWithKey = (grid: readonly PrizeRow[], key: number | undefined) =>
  key === undefined ? undefined : grid.find((row) => row.noOfTeam === key);

/**
 * Winners per row key, for `splitContestPrizes(grid, winnersByRow(outcomes))`: each row's cash or
 * points divided equally among its winners, floored, the remainder to the house (docs/rules/sports.md "Other
 * contest types").
 */
export function winnersByRow(
  outcomes: readonly Pick<ContestTypeOutcomeBase, 'result' | 'rowKey'>[],
): Map<number, number> {
  const winners = new Map<number, number>();
  for (const o of outcomes)
    if (o.result === 'WON' && o.rowKey !== undefined) winners.set(o.rowKey, (winners.get(o.rowKey) ?? 0) + 1);
  return winners;
}

/** A cash prize row of `dollars` for the row key `key` (the seeded grids). */
export const cashRow = (key: number, dollars: number): PrizeRow => ({
  noOfTeam: key,
  kind: 'cash',
  amount: dollars * 100,
});

/**
 * A grid an operator may save for a type: at least one row, row keys distinct whole numbers the type
 * can reach (`validKey`), cash and points amounts whole numbers from 1 to MAX_TIER_AMOUNT, an items row
 * with its description.
 */
export function checkRows(
  grid: readonly PrizeRow[],
  validKey: (key: number) => boolean,
): 'SPORTS_GRID_INVALID' | null {
  const keys = grid.map((row) => row.noOfTeam);
  const ok =
    grid.length > 0 &&
    new Set(keys).size === keys.length &&
    grid.every(
      (row) =>
        Number.isInteger(row.noOfTeam) &&
        validKey(row.noOfTeam) &&
        (row.kind === 'items'
          ? (row.description ?? '').trim() !== ''
          : Number.isInteger(row.amount) && row.amount >= 1 && row.amount <= MAX_TIER_AMOUNT),
    );
  return ok ? null : 'SPORTS_GRID_INVALID';
}

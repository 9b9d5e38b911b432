import { splitPrizes } from '../lottery/prizes';
import type { TeamLimits } from './picks';

/** One row of a contest's prize grid: the prize for entries of `noOfTeam` picks. */
export interface PrizeRow {
  noOfTeam: number;
  kind: 'cash' | 'points' | 'items';
  /** Cents (cash) or points, divided equally among the row's winners; 0 for items. */
  amount: number;
  /** Items: what each winner receives and its retail value in cents. */
  description?: string;
  retailValueCents?: number;
}

/** The prize for an entry of `picks` teams: the row whose `no_of_team` equals it. */
export const prizeRowFor = (grid: readonly PrizeRow[], picks: number) =>
  grid.find((row) => row.noOfTeam === picks);

/** The rows the prize modal shows: those within the contest's min..max teams. */
export const prizeRowsWithin = (grid: readonly PrizeRow[], limits: TeamLimits) =>
  grid
    .filter((row) => row.noOfTeam >= limits.min && row.noOfTeam <= limits.max)
    .sort((a, b) => a.noOfTeam - b.noOfTeam);

export type ContestResult = 'WON' | 'LOST' | 'POSSIBLE';

export interface RowSplit {
  noOfTeam: number;
  kind: PrizeRow['kind'];
  winners: number;
  /** What each winner receives: floor(amount / winners) cents or points; for items, the item. */
  payout: number;
  /** Undivided cents or points that stay with the house (recorded). */
  remainder: number;
}

/**
 * Settlement's split (docs/rules/sports.md "Contest rules"): a row's cash or points are divided equally among
 * that row's winners, floored, the remainder recorded for the house (the lottery's `splitPrizes`, one
 * split for every game); an items row gives each winner the item.
 */
export function splitContestPrizes(
  grid: readonly PrizeRow[],
  winnersByPicks: ReadonlyMap<number, number>,
): RowSplit[] {
  return grid.map((row) => {
    const winners = winnersByPicks.get(row.noOfTeam) ?? 0;
    if (row.kind === 'items')
      return { noOfTeam: row.noOfTeam, kind: row.kind, winners, payout: 0, remainder: 0 };
    const [tier] = splitPrizes([{ hits: row.noOfTeam, amount: row.amount, kind: row.kind }], winnersByPicks);
    return {
      noOfTeam: row.noOfTeam,
      kind: row.kind,
      winners,
      payout: tier!.payout,
      remainder: tier!.remainder,
    };
  });
}

/** The live-score summary's line for an outcome, with the prize shown beside it. */
export const outcomeLabelCode = {
  WON: 'SPORTS_RESULT_WON',
  LOST: 'SPORTS_RESULT_LOST',
  POSSIBLE: 'SPORTS_RESULT_POSSIBLE',
} as const satisfies Record<ContestResult, string>;

/**
 * docs/rules/sports.md "Entries close": a contest takes entries until its first match starts (its game set's
 * start), never once anything in it has begun — so no allowance is spent on a contest where nothing can
 * be picked. After that, entrants change picks on matches still UNPLAYED (late swap) and by powerplays.
 */
export function entriesOpen(
  gameSet: { status: 'UNPLAYED' | 'LIVE' | 'FINISHED'; startAt: number },
  now: number,
): boolean {
  return gameSet.status === 'UNPLAYED' && now < gameSet.startAt;
}

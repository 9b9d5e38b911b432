import { splitPrizes } from '../lottery/prizes';
import type { TeamLimits } from './picks';

/** The two contest types with rules today (docs/rules/sports.md "Contest rules"). */
export type ContestRule = 'chase_the_ace' | 'blackjack';

/** Chase the Ace: every pick ends with exactly this score. */
export const ACE_SCORE = 1;
/** Baseball Blackjack: the picks' scores add up to exactly this; more is a bust. */
export const BLACKJACK_TOTAL = 21;

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

export interface ContestOutcome {
  result: ContestResult;
  picks: number;
  /** Chase the Ace: picks whose my_score is exactly 1. */
  ones: number;
  /** Chase the Ace live point total: ones / picks × 100, rounded down (out of 100). */
  pointTotal: number;
  /** Blackjack: the picks' combined my_scores; `bust` once over 21. */
  total: number;
  bust: boolean;
  /** The grid row this entry plays for (WON: what it won; POSSIBLE: what it could win). */
  prize: PrizeRow | undefined;
}

/**
 * An entry's standing from its picks' my_scores (docs/rules/sports.md "Contest rules"): WON or LOST once the
 * game set is finished, else POSSIBLE with the prize it could win. Chase the Ace wins when every pick
 * ends at exactly 1; Blackjack when the total is exactly 21.
 */
export function contestOutcome(
  rule: ContestRule,
  myScores: readonly number[],
  finished: boolean,
  grid: readonly PrizeRow[],
): ContestOutcome {
  const picks = myScores.length;
  const ones = myScores.filter((s) => s === ACE_SCORE).length;
  const total = myScores.reduce((a, b) => a + b, 0);
  const won = picks > 0 && (rule === 'chase_the_ace' ? ones === picks : total === BLACKJACK_TOTAL);
  return {
    result: finished ? (won ? 'WON' : 'LOST') : 'POSSIBLE',
    picks,
    ones,
    pointTotal: picks === 0 ? 0 : Math.floor((ones * 100) / picks),
    total,
    bust: total > BLACKJACK_TOTAL,
    prize: prizeRowFor(grid, picks),
  };
}

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

/** Chase the Ace's headline: teams with 1 out of picks. */
export const acesHeadline = (o: Pick<ContestOutcome, 'ones' | 'picks'>) =>
  ({ code: 'SPORTS_ACES_HEADLINE', params: { ones: o.ones, picks: o.picks } }) as const;

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

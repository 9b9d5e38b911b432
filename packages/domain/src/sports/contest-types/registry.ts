import type { Sport } from '../../entries/admission';
import type { ContestResult, PrizeRow } from '../contests';
import { pickScores, type SportsEntryState } from '../entry';
import type { Match } from '../matches';
import type { SportsPowerplayContext } from '../powerplays';
import { blackjack } from './blackjack';
import { brackets, type BracketsOutcome } from './brackets';
import { chaseTheAce } from './chase-the-ace';
import type {
  ContestRule,
  ContestTypeInput,
  ContestTypeRule,
  SportsContestRule,
  StandingFigures,
  TypedPick,
} from './common';
import type { ContestTypeDefinition, SportsContestOutcome } from './definition';
import { high5, type High5Outcome } from './high5';
import { pick5, type Pick5Outcome } from './pick5';
import { zones, type ZonesOutcome } from './zones';

export type ContestTypeOutcome = High5Outcome | ZonesOutcome | Pick5Outcome | BracketsOutcome;

/**
 * Every sports contest type by rule name (docs/rules/sports.md "Contest rules", "Other contest types"):
 * one line per type, its module holding all of its behaviour.
 */
export const contestTypes: { readonly [R in SportsContestRule]: ContestTypeDefinition<R> } = {
  chase_the_ace: chaseTheAce,
  blackjack,
  high5,
  zones,
  pick5,
  brackets,
};

/**
 * The type a contest plays by; the display-only game types have no rule and are scored as Chase the
 * Ace.
 */
export const contestTypeOf = (rule: string | null | undefined): ContestTypeDefinition =>
  (rule !== null && rule !== undefined && Object.hasOwn(contestTypes, rule)
    ? contestTypes[rule as SportsContestRule]
    : contestTypes.chase_the_ace) as ContestTypeDefinition;

/** An entry's outcome under its contest's type. */
export function sportsContestOutcome(
  rule: string | null | undefined,
  input: ContestTypeInput,
): SportsContestOutcome {
  return contestTypeOf(rule).outcome(input);
}

/** An entry's standing under one of the four newer types. */
export function contestTypeOutcome(rule: ContestTypeRule, input: ContestTypeInput): ContestTypeOutcome {
  return contestTypes[rule].outcome(input);
}

/**
 * An entry's picks as its type reads them, in pick order (Brackets: seed order): my_score now
 * (powerplays included), final once its match is FINISHED, and (Zones) the zone it was placed in.
 */
export function typedPicks(
  state: SportsEntryState,
  matches: readonly Match[],
  zones: Readonly<Record<string, number>> = {},
): TypedPick[] {
  return pickScores(state, matches).map((s) => ({
    myScore: s.myScore,
    final: s.status === 'FINISHED',
    zone: zones[s.key],
  }));
}

/** An entry's live standing: its result, the key of the grid row it plays for, and its figures. */
export interface EntryStanding {
  result: ContestResult;
  rowKey: number | undefined;
  figures: StandingFigures;
}

/**
 * The live score page's standing of an entry, from its picks as its type reads them: the server's answer
 * and the page's recomputation between answers are this one function.
 */
export function entryStanding(rule: string | null | undefined, input: ContestTypeInput): EntryStanding {
  const type = contestTypeOf(rule);
  const o = type.outcome(input);
  return { result: o.result, rowKey: o.rowKey, figures: type.standing(o) };
}

/** What Lock does in a contest of this type: what it keeps, and (Zones) only inside the team's zone. */
export function lockRulesOf(
  rule: string | null | undefined,
  sport: Sport,
  placed: Readonly<Record<string, number>>,
): Pick<SportsPowerplayContext, 'lockKeeps' | 'zones'> {
  const type = contestTypeOf(rule);
  return { lockKeeps: type.lockKeeps, ...(type.zones ? { zones: type.zones.lockZones(sport, placed) } : {}) };
}

/** An entry's standing under Chase the Ace or Blackjack, from its picks' my_scores. */
export interface ContestOutcome {
  result: ContestResult;
  picks: number;
  ones: number;
  pointTotal: number;
  total: number;
  bust: boolean;
  /** The grid row this entry plays for (WON: what it won; POSSIBLE: what it could win). */
  prize: PrizeRow | undefined;
}

/**
 * The classic rules' outcome from my_scores alone (docs/rules/sports.md "Contest rules"): WON or LOST once
 * the game set is finished, else POSSIBLE with the prize it could win.
 */
export function contestOutcome(
  rule: ContestRule,
  myScores: readonly number[],
  finished: boolean,
  grid: readonly PrizeRow[],
): ContestOutcome {
  const picks = myScores.map((myScore) => ({ myScore, final: finished }));
  const o = contestTypes[rule].outcome({ sport: 'baseball', picks, finished, grid });
  return {
    result: o.result,
    picks: o.picks,
    ones: o.ones,
    pointTotal: o.pointTotal,
    total: o.total,
    bust: o.bust,
    prize: o.prize,
  };
}

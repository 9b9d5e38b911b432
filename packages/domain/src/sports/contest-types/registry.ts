import type { Sport } from '../../entries/admission';
import type { ContestResult, PrizeRow } from '../contests';
import { pickScores, type SportsEntryState } from '../entry';
import type { Match } from '../matches';
import type { TeamLimits } from '../picks';
import type { SportsPowerplayContext } from '../powerplays';
import { blackjack } from './blackjack';
import { brackets } from './brackets';
import { chaseTheAce } from './chase-the-ace';
import { fantasy } from './fantasy';
import {
  classicContestRules,
  type ContestRule,
  type ContestTypeInput,
  type StandingFigures,
  type TypedPick,
} from './common';
import type { ContestTypeDefinition } from './definition';
import { high5 } from './high5';
import { pick5 } from './pick5';
import { powerline } from './powerline';
import { zones } from './zones';

/**
 * Every sports contest type by rule name (docs/rules/sports.md "Contest rules", "Other contest types"):
 * one line per type, its module holding all of its behaviour. The rule names are this list's keys.
 */
export const contestTypes = {
  chase_the_ace: chaseTheAce,
  blackjack,
  high5,
  zones,
  pick5,
  brackets,
  powerline,
  fantasy,
};

/** Every sports contest rule: the game type's `rule`. */
export type SportsContestRule = keyof typeof contestTypes;
export const sportsContestRules = Object.keys(contestTypes) as readonly SportsContestRule[];
export const isSportsContestRule = (rule: string | null | undefined): rule is SportsContestRule =>
  (sportsContestRules as readonly (string | null | undefined)[]).includes(rule);

/**
 * The newer types (docs/rules/sports.md "Other contest types"): every type but the classic two, with
 * limits, grid rows and a headline of their own.
 */
export type ContestTypeRule = Exclude<SportsContestRule, ContestRule>;
export const contestTypeRules = sportsContestRules.filter(
  (rule): rule is ContestTypeRule => !(classicContestRules as readonly string[]).includes(rule),
);
export const isContestTypeRule = (rule: string | null | undefined): rule is ContestTypeRule =>
  (contestTypeRules as readonly (string | null | undefined)[]).includes(rule);

/** An entry's outcome under any type. */
export type SportsContestOutcome = ReturnType<(typeof contestTypes)[SportsContestRule]['outcome']>;
export type ContestTypeOutcome = ReturnType<(typeof contestTypes)[ContestTypeRule]['outcome']>;

/** How many teams an entry of each newer type picks (Brackets also needs 2, 4 or 8). */
export const contestTypeLimits = Object.fromEntries(
  contestTypeRules.map((rule) => [rule, contestTypes[rule].limits]),
) as Readonly<Record<ContestTypeRule, TeamLimits>>;

/**
 * The type a contest plays by; the display-only game types have no rule and are scored as Chase the
 * Ace.
 */
export const contestTypeOf = (
  rule: string | null | undefined,
): ContestTypeDefinition<SportsContestRule, SportsContestOutcome> =>
  rule !== null && rule !== undefined && Object.hasOwn(contestTypes, rule)
    ? contestTypes[rule as SportsContestRule]
    : contestTypes.chase_the_ace;

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
    margin: s.margin,
  }));
}

/** An entry's live standing: its result, the key of the grid row it plays for, and its figures. */
export interface EntryStanding {
  result: ContestResult;
  rowKey: number | undefined;
  figures: StandingFigures;
  /** The entry's score among friends in a private contest (higher better). */
  friendsScore: number;
}

/**
 * The live score page's standing of an entry, from its picks as its type reads them: the server's answer
 * and the page's recomputation between answers are this one function.
 */
export function entryStanding(rule: string | null | undefined, input: ContestTypeInput): EntryStanding {
  const type = contestTypeOf(rule);
  const o = type.outcome(input);
  return {
    result: o.result,
    rowKey: o.rowKey,
    figures: type.standing(o),
    friendsScore: type.friendsScore(o),
  };
}

/**
 * What Lock and Swap do in a contest of this type: what Lock keeps, and (Zones) only inside the team's
 * zone; (PowerLine) Swap only within the pick's match.
 */
export function lockRulesOf(
  rule: string | null | undefined,
  sport: Sport,
  placed: Readonly<Record<string, number>>,
): Pick<SportsPowerplayContext, 'lockKeeps' | 'zones' | 'swapInMatch'> {
  const type = contestTypeOf(rule);
  return {
    lockKeeps: type.lockKeeps,
    ...(type.zones ? { zones: type.zones.lockZones(sport, placed) } : {}),
    ...(type.swapInMatch ? { swapInMatch: true } : {}),
  };
}

/** Whether a contest of this type may be played on `sport` (PowerLine: football only). */
export const playedOn = (rule: string | null | undefined, sport: Sport) =>
  contestTypeOf(rule).sports?.includes(sport) ?? true;

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

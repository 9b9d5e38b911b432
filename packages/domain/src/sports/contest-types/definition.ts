import type { Sport } from '../../entries/admission';
import type { PrizeRow } from '../contests';
import type { PowerplayKit } from '../kits';
import type { Match } from '../matches';
import type { TeamLimits } from '../picks';
import type { ContestTypeInput, ContestTypeOutcomeBase, StandingFigures } from './common';
import type { ScoreZone } from './zones';

/** Why a number of picks within the limits still cannot be saved (Brackets: not 2, 4 or 8). */
export type PickCountRefusal = 'SPORTS_BRACKET_SIZE';

/** Why picks that are each a team of the set still do not make a line (PowerLine). */
export type PickLineRefusal = 'SPORTS_POWERLINE_EVERY_GAME';

/**
 * A type whose picks are each placed somewhere (Zones: in a score zone of the sport): the entry stores
 * the placements beside its picks (`zones`, team key → zone index).
 */
export interface ZonePlacement {
  /** Null when every pick has a zone of the sport and there are 1 to 10 of them. */
  check: (
    sport: Sport,
    zones: readonly (number | undefined)[],
  ) => 'SPORTS_PICKS_NONE' | 'SPORTS_PICKS_TOO_MANY' | 'SPORTS_ZONE_REQUIRED' | null;
  /** Each placed team's zone, for Lock (only while the team's my_score is inside it). */
  lockZones: (sport: Sport, placed: Readonly<Record<string, number>>) => Record<string, ScoreZone>;
  /** The placements after a powerplay changed the picks from `before` to `after`. */
  after: (
    placed: Readonly<Record<string, number>>,
    before: readonly string[],
    after: readonly string[],
  ) => Record<string, number>;
}

/**
 * What a sports contest type provides: one module per type (contest-types/<type>.ts) exports one of
 * these (its rule name and its outcome's type as parameters), and registry.ts lists it. Settlement, the live score page (server and web), saving picks, the
 * operator's grid and the kits read a type only through this.
 */
export interface ContestTypeDefinition<
  R extends string = string,
  O extends ContestTypeOutcomeBase & { rule: R } = ContestTypeOutcomeBase & { rule: R },
> {
  rule: R;
  /** The sports its contests are played on; every sport when absent. */
  sports?: readonly Sport[];
  /** Picks: the bounds an entry picks within (see `limitsFixed`). */
  limits: TeamLimits;
  /**
   * True: every contest of the type picks exactly `limits`. False: the operator sets a contest's min and
   * max teams, `limits` being the seeded ones (Chase the Ace, Blackjack).
   */
  limitsFixed: boolean;
  /** Whether an entry may hold `n` teams. */
  picksAllowed: (n: number) => boolean;
  /** Why `n` picks within the limits cannot be saved; null when they can. */
  countRefusal: (n: number) => PickCountRefusal | null;
  /**
   * True when an entry picks players of the set's clubs rather than teams (fantasy): its picks are
   * player keys, each pick's my_score its counted fantasy points (`fantasy/`).
   */
  picksArePlayers?: boolean;
  /** Present when each pick is placed in a zone (Zones). */
  zones?: ZonePlacement;
  /**
   * Present when the entry picks one team of every match of the set (PowerLine): null when the picks,
   * each a team of `matches`, do so.
   */
  pickLine?: (picks: readonly string[], matches: readonly Match[]) => PickLineRefusal | null;
  /** Swap changes a pick only to the other team of its match (PowerLine); else to any team not held. */
  swapInMatch?: boolean;
  /** Outcome: the entry's result, the grid row it plays for and its headline. */
  outcome: (input: ContestTypeInput) => O;
  /** Standing: the live score page's figures from an outcome of this type. */
  standing(this: void, outcome: O): StandingFigures;
  /**
   * Among friends (docs/rules/friends.md "Scores by contest type"): one number from an outcome, higher
   * better, that orders the members of a private contest played on this type.
   */
  friendsScore(this: void, outcome: O): number;
  /**
   * Grid: true when rows are keyed by the number of teams picked and only those within the contest's
   * min..max are in play (Chase the Ace, Blackjack); false when keyed by the type's own measure, every
   * row in play.
   */
  rowsByTeams: boolean;
  /** The seeded grid for a sport; undefined when the rules name no prizes (the operator enters them). */
  seedGrid: (sport: Sport) => readonly PrizeRow[] | undefined;
  /**
   * Whether an operator's grid is one this type can pay for a contest of `limits` (the type's own when
   * not given): null when it is.
   */
  checkGrid: (grid: readonly PrizeRow[], limits?: TeamLimits) => 'SPORTS_GRID_INVALID' | null;
  /** Kit: the powerplays an entry starts with (hockey adds its own; a contest's stored kit overrides it). */
  kit: PowerplayKit;
  /**
   * What Lock keeps (docs/rules/sports.md "New powerplays"): 'one', Chase the Ace's Lock at 1; 'current',
   * the team's my_score of the moment (PowerLine's outcome reads real scores, so there it only guards the
   * pick from a later Swap).
   */
  lockKeeps: 'one' | 'current';
}

/** A type's pick counts from min to max, every whole number allowed. */
export const within = (limits: TeamLimits) => (n: number) =>
  Number.isInteger(n) && n >= limits.min && n <= limits.max;

/** No count within the limits is refused beyond them. */
export const noCountRefusal = (): null => null;

/** The newer types' grid and Lock: grid rows keyed by the type's own key, Lock keeps the current score. */
export const ownGridAndLock = { rowsByTeams: false, lockKeeps: 'current' } as const;

/** The pick rules of a type whose every count from min to max is allowed, fixed by the type. */
export const fixedCounts = (limits: TeamLimits) => ({
  limits,
  limitsFixed: true,
  picksAllowed: within(limits),
  countRefusal: noCountRefusal,
});

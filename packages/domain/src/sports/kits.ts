import type { Sport } from '../entries/admission';
import { isContestTypeRule, type ContestTypeRule, type SportsContestRule } from './contest-types/common';
import { sportsKit, sportsPowerplayIds } from './powerplays';

/** A powerplay kit: how many of each powerplay (by id) an entry starts with. */
export type PowerplayKit = Readonly<Record<number, number>>;

const { increase, decrease, lock, undo, swap, double, triple, noGoal, sixthSkater } = sportsPowerplayIds;

/**
 * Each type's powerplay kit (docs/rules/sports.md "New powerplays": kits per game type; a contest's own
 * stored kit overrides it). Lock in these types keeps the team's current my_score (Zones: only inside its
 * zone). Hockey contests add `hockeyKitExtras`.
 */
export const contestTypeKits: Readonly<Record<ContestTypeRule, PowerplayKit>> = {
  high5: { [increase]: 3, [decrease]: 1, [double]: 1, [triple]: 1, [swap]: 1, [undo]: 2 },
  zones: { [increase]: 3, [decrease]: 3, [lock]: 2, [swap]: 1, [undo]: 2 },
  pick5: { [increase]: 2, [decrease]: 2, [double]: 1, [swap]: 1, [undo]: 2 },
  brackets: { [increase]: 2, [decrease]: 2, [swap]: 1, [undo]: 1 },
};

/** What every hockey contest adds to its kit (docs/rules/sports.md "New powerplays"). */
export const hockeyKitExtras: PowerplayKit = { [noGoal]: 1, [sixthSkater]: 1 };

/**
 * A kit for a contest of `sport`: hockey adds No Goal and 6th Skater (docs/rules/sports.md "New powerplays").
 */
export const kitForSport = (kit: PowerplayKit, sport: Sport): Record<number, number> =>
  sport === 'hockey' ? { ...kit, ...hockeyKitExtras } : { ...kit };

/** A type's kit for a sport: `contestTypeKits[rule]`, and hockey's extras on a hockey contest. */
export const contestTypeKitFor = (rule: ContestTypeRule, sport: Sport) =>
  kitForSport(contestTypeKits[rule], sport);

/**
 * The kit a new contest of a rule starts with when its operator sets none: its type's (High 5, Zones,
 * Pick 5, Brackets) or the original sports kit (Chase the Ace, Blackjack), hockey's extras added.
 */
export const defaultKitFor = (rule: SportsContestRule, sport: Sport): Record<number, number> =>
  isContestTypeRule(rule) ? contestTypeKitFor(rule, sport) : kitForSport(sportsKit, sport);

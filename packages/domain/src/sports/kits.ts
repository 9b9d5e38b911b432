import type { Sport } from '../entries/admission';
import {
  contestTypeOf,
  contestTypeRules,
  contestTypes,
  type ContestTypeRule,
} from './contest-types/registry';
import { sportsPowerplayIds } from './powerplay-catalogue';

/** A powerplay kit: how many of each powerplay (by id) an entry starts with. */
export type PowerplayKit = Readonly<Record<number, number>>;

const { noGoal, sixthSkater } = sportsPowerplayIds;

/**
 * Each newer type's powerplay kit (docs/rules/sports.md "New powerplays": kits per game type; a contest's
 * own stored kit overrides it), from the type's module. Hockey contests add `hockeyKitExtras`.
 */
export const contestTypeKits = Object.fromEntries(
  contestTypeRules.map((rule) => [rule, contestTypes[rule].kit]),
) as Readonly<Record<ContestTypeRule, PowerplayKit>>;

/** What every hockey contest adds to its kit (docs/rules/sports.md "New powerplays"). */
export const hockeyKitExtras: PowerplayKit = { [noGoal]: 1, [sixthSkater]: 1 };

/**
 * A kit for a contest of `sport`: hockey adds No Goal and 6th Skater (docs/rules/sports.md "New powerplays").
 */
export const kitForSport = (kit: PowerplayKit, sport: Sport): Record<number, number> =>
  sport === 'hockey' ? { ...kit, ...hockeyKitExtras } : { ...kit };

/**
 * A newer type's kit for a sport: its own, and hockey's extras on a hockey contest of teams (No Goal and
 * 6th Skater act on a team; a fantasy entry holds players).
 */
export const contestTypeKitFor = (rule: ContestTypeRule, sport: Sport) =>
  contestTypes[rule].picksArePlayers
    ? { ...contestTypes[rule].kit }
    : kitForSport(contestTypes[rule].kit, sport);

/**
 * The kit a new contest of a rule starts with when its operator sets none: its type's (the original
 * sports kit for Chase the Ace and Blackjack), hockey's extras added.
 */
export const defaultKitFor = (rule: string | null | undefined, sport: Sport): Record<number, number> => {
  const type = contestTypeOf(rule);
  return type.picksArePlayers ? { ...type.kit } : kitForSport(type.kit, sport);
};

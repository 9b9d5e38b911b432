import { ownPageContestRules, sportsContestTypes } from '@powerplay/contracts';
import {
  defaultKitFor,
  sportsContestOutcome,
  typedPicks,
  type ContestTypeRule,
  type Match,
  type PrizeRow,
  type Sport,
  type SportsContestOutcome,
  type SportsEntryState,
} from '@powerplay/domain';

// The sports contest types as the sports services plug them in: the rules are the domain's registry
// (`contestTypes`, one module per type); this reads an entry's row for them.

/** The sports by their ids (sports.id), as the entries registry and the monthly allowance name them. */
export const sportSlugs = { 1: 'hockey', 2: 'baseball', 3: 'basketball', 4: 'football' } as const;

/** A game type's sport by its id. */
export const sportOfId = (sportId: number): Sport =>
  sportSlugs[sportId as keyof typeof sportSlugs] ?? 'baseball';

/**
 * A contest's powerplay kit as stored (JSON keys are strings); where it is empty, its type's kit
 * (High 5, Zones, Pick 5, Brackets) or the default kit; a hockey contest's adds No Goal and 6th Skater
 * (docs/rules/sports.md "New powerplays").
 */
export function kitOf(
  stored: Record<string, number> | null | undefined,
  rule: string | null | undefined,
  sportId: number,
): Record<number, number> {
  const sport = sportOfId(sportId);
  // Only a contest with no kit of its own takes its type's; an operator's zeros mean "none of these".
  if (Object.keys(stored ?? {}).length === 0) return defaultKitFor(rule, sport);
  const entries = Object.entries(stored ?? {}).filter(([, n]) => Number.isInteger(n) && n > 0);
  return Object.fromEntries(entries.map(([id, n]) => [Number(id), n]));
}

/** A Zones entry's stored placements (team key → zone index), whole numbers only. */
export function zonesOf(
  stored: Readonly<Record<string, unknown>> | null | undefined,
): Record<string, number> {
  const zones: Record<string, number> = {};
  for (const [key, z] of Object.entries(stored ?? {}))
    if (typeof z === 'number' && Number.isInteger(z)) zones[key] = z;
  return zones;
}

/**
 * The entry's standing under its contest's type (`finished`: the game set is over, i.e. settlement); a
 * game type without a rule is scored as Chase the Ace.
 */
export function typedOutcome(
  rule: string | null | undefined,
  v: {
    sport: Sport;
    state: SportsEntryState;
    matches: readonly Match[];
    zones: Readonly<Record<string, number>>;
    finished: boolean;
    grid: readonly PrizeRow[];
  },
): SportsContestOutcome {
  return sportsContestOutcome(rule, {
    sport: v.sport,
    picks: typedPicks(v.state, v.matches, v.zones),
    finished: v.finished,
    grid: v.grid,
    games: v.matches.length,
  });
}

/** The names their seeded game types and demo contests go by. */
export const contestTypeNames = Object.fromEntries(
  ownPageContestRules.map((rule) => [rule, sportsContestTypes[rule].name]),
) as Readonly<Record<ContestTypeRule, string>>;

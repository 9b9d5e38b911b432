import { ownPageContestRules, sportsContestTypes } from '@powerplay/contracts';
import {
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

/** A game type's sport by its id (sports.id: 1 hockey, 2 baseball, 3 basketball, 4 football). */
export const sportOfId = (sportId: number): Sport =>
  (({ 1: 'hockey', 2: 'baseball', 3: 'basketball', 4: 'football' }) as const)[sportId as 1 | 2 | 3 | 4] ??
  'baseball';

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

import { teamsOfMatches, type Match } from './matches';

/** A contest's bounds on the number of picked teams (seeded 1–10 for Chase the Ace and Blackjack). */
export interface TeamLimits {
  min: number;
  max: number;
}

export type TeamPickRefusal =
  | 'SPORTS_PICKS_NONE'
  | 'SPORTS_PICKS_TOO_FEW'
  | 'SPORTS_PICKS_TOO_MANY'
  | 'SPORTS_PICK_UNKNOWN'
  | 'SPORTS_PICK_DUPLICATE'
  | 'SPORTS_ACTION_UNAVAILABLE';

/**
 * Checks a player's new pick list against the game set (docs/rules/sports.md "Contest rules"):
 * min..max teams, every key a team of the set, no team twice, and only teams of UNPLAYED matches may
 * come or go (a kept team whose match has started stays; on LIVE matches picks change by powerplays).
 * Null when the list may be saved.
 */
export function checkTeamPicks(
  next: readonly string[],
  previous: readonly string[],
  matches: readonly Match[],
  limits: TeamLimits,
): TeamPickRefusal | null {
  if (next.length === 0) return 'SPORTS_PICKS_NONE';
  if (next.length > limits.max) return 'SPORTS_PICKS_TOO_MANY';
  if (next.length < limits.min) return 'SPORTS_PICKS_TOO_FEW';
  const teams = teamsOfMatches(matches);
  if (next.some((key) => !teams.has(key))) return 'SPORTS_PICK_UNKNOWN';
  if (new Set(next).size !== next.length) return 'SPORTS_PICK_DUPLICATE';
  const changed = [
    ...next.filter((key) => !previous.includes(key)),
    ...previous.filter((key) => !next.includes(key)),
  ];
  const frozen = changed.some((key) => {
    const team = teams.get(key);
    return team !== undefined && team.match.status !== 'UNPLAYED';
  });
  return frozen ? 'SPORTS_ACTION_UNAVAILABLE' : null;
}

import {
  goalsSoFar,
  marginOf,
  realScoreOf,
  teamsOfMatches,
  type Match,
  type MatchStatus,
  type TeamInMatch,
} from './matches';

/**
 * What one sports entry holds during a game set: its picks and what powerplays did to them. Scores are
 * not stored here: they come from the matches, so a feed update moves every entry's my_score at once.
 */
export interface SportsEntryState {
  /** Team pick keys `<feed_game_id>-<team_id>`, in the order the player picked them. */
  picks: readonly string[];
  /** Powerplay adjustments to my_score by team key (Increase +1, Decrease −1, Refresh −10). */
  adjustments: Readonly<Record<string, number>>;
  /** Locked teams: my_score stays 1 to the end whatever the team really scores. */
  locked: readonly string[];
  /** Teams added by the Add powerplay; Remove needs one first ("Please Add A team First"). */
  added: number;
  /**
   * Multipliers by team key (Double ×2, Triple ×3; docs/rules/sports.md "New powerplays"), applied last:
   * my_score = (real score + adjustments) × multiplier. Absent (states logged before these powerplays
   * existed) or missing for a team: ×1.
   */
  multipliers?: Readonly<Record<string, number>>;
  /**
   * Goals taken back by No Goal, by team key (goal ids `<period>:<second>`), so a goal is taken back
   * once; its −1 is in `adjustments`. Absent: none.
   */
  takenBack?: Readonly<Record<string, readonly string[]>>;
  /**
   * 6th Skater uses by team key (docs/rules/sports.md "New powerplays"): for the rest of `period` after
   * `from` seconds into it, each goal of the team counts 2. Absent: none.
   */
  sixthSkater?: Readonly<Record<string, readonly SixthSkaterWindow[]>>;
  /**
   * Lock outside Chase the Ace keeps the team's my_score at the moment it was locked (docs/rules/sports.md
   * "New powerplays"): that score by team key. A locked team without one keeps 1 (Chase the Ace's Lock).
   */
  lockedAt?: Readonly<Record<string, number>>;
}

/** Where a 6th Skater counts: goals of `period` after `from` seconds into it. */
export interface SixthSkaterWindow {
  period: number;
  from: number;
}

export const newEntryState = (picks: readonly string[]): SportsEntryState => ({
  picks: [...picks],
  adjustments: {},
  locked: [],
  added: 0,
  multipliers: {},
});

/** The team's multiplier (×1 unless Double or Triple was used on it). */
export const multiplierOf = (state: SportsEntryState, key: string): number => state.multipliers?.[key] ?? 1;

/**
 * my_score = (real score + the player's adjustments on that team + 6th Skater's extra goals) × its
 * multiplier — multipliers last — or, while locked, 1 (Chase the Ace) or the my_score it was locked at
 * (docs/rules/sports.md "Sports powerplays", "New powerplays").
 */
export function myScore(state: SportsEntryState, team: TeamInMatch): number {
  if (state.locked.includes(team.key)) return state.lockedAt?.[team.key] ?? 1;
  const base = realScoreOf(team) + (state.adjustments[team.key] ?? 0) + sixthSkaterBonus(state, team);
  return base * multiplierOf(state, team.key);
}

/**
 * 6th Skater's extra: each goal of the team so far that falls in one of its windows counts once more
 * (a goal counts 2). Needs the match's goal times; without them, none.
 */
export function sixthSkaterBonus(state: SportsEntryState, team: TeamInMatch): number {
  const windows = state.sixthSkater?.[team.key];
  if (!windows || windows.length === 0) return 0;
  return goalsSoFar(team).filter((g) => windows.some((w) => g.period === w.period && g.second > w.from))
    .length;
}

export interface PickScore {
  key: string;
  teamId: string;
  feedGameId: string;
  status: MatchStatus;
  myScore: number;
  locked: boolean;
  /** The team's real score minus its opponent's (who wins the match, whatever the powerplays did). */
  margin: number;
}

/** my_score of every pick, in pick order (picks no longer in the game set are left out). */
export function pickScores(state: SportsEntryState, matches: readonly Match[]): PickScore[] {
  const teams = teamsOfMatches(matches);
  return state.picks.flatMap((key) => {
    const team = teams.get(key);
    if (!team) return [];
    return [
      {
        key,
        teamId: team.teamId,
        feedGameId: team.match.feedGameId,
        status: team.match.status,
        myScore: myScore(state, team),
        locked: state.locked.includes(key),
        margin: marginOf(team),
      },
    ];
  });
}

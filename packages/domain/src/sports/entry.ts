import { realScoreOf, teamsOfMatches, type Match, type MatchStatus, type TeamInMatch } from './matches';

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
}

export const newEntryState = (picks: readonly string[]): SportsEntryState => ({
  picks: [...picks],
  adjustments: {},
  locked: [],
  added: 0,
});

/** my_score = real score + the player's adjustments on that team, or 1 while locked (GAME-RULES). */
export function myScore(state: SportsEntryState, team: TeamInMatch): number {
  if (state.locked.includes(team.key)) return 1;
  return realScoreOf(team) + (state.adjustments[team.key] ?? 0);
}

export interface PickScore {
  key: string;
  teamId: string;
  feedGameId: string;
  status: MatchStatus;
  myScore: number;
  locked: boolean;
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
      },
    ];
  });
}

/**
 * Matches of a game set and their states (GAME-RULES "Live data"; spec 000 §2–§4). A match moves
 * UNPLAYED → INTRO ("Starting...") → LIVE → FINISHED, never back (a feed correction may change a
 * FINISHED match's score, not its state).
 */
export const matchStatuses = ['UNPLAYED', 'INTRO', 'LIVE', 'FINISHED'] as const;
export type MatchStatus = (typeof matchStatuses)[number];

export type League = 'hockey' | 'baseball';

/** Where a live match stands: hockey periods and clock, or baseball innings. */
export type MatchProgress =
  | {
      league: 'hockey';
      /** 0 = intermission, 1–3 = regulation periods, 4 = overtime. */
      period: number;
      /** Seconds left in the period (the running clock). */
      clockSeconds: number;
    }
  | {
      league: 'baseball';
      inning: number;
      /** `end`: the inning is over ("End of Inning n"). */
      half: 'top' | 'bottom' | 'end';
    };

export interface Match {
  feedGameId: string;
  homeTeamId: string;
  awayTeamId: string;
  status: MatchStatus;
  /** Real scores (runs or goals); 0 before the match starts. */
  homeScore: number;
  awayScore: number;
  progress?: MatchProgress | null;
}

/** Whether a match may move from `from` to `to`: forward only, and a state may repeat (feed updates). */
export function canMoveMatch(from: MatchStatus, to: MatchStatus): boolean {
  return matchStatuses.indexOf(to) >= matchStatuses.indexOf(from);
}

/** A team pick's key: `<feed_game_id>-<team_id>` (spec 000 §3). */
export const teamPickKey = (feedGameId: string, teamId: string) => `${feedGameId}-${teamId}`;

export interface TeamInMatch {
  key: string;
  match: Match;
  side: 'home' | 'away';
  teamId: string;
}

/** Every pickable team of a game set by its pick key (two per match). */
export function teamsOfMatches(matches: readonly Match[]): Map<string, TeamInMatch> {
  const teams = new Map<string, TeamInMatch>();
  for (const match of matches) {
    for (const side of ['home', 'away'] as const) {
      const teamId = side === 'home' ? match.homeTeamId : match.awayTeamId;
      const key = teamPickKey(match.feedGameId, teamId);
      teams.set(key, { key, match, side, teamId });
    }
  }
  return teams;
}

/** The team's real score in its match. */
export const realScoreOf = (team: TeamInMatch) =>
  team.side === 'home' ? team.match.homeScore : team.match.awayScore;

/** The state of a whole game set: FINISHED when every match is, LIVE once any has started. */
export function gameSetStatus(matches: readonly Match[]): 'UNPLAYED' | 'LIVE' | 'FINISHED' {
  if (matches.length > 0 && matches.every((m) => m.status === 'FINISHED')) return 'FINISHED';
  return matches.some((m) => m.status !== 'UNPLAYED') ? 'LIVE' : 'UNPLAYED';
}

/** A text of the notices catalogue with its parameters. */
export interface Label {
  code: MatchLabelCode;
  params?: Record<string, string | number>;
}

export type MatchLabelCode =
  | 'SPORTS_MATCH_STARTING'
  | 'SPORTS_MATCH_NOT_STARTED'
  | 'SPORTS_MATCH_LIVE'
  | 'SPORTS_MATCH_FINISHED'
  | 'SPORTS_PERIOD_INTERMISSION'
  | 'SPORTS_PERIOD_1'
  | 'SPORTS_PERIOD_2'
  | 'SPORTS_PERIOD_3'
  | 'SPORTS_PERIOD_OT'
  | 'SPORTS_INNING_TOP'
  | 'SPORTS_INNING_BOTTOM'
  | 'SPORTS_INNING_END';

/** Seconds as the running clock shows them: m:ss. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

const periodCodes = ['SPORTS_PERIOD_1', 'SPORTS_PERIOD_2', 'SPORTS_PERIOD_3', 'SPORTS_PERIOD_OT'] as const;

/**
 * What a match row shows for its state (spec 000 §2): INTRO "Starting...", then for hockey
 * "Intermission" (period 0) or 1st / 2nd / 3rd / OT with the clock, for baseball "End of Inning n" or
 * the half and inning; before the start "Not Started", at the end "Finished".
 */
export function matchLabel(match: Pick<Match, 'status' | 'progress'>): Label {
  if (match.status === 'UNPLAYED') return { code: 'SPORTS_MATCH_NOT_STARTED' };
  if (match.status === 'INTRO') return { code: 'SPORTS_MATCH_STARTING' };
  if (match.status === 'FINISHED') return { code: 'SPORTS_MATCH_FINISHED' };
  const p = match.progress;
  if (!p) return { code: 'SPORTS_MATCH_LIVE' };
  if (p.league === 'hockey') {
    if (p.period === 0) return { code: 'SPORTS_PERIOD_INTERMISSION' };
    const code = periodCodes[Math.min(p.period, 4) - 1] ?? 'SPORTS_PERIOD_OT';
    return { code, params: { clock: formatClock(p.clockSeconds) } };
  }
  const code =
    p.half === 'end' ? 'SPORTS_INNING_END' : p.half === 'top' ? 'SPORTS_INNING_TOP' : 'SPORTS_INNING_BOTTOM';
  return { code, params: { inning: p.inning } };
}

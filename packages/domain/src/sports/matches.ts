/**
 * Matches of a game set and their states (docs/rules/sports.md "Live data"). A match moves
 * UNPLAYED → INTRO ("Starting...") → LIVE → FINISHED, never back (a feed correction may change a
 * FINISHED match's score, not its state).
 */
import type { QuarterProgress } from './quarter-replay';

export const matchStatuses = ['UNPLAYED', 'INTRO', 'LIVE', 'FINISHED'] as const;
export type MatchStatus = (typeof matchStatuses)[number];

export type League = 'hockey' | 'baseball' | 'basketball' | 'football';

/** Where a live match stands: hockey periods and clock, baseball innings, or a basketball or football quarter. */
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
    }
  // One member per league, so that `league` narrows.
  | (QuarterProgress & { league: 'basketball' })
  | (QuarterProgress & { league: 'football' });

export interface Match {
  feedGameId: string;
  homeTeamId: string;
  awayTeamId: string;
  status: MatchStatus;
  /** Real scores (runs or goals); 0 before the match starts. */
  homeScore: number;
  awayScore: number;
  progress?: MatchProgress | null;
  /**
   * Hockey only, where the data has them (the simulator's recorded goals): every goal of the game with
   * its period and second into the period. Goals after the match's current clock have not happened
   * yet; the rules read only those up to `progress` (No Goal, docs/rules/sports.md "New powerplays").
   */
  goals?: readonly MatchGoal[] | undefined;
}

/** A goal of a hockey match: the side that scored, the period (1–3, 4 overtime) and seconds into it. */
export interface MatchGoal {
  side: 'home' | 'away';
  period: number;
  second: number;
}

/** Whether a match may move from `from` to `to`: forward only, and a state may repeat (feed updates). */
export function canMoveMatch(from: MatchStatus, to: MatchStatus): boolean {
  return matchStatuses.indexOf(to) >= matchStatuses.indexOf(from);
}

/** A team pick's key: `<feed_game_id>-<team_id>`. */
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

/** The team's real score minus its opponent's: above 0 it leads (or, once FINISHED, has won). */
export const marginOf = (team: TeamInMatch) =>
  (team.match.homeScore - team.match.awayScore) * (team.side === 'home' ? 1 : -1);

/**
 * The team's goals so far, in time order, where the match has goal times (`goals`): its first goals as
 * many as its real score, so they agree with the score at every moment (intermissions included).
 */
export function goalsSoFar(team: TeamInMatch): MatchGoal[] {
  const own = (team.match.goals ?? [])
    .filter((g) => g.side === team.side)
    .sort((a, b) => a.period - b.period || a.second - b.second);
  return own.slice(0, realScoreOf(team));
}

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
  | 'SPORTS_INNING_END'
  | 'SPORTS_QUARTER_1'
  | 'SPORTS_QUARTER_2'
  | 'SPORTS_QUARTER_3'
  | 'SPORTS_QUARTER_4'
  | 'SPORTS_QUARTER_OT'
  | 'SPORTS_QUARTER_END'
  | 'SPORTS_QUARTER_HALFTIME'
  | 'SPORTS_QUARTER_END_OF_REGULATION'
  | 'SPORTS_QUARTER_END_OT';

/** Seconds as the running clock shows them: m:ss. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

const periodCodes = ['SPORTS_PERIOD_1', 'SPORTS_PERIOD_2', 'SPORTS_PERIOD_3', 'SPORTS_PERIOD_OT'] as const;

const quarterCodes = [
  'SPORTS_QUARTER_1',
  'SPORTS_QUARTER_2',
  'SPORTS_QUARTER_3',
  'SPORTS_QUARTER_4',
] as const;

/**
 * A basketball or football quarter: 1st–4th with the clock, then OT, 2OT… (`ot`: "" for the first
 * overtime, else its number); at clock 0 the break after it — "End of Qn" after the 1st and 3rd,
 * "Halftime" after the 2nd, "End of Regulation" after the 4th, "End of OT" after an overtime period.
 */
function quarterLabel(p: QuarterProgress): Label {
  const ot = p.period > 5 ? String(p.period - 4) : '';
  if (p.clockSeconds <= 0) {
    if (p.period === 2) return { code: 'SPORTS_QUARTER_HALFTIME' };
    if (p.period === 4) return { code: 'SPORTS_QUARTER_END_OF_REGULATION' };
    if (p.period > 4) return { code: 'SPORTS_QUARTER_END_OT', params: { ot } };
    return { code: 'SPORTS_QUARTER_END', params: { quarter: p.period } };
  }
  const clock = formatClock(p.clockSeconds);
  if (p.period > 4) return { code: 'SPORTS_QUARTER_OT', params: { ot, clock } };
  return { code: quarterCodes[Math.max(p.period, 1) - 1]!, params: { clock } };
}

/**
 * What a match row shows for its state: INTRO "Starting...", then for hockey
 * "Intermission" (period 0) or 1st / 2nd / 3rd / OT with the clock, for baseball "End of Inning n" or
 * the half and inning, for basketball and football the quarter with its clock or the break after it;
 * before the start "Not Started", at the end "Finished".
 */
export function matchLabel(match: Pick<Match, 'status' | 'progress'>): Label {
  if (match.status === 'UNPLAYED') return { code: 'SPORTS_MATCH_NOT_STARTED' };
  if (match.status === 'INTRO') return { code: 'SPORTS_MATCH_STARTING' };
  if (match.status === 'FINISHED') return { code: 'SPORTS_MATCH_FINISHED' };
  const p = match.progress;
  if (!p) return { code: 'SPORTS_MATCH_LIVE' };
  if (p.league === 'basketball' || p.league === 'football') return quarterLabel(p);
  if (p.league === 'hockey') {
    if (p.period === 0) return { code: 'SPORTS_PERIOD_INTERMISSION' };
    const code = periodCodes[Math.min(p.period, 4) - 1] ?? 'SPORTS_PERIOD_OT';
    return { code, params: { clock: formatClock(p.clockSeconds) } };
  }
  const code =
    p.half === 'end' ? 'SPORTS_INNING_END' : p.half === 'top' ? 'SPORTS_INNING_TOP' : 'SPORTS_INNING_BOTTOM';
  return { code, params: { inning: p.inning } };
}

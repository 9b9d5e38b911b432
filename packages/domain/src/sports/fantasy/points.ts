import type { Match, MatchStatus } from '../matches';
import { goalOrder, type AttributedGoal } from './attribution';
import { parseFantasyPlayerKey } from './roster';

/**
 * Fantasy points (docs/rules/fantasy.md "Scoring"): a skater's goal 3, assist 2; the starting goalie's
 * win 4, shutout 3, each goal against −1 (win and shutout once the match is FINISHED). A club's backup
 * goalie does not play: 0.
 */
export const fantasyScoring = {
  goal: 3,
  assist: 2,
  goalieWin: 4,
  shutout: 3,
  goalAgainst: -1,
} as const;

/** A hockey match of the set with every goal of the game attributed (those still to come included). */
export interface FantasyMatch {
  match: Match;
  goals: readonly AttributedGoal[];
}

/** A player's line in the set so far. */
export interface FantasyStatLine {
  key: string;
  /** The player's match's state; UNPLAYED for a player whose club does not play in the set. */
  status: MatchStatus;
  goals: number;
  assists: number;
  goalsAgainst: number;
  /** Starting goalie of a FINISHED match his club won (a shootout win included). */
  win: boolean;
  shutout: boolean;
  points: number;
}

/** The match the player's club plays in, and the club's side in it. */
export function matchOfPlayer(key: string, matches: readonly FantasyMatch[]) {
  const parsed = parseFantasyPlayerKey(key);
  if (!parsed) return undefined;
  for (const fm of matches) {
    if (fm.match.homeTeamId === parsed.teamId) return { fm, side: 'home' as const, slot: parsed.slot };
    if (fm.match.awayTeamId === parsed.teamId) return { fm, side: 'away' as const, slot: parsed.slot };
  }
  return undefined;
}

/**
 * The goals that have happened: per side, its first goals as many as its real score (so the players'
 * points agree with the score at every moment, as `goalsSoFar` does for teams).
 */
export function goalsHappened(fm: FantasyMatch): AttributedGoal[] {
  const sorted = [...fm.goals].sort(goalOrder);
  const take = (side: 'home' | 'away', n: number) => sorted.filter((g) => g.side === side).slice(0, n);
  return [...take('home', fm.match.homeScore), ...take('away', fm.match.awayScore)].sort(goalOrder);
}

/** The player's line and fantasy points now. */
export function fantasyStatLine(key: string, matches: readonly FantasyMatch[]): FantasyStatLine {
  const found = matchOfPlayer(key, matches);
  const line = { key, goals: 0, assists: 0, goalsAgainst: 0, win: false, shutout: false, points: 0 };
  if (!found) return { ...line, status: 'UNPLAYED' };
  const { fm, side, slot } = found;
  const status = fm.match.status;
  const happened = goalsHappened(fm);
  if (slot.position === 'G') {
    if (slot.line !== 1) return { ...line, status };
    const goalsAgainst = happened.filter((g) => g.side !== side).length;
    const finished = status === 'FINISHED';
    const own = side === 'home' ? fm.match.homeScore : fm.match.awayScore;
    const other = side === 'home' ? fm.match.awayScore : fm.match.homeScore;
    const win = finished && own > other;
    const shutout = finished && goalsAgainst === 0;
    const s = fantasyScoring;
    const points = goalsAgainst * s.goalAgainst + (win ? s.goalieWin : 0) + (shutout ? s.shutout : 0);
    return { ...line, status, goalsAgainst, win, shutout, points };
  }
  const ours = happened.filter((g) => g.side === side);
  const goals = ours.filter((g) => g.scorer === slot.slot).length;
  const assists = ours.filter((g) => g.assists.includes(slot.slot)).length;
  return {
    ...line,
    status,
    goals,
    assists,
    points: goals * fantasyScoring.goal + assists * fantasyScoring.assist,
  };
}

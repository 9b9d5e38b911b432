import { goalsSoFar, type TeamInMatch } from './matches';

/**
 * No Goal takes back a goal only within this much game clock after it (docs/rules/sports.md "New
 * powerplays").
 */
export const NO_GOAL_WINDOW_SECONDS = 120;

/** Hockey period lengths: 20:00 in regulation, 5:00 in overtime (the clock counts down from these). */
export const hockeyPeriodSeconds = (period: number) => (period >= 4 ? 5 * 60 : 20 * 60);
/** Game-clock seconds from the opening face-off to `second` into `period`. */
const hockeyGameClock = (period: number, second: number) =>
  Math.min(period - 1, 3) * 20 * 60 + Math.max(period - 4, 0) * 5 * 60 + second;

/**
 * The held team's most recent goal so far and how many seconds of game clock ago it was (docs/rules/sports.md
 * "New powerplays", No Goal): only for a LIVE hockey match with a running period and its goals known
 * (`match.goals`); undefined otherwise (an intermission, a match without goal times, no goal yet).
 */
export function lastGoalOf(team: TeamInMatch): { id: string; ago: number } | undefined {
  const { progress, goals } = team.match;
  if (team.match.status !== 'LIVE' || !goals || progress?.league !== 'hockey' || progress.period < 1) {
    return undefined;
  }
  const now = hockeyGameClock(progress.period, hockeyPeriodSeconds(progress.period) - progress.clockSeconds);
  // The goals the team's score counts (so the goal taken back is one the score has), the last of them.
  const last = goalsSoFar(team).at(-1);
  if (!last) return undefined;
  const ago = now - hockeyGameClock(last.period, last.second);
  // A goal the clock has not reached (data that disagree): not one to take back.
  return ago < 0 ? undefined : { id: `${last.period}:${last.second}`, ago };
}

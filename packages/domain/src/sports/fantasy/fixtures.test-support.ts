// Test support for the fantasy rule tests (not exported from the package): a hockey match of clubs
// `nhl-H` (home) and `nhl-A` (away) with attributed goals, its score the goals scored so far.
import type { MatchStatus } from '../matches';
import type { AttributedGoal } from './attribution';
import type { FantasyMatch } from './points';

export const goal = (
  side: 'home' | 'away',
  second: number,
  scorer: string,
  assists: string[] = [],
  period = 1,
): AttributedGoal => ({ side, period, second, scorer, assists });

/**
 * The match with its first `scored` goals (all by default) counted in its score; `shootout` adds the
 * deciding shootout goal to that side's score, as the simulator counts it.
 */
export function fantasyMatch(
  status: MatchStatus,
  goals: AttributedGoal[],
  scored = goals.length,
  shootout?: 'home' | 'away',
): FantasyMatch {
  const counted = goals.slice(0, scored);
  const score = (side: 'home' | 'away') =>
    counted.filter((g) => g.side === side).length + (status === 'FINISHED' && shootout === side ? 1 : 0);
  return {
    match: {
      feedGameId: 'm1',
      homeTeamId: 'nhl-H',
      awayTeamId: 'nhl-A',
      status,
      homeScore: score('home'),
      awayScore: score('away'),
    },
    goals,
  };
}

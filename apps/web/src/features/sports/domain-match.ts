import type { SportsLiveMatch, SportsMatch } from '@powerplay/contracts';
import type { Match } from '@powerplay/domain';

/** A match as the domain's rules read it, from the contracts' match (the live page's with its goals). */
export const toDomainMatch = (m: SportsMatch & Partial<Pick<SportsLiveMatch, 'goals'>>): Match => ({
  feedGameId: m.feedGameId,
  homeTeamId: m.home.teamId,
  awayTeamId: m.away.teamId,
  status: m.status,
  homeScore: m.home.score,
  awayScore: m.away.score,
  progress: m.progress,
  // A simulated hockey match's goals so far (6th Skater counts some of them twice).
  ...(m.goals ? { goals: m.goals } : {}),
});

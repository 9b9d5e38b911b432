import type { Job } from '../../platform/scheduler';
import type { LeaguesService } from './leagues';

// New contests come from the demo schedule or an operator well before they start: a look every 10 s
// is soon enough, and light with many partners.
const LOOK_EVERY_MS = 10_000;

/** Creates each league's recurring contests as their games are scheduled (a thin adapter). */
export function leagueContestsJob(leagues: LeaguesService): Job<string> {
  return {
    name: 'league-contests',
    async findDue(now) {
      const due = await leagues.dueLeagueContests();
      return { due, nextAt: now.getTime() + LOOK_EVERY_MS };
    },
    // Once per contest: a second run finds it made (by this process or another) and stops.
    runStep: (work) => leagues.createLeagueContest(work),
  };
}

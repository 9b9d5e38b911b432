import type { SportsEntryState } from './entry';
import type { TeamInMatch } from './matches';
import { sportsPowerplayIds } from './powerplay-catalogue';
import { applySportsPowerplay, type SportsPowerplayContext, type SportsPowerplayRefusal } from './powerplays';

/**
 * The powerplays that apply only at some moments of a match (docs/rules/sports.md "New powerplays"):
 * Refresh on a score of 11, No Goal within 2:00 of the team's last goal, 6th Skater once a period while
 * a period runs. The live page offers them only then, with the reason beside them otherwise.
 */
export const momentPowerplays: readonly number[] = [
  sportsPowerplayIds.refresh,
  sportsPowerplayIds.noGoal,
  sportsPowerplayIds.sixthSkater,
];

/**
 * Why the powerplay cannot act on the held team now, or null when it can: `applySportsPowerplay` itself,
 * run on the entry as it stands (nothing is kept), so the page and the server refuse alike. A powerplay
 * used up is said apart (the page shows "none left"), so it reads as null here.
 */
export function powerplayBlocked(
  ctx: SportsPowerplayContext,
  powerplayId: number,
  teamKey: string,
): SportsPowerplayRefusal | null {
  const outcome = applySportsPowerplay(ctx, { powerplayId, team: teamKey });
  if (typeof outcome !== 'string' || outcome === 'SPORTS_POWERPLAY_USED_UP') return null;
  return outcome;
}

/**
 * The period in which 6th Skater counts the held team's goals twice right now, or null: a window of the
 * current period of its live hockey match (it ends with the period).
 */
export function sixthSkaterPeriod(state: SportsEntryState, team: TeamInMatch): number | null {
  const { progress, status } = team.match;
  if (status !== 'LIVE' || progress?.league !== 'hockey' || progress.period < 1) return null;
  const active = state.sixthSkater?.[team.key]?.some((w) => w.period === progress.period);
  return active ? progress.period : null;
}

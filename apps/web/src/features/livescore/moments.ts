import type { SportsLiveScoreResponse } from '@powerplay/contracts';
import {
  momentPowerplays,
  powerplayBlocked,
  sixthSkaterPeriod,
  teamsOfMatches,
  type SportsPowerplayContext,
  type SportsPowerplayRefusal,
} from '@powerplay/domain';
import { toDomainMatch } from '../sports';

/** What a held team's row shows of the powerplays that apply only at some moments of its match. */
export interface TeamMoments {
  /** Refresh, No Goal, 6th Skater (those of the kit) that cannot act now, with the server's refusal. */
  blocked: ReadonlyMap<number, SportsPowerplayRefusal>;
  /** The period in which 6th Skater counts this team's goals twice, or null. */
  sixthSkater: number | null;
}

/**
 * Every held team's moments, by pick key, from the domain's own rules (docs/rules/sports.md "New
 * powerplays"): a powerplay the server would refuse now is off on the page, its reason beside it.
 */
export function teamMoments(data: SportsLiveScoreResponse): ReadonlyMap<string, TeamMoments> {
  const matches = data.matches.map(toDomainMatch);
  const ctx: SportsPowerplayContext = {
    state: data.state,
    matches,
    inventory: Object.fromEntries(data.powerplays.map((p) => [p.powerplayId, p.remaining])),
    limits: { min: data.entry.contest.minTeams, max: data.entry.contest.maxTeams },
    log: [],
  };
  const inKit = momentPowerplays.filter((id) => data.powerplays.some((p) => p.powerplayId === id));
  const teams = teamsOfMatches(matches);
  const moments = new Map<string, TeamMoments>();
  for (const key of data.state.picks) {
    const team = teams.get(key);
    if (!team || team.match.status !== 'LIVE') continue;
    const blocked = new Map<number, SportsPowerplayRefusal>();
    for (const id of inKit) {
      const refusal = powerplayBlocked(ctx, id, key);
      if (refusal) blocked.set(id, refusal);
    }
    moments.set(key, { blocked, sixthSkater: sixthSkaterPeriod(data.state, team) });
  }
  return moments;
}

import type { SportsMatchSoFar, SportsPrizeRow } from '@powerplay/contracts';
import { goalsSoFar, teamsOfMatches, type PrizeRow } from '@powerplay/domain';
import type { MatchRow } from './match-rows-repo';
import { domainMatchOf, matchOf } from './sports-views';

/**
 * The matches as they stand, each with a simulated hockey match's goals so far: what a page needs to
 * count 6th Skater's goals as the server does.
 */
export function matchesSoFar(rows: readonly MatchRow[]): SportsMatchSoFar[] {
  const matches = rows.map(domainMatchOf);
  const teams = teamsOfMatches(matches);
  return rows.map((m, i) => {
    const match = matchOf(m);
    const goals = matches[i]!.goals
      ? [...goalsSoFar(teams.get(match.home.pickKey)!), ...goalsSoFar(teams.get(match.away.pickKey)!)]
          .sort((a, b) => a.period - b.period || a.second - b.second)
          .map((g) => ({ ...g }))
      : undefined;
    return { ...match, ...(goals ? { goals } : {}) };
  });
}

/** A contest's prize row as the domain's rules read it. */
export const toDomainRow = (r: SportsPrizeRow): PrizeRow => ({
  noOfTeam: r.teams,
  kind: r.kind,
  amount: r.amount,
  ...(r.description !== null ? { description: r.description } : {}),
  ...(r.retailValueCents !== null ? { retailValueCents: r.retailValueCents } : {}),
});

import type { PrizeRow } from '../contests';
import { teamsOfMatches, type Match } from '../matches';
import { sportsPowerplayIds as ids } from '../powerplay-catalogue';
import { cashRow, checkRows, resultOf, rowWithKey, typedFigures } from './common';
import type { ContestTypeHeadline, ContestTypeInput, ContestTypeOutcomeBase } from './common';
import type { StandingFigures, TypedPick } from './common';
import type { ContestTypeDefinition, PickLineRefusal } from './definition';

/** The most games a PowerLine set may have: an NFL week has at most 16. */
export const POWERLINE_MAX_GAMES = 16;

/**
 * A grid row's key: the line's rank, 1 for a perfect line, 2 for one miss, and so on (a row key is at
 * least 1, so it counts from 1 rather than counting misses).
 */
export const powerlineRank = (misses: number) => misses + 1;

/** The seeded grid (docs/rules/sports.md "NFL PowerLine"): a perfect line $2,000, one miss $100. */
export const powerlineSeedGrid: readonly PrizeRow[] = [
  cashRow(powerlineRank(0), 2000),
  cashRow(powerlineRank(1), 100),
];

/**
 * Where a pick stands: once its match is over, `hit` (its team won) or `miss` (lost or tied); before,
 * whether its team leads, trails or is level.
 */
export type PowerlinePick = 'hit' | 'miss' | 'leading' | 'trailing' | 'level';

export function powerlinePick(pick: TypedPick): PowerlinePick {
  const margin = pick.margin ?? 0;
  if (pick.final) return margin > 0 ? 'hit' : 'miss';
  return margin > 0 ? 'leading' : margin < 0 ? 'trailing' : 'level';
}

export interface PowerlineOutcome extends ContestTypeOutcomeBase {
  rule: 'powerline';
  headline: ContestTypeHeadline;
  /** Each pick's standing, in pick order. */
  line: PowerlinePick[];
  hits: number;
  /** Decided misses, a game of the set left without a pick counting as one. */
  misses: number;
  /** Picks whose match is not over. */
  open: number;
}

/**
 * PowerLine (docs/rules/sports.md "NFL PowerLine"): every game's winner picked; the entry wins the row of
 * its number of misses (a tie is a miss). While games are still to finish, the row it plays for is the
 * one its misses so far leave it on: the best it can still reach.
 */
export function powerlineOutcome({ picks, finished, grid, games }: ContestTypeInput): PowerlineOutcome {
  const line = picks.map(powerlinePick);
  const hits = line.filter((p) => p === 'hit').length;
  const missed = line.filter((p) => p === 'miss').length;
  const unpicked = Math.max(0, (games ?? picks.length) - picks.length);
  const misses = missed + unpicked;
  const open = picks.length - hits - missed;
  const prize = picks.length > 0 ? rowWithKey(grid, powerlineRank(misses)) : undefined;
  return {
    rule: 'powerline',
    result: resultOf(prize !== undefined, finished),
    picks: picks.length,
    rowKey: prize?.noOfTeam,
    prize,
    line,
    hits,
    misses,
    open,
    headline: { code: 'SPORTS_POWERLINE_HEADLINE', params: { hits, misses, open } },
  };
}

/** Picks make a line when they hold exactly one team of every match of the set. */
export function checkPowerlinePicks(
  picks: readonly string[],
  matches: readonly Match[],
): PickLineRefusal | null {
  const teams = teamsOfMatches(matches);
  const games = new Set(picks.map((key) => teams.get(key)?.match.feedGameId));
  const complete = picks.length === matches.length && games.size === matches.length && !games.has(undefined);
  return complete ? null : 'SPORTS_POWERLINE_EVERY_GAME';
}

/** A PowerLine grid: rows keyed by rank, 1 (perfect) to one more than the most games. */
export const checkPowerlineGrid = (grid: readonly PrizeRow[]) =>
  checkRows(grid, (key) => key >= 1 && key <= powerlineRank(POWERLINE_MAX_GAMES));

/** The live page's figures: each pick's standing. */
export interface PowerlineFigures extends StandingFigures {
  line: PowerlinePick[];
}

export const powerlineStanding = (o: PowerlineOutcome): PowerlineFigures => ({
  ...typedFigures(o),
  line: [...o.line],
});

/** PowerLine's kit (docs/rules/sports.md "NFL PowerLine"). */
export const powerlineKit = { [ids.swap]: 1, [ids.lock]: 1, [ids.undo]: 1 };

export const powerline: ContestTypeDefinition<'powerline', PowerlineOutcome> = {
  rule: 'powerline',
  sports: ['football'],
  limits: { min: 1, max: POWERLINE_MAX_GAMES },
  limitsFixed: true,
  picksAllowed: (n) => Number.isInteger(n) && n >= 1 && n <= POWERLINE_MAX_GAMES,
  countRefusal: () => null,
  pickLine: checkPowerlinePicks,
  swapInMatch: true,
  outcome: powerlineOutcome,
  standing: powerlineStanding,
  friendsScore: (o) => o.hits,
  rowsByTeams: false,
  seedGrid: () => powerlineSeedGrid,
  checkGrid: checkPowerlineGrid,
  kit: powerlineKit,
  // Lock keeps a my_score the outcome never reads: it only guards the pick from the player's own Swap.
  lockKeeps: 'current',
};

import {
  cashRow,
  contestTypeRules,
  contestTypes,
  type PrizeRow,
  type Sport,
  type TeamLimits,
  defaultKitFor,
  sportsKit,
} from '@powerplay/domain';
import type { Insertable, Transaction } from 'kysely';
import type { DB, SportsPrizeRowsTable } from '../../db/schema';
import { contestTypeNames } from './contest-types';
import { publishContestChanged } from './events';
import { gameTypeIdOf, insertContestWithGrid } from './schedule-repo';

/** The demo game sets' contests and their prize grids. */

type Trx = Transaction<DB>;

const SPONSOR = 'Powerplay';

const cash = (cents: number[]) => cents.map((amount, i) => ({ teams: i + 1, kind: 'cash' as const, amount }));
const points = (amounts: number[]) =>
  amounts.map((amount, i) => ({ teams: i + 1, kind: 'points' as const, amount }));

/** Prize grids, rows 1..10 teams: harder rows pay more (cents, or points for hockey). */
export const demoPrizeGrids = {
  // Every pick on exactly one run: each added team makes it rarer.
  baseballAce: cash([500, 1000, 2500, 5000, 10000, 25000, 50000, 100000, 250000, 500000]),
  // 21 runs: one or two teams rarely score that many, ten teams almost always bust.
  blackjack: cash([100000, 25000, 5000, 2500, 2500, 5000, 10000, 25000, 50000, 100000]),
  hockeyAce: points([100, 250, 500, 1000, 2500, 5000, 10000, 25000, 50000, 100000]),
};

export async function addContest(
  trx: Trx,
  gameSetId: number,
  gameTypeId: number | undefined,
  name: string,
  grid: Omit<Insertable<SportsPrizeRowsTable>, 'contest_id'>[],
  rules: { limits: TeamLimits; kit: Readonly<Record<number, number>> } = {
    limits: { min: 1, max: 10 },
    kit: sportsKit,
  },
) {
  if (gameTypeId === undefined) return;
  const contestId = await insertContestWithGrid(
    trx,
    {
      game_set_id: gameSetId,
      game_type_id: gameTypeId,
      name,
      sponsor: SPONSOR,
      min_teams: rules.limits.min,
      max_teams: rules.limits.max,
      eligibility: 'ALL',
      restriction: 'ENTRY',
      prize_kind: grid[0]!.kind,
      powerplay_kit: JSON.stringify(rules.kit),
    },
    grid,
  );
  await publishContestChanged(trx, contestId);
}

/**
 * Zones' grid (the rules name no figures; docs/game-rules-deviations.md): cash by the number of teams
 * placed, every one of which must land in its zone.
 */
export const zonesDemoGrid: readonly PrizeRow[] = [2, 5, 10, 25, 50, 100, 250, 500, 1000, 2500].map(
  (dollars, i) => cashRow(i + 1, dollars),
);

/**
 * A contest of each of High 5, Zones, Pick 5 and Brackets on a game set (docs/rules/sports.md "Other contest
 * types"): the type's limits, its kit, and its seeded grid for the sport. A type whose fewest picks are more
 * than the set's `teams` is left out (an NBA day of two games has four teams: no High 5 or Pick 5 on it), so
 * the lobby never takes an entry that cannot be picked.
 */
export async function addContestTypes(
  trx: Trx,
  gameSetId: number,
  sportId: number,
  sport: Sport,
  teams: number,
) {
  for (const rule of contestTypeRules) {
    const type = contestTypes[rule];
    if (type.limits.min > teams || (type.sports && !type.sports.includes(sport))) continue;
    const grid = type.seedGrid(sport) ?? zonesDemoGrid;
    await addContest(
      trx,
      gameSetId,
      await gameTypeIdOf(trx, sportId, rule),
      contestTypeNames[rule],
      grid.map((r) => ({ teams: r.noOfTeam, kind: r.kind, amount: r.amount })),
      { limits: type.limits, kit: defaultKitFor(rule, sport) },
    );
  }
}

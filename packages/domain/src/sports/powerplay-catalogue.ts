/**
 * The sports powerplays by id and name, and the original kit (docs/rules/sports.md "Sports powerplays"):
 * what a kit or a request names, apart from what each one does (powerplays.ts).
 */

/** Sports powerplay ids. */
export const sportsPowerplayIds = {
  lock: 1,
  remove: 4,
  add: 5,
  refresh: 13,
  decrease: 18,
  increase: 19,
  undo: 21,
  swap: 24,
  double: 30,
  triple: 31,
  noGoal: 33,
  sixthSkater: 34,
  starPower: 35,
} as const;
export type SportsPowerplayId = (typeof sportsPowerplayIds)[keyof typeof sportsPowerplayIds];

/**
 * The order the live page lists powerplays in: the classic table (Increase … Add), then the new ones
 * (Double, Triple, No Goal, 6th Skater), then fantasy's Star Power.
 */
export const sportsPowerplayOrder: readonly SportsPowerplayId[] = [
  sportsPowerplayIds.increase,
  sportsPowerplayIds.decrease,
  sportsPowerplayIds.refresh,
  sportsPowerplayIds.lock,
  sportsPowerplayIds.undo,
  sportsPowerplayIds.swap,
  sportsPowerplayIds.remove,
  sportsPowerplayIds.add,
  sportsPowerplayIds.double,
  sportsPowerplayIds.triple,
  sportsPowerplayIds.noGoal,
  sportsPowerplayIds.sixthSkater,
  sportsPowerplayIds.starPower,
];

export const sportsPowerplayNames: Record<SportsPowerplayId, string> = {
  19: 'Increase',
  18: 'Decrease',
  13: 'Refresh',
  1: 'Lock',
  21: 'Undo',
  24: 'Swap',
  4: 'Remove',
  5: 'Add',
  30: 'Double',
  31: 'Triple',
  33: 'No Goal',
  34: '6th Skater',
  35: 'Star Power',
};

/** The powerplays of the original sports kit (docs/rules/sports.md "Sports powerplays"). */
export type ClassicSportsPowerplayId = 19 | 18 | 13 | 1 | 21 | 24 | 4 | 5;

/** What Double and Triple multiply a held team's my_score by (docs/rules/sports.md "New powerplays"). */
export const sportsMultipliers: Readonly<Record<number, number>> = { 30: 2, 31: 3 };

/** The kit each entry receives (docs/rules/sports.md "Sports powerplays"; configurable per contest). */
export const sportsKit: Readonly<Record<ClassicSportsPowerplayId, number>> = {
  19: 3,
  18: 3,
  13: 1,
  1: 2,
  21: 2,
  24: 1,
  4: 1,
  5: 1,
};

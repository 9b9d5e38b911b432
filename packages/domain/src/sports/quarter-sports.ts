/**
 * Basketball and football (docs/rules/sports.md "Basketball and football"): the quarter replay and the two
 * simulators.
 */
export * from './quarter-replay';
export * from './basketball-sim';
export * from './football-sim';

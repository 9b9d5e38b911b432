/**
 * For the property tests only (not exported from the package; the rules never read the environment).
 * The tests run on Node, whose `process` the domain's types leave out on purpose.
 */
declare const process: { env: Record<string, string | undefined> } | undefined;

/**
 * The suite's convention (README, `npm run test:properties`): PROPERTY_RUNS sets how many cases each
 * property tries; without it, `fallback` — small, so `npm test` stays quick on 2 cores.
 */
export function propertyRuns(fallback = 60): number {
  const runs = Number(typeof process === 'undefined' ? undefined : process?.env.PROPERTY_RUNS);
  return Number.isInteger(runs) && runs > 0 ? runs : fallback;
}

/**
 * A statistical test's sample size: `small` in `npm test`, `full` when PROPERTY_RUNS asks for the long run
 * (`npm run test:properties`).
 */
export function sampleSize(small: number, full: number): number {
  return typeof process !== 'undefined' && process?.env.PROPERTY_RUNS ? full : small;
}

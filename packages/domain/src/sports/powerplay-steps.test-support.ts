// Test support for the sports powerplay tests (not exported from the package): one powerplay applied to
// a context as the server's service does it, and a team's my_score in a context.
import type { PowerplayUse } from '../powerplays/inventory';
import { myScore, type SportsEntryState } from './entry';
import { teamsOfMatches } from './matches';
import { applySportsPowerplay, type SportsPowerplayContext, type SportsPowerplayRequest } from './powerplays';

/** Applies one powerplay: the context after it (state, inventory, log with its use), or the refusal. */
export function run(c: SportsPowerplayContext, req: SportsPowerplayRequest) {
  const out = applySportsPowerplay(c, req);
  if (typeof out === 'string') return { c, refusal: out };
  const use: PowerplayUse<SportsEntryState> = { ...out.use, useNumber: c.log.length + 1 };
  return { c: { ...c, state: out.state, inventory: out.inventory, log: [...c.log, use] }, refusal: null };
}

/** A held team's my_score in the context. */
export const scoreOf = (c: SportsPowerplayContext, key: string) =>
  myScore(c.state, teamsOfMatches(c.matches).get(key)!);

import { splitPrizes, type TierResult } from '../lottery/prizes';
import type { Ranking } from './ordering';
import { draftPrizeTiers } from './rules';

/** A row against the actual pick at its position: decided (Match! / Not Matched!) or still TBD. */
export type RowMatch = 'MATCH' | 'NOT_MATCHED' | 'TBD';

/**
 * Each row of a ranking against the actual picks so far (`actual[k]` = the prospect taken at pick k+1).
 * A row matches when the player's rank equals the prospect's actual draft position (docs/rules/draft.md
 * "Matching and prizes"); rows whose pick has not been made are TBD.
 */
export function rowMatches(ranking: Ranking, actual: readonly number[]): RowMatch[] {
  return ranking.map((id, i) => (i >= actual.length ? 'TBD' : actual[i] === id ? 'MATCH' : 'NOT_MATCHED'));
}

export const matchedCount = (ranking: Ranking, actual: readonly number[]) =>
  rowMatches(ranking, actual).filter((m) => m === 'MATCH').length;

/** A row is decided (locked against powerplays) once the pick at its position has been made. */
export const isDecided = (index: number, picksMade: number) => index < picksMade;

/** The prize tier a final count of matches wins, if any. */
export const draftTierOf = (matched: number) => draftPrizeTiers.find((t) => t.hits === matched) ?? null;

/**
 * Settlement's split of the tiers (docs/rules/draft.md "Matching and prizes"): each tier divided equally
 * among the entries with that many matches, floored, the remainder the house's (the one `splitPrizes` of
 * every game).
 */
export function splitDraftPrizes(matchedByEntry: readonly number[]): TierResult[] {
  const winners = new Map<number, number>();
  for (const m of matchedByEntry) winners.set(m, (winners.get(m) ?? 0) + 1);
  return splitPrizes(draftPrizeTiers, winners);
}

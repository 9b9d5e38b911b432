/**
 * A player's ranking is a list of prospect ids: index 0 is their pick 1. A row's rank, projected team
 * and gear link belong to the position, so moving a prospect is swapping it with a neighbour
 * (docs/rules/draft.md "Entries and ordering"); a drag is the same as repeated single moves.
 */
export type Ranking = readonly number[];

/** Swaps the rows at two positions (0-based); the same ranking when either is out of range. */
export function swapRows(ranking: Ranking, a: number, b: number): number[] {
  const next = [...ranking];
  if (a === b || !(a in next) || !(b in next)) return next;
  [next[a], next[b]] = [next[b]!, next[a]!];
  return next;
}

export const moveUp = (ranking: Ranking, index: number) => swapRows(ranking, index, index - 1);
export const moveDown = (ranking: Ranking, index: number) => swapRows(ranking, index, index + 1);

/** A drag from one position to another, as the single moves it is made of. */
export function moveTo(ranking: Ranking, from: number, to: number): number[] {
  let next = [...ranking];
  if (!(from in next) || !(to in next)) return next;
  for (let i = from; i < to; i += 1) next = moveDown(next, i);
  for (let i = from; i > to; i -= 1) next = moveUp(next, i);
  return next;
}

export type SubmissionRefusal = 'DRAFT_PICKS_COUNT' | 'DRAFT_PICK_DUPLICATE' | 'DRAFT_PICK_UNKNOWN';

/**
 * A submitted top 32: exactly `picks` distinct prospects of the pool. Answers the refusal, or null
 * when the submission stands.
 */
export function checkSubmission(
  ranking: Ranking,
  pool: ReadonlySet<number>,
  picks: number,
): SubmissionRefusal | null {
  if (ranking.length !== picks) return 'DRAFT_PICKS_COUNT';
  if (new Set(ranking).size !== ranking.length) return 'DRAFT_PICK_DUPLICATE';
  if (ranking.some((id) => !pool.has(id))) return 'DRAFT_PICK_UNKNOWN';
  return null;
}

/**
 * The order a player's saved entry shows in: their submitted rows first in their
 * ranking, then the rest of the pool in its default order.
 */
export function withSaved(defaultOrder: Ranking, saved: Ranking | null): number[] {
  if (!saved || saved.length === 0) return [...defaultOrder];
  const chosen = new Set(saved);
  return [...saved, ...defaultOrder.filter((id) => !chosen.has(id))];
}

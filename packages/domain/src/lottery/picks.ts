import type { GameTypeConfig } from './games';

export type PickRefusal = 'PICKS_TOO_MANY' | 'PICKS_TOO_FEW' | 'PICK_OUT_OF_RANGE' | 'PICKS_DUPLICATE';

type Shape = Pick<GameTypeConfig, 'picks' | 'min' | 'max'>;

/** A full entry: exactly `picks` distinct integers in range. */
export function checkPicks(game: Shape, numbers: readonly number[]): PickRefusal | null {
  if (numbers.some((n) => !Number.isInteger(n) || n < game.min || n > game.max)) return 'PICK_OUT_OF_RANGE';
  if (new Set(numbers).size !== numbers.length) return 'PICKS_DUPLICATE';
  if (numbers.length > game.picks) return 'PICKS_TOO_MANY';
  if (numbers.length < game.picks) return 'PICKS_TOO_FEW';
  return null;
}

/** Toggling a number on the pick grid: off when held, on when there is room; refused at the limit. */
export function togglePick(game: Shape, held: readonly number[], n: number): number[] | 'PICKS_TOO_MANY' {
  if (held.includes(n)) return held.filter((x) => x !== n);
  if (held.length >= game.picks) return 'PICKS_TOO_MANY';
  return [...held, n];
}

export const sortedPicks = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b);

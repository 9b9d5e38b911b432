/**
 * The powerplay inventory of one entry, for any game: powerplay id → uses remaining. Each game defines
 * its own ids (lottery 1–5, sports up to 24) and its kit; these rules are the same for all of them.
 */
export type PowerplayInventory = Readonly<Record<number, number>>;

/** One row of an entry's append-only use log. */
export interface PowerplayUse<S = unknown> {
  useNumber: number;
  powerplayId: number;
  /** The use this one undid (an Undo), else null. */
  undoes: number | null;
  before: S;
  after: S;
}

export const remainingOf = (inv: PowerplayInventory, id: number) => inv[id] ?? 0;

/** A powerplay id of `kit` with at least one use left. */
export const canSpend = (inv: PowerplayInventory, id: number) => remainingOf(inv, id) > 0;

/** The inventory after one use of `id` (the caller has checked `canSpend`). */
export function spend(inv: PowerplayInventory, id: number): Record<number, number> {
  return { ...inv, [id]: remainingOf(inv, id) - 1 };
}

/** The next use's number: uses are numbered 1, 2, 3 … per entry (powerplay randomness is keyed by it). */
export const nextUseNumber = (log: readonly Pick<PowerplayUse, 'useNumber'>[]) =>
  log.reduce((n, u) => Math.max(n, u.useNumber), 0) + 1;

/**
 * The use an Undo would revert: the latest use that is not itself an Undo and has not been undone yet.
 * Undefined when there is nothing to undo.
 */
export function lastUndoable<S>(log: readonly PowerplayUse<S>[]): PowerplayUse<S> | undefined {
  const undone = new Set(log.flatMap((u) => (u.undoes === null ? [] : [u.undoes])));
  return [...log]
    .sort((a, b) => b.useNumber - a.useNumber)
    .find((u) => u.undoes === null && !undone.has(u.useNumber));
}

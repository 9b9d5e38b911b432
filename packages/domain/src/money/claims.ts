/**
 * A prize claim's state in one currency (docs/decisions/016): what its ledger rows have paid so far (net
 * of reversals) and what the player still owes from reversals the balance could not cover.
 */
export interface ClaimState {
  paid: number;
  owed: number;
}

/** The postings that bring a claim to its target; each is ≥ 0 and at most two are non-zero. */
export interface ClaimPostings {
  /** Owed amount forgiven because the prize came back (no money moves). */
  clear: number;
  /** Credited to the balance. */
  credit: number;
  /** Taken back from the balance. */
  debit: number;
  /** The part of a reversal the balance could not cover: a new receivable. */
  owe: number;
}

/**
 * Brings a claim to `target` (the prize its latest result pays), given what the balance holds now.
 * The claim's worth to the player is paid − owed; only the difference from the target moves. A rise
 * first clears what is owed, then credits; a fall takes back what the balance holds (never below zero)
 * and records the rest as owed. So any sequence of corrections leaves paid − owed = the last target,
 * whatever the player withdrew in between, and nothing is ever paid twice.
 */
export function reconcileClaim(state: ClaimState, target: number, available: number): ClaimPostings {
  const none = { clear: 0, credit: 0, debit: 0, owe: 0 };
  const difference = target - (state.paid - state.owed);
  if (difference > 0) {
    const clear = Math.min(state.owed, difference);
    return { ...none, clear, credit: difference - clear };
  }
  if (difference < 0) {
    const debit = Math.min(-difference, Math.max(0, available));
    return { ...none, debit, owe: -difference - debit };
  }
  return none;
}

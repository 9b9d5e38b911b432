import type { PrizeTier } from '../lottery/games';

/** Rows a player submits and the actual picks of the round. */
export const DRAFT_PICKS = 32;

/** Draft powerplay ids (1 up, 2 down, 3 swap, 4 undo). */
export const draftPowerplayIds = { up: 1, down: 2, swap: 3, undo: 4 } as const;
export type DraftPowerplayId = (typeof draftPowerplayIds)[keyof typeof draftPowerplayIds];

export const draftPowerplayNames: Record<DraftPowerplayId, string> = {
  1: 'Move Up',
  2: 'Move Down',
  3: 'Swap',
  4: 'Undo',
};

/** Each entry's kit: 10 of each (docs/rules/draft.md "Live powerplays"; configurable per contest). */
export const draftKit: Readonly<Record<DraftPowerplayId, number>> = { 1: 10, 2: 10, 3: 10, 4: 10 };

/**
 * Prize tiers by matched picks, in cents (docs/rules/draft.md "Matching and prizes"), each split equally
 * among its winners.
 */
export const draftPrizeTiers: readonly PrizeTier[] = [
  { hits: 32, amount: 2_500_000, kind: 'cash' },
  { hits: 31, amount: 100_000, kind: 'cash' },
  { hits: 30, amount: 50_000, kind: 'cash' },
  { hits: 29, amount: 20_000, kind: 'cash' },
  { hits: 28, amount: 10_000, kind: 'cash' },
];

/**
 * Where a draft is (docs/rules/draft.md "States"): open for entries until the pick deadline, then locked
 * until the first pick, live while picks come in, final once the 32nd pick is in.
 */
export type DraftStatus = 'open' | 'locked' | 'live' | 'final';

export interface DraftTimeline {
  pickDeadline: number;
  startAt: number;
  picksMade: number;
}

export function draftStatus(d: DraftTimeline, now: number): DraftStatus {
  if (d.picksMade >= DRAFT_PICKS) return 'final';
  if (d.picksMade > 0 || now >= d.startAt) return 'live';
  return now >= d.pickDeadline ? 'locked' : 'open';
}

type Listed = { status: DraftStatus; startAt: string };

/** The first contest of the first status in `order` that has one, else the latest to start. */
function firstOf<T extends Listed>(contests: readonly T[], order: readonly DraftStatus[]): T | null {
  for (const status of order) {
    const found = contests.find((c) => c.status === status);
    if (found) return found;
  }
  return [...contests].sort((a, b) => Date.parse(b.startAt) - Date.parse(a.startAt))[0] ?? null;
}

/**
 * The draft a landing shows (docs/rules/draft.md "States": a live draft must be easy to find): the live one
 * first (the earliest to start when several are), else the next upcoming — the first open one (the next
 * to enter), else the one between deadline and first pick — else the latest. `contests` in the order the
 * draft list gives them (soonest first).
 */
export function featuredDraft<T extends Listed>(contests: readonly T[]): T | null {
  return firstOf(contests, ['live', 'open', 'locked']);
}

/**
 * The draft the old client's draft calls address (they name none, yet enter and rank through
 * them): the first open one, the next to enter, even while another is live; else as `featuredDraft`'s
 * fallbacks.
 */
export function draftToEnter<T extends Listed>(contests: readonly T[]): T | null {
  return firstOf(contests, ['open', 'live', 'locked']);
}

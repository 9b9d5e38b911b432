import { entriesOpen } from './contests';

/**
 * docs/rules/sports.md "Waiting For Players": a contest may need a minimum number of entries (`min_players`).
 * The default, 1, sets no minimum — nobody waits for a first player, so the demo's contests never wait.
 */
export interface ContestPlayers {
  minPlayers: number;
  /** Entries taken so far. */
  entries: number;
  /** Cancelled at its lock for want of players (settlement never reaches it). */
  cancelled: boolean;
}

/** The game set as the lock reads it (entriesOpen's view). */
export interface LockingGameSet {
  status: 'UNPLAYED' | 'LIVE' | 'FINISHED';
  startAt: number;
}

/**
 * Where a contest stands on its minimum at `now`:
 * - `PLAYING`: no minimum, or reached — picks and powerplays follow the usual rules;
 * - `WAITING`: short while entries are open (Waiting For Players; picking is refused);
 * - `CANCEL`: short at the lock (its first match has started) — to be cancelled, nothing picked meanwhile;
 * - `CANCELLED`: cancelled (its entries voided, allowances given back, nothing paid).
 */
export type PlayersStanding = 'PLAYING' | 'WAITING' | 'CANCEL' | 'CANCELLED';

/** Fewer entries than the contest's minimum (a minimum of 1 is no minimum). */
export const shortOfPlayers = (c: Pick<ContestPlayers, 'minPlayers' | 'entries'>): boolean =>
  c.minPlayers > 1 && c.entries < c.minPlayers;

export function playersStanding(c: ContestPlayers, gameSet: LockingGameSet, now: number): PlayersStanding {
  if (c.cancelled) return 'CANCELLED';
  if (!shortOfPlayers(c)) return 'PLAYING';
  return entriesOpen(gameSet, now) ? 'WAITING' : 'CANCEL';
}

/** Whether the lock's step cancels the contest now: short of its minimum once entries have closed. */
export const cancelsAtLock = (c: ContestPlayers, gameSet: LockingGameSet, now: number): boolean =>
  playersStanding(c, gameSet, now) === 'CANCEL';

export type PlayersRefusal = 'SPORTS_WAITING_FOR_PLAYERS' | 'SPORTS_CONTEST_CANCELLED';

/**
 * Picking (saving picks, a powerplay) in a contest: refused while it waits for players — and between
 * the lock and its cancellation — with "Cannot perform action until the required number of players
 * join", and once cancelled. Null when the minimum allows it.
 */
export function playersRefusal(standing: PlayersStanding): PlayersRefusal | null {
  if (standing === 'CANCELLED') return 'SPORTS_CONTEST_CANCELLED';
  if (standing === 'WAITING' || standing === 'CANCEL') return 'SPORTS_WAITING_FOR_PLAYERS';
  return null;
}

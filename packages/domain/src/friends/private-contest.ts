/**
 * A private contest's life (docs/rules/friends.md "Private contests"), from its game's state and its
 * members: pure, so the server and the pages agree.
 */

/**
 * A game (a sports contest, a draw or a draft) as a private contest on it sees it: its state, and its members'
 * entries, each scored by the game's own rule (higher better). Each kind of game builds it.
 */
export interface GameAmongFriends {
  kind: 'sports' | 'lottery' | 'draft';
  /** The sports contest's, the draw's or the draft's id. */
  id: number;
  /** Sports: the game set, whose stream carries every score change. */
  gameSetId: number | null;
  /** Lottery: the draw's game type (747, Sweet 16 …). */
  lotteryGameType: string | null;
  /** "High 5 · NBA replay: …", "Lotto 747 · Dec 7, 10:00 UTC". */
  title: string;
  startAt: Date;
  /** Entries are taken: the game has not started. */
  open: boolean;
  cancelled: boolean;
  settled: boolean;
  /** By player: their entry, its result and its score among friends. */
  entries: Map<
    number,
    { entryId: number; enteredAt: Date; picks: string[]; result: 'WON' | 'LOST' | 'POSSIBLE'; score: number }
  >;
}

export type PrivateContestStatus = 'open' | 'waiting' | 'live' | 'cancelled' | 'settled';

export interface PrivateContestFacts {
  /** The game still takes entries (it has not started). */
  open: boolean;
  /** The game itself was cancelled (its own Waiting For Players). */
  gameCancelled: boolean;
  /** The game's results are final. */
  settled: boolean;
  members: number;
  minPlayers: number;
}

/**
 * Open while the game takes entries (`waiting` while short of the minimum); once it starts, `cancelled`
 * when it did so short of the minimum (or the game was cancelled), else `live`, then `settled`.
 */
export function privateContestStatus(f: PrivateContestFacts): PrivateContestStatus {
  if (f.gameCancelled) return 'cancelled';
  const short = f.members < f.minPlayers;
  if (f.open) return short ? 'waiting' : 'open';
  if (short) return 'cancelled';
  return f.settled ? 'settled' : 'live';
}

/** The contest still takes members: its game has not started. */
export const takesMembers = (status: PrivateContestStatus) => status === 'open' || status === 'waiting';

/**
 * Why a join is refused at this status and count, in the order it is checked (cancelled, started,
 * full); null when it may go on. Pages ask it of what they show; the server asks it again on joining.
 */
export function joinRefusalAt(
  status: PrivateContestStatus,
  members: number,
  size: number,
): 'FRIENDS_CONTEST_CANCELLED' | 'FRIENDS_CONTEST_STARTED' | 'FRIENDS_CONTEST_FULL' | null {
  if (status === 'cancelled') return 'FRIENDS_CONTEST_CANCELLED';
  if (!takesMembers(status)) return 'FRIENDS_CONTEST_STARTED';
  if (members >= size) return 'FRIENDS_CONTEST_FULL';
  return null;
}

/** Why a join is refused, in the order it is checked; null when it may go on. */
export const joinRefusal = (f: PrivateContestFacts & { size: number }) =>
  joinRefusalAt(privateContestStatus(f), f.members, f.size);

/**
 * Whether a member sees another's picks: always their own; everyone's once the game has started; before
 * that only when the contest was created to show them.
 */
export const picksShown = (o: { status: PrivateContestStatus; picksVisible: boolean; own: boolean }) =>
  o.own || o.picksVisible || !takesMembers(o.status);

import type { SportsContest } from '@powerplay/contracts';
import { messageOf } from '../../lib/messages';

/**
 * docs/rules/sports.md "Waiting For Players": a contest short of its minimum says so with how many have
 * joined, and one cancelled at its lock for want of players says that. Nothing for a contest that plays.
 */
export const WAITING_FOR_PLAYERS = 'Waiting For Players';

/** "2 of 3 players": the entries so far against the contest's minimum. */
export const joinedText = (c: Pick<SportsContest, 'entries' | 'minPlayers'>) =>
  `${c.entries} of ${c.minPlayers} players`;

/** The lobby's badge beside a contest's entries (a short line; the contest page says more). */
export function PlayersBadge({ contest }: { contest: SportsContest }) {
  if (contest.status === 'WAITING_FOR_PLAYERS')
    return (
      <span className="badge-waiting" title={joinedText(contest)}>
        {WAITING_FOR_PLAYERS}
        <span className="visually-hidden">{`: ${joinedText(contest)}`}</span>
      </span>
    );
  if (contest.cancelledAt !== null) return <span className="badge-cancelled">Cancelled</span>;
  return null;
}

/** The contest page's line under its header (team selection, live score). */
export function PlayersNotice({ contest }: { contest: SportsContest }) {
  if (contest.status === 'WAITING_FOR_PLAYERS')
    return (
      <p className="players-notice" role="status">
        <strong>{WAITING_FOR_PLAYERS}</strong>
        {` — ${joinedText(contest)} have joined. Picks open once ${contest.minPlayers} have entered.`}
      </p>
    );
  if (contest.cancelledAt !== null)
    return (
      <p className="players-notice players-notice-cancelled" role="status">
        {messageOf('SPORTS_CONTEST_CANCELLED').message}
      </p>
    );
  return null;
}

import {
  ID_PATTERN,
  MAX_ID,
  type Invitation,
  type PrivateContest,
  type PrivateContestStatus,
} from '@powerplay/contracts';
import { joinRefusalAt, takesMembers } from '@powerplay/domain';
import { messageOf, noticeText } from '../../lib/messages';

// The status labels of a private contest (docs/rules/friends.md "Private contests"); its sentences are the
// contracts' notices.
export const statusLabels: Record<PrivateContestStatus, string> = {
  open: 'Open',
  waiting: 'Waiting for players',
  live: 'Live',
  cancelled: 'Cancelled',
  settled: 'Final',
};

/** The line under the status, where it needs one: why the contest waits, or why it was cancelled. */
export function statusLine(
  contest: Pick<PrivateContest, 'status' | 'memberCount' | 'minPlayers'>,
): string | null {
  if (contest.status === 'waiting') {
    const { memberCount: n, minPlayers: min } = contest;
    return noticeText('FRIENDS_WAITING', { n, min, more: min - n });
  }
  if (contest.status === 'cancelled') return messageOf('FRIENDS_CONTEST_CANCELLED').message;
  return null;
}

/** "3 of 10 members". */
export const membersText = (contest: Pick<PrivateContest, 'memberCount' | 'size'>) =>
  `${contest.memberCount} of ${contest.size} members`;

/** Why an invitation cannot be taken up any more (the domain's order); null while it can. */
export const closedReason = (invitation: Pick<Invitation, 'status' | 'memberCount' | 'size'>) =>
  joinRefusalAt(invitation.status, invitation.memberCount, invitation.size);

/** The contest still takes members (its game has not started). */
export const beforeStart = takesMembers;

/** The join link of a code: `<origin>/join/7KQ2M-X9D4T`. */
export const joinLink = (code: string, origin = window.location.origin) =>
  `${origin}/join/${encodeURIComponent(code)}`;

/** A positive id from the address (the contracts' id rule), or null (which no contest or league has). */
export const idOf = (raw: string | undefined): number | null =>
  raw !== undefined && ID_PATTERN.test(raw) && Number(raw) <= MAX_ID ? Number(raw) : null;

import type { Invitation, User } from '@powerplay/contracts';
import { useParams } from 'react-router';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { Loading } from '../../components/ui/Loading';
import { QueryError } from '../../components/ui/QueryError';
import { messageOf } from '../../lib/messages';
import { formatDateTime } from '../../lib/time';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useMe } from '../auth';
import { useInvitation, useJoinPrivateContest } from './api';
import { AlreadyMember, InvitationFrame, JoinButton, SignUpToJoin } from './Invitation';
import { closedReason, membersText, statusLabels } from './status';
import '../../components/ui/panels.css';
import './friends.css';

/** `/join/:code`: what an invitation invites to, and joining it (signing up or in first if need be). */
export function JoinPage() {
  useDocumentTitle('Join a private contest');
  const { code = '' } = useParams();
  return (
    <InvitationFrame titleId="join-title" title="Join a private contest" code={code}>
      {(valid) => <InvitationView code={valid} />}
    </InvitationFrame>
  );
}

function InvitationView({ code }: { code: string }) {
  const me = useMe();
  const invitation = useInvitation(code);
  if (invitation.isPending) return <Loading />;
  if (invitation.isError) {
    return (
      <QueryError
        error={invitation.error}
        onRetry={() => void invitation.refetch()}
        retrying={invitation.isFetching}
      />
    );
  }
  const contest = invitation.data;
  return (
    <article className="account-card" aria-labelledby="join-contest-name">
      <h2 id="join-contest-name" className="break">
        {contest.name}
      </h2>
      <dl className="friends-facts">
        <dt>Game</dt>
        <dd>{contest.game.title}</dd>
        <dt>Starts</dt>
        <dd>{formatDateTime(contest.game.startAt)}</dd>
        <dt>Created by</dt>
        <dd>{contest.creator}</dd>
        <dt>Members</dt>
        <dd>{membersText(contest)}</dd>
        <dt>Status</dt>
        <dd>{statusLabels[contest.status]}</dd>
      </dl>
      <JoinActions code={code} contest={contest} user={me.data ?? null} />
    </article>
  );
}

function JoinActions({ code, contest, user }: { code: string; contest: Invitation; user: User | null }) {
  const join = useJoinPrivateContest();
  if (contest.member)
    return (
      <AlreadyMember
        text="You are a member of this contest."
        to={`/private-contests/${contest.id}`}
        label="Open the contest"
      />
    );
  const closed = closedReason(contest);
  if (closed) return <ErrorPanel {...messageOf(closed)} role="status" />;
  if (!user) return <SignUpToJoin backlink={`join/${encodeURIComponent(code)}`} />;
  return <JoinButton code={code} label="Join" join={join} pageOf={(id) => `/private-contests/${id}`} />;
}

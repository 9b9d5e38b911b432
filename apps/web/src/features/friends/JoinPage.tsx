import type { Invitation, User } from '@powerplay/contracts';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { QueryView } from '../../components/ui/QueryView';
import { messageOf } from '../../lib/messages';
import { formatDateTime } from '../../lib/time';
import { useMe } from '../auth';
import { useInvitation, useJoinPrivateContest } from './api';
import { AlreadyMember, InvitationPage, JoinButton, SignUpToJoin } from './Invitation';
import { closedReason, membersText, statusLabels } from './status';
import '../../components/ui/panels.css';
import './friends.css';

/** `/join/:code`: what an invitation invites to, and joining it (signing up or in first if need be). */
export function JoinPage() {
  return (
    <InvitationPage titleId="join-title" title="Join a private contest">
      {(code) => <InvitationView code={code} />}
    </InvitationPage>
  );
}

function InvitationView({ code }: { code: string }) {
  const me = useMe();
  return (
    <QueryView query={useInvitation(code)}>
      {(contest) => (
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
      )}
    </QueryView>
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

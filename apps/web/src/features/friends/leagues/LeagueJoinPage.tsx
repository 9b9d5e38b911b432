import { LEAGUE_MAX_MEMBERS, type LeagueInvitation, type User } from '@powerplay/contracts';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { QueryView } from '../../../components/ui/QueryView';
import { messageOf } from '../../../lib/messages';
import { useMe } from '../../auth';
import { AlreadyMember, InvitationPage, JoinButton, SignUpToJoin } from '../Invitation';
import { useJoinLeague, useLeagueInvitation } from './api';
import '../../../components/ui/panels.css';
import '../friends.css';

/** `/leagues/join/:code`: what a league invitation invites to, and joining it (signing up or in first). */
export function LeagueJoinPage() {
  return (
    <InvitationPage titleId="league-join-title" title="Join a league">
      {(code) => <InvitationView code={code} />}
    </InvitationPage>
  );
}

function InvitationView({ code }: { code: string }) {
  const me = useMe();
  return (
    <QueryView query={useLeagueInvitation(code)}>
      {(league) => (
        <article className="account-card" aria-labelledby="league-join-name">
          <h2 id="league-join-name" className="break">
            {league.name}
          </h2>
          <dl className="friends-facts">
            <dt>Commissioner</dt>
            <dd>{league.commissioner}</dd>
            <dt>Members</dt>
            <dd>{`${league.memberCount} of ${LEAGUE_MAX_MEMBERS}`}</dd>
          </dl>
          <p className="muted">
            A league plays the contests its commissioner chooses, every time they are on: each member plays
            their own entry, and league points rank the members over each season.
          </p>
          <JoinActions code={code} league={league} user={me.data ?? null} />
        </article>
      )}
    </QueryView>
  );
}

function JoinActions({ code, league, user }: { code: string; league: LeagueInvitation; user: User | null }) {
  const join = useJoinLeague();
  if (league.member)
    return (
      <AlreadyMember
        text="You are a member of this league."
        to={`/leagues/${league.id}`}
        label="Open the league"
      />
    );
  // The server checks again on joining.
  if (league.memberCount >= LEAGUE_MAX_MEMBERS)
    return <ErrorPanel {...messageOf('LEAGUE_FULL')} role="status" />;
  if (!user) return <SignUpToJoin backlink={`leagues/join/${encodeURIComponent(code)}`} />;
  return <JoinButton code={code} label="Join the league" join={join} pageOf={(id) => `/leagues/${id}`} />;
}

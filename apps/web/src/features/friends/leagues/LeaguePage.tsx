import { Link, useParams } from 'react-router';
import { ErrorPanel } from '../../../components/ui/ErrorPanel';
import { Loading } from '../../../components/ui/Loading';
import { QueryError } from '../../../components/ui/QueryError';
import { messageOf } from '../../../lib/messages';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { RequireSignIn } from '../../auth';
import { InviteCodePanel } from '../InvitePanel';
import { idOf } from '../status';
import { useLeague, useLeagueInviteCode } from './api';
import { LeagueMembers } from './LeagueMembers';
import { LeagueSchedules } from './LeagueSchedules';
import { LeagueSeasonSection } from './LeagueSeason';
import '../../../components/ui/panels.css';
import '../friends.css';

/** The join link of a league's code: `<origin>/leagues/join/7KQ2M-X9D4T`. */
export const leagueJoinLink = (code: string, origin = window.location.origin) =>
  `${origin}/leagues/join/${encodeURIComponent(code)}`;

const backToMine = (
  <Link to="/my-account/leagues" className="button button-secondary button-small">
    My leagues
  </Link>
);

/** `/leagues/:id`: a league's members, recurring contests and seasons (members only). */
export function LeaguePage() {
  const id = idOf(useParams().id);
  return (
    <RequireSignIn>{() => (id === null ? <LeagueShell /> : <LeagueView key={id} id={id} />)}</RequireSignIn>
  );
}

/**
 * The page before the league is there: loading, a failed load, or the catalogue's "does not exist" (the
 * server's answer to anyone but a member, as for a league that does not exist).
 */
function LeagueShell({ query }: { query?: ReturnType<typeof useLeague> }) {
  return (
    <section className="page friends-page" aria-labelledby="league-title" aria-busy={query?.isPending}>
      <header className="page-header">
        <p className="eyebrow">League</p>
        <h1 id="league-title">League</h1>
      </header>
      {!query ? (
        <ErrorPanel {...messageOf('LEAGUE_NOT_FOUND')}>{backToMine}</ErrorPanel>
      ) : query.isError ? (
        <QueryError
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
          notFound={backToMine}
        />
      ) : (
        <Loading />
      )}
    </section>
  );
}

function LeagueView({ id }: { id: number }) {
  const query = useLeague(id);
  const change = useLeagueInviteCode(id);
  useDocumentTitle(query.data?.name ?? 'League');
  if (!query.data) return <LeagueShell query={query} />;

  const league = query.data;
  const commissioner = league.members.some((m) => m.me && m.commissioner);
  const code = league.invite?.code ?? null;
  return (
    <section className="page friends-page" aria-labelledby="league-title">
      <header className="page-header">
        <p className="eyebrow">League</p>
        <h1 id="league-title">{league.name}</h1>
        <p className="lead">
          {`${league.memberCount} ${league.memberCount === 1 ? 'member' : 'members'} · Season ${league.season.number}`}
          {commissioner ? ' · You are its commissioner' : ''}
        </p>
      </header>
      <LeagueSeasonSection league={league} commissioner={commissioner} />
      <LeagueSchedules league={league} commissioner={commissioner} />
      <LeagueMembers league={league} />
      {league.invite ? (
        <InviteCodePanel code={code} link={code === null ? null : leagueJoinLink(code)} change={change} />
      ) : null}
    </section>
  );
}

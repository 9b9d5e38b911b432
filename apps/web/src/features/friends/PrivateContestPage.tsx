import { useParams } from 'react-router';
import { NotFoundPage } from '../../components/NotFoundPage';
import { Loading } from '../../components/ui/Loading';
import { QueryError } from '../../components/ui/QueryError';
import { isApiError } from '../../lib/api';
import { formatDateTime } from '../../lib/time';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { RequireSignIn } from '../auth';
import { usePrivateContest } from './api';
import { InvitePanel } from './InvitePanel';
import { MyEntryLink } from './MyEntryLink';
import { Standings } from './Standings';
import { beforeStart, idOf, membersText, statusLabels, statusLine } from './status';
import { usePrivateContestStreams } from './usePrivateContestStreams';
import '../../components/ui/panels.css';
import './friends.css';

/** `/private-contests/:id`: a private contest's standings among its members (members only). */
export function PrivateContestPage() {
  const id = idOf(useParams().id);
  return (
    <RequireSignIn>
      {() => (id === null ? <NotFoundPage /> : <PrivateContestView key={id} id={id} />)}
    </RequireSignIn>
  );
}

function PrivateContestView({ id }: { id: number }) {
  const query = usePrivateContest(id);
  usePrivateContestStreams(id, query.data, query.dataUpdatedAt);
  // Anyone but a member is told the contest does not exist, as for one that does not.
  const notFound = query.isError && isApiError(query.error) && query.error.status === 404;
  useDocumentTitle(notFound ? undefined : (query.data?.name ?? 'Private contest'));
  if (notFound) return <NotFoundPage />;

  if (!query.data) {
    return (
      <section
        className="page friends-page"
        aria-labelledby="private-contest-title"
        aria-busy={query.isPending}
      >
        <header className="page-header">
          <p className="eyebrow">Private contest</p>
          <h1 id="private-contest-title">Private contest</h1>
        </header>
        {query.isError ? (
          <QueryError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : (
          <Loading />
        )}
      </section>
    );
  }

  const contest = query.data;
  const line = statusLine(contest);
  return (
    <section className="page friends-page" aria-labelledby="private-contest-title">
      <header className="page-header">
        <p className="eyebrow">Private contest</p>
        <h1 id="private-contest-title">{contest.name}</h1>
        <p className="lead">{contest.game.title}</p>
      </header>
      <dl className="friends-facts">
        <dt>Starts</dt>
        <dd>{formatDateTime(contest.game.startAt)}</dd>
        <dt>Status</dt>
        <dd>{statusLabels[contest.status]}</dd>
        <dt>Members</dt>
        <dd>{`${membersText(contest)} (at least ${contest.minPlayers} to play)`}</dd>
        <dt>Picks</dt>
        <dd>
          {contest.picksVisible
            ? 'Members see each other’s picks before the start'
            : 'Members see each other’s picks once the game starts'}
        </dd>
      </dl>
      {line ? (
        <p className="friends-status-line" role="status">
          {line}
        </p>
      ) : null}
      <MyEntryLink contest={contest} />
      <Standings contest={contest} />
      {contest.invite && beforeStart(contest.status) ? (
        <InvitePanel contestId={contest.id} code={contest.invite.code} />
      ) : null}
    </section>
  );
}

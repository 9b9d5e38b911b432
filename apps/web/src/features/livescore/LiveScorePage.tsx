import { notices } from '@powerplay/contracts';
import { Link, Navigate, useParams } from 'react-router';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { Loading } from '../../components/ui/Loading';
import { QueryError } from '../../components/ui/QueryError';
import { messageOf, noticeText } from '../../lib/messages';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { RequireSignIn } from '../auth';
import { useMySportsEntries } from '../sports';
import { useLiveScore } from './api';
import { Standing } from './Standing';
import { useLiveScoreStreams } from './useLiveScoreStreams';
import '../../components/ui/panels.css';
import './livescore.css';

/** `/livescore/:entryId`: one entry's live score. */
export function LiveScorePage() {
  useDocumentTitle('Live score');
  const { entryId: raw } = useParams();
  const entryId = raw !== undefined && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  return (
    <section className="page livescore-page" aria-labelledby="livescore-title">
      <RequireSignIn>
        {() =>
          entryId === null || entryId < 1 || entryId > 2_147_483_647 ? (
            <>
              <h1 id="livescore-title">Live score</h1>
              <ErrorPanel {...messageOf('SPORTS_ENTRY_NOT_FOUND')}>
                <NotEnteredActions />
              </ErrorPanel>
            </>
          ) : (
            <LiveScore key={entryId} entryId={entryId} />
          )
        }
      </RequireSignIn>
    </section>
  );
}

/** `/livescore`: the player's most recent entry, or "You have not entered any future dated games". */
export function LatestLiveScorePage() {
  useDocumentTitle('Live score');
  return (
    <section className="page livescore-page" aria-labelledby="livescore-title">
      <RequireSignIn>{() => <LatestEntry />}</RequireSignIn>
    </section>
  );
}

/** Not the player's entry (or none at all): asking again changes nothing, entering a game does. */
function NotEnteredActions() {
  return (
    <p>
      <Link className="button button-small" to="/select-games">
        Enter a game
      </Link>{' '}
      <Link className="button button-secondary button-small" to="/game-central">
        Game Central
      </Link>
    </p>
  );
}

function LatestEntry() {
  const entries = useMySportsEntries();
  if (entries.isPending) return <Loading label={noticeText('SPORTS_LOADING')} />;
  if (entries.isError) {
    return (
      <>
        <h1 id="livescore-title">Live score</h1>
        <QueryError
          error={entries.error}
          onRetry={() => void entries.refetch()}
          retrying={entries.isFetching}
        />
      </>
    );
  }
  const latest = [...entries.data.entries].sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.id - a.id,
  )[0];
  if (!latest) {
    return (
      <>
        <h1 id="livescore-title">Live score</h1>
        <ErrorPanel
          title={notices.SPORTS_NO_FUTURE_GAMES.title}
          message={noticeText('SPORTS_NO_FUTURE_GAMES')}
          role="status"
        >
          <p>
            <Link to="/select-games">Choose a game</Link>
          </p>
        </ErrorPanel>
      </>
    );
  }
  return <Navigate to={`/livescore/${latest.id}`} replace />;
}

function LiveScore({ entryId }: { entryId: number }) {
  const live = useLiveScore(entryId);
  const { streaming } = useLiveScoreStreams(entryId, live.data);

  if (live.isPending) return <Loading label={noticeText('SPORTS_LOADING')} />;
  if (live.isError) {
    return (
      <>
        <h1 id="livescore-title">Live score</h1>
        <QueryError
          error={live.error}
          onRetry={() => void live.refetch()}
          retrying={live.isFetching}
          notFound={<NotEnteredActions />}
        />
      </>
    );
  }
  return <Standing data={live.data} streaming={streaming} />;
}

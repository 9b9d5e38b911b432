import { notices } from '@powerplay/contracts';
import { Navigate, useSearchParams } from 'react-router';
import { ErrorPanel } from '../../components/ui/ErrorPanel';
import { Loading } from '../../components/ui/Loading';
import { QueryError } from '../../components/ui/QueryError';
import { noticeText } from '../../lib/messages';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { RequireSignIn, useMe } from '../auth';
import { useDraftContest, useDraftContests, useDraftLive, useMyDraftEntries } from './api';
import { DraftLiveTitle } from './DraftHeadline';
import { LiveScreen } from './LiveScreen';
import { draftLivePath, featuredContest, idParam } from './paths';
import '../../components/ui/panels.css';
import './draft.css';

/**
 * `/draft-day-live?entry=<id>` (my entry) or `?contest=<id>` (watching without one); with neither, the
 * live draft first, else the player's latest entry, else the featured draft.
 * Until the data is here only the header and footer show, with the loader.
 */
export function DraftLivePage() {
  useDocumentTitle('Live Draft');
  const [search] = useSearchParams();
  const entryId = idParam(search, 'entry');
  const contestId = idParam(search, 'contest');
  return (
    <section className="page draft-page draft-live-page" aria-labelledby="draft-title">
      {entryId !== null ? (
        <RequireSignIn>{() => <EntryLive key={entryId} entryId={entryId} />}</RequireSignIn>
      ) : contestId !== null ? (
        <ContestWatch key={contestId} contestId={contestId} />
      ) : (
        <LatestDraft />
      )}
    </section>
  );
}

/**
 * No address: my entry in a live draft, else the live draft (watched, or my entry's screen when I have
 * one), else my latest entry, else the featured draft — a live draft always comes first.
 */
function LatestDraft() {
  const me = useMe();
  const signedIn = Boolean(me.data);
  const entries = useMyDraftEntries(signedIn);
  const contests = useDraftContests(!signedIn || entries.isSuccess);
  if (me.isPending || (signedIn && entries.isPending) || contests.isPending) return <Loading />;
  const failed = entries.error ?? contests.error;
  if (failed) {
    return (
      <>
        <DraftLiveTitle />
        <QueryError
          error={failed}
          onRetry={() => void (entries.isError ? entries.refetch() : contests.refetch())}
        />
      </>
    );
  }
  const mine = [...(entries.data?.entries ?? [])].sort(
    (a, b) =>
      Number(b.contest.status === 'live') - Number(a.contest.status === 'live') ||
      Date.parse(b.contest.startAt) - Date.parse(a.contest.startAt),
  );
  const featured = featuredContest(contests.data?.contests ?? []);
  const myLive = mine.find((e) => e.contest.status === 'live');
  if (myLive) return <Navigate to={draftLivePath({ entry: myLive.id })} replace />;
  // The live draft before any entry of mine in another one (ContestWatch shows my entry if I have one).
  if (featured?.status === 'live') return <Navigate to={draftLivePath({ contest: featured.id })} replace />;
  if (mine[0]) return <Navigate to={draftLivePath({ entry: mine[0].id })} replace />;
  if (featured) return <Navigate to={draftLivePath({ contest: featured.id })} replace />;
  return (
    <>
      <DraftLiveTitle />
      <ErrorPanel title={notices.DRAFT_NONE.title} message={noticeText('DRAFT_NONE')} role="status" />
    </>
  );
}

function ContestWatch({ contestId }: { contestId: number }) {
  const draft = useDraftContest(contestId);
  if (draft.isPending) return <Loading />;
  if (draft.isError) {
    return (
      <>
        <DraftLiveTitle />
        <QueryError error={draft.error} onRetry={() => void draft.refetch()} retrying={draft.isFetching} />
      </>
    );
  }
  const mine = draft.data.contest.myEntryId;
  if (mine !== null) return <Navigate to={draftLivePath({ entry: mine })} replace />;
  return <LiveScreen draft={draft.data} live={null} />;
}

function EntryLive({ entryId }: { entryId: number }) {
  const live = useDraftLive(entryId);
  const draft = useDraftContest(live.data?.contest.id ?? null);
  if (live.isPending || (live.isSuccess && draft.isPending)) return <Loading />;
  const failed = live.error ?? draft.error;
  if (failed || !live.data || !draft.data) {
    return (
      <>
        <DraftLiveTitle />
        <QueryError
          error={failed}
          onRetry={() => void (live.isError ? live.refetch() : draft.refetch())}
          retrying={live.isFetching || draft.isFetching}
        />
      </>
    );
  }
  return <LiveScreen draft={draft.data} live={live.data} />;
}

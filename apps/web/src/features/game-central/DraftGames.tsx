import { liveEventPaths, playerEventSchemas, type DraftEntrySummary } from '@powerplay/contracts';
import { DRAFT_PICKS } from '@powerplay/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Loading } from '../../components/ui/Loading';
import { QueryError } from '../../components/ui/QueryError';
import { TableScroll } from '../../components/ui/TableScroll';
import { noticeText } from '../../lib/messages';
import { formatPrize } from '../../lib/money';
import { queryKeys } from '../../lib/queryKeys';
import { formatDateTime } from '../../lib/time';
import { useEventStream } from '../../lib/useEventStream';
import { draftLivePath, draftStatusLabel, draftTeamsPath, useMyDraftEntries } from '../draft';
import { NoGames } from './NoGames';

const statusOrder = { live: 0, locked: 1, open: 2, final: 3 } as const;

/** The live draft, whether or not I entered it (a live draft must be easy to find). */
function WatchLiveDraft() {
  return (
    <Link to="/draft-day-live" className="button button-secondary button-small">
      {noticeText('DRAFT_WATCH_LIVE_DRAFT')}
    </Link>
  );
}

/**
 * The DRAFT CONTESTS tab: the player's draft entries with status, matches out of 32, result and prize;
 * My Mock Draft Selections until the draft starts, then its live screen.
 */
export function DraftGames() {
  const entries = useMyDraftEntries();
  const queryClient = useQueryClient();
  // An order saved or a powerplay used on another page or device refreshes the rows.
  useEventStream(liveEventPaths.me, playerEventSchemas, (event) => {
    if (event.type === 'draft-entry')
      void queryClient.invalidateQueries({ queryKey: queryKeys.draft.entries });
  });

  if (entries.isPending) return <Loading />;
  if (entries.isError) return <QueryError error={entries.error} onRetry={() => void entries.refetch()} />;
  const rows = [...entries.data.entries].sort(
    (a, b) =>
      statusOrder[a.contest.status] - statusOrder[b.contest.status] ||
      Date.parse(b.contest.startAt) - Date.parse(a.contest.startAt),
  );
  if (rows.length === 0) {
    return (
      <NoGames text={noticeText('DRAFT_NO_ENTRIES')} to="/draft-day" action={noticeText('DRAFT_TITLE')}>
        <WatchLiveDraft />
      </NoGames>
    );
  }
  return (
    <>
      <TableScroll labelledBy="draft-games">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Contest</th>
              <th scope="col">First pick</th>
              <th scope="col">Status</th>
              <th scope="col" className="num">
                Matched
              </th>
              <th scope="col">Result</th>
              <th scope="col" className="num">
                Prize
              </th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((e) => (
              <tr key={e.id}>
                <th scope="row">{e.contest.name}</th>
                <td className="nowrap">{formatDateTime(e.contest.startAt)}</td>
                <td>{draftStatusLabel(e.contest.status)}</td>
                <td className="num">{`${e.matched} / ${DRAFT_PICKS}`}</td>
                <td>{resultText(e)}</td>
                <td className="num">{e.result === 'WON' ? formatPrize(e.wonCents) : '—'}</td>
                <td>
                  <EntryAction entry={e} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <p>
        <WatchLiveDraft />
      </p>
    </>
  );
}

function resultText(e: DraftEntrySummary): string {
  if (e.result === 'WON') return 'Won';
  if (e.result === 'LOST') return 'Lost';
  return e.contest.status === 'final' ? 'Settling…' : '—';
}

function EntryAction({ entry }: { entry: DraftEntrySummary }) {
  const { contest } = entry;
  const context = (
    <span className="visually-hidden"> {`${contest.name}, ${formatDateTime(contest.startAt)}`}</span>
  );
  if (contest.status === 'open' || contest.status === 'locked') {
    return (
      <Link to={draftTeamsPath(contest.id)}>
        {noticeText('DRAFT_VIEW_SELECTIONS')}
        {context}
      </Link>
    );
  }
  return (
    <Link to={draftLivePath({ entry: entry.id })}>
      {noticeText(contest.status === 'final' ? 'DRAFT_VIEW_RESULTS' : 'DRAFT_WATCH_LIVE')}
      {context}
    </Link>
  );
}

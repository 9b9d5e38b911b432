import { notices, type MyEntriesResponse } from '@powerplay/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Loading } from '../../components/ui/Loading';
import { apiFetch } from '../../lib/api';
import { queryKeys } from '../../lib/queryKeys';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { formatAmount } from '../../lib/money';
import { formatDateTime } from '../../lib/time';
import { QueryError } from '../../components/ui/QueryError';
import { draftLivePath, useMyDraftEntries } from '../draft';

/** `/my-account/results`: the player's real past draw results (GET /api/lottery/entries). */
export function ResultsPage() {
  useDocumentTitle('My Results');
  const entries = useQuery({
    queryKey: queryKeys.lottery.entries,
    queryFn: ({ signal }) => apiFetch<MyEntriesResponse>('/api/lottery/entries', { signal }),
  });

  const past = (entries.data?.entries ?? [])
    .filter((e) => e.game.status === 'finished')
    .sort((a, b) => Date.parse(b.game.startAt) - Date.parse(a.game.startAt));
  const upcoming = (entries.data?.entries ?? []).filter((e) => e.game.status !== 'finished').length;

  return (
    <div className="account-section">
      <h2 id="results-title">Results</h2>
      {entries.isPending ? (
        <Loading />
      ) : entries.isError ? (
        <QueryError error={entries.error} onRetry={() => void entries.refetch()} />
      ) : past.length === 0 ? (
        <div className="empty-state">
          <p>{notices.NO_RESULTS.message}</p>
          <Link to="/powerplay-lotto" className="button button-primary button-small">
            Play Powerplay Lotto
          </Link>
        </div>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="results-title">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Draw date</th>
                <th scope="col">Game</th>
                <th scope="col" className="num">
                  Matched
                </th>
                <th scope="col" className="num">
                  Prize
                </th>
                <th scope="col">
                  <span className="visually-hidden">Details</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {past.map((e) => (
                <tr key={e.entryId}>
                  <td className="nowrap">{formatDateTime(e.game.startAt)}</td>
                  <td>{e.game.name}</td>
                  <td className="num">
                    {e.result ? (
                      `${e.result.hits} of ${e.game.picks}`
                    ) : (
                      <span className="muted">Settling…</span>
                    )}
                  </td>
                  <td className="num">
                    {e.result && e.result.prize > 0 ? (
                      <strong className="credit">
                        {formatAmount(e.result.prize, e.result.kind, e.game.currency)}
                      </strong>
                    ) : e.result ? (
                      <span className="muted">No prize</span>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>
                    <Link to={`/lotto-result?game=${e.game.id}`}>
                      View result
                      <span className="visually-hidden">
                        {' '}
                        of {e.game.name}, {formatDateTime(e.game.startAt)}
                      </span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <DraftResults />
      {upcoming > 0 ? (
        <p className="muted small">
          You have {upcoming} {upcoming === 1 ? 'entry' : 'entries'} in upcoming or live draws.{' '}
          <Link to="/powerplay-lotto">Go to Powerplay Lotto</Link>
        </p>
      ) : null}
    </div>
  );
}

/** The player's finished NFL Power Draft entries: matches out of 32 and the prize. */
function DraftResults() {
  const entries = useMyDraftEntries();
  const finals = (entries.data?.entries ?? []).filter((e) => e.contest.status === 'final');
  if (entries.isPending || entries.isError || finals.length === 0) return null;
  return (
    <>
      <h3 id="draft-results-title">NFL Power Draft</h3>
      <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="draft-results-title">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">Draft date</th>
              <th scope="col">Contest</th>
              <th scope="col" className="num">
                Matched
              </th>
              <th scope="col" className="num">
                Prize
              </th>
              <th scope="col">
                <span className="visually-hidden">Details</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {finals.map((e) => (
              <tr key={e.id}>
                <td className="nowrap">{formatDateTime(e.contest.startAt)}</td>
                <td>{e.contest.name}</td>
                <td className="num">{e.matched} of 32</td>
                <td className="num">
                  {e.wonCents > 0 ? (
                    <strong className="credit">{formatAmount(e.wonCents, 'cash')}</strong>
                  ) : e.result ? (
                    <span className="muted">No prize</span>
                  ) : (
                    <span className="muted">Settling…</span>
                  )}
                </td>
                <td>
                  <Link to={draftLivePath({ entry: e.id })}>
                    View draft
                    <span className="visually-hidden">
                      {' '}
                      of {e.contest.name}, {formatDateTime(e.contest.startAt)}
                    </span>
                  </Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

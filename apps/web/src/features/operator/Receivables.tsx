import { notices } from '@powerplay/contracts';
import { Loading } from '../../components/ui/Loading';
import { QueryError } from '../../components/ui/QueryError';
import { formatAmount } from '../../lib/money';
import { formatDateTime } from '../../lib/time';
import { useReceivables } from './api';

/**
 * What players owe: the part of a prize reversal (a score correction) their balance could not cover.
 * A correction back clears it; until then it stays here (docs/decisions/016).
 */
export function Receivables() {
  const receivables = useReceivables();
  return (
    <section className="account-card" aria-labelledby="receivables-title">
      <div className="section-head">
        <h2 id="receivables-title">Receivables</h2>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => void receivables.refetch()}
          disabled={receivables.isFetching}
          aria-label={receivables.isFetching ? 'Refreshing receivables' : 'Refresh receivables'}
        >
          {receivables.isFetching ? 'Refreshing…' : 'Refresh'}
        </button>
      </div>
      {receivables.isPending ? (
        <Loading />
      ) : receivables.isError ? (
        <QueryError error={receivables.error} onRetry={() => void receivables.refetch()} />
      ) : receivables.data.length === 0 ? (
        <p className="empty-state">{notices.NO_RECEIVABLES.message}</p>
      ) : (
        <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="receivables-title">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Player</th>
                <th scope="col" className="num">
                  Owed
                </th>
                <th scope="col">For</th>
                <th scope="col">Since</th>
              </tr>
            </thead>
            <tbody>
              {receivables.data.map((r) => (
                <tr key={`${r.claim}:${r.currency}`}>
                  <td>#{r.userId}</td>
                  <td className="num">{formatAmount(r.owed, r.currency)}</td>
                  <td className="break">{r.description}</td>
                  <td className="nowrap">{formatDateTime(r.since)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

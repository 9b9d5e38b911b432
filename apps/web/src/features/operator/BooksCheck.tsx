import { notices } from '@powerplay/contracts';
import { Loading } from '../../components/ui/Loading';
import { QueryError } from '../../components/ui/QueryError';
import { formatDateTime } from '../../lib/time';
import { useBookChecks } from './api';

const sources = { job: 'hourly check', cli: 'check-books (CLI)' } as const;

/**
 * The books' last self-check: every money invariant (balances, prizes paid once, receivables, holds
 * against withdrawals, store debits, powerplay kits, the analytics rollup) recomputed from the ledger
 * and the logs, with the rows each examined and what broke (docs/decisions/038).
 */
export function BooksCheck() {
  const runs = useBookChecks();
  const [last, ...earlier] = runs.data ?? [];
  return (
    <section className="account-card" aria-labelledby="books-check-title">
      <div className="section-head">
        <h2 id="books-check-title">Books check</h2>
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => void runs.refetch()}
          disabled={runs.isFetching}
          aria-label={runs.isFetching ? 'Refreshing the books check' : 'Refresh the books check'}
        >
          {runs.isFetching ? 'Refreshing…' : 'Refresh'}
        </button>
      </div>
      {runs.isPending ? (
        <Loading />
      ) : runs.isError ? (
        <QueryError error={runs.error} onRetry={() => void runs.refetch()} />
      ) : !last ? (
        <p className="empty-state">{notices.NO_BOOK_CHECKS.message}</p>
      ) : (
        <>
          <p>
            <span className={`status ${last.ok ? 'status-complete' : 'status-cancel'}`}>
              {last.ok ? 'Balanced' : `${last.checks.reduce((n, c) => n + c.breaks, 0)} breaks`}
            </span>{' '}
            Checked {formatDateTime(last.checkedAt)} by the {sources[last.source]} in {last.durationMs} ms.
          </p>
          <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="books-check-title">
            <table className="data-table">
              <thead>
                <tr>
                  <th scope="col">Check</th>
                  <th scope="col" className="num">
                    Examined
                  </th>
                  <th scope="col" className="num">
                    Breaks
                  </th>
                  <th scope="col">Where</th>
                </tr>
              </thead>
              <tbody>
                {last.checks.map((c) => (
                  <tr key={c.name}>
                    <td>{c.name}</td>
                    <td className="num">{c.examined.toLocaleString('en-US')}</td>
                    <td className="num">{c.breaks.toLocaleString('en-US')}</td>
                    <td className="break">{c.samples.join('; ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {earlier.length > 0 && (
            <p className="muted">
              Earlier:{' '}
              {earlier
                .map((r) => `${formatDateTime(r.checkedAt)} ${r.ok ? 'balanced' : 'BREAKS'}`)
                .join(' · ')}
            </p>
          )}
        </>
      )}
    </section>
  );
}

import { notices } from '@powerplay/contracts';
import { useState } from 'react';
import { Loading } from '../../components/ui/Loading';
import { QueryError } from '../../components/ui/QueryError';
import { TransactionsTable } from '../wallet';
import { usePlayerTransactions } from './careApi';

/** The player's ledger over the last year, newest first, 20 a page: every balance change, and why. */
export function CareLedger({ playerId }: { playerId: number }) {
  const [page, setPage] = useState(1);
  const ledger = usePlayerTransactions(playerId, page);
  const data = ledger.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section className="account-card" aria-labelledby="care-ledger">
      <h2 id="care-ledger">Ledger (last year)</h2>
      {ledger.isError ? (
        <QueryError error={ledger.error} onRetry={() => void ledger.refetch()} />
      ) : !data ? (
        <Loading />
      ) : data.transactions.length === 0 ? (
        <p className="empty-state">{notices.NO_TRANSACTIONS.message}</p>
      ) : (
        <>
          <TransactionsTable
            transactions={data.transactions}
            labelledBy="care-ledger"
            busy={ledger.isFetching}
          />
          <nav className="pager" aria-label="Ledger pages">
            <button
              type="button"
              className="button button-secondary button-small"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              Previous<span className="visually-hidden"> page</span>
            </button>
            <span aria-live="polite">
              Page {data.page} of {pages} · {data.total} {data.total === 1 ? 'transaction' : 'transactions'}
            </span>
            <button
              type="button"
              className="button button-secondary button-small"
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            >
              Next<span className="visually-hidden"> page</span>
            </button>
          </nav>
        </>
      )}
    </section>
  );
}

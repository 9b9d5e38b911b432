import { notices, type TransactionsResponse } from '@powerplay/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Loading } from '../../components/ui/Loading';
import { QueryError } from '../../components/ui/QueryError';
import { TransactionsTable } from './TransactionsTable';

/**
 * A page of transactions (the player's own, or one player's in the back office): loading, its error, the
 * empty text, or the table with Previous / Next and where the page stands.
 */
export function TransactionPages({
  query,
  labelledBy,
  pagerLabel,
  page,
  onPage,
}: {
  query: UseQueryResult<TransactionsResponse>;
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** The pager's name ("Ledger pages"). */
  pagerLabel: string;
  page: number;
  onPage: (page: number) => void;
}) {
  const data = query.data;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (!data) return <Loading />;
  if (data.transactions.length === 0) return <p className="empty-state">{notices.NO_TRANSACTIONS.message}</p>;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <>
      <TransactionsTable transactions={data.transactions} labelledBy={labelledBy} busy={query.isFetching} />
      <nav className="pager" aria-label={pagerLabel}>
        <button
          type="button"
          className="button button-secondary button-small"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
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
          onClick={() => onPage(page + 1)}
        >
          Next<span className="visually-hidden"> page</span>
        </button>
      </nav>
    </>
  );
}

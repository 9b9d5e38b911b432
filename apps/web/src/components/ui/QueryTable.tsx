import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loading } from './Loading';
import { QueryError } from './QueryError';

export interface Column {
  label: string;
  /** An amount or a count, aligned right. */
  num?: boolean;
  /** Read by screen readers only (a column of buttons). */
  hidden?: boolean;
}

/** A table's header row: each column a heading. */
export function TableHead({ columns }: { columns: readonly (string | Column)[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => {
          const c = typeof column === 'string' ? { label: column } : column;
          return (
            <th key={c.label} scope="col" className={c.num ? 'num' : undefined}>
              {c.hidden ? <span className="visually-hidden">{c.label}</span> : c.label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

/**
 * A list from the server as a table: loading, its error with Retry, the empty text, or the table in a
 * named region that scrolls sideways (focusable, so a keyboard scrolls it too).
 */
export function QueryTable<T>({
  query,
  empty,
  label,
  children,
}: {
  query: UseQueryResult<readonly T[]>;
  empty: string;
  label: string;
  /** The table's head and body. */
  children: (rows: readonly T[]) => ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.isError) return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <p className="empty-state">{empty}</p>;
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={label}>
      <table className="data-table">{children(query.data)}</table>
    </div>
  );
}

/** A row's Open button, pressed while its detail shows: "Open" with what it opens for screen readers. */
export function OpenToggle({ open, onToggle, what }: { open: boolean; onToggle: () => void; what: string }) {
  return (
    <button
      type="button"
      className="button button-secondary button-small"
      aria-pressed={open}
      onClick={onToggle}
    >
      Open<span className="visually-hidden">{` ${what}`}</span>
    </button>
  );
}

/** A panel's Refresh button: "Refreshing…" while the list is being fetched again. */
export function RefreshButton({
  fetching,
  onRefresh,
  what,
}: {
  fetching: boolean;
  onRefresh: () => void;
  /** What is refreshed, for the button's name ("drafts": Refresh drafts). */
  what: string;
}) {
  return (
    <button
      type="button"
      className="button button-secondary button-small"
      onClick={onRefresh}
      disabled={fetching}
      aria-label={fetching ? `Refreshing ${what}` : `Refresh ${what}`}
    >
      {fetching ? 'Refreshing…' : 'Refresh'}
    </button>
  );
}

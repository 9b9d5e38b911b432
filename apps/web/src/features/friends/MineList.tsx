import type { UseInfiniteQueryResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryError } from '../../components/ui/QueryError';
import './friends.css';

/**
 * One of Game Central's lists of mine under its heading: nothing at all while it loads (the tabs show
 * theirs) or holds nothing (the page's own empty states stay as they are); its error with "Try again".
 */
export function MineList<T, List extends readonly unknown[]>({
  query,
  titleId,
  title,
  rows,
  children,
}: {
  query: UseQueryResult<T> | UseInfiniteQueryResult<T>;
  titleId: string;
  title: string;
  /** The list in the answer. */
  rows: (data: T) => List;
  /** The list, its scrolling region named by the heading (`titleId`): one landmark, not two of one name. */
  children: (rows: List) => ReactNode;
}) {
  if (query.isPending || (query.isSuccess && rows(query.data).length === 0)) return null;
  return (
    <div className="friends-mine">
      <h2 id={titleId}>{title}</h2>
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        children(rows(query.data))
      )}
    </div>
  );
}

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Loading } from './Loading';
import { QueryError } from './QueryError';

/**
 * What `children` shows of a query's data once it is in: loading while it is on its way, its error with
 * "Try again" (waiting while it retries) when it failed.
 */
export function QueryView<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.isError) {
    return (
      <QueryError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  }
  return children(query.data);
}

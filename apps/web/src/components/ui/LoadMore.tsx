import type { UseInfiniteQueryResult } from '@tanstack/react-query';
import { QueryError } from './QueryError';

/**
 * Under a list read a page at a time: the next page's error with "Try again", and "Load more" while
 * there is a next page.
 */
export function LoadMore({
  query,
  className,
  label = 'Load more',
}: {
  query: UseInfiniteQueryResult;
  /** Added to the button's classes (its size, its spacing). */
  className: string;
  /** The button's words ("Show older" where the list is newest first in a small panel). */
  label?: string;
}) {
  return (
    <>
      {query.isFetchNextPageError ? (
        <QueryError error={query.error} onRetry={() => void query.fetchNextPage()} />
      ) : null}
      {query.hasNextPage ? (
        <button
          type="button"
          className={`button button-secondary ${className}`}
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? 'Loading…' : label}
        </button>
      ) : null}
    </>
  );
}

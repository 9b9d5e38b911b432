import type { ReactNode } from 'react';
import { describeError, isApiError } from '../../lib/api';
import { ErrorPanel } from './ErrorPanel';

interface QueryErrorProps {
  error: unknown;
  /** Offers "Try again" (the query's refetch) when trying again could help. */
  onRetry?: () => void;
  /** A retry is under way: the button waits. */
  retrying?: boolean;
  /** The way on when the thing is not there (a 404), shown instead of "Try again". */
  notFound?: ReactNode;
}

/** A 404 stays a 404 however often it is asked: a retry would change nothing. */
function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

/** The one way a failed load is shown: the catalogue's title and message, and a way on. */
export function QueryError({ error, onRetry, retrying = false, notFound }: QueryErrorProps) {
  const { title, message } = describeError(error);
  if (isNotFound(error)) {
    return (
      <ErrorPanel title={title} message={message}>
        {notFound}
      </ErrorPanel>
    );
  }
  return (
    <ErrorPanel title={title} message={message}>
      {onRetry ? (
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={onRetry}
          disabled={retrying}
        >
          {retrying ? 'Retrying…' : 'Try again'}
        </button>
      ) : null}
    </ErrorPanel>
  );
}

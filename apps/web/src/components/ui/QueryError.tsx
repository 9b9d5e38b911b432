import { describeError } from '../../lib/api';
import { ErrorPanel } from './ErrorPanel';

interface QueryErrorProps {
  error: unknown;
  /** Offers "Try again" (the query's refetch). */
  onRetry?: () => void;
  /** A retry is under way: the button waits. */
  retrying?: boolean;
}

/** The one way a failed load is shown: the catalogue's title and message, and a way to try again. */
export function QueryError({ error, onRetry, retrying = false }: QueryErrorProps) {
  const { title, message } = describeError(error);
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

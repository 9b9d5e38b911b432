import { describeError } from '../../lib/api';

interface QueryErrorProps {
  error: unknown;
  onRetry: () => void;
}

/** A failed load: the catalogue's title and message, and a way to try again. */
export function QueryError({ error, onRetry }: QueryErrorProps) {
  const { title, message } = describeError(error);
  return (
    <div className="error-panel" role="alert">
      <p className="error-title">{title}</p>
      <p>{message}</p>
      <button type="button" className="button button-secondary button-small" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

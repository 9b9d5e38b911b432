import { formatDateTime } from '../../../lib/time';

/** An instant as the back office shows it (New York time), machine-readable too. */
export function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDateTime(iso)}</time>;
}

import { formatMessage } from './core-messages';

/**
 * A wait as a refusal tells it, from the same whole seconds its `Retry-After` header carries: in
 * minutes when it is a whole number of them from two minutes up ("15 minutes"), else in seconds
 * ("45 seconds", "1 second"). Always exact: a reader can turn the words back into the header's figure.
 */
export function formatWait(seconds: number): string {
  if (seconds >= 120 && seconds % 60 === 0) {
    return formatMessage('{n} {n|minute|minutes}', { n: seconds / 60 });
  }
  return formatMessage('{n} {n|second|seconds}', { n: seconds });
}

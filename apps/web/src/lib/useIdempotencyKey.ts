import { useCallback, useRef } from 'react';

/**
 * One Idempotency-Key per submission: the same body sent again (a retry after an error or a lost answer)
 * reuses its key, so the server applies it at most once; a changed body or a new submission after a
 * success gets a fresh key (the server refuses one key with two different bodies).
 */
export function useIdempotencyKey() {
  const last = useRef<{ key: string; body: string } | null>(null);

  const keyFor = useCallback((body: unknown): string => {
    const text = JSON.stringify(body);
    if (last.current?.body !== text) last.current = { key: crypto.randomUUID(), body: text };
    return last.current.key;
  }, []);

  /** The submission succeeded: the next one is a new request. */
  const done = useCallback(() => {
    last.current = null;
  }, []);

  return { keyFor, done };
}

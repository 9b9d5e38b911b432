import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { describeError } from './api';
import type { Message } from './messages';
import { useIdempotencyKey } from './useIdempotencyKey';

export interface PowerplayMutationOptions<TBody, TAnswer, TShown extends Message> {
  /** Sends one use with its Idempotency-Key; resolves with the entry's new standing. */
  post: (body: TBody, idempotencyKey: string) => Promise<TAnswer>;
  /** The cached standing the answer updates. */
  queryKey: QueryKey;
  /** How the answer lands in the cache (default: it replaces the cached standing). */
  merge?: (cached: TAnswer | undefined, answer: TAnswer) => TAnswer | undefined;
  /** Queries a use makes stale elsewhere (a list of the player's entries), invalidated once it settles. */
  invalidates?: readonly QueryKey[];
  /** A use is about to be sent (e.g. clear the last announcement). */
  onStart?: (body: TBody) => void;
  /** The answer is in the cache (e.g. announce it). */
  onSuccess?: (answer: TAnswer, body: TBody) => void;
  /** A refusal the page shows in place instead of the dialog: returns true when it did. */
  onRefusal?: (error: unknown, body: TBody) => boolean;
  /** The dialog's title and message for a refusal; default the catalogue's (`describeError`). */
  describe?: (error: unknown) => TShown;
}

export interface PowerplayMutation<TBody, TShown extends Message> {
  /** Sends a use, unless one is already on its way (two clicks before a render send one). */
  use: (body: TBody) => void;
  /** A use is on its way: the page's powerplay buttons wait. */
  busy: boolean;
  /** The refusal to show in a dialog, null when there is none. */
  error: TShown | null;
  /** The dialog was dismissed. */
  dismissError: () => void;
}

/**
 * One powerplay use at a time, the same way on every live page: the busy state, an Idempotency-Key per
 * use (the same one when a lost answer is retried with the same body, so the server spends it once),
 * the answer written into the cached standing, other queries invalidated, and a refusal as the
 * catalogue's title and message for the page's dialog.
 */
export function usePowerplayMutation<TBody, TAnswer, TShown extends Message = Message>(
  options: PowerplayMutationOptions<TBody, TAnswer, TShown>,
): PowerplayMutation<TBody, TShown> {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  const [error, setError] = useState<TShown | null>(null);
  // The busy state renders with the click that sent the use; the ref refuses a second click at once,
  // before any render.
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  const mutation = useMutation({
    mutationFn: (body: TBody) => options.post(body, idempotency.keyFor(body)),
    onSuccess: (answer, body) => {
      idempotency.done();
      const { merge } = options;
      queryClient.setQueryData<TAnswer>(options.queryKey, (cached) =>
        merge ? merge(cached, answer) : answer,
      );
      options.onSuccess?.(answer, body);
    },
    onError: (failure, body) => {
      if (options.onRefusal?.(failure, body)) return;
      const describe = (options.describe ?? describeError) as (error: unknown) => TShown;
      setError(describe(failure));
    },
    onSettled: () => {
      inFlight.current = false;
      setBusy(false);
      for (const queryKey of options.invalidates ?? []) void queryClient.invalidateQueries({ queryKey });
    },
  });

  function use(body: TBody) {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    options.onStart?.(body);
    mutation.mutate(body);
  }

  return { use, busy, error, dismissError: () => setError(null) };
}

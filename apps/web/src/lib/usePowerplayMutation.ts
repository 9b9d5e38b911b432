import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { describeError } from './api';
import type { Message } from './messages';
import { useIdempotencyKey } from './useIdempotencyKey';

export interface PowerplayMutationOptions<TBody, TAnswer, TShown extends Message, TCached = TAnswer> {
  /** Sends one use with its Idempotency-Key; resolves with the entry's new standing. */
  post: (body: TBody, idempotencyKey: string) => Promise<TAnswer>;
  /** The cached standing the answer updates. */
  queryKey: QueryKey;
  /** How the answer lands in the cache (default: it replaces the cached standing). */
  merge?: (cached: TCached | undefined, answer: TAnswer) => TCached | undefined;
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

/** What `send` resolves with: the answer, or the refusal as the dialog would show it. */
export type PowerplaySent<TAnswer, TShown extends Message> =
  | { ok: true; answer: TAnswer }
  | { ok: false; error: TShown };

export interface PowerplayMutation<TBody, TShown extends Message, TAnswer = unknown> {
  /** Sends a use, unless one is already on its way (two clicks before a render send one). */
  use: (body: TBody) => void;
  /**
   * Sends a use for a screen that shows the outcome itself (the lotto board's confirmation, re-reveal
   * and message): resolves with it, null when a use was already on its way; `error` stays null.
   */
  send: (body: TBody) => Promise<PowerplaySent<TAnswer, TShown> | null>;
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
export function usePowerplayMutation<TBody, TAnswer, TShown extends Message = Message, TCached = TAnswer>(
  options: PowerplayMutationOptions<TBody, TAnswer, TShown, TCached>,
): PowerplayMutation<TBody, TShown, TAnswer> {
  const queryClient = useQueryClient();
  const idempotency = useIdempotencyKey();
  const [error, setError] = useState<TShown | null>(null);
  // The busy state renders with the click that sent the use; the ref refuses a second click at once,
  // before any render.
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  // The use on its way was sent by `send`: its refusal goes to the caller, not to `error`.
  const sentByCaller = useRef(false);
  const describe = (options.describe ?? describeError) as (error: unknown) => TShown;

  const mutation = useMutation({
    mutationFn: (body: TBody) => options.post(body, idempotency.keyFor(body)),
    onSuccess: (answer, body) => {
      idempotency.done();
      const { merge } = options;
      queryClient.setQueryData<TCached>(options.queryKey, (cached) =>
        merge ? merge(cached, answer) : (answer as unknown as TCached),
      );
      options.onSuccess?.(answer, body);
    },
    onError: (failure, body) => {
      if (options.onRefusal?.(failure, body) || sentByCaller.current) return;
      setError(describe(failure));
    },
    onSettled: () => {
      inFlight.current = false;
      setBusy(false);
      for (const queryKey of options.invalidates ?? []) void queryClient.invalidateQueries({ queryKey });
    },
  });

  function start(body: TBody, byCaller: boolean): boolean {
    if (inFlight.current) return false;
    inFlight.current = true;
    sentByCaller.current = byCaller;
    setBusy(true);
    options.onStart?.(body);
    return true;
  }

  function use(body: TBody) {
    if (start(body, false)) mutation.mutate(body);
  }

  async function send(body: TBody): Promise<PowerplaySent<TAnswer, TShown> | null> {
    if (!start(body, true)) return null;
    try {
      return { ok: true, answer: await mutation.mutateAsync(body) };
    } catch (failure) {
      return { ok: false, error: describe(failure) };
    }
  }

  return { use, send, busy, error, dismissError: () => setError(null) };
}

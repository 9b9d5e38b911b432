import { catalogue } from '@powerplay/contracts';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createTestQueryClient } from '../test/render';
import { ApiError } from './api';
import type { Message } from './messages';
import { usePowerplayMutation, type PowerplayMutationOptions } from './usePowerplayMutation';

interface Body {
  powerplayId: number;
  team?: string;
}
interface Standing {
  score: number;
  uses: number;
}

const standingKey = ['test', 'standing', 7];
const entriesKey = ['test', 'entries'];
const refusal = (code: 'SPORTS_SCORE_NOT_11' | 'DRAFT_NOTHING_TO_UNDO') =>
  new ApiError(catalogue[code].status, code, catalogue[code].title, catalogue[code].message);

/** A post whose answers the test gives one at a time. */
function deferredPost() {
  const calls: { body: Body; key: string; resolve: (s: Standing) => void; reject: (e: unknown) => void }[] =
    [];
  const post = vi.fn(
    (body: Body, key: string) =>
      new Promise<Standing>((resolve, reject) => calls.push({ body, key, resolve, reject })),
  );
  return { post, calls };
}

function setup<TShown extends Message = Message>(
  options: Partial<PowerplayMutationOptions<Body, Standing, TShown>> &
    Pick<PowerplayMutationOptions<Body, Standing, TShown>, 'post'>,
  queryClient: QueryClient = createTestQueryClient(),
) {
  queryClient.setQueryData<Standing>(standingKey, { score: 1, uses: 0 });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () => usePowerplayMutation<Body, Standing, TShown>({ queryKey: standingKey, ...options }),
    { wrapper },
  );
  return { hook, queryClient };
}

describe('usePowerplayMutation', () => {
  it('sends one use with an Idempotency-Key, busy until its answer replaces the cached standing', async () => {
    const { post, calls } = deferredPost();
    const onStart = vi.fn();
    const onSuccess = vi.fn();
    const { hook, queryClient } = setup({ post, onStart, onSuccess });
    expect(hook.result.current.busy).toBe(false);

    act(() => hook.result.current.use({ powerplayId: 19, team: 'NYA' }));
    expect(hook.result.current.busy).toBe(true);
    expect(onStart).toHaveBeenCalledWith({ powerplayId: 19, team: 'NYA' });
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toEqual({ powerplayId: 19, team: 'NYA' });
    expect(calls[0]!.key).toMatch(/^[0-9a-f-]{36}$/);

    await act(async () => calls[0]!.resolve({ score: 2, uses: 1 }));
    await waitFor(() => expect(hook.result.current.busy).toBe(false));
    expect(queryClient.getQueryData(standingKey)).toEqual({ score: 2, uses: 1 });
    expect(onSuccess).toHaveBeenCalledWith({ score: 2, uses: 1 }, { powerplayId: 19, team: 'NYA' });
    expect(hook.result.current.error).toBeNull();
  });

  it('sends one use for two calls before a render', async () => {
    const { post, calls } = deferredPost();
    const { hook } = setup({ post });
    act(() => {
      hook.result.current.use({ powerplayId: 19 });
      hook.result.current.use({ powerplayId: 18 });
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() => hook.result.current.use({ powerplayId: 18 }));
    expect(post).toHaveBeenCalledTimes(1);

    await act(async () => calls[0]!.resolve({ score: 2, uses: 1 }));
    await waitFor(() => expect(hook.result.current.busy).toBe(false));
    act(() => hook.result.current.use({ powerplayId: 18 }));
    await waitFor(() => expect(calls).toHaveLength(2));
  });

  it('merges the answer into the cache when asked, and invalidates the other queries once settled', async () => {
    const { post, calls } = deferredPost();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(entriesKey, ['an entry']);
    const { hook } = setup(
      {
        post,
        merge: (cached, answer) => (cached ? { ...answer, uses: cached.uses + answer.uses } : cached),
        invalidates: [entriesKey],
      },
      queryClient,
    );
    act(() => hook.result.current.use({ powerplayId: 19 }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(queryClient.getQueryState(entriesKey)?.isInvalidated).toBe(false);
    await act(async () => calls[0]!.resolve({ score: 5, uses: 1 }));
    await waitFor(() => expect(hook.result.current.busy).toBe(false));
    expect(queryClient.getQueryData(standingKey)).toEqual({ score: 5, uses: 1 });
    expect(queryClient.getQueryState(entriesKey)?.isInvalidated).toBe(true);
  });

  it("shows a refusal as the catalogue's title and message; a retry of the same use keeps its key", async () => {
    const { post, calls } = deferredPost();
    const onSuccess = vi.fn();
    const { hook, queryClient } = setup({ post, onSuccess, invalidates: [entriesKey] });
    queryClient.setQueryData(entriesKey, ['an entry']);

    act(() => hook.result.current.use({ powerplayId: 22, team: 'NYA' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.reject(refusal('SPORTS_SCORE_NOT_11')));
    await waitFor(() => expect(hook.result.current.busy).toBe(false));
    expect(hook.result.current.error).toEqual({ title: 'Sorry!', message: 'Score Is Not 11' });
    expect(queryClient.getQueryData(standingKey)).toEqual({ score: 1, uses: 0 });
    expect(queryClient.getQueryState(entriesKey)?.isInvalidated).toBe(true);
    expect(onSuccess).not.toHaveBeenCalled();
    act(() => hook.result.current.dismissError());
    expect(hook.result.current.error).toBeNull();

    // The same use again (its answer may have been lost): the same key, so the server spends it once.
    act(() => hook.result.current.use({ powerplayId: 22, team: 'NYA' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.key).toBe(calls[0]!.key);
    await act(async () => calls[1]!.resolve({ score: 11, uses: 1 }));
    await waitFor(() => expect(hook.result.current.busy).toBe(false));

    // A new use after a success is a new request.
    act(() => hook.result.current.use({ powerplayId: 22, team: 'NYA' }));
    await waitFor(() => expect(calls).toHaveLength(3));
    expect(calls[2]!.key).not.toBe(calls[0]!.key);
  });

  it('something other than an API error says "Something went wrong"', async () => {
    const { post, calls } = deferredPost();
    const { hook } = setup({ post });
    act(() => hook.result.current.use({ powerplayId: 19 }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.reject(new TypeError('boom')));
    await waitFor(() =>
      expect(hook.result.current.error).toEqual({
        title: catalogue.SOMETHING_WRONG.title,
        message: catalogue.SOMETHING_WRONG.message,
      }),
    );
  });

  it('leaves a refusal the page shows in place out of the dialog, and describes others its own way', async () => {
    const { post, calls } = deferredPost();
    const inPlace = vi.fn(
      (error: unknown) => error instanceof ApiError && error.code === 'DRAFT_NOTHING_TO_UNDO',
    );
    const describeRefusal = (error: unknown) => ({
      title: 'Refused',
      message: error instanceof ApiError ? error.code : '?',
      link: '/powerplay-store',
    });
    const { hook } = setup({ post, onRefusal: inPlace, describe: describeRefusal });

    act(() => hook.result.current.use({ powerplayId: 4 }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.reject(refusal('DRAFT_NOTHING_TO_UNDO')));
    await waitFor(() => expect(hook.result.current.busy).toBe(false));
    expect(inPlace).toHaveBeenCalledWith(expect.any(ApiError), { powerplayId: 4 });
    expect(hook.result.current.error).toBeNull();

    act(() => hook.result.current.use({ powerplayId: 22 }));
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => calls[1]!.reject(refusal('SPORTS_SCORE_NOT_11')));
    await waitFor(() =>
      expect(hook.result.current.error).toEqual({
        title: 'Refused',
        message: 'SPORTS_SCORE_NOT_11',
        link: '/powerplay-store',
      }),
    );
  });

  it('send resolves with the answer or the refusal for a screen that shows it, leaving error empty', async () => {
    const { post, calls } = deferredPost();
    const { hook, queryClient } = setup({ post });
    let first: Promise<unknown> | undefined;
    act(() => {
      first = hook.result.current.send({ powerplayId: 19 });
    });
    let second: unknown;
    await act(async () => {
      second = await hook.result.current.send({ powerplayId: 18 });
    });
    expect(second).toBeNull();
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]!.resolve({ score: 3, uses: 1 }));
    await expect(first).resolves.toEqual({ ok: true, answer: { score: 3, uses: 1 } });
    expect(queryClient.getQueryData(standingKey)).toEqual({ score: 3, uses: 1 });

    await waitFor(() => expect(hook.result.current.busy).toBe(false));
    let refused: Promise<unknown> | undefined;
    act(() => {
      refused = hook.result.current.send({ powerplayId: 17 });
    });
    await waitFor(() => expect(calls).toHaveLength(2));
    await act(async () => calls[1]!.reject(refusal('SPORTS_SCORE_NOT_11')));
    await expect(refused).resolves.toEqual({
      ok: false,
      error: { title: catalogue.SPORTS_SCORE_NOT_11.title, message: catalogue.SPORTS_SCORE_NOT_11.message },
    });
    expect(hook.result.current.error).toBeNull();
  });
});

import type { DrawnBall } from '@powerplay/contracts';
import { useEffect, useState } from 'react';

type Status = 'unplayed' | 'live' | 'finished';

interface DrawEvents {
  /** Balls received over SSE for `gameId` (by k). */
  balls: DrawnBall[];
  status: Status | undefined;
  /** Whether the stream is connected (EventSource reconnects by itself, resending Last-Event-ID). */
  connected: boolean;
}

/**
 * Subscribes to `GET /api/lottery/games/:id/events` (DESIGN "Live updates"): `ball` events (id = k),
 * `status`, and `settled` (then `onSettled` refetches once). No polling.
 */
export function useDrawEvents(gameId: number | null, onSettled: () => void): DrawEvents {
  const [state, setState] = useState<DrawEvents & { gameId: number | null }>({
    gameId,
    balls: [],
    status: undefined,
    connected: false,
  });

  useEffect(() => {
    if (gameId === null || typeof EventSource === 'undefined') return;
    const source = new EventSource(`/api/lottery/games/${gameId}/events`);
    const update = (fn: (s: DrawEvents) => Partial<DrawEvents>) =>
      setState((s) => {
        const base = s.gameId === gameId ? s : { gameId, balls: [], status: undefined, connected: false };
        return { ...base, ...fn(base), gameId };
      });
    source.addEventListener('open', () => update(() => ({ connected: true })));
    source.addEventListener('error', () => update(() => ({ connected: false })));
    source.addEventListener('ball', (event) => {
      const ball = JSON.parse((event as MessageEvent<string>).data) as DrawnBall;
      update((s) => ({
        balls: s.balls.some((b) => b.k === ball.k) ? s.balls : [...s.balls, ball].sort((a, b) => a.k - b.k),
      }));
    });
    source.addEventListener('status', (event) => {
      const { status } = JSON.parse((event as MessageEvent<string>).data) as { status: Status };
      update(() => ({ status }));
    });
    source.addEventListener('settled', () => onSettled());
    return () => source.close();
    // onSettled is read when the event arrives; a new callback identity must not reconnect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [gameId]);

  if (state.gameId !== gameId) return { balls: [], status: undefined, connected: false };
  return state;
}

/** Balls of the game detail merged with those that arrived live, by k, in draw order. */
export function mergeBalls(a: readonly DrawnBall[], b: readonly DrawnBall[]): DrawnBall[] {
  const byK = new Map<number, DrawnBall>();
  for (const ball of [...a, ...b]) byK.set(ball.k, ball);
  return [...byK.values()].sort((x, y) => x.k - y.k);
}

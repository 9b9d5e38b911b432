import { liveEventPaths, lotteryEventSchemas, type DrawnBall, type LotteryGame } from '@powerplay/contracts';
import { useState } from 'react';
import { useEventStream, type ReceivedEvent } from '../../lib/useEventStream';

type Status = LotteryGame['status'];

interface DrawEvents {
  /** Balls received live for `gameId` (by k). */
  balls: DrawnBall[];
  status: Status | undefined;
  /** Whether the stream is open (EventSource reconnects by itself, resending Last-Event-ID). */
  connected: boolean;
}

interface Received {
  gameId: number | null;
  balls: DrawnBall[];
  status: Status | undefined;
}

/**
 * A draw's live events (`ball` with id = k, `status`, `settled`: the contracts' `lotteryEventSchemas`)
 * on the one event-stream hook; `settled` calls `onSettled` (which refetches once). No polling.
 */
export function useDrawEvents(gameId: number | null, onSettled: () => void): DrawEvents {
  const [received, setReceived] = useState<Received>({ gameId, balls: [], status: undefined });
  const url = gameId === null ? null : liveEventPaths.lottery(gameId);

  const stream = useEventStream(
    url,
    lotteryEventSchemas,
    (event: ReceivedEvent<typeof lotteryEventSchemas>) => {
      if (event.type === 'settled') return onSettled();
      setReceived((r) => {
        const base = r.gameId === gameId ? r : { gameId, balls: [], status: undefined };
        if (event.type === 'status') return { ...base, status: event.data.status };
        const ball = event.data;
        if (base.balls.some((b) => b.k === ball.k)) return base;
        return { ...base, balls: [...base.balls, ball].sort((a, b) => a.k - b.k) };
      });
    },
  );

  const connected = stream.state === 'open';
  if (received.gameId !== gameId) return { balls: [], status: undefined, connected };
  return { balls: received.balls, status: received.status, connected };
}

/** Balls of the game detail merged with those that arrived live, by k, in draw order. */
export function mergeBalls(a: readonly DrawnBall[], b: readonly DrawnBall[]): DrawnBall[] {
  const byK = new Map<number, DrawnBall>();
  for (const ball of [...a, ...b]) byK.set(ball.k, ball);
  return [...byK.values()].sort((x, y) => x.k - y.k);
}

import type { ServerTimeResponse } from '@powerplay/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiFetch } from './api';
import { queryKeys } from './queryKeys';

/**
 * The current time, re-rendering every `everyMs` (aligned to the boundary), corrected by `offsetMs`
 * (server clock minus local clock) so every screen runs on the server's time.
 */
export function useNow(everyMs = 1000, offsetMs = 0): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(Date.now());
      timer = setTimeout(tick, everyMs - (Date.now() % everyMs) + 5);
    };
    timer = setTimeout(tick, everyMs - (Date.now() % everyMs) + 5);
    return () => clearTimeout(timer);
  }, [everyMs]);
  return now + offsetMs;
}

/** Server clock minus local clock, from an answer's `serverTime` and when it was received. */
export const clockOffset = (serverTime: string | undefined, receivedAt: number) =>
  serverTime && receivedAt ? Date.parse(serverTime) - receivedAt : 0;

/**
 * Server clock minus local clock, asked once per page load of `GET /api/time` (never cached, unlike the
 * public lists): the server read it about half way between the request and the answer. 0 until known.
 */
export function useServerClockOffset(): number {
  const { data } = useQuery({
    queryKey: queryKeys.serverTime,
    queryFn: async ({ signal }) => {
      const sent = Date.now();
      const { serverTime } = await apiFetch<ServerTimeResponse>('/api/time', { signal });
      const offset = Date.parse(serverTime) - (sent + Date.now()) / 2;
      if (!Number.isFinite(offset)) throw new Error('no server time');
      return offset;
    },
    staleTime: Infinity,
  });
  return data ?? 0;
}

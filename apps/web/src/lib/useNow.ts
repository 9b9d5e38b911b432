import { useEffect, useState } from 'react';

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

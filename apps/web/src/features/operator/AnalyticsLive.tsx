import {
  liveEventPaths,
  lotteryEventSchemas,
  sportsGameSetEventSchemas,
  type OperatorAnalyticsResponse,
} from '@powerplay/contracts';
import { useEffect, useRef } from 'react';
import { useEventStream } from '../../lib/useEventStream';

/** Many events in a burst (a ball, its settlement, a status) make one refresh, this long after the first. */
const SETTLE_MS = 1_000;
/**
 * The most live streams the dashboard holds open. A browser keeps six connections per site over HTTP/1.1
 * and an event stream holds one for as long as it is open: a dashboard with a stream per live game set
 * (seven at a busy time) left none for its own requests. Any running draw or set moves the figures, so a
 * few of them are enough to hear that things happen.
 */
export const MAX_LIVE_STREAMS = 3;
/** setTimeout's ceiling (about 24.8 days): a later start is waited for by the next refresh's timer. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** Listens to one public event stream and reports each event it carries. */
function StreamListener({
  url,
  schemas,
  onEvent,
}: {
  url: string;
  schemas: typeof lotteryEventSchemas | typeof sportsGameSetEventSchemas;
  onEvent: () => void;
}) {
  useEventStream(url, schemas, onEvent);
  return null;
}

/**
 * Keeps the dashboard current while draws and game sets run (decision 025): it listens to the public
 * event streams of the draws and game sets the last answer said are live (MAX_LIVE_STREAMS of them), and asks
 * again (`refresh`) after a burst of their events; and it asks again when the next scheduled one starts, so a
 * draw that goes live is listened to as well. No polling: between events nothing is asked. The dashboard's
 * own streams count among the server's watchers, as any page's do.
 */
export function AnalyticsLive({
  live,
  refresh,
}: {
  live: OperatorAnalyticsResponse['live'];
  refresh: () => void;
}) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(refresh);
  useEffect(() => {
    latest.current = refresh;
  });
  useEffect(() => () => clearTimeout(timer.current), []);
  const heard = () => {
    if (timer.current !== undefined) return;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      latest.current();
    }, SETTLE_MS);
  };

  useEffect(() => {
    if (!live.nextStartAt) return;
    const wait = Date.parse(live.nextStartAt) - Date.now() + SETTLE_MS;
    if (wait > MAX_TIMEOUT_MS) return;
    const start = setTimeout(() => latest.current(), Math.max(wait, 0));
    return () => clearTimeout(start);
  }, [live.nextStartAt]);

  const streams = [
    ...live.lotteryDraws.map((id) => ({ url: liveEventPaths.lottery(id), schemas: lotteryEventSchemas })),
    ...live.sportsGameSets.map((id) => ({
      url: liveEventPaths.sportsGameSet(id),
      schemas: sportsGameSetEventSchemas,
    })),
  ].slice(0, MAX_LIVE_STREAMS);
  return (
    <>
      {streams.map(({ url, schemas }) => (
        <StreamListener key={url} url={url} schemas={schemas} onEvent={heard} />
      ))}
    </>
  );
}

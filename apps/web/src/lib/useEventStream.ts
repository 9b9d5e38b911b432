import type { EventSchemas, LiveEventOf } from '@powerplay/contracts';
import { useEffect, useRef, useState } from 'react';

/** `connecting` until the stream opens and again while EventSource retries; `closed` once it gave up. */
export type StreamState = 'connecting' | 'open' | 'closed';

export interface EventStream {
  state: StreamState;
  /** Events dropped because their `data` did not match the schema (or was not JSON). */
  rejected: number;
}

/** A received event: its name, its parsed `data`, and the SSE `id` (`''` when the server sent none). */
export type ReceivedEvent<S extends EventSchemas> = LiveEventOf<S> & { id: string };

const idle: EventStream = { state: 'connecting', rejected: 0 };

function parseData(schema: EventSchemas[string], data: string): { ok: true; value: unknown } | { ok: false } {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return { ok: false };
  }
  const result = schema.safeParse(json);
  return result.success ? { ok: true, value: result.data } : { ok: false };
}

/**
 * The one way the web app listens to a live topic (DESIGN "Live updates"): an `EventSource` on `url`
 * (null = not now), each named event of `schemas` parsed with its zod schema from the contracts and
 * handed to `onEvent`; what fails to parse is dropped and counted, never passed on. EventSource
 * reconnects by itself and resends `Last-Event-ID`, so the server replays what was missed. Closes on
 * unmount and when `url` changes. `onEvent` is read when an event arrives: a new callback identity
 * does not reconnect.
 */
export function useEventStream<S extends EventSchemas>(
  url: string | null,
  schemas: S,
  onEvent: (event: ReceivedEvent<S>) => void,
): EventStream {
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  const [stream, setStream] = useState<EventStream & { url: string | null }>({ ...idle, url });

  useEffect(() => {
    if (url === null || typeof EventSource === 'undefined') return;
    const source = new EventSource(url);
    const update = (fn: (s: EventStream) => Partial<EventStream>) =>
      setStream((s) => {
        const base = s.url === url ? s : idle;
        return { ...base, ...fn(base), url };
      });
    const readState = (): StreamState =>
      source.readyState === EventSource.OPEN
        ? 'open'
        : source.readyState === EventSource.CLOSED
          ? 'closed'
          : 'connecting';

    source.addEventListener('open', () => update(() => ({ state: 'open' })));
    source.addEventListener('error', () => update(() => ({ state: readState() })));
    for (const type of Object.keys(schemas)) {
      const schema = schemas[type]!;
      source.addEventListener(type, (event) => {
        const { data, lastEventId } = event as MessageEvent<string>;
        const parsed = parseData(schema, data);
        if (!parsed.ok) return update((s) => ({ rejected: s.rejected + 1 }));
        handler.current({ type, data: parsed.value, id: lastEventId } as ReceivedEvent<S>);
      });
    }
    return () => source.close();
    // A schema map is a module constant; only a new URL means a new stream.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);

  if (stream.url !== url) return idle;
  return { state: stream.state, rejected: stream.rejected };
}

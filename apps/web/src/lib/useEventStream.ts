import type { EventSchemas, LiveEventOf } from '@powerplay/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

/** `connecting` until the stream opens and again while EventSource retries; `closed` once it gave up. */
export type StreamState = 'connecting' | 'open' | 'closed';

export interface EventStream {
  state: StreamState;
  /** Events dropped because their `data` did not match the schema (or was not JSON). */
  rejected: number;
  /** Opens the stream again once it gave up (`closed`); EventSource never retries after a refusal. */
  reopen: () => void;
}

/** A received event: its name, its parsed `data`, and the SSE `id` (`''` when the server sent none). */
export type ReceivedEvent<S extends EventSchemas> = LiveEventOf<S> & { id: string };

type StreamStatus = Omit<EventStream, 'reopen'>;

const idle: StreamStatus = { state: 'connecting', rejected: 0 };

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

/** One `EventSource` per URL for the whole tab, shared by every hook that listens to it. */
interface SharedSource {
  source: EventSource;
  users: number;
}
const sources = new Map<string, SharedSource>();

/**
 * The tab's stream of `url`: the open one, or a new one (also when the last gave up). Sharing keeps a
 * page's listeners of one topic (the player's own stream: the session watch, the game's entry, Game
 * Central) on one connection, well inside the browser's six per site over HTTP/1.1.
 */
function acquire(url: string): SharedSource {
  let shared = sources.get(url);
  if (!shared || shared.source.readyState === EventSource.CLOSED) {
    shared = { source: new EventSource(url), users: 0 };
    sources.set(url, shared);
  }
  shared.users += 1;
  return shared;
}

function release(url: string, shared: SharedSource) {
  shared.users -= 1;
  if (shared.users > 0) return;
  shared.source.close();
  if (sources.get(url) === shared) sources.delete(url);
}

/**
 * The one way the web app listens to a live topic (docs/architecture.md: one event-stream hook): the tab's
 * `EventSource` on `url` (null = not now; one per URL, shared), each named event of `schemas` parsed with its
 * zod schema from the contracts and handed to `onEvent`; what fails to parse is dropped and counted, never
 * passed on. EventSource reconnects by itself and resends `Last-Event-ID`, so the server replays what was
 * missed. Stops listening on unmount and when `url` changes; the stream closes when its last listener
 * leaves. `onEvent` is read when an event arrives: a new callback identity does not reconnect.
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
  const [stream, setStream] = useState<StreamStatus & { url: string | null }>({ ...idle, url });
  // Bumped by `reopen`: the effect below runs again and `acquire` replaces the closed source.
  const [opening, setOpening] = useState(0);
  const reopen = useCallback(() => setOpening((n) => n + 1), []);

  useEffect(() => {
    if (url === null || typeof EventSource === 'undefined') return;
    const shared = acquire(url);
    const { source } = shared;
    const update = (fn: (s: StreamStatus) => Partial<StreamStatus>) =>
      setStream((s) => {
        const base = s.url === url ? s : idle;
        const next = { ...base, ...fn(base), url };
        // The same state: no new render (the listeners' first update usually changes nothing).
        return next.url === s.url && next.state === s.state && next.rejected === s.rejected ? s : next;
      });
    const readState = (): StreamState =>
      source.readyState === EventSource.OPEN
        ? 'open'
        : source.readyState === EventSource.CLOSED
          ? 'closed'
          : 'connecting';

    const listeners: [string, (event: Event) => void][] = [
      ['open', () => update(() => ({ state: 'open' }))],
      ['error', () => update(() => ({ state: readState() }))],
      ...Object.keys(schemas).map((type): [string, (event: Event) => void] => [
        type,
        (event) => {
          const { data, lastEventId } = event as MessageEvent<string>;
          const parsed = parseData(schemas[type]!, data);
          if (!parsed.ok) return update((s) => ({ rejected: s.rejected + 1 }));
          handler.current({ type, data: parsed.value, id: lastEventId } as ReceivedEvent<S>);
        },
      ]),
    ];
    for (const [type, listener] of listeners) source.addEventListener(type, listener);
    // Joining a stream another hook opened already (its `open` has been and gone), or reopening one.
    update(() => ({ state: readState() }));
    return () => {
      for (const [type, listener] of listeners) source.removeEventListener(type, listener);
      release(url, shared);
    };
    // A schema map is a module constant; only a new URL (or a reopening) means a new stream.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url, opening]);

  if (stream.url !== url) return { ...idle, reopen };
  return { state: stream.state, rejected: stream.rejected, reopen };
}

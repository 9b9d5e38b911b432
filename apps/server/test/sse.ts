import { expect } from 'vitest';

export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

/** Splits the complete frames off `buffer`: the events they carry, and what is left to complete. */
export function parseFrames(buffer: string): { events: SseEvent[]; rest: string } {
  const events: SseEvent[] = [];
  let end: number;
  while ((end = buffer.indexOf('\n\n')) >= 0) {
    const block = buffer.slice(0, end);
    buffer = buffer.slice(end + 2);
    const e: SseEvent = { event: 'message', data: '' };
    for (const line of block.split('\n')) {
      if (line.startsWith('id: ')) e.id = line.slice(4);
      else if (line.startsWith('event: ')) e.event = line.slice(7);
      else if (line.startsWith('data: ')) e.data += line.slice(6);
    }
    if (e.data) events.push(e);
  }
  return { events, rest: buffer };
}

export interface SseStream {
  /** The events so far, in arrival order. */
  events: SseEvent[];
  /**
   * Resolves with the events once `until` holds (at once when it already does), when the stream ends,
   * or after `timeoutMs`: the caller's assertions say what is missing.
   */
  until(until: number | ((events: SseEvent[]) => boolean), timeoutMs?: number): Promise<SseEvent[]>;
  /** Settles when the stream ends (the server closed it, or `close`). */
  ended: Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens an event stream and resolves once the server has answered with it. The server subscribes the
 * stream to its topic before it sends the headers (platform/live/sse.ts), so from then on every
 * published event reaches it: a test waits for this, never for a delay.
 */
export async function openStream(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  expect(res.status, `${url} answered ${res.status}`).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  const changed = () => waiters.forEach((wake) => wake());
  let done = false;
  const ended = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done: over } = await reader.read();
        if (over) return;
        const parsed = parseFrames(buffer + value);
        buffer = parsed.rest;
        if (parsed.events.length > 0) {
          events.push(...parsed.events);
          changed();
        }
      }
    } catch (err) {
      if (!controller.signal.aborted) throw err;
    } finally {
      done = true;
      changed();
    }
  })();

  return {
    events,
    ended,
    async until(until, timeoutMs = 10_000) {
      const holds = typeof until === 'number' ? (e: SseEvent[]) => e.length >= until : until;
      const deadline = Date.now() + timeoutMs;
      while (!holds(events) && !done && Date.now() < deadline) {
        await new Promise<void>((resolve) => {
          const wake = () => {
            clearTimeout(timer);
            waiters.delete(wake);
            resolve();
          };
          const timer = setTimeout(wake, deadline - Date.now());
          waiters.add(wake);
        });
      }
      return events;
    },
    async close() {
      controller.abort();
      await ended;
    },
  };
}

/**
 * Reads an SSE stream's events until `until` says stop, the stream ends, or the time limit. Resolves
 * `opened` first (see openStream): `const seen = await watch(url, …); …act…; await seen.events`.
 */
export async function watch(
  url: string,
  until: (e: SseEvent[]) => boolean,
  headers: Record<string, string> = {},
  timeoutMs = 40_000,
): Promise<{ events: Promise<SseEvent[]> }> {
  const stream = await openStream(url, headers);
  return {
    events: stream.until(until, timeoutMs).then(async (events) => {
      await stream.close();
      return [...events];
    }),
  };
}

/** Reads an SSE stream's events until `until` says stop, the stream ends, or the time limit. */
export async function readEvents(
  url: string,
  until: (e: SseEvent[]) => boolean,
  headers: Record<string, string> = {},
  timeoutMs = 40_000,
): Promise<SseEvent[]> {
  return (await watch(url, until, headers, timeoutMs)).events;
}

/** The `ball` events' payloads, in arrival order. */
export const ballsOf = (events: SseEvent[]) =>
  events
    .filter((e) => e.event === 'ball')
    .map((e) => ({ id: e.id, ...(JSON.parse(e.data) as { k: number; number: number; drawnAt: string }) }));

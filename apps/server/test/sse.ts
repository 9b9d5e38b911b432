import { expect } from 'vitest';

export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

/** Reads an SSE stream's events until `until` says stop, the stream ends, or the time limit. */
export async function readEvents(
  url: string,
  until: (e: SseEvent[]) => boolean,
  headers: Record<string, string> = {},
  timeoutMs = 40_000,
): Promise<SseEvent[]> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const res = await fetch(url, { headers, signal: controller.signal });
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: SseEvent[] = [];
  let buffer = '';
  try {
    while (!until(events)) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
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
    }
  } catch (err) {
    // The time limit: answer what arrived, the caller's assertions say what is missing.
    if (!controller.signal.aborted) throw err;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  return events;
}

/** The `ball` events' payloads, in arrival order. */
export const ballsOf = (events: SseEvent[]) =>
  events
    .filter((e) => e.event === 'ball')
    .map((e) => ({ id: e.id, ...(JSON.parse(e.data) as { k: number; number: number; drawnAt: string }) }));

import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/database';
import { fakeClock } from '../clock';
import { registerErrorHandling } from '../errors';
import { RequestLogController } from '../request-logging';
import { createLiveHub } from './hub';
import { createEventStreams } from './sse';

const database = {
  listen: () => Promise.resolve({ up: true, close: () => Promise.resolve() }),
} as unknown as Database;

/** An app at `info` whose log lines the test reads, with one stream route, a plain route and a forgetful one. */
async function streamingApp() {
  type Line = { msg: string; [k: string]: unknown };
  const lines: Line[] = [];
  const app = Fastify({
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line) as Line) } },
    logController: new RequestLogController(),
  });
  registerErrorHandling(app);
  const hub = createLiveHub({ database, clock: fakeClock('2026-11-22T12:00:00Z'), log: app.log });
  await hub.start();
  const streams = createEventStreams({ hub, log: app.log, maxStreamsPerIp: 100, summaryMs: 50 });
  const stream = {
    topic: 'test:1',
    load: async () => [{ type: 'status', data: { status: 'live' } }],
    notFound: 'NOT_FOUND' as const,
  };
  app.get('/events', { config: { eventStream: true } }, (request, reply) =>
    streams.serve(request, reply, stream),
  );
  app.get('/forgot', (request, reply) => streams.serve(request, reply, stream));
  app.get('/plain', () => ({ ok: true }));
  app.addHook('preClose', async () => streams.closeAll());
  app.addHook('onClose', async () => {
    streams.stop();
    await hub.stop();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return { app, lines, streams, base: `http://127.0.0.1:${address.port}` };
}

let close: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('event stream logging', () => {
  it('writes no line per stream at info, a summary of opened and closed streams instead', async () => {
    const { app, lines, streams, base } = await streamingApp();
    close = () => app.close();
    const controllers = Array.from({ length: 5 }, () => new AbortController());
    const responses = await Promise.all(
      controllers.map((c) => fetch(`${base}/events`, { signal: c.signal })),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    await responses[0]!.body!.getReader().read();
    expect(streams.count()).toBe(5);
    const summaries = () => lines.filter((l) => l.msg === 'event streams');
    const total = (k: 'opened' | 'closed' | 'refused') => summaries().reduce((n, l) => n + Number(l[k]), 0);
    // Each step waits for the summary tick that reports it.
    await vi.waitFor(() => expect(total('opened')).toBe(5));
    controllers.slice(0, 2).forEach((c) => c.abort());
    await vi.waitFor(() => expect(total('closed')).toBe(2));
    await fetch(`${base}/plain`);
    const read = summaries();
    controllers.slice(2).forEach((c) => c.abort());

    // However the summary ticks fall on a busy machine, they add up: 5 opened, then 2 closed (the other 3
    // close after the last tick read here), none refused, each tick saying how many are open.
    const sum = (k: 'opened' | 'closed' | 'refused') => read.reduce((n, l) => n + Number(l[k]), 0);
    expect([sum('opened'), sum('closed'), sum('refused')]).toEqual([5, 2, 0]);
    let open = 0;
    for (const l of read) {
      open += Number(l.opened) - Number(l.closed);
      expect(l.open).toBe(open);
    }
    const perRequest = lines.filter((l) => l.msg === 'incoming request' || l.msg === 'request completed');
    // Only the plain route's one line, saying what was asked and answered: the streams wrote none.
    expect(perRequest).toHaveLength(1);
    expect(perRequest[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/plain' },
      res: { statusCode: 200 },
    });
  });

  it('refuses to serve a stream from a route that does not declare it (it would log a line per watcher)', async () => {
    const { app, base } = await streamingApp();
    close = () => app.close();
    expect((await fetch(`${base}/forgot`)).status).toBe(500);
  });
});

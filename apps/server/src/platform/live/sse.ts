import type { MessageCode } from '@powerplay/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import type { DbLog } from '../../db/database';
import { AppError } from '../errors';
import { isEventStream } from '../request-logging';
import type { Loader, LiveHub } from './hub';

export interface EventStreamOptions {
  hub: LiveHub;
  /** Where the periodic summary goes (streams opened, closed, refused, open now). */
  log: Pick<DbLog, 'info'>;
  /** How often that summary is written, when anything changed: never a line per stream. */
  summaryMs?: number;
  /** Open streams allowed per client IP (generous: many players may share one address). */
  maxStreamsPerIp: number;
  heartbeatMs?: number;
  /** The reconnection delay the browser is told to use. */
  retryMs?: number;
  /** A client this far behind (unsent bytes) is dropped; it reconnects with Last-Event-ID. */
  maxBufferedBytes?: number;
}

/** Last-Event-ID as the topic's event id; anything else means "from the start". */
const lastEventId = (header: string | string[] | undefined) => {
  const n = typeof header === 'string' ? Number.parseInt(header, 10) : 0;
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
};

/**
 * The Server-Sent-Events protocol, once for every live topic: the per-IP stream cap, a JSON error
 * (not a stream) for an unknown topic, headers and `retry:`, subscribe-and-replay after Last-Event-ID
 * from the hub's snapshot in one step, one heartbeat timer for all streams, and clean ends.
 */
export function createEventStreams(options: EventStreamOptions) {
  const { hub, maxStreamsPerIp } = options;
  const retryMs = options.retryMs ?? 2000;
  const maxBufferedBytes = options.maxBufferedBytes ?? 1024 * 1024;
  const perIp = new Map<string, number>();
  const open = new Set<ServerResponse>();
  /** Private streams by their session's tag: ended the moment the session is revoked. */
  const bySession = new Map<string, Set<ServerResponse>>();
  const heartbeat = setInterval(() => {
    for (const res of open) res.write(': keep-alive\n\n');
  }, options.heartbeatMs ?? 15_000).unref();
  const tally = { opened: 0, closed: 0, refused: 0 };
  const summary = setInterval(() => {
    if (tally.opened + tally.closed + tally.refused === 0) return;
    options.log.info({ ...tally, open: open.size }, 'event streams');
    tally.opened = tally.closed = tally.refused = 0;
  }, options.summaryMs ?? 10_000).unref();

  const release = (ip: string) => {
    const n = (perIp.get(ip) ?? 1) - 1;
    if (n > 0) perIp.set(ip, n);
    else perIp.delete(ip);
  };

  return {
    /**
     * Serves `topic` on this request. `load` reads the topic's public events when the hub has no
     * snapshot of it (undefined: the topic does not exist → `notFound`).
     */
    async serve(
      request: FastifyRequest,
      reply: FastifyReply,
      stream: {
        topic: string;
        load: Loader;
        notFound: MessageCode;
        /** A private stream's session tag (`sessionTag`): the stream ends when the session is revoked. */
        session?: string | undefined;
      },
    ): Promise<void> {
      // The route must say it streams, or Fastify would log a line per watcher (request-logging).
      if (!isEventStream(request)) throw new Error(`${request.routeOptions.url} lacks config.eventStream`);
      const ip = request.ip;
      const count = perIp.get(ip) ?? 0;
      if (count >= maxStreamsPerIp) {
        tally.refused++;
        throw new AppError('LIVE_STREAMS_LIMIT');
      }
      // Counted before the await, so a burst cannot slip past the cap while the topic loads.
      perIp.set(ip, count + 1);
      let exists: boolean;
      try {
        exists = await hub.open(stream.topic, stream.load);
      } catch (err) {
        release(ip);
        throw err;
      }
      if (!exists) {
        release(ip);
        tally.refused++;
        throw new AppError(stream.notFound);
      }

      // From here to `watch` nothing is awaited: the replay and the subscription are one step.
      reply.hijack();
      const res = reply.raw;
      if (res.destroyed || res.socket?.destroyed) {
        // Gone while the topic loaded: no 'close' will come to release it.
        release(ip);
        return;
      }
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      res.write(`retry: ${retryMs}\n\n`);
      const unwatch = hub.watch(
        stream.topic,
        {
          send: (frame) => {
            if (res.writableLength > maxBufferedBytes) res.destroy();
            else res.write(frame);
          },
          close: () => res.end(),
        },
        lastEventId(request.headers['last-event-id']),
      );
      open.add(res);
      const { session } = stream;
      if (session !== undefined) {
        let mine = bySession.get(session);
        if (!mine) bySession.set(session, (mine = new Set()));
        mine.add(res);
      }
      tally.opened++;
      res.once('close', () => {
        open.delete(res);
        if (session !== undefined) {
          const mine = bySession.get(session);
          mine?.delete(res);
          if (mine?.size === 0) bySession.delete(session);
        }
        tally.closed++;
        unwatch();
        release(ip);
      });
    },

    /** Ends this process's private streams of these sessions (they were revoked). */
    endSessions(tags: readonly string[]) {
      for (const tag of tags) for (const res of bySession.get(tag) ?? []) res.end();
    },

    /** Open streams (tests, metrics). */
    count: () => open.size,

    /** Ends every stream (shutdown; clients reconnect elsewhere with Last-Event-ID). */
    closeAll() {
      hub.closeAll();
    },

    stop() {
      clearInterval(heartbeat);
      clearInterval(summary);
    },
  };
}
export type EventStreams = ReturnType<typeof createEventStreams>;

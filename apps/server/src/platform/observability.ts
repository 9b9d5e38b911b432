import { createHash, timingSafeEqual } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { sendError } from './errors';
import { pingDatabase } from './health-repo';

/** A request slower than this is logged at warn (a stream's lifetime is not a request's). */
const SLOW_REQUEST_MS = 2_000;
/** The embedded database runs on the server's thread: a long query stalls every request meanwhile. */
const EVENT_LOOP_STALL_MS = 1_000;

/** Logs at warn each second in which the event loop was blocked for longer than EVENT_LOOP_STALL_MS. */
function warnOnEventLoopStalls(app: FastifyInstance) {
  const delay = monitorEventLoopDelay({ resolution: 50 });
  delay.enable();
  const timer = setInterval(() => {
    const ms = delay.max / 1e6;
    if (ms >= EVENT_LOOP_STALL_MS) app.log.warn({ ms: Math.round(ms) }, 'event loop blocked');
    delay.reset();
  }, 1_000).unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    delay.disable();
  });
}

/** The `Authorization: Bearer` a scraper must send, compared in constant time. */
function bearerMatches(header: string | undefined, token: string): boolean {
  if (!header?.startsWith('Bearer ')) return false;
  const given = createHash('sha256').update(header.slice(7).trim()).digest();
  return timingSafeEqual(given, createHash('sha256').update(token).digest());
}

/**
 * `/healthz` (the process is up: liveness), `/readyz` (the database answers and live events arrive:
 * `liveEventsFlowing`) and Prometheus `/metrics`. The metrics tell
 * versions, restarts and per-route failure rates, so they are not public: served only to a scraper
 * with `Authorization: Bearer <METRICS_TOKEN>`, and a 404 for everyone else (and for everyone when no
 * token is configured). `/healthz` is the one path exempt from rate limits (a constant answer for load
 * balancers' probes); `/readyz` queries the database and is rate limited like everything else.
 */
export function registerObservability(
  app: FastifyInstance,
  db: Kysely<DB>,
  options: { metricsToken: string | undefined; liveEventsFlowing: () => boolean },
) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration by route and status',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL: keeps label cardinality bounded.
    const route = request.routeOptions.url ?? 'unmatched';
    duration.observe(
      { method: request.method, route, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    if (reply.elapsedTime >= SLOW_REQUEST_MS && !request.routeOptions.config.eventStream) {
      request.log.warn({ route, ms: Math.round(reply.elapsedTime) }, 'slow request');
    }
  });
  warnOnEventLoopStalls(app);

  const hidden = { schema: { hide: true } } as const;
  app.get('/healthz', { ...hidden, config: { rateLimit: false } }, () => ({ status: 'ok' }));
  app.get('/readyz', hidden, async (_request, reply) => {
    // While the listener is down this process's watchers hear nothing: send new ones elsewhere.
    if (!options.liveEventsFlowing())
      return reply.status(503).send({ status: 'unavailable', reason: 'live events' });
    try {
      await pingDatabase(db);
      return { status: 'ready' };
    } catch (err) {
      app.log.warn({ err }, 'database not reachable');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
  app.get('/metrics', hidden, async (request, reply) => {
    const { metricsToken } = options;
    if (!metricsToken || !bearerMatches(request.headers.authorization, metricsToken)) {
      return sendError(reply, 'NOT_FOUND');
    }
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

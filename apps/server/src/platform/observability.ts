import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** `/healthz` (process up), `/readyz` (database reachable) and Prometheus `/metrics`. */
export function registerObservability(app: FastifyInstance, db: Kysely<DB>) {
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
  });

  const hidden = { schema: { hide: true }, config: { rateLimit: false } } as const;
  app.get('/healthz', hidden, () => ({ status: 'ok' }));
  app.get('/readyz', hidden, async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ready' };
    } catch (err) {
      app.log.warn({ err }, 'database not reachable');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
  app.get('/metrics', hidden, async (_request, reply) => {
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

import type { Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { sendError } from './errors';

export interface HttpLimits {
  /** Whole request (headers and body) must arrive within this; the response (an SSE stream) is not timed. */
  requestTimeoutMs: number;
  /** Headers must arrive within this (≤ requestTimeoutMs). */
  headersTimeoutMs: number;
  /** An idle keep-alive connection is closed after this; above the load balancer's idle timeout. */
  keepAliveTimeoutMs: number;
  /** Open connections per client address; 0 = no cap. */
  maxConnectionsPerIp: number;
}

/**
 * Timeouts for slow clients (decision 008). Node measures `requestTimeout` until the request is fully
 * received, so a body trickled a byte at a time is cut off with 408, while a long response such as a
 * Server-Sent-Event stream is not (its request ended at once). Node checks these timers every
 * `connectionsCheckingInterval`, so that follows the shortest one.
 */
export function serverOptions(limits: HttpLimits): {
  requestTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
} {
  return {
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      requestTimeout: limits.requestTimeoutMs,
      headersTimeout: limits.headersTimeoutMs,
      connectionsCheckingInterval: Math.max(100, Math.min(30_000, Math.floor(limits.headersTimeoutMs / 4))),
      // Node answers a request without a Host header with a bare 400; the app answers it in the
      // catalogue's error shape instead (registerRequestPolicy).
      requireHostHeader: false,
    },
  };
}

/**
 * Caps the open connections from one address (a slowloris holds hundreds of idle sockets). Counted on
 * the socket's own address, so behind a proxy it counts the proxy's connections: config keeps it off
 * there unless asked. A connection over the cap is closed at once: answering it would cost what the cap
 * is there to save.
 */
export function capConnectionsPerIp(server: Server, max: number) {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const ip = socket.remoteAddress ?? 'unknown';
    const count = (open.get(ip) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(ip, count);
    socket.once('close', () => {
      const left = (open.get(ip) ?? 1) - 1;
      if (left <= 0) open.delete(ip);
      else open.set(ip, left);
    });
  });
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The same answer for everyone, sent with a Cache-Control of its own (an image): not a private reply. */
    publicCache?: true;
  }
}

/** The JSON API and the old client's calls: where a reply may hold a player's data. */
const isApiPath = (path: string) =>
  path === '/api' || path.startsWith('/api/') || path.startsWith('/public_api/');

/**
 * Per-request rules of the API: an HTTP/1.1 request must name its Host (answered in the error shape), and
 * no API answer is stored by a browser or a shared cache — most carry a player's data — unless its route
 * is public by declaration: a public read (`publicRead`, with its CDN-fit Cache-Control and ETag) or
 * `publicCache` (an image). Decided by the route the request matched, legacy `.php` calls included; a
 * private route's own Cache-Control is overridden, and a public route's answer without one (an error, a
 * rate limit) is not stored either. Pages, static assets and widgets keep their own rules.
 */
export function registerRequestPolicy(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      return sendError(reply, 'HOST_REQUIRED');
    }
  });
  app.addHook('onSend', async (request, reply) => {
    if (!isApiPath(request.routeOptions.url ?? request.url.split('?')[0]!)) return;
    const { publicRead, publicCache } = request.routeOptions.config;
    if ((publicRead === true || publicCache === true) && reply.hasHeader('cache-control')) return;
    void reply.header('cache-control', 'no-store');
  });
}

/**
 * Helmet's security headers (CSP, nosniff, frame options, HSTS…), worked out once at start and set on
 * every answer. The Fastify plugin built helmet's middleware again on every request (parsing the CSP
 * each time: a tenth of a public read's CPU); the headers never change while the process runs.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers: Record<string, string> = {};
  const stand = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => undefined,
  };
  helmet(options)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    stand as unknown as Parameters<ReturnType<typeof helmet>>[1],
    () => undefined,
  );
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestToken } from './auth';
import { sendError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

/**
 * CSRF defence (DESIGN "API"): SameSite=Lax cookies plus an Origin check. A mutating request that
 * carries the session cookie must come from our own origin (PUBLIC_ORIGIN or the Host it was sent to);
 * any mutating request whose Origin names another site is refused. Bearer-token requests are not
 * cookie-borne and are exempt.
 */
export function registerCsrfCheck(app: FastifyInstance, publicOrigin: string) {
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const token = requestToken(request);
    if (token?.via === 'bearer') return;
    const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
    const allowed =
      origin !== null && (origin === publicOrigin || origin === `${request.protocol}://${request.host}`);
    if (allowed) return;
    // Without a cookie and without an Origin header (curl, scripts) there is no ambient authority to abuse.
    if (!token && origin === null) return;
    return sendError(reply, 'CROSS_SITE_REQUEST');
  });
}

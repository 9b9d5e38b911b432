import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestToken } from './auth';
import { sendError } from './errors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route is meant to be called from anywhere, with no cookie and no session: a mail client's
     * one-click unsubscribe (RFC 8058), authorised by the signed token in its URL alone.
     */
    anySite?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The content types an HTML form on any site can send without a CORS preflight. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/**
 * What a request says about where it came from: its Origin (else its Referer) as an origin, 'absent'
 * when it sends neither, or 'opaque' for `Origin: null` (sandboxed frames, data: and file: pages,
 * some redirects) and anything that does not parse — which must never count as "no origin".
 */
function claimedOrigin(request: FastifyRequest): { origin: string } | 'absent' | 'opaque' {
  const value = request.headers.origin ?? request.headers.referer;
  if (value === undefined || value === '') return 'absent';
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? 'opaque' : { origin };
  } catch {
    return 'opaque';
  }
}

function isFormPost(request: FastifyRequest): boolean {
  const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  return FORM_TYPES.includes(type);
}

/**
 * CSRF defence (decision 008): SameSite=Lax cookies plus an Origin check. A mutating
 * request must come from our own origin (PUBLIC_ORIGIN or the Host it was sent to) when it carries the
 * session cookie or a form-type body (what a cross-site form can send: a login CSRF signs the victim
 * into the attacker's account without any cookie). Any mutating request that names another origin,
 * an opaque one (`Origin: null`) or an unparsable one is refused. Bearer-token requests are not
 * ambient (no page can make a browser add the header) and are exempt; so is a JSON request with no
 * cookie and no Origin at all (curl, scripts): there is no ambient authority to abuse.
 */
export function registerCsrfCheck(
  app: FastifyInstance,
  publicOrigin: string,
  /** Another origin this request may come from: the old client's site, on its listed paths only (docs/legacy-api.md). */
  alsoAllowed: (request: FastifyRequest, origin: string) => boolean = () => false,
) {
  app.addHook('onRequest', async (request: FastifyRequest, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    if (request.routeOptions.config.anySite === true) return;
    const token = requestToken(request);
    if (token?.via === 'bearer') return;
    const claimed = claimedOrigin(request);
    if (typeof claimed === 'object') {
      const { origin } = claimed;
      if (origin === publicOrigin || origin === `${request.protocol}://${request.host}`) return;
      if (alsoAllowed(request, origin)) return;
    } else if (claimed === 'absent' && !token && !isFormPost(request)) return;
    return sendError(reply, 'CROSS_SITE_REQUEST');
  });
}

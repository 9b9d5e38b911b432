import type { User } from '@powerplay/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionRepo, SessionTokens } from '../../platform/auth';
import { AppError, sendError } from '../../platform/errors';
import { isLegacyRequest } from './paths';

/**
 * Who a legacy call is from: the `jwt` it carries (a query parameter on reads, a form field on writes),
 * checked like any session token — signed, not revoked, not expired. Never the cookie: on these paths a
 * request is authorised only by what the old client put in it, so no cookie-borne write exists here.
 */
export function legacySessions(deps: { tokens: SessionTokens; sessions: SessionRepo }) {
  async function optionalUser(jwt: string | undefined): Promise<User | null> {
    const sessionId = jwt ? deps.tokens.verify(jwt) : null;
    return sessionId ? deps.sessions.findUser(sessionId) : null;
  }
  return {
    optionalUser,
    async user(jwt: string | undefined): Promise<User> {
      const user = await optionalUser(jwt);
      if (!user) throw new AppError('AUTH_REQUIRED');
      return user;
    },
  };
}
export type LegacySessions = ReturnType<typeof legacySessions>;

declare module 'fastify' {
  interface FastifyRequest {
    /** The user of a legacy call that needs one, resolved from its jwt before the payload is validated. */
    legacyUser?: User;
  }
}

const jwtIn = (v: unknown): string | undefined =>
  v !== null && typeof v === 'object' && typeof (v as { jwt?: unknown }).jwt === 'string'
    ? (v as { jwt: string }).jwt
    : undefined;

/**
 * For a legacy route that needs a signed-in player: who is asking is checked before what they send (as
 * on every protected route), from the jwt in the form or the query; the OpenAPI document says so.
 */
export function jwtFirst(sessions: LegacySessions) {
  return {
    preValidation: async (request: FastifyRequest) => {
      request.legacyUser = await sessions.user(jwtIn(request.body) ?? jwtIn(request.query));
    },
    security: [{ legacyJwt: [] }],
  };
}

/** The user `jwtFirst` found (its hook ran before the handler). */
export function legacyUserOf(request: FastifyRequest): User {
  if (!request.legacyUser) throw new AppError('AUTH_REQUIRED');
  return request.legacyUser;
}

const claimedOrigin = (request: FastifyRequest): string | undefined => {
  const origin = request.headers.origin;
  return origin === undefined || origin === '' ? undefined : origin;
};

/**
 * Cross-origin use by the old client: a legacy path (paths.ts, exactly) answers an Origin listed in
 * `LEGACY_ORIGINS` (or our own) with CORS headers and credentials; any other Origin is refused before the
 * route runs. Preflights get their own answer: the old client sends simple requests, other clients may not.
 * `allows` tells the CSRF check which cross-origin writes are the old client's form posts.
 */
export function registerLegacyOrigins(
  app: FastifyInstance,
  opts: { origins: readonly string[]; publicOrigin: string },
) {
  const allowed = new Set(opts.origins);
  const isAllowed = (request: FastifyRequest, origin: string) =>
    allowed.has(origin) || origin === opts.publicOrigin || origin === `${request.protocol}://${request.host}`;

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isLegacyRequest(request)) return;
    const origin = claimedOrigin(request);
    if (origin === undefined) return;
    if (!isAllowed(request, origin)) return sendError(reply, 'LEGACY_ORIGIN_REFUSED');
    void reply
      .header('access-control-allow-origin', origin)
      .header('access-control-allow-credentials', 'true')
      .header('vary', 'Origin');
    if (request.method === 'OPTIONS') {
      return reply
        .status(204)
        .header('access-control-allow-methods', 'GET, POST')
        .header('access-control-allow-headers', 'Content-Type')
        .header('access-control-max-age', '600')
        .send();
    }
  });

  return {
    allows: (request: FastifyRequest, origin: string) =>
      isLegacyRequest(request) && isAllowed(request, origin),
  };
}

import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  API_KEY_PREFIX,
  liveTopics,
  sessionEventSchemas,
  type ApiScope,
  type User,
} from '@powerplay/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { inTransaction } from '../db/transaction';
import type { Clock } from './clock';
import { AppError } from './errors';
import { publish, topic } from './live/publish';
import { createSessionCache } from './session-cache';
import { findSessionUser, insertSession, revokeSession, revokeSessionsOf } from './session-repo';

export const SESSION_COOKIE = 'jwt';
const SESSION_DAYS = 30;

/** Who may call a route: any signed-in user, operators only, or the platform operator only. */
export type RouteAuth = 'user' | 'operator' | 'platform';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved once per request and only when asked for. */
    currentUser(): Promise<User | null>;
  }
  interface FastifyContextConfig {
    /**
     * Checked before the body is even read (see `authPlugin`); every `/api/operator/` route is 'operator',
     * every `/api/platform/` route 'platform'.
     */
    auth?: RouteAuth;
    /**
     * A machine caller's key (e.g. a sports data provider): `Authorization: Bearer <key>` passes this
     * route's check without a session. Undefined or empty: sessions only.
     */
    apiKey?: string | undefined;
    /**
     * What a partner's API key must be allowed to call this route (docs/partner-api.md); undefined: no
     * API key may, only a session.
     */
    scope?: ApiScope;
  }
}

/** Checks a partner's API key for a route needing `scope`: the operator it acts as, or a refusal. */
export interface ApiKeyCheck {
  authenticate(token: string, scope: ApiScope | undefined): Promise<User>;
}

const OPERATOR_PREFIX = '/api/operator/';
const PLATFORM_PREFIX = '/api/platform/';

/**
 * Sessions are rows the server can revoke; the token is `<session id>.<HMAC of the id>`, so a forged or
 * mangled token is refused before touching the database.
 */
export function createSessionTokens(secret: string) {
  const sign = (id: string) => createHmac('sha256', secret).update(id).digest('base64url');
  return {
    issue(): { id: string; token: string } {
      const id = randomBytes(24).toString('base64url');
      return { id, token: `${id}.${sign(id)}` };
    },
    verify(token: string): string | null {
      const [id, sig, extra] = token.split('.');
      if (!id || !sig || extra !== undefined || id.length > 64) return null;
      const expected = Buffer.from(sign(id));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}
export type SessionTokens = ReturnType<typeof createSessionTokens>;

/**
 * A session's name on the live channel: a hash of its id, which is half of a token (NOTIFY payloads are
 * visible to every database client, logs may keep them). Private streams are filed under it.
 */
export const sessionTag = (sessionId: string) =>
  createHash('sha256').update(sessionId).digest('base64url').slice(0, 22);

const sessionsTopic = topic(liveTopics.sessions, sessionEventSchemas);
/** Tags per event: a NOTIFY payload stays under PostgreSQL's 8,000 bytes. */
const TAGS_PER_EVENT = 200;

/**
 * Tells every process which sessions were revoked (docs/decisions/015), in the revoking transaction:
 * their private streams end when it commits, wherever they are served.
 */
async function announceRevoked(trx: Transaction<DB>, sessionIds: readonly string[]) {
  for (let i = 0; i < sessionIds.length; i += TAGS_PER_EVENT) {
    const sessions = sessionIds.slice(i, i + TAGS_PER_EVENT).map(sessionTag);
    await publish(trx, sessionsTopic, { type: 'revoked', data: { sessions } });
  }
}

export function sessionRepo(db: Kysely<DB>, clock: Clock) {
  const cache = createSessionCache(() => clock.now().getTime());

  return {
    async create(userId: number, meta: { ip: string; userAgent: string | undefined }, id: string) {
      const now = clock.now();
      await insertSession(db, {
        id,
        user_id: userId,
        created_at: now,
        expires_at: new Date(now.getTime() + SESSION_DAYS * 86_400_000),
        ip: meta.ip,
        user_agent: meta.userAgent?.slice(0, 300) ?? null,
      });
    },
    /** The session's user, from this process's cache when it was looked up lately (session-cache.ts). */
    findUser(sessionId: string): Promise<User | null> {
      return cache.get(
        sessionId,
        () => sessionTag(sessionId),
        async () => {
          const row = await findSessionUser(db, sessionId, clock.now());
          if (!row) return null;
          const { id, display_name: displayName, email, role, club } = row;
          return { user: { id, displayName, email, role, club }, expiresAt: row.expires_at };
        },
      );
    },
    /**
     * Tells every process that these users' rows changed (club, email), in the changing transaction:
     * their cached sessions are read again. This process forgets them at once (read-your-writes).
     */
    async usersChanged(trx: Transaction<DB>, userIds: readonly number[]) {
      if (userIds.length === 0) return;
      await publish(trx, sessionsTopic, { type: 'changed', data: { users: [...userIds] } });
      cache.evictUsers(userIds);
    },
    /**
     * What the sessions topic says, heard from any process: revoked sessions and changed users leave the
     * cache; after a listener outage (events may have been missed) all of it does.
     */
    heard(event: { type: string; data: unknown } | 'listener-reconnected') {
      if (event === 'listener-reconnected') return cache.clear();
      if (event.type === 'revoked')
        cache.evictSessions(sessionEventSchemas.revoked.parse(event.data).sessions);
      if (event.type === 'changed') cache.evictUsers(sessionEventSchemas.changed.parse(event.data).users);
    },
    revoke(sessionId: string) {
      return inTransaction(db, async (trx) => {
        const revoked = await revokeSession(trx, sessionId, clock.now());
        await announceRevoked(
          trx,
          revoked.map((r) => r.id),
        );
        // This process stops trusting it at once, before its own NOTIFY comes back.
        cache.evictSessions([sessionTag(sessionId)]);
      });
    },
    /**
     * Revokes every session of a user but one (password change), in the caller's transaction when `q`
     * is one (a suspension: the sessions end if and only if it commits).
     */
    revokeAllOf(userId: number, exceptSessionId?: string, q: Kysely<DB> = db) {
      return inTransaction(q, async (trx) => {
        const revoked = await revokeSessionsOf(trx, userId, clock.now(), exceptSessionId);
        await announceRevoked(
          trx,
          revoked.map((r) => r.id),
        );
        cache.evictSessions(revoked.map((r) => sessionTag(r.id)));
      });
    },
  };
}
export type SessionRepo = ReturnType<typeof sessionRepo>;

/** The token a request carries: `Authorization: Bearer` first, else the `jwt` cookie. */
export function requestToken(request: FastifyRequest): { token: string; via: 'bearer' | 'cookie' } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return { token: header.slice(7).trim(), via: 'bearer' };
  const cookie = request.cookies[SESSION_COOKIE];
  return cookie ? { token: cookie, via: 'cookie' } : null;
}

/**
 * Every valid session a request carries, Bearer and cookie alike: signing out ends them all, so a junk
 * Bearer beside a valid cookie cannot leave the cookie's session alive.
 */
export function requestSessionIds(request: FastifyRequest, tokens: SessionTokens): string[] {
  const header = request.headers.authorization;
  const candidates = [
    header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined,
    request.cookies[SESSION_COOKIE],
  ];
  const ids = candidates.flatMap((token) => (token ? [tokens.verify(token)] : []));
  return [...new Set(ids.filter((id): id is string => id !== null))];
}

export function requestSessionId(request: FastifyRequest, tokens: SessionTokens): string | null {
  const t = requestToken(request);
  return t ? tokens.verify(t.token) : null;
}

export const authPlugin = fp(
  (app: FastifyInstance, opts: { tokens: SessionTokens; sessions: SessionRepo; apiKeys: ApiKeyCheck }) => {
    const cache = new WeakMap<FastifyRequest, Promise<User | null>>();
    app.decorateRequest('currentUser', function (this: FastifyRequest) {
      let pending = cache.get(this);
      if (!pending) {
        const id = requestSessionId(this, opts.tokens);
        pending = id ? opts.sessions.findUser(id) : Promise.resolve(null);
        cache.set(this, pending);
      }
      return pending;
    });

    // Who is asking is checked first, before the body is parsed or validated: a player gets 403 and an
    // anonymous caller 401 whatever they send, and learns nothing of the schema. Operator and platform
    // routes are recognised by their prefix, so a new one cannot forget; others declare `config: { auth: 'user' }`.
    app.addHook('onRoute', (route) => {
      const auth: RouteAuth | undefined = route.url.startsWith(OPERATOR_PREFIX)
        ? 'operator'
        : route.url.startsWith(PLATFORM_PREFIX)
          ? 'platform'
          : route.config?.auth;
      if (!auth) return;
      const apiKey = route.config?.apiKey;
      // Only operator routes may name a scope: a key acts as an operator, never as a player.
      const scope = auth === 'operator' ? route.config?.scope : undefined;
      const guard = async (request: FastifyRequest) => {
        if (apiKey && bearerIsKey(request, apiKey)) return;
        const bearer = requestToken(request);
        if (bearer?.via === 'bearer' && bearer.token.startsWith(API_KEY_PREFIX)) {
          cache.set(request, Promise.resolve(await opts.apiKeys.authenticate(bearer.token, scope)));
          return;
        }
        await (auth === 'operator'
          ? requireOperator(request)
          : auth === 'platform'
            ? requirePlatformOperator(request)
            : requireUser(request));
      };
      route.onRequest = [...[route.onRequest ?? []].flat(), guard];
      // The OpenAPI document says which routes need a session (the same object the docs plugin holds).
      if (route.schema)
        route.schema.security = [{ cookie: [] }, { bearer: [] }, ...(scope ? [{ apiKey: [scope] }] : [])];
    });
  },
  { name: 'auth', dependencies: ['@fastify/cookie'] },
);

/** Whether the request's `Authorization: Bearer` is `key` (compared in constant time). */
export function bearerIsKey(request: FastifyRequest, key: string): boolean {
  const header = request.headers.authorization;
  if (!key || !header?.startsWith('Bearer ')) return false;
  const digest = (v: string) => createHmac('sha256', 'api-key').update(v).digest();
  return timingSafeEqual(digest(header.slice(7).trim()), digest(key));
}

export async function requireUser(request: FastifyRequest): Promise<User> {
  const user = await request.currentUser();
  if (!user) throw new AppError('AUTH_REQUIRED');
  return user;
}

export async function requireOperator(request: FastifyRequest): Promise<User> {
  const user = await requireUser(request);
  if (user.role !== 'operator') throw new AppError('FORBIDDEN');
  return user;
}

/** The platform's operator (docs/partners.md): partners' operators and players are refused. */
export async function requirePlatformOperator(request: FastifyRequest): Promise<User> {
  const user = await requireUser(request);
  if (user.role !== 'platform') throw new AppError('FORBIDDEN');
  return user;
}

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean) {
  void reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: SESSION_DAYS * 86_400,
  });
}

export function clearSessionCookie(reply: FastifyReply, secure: boolean) {
  void reply.clearCookie(SESSION_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: '/' });
}

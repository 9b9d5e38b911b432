import {
  authResponseSchema,
  emailVerificationConfirmSchema,
  errorBodySchema,
  loginRequestSchema,
  meResponseSchema,
  passwordResetAcceptedSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  registerRequestSchema,
} from '@powerplay/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/errors';
import { z } from 'zod';
import {
  clearSessionCookie,
  requestSessionIds,
  requestToken,
  requireUser,
  setSessionCookie,
  type SessionTokens,
} from '../../platform/auth';
import type { EmailVerificationService } from './email-verifications';
import type { PasswordResetService } from './password-resets';
import type { AccountsService, RequestMeta } from './service';

const meta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

const errors = errorResponses(400, 401, 409, 429);

export const accountsRoutes: FastifyPluginAsyncZod<{
  service: AccountsService;
  resets: PasswordResetService;
  verifications: EmailVerificationService;
  tokens: SessionTokens;
  secureCookies: boolean;
  rateLimitPerMinute: number;
}> = async (app, { service, resets, verifications, tokens, secureCookies, rateLimitPerMinute }) => {
  // Sign-ups and sign-ins are expensive (argon2): a tighter per-IP budget than the global one.
  const authRateLimit = { rateLimit: { max: rateLimitPerMinute, timeWindow: '1 minute' } };

  app.post(
    '/api/auth/register',
    {
      config: authRateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Create a player account and sign in',
        body: registerRequestSchema,
        response: { 201: authResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await service.register(request.body, meta(request));
      setSessionCookie(reply, result.token, secureCookies);
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: authRateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Sign in with an email or a display name',
        body: loginRequestSchema,
        response: { 200: authResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await service.login(request.body, meta(request));
      setSessionCookie(reply, result.token, secureCookies);
      return result;
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Revoke this session (every session the request carries: Bearer and cookie)',
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      for (const sessionId of requestSessionIds(request, tokens)) await service.logout(sessionId);
      clearSessionCookie(reply, secureCookies);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/auth/password-resets',
    {
      config: authRateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Mail a password reset link; answers the same whether or not the email is registered',
        body: passwordResetRequestSchema,
        response: { 202: passwordResetAcceptedSchema, ...errors },
      },
    },
    async (request, reply) => {
      await resets.request(request.body.email);
      return reply.status(202).send({ accepted: true });
    },
  );

  app.post(
    '/api/auth/password-resets/confirm',
    {
      config: authRateLimit,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a reset link (once); signs out every session of the account',
        body: passwordResetConfirmSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await resets.confirm(request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/auth/email-verifications',
    {
      config: { ...authRateLimit, auth: 'user' },
      schema: {
        tags: ['auth'],
        summary: "Mail the signed-in player a new link that confirms the account's email",
        response: { 202: z.object({ email: z.string() }), ...errorResponses(401, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      return reply.status(202).send(await verifications.send(user.id));
    },
  );

  app.post(
    '/api/auth/email-verifications/confirm',
    {
      config: authRateLimit,
      schema: {
        tags: ['auth'],
        summary: "Confirm an account's email with the link mailed to it (once)",
        body: emailVerificationConfirmSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await verifications.confirm(request.body.token);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: meResponseSchema, 401: errorBodySchema },
      },
    },
    // A visitor (no credential at all) is not an error: `{ user: null }`, so visitors' pages log nothing.
    // A credential that is bad, expired or revoked still gets 401.
    async (request) => ({ user: requestToken(request) ? await requireUser(request) : null }),
  );
};

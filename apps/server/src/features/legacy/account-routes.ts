import {
  errorBodySchema,
  legacyAccountUpdateQuerySchema,
  legacyAuthResponseSchema,
  legacyCountryValues,
  legacyJwtQuerySchema,
  legacyLoginFormSchema,
  legacyMessageResponseSchema,
  legacyRefusalSchema,
  legacySignupFormSchema,
  legacySuccess,
  type ErrorBody,
} from '@powerplay/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../platform/errors';
import type { AccountsService, ProfileService } from '../accounts';
import type { WalletService } from '../wallet';
import { jwtFirst, legacyUserOf, type LegacySessions } from './http';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema };
const tags = ['legacy'];
const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

const isErrorBody = (payload: unknown): payload is ErrorBody =>
  payload !== null && typeof payload === 'object' && 'error' in payload;
/** For a call whose reply the old client alerts as `message`: a refusal carries its catalogue text there. */
const messageOnTop = async (_request: FastifyRequest, _reply: FastifyReply, payload: unknown) =>
  isErrorBody(payload) ? { message: payload.error.message, ...payload } : payload;

/** The old client's sign-in, sign-up and account calls, over the accounts and wallet services. */
export const legacyAccountRoutes: FastifyPluginAsyncZod<{
  accounts: AccountsService;
  profiles: ProfileService;
  wallet: WalletService;
  sessions: LegacySessions;
  authRateLimitPerMinute: number;
}> = async (app, { accounts, profiles, wallet, sessions, authRateLimitPerMinute }) => {
  const signedIn = jwtFirst(sessions);
  // The same per-IP budget as the JSON API's sign-in (argon2 is costly).
  const authRateLimit = { rateLimit: { max: authRateLimitPerMinute, timeWindow: '1 minute' } };

  app.post(
    '/public_api/auth/login.php',
    {
      config: authRateLimit,
      schema: {
        tags,
        summary: 'Sign in (form: email, password): the reply carries jwt; bad credentials mention "create"',
        body: legacyLoginFormSchema,
        response: { 200: legacyAuthResponseSchema, ...errors },
      },
    },
    async (request) => {
      try {
        const { token } = await accounts.login(request.body, meta(request));
        return { message: legacySuccess.successful, jwt: token };
      } catch (error) {
        // The old client tells bad credentials from a reply containing "create".
        if (error instanceof AppError && error.code === 'LOGIN_INCORRECT') {
          throw new AppError('LEGACY_LOGIN_INCORRECT');
        }
        throw error;
      }
    },
  );

  app.post(
    '/public_api/auth/signup.php',
    {
      config: authRateLimit,
      schema: {
        tags,
        summary:
          'Create a player account (form: dname, email, password, country, province, over_18, acceptedtc)',
        body: legacySignupFormSchema,
        response: { 201: legacyAuthResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { token } = await accounts.register(request.body, meta(request));
      return reply.status(201).send({ message: legacySuccess.created, jwt: token });
    },
  );

  app.get(
    '/public_api/account/data.php',
    {
      preValidation: signedIn.preValidation,
      schema: {
        security: signedIn.security,
        tags,
        summary: 'My account: data {fname, lname, dname, email, country (Canada or USA), province}',
        querystring: legacyJwtQuerySchema,
        response: {
          200: z.object({
            data: z.object({
              fname: z.string(),
              lname: z.string(),
              dname: z.string(),
              email: z.string(),
              country: z.string(),
              province: z.string(),
            }),
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const user = legacyUserOf(request);
      const p = await profiles.get(user.id);
      return {
        data: {
          fname: p.firstName,
          lname: p.lastName,
          dname: p.displayName,
          email: p.email,
          // In the old client's terms, as its sign-up form sends them.
          country: legacyCountryValues[p.country],
          province: p.province,
        },
      };
    },
  );

  app.get(
    '/public_api/account/update.php',
    {
      preValidation: signedIn.preValidation,
      preSerialization: messageOnTop,
      schema: {
        security: signedIn.security,
        tags,
        summary:
          'Change my first name or email (query: jwt, name, email; country and province, if sent, must be mine), as the profile page does: replies {message} ("Updated", or the refusal\'s text)',
        querystring: legacyAccountUpdateQuerySchema,
        response: {
          200: legacyMessageResponseSchema,
          400: legacyRefusalSchema,
          401: legacyRefusalSchema,
          409: legacyRefusalSchema,
        },
      },
    },
    async (request) => {
      const { id } = legacyUserOf(request);
      const { patch, residence } = request.query;
      if (residence) {
        const own = await profiles.get(id);
        if (residence.country !== own.country || residence.province !== own.province) {
          throw new AppError('LEGACY_RESIDENCE_FIXED');
        }
      }
      await profiles.update(id, patch);
      return { message: legacySuccess.updated };
    },
  );

  app.get(
    '/public_api/powerplay/my_powerplays.php',
    {
      preValidation: signedIn.preValidation,
      schema: {
        security: signedIn.security,
        tags,
        summary: 'My balance: balance {cash (dollars), points}',
        querystring: legacyJwtQuerySchema,
        response: {
          200: z.object({ balance: z.object({ cash: z.number(), points: z.number() }) }),
          ...errors,
        },
      },
    },
    async (request) => {
      const user = legacyUserOf(request);
      const { cashCents, points } = await wallet.summary(user.id);
      return { balance: { cash: cashCents / 100, points } };
    },
  );
};

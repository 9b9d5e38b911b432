import {
  changePasswordRequestSchema,
  errorBodySchema,
  profilePatchSchema,
  profileResponseSchema,
  responsibleGamingResponseSchema,
  limitsSchema,
  playerSearchQuerySchema,
  playerSearchResponseSchema,
  selfExclusionRequestSchema,
} from '@powerplay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../platform/errors';
import { z } from 'zod';
import { requestSessionId, requireOperator, requireUser, type SessionTokens } from '../../platform/auth';
import type { ResponsibleGamingService } from '../responsible-gaming';
import type { ProfileService } from './profile';

const errors = errorResponses(400, 401, 409);

export const accountRoutes: FastifyPluginAsyncZod<{
  profiles: ProfileService;
  rg: ResponsibleGamingService;
  tokens: SessionTokens;
}> = async (app, { profiles, rg, tokens }) => {
  app.get(
    '/api/account/profile',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['account'],
        summary: 'My profile',
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request) => ({ profile: await profiles.get((await requireUser(request)).id) }),
  );

  app.patch(
    '/api/account/profile',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['account'],
        summary: 'Edit my first name, last name or email (the display name cannot change)',
        body: profilePatchSchema,
        response: { 200: profileResponseSchema, ...errors },
      },
    },
    async (request) => ({ profile: await profiles.update((await requireUser(request)).id, request.body) }),
  );

  app.get(
    '/api/operator/players',
    {
      schema: {
        tags: ['operator'],
        summary: 'Find players by email, display name or id (at most 20)',
        querystring: playerSearchQuerySchema,
        response: { 200: playerSearchResponseSchema, 403: errorBodySchema, ...errors },
      },
    },
    async (request) => {
      return { players: await profiles.search(await requireOperator(request), request.query.search) };
    },
  );

  app.post(
    '/api/account/password',
    {
      config: { auth: 'user', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['account'],
        summary: 'Change my password (current one required); signs out my other sessions',
        body: changePasswordRequestSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      await profiles.changePassword(
        user.id,
        requestSessionId(request, tokens),
        request.body.currentPassword,
        request.body.newPassword,
      );
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/account/responsible-gaming',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['account'],
        summary: 'My limits and self-exclusion',
        response: { 200: responsibleGamingResponseSchema, ...errors },
      },
    },
    async (request) => rg.status((await requireUser(request)).id),
  );

  app.put(
    '/api/account/responsible-gaming/limits',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['account'],
        summary: 'Set limits (null = none). Lower limits apply at once; higher ones after 48 hours.',
        body: limitsSchema.partial().strict(),
        response: { 200: responsibleGamingResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await rg.setLimits(user.id, request.body);
      return rg.status(user.id);
    },
  );

  app.post(
    '/api/account/responsible-gaming/self-exclusion',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['account'],
        summary: 'Exclude myself from entering games and spending: 24h, 7d, 30d, 6m or permanent',
        body: selfExclusionRequestSchema,
        response: { 200: responsibleGamingResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await rg.selfExclude(user.id, request.body.period);
      return rg.status(user.id);
    },
  );
};

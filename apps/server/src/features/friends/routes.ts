import {
  createPrivateContestRequestSchema,
  invitationSchema,
  inviteCodeParamsSchema,
  inviteResponseSchema,
  joinPrivateContestRequestSchema,
  myPrivateContestsQuerySchema,
  myPrivateContestsResponseSchema,
  privateContestIdParamsSchema,
  privateContestSchema,
} from '@powerplay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestSessionId, requireUser, sessionTag, type SessionTokens } from '../../platform/auth';
import { errorResponses } from '../../platform/errors';
import type { EventStreams } from '../../platform/live';
import { privateContestTopic } from './events';
import type { FriendsService } from './service';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Private contests among friends (docs/rules/friends.md): a player's own, never an operator's. */
export const friendsRoutes: FastifyPluginAsyncZod<{
  service: FriendsService;
  streams: EventStreams;
  tokens: SessionTokens;
}> = async (app, { service, streams, tokens }) => {
  app.post(
    '/api/private-contests',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['friends'],
        summary: "Create a private contest on an upcoming game, with the creator's entry in it",
        body: createPrivateContestRequestSchema,
        response: { 201: privateContestSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      return reply.status(201).send(await service.create(user.id, request.body));
    },
  );

  app.get(
    '/api/private-contests',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['friends'],
        summary: 'My private contests, newest first, a page at a time (the next page: before the last id)',
        querystring: myPrivateContestsQuerySchema,
        response: { 200: myPrivateContestsResponseSchema, ...errors },
      },
    },
    async (request) => service.mine((await requireUser(request)).id, request.query.before),
  );

  app.get(
    '/api/private-contests/:id',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['friends'],
        summary: 'A private contest and its standings among members (404 to anyone else)',
        params: privateContestIdParamsSchema,
        response: { 200: privateContestSchema, ...errors },
      },
    },
    async (request) => service.get(request.params.id, (await requireUser(request)).id),
  );

  app.get(
    '/api/private-contests/:id/events',
    {
      config: { auth: 'user', rateLimit: false, eventStream: true },
      schema: {
        tags: ['friends'],
        summary:
          'Server-Sent Events of a private contest (`members`), to its members only; 404 to anyone else',
        params: privateContestIdParamsSchema,
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      const id = request.params.id;
      // Checked before the hub is asked: its snapshot of the topic is shared by every watcher.
      const events = await service.events(id, user.id);
      const sessionId = requestSessionId(request, tokens);
      await streams.serve(request, reply, {
        topic: privateContestTopic(id).key,
        load: () => Promise.resolve(events),
        notFound: 'FRIENDS_CONTEST_NOT_FOUND',
        session: sessionId === null ? undefined : sessionTag(sessionId),
      });
    },
  );

  app.get(
    '/api/invitations/:code',
    {
      schema: {
        tags: ['friends'],
        summary: 'What an invitation code invites to (the code is the secret; no picks, no members)',
        params: inviteCodeParamsSchema,
        response: { 200: invitationSchema, ...errors },
      },
    },
    async (request) => service.invitation(request.params.code, (await request.currentUser())?.id ?? null),
  );

  app.post(
    '/api/invitations/join',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['friends'],
        summary: 'Join the private contest a code invites to, with my entry in its game',
        body: joinPrivateContestRequestSchema,
        response: { 200: z.object({ id: z.number().int() }), ...errors },
      },
    },
    async (request) => service.join((await requireUser(request)).id, request.body.code),
  );

  app.post(
    '/api/private-contests/:id/invite',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['friends'],
        summary: 'Issue a new invitation code (the creator only): the old one joins nothing more',
        params: privateContestIdParamsSchema,
        response: { 200: inviteResponseSchema, ...errors },
      },
    },
    async (request) => service.reissueCode(request.params.id, (await requireUser(request)).id),
  );

  app.delete(
    '/api/private-contests/:id/invite',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['friends'],
        summary: 'Revoke the invitation code (the creator only) until a new one is issued',
        params: privateContestIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.revokeCode(request.params.id, (await requireUser(request)).id);
      return reply.status(204).send(null);
    },
  );
};

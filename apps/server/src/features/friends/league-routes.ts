import {
  createLeagueRequestSchema,
  inviteCodeParamsSchema,
  inviteResponseSchema,
  joinPrivateContestRequestSchema,
  leagueIdParamsSchema,
  leagueInvitationSchema,
  leagueMemberParamsSchema,
  leagueSchema,
  leagueScheduleParamsSchema,
  leagueScheduleRequestSchema,
  leagueSeasonParamsSchema,
  leagueSeasonSchema,
  myLeaguesResponseSchema,
} from '@powerplay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth';
import { errorResponses } from '../../platform/errors';
import type { LeaguesService } from './leagues';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['friends'];
const user = { auth: 'user' as const };

/** Leagues (docs/rules/friends.md "Leagues"): a player's own; the commissioner manages. */
export const leagueRoutes: FastifyPluginAsyncZod<{ service: LeaguesService }> = async (app, { service }) => {
  app.post(
    '/api/leagues',
    {
      config: user,
      schema: {
        tags,
        summary: 'Create a league: I am its commissioner and first member; season 1 opens',
        body: createLeagueRequestSchema,
        response: { 201: leagueSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.create((await requireUser(request)).id, request.body)),
  );

  app.get(
    '/api/leagues',
    {
      config: user,
      schema: { tags, summary: 'My leagues', response: { 200: myLeaguesResponseSchema, ...errors } },
    },
    async (request) => service.mine((await requireUser(request)).id),
  );

  app.get(
    '/api/leagues/:id',
    {
      config: user,
      schema: {
        tags,
        summary: "A league: members, recurring contests, the open season's leaderboard (404 to non-members)",
        params: leagueIdParamsSchema,
        response: { 200: leagueSchema, ...errors },
      },
    },
    async (request) => service.get(request.params.id, (await requireUser(request)).id),
  );

  app.get(
    '/api/leagues/:id/seasons/:number',
    {
      config: user,
      schema: {
        tags,
        summary: "A season's leaderboard and contests (ended seasons stay readable)",
        params: leagueSeasonParamsSchema,
        response: { 200: leagueSeasonSchema, ...errors },
      },
    },
    async (request) =>
      service.season(request.params.id, request.params.number, (await requireUser(request)).id),
  );

  app.post(
    '/api/leagues/:id/seasons',
    {
      config: user,
      schema: {
        tags,
        summary: 'End the season (the commissioner): the next starts at zero',
        params: leagueIdParamsSchema,
        response: { 200: leagueSchema, ...errors },
      },
    },
    async (request) => service.endSeason(request.params.id, (await requireUser(request)).id),
  );

  app.post(
    '/api/leagues/:id/schedules',
    {
      config: user,
      schema: {
        tags,
        summary:
          'Attach a recurring contest (the commissioner): every upcoming contest of a game type, or draw',
        params: leagueIdParamsSchema,
        body: leagueScheduleRequestSchema,
        response: { 200: leagueSchema, ...errors },
      },
    },
    async (request) => service.addSchedule(request.params.id, (await requireUser(request)).id, request.body),
  );

  app.delete(
    '/api/leagues/:id/schedules/:scheduleId',
    {
      config: user,
      schema: {
        tags,
        summary: 'Stop a recurring contest (the commissioner); the contests made stay',
        params: leagueScheduleParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.removeSchedule(
        request.params.id,
        (await requireUser(request)).id,
        request.params.scheduleId,
      );
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/leagues/:id/members/:userId',
    {
      config: user,
      schema: {
        tags,
        summary: 'Remove a member (the commissioner), or leave (my own id)',
        params: leagueMemberParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.removeMember(request.params.id, (await requireUser(request)).id, request.params.userId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/leagues/invitations/:code',
    {
      schema: {
        tags,
        summary: 'What a league invitation code invites to (the code is the secret)',
        params: inviteCodeParamsSchema,
        response: { 200: leagueInvitationSchema, ...errors },
      },
    },
    async (request) => service.invitation(request.params.code, (await request.currentUser())?.id ?? null),
  );

  app.post(
    '/api/leagues/join',
    {
      config: user,
      schema: {
        tags,
        summary: 'Join the league a code invites to (at most 500 members)',
        body: joinPrivateContestRequestSchema,
        response: { 200: z.object({ id: z.number().int() }), ...errors },
      },
    },
    async (request) => service.join((await requireUser(request)).id, request.body.code),
  );

  app.post(
    '/api/leagues/:id/invite',
    {
      config: user,
      schema: {
        tags,
        summary: 'Issue a new invitation code (the commissioner): the old one joins nothing more',
        params: leagueIdParamsSchema,
        response: { 200: inviteResponseSchema, ...errors },
      },
    },
    async (request) => service.reissueCode(request.params.id, (await requireUser(request)).id),
  );

  app.delete(
    '/api/leagues/:id/invite',
    {
      config: user,
      schema: {
        tags,
        summary: 'Revoke the invitation code (the commissioner) until a new one is issued',
        params: leagueIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.revokeCode(request.params.id, (await requireUser(request)).id);
      return reply.status(204).send(null);
    },
  );
};

import {
  markNotificationsReadRequestSchema,
  notificationKindNames,
  notificationPreferencesSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  notificationUnsubscribeQuerySchema,
  notificationUnsubscribeResponseSchema,
  updateNotificationPreferencesRequestSchema,
} from '@powerplay/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth';
import { errorResponses } from '../../platform/errors';
import type { NotificationsService } from './service';

const errors = errorResponses(400, 401, 404);

/** The player's notification centre and email choices, and the mails' one-click unsubscribe. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ service: NotificationsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/api/notifications',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'My notifications, newest first (20 a page), and how many are unread',
        querystring: notificationsQuerySchema,
        response: { 200: notificationsResponseSchema, ...errors },
      },
    },
    async (request) => service.list((await requireUser(request)).id, request.query.before),
  );

  app.post(
    '/api/notifications/read',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'Mark my notifications read: these (all mine, else nothing changes), or all',
        body: markNotificationsReadRequestSchema,
        response: { 200: z.object({ unread: z.number().int() }), ...errors },
      },
    },
    async (request) => service.markRead((await requireUser(request)).id, request.body),
  );

  app.get(
    '/api/notifications/preferences',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'Which kinds of notification I get by email',
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => service.preferences((await requireUser(request)).id),
  );

  app.put(
    '/api/notifications/preferences',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['notifications'],
        summary: 'Turn email on or off, kind by kind',
        body: updateNotificationPreferencesRequestSchema,
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => service.setPreferences((await requireUser(request)).id, request.body),
  );

  app.post(
    '/api/notifications/unsubscribe',
    {
      config: { anySite: true },
      schema: {
        tags: ['notifications'],
        summary:
          "A notification mail's one-click unsubscribe (RFC 8058, List-Unsubscribe-Post): that kind's mail off",
        querystring: notificationUnsubscribeQuerySchema,
        response: { 200: notificationUnsubscribeResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { kind } = await service.unsubscribe(request.query.token);
      return { kind, kindName: notificationKindNames[kind] };
    },
  );
};

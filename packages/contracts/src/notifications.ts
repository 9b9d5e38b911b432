import { z } from 'zod';
import { MAX_ID } from './ids';

/**
 * Notifications (docs/rules/notifications.md): what a player is told about their games and account, in
 * the notification centre and, per kind as they choose, by email.
 */
export const notificationKinds = [
  'starts_soon',
  'locked',
  'live',
  'cancelled',
  'settled',
  'friend_joined',
  'league_contest',
  'withdrawal',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationKindSchema = z.enum(notificationKinds, { error: 'NOTIFICATION_KIND_INVALID' });

/** One notification as the centre lists it: its words, where it leads, whether it was read. */
export const notificationSchema = z.object({
  id: z.number().int(),
  kind: notificationKindSchema,
  title: z.string(),
  message: z.string(),
  /** The page it is about: a path of the site (`/lotto-747/draw?game=3`). */
  link: z.string(),
  createdAt: z.string(),
  read: z.boolean(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /api/notifications`: the newest first (a page), and how many are unread in all. */
export const notificationsResponseSchema = z.object({
  notifications: z.array(notificationSchema),
  unread: z.number().int(),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

export const notificationsQuerySchema = z.object({
  /** The id to list before (the next page of older ones). */
  before: z
    .string({ error: 'BAD_REQUEST' })
    .regex(/^[1-9]\d{0,9}$/, { error: 'BAD_REQUEST' })
    .transform(Number)
    .refine((n) => n <= MAX_ID, { error: 'BAD_REQUEST' })
    .optional(),
});

const notificationId = z
  .number({ error: 'NOTIFICATION_NOT_FOUND' })
  .int({ error: 'NOTIFICATION_NOT_FOUND' })
  .positive({ error: 'NOTIFICATION_NOT_FOUND' })
  .max(MAX_ID, { error: 'NOTIFICATION_NOT_FOUND' });

/** `POST /api/notifications/read`: these (up to 100), or every one. */
export const markNotificationsReadRequestSchema = z
  .object({
    ids: z
      .array(notificationId, { error: 'BAD_REQUEST' })
      .min(1, { error: 'BAD_REQUEST' })
      .max(100, {
        error: 'BAD_REQUEST',
      })
      .optional(),
    all: z.literal(true, { error: 'BAD_REQUEST' }).optional(),
  })
  .refine((r) => (r.ids === undefined) !== (r.all === undefined), { error: 'BAD_REQUEST' });
export type MarkNotificationsReadRequest = z.infer<typeof markNotificationsReadRequestSchema>;

/** Email, kind by kind: on or off. */
export const notificationEmailSchema = z.object(
  Object.fromEntries(notificationKinds.map((k) => [k, z.boolean({ error: 'BAD_REQUEST' })])) as Record<
    NotificationKind,
    z.ZodBoolean
  >,
);

/** `GET /api/notifications/preferences`. */
export const notificationPreferencesSchema = z.object({ email: notificationEmailSchema });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** `PUT /api/notifications/preferences`: the kinds to change (at least one). */
export const updateNotificationPreferencesRequestSchema = z.object({
  email: z
    .strictObject(notificationEmailSchema.partial().shape, {
      error: (issue) => (issue.code === 'unrecognized_keys' ? 'NOTIFICATION_KIND_INVALID' : 'BAD_REQUEST'),
    })
    .refine((e) => Object.keys(e).length > 0, { error: 'BAD_REQUEST' }),
});
export type UpdateNotificationPreferencesRequest = z.infer<typeof updateNotificationPreferencesRequestSchema>;

/** A mail's one-click unsubscribe link (RFC 8058): its token names the player and the kind. */
export const notificationUnsubscribeQuerySchema = z.object({
  token: z
    .string({ error: 'UNSUBSCRIBE_LINK_INVALID' })
    .regex(/^[A-Za-z0-9_-]{10,200}$/, { error: 'UNSUBSCRIBE_LINK_INVALID' }),
});
export const notificationUnsubscribeResponseSchema = z.object({
  kind: notificationKindSchema,
  /** "Starts soon": what the player no longer gets by email. */
  kindName: z.string(),
});
export type NotificationUnsubscribeResponse = z.infer<typeof notificationUnsubscribeResponseSchema>;

/** What each kind is called on the preferences page and in an unsubscribe confirmation. */
export const notificationKindNames: Record<NotificationKind, string> = {
  starts_soon: 'Starts soon',
  locked: 'Entries locked',
  live: 'Gone live',
  cancelled: 'Cancelled',
  settled: 'Results',
  friend_joined: 'A friend joined',
  league_contest: 'New league contests',
  withdrawal: 'Withdrawals',
};

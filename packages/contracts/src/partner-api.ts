import { z } from 'zod';
import { idParam } from './ids';

/**
 * A partner's integration (docs/partner-api.md): API keys for the operator JSON API, each limited to
 * scopes, and webhooks that tell the partner's own systems what happened, signed with a secret.
 */

/** What an API key may do: each operator route that a key may call names one of these. */
export const apiScopes = [
  'results:read',
  'entries:read',
  'players:read',
  'withdrawals:manage',
  'content:manage',
  'leads:read',
  'analytics:read',
] as const;
export type ApiScope = (typeof apiScopes)[number];

/** What the back office says each scope allows. */
export const apiScopeLabels: Record<ApiScope, string> = {
  'results:read': 'Read results (prizes paid)',
  'entries:read': 'Read entries',
  'players:read': 'Read players and their transactions',
  'withdrawals:manage': 'Read and decide withdrawals',
  'content:manage': 'Read and edit content pages',
  'leads:read': 'Read leads',
  'analytics:read': 'Read analytics',
};

/** Keys a partner holds at once (revoked ones do not count). */
export const API_KEYS_MAX = 20;
/** What a key's token starts with: scanners and people can tell it from a session token. */
export const API_KEY_PREFIX = 'ppk_';

const keyName = z
  .string({ error: 'API_KEY_NAME_REQUIRED' })
  .trim()
  .min(1, { error: 'API_KEY_NAME_REQUIRED' })
  .max(60, { error: 'API_KEY_NAME_TOO_LONG' });

export const apiKeyRequestSchema = z.object(
  {
    name: keyName,
    scopes: z
      .array(z.enum(apiScopes, { error: 'API_KEY_SCOPES_REQUIRED' }), { error: 'API_KEY_SCOPES_REQUIRED' })
      .min(1, { error: 'API_KEY_SCOPES_REQUIRED' })
      .max(apiScopes.length, { error: 'API_KEY_SCOPES_REQUIRED' })
      .transform((scopes) => apiScopes.filter((s) => scopes.includes(s))),
  },
  { error: 'API_KEY_NAME_REQUIRED' },
);
export type ApiKeyRequest = z.input<typeof apiKeyRequestSchema>;

export const apiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The token's first characters, enough to tell keys apart (the token itself is never shown again). */
  prefix: z.string(),
  scopes: z.array(z.enum(apiScopes)),
  createdAt: z.string(),
  createdBy: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** `GET /api/operator/api-keys`: newest first, revoked ones included (they stay for the record). */
export const apiKeysResponseSchema = z.object({ keys: z.array(apiKeySchema) });
export type ApiKeysResponse = z.infer<typeof apiKeysResponseSchema>;

/** `POST /api/operator/api-keys`: the one time the token is shown. */
export const apiKeyCreatedSchema = z.object({ key: apiKeySchema, token: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;

export const apiKeyIdParamsSchema = z.object({ id: idParam('API_KEY_NOT_FOUND') });

/** The events a webhook can ask for, and what the back office calls them. */
export const webhookEvents = [
  'entry.created',
  'contest.settled',
  'prize.paid',
  'withdrawal.changed',
] as const;
export type WebhookEvent = (typeof webhookEvents)[number];
export const webhookEventLabels: Record<WebhookEvent, string> = {
  'entry.created': 'Entry created',
  'contest.settled': 'Contest settled',
  'prize.paid': 'Prize paid',
  'withdrawal.changed': 'Withdrawal changed',
};

export const WEBHOOKS_MAX = 10;

/**
 * Where a webhook is sent: an absolute http(s) URL without user or password (a secret in a URL would be
 * shown in the back office and logs); 500 characters at most.
 */
export const webhookUrlSchema = z
  .string({ error: 'WEBHOOK_URL_REQUIRED' })
  .trim()
  .min(1, { error: 'WEBHOOK_URL_REQUIRED' })
  .max(500, { error: 'WEBHOOK_URL_INVALID' })
  .refine(
    (value) => {
      if (!/^https?:\/\/[^\s]+$/i.test(value)) return false;
      try {
        const url = new URL(value);
        return !url.username && !url.password && url.hostname !== '';
      } catch {
        return false;
      }
    },
    { error: 'WEBHOOK_URL_INVALID' },
  );

const webhookEventList = z
  .array(z.enum(webhookEvents, { error: 'WEBHOOK_EVENTS_REQUIRED' }), { error: 'WEBHOOK_EVENTS_REQUIRED' })
  .min(1, { error: 'WEBHOOK_EVENTS_REQUIRED' })
  .max(webhookEvents.length, { error: 'WEBHOOK_EVENTS_REQUIRED' })
  .transform((events) => webhookEvents.filter((e) => events.includes(e)));

export const webhookRequestSchema = z.object(
  { url: webhookUrlSchema, events: webhookEventList },
  { error: 'WEBHOOK_URL_REQUIRED' },
);
export type WebhookRequest = z.input<typeof webhookRequestSchema>;

/** `PATCH /api/operator/webhooks/:id`: any of its URL, events and whether it is on. */
export const webhookChangeSchema = z
  .object(
    {
      url: webhookUrlSchema.optional(),
      events: webhookEventList.optional(),
      enabled: z.boolean({ error: 'BAD_REQUEST' }).optional(),
    },
    { error: 'BAD_REQUEST' },
  )
  .refine((v) => v.url !== undefined || v.events !== undefined || v.enabled !== undefined, {
    error: 'BAD_REQUEST',
  });
export type WebhookChange = z.input<typeof webhookChangeSchema>;

export const webhookSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(webhookEvents)),
  enabled: z.boolean(),
  createdAt: z.string(),
  createdBy: z.string(),
  /** The last delivery's outcome, for the list (null: nothing sent yet). */
  lastDelivery: z.object({ status: z.enum(['pending', 'delivered', 'failed']), at: z.string() }).nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** `PATCH /api/operator/webhooks/:id`: the webhook as it is now. */
export const webhookResponseSchema = z.object({ webhook: webhookSchema });
export type WebhookResponse = z.infer<typeof webhookResponseSchema>;

export const webhooksResponseSchema = z.object({ webhooks: z.array(webhookSchema) });
export type WebhooksResponse = z.infer<typeof webhooksResponseSchema>;

/** `POST /api/operator/webhooks`: the signing secret, shown this once (`whsec_…`). */
export const webhookCreatedSchema = z.object({ webhook: webhookSchema, secret: z.string() });
export type WebhookCreated = z.infer<typeof webhookCreatedSchema>;

export const webhookIdParamsSchema = z.object({ id: idParam('WEBHOOK_NOT_FOUND') });
export const webhookDeliveryIdParamsSchema = z.object({ id: idParam('WEBHOOK_DELIVERY_NOT_FOUND') });

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  /** The event's id: the same in every delivery of it (a replay too), so a receiver can drop repeats. */
  eventId: z.string(),
  event: z.enum([...webhookEvents, 'ping']),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  /** The receiver's HTTP status the last time (null: no answer — see `lastError`). */
  responseStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  /** The body that was (or will be) sent. */
  body: z.string(),
  replayOf: z.number().int().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const WEBHOOK_DELIVERIES_PAGE = 50;

/** `GET /api/operator/webhooks/:id/deliveries?before=<id>`: newest first, a page at a time. */
export const webhookDeliveriesQuerySchema = z.object({ before: idParam('BAD_REQUEST').optional() });
export const webhookDeliveriesResponseSchema = z.object({
  deliveries: z.array(webhookDeliverySchema),
  /** Pass as `before` for the next page; null on the last one. */
  next: z.number().int().nullable(),
});
export type WebhookDeliveriesResponse = z.infer<typeof webhookDeliveriesResponseSchema>;

export const webhookDeliveryResponseSchema = z.object({ delivery: webhookDeliverySchema });
export type WebhookDeliveryResponse = z.infer<typeof webhookDeliveryResponseSchema>;

/** The feeds an API key reads (`results:read`, `entries:read`): oldest first after a cursor. */
export const FEED_PAGE_MAX = 500;
export const feedQuerySchema = z.object({
  after: z
    .string()
    .regex(/^(0|[1-9]\d{0,17})$/, { error: 'BAD_REQUEST' })
    .transform(Number)
    .optional(),
  limit: z
    .string()
    .regex(/^[1-9]\d{0,3}$/, { error: 'BAD_REQUEST' })
    .transform(Number)
    .refine((n) => n <= FEED_PAGE_MAX, { error: 'BAD_REQUEST' })
    .optional(),
});

export const entryFeedItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['lottery', 'sports', 'fantasy', 'draft']),
  contestId: z.number().int(),
  playerId: z.number().int(),
  createdAt: z.string(),
  voidedAt: z.string().nullable(),
});
export const entryFeedResponseSchema = z.object({
  entries: z.array(entryFeedItemSchema),
  /** Pass as `after` for the next page (the last id here, or the one given when there is none). */
  next: z.number().int(),
});
export type EntryFeedResponse = z.infer<typeof entryFeedResponseSchema>;

export const prizeFeedItemSchema = z.object({
  id: z.number().int(),
  playerId: z.number().int(),
  currency: z.enum(['cash', 'points']),
  /** Cents or points; negative when a correction took a prize back. */
  amount: z.number().int(),
  reference: z.string(),
  description: z.string(),
  createdAt: z.string(),
});
export const prizeFeedResponseSchema = z.object({
  prizes: z.array(prizeFeedItemSchema),
  next: z.number().int(),
});
export type PrizeFeedResponse = z.infer<typeof prizeFeedResponseSchema>;

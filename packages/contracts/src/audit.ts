import { z } from 'zod';
import { idParam } from './ids';

/**
 * The operator audit log (decision 021): every back-office action, append-only, with who, when, what
 * and the values before and after. Its action codes are stable: the log keeps them forever.
 */
export const auditActions = [
  'lottery.game.scheduled',
  'content.page.saved',
  'content.page.restored',
  'wallet.adjustment',
  'withdrawal.decided',
  'sports.game_set.created',
  'sports.contest.created',
  'sports.feed.corrected',
  'draft.contest.created',
  'draft.pick.posted',
  'draft.replay.started',
  'lead.status.changed',
  'lead.note.added',
  'account.suspended',
  'account.reinstated',
  'brand.saved',
  'embed.origin.added',
  'embed.origin.removed',
  'partner.created',
  'partner.suspended',
  'partner.resumed',
  'api_key.created',
  'api_key.revoked',
  'webhook.created',
  'webhook.changed',
  'webhook.deleted',
  'webhook.replayed',
  'webhook.pinged',
] as const;
export const auditActionSchema = z.enum(auditActions, { error: 'AUDIT_QUERY_INVALID' });
export type AuditAction = z.infer<typeof auditActionSchema>;

/** What the back office shows for each action. */
export const auditActionLabels: Record<AuditAction, string> = {
  'lottery.game.scheduled': 'Draw scheduled',
  'content.page.saved': 'Content page saved',
  'content.page.restored': 'Content version restored',
  'wallet.adjustment': 'Wallet adjustment',
  'withdrawal.decided': 'Withdrawal decided',
  'sports.game_set.created': 'Game set started',
  'sports.contest.created': 'Sports contest created',
  'sports.feed.corrected': 'Score correction',
  'draft.contest.created': 'Draft opened',
  'draft.pick.posted': 'Draft pick posted',
  'draft.replay.started': 'Draft replay started',
  'lead.status.changed': 'Lead status changed',
  'lead.note.added': 'Lead note added',
  'account.suspended': 'Account suspended',
  'account.reinstated': 'Account reinstated',
  'brand.saved': 'Brand saved',
  'embed.origin.added': 'Embed origin allowed',
  'embed.origin.removed': 'Embed origin removed',
  'partner.created': 'Partner created',
  'partner.suspended': 'Partner suspended',
  'partner.resumed': 'Partner resumed',
  'api_key.created': 'API key created',
  'api_key.revoked': 'API key revoked',
  'webhook.created': 'Webhook added',
  'webhook.changed': 'Webhook changed',
  'webhook.deleted': 'Webhook removed',
  'webhook.replayed': 'Webhook delivery replayed',
  'webhook.pinged': 'Webhook test event sent',
};

const invalid = { error: 'AUDIT_QUERY_INVALID' };
/** A row id in a query string: canonical digits (a bigint, so up to 18 of them). */
const rowIdParam = z
  .string(invalid)
  .regex(/^[1-9]\d{0,17}$/, invalid)
  .transform(Number)
  .refine((n) => Number.isSafeInteger(n), invalid);

/** `GET /api/operator/audit` query: every filter optional; newest first, `limit` rows before `cursor`. */
export const operatorAuditQuerySchema = z
  .object({
    action: auditActionSchema.optional(),
    operatorId: idParam('AUDIT_QUERY_INVALID').optional(),
    targetType: z
      .string(invalid)
      .regex(/^[a-z][a-z_.]{0,63}$/, invalid)
      .optional(),
    targetId: z.string(invalid).min(1, invalid).max(200, invalid).optional(),
    from: z.iso.datetime({ offset: true, ...invalid }).optional(),
    to: z.iso.datetime({ offset: true, ...invalid }).optional(),
    limit: z
      .string(invalid)
      .regex(/^[1-9]\d{0,2}$/, invalid)
      .transform(Number)
      .refine((n) => n <= 200, invalid)
      .default(50),
    cursor: rowIdParam.optional(),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), {
    ...invalid,
    path: ['to'],
  });
export type OperatorAuditQuery = z.infer<typeof operatorAuditQuerySchema>;

export const operatorAuditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  operatorId: z.number().int(),
  operatorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type OperatorAuditEntry = z.infer<typeof operatorAuditEntrySchema>;

export const operatorAuditResponseSchema = z.object({
  entries: z.array(operatorAuditEntrySchema),
  /** The `cursor` of the next page (older rows), or null when this page is the last. */
  nextCursor: z.number().int().nullable(),
});
export type OperatorAuditResponse = z.infer<typeof operatorAuditResponseSchema>;

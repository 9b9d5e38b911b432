import { z } from 'zod';
import { gameTypeOfTopic, notifyTopicSchema, type NamedNotifyTopic, type NotifyTopic } from './content';
import { idParam, ID_PATTERN, MAX_ID } from './ids';
import { multiline } from './text';

/**
 * Leads (decision 024): partner enquiries and Notify Me requests in the back office, each with a
 * status and notes; Notify Me requests are mailed once when their game launches (docs/decisions/024).
 */
export const leadKinds = ['partner', 'notify'] as const;
export const leadKindSchema = z.enum(leadKinds, { error: 'LEADS_QUERY_INVALID' });
export type LeadKind = z.infer<typeof leadKindSchema>;
export const leadKindLabels: Record<LeadKind, string> = {
  partner: 'Partner enquiry',
  notify: 'Notify Me',
};

export const leadStatuses = ['new', 'contacted', 'closed'] as const;
export const leadStatusSchema = z.enum(leadStatuses, { error: 'LEAD_STATUS_INVALID' });
export type LeadStatus = z.infer<typeof leadStatusSchema>;
export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  closed: 'Closed',
};

/** What each named Notify Me topic is called in the back office and in its launch mail. */
export const notifyTopicNames: Record<NamedNotifyTopic, string> = {
  nfl: 'NFL',
  nba: 'NBA',
  mlb: 'MLB',
  nhl: 'NHL',
  'nfl-star-power': 'NFL Star Power',
  'draft-day': 'Draft Day',
  bingo: 'Bingo',
};

/**
 * What a topic is called: a named one by the list above, a game type's by its sport and name (from
 * `gameTypeName`, the sports lobby's; "Game type N" once it is gone from there).
 */
export function notifyTopicName(topic: NotifyTopic, gameTypeName: (id: number) => string | null): string {
  const gameType = gameTypeOfTopic(topic);
  if (gameType === null) return notifyTopicNames[topic as NamedNotifyTopic];
  return gameTypeName(gameType) ?? `Game type ${gameType}`;
}

export const LEADS_PAGE_SIZE = 50;
const invalid = { error: 'LEADS_QUERY_INVALID' };

/** The list's and the CSV's filters: kind, status and a text found in any of the lead's fields. */
const leadsFilterShape = {
  kind: z.enum(leadKinds, invalid).optional(),
  status: z.enum(leadStatuses, invalid).optional(),
  search: z.string(invalid).trim().max(200, invalid).optional(),
};

/** `GET /api/operator/leads`: newest first, `LEADS_PAGE_SIZE` a page. */
export const leadsQuerySchema = z.object({
  ...leadsFilterShape,
  page: z
    .string(invalid)
    .regex(ID_PATTERN, invalid)
    .transform(Number)
    .refine((n) => n <= MAX_ID, invalid)
    .default(1),
});
export type LeadsQuery = z.infer<typeof leadsQuerySchema>;

/** `GET /api/operator/leads/export.csv`: every lead the filters find (no page). */
export const leadsExportQuerySchema = z.object(leadsFilterShape);
export type LeadsExportQuery = z.infer<typeof leadsExportQuerySchema>;

/** `/api/operator/leads/:kind/:id/...`: an unknown kind or a malformed id is a lead that does not exist. */
export const leadParamsSchema = z.object({
  kind: z.enum(leadKinds, { error: 'LEAD_NOT_FOUND' }),
  id: idParam('LEAD_NOT_FOUND'),
});

export const leadNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  operatorId: z.number().int(),
  operatorName: z.string(),
  at: z.string(),
});
export type LeadNote = z.infer<typeof leadNoteSchema>;

/** One lead: a partner enquiry (name, phone, message) or a Notify Me request (topic, launch mail). */
export const leadSchema = z.object({
  kind: leadKindSchema,
  id: z.number().int(),
  createdAt: z.string(),
  email: z.string(),
  status: leadStatusSchema,
  name: z.string().nullable(),
  phone: z.string().nullable(),
  message: z.string().nullable(),
  topic: notifyTopicSchema.nullable(),
  /** What the topic is called ("NFL Star Power", "Basketball High 5"); null for a partner enquiry. */
  topicName: z.string().nullable(),
  /** When the launch mail went out (Notify Me only). */
  mailedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
  notes: z.array(leadNoteSchema),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadsResponseSchema = z.object({
  leads: z.array(leadSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type LeadsResponse = z.infer<typeof leadsResponseSchema>;
export const leadResponseSchema = z.object({ lead: leadSchema });
export type LeadResponse = z.infer<typeof leadResponseSchema>;

/** `PUT /api/operator/leads/:kind/:id/status`. */
export const leadStatusRequestSchema = z.object({ status: leadStatusSchema });
export type LeadStatusRequest = z.infer<typeof leadStatusRequestSchema>;

/** `POST /api/operator/leads/:kind/:id/notes`: 1 to 2000 characters, lines allowed. */
export const leadNoteRequestSchema = z.object({
  body: multiline(
    z
      .string({ error: 'LEAD_NOTE_INVALID' })
      .trim()
      .min(1, { error: 'LEAD_NOTE_INVALID' })
      .max(2000, { error: 'LEAD_NOTE_INVALID' }),
  ),
});
export type LeadNoteRequest = z.infer<typeof leadNoteRequestSchema>;

/** `POST /api/notify-requests/unsubscribe`: the token of the launch mail's link. */
export const unsubscribeRequestSchema = z.object({
  token: z.uuid({ error: 'UNSUBSCRIBE_LINK_MALFORMED' }),
});
export type UnsubscribeRequest = z.infer<typeof unsubscribeRequestSchema>;
/** `unsubscribed`: this request did it; `already`: an earlier one had (nothing changed). */
export const unsubscribeResponseSchema = z.object({
  result: z.enum(['unsubscribed', 'already']),
  topic: notifyTopicSchema,
  /** What the request was about, by name. */
  game: z.string(),
});
export type UnsubscribeResponse = z.infer<typeof unsubscribeResponseSchema>;

import { z } from 'zod';
import { multiline } from './text';
import { emailSchema } from './auth';

export const pageSlugSchema = z.string().regex(/^[a-z0-9-]{1,60}$/);

/** A numbered block of a content page (how-to steps, highlights, FAQ groups). */
export const contentBlockSchema = z.object({
  heading: z.string(),
  html: z.string(),
});
export type ContentBlock = z.infer<typeof contentBlockSchema>;

/** `GET /api/content/pages/:slug`. `bodyHtml` and block html are rich text, sanitized by the server (allowlist). */
export const contentPageSchema = z.object({
  slug: pageSlugSchema,
  title: z.string(),
  intro: z.string(),
  bodyHtml: z.string(),
  blocks: z.array(contentBlockSchema),
  updatedAt: z.string(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;
export const contentPageResponseSchema = z.object({ page: contentPageSchema });
export type ContentPageResponse = z.infer<typeof contentPageResponseSchema>;

/** `GET /api/content/site`: public site settings from configuration. */
export const siteInfoSchema = z.object({ phone: z.string(), supportEmail: z.string() });
export type SiteInfo = z.infer<typeof siteInfoSchema>;

/** `POST /api/partner-enquiries` (spec 002 §2.11): name, email and phone (digits) are required. */
export const partnerEnquiryRequestSchema = z.object({
  name: z
    .string({ error: 'PARTNER_FORM_INCOMPLETE' })
    .trim()
    .min(1, { error: 'PARTNER_FORM_INCOMPLETE', abort: true })
    .max(120, { error: 'PARTNER_NAME_TOO_LONG' }),
  email: emailSchema('PARTNER_FORM_INCOMPLETE', 'PARTNER_EMAIL_INVALID'),
  phone: z
    .string({ error: 'PARTNER_FORM_INCOMPLETE' })
    .trim()
    .min(1, { error: 'PARTNER_FORM_INCOMPLETE', abort: true })
    // Digits only (7 to 15, the E.164 maximum): the form accepts nothing else, and neither does the API.
    .regex(/^[0-9]{7,15}$/, { error: 'PARTNER_PHONE_INVALID' }),
  message: multiline(
    z.string({ error: 'BAD_REQUEST' }).trim().max(5000, { error: 'PARTNER_MESSAGE_TOO_LONG' }).default(''),
  ),
});
export type PartnerEnquiryRequest = z.input<typeof partnerEnquiryRequestSchema>;

export const createdResponseSchema = z.object({ id: z.number().int() });

/** The Notify Me widget's topics: the upcoming games on the live-sports slides. */
export const notifyTopicSchema = z.enum(['nfl', 'nba', 'mlb', 'nhl', 'draft-day', 'bingo']);
export type NotifyTopic = z.infer<typeof notifyTopicSchema>;

/** `POST /api/notify-requests` (spec 002 §4/§5): the email must be a valid address. */
export const notifyRequestSchema = z.object({
  email: emailSchema('NOTIFY_EMAIL_INVALID', 'NOTIFY_EMAIL_INVALID'),
  topic: notifyTopicSchema,
});
export type NotifyRequest = z.infer<typeof notifyRequestSchema>;

/** `PUT /api/operator/content/pages/:slug`: an operator edits (or adds) a content page. */
export const contentPageUpdateSchema = z.object({
  title: z.string().trim().min(1).max(200),
  intro: multiline(z.string().max(2000).default('')),
  bodyHtml: multiline(z.string().max(200_000).default('')),
  blocks: z
    .array(z.object({ heading: z.string().max(200), html: multiline(z.string().max(50_000)) }))
    .max(50)
    .default([]),
});

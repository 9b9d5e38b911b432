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

/** `POST /api/partner-enquiries`: name, email and phone (digits) are required. */
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
/**
 * What a Notify Me request is about (docs/rules/sports.md "Notify Me"): a game still to come, by name
 * (`nfl-star-power`, `draft-day`, `bingo`), one game type of a sport (`game-type:<id>`: its lobby row
 * with no contest yet), or a league's games as a whole (`nfl`, `nba`, `mlb`, `nhl`: a sport with
 * nothing to play yet). A request is mailed when that very thing opens, never a neighbour.
 */
export const namedNotifyTopicSchema = z.enum([
  'nfl',
  'nba',
  'mlb',
  'nhl',
  'nfl-star-power',
  'draft-day',
  'bingo',
]);
export type NamedNotifyTopic = z.infer<typeof namedNotifyTopicSchema>;
export type GameTypeNotifyTopic = `game-type:${number}`;
const gameTypeTopicPattern = /^game-type:([1-9][0-9]{0,8})$/;
export const notifyTopicSchema = z.union([
  namedNotifyTopicSchema,
  z.string().regex(gameTypeTopicPattern) as unknown as z.ZodType<GameTypeNotifyTopic>,
]);
export type NotifyTopic = NamedNotifyTopic | GameTypeNotifyTopic;

/** A game type's own Notify Me topic. */
export const gameTypeNotifyTopic = (gameTypeId: number): GameTypeNotifyTopic => `game-type:${gameTypeId}`;
/** The game type a topic is about; null for a named topic. */
export function gameTypeOfTopic(topic: string): number | null {
  const match = gameTypeTopicPattern.exec(topic);
  return match ? Number(match[1]) : null;
}

/** `POST /api/notify-requests`: the email must be a valid address. */
export const notifyRequestSchema = z.object({
  email: emailSchema('NOTIFY_EMAIL_INVALID', 'NOTIFY_EMAIL_INVALID'),
  topic: notifyTopicSchema,
});
export type NotifyRequest = z.infer<typeof notifyRequestSchema>;

const contentInvalid = { error: 'CONTENT_INVALID' };
/**
 * `PUT /api/operator/content/pages/:slug`: an operator edits (or adds) a content page. `expectedVersion`
 * is the version the edit started from (0: a new page); when given, a save over a newer version is
 * refused (409) instead of silently overwriting another operator's.
 */
export const contentPageUpdateSchema = z.object({
  title: z
    .string({ error: 'CONTENT_TITLE_REQUIRED' })
    .trim()
    .min(1, { error: 'CONTENT_TITLE_REQUIRED' })
    .max(200, { error: 'CONTENT_TITLE_REQUIRED' }),
  intro: multiline(z.string(contentInvalid).max(2000, contentInvalid).default('')),
  bodyHtml: multiline(z.string(contentInvalid).max(200_000, contentInvalid).default('')),
  blocks: z
    .array(
      z.object(
        {
          heading: z.string(contentInvalid).max(200, contentInvalid),
          html: multiline(z.string(contentInvalid).max(50_000, contentInvalid)),
        },
        contentInvalid,
      ),
      contentInvalid,
    )
    .max(50, contentInvalid)
    .default([]),
  expectedVersion: z
    .number(contentInvalid)
    .int(contentInvalid)
    .min(0, contentInvalid)
    .max(2_147_483_647, contentInvalid)
    .optional(),
});

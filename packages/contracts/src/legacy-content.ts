import { z } from 'zod';
import { partnerEnquiryRequestSchema } from './content';
import { idParam } from './ids';
import { multiline } from './text';

/**
 * The old client's content calls (docs/legacy-api.md): content
 * pages, the partner form, the prize list and the promo images, over the content, lottery and sports
 * services. Records carry the old `content` field (rich text, sanitised by the content feature).
 */

/**
 * `GET /api/website_corporate/get.php?type=sport|lotto`: the highlights of a marketing page, by the
 * content page holding them (its blocks).
 */
export const legacyCorporatePages = { sport: 'sport-platform', lotto: 'lotto-platform' } as const;
export const legacyCorporateQuerySchema = z.object({
  type: z.enum(['sport', 'lotto'], { error: 'NOT_FOUND' }),
});

/** `GET /api/website_footer/getone.php?id=1..5`: the policy pages the old footer links to, by id. */
export const legacyFooterPages = {
  1: 'terms-of-use',
  2: 'privacy',
  3: 'faq',
  4: 'trust-and-safety',
  5: 'account-security',
} as const;
export const legacyFooterQuerySchema = z.object({
  id: z
    .enum(['1', '2', '3', '4', '5'], { error: 'NOT_FOUND' })
    .transform((id) => Number(id) as keyof typeof legacyFooterPages),
});

/** A content record: `content` is sanitised rich text. */
export const legacyContentRecordSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
});
export const legacyContentRecordsResponseSchema = z.object({ records: z.array(legacyContentRecordSchema) });

/**
 * `POST /public_api/partner.php` — form: name, email, phone, business (the old client sends it empty;
 * not kept), message. Mapped onto the JSON API's `partnerEnquiryRequestSchema`: the same rules and texts.
 */
export const legacyPartnerFormSchema = z
  .object({
    name: z.string().optional(),
    email: z.string().optional(),
    phone: z.string().optional(),
    business: z.string().max(200).optional(),
    message: multiline(z.string()).optional(),
  })
  .transform((f) => ({
    name: f.name ?? '',
    email: f.email ?? '',
    phone: f.phone ?? '',
    ...(f.message !== undefined && { message: f.message }),
  }))
  .pipe(partnerEnquiryRequestSchema);
export const legacyPartnerSentSchema = z.object({ message: z.string(), id: z.number().int() });

/**
 * A row of `GET /api/prize/read.php`: a tier of a lottery game on offer (by
 * numbers matched) or a row of an open sports contest's prize grid (by number of teams). Cash in dollars,
 * points as they are; an items prize has its description and retail value (dollars) instead.
 */
export const legacyPrizeRecordSchema = z.object({
  /** Its place in the list (1 = the biggest prize). */
  id: z.number().int(),
  /** The lottery game's or the sports contest's id (the old client's `prize_id` of a game). */
  prize_id: z.number().int(),
  game_type: z.enum(['lottery', 'sports']),
  game_name: z.string(),
  /** Lottery: numbers matched. */
  hits: z.number().int().nullable(),
  /** Sports: teams in the entry. */
  no_of_team: z.number().int().nullable(),
  prize: z.number(),
  prize_type: z.enum(['cash', 'points', 'items']),
  description: z.string().nullable(),
  retail_value: z.number().nullable(),
});
export type LegacyPrizeRecord = z.infer<typeof legacyPrizeRecordSchema>;
/** Sorted by prize, descending. */
export const legacyPrizesResponseSchema = z.object({ records: z.array(legacyPrizeRecordSchema) });

/** `GET /api/images/read.php?type=promo`: the promo images (the How to play carousel's slides). */
export const legacyImagesQuerySchema = z.object({ type: z.literal('promo', { error: 'NOT_FOUND' }) });
export const legacyImagesResponseSchema = z.object({
  records: z.array(
    z.object({ id: z.number().int(), type: z.literal('promo'), title: z.string(), caption: z.string() }),
  ),
});
/** `GET /api/images/readimage.php?id=`: one promo image (SVG). */
export const legacyImageQuerySchema = z.object({ id: idParam('NOT_FOUND') });

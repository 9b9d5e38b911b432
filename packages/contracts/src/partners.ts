import { z } from 'zod';
import { displayNameSchema, emailSchema, newPasswordSchema } from './auth';
import { idParam } from './ids';

/** A partner of the deployment (docs/partners.md): the request to create one, and its parts. */

/** The partner of every host no other partner lists (`localhost` included); it cannot be suspended. */
export const DEFAULT_PARTNER_ID = 1;

/** Lower-case letters, digits and inner hyphens, 1–40 characters (`north-raffle`). */
export const partnerSlugSchema = z
  .string({ error: 'PARTNER_SLUG_INVALID' })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/, { error: 'PARTNER_SLUG_INVALID' });

/**
 * A domain the partner's site answers on: a host name (no scheme, port or path), lower-cased, any final
 * dot dropped. Each label: letters, digits, inner hyphens.
 */
export const partnerDomainSchema = z
  .string({ error: 'PARTNER_DOMAIN_INVALID' })
  .trim()
  .toLowerCase()
  .transform((host) => host.replace(/\.$/, ''))
  .pipe(
    z
      .string()
      .max(253, { error: 'PARTNER_DOMAIN_INVALID' })
      .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/, {
        error: 'PARTNER_DOMAIN_INVALID',
      }),
  );

/** Domains a partner lists at most. */
export const PARTNER_DOMAINS_MAX = 20;

/** A partner's first operator, made with it: a sign-up's rules for each field. */
export const firstOperatorSchema = z.object({
  displayName: displayNameSchema,
  email: emailSchema('REGISTER_EMAIL_REQUIRED', 'REGISTER_EMAIL_INVALID'),
  password: newPasswordSchema,
});
export type FirstOperator = z.infer<typeof firstOperatorSchema>;

/**
 * `POST /api/platform/partners` (and the command line's create-partner): the console always names the
 * first operator; the command line may leave it out and add operators with `create-operator --partner`.
 */
export const createPartnerRequestSchema = z.object({
  slug: partnerSlugSchema,
  name: z
    .string({ error: 'PARTNER_SITE_NAME_REQUIRED' })
    .trim()
    .min(1, { error: 'PARTNER_SITE_NAME_REQUIRED' })
    .max(60, { error: 'PARTNER_SITE_NAME_TOO_LONG' }),
  domains: z
    .array(partnerDomainSchema, { error: 'PARTNER_DOMAIN_INVALID' })
    .min(1, { error: 'PARTNER_DOMAIN_REQUIRED' })
    .max(PARTNER_DOMAINS_MAX, { error: 'PARTNER_DOMAINS_TOO_MANY' }),
  operator: firstOperatorSchema.optional(),
});
export type CreatePartnerRequest = z.infer<typeof createPartnerRequestSchema>;

/** A partner as the platform console shows it. */
export const partnerSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  suspended: z.boolean(),
  domains: z.array(z.string()),
});
export type PartnerInfo = z.infer<typeof partnerSchema>;

/** `GET /api/platform/partners` → 200: every partner, the default one first. */
export const partnersResponseSchema = z.object({ partners: z.array(partnerSchema) });
export type PartnersResponse = z.infer<typeof partnersResponseSchema>;

/** `POST /api/platform/partners` → 201, and each suspend or resume → 200. */
export const partnerResponseSchema = z.object({ partner: partnerSchema });
export type PartnerResponse = z.infer<typeof partnerResponseSchema>;

export const partnerIdParamsSchema = z.object({ id: idParam('PARTNER_NOT_FOUND') });

/** One partner's figures, all time, from its own books (the platform console's table). */
export const partnerFiguresSchema = z.object({
  partnerId: z.number().int(),
  /** Players signed up (operators not counted). */
  players: z.number().int(),
  /** Entries in every kind of contest. */
  entries: z.number().int(),
  /** Prizes credited: cash in cents, points. */
  prizeCents: z.number().int(),
  prizePoints: z.number().int(),
  /** What the store's orders took, in cents. */
  storeRevenueCents: z.number().int(),
});
export type PartnerFigures = z.infer<typeof partnerFiguresSchema>;

/** `GET /api/platform/figures` → 200: every partner's figures, by partner id. */
export const platformFiguresResponseSchema = z.object({ figures: z.array(partnerFiguresSchema) });
export type PlatformFiguresResponse = z.infer<typeof platformFiguresResponseSchema>;

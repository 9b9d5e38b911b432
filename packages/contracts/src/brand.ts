import { z } from 'zod';
import { emailSchema } from './auth';

/**
 * The partner's brand (decision 028): data edited in the back office and
 * applied at run time (CSS custom properties, the HTML shell), never a rebuild. One deployment has one.
 */
export const brandLimits = {
  /** Decoded bytes; the database checks the same limits. */
  logoBytes: 100 * 1024,
  faviconBytes: 32 * 1024,
  /** WCAG AA for normal text. */
  minContrast: 4.5,
} as const;

export const brandImageTypes = ['image/svg+xml', 'image/png'] as const;
export const brandImageTypeSchema = z.enum(brandImageTypes, { error: 'BRAND_IMAGE_TYPE' });
export type BrandImageType = z.infer<typeof brandImageTypeSchema>;

const brandImageSchema = z.object({ type: brandImageTypeSchema, url: z.string() });

/** `GET /api/brand` (public, from memory) and the back office's `GET|PUT /api/operator/brand`. */
export const brandSchema = z.object({
  version: z.number().int(),
  siteName: z.string(),
  primaryColor: z.string(),
  accentColor: z.string(),
  supportPhone: z.string(),
  supportEmail: z.string(),
  legalEntity: z.string(),
  copyrightHolder: z.string(),
  sponsorLine: z.string(),
  /** Null: the built-in wordmark (or /favicon.svg). */
  logo: brandImageSchema.nullable(),
  favicon: brandImageSchema.nullable(),
});
export type Brand = z.infer<typeof brandSchema>;
export const brandResponseSchema = z.object({ brand: brandSchema });
export type BrandResponse = z.infer<typeof brandResponseSchema>;

const line = (max: number, required: string, invalid = 'BRAND_INVALID') =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max, { error: invalid });

export const brandColorSchema = z
  .string({ error: 'BRAND_COLOUR_INVALID' })
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, { error: 'BRAND_COLOUR_INVALID' });

/** Base64 text of at most `bytes` decoded bytes (its size checked before anything decodes it). */
const base64Of = (bytes: number, tooLarge: string) =>
  z
    .string({ error: 'BRAND_IMAGE_INVALID' })
    .max(Math.ceil(bytes / 3) * 4, { error: tooLarge, abort: true })
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, { error: 'BRAND_IMAGE_INVALID' })
    .refine((s) => s.length % 4 === 0, { error: 'BRAND_IMAGE_INVALID' });

/** An uploaded image; undefined keeps the current one, null goes back to the default. */
const uploadSchema = (bytes: number, tooLarge: string) =>
  z
    .object({ type: brandImageTypeSchema, data: base64Of(bytes, tooLarge) }, { error: 'BRAND_IMAGE_INVALID' })
    .nullable()
    .optional();

/**
 * `PUT /api/operator/brand`: the whole brand, and the version the operator's screen started from (409
 * when another save came first). The colours' contrast and the images' content (PNG magic bytes, SVG
 * safety) are checked by the server with the domain's rules; the form shows the contrast live.
 */
export const brandUpdateSchema = z.object({
  expectedVersion: z
    .number({ error: 'BRAND_INVALID' })
    .int({ error: 'BRAND_INVALID' })
    .min(1, 'BRAND_INVALID'),
  siteName: line(60, 'BRAND_SITE_NAME_REQUIRED', 'BRAND_SITE_NAME_REQUIRED'),
  primaryColor: brandColorSchema,
  accentColor: brandColorSchema,
  supportPhone: line(40, 'BRAND_INVALID').regex(/^[+0-9 ().-]+$/, { error: 'BRAND_PHONE_INVALID' }),
  supportEmail: emailSchema('BRAND_EMAIL_INVALID', 'BRAND_EMAIL_INVALID'),
  legalEntity: line(120, 'BRAND_INVALID'),
  copyrightHolder: line(120, 'BRAND_INVALID'),
  sponsorLine: line(80, 'BRAND_INVALID'),
  logo: uploadSchema(brandLimits.logoBytes, 'BRAND_LOGO_TOO_LARGE'),
  favicon: uploadSchema(brandLimits.faviconBytes, 'BRAND_FAVICON_TOO_LARGE'),
});
export type BrandUpdate = z.input<typeof brandUpdateSchema>;
export type BrandUpdateRequest = z.output<typeof brandUpdateSchema>;

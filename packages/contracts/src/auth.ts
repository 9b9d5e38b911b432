import { z } from 'zod';
import { countries, isProvinceOf } from './regions';

const countryCodes = countries.map((c) => c.code) as ['CA', 'US'];

export const roleSchema = z.enum(['player', 'operator']);
export const clubSchema = z.enum(['basic', 'elite', 'super_elite']);

export const emailSchema = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(254, { error: invalid, abort: true })
    .pipe(z.email({ error: invalid }));

/**
 * Register form and `POST /api/auth/register`. Keys are in the spec's validation order: the first
 * issue zod reports is the message the user sees (server and web alike).
 */
export const registerRequestSchema = z
  .object({
    displayName: z
      .string({ error: 'REGISTER_DISPLAY_NAME_REQUIRED' })
      .trim()
      .min(1, { error: 'REGISTER_DISPLAY_NAME_REQUIRED', abort: true })
      // No "@": a login is either an email or a display name, never ambiguous.
      .regex(/^[A-Za-z0-9 ._-]{3,30}$/, { error: 'REGISTER_DISPLAY_NAME_INVALID' }),
    email: emailSchema('REGISTER_EMAIL_REQUIRED', 'REGISTER_EMAIL_INVALID'),
    password: z
      .string({ error: 'REGISTER_PASSWORD_REQUIRED' })
      .min(1, { error: 'REGISTER_PASSWORD_REQUIRED', abort: true })
      .min(8, { error: 'REGISTER_PASSWORD_TOO_SHORT', abort: true })
      .max(128, { error: 'REGISTER_PASSWORD_TOO_LONG' }),
    country: z.enum(countryCodes, { error: 'REGISTER_COUNTRY_REQUIRED' }),
    province: z
      .string({ error: 'REGISTER_PROVINCE_REQUIRED' })
      .min(1, { error: 'REGISTER_PROVINCE_REQUIRED' })
      .max(2, { error: 'REGISTER_PROVINCE_INVALID' }),
    over18: z.literal(true, { error: 'REGISTER_OVER18_REQUIRED' }),
    acceptedTerms: z.literal(true, { error: 'REGISTER_TERMS_REQUIRED' }),
  })
  .refine((r) => isProvinceOf(r.country, r.province), {
    error: 'REGISTER_PROVINCE_INVALID',
    path: ['province'],
  });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** `POST /api/auth/login`: `login` is an email or a display name. */
export const loginRequestSchema = z.object({
  login: z
    .string({ error: 'LOGIN_EMAIL_REQUIRED' })
    .trim()
    .min(1, { error: 'LOGIN_EMAIL_REQUIRED', abort: true })
    .max(254, { error: 'LOGIN_INCORRECT' }),
  password: z
    .string({ error: 'LOGIN_PASSWORD_REQUIRED' })
    .min(1, { error: 'LOGIN_PASSWORD_REQUIRED', abort: true })
    .max(128, { error: 'LOGIN_INCORRECT' }),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const userSchema = z.object({
  id: z.number().int(),
  displayName: z.string(),
  email: z.string(),
  role: roleSchema,
  club: clubSchema,
});
export type User = z.infer<typeof userSchema>;

export const authResponseSchema = z.object({ user: userSchema, token: z.string() });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const meResponseSchema = z.object({ user: userSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

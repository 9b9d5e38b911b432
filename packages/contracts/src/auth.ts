import { z } from 'zod';
import { countries, isProvinceOf } from './regions';

const countryCodes = countries.map((c) => c.code) as ['CA', 'US'];

export const roleSchema = z.enum(['player', 'operator', 'platform']);
export const clubSchema = z.enum(['basic', 'elite', 'super_elite']);

export const emailSchema = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(254, { error: invalid, abort: true })
    .pipe(z.email({ error: invalid }));

/** A password being chosen (sign-up, change, reset): one rule everywhere. */
export const newPasswordSchema = z
  .string({ error: 'REGISTER_PASSWORD_REQUIRED' })
  .min(1, { error: 'REGISTER_PASSWORD_REQUIRED', abort: true })
  .min(8, { error: 'REGISTER_PASSWORD_TOO_SHORT', abort: true })
  .max(128, { error: 'REGISTER_PASSWORD_TOO_LONG' });

/**
 * Register form and `POST /api/auth/register`. Keys are in the spec's validation order: the first
 * issue zod reports is the message the user sees (server and web alike).
 */
/**
 * The display-name rule with a form's own messages: 3 to 30 letters, digits, spaces, dots, dashes or
 * underscores (a private contest's or a league's name is checked by it too).
 */
export const displayNameRule = (required: string, invalid: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    // No "@": a login is either an email or a display name, never ambiguous.
    .regex(/^[A-Za-z0-9 ._-]{3,30}$/, { error: invalid });

/** A display name being chosen (sign-up, a partner's first operator): one rule everywhere. */
export const displayNameSchema = displayNameRule(
  'REGISTER_DISPLAY_NAME_REQUIRED',
  'REGISTER_DISPLAY_NAME_INVALID',
);

export const registerRequestSchema = z
  .object({
    displayName: displayNameSchema,
    email: emailSchema('REGISTER_EMAIL_REQUIRED', 'REGISTER_EMAIL_INVALID'),
    password: newPasswordSchema,
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

/** `GET /api/auth/me`: the signed-in user, or null for a visitor who sent no credential. */
export const meResponseSchema = z.object({ user: userSchema.nullable() });
export type MeResponse = z.infer<typeof meResponseSchema>;

/** `POST /api/auth/password-resets`: ask for a reset link by email. */
export const passwordResetRequestSchema = z.object({
  email: emailSchema('RESET_EMAIL_REQUIRED', 'RESET_EMAIL_INVALID'),
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The 202 answer: the same whether or not the email is registered, so it reveals nothing. */
export const passwordResetAcceptedSchema = z.object({ accepted: z.literal(true) });
export type PasswordResetAccepted = z.infer<typeof passwordResetAcceptedSchema>;

/** `POST /api/auth/password-resets/confirm`: the link's token and the new password. */
export const passwordResetConfirmSchema = z.object({
  // A token is 43 base64url characters; anything else is simply not a valid link.
  token: z
    .string({ error: 'RESET_LINK_INVALID' })
    .min(1, { error: 'RESET_LINK_INVALID', abort: true })
    .max(100, { error: 'RESET_LINK_INVALID' }),
  password: newPasswordSchema,
});
export type PasswordResetConfirm = z.infer<typeof passwordResetConfirmSchema>;

/** How long a link that confirms an email works, in days. */
export const VERIFY_LINK_DAYS = 7;

/** `POST /api/auth/email-verifications/confirm`: the token of the link mailed at sign-up. */
export const emailVerificationConfirmSchema = z.object({
  token: z
    .string({ error: 'VERIFY_LINK_INVALID' })
    .min(1, { error: 'VERIFY_LINK_INVALID', abort: true })
    .max(100, { error: 'VERIFY_LINK_INVALID' }),
});
export type EmailVerificationConfirm = z.infer<typeof emailVerificationConfirmSchema>;

/** `GET /api/operator/mail-outbox`: mail kept locally when no SMTP server is configured, newest first. */
export const outboxMailSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.iso.datetime(),
});
export type OutboxMail = z.infer<typeof outboxMailSchema>;
export const mailOutboxResponseSchema = z.object({ mails: z.array(outboxMailSchema) });
export type MailOutboxResponse = z.infer<typeof mailOutboxResponseSchema>;

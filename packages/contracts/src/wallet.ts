import { z } from 'zod';
import { idParam, pageParam } from './ids';
import { emailSchema, newPasswordSchema, userSchema } from './auth';
import { isIsoCountry } from './countries';
import { countries, isProvinceOf } from './regions';

export const transactionStatusSchema = z.enum(['complete', 'pending', 'cancel', 'refund']);
export const transactionKindSchema = z.enum([
  'prize',
  'purchase',
  'withdrawal_hold',
  'withdrawal_reversal',
  'adjustment',
]);
export const currencySchema = z.enum(['cash', 'points']);

/** `GET /api/wallet/transactions` query. */
export const transactionsQuerySchema = z.object({
  period: z.enum(['3m', '6m', '9m', '1y']).default('3m'),
  status: transactionStatusSchema.optional(),
  page: pageParam(10_000).default(1),
});
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;

export const transactionSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  description: z.string(),
  amount: z.number().int(),
  currency: currencySchema,
  kind: transactionKindSchema,
  status: transactionStatusSchema,
});
export type Transaction = z.infer<typeof transactionSchema>;
export const transactionsResponseSchema = z.object({
  transactions: z.array(transactionSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;

const required = (max = 100) =>
  z
    .string({ error: 'WITHDRAWAL_FIELD_REQUIRED' })
    .trim()
    .min(1, { error: 'WITHDRAWAL_FIELD_REQUIRED' })
    .max(max, { error: 'WITHDRAWAL_FIELD_REQUIRED' });

/** The payout address and identity (step 1 of the form). Any country of the world, by ISO code. */
const withdrawalDetails = z.object({
  firstName: required(),
  lastName: required(),
  country: z
    .string({ error: 'WITHDRAWAL_FIELD_REQUIRED' })
    .refine(isIsoCountry, { error: 'WITHDRAWAL_FIELD_REQUIRED' }),
  province: required(),
  city: required(),
  postalCode: required(20),
  addressLine1: required(200),
  addressLine2: z.string().trim().max(200).optional(),
  // The old site's birth years: 1930 to 2020.
  dateOfBirth: z.iso
    .date({ error: 'WITHDRAWAL_FIELD_REQUIRED' })
    .refine((d) => Number(d.slice(0, 4)) >= 1930 && Number(d.slice(0, 4)) <= 2020, {
      error: 'WITHDRAWAL_FIELD_REQUIRED',
    }),
});

/** Canada and the United States: one of their provinces/states (the form's list), by code. */
const provinceOfCountry = (w: { country: string; province: string }) =>
  w.country === 'CA' || w.country === 'US' ? isProvinceOf(w.country, w.province) : true;
const provinceRefusal = { error: 'WITHDRAWAL_FIELD_REQUIRED', path: ['province'] };

export const withdrawalDetailsSchema = withdrawalDetails.refine(provinceOfCountry, provinceRefusal);

export const withdrawalRequestSchema = withdrawalDetails
  .extend({
    amountCents: z
      .number({ error: 'WITHDRAWAL_BELOW_MINIMUM' })
      .int({ error: 'WITHDRAWAL_BELOW_MINIMUM' })
      .max(100_000_000),
    paypalEmail: emailSchema('WITHDRAWAL_PAYPAL_INVALID', 'WITHDRAWAL_PAYPAL_INVALID'),
    acceptedTerms: z.literal(true, { error: 'WITHDRAWAL_TERMS_REQUIRED' }),
  })
  .refine(provinceOfCountry, provinceRefusal);
export type WithdrawalRequest = z.infer<typeof withdrawalRequestSchema>;

export const withdrawalSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  amountCents: z.number().int(),
  paypalEmail: z.string(),
  status: transactionStatusSchema,
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export const withdrawalResponseSchema = z.object({ withdrawal: withdrawalSchema });
/** A withdrawal as an operator reviews it: with the player's display name and email. */
export const reviewedWithdrawalSchema = withdrawalSchema.extend({
  playerName: z.string(),
  playerEmail: z.string(),
  /** The player's account is suspended: the withdrawal cannot be completed until it is reinstated. */
  held: z.boolean(),
});
export type ReviewedWithdrawal = z.infer<typeof reviewedWithdrawalSchema>;
export const withdrawalListResponseSchema = z.object({ withdrawals: z.array(reviewedWithdrawalSchema) });
export type WithdrawalListResponse = z.infer<typeof withdrawalListResponseSchema>;
export const withdrawalIdParamsSchema = z.object({
  id: idParam('WITHDRAWAL_NOT_FOUND'),
});
export const withdrawalDecisionSchema = z.enum(['complete', 'cancel', 'refund']);

/**
 * `GET /api/operator/receivables`: what players owe — the part of a prize reversal (a score correction)
 * their balance could not cover, until a correction back or an operator clears it.
 */
export const receivableSchema = z.object({
  userId: z.number().int(),
  currency: currencySchema,
  claim: z.string(),
  reference: z.string(),
  /** Outstanding: cents (cash) or points. */
  owed: z.number().int(),
  since: z.string(),
  description: z.string(),
});
export type Receivable = z.infer<typeof receivableSchema>;
export const receivablesResponseSchema = z.object({ receivables: z.array(receivableSchema) });
export type ReceivablesResponse = z.infer<typeof receivablesResponseSchema>;

/** `GET /api/operator/players?search=`: an operator finds a player by email, display name or id. */
export const playerSearchQuerySchema = z.object({
  search: z
    .string({ error: 'BAD_REQUEST' })
    .trim()
    .min(1, { error: 'BAD_REQUEST' })
    .max(254, { error: 'BAD_REQUEST' }),
});
export const playerSearchResponseSchema = z.object({
  players: z.array(userSchema),
});
export type PlayerSearchResponse = z.infer<typeof playerSearchResponseSchema>;

/** `POST /api/operator/wallet/adjustments` (fixed shape). */
export const adjustmentRequestSchema = z.object({
  userId: z
    .number({ error: 'BAD_REQUEST' })
    .int({ error: 'BAD_REQUEST' })
    .min(1, { error: 'USER_NOT_FOUND' })
    .max(2_147_483_647, { error: 'USER_NOT_FOUND' }),
  amountCents: z
    .number({ error: 'ADJUSTMENT_INVALID' })
    .int({ error: 'ADJUSTMENT_INVALID' })
    .min(-100_000_000, { error: 'ADJUSTMENT_INVALID' })
    .max(100_000_000, { error: 'ADJUSTMENT_INVALID' })
    .refine((n) => n !== 0, { error: 'ADJUSTMENT_INVALID' }),
  kind: currencySchema,
  reason: z
    .string({ error: 'BAD_REQUEST' })
    .trim()
    .min(1, { error: 'BAD_REQUEST' })
    .max(500, { error: 'BAD_REQUEST' }),
});
export type AdjustmentRequest = z.infer<typeof adjustmentRequestSchema>;
export const adjustmentResponseSchema = z.object({ entry: transactionSchema });

/** The store (docs/rules/wallet.md "Store"): Super Elite and two Basic plans per sport. */
export const sportSchema = z.enum(['football', 'baseball', 'hockey', 'basketball', 'all']);
export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  sport: sportSchema,
  priceCents: z.number().int(),
  period: z.enum(['once', 'month']),
  games: z.number().int().nullable(),
  description: z.string(),
  club: z.enum(['basic', 'elite', 'super_elite']),
  subscriptionIds: z.array(z.number().int()),
  /**
   * False for a sport's plan while that sport has no contests (docs/rules/wallet.md "Store": basketball and
   * football for now): listed so the store can say it comes with the first contests, never sold
   * (STORE_PLAN_NOT_ON_SALE).
   */
  onSale: z.boolean(),
});
export type Product = z.infer<typeof productSchema>;
export const productsResponseSchema = z.object({ products: z.array(productSchema) });

export const orderRequestSchema = z.object({
  productIds: z
    .array(z.string({ error: 'STORE_UNKNOWN_PRODUCT' }).max(60, { error: 'STORE_UNKNOWN_PRODUCT' }), {
      error: 'STORE_EMPTY_CART',
    })
    .min(1, { error: 'STORE_EMPTY_CART' })
    .max(20, { error: 'STORE_UNKNOWN_PRODUCT' }),
});
export const orderResponseSchema = z.object({
  order: z.object({
    id: z.number().int(),
    totalCents: z.number().int(),
    status: z.enum(['paid']),
    productIds: z.array(z.string()),
  }),
});

/** `GET|PATCH /api/account/profile` */
export const profileSchema = z.object({
  displayName: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  country: z.enum(countries.map((c) => c.code) as ['CA', 'US']),
  province: z.string(),
  club: z.enum(['basic', 'elite', 'super_elite']),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileResponseSchema = z.object({ profile: profileSchema });
export const profilePatchSchema = z.object({
  firstName: z
    .string({ error: 'PROFILE_NAME_REQUIRED' })
    .trim()
    .min(1, { error: 'PROFILE_NAME_REQUIRED' })
    .max(60, { error: 'PROFILE_NAME_REQUIRED' })
    .optional(),
  lastName: z
    .string({ error: 'PROFILE_NAME_REQUIRED' })
    .trim()
    .min(1, { error: 'PROFILE_NAME_REQUIRED' })
    .max(60, { error: 'PROFILE_NAME_REQUIRED' })
    .optional(),
  email: emailSchema('REGISTER_EMAIL_REQUIRED', 'REGISTER_EMAIL_INVALID').optional(),
});

export const changePasswordRequestSchema = z.object({
  currentPassword: z
    .string({ error: 'PASSWORD_CURRENT_WRONG' })
    .min(1, { error: 'PASSWORD_CURRENT_WRONG' })
    .max(128, { error: 'PASSWORD_CURRENT_WRONG' }),
  newPassword: newPasswordSchema,
});

/** Responsible gaming: self-imposed limits (null = none) and self-exclusion. */
const limit = z
  .number({ error: 'LIMIT_INVALID' })
  .int({ error: 'LIMIT_INVALID' })
  .min(0, { error: 'LIMIT_INVALID' })
  .max(1_000_000_000, { error: 'LIMIT_INVALID' })
  .nullable();
export const limitsSchema = z.object({
  dailyEntries: limit,
  weeklyEntries: limit,
  monthlyEntries: limit,
  dailySpendCents: limit,
  weeklySpendCents: limit,
  monthlySpendCents: limit,
});
export type Limits = z.infer<typeof limitsSchema>;
export const limitKeys = Object.keys(limitsSchema.shape) as (keyof Limits)[];
export const responsibleGamingResponseSchema = z.object({
  limits: limitsSchema,
  /** Increases wait 48 hours: what will apply, and when. */
  pending: z.array(
    z.object({ key: z.string(), value: z.number().int().nullable(), effectiveAt: z.string() }),
  ),
  selfExcludedUntil: z.string().nullable(),
  permanentlyExcluded: z.boolean(),
  /** Whether the player's email is confirmed: only then does a self-exclusion cover every site. */
  emailVerified: z.boolean(),
});
export type ResponsibleGamingResponse = z.infer<typeof responsibleGamingResponseSchema>;
export const selfExclusionRequestSchema = z.object({
  period: z.enum(['24h', '7d', '30d', '6m', 'permanent']),
});

/** When a contest was played, as a ledger line names it: New York time ("Nov 28, 2026, 8:15 PM EST"). */
export const ledgerWhen = (at: Date | string): string =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(at));

/** A sports contest as a ledger line names it: "Monday High 5 (Hockey High 5, Nov 28, 2026, 8:15 PM EST)". */
export const sportsLedgerName = (c: {
  name: string;
  sport: string;
  gameType: string;
  startAt: Date | string;
}) => `${c.name} (${c.sport} ${c.gameType}, ${ledgerWhen(c.startAt)})`;

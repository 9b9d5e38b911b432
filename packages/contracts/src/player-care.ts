import { z } from 'zod';
import { clubSchema, roleSchema } from './auth';
import { idParam } from './ids';
import { receivableSchema, responsibleGamingResponseSchema, withdrawalSchema } from './wallet';

/**
 * Player care (decision 023): an operator's view of one player — profile, club and subscriptions,
 * balance and ledger, receivables, entries across every game, limits and exclusions — and the account's
 * suspension and reinstatement.
 */
export const playerIdParamsSchema = z.object({ id: idParam('USER_NOT_FOUND') });

/** Why an operator suspends or reinstates an account: kept on the account and in the audit log. */
export const suspensionRequestSchema = z
  .object(
    {
      reason: z
        .string({ error: 'SUSPENSION_REASON_REQUIRED' })
        .trim()
        .min(1, { error: 'SUSPENSION_REASON_REQUIRED' })
        .max(500, { error: 'SUSPENSION_REASON_TOO_LONG' }),
    },
    { error: 'SUSPENSION_REASON_REQUIRED' },
  )
  .strict();
export type SuspensionRequest = z.infer<typeof suspensionRequestSchema>;

export const suspensionSchema = z.object({
  at: z.string(),
  byId: z.number().int(),
  byName: z.string(),
  reason: z.string(),
});
export type Suspension = z.infer<typeof suspensionSchema>;

export const carePlayerSchema = z.object({
  id: z.number().int(),
  displayName: z.string(),
  email: z.string(),
  role: roleSchema,
  club: clubSchema,
  firstName: z.string(),
  lastName: z.string(),
  country: z.string(),
  province: z.string(),
  createdAt: z.string(),
  /** Null while the account is active. */
  suspension: suspensionSchema.nullable(),
});
export type CarePlayer = z.infer<typeof carePlayerSchema>;

export const careSubscriptionSchema = z.object({
  subscriptionId: z.number().int(),
  productId: z.string(),
  sport: z.string(),
  /** Games a month; null = unlimited. */
  games: z.number().int().nullable(),
  startedAt: z.string(),
  expiresAt: z.string().nullable(),
});
export type CareSubscription = z.infer<typeof careSubscriptionSchema>;

/** An entry in any contest (docs/decisions/010): the registry's row. */
export const careEntrySchema = z.object({
  id: z.number().int(),
  contestKind: z.enum(['lottery', 'sports', 'draft', 'fantasy']),
  contestId: z.number().int(),
  /** The contest as its ledger lines name it ("Lotto 747 draw of …"); null where none is known. */
  contestName: z.string().nullable(),
  sport: z.string().nullable(),
  enteredAt: z.string(),
  /** Voided with its contest (cancelled for want of players). */
  voidedAt: z.string().nullable(),
});
export type CareEntry = z.infer<typeof careEntrySchema>;

/** A withdrawal of the player: `held` while the account is suspended (it cannot be completed). */
export const careWithdrawalSchema = withdrawalSchema.extend({ held: z.boolean() });

/** `GET /api/operator/players/:id`. The ledger is paged by `GET /api/operator/players/:id/transactions`. */
export const playerCareResponseSchema = z.object({
  player: carePlayerSchema,
  subscriptions: z.array(careSubscriptionSchema),
  balance: z.object({
    cashCents: z.number().int(),
    points: z.number().int(),
    pendingWithdrawalCents: z.number().int(),
  }),
  receivables: z.array(receivableSchema),
  withdrawals: z.array(careWithdrawalSchema),
  /** The latest entries, newest first (at most `CARE_ENTRIES_SHOWN`), and how many there are in all. */
  entries: z.array(careEntrySchema),
  entriesTotal: z.number().int(),
  responsibleGaming: responsibleGamingResponseSchema,
});
export type PlayerCareResponse = z.infer<typeof playerCareResponseSchema>;
export const CARE_ENTRIES_SHOWN = 50;

/** Suspend and reinstate answer the player's new state. */
export const suspensionResponseSchema = z.object({ player: carePlayerSchema });
export type SuspensionResponse = z.infer<typeof suspensionResponseSchema>;

import { z } from 'zod';

/**
 * The back office's analytics dashboard (decision 025): `GET /api/operator/analytics?from=&to=`.
 * Days are New York calendar days (`YYYY-MM-DD`, both ends included); money is integer cents.
 */
export const ANALYTICS_TIME_ZONE = 'America/New_York';
/** The longest range one request may ask for, in days (a leap year). */
export const ANALYTICS_MAX_DAYS = 366;

const invalid = { error: 'ANALYTICS_RANGE_INVALID' };
/** A real calendar day: zod's `iso.date` checks the month's length (no 2026-02-30). */
const day = z.iso.date(invalid);

/** Days from `from` to `to`, both included (UTC midnights: calendar arithmetic, no time zone). */
export function analyticsDayCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export const operatorAnalyticsQuerySchema = z
  .object({ from: day, to: day })
  .refine((q) => q.from <= q.to, { ...invalid, path: ['to'] })
  .refine((q) => analyticsDayCount(q.from, q.to) <= ANALYTICS_MAX_DAYS, {
    error: 'ANALYTICS_RANGE_TOO_LONG',
    path: ['to'],
  });
export type OperatorAnalyticsQuery = z.infer<typeof operatorAnalyticsQuerySchema>;

/** The contests an entry can be in (the entries registry's `contest_kind`). */
export const analyticsContestKinds = ['lottery', 'sports', 'draft', 'fantasy'] as const;
export type AnalyticsContestKind = (typeof analyticsContestKinds)[number];
export const analyticsContestKindLabels: Record<AnalyticsContestKind, string> = {
  lottery: 'Lottery draws',
  sports: 'Sports contests',
  draft: 'Mock draft',
  fantasy: 'Fantasy preview',
};

const count = z.number().int().nonnegative();
const cents = z.number().int();
const entriesByKind = z.object({ lottery: count, sports: count, draft: count, fantasy: count });

/** One New York day's figures; every day of the range is present, zeros included. */
export const analyticsDaySchema = z.object({
  day: z.string(),
  /** Players who registered that day. */
  registered: count,
  /** Players who entered a contest or used a powerplay that day. */
  active: count,
  entries: entriesByKind,
  powerplayUses: count,
  /** Cash prizes credited, net of reversals (corrections). */
  prizesCents: cents,
  storeOrders: count,
  storeRevenueCents: cents,
  withdrawalsRequested: count,
  withdrawalsRequestedCents: cents,
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

export const analyticsPowerplayKindSchema = z.object({
  game: z.enum(analyticsContestKinds),
  powerplayId: z.number().int(),
  /** The game's own name of the powerplay ("Replace All", "No Goal", "Swap"). */
  name: z.string(),
  uses: count,
});
export type AnalyticsPowerplayKind = z.infer<typeof analyticsPowerplayKindSchema>;

export const operatorAnalyticsResponseSchema = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.literal(ANALYTICS_TIME_ZONE),
  generatedAt: z.string(),
  days: z.array(analyticsDaySchema),
  totals: z.object({
    registered: count,
    /**
     * The most players active on one day of the range. (Distinct players over a whole range would scan
     * every player-day of it: docs/decisions/025.)
     */
    peakActive: count,
    /** Every registered player, whenever they registered. */
    playersAllTime: count,
    entries: entriesByKind.extend({ all: count }),
    powerplayUses: count,
    prizesCents: cents,
    /** Prizes paid in points (not money). */
    prizePoints: z.number().int(),
    storeOrders: count,
    storeRevenueCents: cents,
    withdrawals: z.object({
      requested: count,
      requestedCents: cents,
      /** Of those requested in the range, by their status now. */
      pendingCents: cents,
      paidCents: cents,
      cancelledCents: cents,
    }),
  }),
  powerplaysByKind: z.array(analyticsPowerplayKindSchema),
  live: z.object({
    /** Open event streams (live pages watching a draw, a game set, a draft or their own account) now. */
    watchers: count,
    /** Whose streams `watchers` counts: this server process only (each process keeps its own). */
    scope: z.literal('process'),
    /** Draws and game sets running now: the dashboard listens to their public events. */
    lotteryDraws: z.array(z.number().int()),
    sportsGameSets: z.array(z.number().int()),
    /** When the next scheduled draw or game set starts (ISO), if any: the dashboard refreshes then. */
    nextStartAt: z.string().nullable(),
  }),
});
export type OperatorAnalyticsResponse = z.infer<typeof operatorAnalyticsResponseSchema>;

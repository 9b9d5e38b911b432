import { z } from 'zod';
import { sportsEntryIdParamsSchema, sportsEntrySchema, sportsPrizeRowSchema } from './sports';
import { contestTypeFigureFields, ownPageContestRules } from './sports-contest-types';
import { sportsGameSetSchema, sportsMatchSchema } from './sports-matches';

/* ───────────── Live score: an entry's live standing and its powerplays ───────────── */

export const sportsLiveScorePathSchema = sportsEntryIdParamsSchema;

/**
 * One side of a match as an entry sees it: held, locked, my_score, and the Double / Triple multiplier
 * already counted in that my_score (docs/rules/sports.md "New powerplays"; 1 or absent: none).
 */
const sportsLiveSideSchema = z.object({
  held: z.boolean(),
  locked: z.boolean(),
  myScore: z.number().int(),
  multiplier: z.number().int().optional(),
});

/** A match as it stands, for a page that scores entries itself. */
export const sportsMatchSoFarSchema = sportsMatchSchema.extend({
  /**
   * A simulated hockey match's goals so far (as many per side as its score, in time order; never one
   * still to come): what 6th Skater's goals counting 2 are read from (docs/rules/sports.md "New powerplays").
   */
  goals: z
    .array(z.object({ side: z.enum(['home', 'away']), period: z.number().int(), second: z.number().int() }))
    .optional(),
});
export type SportsMatchSoFar = z.infer<typeof sportsMatchSoFarSchema>;

/** A match as one entry sees it: the match plus that entry's my_score, holdings and locks per side. */
export const sportsLiveMatchSchema = sportsMatchSoFarSchema.extend({
  mine: z.object({
    home: sportsLiveSideSchema,
    away: sportsLiveSideSchema,
  }),
});
export type SportsLiveMatch = z.infer<typeof sportsLiveMatchSchema>;

/** One powerplay of the entry's kit with what is left (powerplay_id, name, amount_available). */
export const sportsPowerplayStockSchema = z.object({
  powerplayId: z.number().int(),
  name: z.string(),
  remaining: z.number().int(),
});

/** What a powerplay did to the entry, for its result line and the live region. */
export const sportsEntryStateSchema = z.object({
  picks: z.array(z.string()),
  /** my_score adjustments by team key (Increase +1, Decrease −1, Refresh −10). */
  adjustments: z.record(z.string(), z.number().int()),
  locked: z.array(z.string()),
  added: z.number().int(),
  /** Double ×2 / Triple ×3 by team key, applied last (docs/rules/sports.md "New powerplays"). */
  multipliers: z.record(z.string(), z.number().int()).optional(),
  /** 6th Skater: by team key, the periods (and seconds into them) from which its goals count 2. */
  sixthSkater: z
    .record(z.string(), z.array(z.object({ period: z.number().int(), from: z.number().int() })))
    .optional(),
  /** Lock outside Chase the Ace: the my_score each locked team keeps (else a locked team keeps 1). */
  lockedAt: z.record(z.string(), z.number().int()).optional(),
  /** No Goal: by team key, the goals taken back (`<period>:<second>`), so the page knows one is spent. */
  takenBack: z.record(z.string(), z.array(z.string())).optional(),
});
export type SportsEntryStateDto = z.infer<typeof sportsEntryStateSchema>;

/**
 * `GET /api/sports/entries/:id/live` (the entry's owner only): everything the live score page shows.
 * The page keeps it current from the game set's `match` events (recomputing the entry's side from
 * `entry` below, with the domain's rules) and the player's own `sports-entry` events.
 */
export const sportsLiveScoreResponseSchema = z.object({
  entry: sportsEntrySchema,
  state: sportsEntryStateSchema,
  gameSet: sportsGameSetSchema,
  matches: z.array(sportsLiveMatchSchema),
  /** The contest's prize grid (rows within min..max). */
  prizes: z.array(sportsPrizeRowSchema),
  powerplays: z.array(sportsPowerplayStockSchema),
  meta: z.object({
    picksCount: z.number().int(),
    gameStatus: sportsGameSetSchema.shape.status,
    /** The player's club allows powerplays on this entry. */
    canPlay: z.boolean(),
    club: z.string(),
    /** WON / LOST once settled; POSSIBLE before. */
    result: z.enum(['WON', 'LOST', 'POSSIBLE']),
    /** The prize this entry won or could win (its grid row), null when no row matches its picks. */
    prize: sportsPrizeRowSchema.nullable(),
    /** Chase the Ace: picks at exactly 1; Blackjack: the picks' total. */
    ones: z.number().int(),
    total: z.number().int(),
    /** Chase the Ace live point total, out of 100. */
    pointTotal: z.number().int(),
    bust: z.boolean(),
    /**
     * High 5, Zones, Pick 5 and Brackets (docs/rules/sports.md "Other contest types"): the
     * contest's type and its headline (a catalogue text and its parameters), and each type's figures.
     */
    contestType: z.enum(ownPageContestRules).optional(),
    headline: z
      .object({ code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) })
      .optional(),
    // Each type's own figures (sports-contest-types.ts).
    ...contestTypeFigureFields(z),
  }),
  /** The player's other sports entries, oldest start first (the page's entry arrows). */
  siblings: z.array(z.object({ id: z.number().int(), startAt: z.string() })),
});
export type SportsLiveScoreResponse = z.infer<typeof sportsLiveScoreResponseSchema>;

/** `POST /api/sports/entries/:id/powerplays` (header `Idempotency-Key` optional). */
export const useSportsPowerplayRequestSchema = z.object(
  {
    powerplayId: z
      .number({ error: 'SPORTS_POWERPLAY_UNKNOWN' })
      .int({ error: 'SPORTS_POWERPLAY_UNKNOWN' })
      .min(1, { error: 'SPORTS_POWERPLAY_UNKNOWN' })
      .max(99, { error: 'SPORTS_POWERPLAY_UNKNOWN' }),
    /** The held team it acts on (for Add: the team to add); a pick key. */
    team: z.string().max(64, { error: 'SPORTS_PICK_UNKNOWN' }).optional(),
    /** Swap: the team that replaces `team`. */
    replacement: z.string().max(64, { error: 'SPORTS_PICK_UNKNOWN' }).optional(),
  },
  { error: 'SPORTS_POWERPLAY_UNKNOWN' },
);
export type UseSportsPowerplayRequest = z.infer<typeof useSportsPowerplayRequestSchema>;
/** The new live standing after the use (same shape as the GET). */
export const useSportsPowerplayResponseSchema = sportsLiveScoreResponseSchema;

/** Pushed on the player's own topic after a powerplay or a picks change, to every page they have open. */
export const sportsEntryEventSchema = z.object({
  entryId: z.number().int(),
  state: sportsEntryStateSchema,
  powerplays: z.array(sportsPowerplayStockSchema),
});
export type SportsEntryEvent = z.infer<typeof sportsEntryEventSchema>;

/**
 * `GET /api/operator/sports/fulfilment`: item prizes to send (docs/rules/sports.md "Contest rules": an
 * `items` prize is awarded to each winner and appears in the operator's fulfilment list), newest settlement
 * first.
 */
export const sportsFulfilmentResponseSchema = z.object({
  awards: z.array(
    z.object({
      contestId: z.number().int(),
      contestName: z.string(),
      entryId: z.number().int(),
      userId: z.number().int(),
      displayName: z.string(),
      email: z.string(),
      teams: z.number().int(),
      description: z.string(),
      retailValueCents: z.number().int().nullable(),
      settledAt: z.string(),
    }),
  ),
});
export type SportsFulfilmentResponse = z.infer<typeof sportsFulfilmentResponseSchema>;

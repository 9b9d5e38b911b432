import { z } from 'zod';
import { idParam } from './ids';

import type { MessageCode } from './catalogue';

export const gameTypeSchema = z.enum(['747', 'sweet16', 'elite8', 'gridlock']);

/**
 * The catalogue entry of a pick-count refusal: "Selection Limit" / "Selection Minimum", except Sweet 16,
 * whose spec gives them as plain "Alert"s. Server and web both answer with this.
 */
export function pickCountMessageCode(
  gameType: z.infer<typeof gameTypeSchema>,
  code: 'PICKS_TOO_MANY' | 'PICKS_TOO_FEW',
): MessageCode {
  if (gameType !== 'sweet16') return code;
  return code === 'PICKS_TOO_MANY' ? 'SWEET16_PICKS_TOO_MANY' : 'SWEET16_PICKS_TOO_FEW';
}
export const gameStatusSchema = z.enum(['unplayed', 'live', 'finished']);
export const prizeKindSchema = z.enum(['cash', 'points']);

export const prizeTierSchema = z.object({
  hits: z.number().int(),
  /** Cents for cash, points for points: the tier's total, divided equally among its winners. */
  amount: z.number().int(),
  kind: prizeKindSchema,
});

export const drawnBallSchema = z.object({
  k: z.number().int(),
  number: z.number().int(),
  drawnAt: z.string(),
});
export type DrawnBall = z.infer<typeof drawnBallSchema>;

export const lotteryGameSchema = z.object({
  id: z.number().int(),
  gameType: gameTypeSchema,
  name: z.string(),
  status: gameStatusSchema,
  startAt: z.string(),
  pickDeadline: z.string(),
  finishesAt: z.string(),
  ballIntervalSeconds: z.number().int(),
  delaySeconds: z.number().int(),
  finalWindowSeconds: z.number().int(),
  balls: z.number().int(),
  picks: z.number().int(),
  min: z.number().int(),
  max: z.number().int(),
  currency: z.string(),
  prizeTiers: z.array(prizeTierSchema),
  /** sha256(seed), published before picks close. */
  commitment: z.string(),
  drawn: z.array(drawnBallSchema),
});
export type LotteryGame = z.infer<typeof lotteryGameSchema>;

export const powerplayIdSchema = z.number({ error: 'POWERPLAY_UNKNOWN' }).int({ error: 'POWERPLAY_UNKNOWN' });
export const inventorySchema = z.object({
  1: z.number().int(),
  2: z.number().int(),
  3: z.number().int(),
  4: z.number().int(),
  5: z.number().int(),
});
export type Inventory = z.infer<typeof inventorySchema>;

export const lotteryEntrySchema = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  picks: z.array(z.number().int()),
  powerplays: inventorySchema,
});
export type LotteryEntry = z.infer<typeof lotteryEntrySchema>;

export const myResultSchema = z.object({
  hits: z.number().int(),
  prize: z.number().int(),
  kind: prizeKindSchema,
});

export const gameIdParamsSchema = z.object({
  id: idParam('GAME_NOT_FOUND'),
});

/**
 * `GET /api/lottery/games` (public, cached: the server's clock is `GET /api/time`, never an answer a cache
 * may have kept).
 */
export const gameListResponseSchema = z.object({
  upcoming: z.array(lotteryGameSchema),
  live: z.array(lotteryGameSchema),
  recent: z.array(lotteryGameSchema),
});
export type GameListResponse = z.infer<typeof gameListResponseSchema>;

/**
 * `GET /api/lottery/games/:id` (public, cached): the draw with its prize tiers, drawn balls and
 * commitment. The player's own part is `GET /api/lottery/games/:id/entry`.
 */
export const gameResponseSchema = z.object({ game: lotteryGameSchema });
export type GameResponse = z.infer<typeof gameResponseSchema>;

/** My entry in a draw, and my result once it is settled. */
const myPartSchema = z.object({
  entry: lotteryEntrySchema.nullable(),
  result: myResultSchema.nullable(),
});

/**
 * `GET /api/lottery/games/:id/entry` (signed in): my entry in the draw, my result once it is settled, and
 * the skill-testing question my save answers — Elite 8's first entry of its draw week
 * (docs/rules/lottery.md "Skill-testing question"); null when the save needs none.
 */
export const myGameEntryResponseSchema = myPartSchema.extend({ skillQuestion: z.string().nullable() });
export type MyGameEntryResponse = z.infer<typeof myGameEntryResponseSchema>;

/** A draw with the player's part (the old client's calls read it whole from the lottery service). */
export const gameDetailResponseSchema = gameResponseSchema.extend(myPartSchema.shape);
export type GameDetailResponse = z.infer<typeof gameDetailResponseSchema>;

/** `PUT /api/lottery/games/:id/picks` */
export const savePicksRequestSchema = z.object({
  numbers: z
    .array(z.number({ error: 'PICK_OUT_OF_RANGE' }), { error: 'PICKS_TOO_FEW' })
    .max(50, { error: 'PICKS_TOO_MANY' }),
  /** The answer to `skillQuestion` (`GET /api/lottery/games/:id/entry`): required when it is not null. */
  skillAnswer: z
    .number({ error: 'ELITE8_SKILL_ANSWER_WRONG' })
    .int({ error: 'ELITE8_SKILL_ANSWER_WRONG' })
    .min(-1_000_000, { error: 'ELITE8_SKILL_ANSWER_WRONG' })
    .max(1_000_000, { error: 'ELITE8_SKILL_ANSWER_WRONG' })
    .optional(),
});
export type SavePicksRequest = z.infer<typeof savePicksRequestSchema>;
export const savePicksResponseSchema = z.object({ entry: lotteryEntrySchema });

/** `POST /api/lottery/games/:id/powerplays` */
export const usePowerplayRequestSchema = z.object({
  powerplayId: powerplayIdSchema,
  pick: z.number({ error: 'POWERPLAY_NO_SELECTION' }).int({ error: 'POWERPLAY_NO_SELECTION' }).optional(),
});
export const usePowerplayResponseSchema = z.object({
  picks: z.array(z.number().int()),
  powerplays: inventorySchema,
  replaced: z.array(z.object({ from: z.number().int(), to: z.number().int(), match: z.boolean() })),
  entry: lotteryEntrySchema,
});
export type UsePowerplayResponse = z.infer<typeof usePowerplayResponseSchema>;

export const tierResultSchema = z.object({
  hits: z.number().int(),
  kind: prizeKindSchema,
  total: z.number().int(),
  winners: z.number().int(),
  payout: z.number().int(),
  remainder: z.number().int(),
});

/**
 * `GET /api/lottery/games/:id/results` (public, cached): the drawn balls and the tier table with its
 * winners and payouts. My result is `GET /api/lottery/games/:id/entry`.
 */
export const gamePublicResultsResponseSchema = z.object({
  game: lotteryGameSchema,
  settled: z.boolean(),
  tiers: z.array(tierResultSchema),
});
export type GamePublicResultsResponse = z.infer<typeof gamePublicResultsResponseSchema>;

/** The results with my picks and result in them (the results page merges the two answers). */
export const gameResultsResponseSchema = gamePublicResultsResponseSchema.extend({
  mine: z
    .object({
      picks: z.array(z.number().int()),
      hits: z.number().int(),
      prize: z.number().int(),
      kind: prizeKindSchema,
    })
    .nullable(),
});
export type GameResultsResponse = z.infer<typeof gameResultsResponseSchema>;

/** `GET /api/lottery/games/:id/audit` */
export const auditResponseSchema = z.object({
  gameId: z.number().int(),
  commitment: z.string(),
  seed: z.string().nullable(),
  balls: z.array(z.number().int()),
  min: z.number().int(),
  max: z.number().int(),
  ballCount: z.number().int(),
});
export type AuditResponse = z.infer<typeof auditResponseSchema>;

/** `GET /api/lottery/entries` */
export const myEntriesResponseSchema = z.object({
  entries: z.array(
    z.object({
      entryId: z.number().int(),
      game: lotteryGameSchema.omit({ drawn: true }),
      picks: z.array(z.number().int()),
      result: myResultSchema.nullable(),
    }),
  ),
});
export type MyEntriesResponse = z.infer<typeof myEntriesResponseSchema>;

const invalidTiers = 'PRIZE_TIERS_INVALID' satisfies MessageCode;

/** `POST /api/operator/lottery/games` (fixed shape). */
/** A draw's timing in whole seconds: out of its range, the same refusal as timings that do not fit together. */
const seconds = (min: number, max: number) =>
  z
    .number({ error: 'TIMINGS_INVALID' })
    .int({ error: 'TIMINGS_INVALID' })
    .min(min, { error: 'TIMINGS_INVALID' })
    .max(max, { error: 'TIMINGS_INVALID' });
export const scheduleGameRequestSchema = z.object({
  gameType: gameTypeSchema,
  startAt: z.iso.datetime({ offset: true }),
  ballIntervalSeconds: seconds(1, 3600),
  delaySeconds: seconds(0, 3600),
  finalWindowSeconds: seconds(0, 600),
  pickDeadline: z.iso.datetime({ offset: true }).optional(),
  /**
   * This draw's prize table instead of its game type's seeded one. The server checks it against the game:
   * at least one tier, distinct hits from 1 to the game's picks, amounts from 1 to 100,000,000.
   */
  prizeTiers: z
    .array(
      z.object(
        {
          hits: z.number({ error: invalidTiers }).int({ error: invalidTiers }),
          amount: z.number({ error: invalidTiers }).int({ error: invalidTiers }),
          kind: z.enum(['cash', 'points'], { error: invalidTiers }),
        },
        { error: invalidTiers },
      ),
      { error: invalidTiers },
    )
    .max(50, { error: invalidTiers })
    .optional(),
});
export type ScheduleGameRequest = z.infer<typeof scheduleGameRequestSchema>;
export const scheduleGameResponseSchema = z.object({ game: lotteryGameSchema });

/** `GET /api/wallet` (fixed shape). */
export const walletResponseSchema = z.object({
  cashCents: z.number().int(),
  points: z.number().int(),
  pendingWithdrawalCents: z.number().int(),
  /** The smallest withdrawal the server accepts (configuration `WITHDRAWAL_MIN_CENTS`). */
  withdrawalMinimumCents: z.number().int(),
});
export type WalletResponse = z.infer<typeof walletResponseSchema>;

import { z } from 'zod';
import { sportsEligibilitySchema, sportsPrizeKindSchema } from './sports';
import {
  sportsGameSetSchema,
  sportsGameSetSourceSchema,
  sportsLeagues,
  sportsMatchProgressSchema,
  sportsMatchStatusSchema,
  sportsStarterSchema,
} from './sports-matches';

/**
 * The back office's and the provider feed's sports requests. Paths:
 * - `POST /api/operator/sports/feed`                     provider ingest (operator or feed API key)
 * - `GET  /api/operator/sports/game-sets`                the back office's game sets with counts
 * - `GET  /api/operator/sports/game-sets/:id/feed`       each match's feed state (operator)
 * - `POST /api/operator/sports/game-sets/:id/contests`   add a contest to a set not started (operator)
 */

/**
 * `POST /api/operator/sports/feed`: a provider's batch of match updates. Idempotent by
 * `(feedGameId, sequence)`; an older sequence than the match's is ignored.
 */
export const feedUpdateSchema = z.object({
  feedGameId: z.string().min(1).max(64),
  sequence: z.number().int().min(1).max(2_147_483_647),
  status: sportsMatchStatusSchema,
  homeScore: z.number().int().min(0).max(999),
  awayScore: z.number().int().min(0).max(999),
  progress: sportsMatchProgressSchema.nullable().optional(),
  currentHome: sportsStarterSchema.nullable().optional(),
  currentAway: sportsStarterSchema.nullable().optional(),
});
export type FeedUpdate = z.infer<typeof feedUpdateSchema>;
export const feedBatchRequestSchema = z.object({ updates: z.array(feedUpdateSchema).min(1).max(500) });
export const feedBatchResponseSchema = z.object({
  applied: z.number().int(),
  ignored: z.number().int(),
  /** Entries re-settled by a correction to a finished match. */
  resettled: z.number().int(),
});

/**
 * `POST /api/operator/sports/game-sets/:id/contests` (operator): a contest on a game set that has not
 * started. One prize row per number of teams from `minTeams` to `maxTeams`, all of one kind (the
 * contest's prize kind). Answers 201 with the contest as `GET /api/sports/contests/:id` gives it.
 */
const invalidContest = { error: 'SPORTS_CONTEST_INVALID' } as const;
const invalidPlayers = { error: 'SPORTS_CONTEST_MIN_PLAYERS_INVALID' } as const;
export const createSportsContestRequestSchema = z.object(
  {
    gameTypeId: z
      .number(invalidContest)
      .int(invalidContest)
      .min(1, invalidContest)
      .max(2_147_483_647, invalidContest),
    name: z.string(invalidContest).trim().min(1, invalidContest).max(80, invalidContest).optional(),
    sponsor: z.string(invalidContest).trim().min(1, invalidContest).max(80, invalidContest),
    minTeams: z.number(invalidContest).int(invalidContest).min(1, invalidContest).max(64, invalidContest),
    maxTeams: z.number(invalidContest).int(invalidContest).min(1, invalidContest).max(64, invalidContest),
    /**
     * Entries needed to play (docs/rules/sports.md "Waiting For Players"); 1, the default, sets no minimum.
     */
    minPlayers: z
      .number(invalidPlayers)
      .int(invalidPlayers)
      .min(1, invalidPlayers)
      .max(100_000, invalidPlayers)
      .default(1),
    eligibility: z.enum(sportsEligibilitySchema.options, invalidContest).default('ALL'),
    restriction: z
      .string(invalidContest)
      .trim()
      .min(1, invalidContest)
      .max(40, invalidContest)
      .default('ENTRY'),
    prizes: z
      .array(
        z.object(
          {
            teams: z
              .number(invalidContest)
              .int(invalidContest)
              .min(1, invalidContest)
              .max(64, invalidContest),
            kind: sportsPrizeKindSchema,
            amount: z
              .number(invalidContest)
              .int(invalidContest)
              .min(0, invalidContest)
              .max(100_000_000, invalidContest),
            description: z.string(invalidContest).trim().max(200, invalidContest).nullable().optional(),
            retailValueCents: z
              .number(invalidContest)
              .int(invalidContest)
              .min(0, invalidContest)
              .max(100_000_000, invalidContest)
              .nullable()
              .optional(),
          },
          invalidContest,
        ),
        invalidContest,
      )
      .min(1, invalidContest)
      .max(64, invalidContest),
    /** Powerplay id → how many each entry starts with; the seeded kit when absent. */
    powerplayKit: z
      .record(
        z.string(),
        z.number(invalidContest).int(invalidContest).min(0, invalidContest).max(99, invalidContest),
        invalidContest,
      )
      .optional(),
  },
  invalidContest,
);
export type CreateSportsContestRequest = z.infer<typeof createSportsContestRequestSchema>;

/** `GET /api/operator/sports/game-sets/:id/feed` (operator): where each match's feed stands. */
export const sportsFeedStateResponseSchema = z.object({
  gameSet: z.object({
    id: z.number().int(),
    status: sportsGameSetSchema.shape.status,
    source: sportsGameSetSourceSchema,
    /** The number of the set's last published event (the SSE id). */
    eventSeq: z.number().int(),
    settledAt: z.string().nullable(),
  }),
  matches: z.array(
    z.object({
      feedGameId: z.string(),
      status: sportsMatchStatusSchema,
      homeTeamId: z.string(),
      awayTeamId: z.string(),
      homeScore: z.number().int(),
      awayScore: z.number().int(),
      progress: sportsMatchProgressSchema.nullable(),
      /** The match's sequence: a provider's next update must be above it. */
      sequence: z.number().int(),
      /** The highest sequence a provider sent for it (null: none). */
      lastProviderSequence: z.number().int().nullable(),
      /** Scripted matches: the final the replay or simulation ends on. */
      scriptFinal: z.object({ homeScore: z.number().int(), awayScore: z.number().int() }).nullable(),
      finishedAt: z.string().nullable(),
    }),
  ),
});
export type SportsFeedStateResponse = z.infer<typeof sportsFeedStateResponseSchema>;

/**
 * `GET /api/operator/sports/game-sets?status=` (operator): the back office's game sets. Without a status:
 * every UNPLAYED and LIVE set, then the 20 latest FINISHED ones (for corrections); soonest first.
 */
export const operatorGameSetsQuerySchema = z.object({
  status: sportsGameSetSchema.shape.status.optional(),
});
export type OperatorGameSetsQuery = z.infer<typeof operatorGameSetsQuerySchema>;
export const operatorGameSetSchema = sportsGameSetSchema.extend({
  source: sportsGameSetSourceSchema,
  eventSeq: z.number().int(),
  settledAt: z.string().nullable(),
  matches: z.number().int(),
  /** Matches LIVE or INTRO now, and FINISHED. */
  liveMatches: z.number().int(),
  finishedMatches: z.number().int(),
  contests: z.number().int(),
  entries: z.number().int(),
});
export type OperatorGameSet = z.infer<typeof operatorGameSetSchema>;
export const operatorGameSetsResponseSchema = z.object({ gameSets: z.array(operatorGameSetSchema) });

/**
 * `POST /api/operator/sports/game-sets`: a game set started on demand, as the demo schedule makes them
 * (baseball replays a real July 2019 day, hockey is simulated, basketball a real October 2022 NBA day,
 * football a real September 2023 NFL week; Chase the Ace on baseball and hockey and, for baseball,
 * Blackjack), starting on a whole minute at least a minute from now.
 */
export const createGameSetRequestSchema = z.object({
  league: z.enum(sportsLeagues, { error: 'BAD_REQUEST' }),
  startAt: z.iso.datetime({ error: 'SPORTS_GAME_SET_START_INVALID' }),
});
export type CreateGameSetRequest = z.infer<typeof createGameSetRequestSchema>;
export const createGameSetResponseSchema = z.object({ gameSetId: z.number().int() });
export type OperatorGameSetsResponse = z.infer<typeof operatorGameSetsResponseSchema>;

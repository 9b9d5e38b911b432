import { z } from 'zod';
import { idParam } from './ids';

/**
 * Fantasy hockey preview: a sample game of real-sounding players served by
 * the server; a signed-in player saves a real entry (starting players and bench).
 */
export const fantasyPositions = [
  'CENTER',
  'LEFT WING',
  'RIGHT WING',
  'DEFENCE',
  'GOALIE',
  'STAR PLAYER',
] as const;
export const fantasyPositionSchema = z.enum(fantasyPositions);
export type FantasyPosition = z.infer<typeof fantasyPositionSchema>;

/** A player of the sample (id, name, team, type, vs, g, a, score). */
export const fantasyPlayerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  team: z.string(),
  position: fantasyPositionSchema,
  /** The opponent, e.g. "BOS" or "@ TOR". */
  vs: z.string(),
  g: z.number().int(),
  a: z.number().int(),
  score: z.number().int(),
});
export type FantasyPlayer = z.infer<typeof fantasyPlayerSchema>;

/** The sample game: id, max_teams_allowed, min_teams_allowed. */
export const fantasyGameSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  maxTeamsAllowed: z.number().int(),
  minTeamsAllowed: z.number().int(),
});
export type FantasyGame = z.infer<typeof fantasyGameSchema>;

/** `GET /api/fantasy/games/current` */
export const fantasyCurrentResponseSchema = z.object({
  game: fantasyGameSchema,
  players: z.array(fantasyPlayerSchema),
});
export type FantasyCurrentResponse = z.infer<typeof fantasyCurrentResponseSchema>;

export const fantasyGameIdParamsSchema = z.object({
  id: idParam('FANTASY_GAME_NOT_FOUND'),
});

/** One pick of `PUT /api/fantasy/games/:id/picks`. */
export const fantasyPickSchema = z.object(
  {
    playerId: z
      .number({ error: 'FANTASY_PICKS_INVALID' })
      .int({ error: 'FANTASY_PICKS_INVALID' })
      .min(1, { error: 'FANTASY_PLAYER_UNKNOWN' })
      .max(2_147_483_647, { error: 'FANTASY_PLAYER_UNKNOWN' }),
    bench: z.boolean({ error: 'FANTASY_PICKS_INVALID' }),
  },
  { error: 'FANTASY_PICKS_INVALID' },
);
export type FantasyPick = z.infer<typeof fantasyPickSchema>;

/**
 * `PUT /api/fantasy/games/:id/picks`. The game's min and max, and known, distinct players, are checked
 * by the server against the game (the body limit keeps the array small).
 */
export const saveFantasyPicksRequestSchema = z.object(
  { picks: z.array(fantasyPickSchema, { error: 'FANTASY_PICKS_INVALID' }) },
  { error: 'FANTASY_PICKS_INVALID' },
);
export type SaveFantasyPicksRequest = z.infer<typeof saveFantasyPicksRequestSchema>;

/** A saved pick with its player; `myScore` is the player's score when starting, 0 on the bench. */
export const fantasyEntryPickSchema = z.object({
  player: fantasyPlayerSchema,
  bench: z.boolean(),
  myScore: z.number().int(),
});
export type FantasyEntryPick = z.infer<typeof fantasyEntryPickSchema>;

/** My entry: picks in the order saved; `totalScore` = the sum of the starting players' scores. */
export const fantasyEntrySchema = z.object({
  gameId: z.number().int(),
  picks: z.array(fantasyEntryPickSchema),
  totalScore: z.number().int(),
  updatedAt: z.string(),
});
export type FantasyEntry = z.infer<typeof fantasyEntrySchema>;

/** `PUT /api/fantasy/games/:id/picks` answers the saved entry. */
export const saveFantasyPicksResponseSchema = z.object({ entry: fantasyEntrySchema });
/** `GET /api/fantasy/games/:id/entry`: my entry, or null before I save picks. */
export const fantasyEntryResponseSchema = z.object({ entry: fantasyEntrySchema.nullable() });
export type FantasyEntryResponse = z.infer<typeof fantasyEntryResponseSchema>;

/** The sum of the starting (not bench) picks' scores. */
export function fantasyTotal(picks: readonly { bench: boolean; score: number }[]): number {
  return picks.reduce((sum, p) => sum + (p.bench ? 0 : p.score), 0);
}

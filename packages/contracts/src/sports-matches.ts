import { z } from 'zod';

/** A game set's matches and where their games come from (docs/rules/sports.md "Data"). */

export const sportsLeagues = ['hockey', 'baseball', 'basketball', 'football'] as const;
export const sportsLeagueSchema = z.enum(sportsLeagues);
export type SportsLeague = z.infer<typeof sportsLeagueSchema>;

export const sportsMatchStatusSchema = z.enum(['UNPLAYED', 'INTRO', 'LIVE', 'FINISHED']);

/**
 * Where a live match stands: hockey period (0 intermission, 1–3, 4 OT) and clock, the inning, or a
 * basketball or football quarter (1–4, 5 the first overtime, 6 the second…) and its clock (0 during the
 * break after the quarter).
 */
export const sportsMatchProgressSchema = z.discriminatedUnion('league', [
  z.object({ league: z.literal('hockey'), period: z.number().int(), clockSeconds: z.number().int() }),
  z.object({ league: z.literal('basketball'), period: z.number().int(), clockSeconds: z.number().int() }),
  z.object({ league: z.literal('football'), period: z.number().int(), clockSeconds: z.number().int() }),
  z.object({
    league: z.literal('baseball'),
    inning: z.number().int(),
    half: z.enum(['top', 'bottom', 'end']),
  }),
]);

/** A starting pitcher (ERA) or goalie (GAA); the stat is null where the data has none. */
export const sportsStarterSchema = z.object({ name: z.string(), stat: z.number().nullable() });

export const sportsMatchTeamSchema = z.object({
  teamId: z.string(),
  name: z.string(),
  abbreviation: z.string(),
  score: z.number().int(),
  starter: sportsStarterSchema.nullable(),
  /** The current pitcher or goalie once the match is live. */
  current: sportsStarterSchema.nullable(),
  /** `<feed_game_id>-<team_id>`. */
  pickKey: z.string(),
});

export const sportsMatchSchema = z.object({
  feedGameId: z.string(),
  league: sportsLeagueSchema,
  status: sportsMatchStatusSchema,
  startAt: z.string(),
  /** Ballpark or arena, with its city. */
  location: z.string(),
  home: sportsMatchTeamSchema,
  away: sportsMatchTeamSchema,
  progress: sportsMatchProgressSchema.nullable(),
  /** Bumped by every feed update; the SSE event id. */
  sequence: z.number().int(),
});
export type SportsMatch = z.infer<typeof sportsMatchSchema>;

/** Where a game set's games come from. */
export const sportsGameSetSourceSchema = z.enum(['retrosheet', 'nba-stats', 'nfl', 'simulated', 'provider']);
export type SportsGameSetSource = z.infer<typeof sportsGameSetSourceSchema>;

export const sportsGameSetSchema = z.object({
  id: z.number().int(),
  league: sportsLeagueSchema,
  leagueId: z.number().int(),
  title: z.string(),
  startAt: z.string(),
  status: z.enum(['UNPLAYED', 'LIVE', 'FINISHED']),
  /**
   * The data's credit line, shown wherever its games appear: Retrosheet's notice (baseball), the NBA's and
   * NFL's sources (real basketball and football games); null for simulated sets.
   */
  credit: z.string().nullable(),
  /** True when the set's games are simulated (hockey; basketball or football without real data): said on the page. */
  simulated: z.boolean(),
});
export type SportsGameSet = z.infer<typeof sportsGameSetSchema>;

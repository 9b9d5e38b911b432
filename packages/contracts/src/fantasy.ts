import { z } from 'zod';
import { idParam } from './ids';
import { sportsPrizeRowSchema } from './sports';
import { sportsPowerplayStockSchema } from './sports-live';
import { sportsGameSetSchema } from './sports-matches';

/**
 * Fantasy hockey (docs/rules/fantasy.md): a sports contest type whose entries pick players of a hockey
 * set. The players of a contest's set, an entry's picks, its live points and its powerplays.
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

/** A player of the set with his line so far: `key` is `<team id>:<slot>` (`nhl-BOS:C1`). */
export const fantasyPlayerSchema = z.object({
  key: z.string(),
  name: z.string(),
  /** The club's abbreviation, e.g. "BOS". */
  club: z.string(),
  /** His tab: CENTER, LEFT WING, RIGHT WING, DEFENCE or GOALIE. */
  position: fantasyPositionSchema,
  /** The opponent, e.g. "TOR" at home or "@ TOR" away. */
  vs: z.string(),
  status: z.enum(['UNPLAYED', 'INTRO', 'LIVE', 'FINISHED']),
  goals: z.number().int(),
  assists: z.number().int(),
  goalsAgainst: z.number().int(),
  /** His raw fantasy points so far (before bench and Star Power). */
  points: z.number().int(),
});
export type FantasyPlayer = z.infer<typeof fantasyPlayerSchema>;

export const fantasyContestParamsSchema = z.object({ id: idParam('SPORTS_CONTEST_NOT_FOUND') });
export const fantasyEntryParamsSchema = z.object({ id: idParam('SPORTS_ENTRY_NOT_FOUND') });

/** `GET /api/fantasy/contests/:id/players`: the contest, its set and every player of the set's clubs. */
export const fantasyPlayersResponseSchema = z.object({
  contest: z.object({
    id: z.number().int(),
    name: z.string(),
    minTeams: z.number().int(),
    maxTeams: z.number().int(),
  }),
  gameSet: sportsGameSetSchema,
  /** The names are generated (no public roster source was at hand): the page says so. */
  simulated: z.boolean(),
  players: z.array(fantasyPlayerSchema),
});
export type FantasyPlayersResponse = z.infer<typeof fantasyPlayersResponseSchema>;

/** One pick of `PUT /api/fantasy/entries/:id/picks`. */
export const fantasyPickSchema = z.object(
  {
    key: z.string({ error: 'FANTASY_PICKS_INVALID' }).max(40, { error: 'FANTASY_PLAYER_UNKNOWN' }),
    bench: z.boolean({ error: 'FANTASY_PICKS_INVALID' }),
    star: z.boolean({ error: 'FANTASY_PICKS_INVALID' }),
  },
  { error: 'FANTASY_PICKS_INVALID' },
);
export type FantasyPick = z.infer<typeof fantasyPickSchema>;

/** `PUT /api/fantasy/entries/:id/picks`: the contest's limits and the rules are checked by the server. */
export const saveFantasyPicksRequestSchema = z.object(
  {
    picks: z
      .array(fantasyPickSchema, { error: 'FANTASY_PICKS_INVALID' })
      .max(40, { error: 'FANTASY_PICKS_INVALID' }),
  },
  { error: 'FANTASY_PICKS_INVALID' },
);
export type SaveFantasyPicksRequest = z.infer<typeof saveFantasyPicksRequestSchema>;

/**
 * `POST /api/fantasy/entries/:id/powerplays`: Swap (24) names `playerIn` and `playerOut`, Star Power (35)
 * `player`, Undo (21) nothing; the server refuses anything else with the sports texts.
 */
export const useFantasyPowerplayRequestSchema = z.object(
  {
    powerplayId: z.number({ error: 'SPORTS_POWERPLAY_UNKNOWN' }).int({ error: 'SPORTS_POWERPLAY_UNKNOWN' }),
    playerIn: z.string({ error: 'SPORTS_POWERPLAY_UNKNOWN' }).max(40).optional(),
    playerOut: z.string({ error: 'SPORTS_POWERPLAY_UNKNOWN' }).max(40).optional(),
    player: z.string({ error: 'SPORTS_POWERPLAY_UNKNOWN' }).max(40).optional(),
  },
  { error: 'SPORTS_POWERPLAY_UNKNOWN' },
);
export type UseFantasyPowerplayRequest = z.infer<typeof useFantasyPowerplayRequestSchema>;

/** A pick live: the player, its flags, and the points it counts now. */
export const fantasyLivePickSchema = z.object({
  player: fantasyPlayerSchema,
  bench: z.boolean(),
  star: z.boolean(),
  counted: z.number().int(),
});
export type FantasyLivePick = z.infer<typeof fantasyLivePickSchema>;

/**
 * `GET /api/fantasy/entries/:id/live` (and the answer of a save or a powerplay): my picks with their
 * points, My Score, the row it reaches and the next, my powerplays, and the result once settled.
 */
export const fantasyLiveResponseSchema = z.object({
  entry: z.object({
    id: z.number().int(),
    contestId: z.number().int(),
    contestName: z.string(),
    result: z.enum(['WON', 'LOST']).nullable(),
    wonAmount: z.number().int(),
  }),
  gameSet: sportsGameSetSchema,
  picks: z.array(fantasyLivePickSchema),
  myScore: z.number().int(),
  standing: z.object({
    result: z.enum(['WON', 'LOST', 'POSSIBLE']),
    /** The minimum points of the row reached, and of the next row (null: none). */
    row: z.number().int().nullable(),
    next: z.number().int().nullable(),
  }),
  prizes: z.array(sportsPrizeRowSchema),
  powerplays: z.array(sportsPowerplayStockSchema),
});
export type FantasyLiveResponse = z.infer<typeof fantasyLiveResponseSchema>;

import { z } from 'zod';
import { idParam } from './ids';
import { sportsContestRuleNames, sportsLayoutNames } from './sports-contest-types';
import { sportsGameSetSchema, sportsMatchSchema } from './sports-matches';

/**
 * Sports contests (docs/rules/sports.md "Data"). Paths:
 * - `GET  /api/sports`                                   sports (tabs) with their game types
 * - `GET  /api/sports/:sportId/contests`                 a sport's contests (the games table)
 * - `GET  /api/sports/contests/:id`                      one contest with its prize grid and game set
 * - `GET  /api/sports/game-types/:id/rules`              the Game Rules modal's five tabs
 * - `POST /api/sports/contests/:id/entries`              enter (signed in)
 * - `GET  /api/sports/entries`                           my sports entries (Game Central)
 * - `GET  /api/sports/game-sets/:id/matches`             a game set's matches
 * - `GET  /api/sports/game-sets/:id/events`              SSE: `match` events (see events.ts)
 * - `GET  /api/sports/entries/:id/picks`                 my picks
 * - `PUT  /api/sports/entries/:id/picks`                 save my picks
 * The back office's and the feed's paths: sports-operator.ts.
 */

export const sportIdParamsSchema = z.object({ sportId: idParam('SPORTS_SPORT_NOT_FOUND') });
export const contestIdParamsSchema = z.object({ id: idParam('SPORTS_CONTEST_NOT_FOUND') });
export const gameTypeIdParamsSchema = z.object({ id: idParam('SPORTS_GAME_TYPE_NOT_FOUND') });
export const gameSetIdParamsSchema = z.object({ id: idParam('SPORTS_GAME_SET_NOT_FOUND') });
export const sportsEntryIdParamsSchema = z.object({ id: idParam('SPORTS_ENTRY_NOT_FOUND') });

/**
 * docs/rules/sports.md "Data": sport ids 1 hockey, 2 baseball, 3 basketball, 4 football; leagues 14 hockey,
 * 15 baseball (the spec's), 16 basketball (NBA) and 17 football (NFL) (ours: the spec names no league for
 * them).
 */
export const sportSlugs = ['hockey', 'baseball', 'basketball', 'football'] as const;
export const sportSlugSchema = z.enum(sportSlugs);
export type SportSlug = z.infer<typeof sportSlugSchema>;
/** A sport's name by its id ("Hockey"), as the pages title it. */
export const sportNameOf = (sportId: number): string => {
  const slug = sportSlugs[sportId - 1] ?? '';
  return slug.charAt(0).toUpperCase() + slug.slice(1);
};
/** A game type named with its sport ("Hockey High 5"), once: "Baseball Blackjack" stays as it is. */
export const sportGameTypeName = (sportName: string, gameTypeName: string): string =>
  gameTypeName.toLowerCase().startsWith(sportName.toLowerCase())
    ? gameTypeName
    : `${sportName} ${gameTypeName}`;
export const leagueIds = { hockey: 14, baseball: 15, basketball: 16, football: 17 } as const;

/** Which team-selection page a game type uses (each type's, sports-contest-types.ts). */
export const gameTypeLayouts = sportsLayoutNames;
export const gameTypeLayoutSchema = z.enum(gameTypeLayouts);
export type GameTypeLayout = z.infer<typeof gameTypeLayoutSchema>;

/** The contest rule a game type plays by (sports-contest-types.ts); null for the display-only mock-ups. */
export const sportsContestRuleSchema = z.enum(sportsContestRuleNames);

/** A game type (the spec's "association"). */
export const sportsGameTypeSchema = z.object({
  id: z.number().int(),
  sportId: z.number().int(),
  name: z.string(),
  layout: gameTypeLayoutSchema,
  rule: sportsContestRuleSchema.nullable(),
  /** Shown when the game type has no open contest. */
  noGameText: z.string(),
  /** Card image and page header image (same-origin URLs). */
  imageUrl: z.string(),
  headerImageUrl: z.string(),
});
export type SportsGameType = z.infer<typeof sportsGameTypeSchema>;

export const sportsSportSchema = z.object({
  id: z.number().int(),
  slug: sportSlugSchema,
  name: z.string(),
  /** 14 hockey, 15 baseball, 16 basketball, 17 football; null where no league has contests yet. */
  leagueId: z.number().int().nullable(),
  gameTypes: z.array(sportsGameTypeSchema),
});
export type SportsSport = z.infer<typeof sportsSportSchema>;
/** `GET /api/sports` */
export const sportsResponseSchema = z.object({ sports: z.array(sportsSportSchema) });
export type SportsResponse = z.infer<typeof sportsResponseSchema>;

export const sportsPrizeKindSchema = z.enum(['cash', 'points', 'items']);
export type SportsPrizeKind = z.infer<typeof sportsPrizeKindSchema>;

/** A prize-grid row: the prize for an entry of `teams` picks. */
export const sportsPrizeRowSchema = z.object({
  teams: z.number().int(),
  kind: sportsPrizeKindSchema,
  /** Cents (cash) or points, divided equally among the row's winners; 0 for items. */
  amount: z.number().int(),
  /** Items: what each winner receives and its retail value in cents. */
  description: z.string().nullable(),
  retailValueCents: z.number().int().nullable(),
});
export type SportsPrizeRow = z.infer<typeof sportsPrizeRowSchema>;

export const sportsEligibilitySchema = z.enum(['ALL', 'BASIC', 'ELITE', 'SUPER ELITE']);
/**
 * A contest's status: WAITING_FOR_PLAYERS while it takes entries but has fewer than its `minPlayers`
 * (picking refused); CANCELLED when the minimum was not reached at the lock (docs/rules/sports.md "Waiting
 * For Players"); a finished or cancelled contest is ARCHIVED a week later.
 */
export const sportsContestStatusSchema = z.enum([
  'NOT_STARTED',
  'WAITING_FOR_PLAYERS',
  'IN_PROGRESS',
  'FINISHED',
  'CANCELLED',
  'ARCHIVED',
]);
export type ContestStatus = z.infer<typeof sportsContestStatusSchema>;
/** A contest's status as players read it (Game Central, the games table, the old client). */
export const contestStatusNames = {
  NOT_STARTED: 'Not Started',
  WAITING_FOR_PLAYERS: 'Waiting For Players',
  IN_PROGRESS: 'In Progress',
  FINISHED: 'Finished',
  CANCELLED: 'Cancelled',
  ARCHIVED: 'Archived',
} as const satisfies Record<ContestStatus, string>;

/** A contest (the spec's "game"): one row of the games table. */
export const sportsContestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sponsor: z.string(),
  sportId: z.number().int(),
  leagueId: z.number().int(),
  gameTypeId: z.number().int(),
  gameTypeName: z.string(),
  layout: gameTypeLayoutSchema,
  rule: sportsContestRuleSchema.nullable(),
  gameSetId: z.number().int(),
  /** The game set's first match start (ISO). */
  startAt: z.string(),
  status: sportsContestStatusSchema,
  prizeKind: sportsPrizeKindSchema,
  /** The largest row's prize (cents or points; items: the largest retail value in cents). */
  maxPrize: z.number().int(),
  minTeams: z.number().int(),
  maxTeams: z.number().int(),
  eligibility: sportsEligibilitySchema,
  /** `ENTRY`: eligibility is checked when entering. */
  restriction: z.string(),
  entries: z.number().int(),
  /** The entries it needs to be played (1: no minimum). */
  minPlayers: z.number().int(),
  /** When it was cancelled for want of players (its entries voided, allowances given back), else null. */
  cancelledAt: z.string().nullable(),
  /** The signed-in player's entry in it, if any (null for visitors). */
  myEntryId: z.number().int().nullable(),
});
export type SportsContest = z.infer<typeof sportsContestSchema>;

/** `GET /api/sports/:sportId/contests`: open and live contests, soonest first. */
export const contestsResponseSchema = z.object({ contests: z.array(sportsContestSchema) });
export type ContestsResponse = z.infer<typeof contestsResponseSchema>;

/** `GET /api/sports/game-types/:id/rules`: General Rules, Gamesets, Powerplays, Suspended Games, Canceled Games. */
export const sportsRulesResponseSchema = z.object({
  rules: z.array(z.object({ title: z.string(), html: z.string() })),
});
export type SportsRulesResponse = z.infer<typeof sportsRulesResponseSchema>;

/** `GET /api/sports/contests/:id` */
export const contestResponseSchema = z.object({
  contest: sportsContestSchema,
  /** Every row; the prize modal shows those within min..max. */
  prizes: z.array(sportsPrizeRowSchema),
  gameSet: sportsGameSetSchema,
});
export type ContestResponse = z.infer<typeof contestResponseSchema>;

/** `GET /api/sports/game-sets/:id/matches`: two per row on the page, in start order. */
export const gameSetMatchesResponseSchema = z.object({
  gameSet: sportsGameSetSchema,
  matches: z.array(sportsMatchSchema),
});
export type GameSetMatchesResponse = z.infer<typeof gameSetMatchesResponseSchema>;

/** A player's entry in a sports contest (Game Central's row). */
export const sportsEntrySchema = z.object({
  id: z.number().int(),
  contest: sportsContestSchema,
  /** Saved pick keys, in the order saved. */
  picks: z.array(z.string()),
  hasPicks: z.boolean(),
  /** Once any match of the set has left UNPLAYED (Pick Teams / Show my Picks hide). */
  matchStarted: z.boolean(),
  /** After settlement: WON / LOST with what it won; before: null. */
  result: z.enum(['WON', 'LOST']).nullable(),
  /** What this entry won (cents or points; 0 when it did not win or for items). */
  wonAmount: z.number().int(),
  createdAt: z.string(),
});
export type SportsEntry = z.infer<typeof sportsEntrySchema>;

/** `POST /api/sports/contests/:id/entries` → 201 */
export const enterContestResponseSchema = z.object({ entry: sportsEntrySchema });
/** `GET /api/sports/entries` */
export const sportsEntriesResponseSchema = z.object({ entries: z.array(sportsEntrySchema) });
export type SportsEntriesResponse = z.infer<typeof sportsEntriesResponseSchema>;

/**
 * `GET /api/sports/monthly-games`: the signed-in player's games of each sport this calendar month (New
 * York time), before any pick (docs/rules/sports.md "Entries per month"). `allowance` and `left` are null
 * where a plan makes them unlimited.
 */
export const sportsMonthlyGamesResponseSchema = z.object({
  games: z.array(
    z.object({
      sport: sportSlugSchema,
      allowance: z.number().int().nullable(),
      used: z.number().int(),
      left: z.number().int().nullable(),
    }),
  ),
});
export type SportsMonthlyGamesResponse = z.infer<typeof sportsMonthlyGamesResponseSchema>;

/** `PUT /api/sports/entries/:id/picks`: the team keys (min..max, distinct, UNPLAYED matches only). */
export const saveSportsPicksRequestSchema = z.object(
  {
    teams: z
      .array(z.string({ error: 'SPORTS_PICK_UNKNOWN' }).max(64, { error: 'SPORTS_PICK_UNKNOWN' }), {
        error: 'SPORTS_PICKS_NONE',
      })
      .max(64, { error: 'SPORTS_PICKS_TOO_MANY' }),
    /** Zones only: the zone (an index into the sport's zones) of each picked team, by team key. */
    zones: z
      .record(
        z.string().max(64, { error: 'SPORTS_PICK_UNKNOWN' }),
        z
          .number({ error: 'SPORTS_ZONE_REQUIRED' })
          .int({ error: 'SPORTS_ZONE_REQUIRED' })
          .min(0, { error: 'SPORTS_ZONE_REQUIRED' })
          .max(99, { error: 'SPORTS_ZONE_REQUIRED' }),
        { error: 'SPORTS_ZONE_REQUIRED' },
      )
      .optional(),
  },
  { error: 'SPORTS_PICKS_NONE' },
);
export type SaveSportsPicksRequest = z.infer<typeof saveSportsPicksRequestSchema>;
/** `GET|PUT /api/sports/entries/:id/picks` */
export const sportsPicksResponseSchema = z.object({
  picks: z.array(z.string()),
  /** Zones only: each pick's zone by team key. */
  zones: z.record(z.string(), z.number().int()).optional(),
});
export type SportsPicksResponse = z.infer<typeof sportsPicksResponseSchema>;

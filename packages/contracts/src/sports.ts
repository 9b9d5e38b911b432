import { z } from 'zod';
import { idParam } from './ids';

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
 * - `POST /api/operator/sports/feed`                     provider ingest (operator or feed API key)
 * - `GET  /api/operator/sports/game-sets`                the back office's game sets with counts
 * - `GET  /api/operator/sports/game-sets/:id/feed`       each match's feed state (operator)
 * - `POST /api/operator/sports/game-sets/:id/contests`   add a contest to a set not started (operator)
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
export const leagueIds = { hockey: 14, baseball: 15, basketball: 16, football: 17 } as const;
export const sportsLeagues = ['hockey', 'baseball', 'basketball', 'football'] as const;
export const sportsLeagueSchema = z.enum(sportsLeagues);
export type SportsLeague = z.infer<typeof sportsLeagueSchema>;

/** Which team-selection page a game type uses. */
export const gameTypeLayouts = ['cta', 'zones', 'high5', 'pick5', 'brackets'] as const;
export const gameTypeLayoutSchema = z.enum(gameTypeLayouts);
export type GameTypeLayout = z.infer<typeof gameTypeLayoutSchema>;

/** The contest rule a game type plays by; null for the display-only mock-ups. */
export const sportsContestRuleSchema = z.enum([
  'chase_the_ace',
  'blackjack',
  'high5',
  'zones',
  'pick5',
  'brackets',
]);

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

/** A match as one entry sees it: the match plus that entry's my_score, holdings and locks per side. */
export const sportsLiveMatchSchema = sportsMatchSchema.extend({
  mine: z.object({
    home: sportsLiveSideSchema,
    away: sportsLiveSideSchema,
  }),
  /**
   * A simulated hockey match's goals so far (as many per side as its score, in time order; never one
   * still to come): what 6th Skater's goals counting 2 are read from (docs/rules/sports.md "New powerplays").
   */
  goals: z
    .array(z.object({ side: z.enum(['home', 'away']), period: z.number().int(), second: z.number().int() }))
    .optional(),
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
    contestType: z.enum(['high5', 'zones', 'pick5', 'brackets']).optional(),
    headline: z
      .object({ code: z.string(), params: z.record(z.string(), z.union([z.string(), z.number()])) })
      .optional(),
    /** High 5: the next threshold's minimum total and how much is missing (null above the top row). */
    next: z.number().int().nullable().optional(),
    toNext: z.number().int().nullable().optional(),
    /** Zones: placed teams in their zone now, teams placed, per pick whether it is in its zone. */
    hits: z.number().int().optional(),
    placed: z.number().int().optional(),
    inZone: z.array(z.boolean()).optional(),
    /** Zones: each pick's zone by team key. */
    zones: z.record(z.string(), z.number().int()).optional(),
    /** Pick 5: the hand so far and the picks' cards (pick order). */
    hand: z.string().optional(),
    cards: z.array(z.number().int()).optional(),
    /** Brackets: the games round by round and the champion's seed (null while undecided). */
    bracket: z.unknown().optional(),
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

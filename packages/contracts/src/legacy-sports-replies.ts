import { z } from 'zod';
import { legacyLotteryGameSchema, legacySuccess } from './legacy';

/** The old client's sports replies (docs/legacy-api.md), field for field as it reads them. */

const money = z.number().describe('dollars for cash (and retail values), points as they are');
const nullableText = z.string().nullable();
const nullableStat = z.number().nullable();

/** A game type of a sport; gametype_id is the same id (one game type each). */
export const legacyAssociationSchema = z.object({
  association_id: z.number().int(),
  name: z.string(),
  gametype_id: z.number().int(),
  league_id: z.number().int().nullable(),
  no_game_text: z.string(),
  sport_id: z.number().int(),
  /** Which team-selection page: cta, zones, high5, pick5, brackets. */
  layout: z.string(),
  image: z.string(),
  header_image: z.string(),
});
export const legacyAssociationsResponseSchema = z.object({ records: z.array(legacyAssociationSchema) });

/** A game of the games table. `game` is its start (ISO 8601). */
export const legacySportsGameSchema = z.object({
  id: z.number().int(),
  association_id: z.number().int(),
  name: z.string(),
  sponsor: z.string(),
  game_type: z.string(),
  game: z.string(),
  prize_id: z.number().int(),
  prize_type: z.enum(['cash', 'points', 'items']),
  max_prize: money,
  min_teams_allowed: z.number().int(),
  max_teams_allowed: z.number().int(),
  eligibility: z.string(),
  restriction: z.string(),
  entries: z.number().int(),
  status: z.string(),
  gameset_id: z.number().int(),
  league_id: z.number().int(),
  /** Whether the caller (by `jwt`) has entered it, and the entry. */
  entry: z.boolean(),
  entry_id: z.number().int().nullable(),
});
export const legacySportsGamesResponseSchema = z.object({ records: z.array(legacySportsGameSchema) });

/** A prize-grid row; `prize` 0 and a retail value for items. */
export const legacyPrizeRowSchema = z.object({
  id: z.number().int(),
  no_of_team: z.number().int(),
  prize: money,
  prize_type: z.enum(['cash', 'points', 'items']),
  description: nullableText,
  retail_value: money.nullable(),
});
export const legacyPrizeRowsResponseSchema = z.object({ records: z.array(legacyPrizeRowSchema) });

/** A how-to step; the steps are for every game type (association_id null). */
export const legacyHowToResponseSchema = z.object({
  records: z.array(
    z.object({ association_id: z.number().int().nullable(), header: z.string(), step_text: z.string() }),
  ),
});

/** The Game Rules modal's tabs (title and rich text). */
export const legacyRulesResponseSchema = z.object({
  records: z.array(z.object({ rule: z.string(), text: z.string() })),
});

const balanceSchema = z.object({ cash: money, points: z.number() });

/** A plan the player holds, in force now. */
export const legacySubscriptionSchema = z.object({
  subscription_id: z.number().int(),
  subscription_name: z.string(),
  sport_id: z.number().int().nullable(),
  product_id: z.string(),
  expires_at: nullableText,
});
export const legacyMySubscriptionsResponseSchema = z.object({
  subscriptions: z.array(legacySubscriptionSchema),
  balance: balanceSchema,
});

/** The store's plans, one record per subscription id (Super Elite has one per sport). */
export const legacyStoreSubscriptionsResponseSchema = z.object({
  records: z.array(
    legacySubscriptionSchema.omit({ expires_at: true }).extend({
      price: money,
      period: z.string(),
      games: z.number().int().nullable(),
      description: z.string(),
      club: z.string(),
    }),
  ),
});

/**
 * One of the player's games: `id` is the entry's id (what game_data, mypicks and
 * livescore take), `game_id` the game's. `prize` is the largest prize; `won` what the entry won.
 */
export const legacyMyGameSchema = z.object({
  id: z.number().int(),
  game_id: z.number().int(),
  association_id: z.number().int(),
  name: z.string(),
  sponsor: z.string(),
  gametype_name: z.string(),
  status: z.string(),
  stat_time: z.string(),
  prize: money,
  prize_type: z.enum(['cash', 'points', 'items']),
  entries: z.number().int(),
  has_picks: z.boolean(),
  match_started: z.boolean(),
  league_id: z.number().int(),
  gameset_id: z.number().int(),
  prize_id: z.number().int(),
  /** The game type's name with its prize unit ("$" cash, "Pts." points, "Prizes" items). */
  gametype_prize_text: z.string(),
  /** The page header: the game type's header image (same-origin URL). */
  header_text: z.string(),
  result: z.enum(['WON', 'LOST']).nullable(),
  won: money,
});
export const legacyMyGamesResponseSchema = z.object({ records: z.array(legacyMyGameSchema) });

/** `GET /public_api/entry/readmygames.php`: Game Central's two tabs, the player and the balance. */
export const legacyReadMyGamesResponseSchema = z.object({
  records: z.array(legacyMyGameSchema),
  lottery_games: z.array(
    legacyLotteryGameSchema.extend({
      entry_id: z.number().int(),
      numbers: z.array(z.number().int()),
      result: z
        .object({ prize_won: z.boolean(), balls_matched: z.number().int(), prize: z.number() })
        .nullable(),
    }),
  ),
  user: z.object({ id: z.number().int(), dname: z.string(), email: z.string(), club: z.string() }),
  balance: balanceSchema,
});

export const legacyEnteredSchema = z.object({
  message: z.literal(legacySuccess.created),
  entry_id: z.number().int(),
  game_id: z.number().int(),
});

/** A match: pitchers for baseball, goalies for hockey, the other side's null. */
export const legacyMatchSchema = z.object({
  feed_game_id: z.string(),
  league: z.string(),
  home_team_id: z.string(),
  away_team_id: z.string(),
  home_team: z.string(),
  away_team: z.string(),
  status: z.string(),
  start_time: z.string(),
  location: z.string(),
  starting_pitcher_home_team: nullableText,
  starting_pitcher_home_team_era: nullableStat,
  starting_pitcher_away_team: nullableText,
  starting_pitcher_away_team_era: nullableStat,
  current_pitcher_home: nullableText,
  current_pitcher_home_era: nullableStat,
  current_pitcher_away: nullableText,
  current_pitcher_away_era: nullableStat,
  starting_goalie_home_team: nullableText,
  starting_goalie_home_team_gaa: nullableStat,
  starting_goalie_away_team: nullableText,
  starting_goalie_away_team_gaa: nullableStat,
  current_goalie_home_team: nullableText,
  current_goalie_home_team_gaa: nullableStat,
  current_goalie_away_team: nullableText,
  current_goalie_away_team_gaa: nullableStat,
  home_score: z.number().int(),
  away_score: z.number().int(),
  /** Hockey: 0 intermission, 1–3, 4 OT; and the running clock (m:ss). */
  current_period: z.number().int().nullable(),
  current_period_time: nullableText,
  /** Baseball: the inning and its half (top, bottom, end). */
  current_inning: z.number().int().nullable(),
  inning_half: nullableText,
});

/** `GET /public_api/schedule/getschedule.php`: the game set and its matches in start order. */
export const legacyScheduleResponseSchema = z.object({
  records: z.array(legacyMatchSchema),
  gameset: z.object({
    id: z.number().int(),
    title: z.string(),
    start_time: z.string(),
    status: z.string(),
    league_id: z.number().int(),
    credit: nullableText,
  }),
});

/** A match as one entry sees it: my_score and holdings per side; powerplays open from its start. */
export const legacyLiveMatchSchema = legacyMatchSchema.extend({
  my_score_home: z.number().int(),
  my_score_away: z.number().int(),
  isMyTeamHome: z.boolean(),
  isMyTeamAway: z.boolean(),
  isHomeLocked: z.boolean(),
  isAwayLocked: z.boolean(),
  powerplay_activation: z.string(),
});

export const legacyPowerplayStockSchema = z.object({
  powerplay_id: z.number().int(),
  powerplay_name: z.string(),
  amount_available: z.number().int(),
});

/** An entry's game; `id` is the entry's id. */
const legacyEntryMetaSchema = z.object({
  id: z.number().int(),
  game_id: z.number().int(),
  gameset_id: z.number().int(),
  prize_id: z.number().int(),
  league_id: z.number().int(),
  association_id: z.number().int(),
  name: z.string(),
  sponsor: z.string(),
  title: z.string(),
  stat_time: z.string(),
  min_teams_allowed: z.number().int(),
  max_teams_allowed: z.number().int(),
  prize_type: z.enum(['cash', 'points', 'items']),
  /** ALL, BASIC, ELITE, SUPER ELITE. */
  eligibility: z.string(),
  header_image: z.string(),
  credit: nullableText,
});

/** `GET /public_api/entry/game_data.php`: prizes within min..max, a score row per pick, the entry's game. */
export const legacyGameDataResponseSchema = z.object({
  prizes: z.array(legacyPrizeRowSchema),
  scores: z.array(
    z.object({ team: z.string(), name: z.string(), status: z.string(), my_score: z.number().int() }),
  ),
  meta: legacyEntryMetaSchema,
});

/** `GET /public_api/schedule/mypicks.php` and the reply of `setmypicks.php`. */
const pickRecords = z.array(z.object({ id: z.number().int(), pick: z.string() }));
export const legacyMyPicksResponseSchema = z.object({ records: pickRecords });
export const legacyPicksSavedSchema = z.object({
  message: z.literal(legacySuccess.successful),
  records: pickRecords,
});

/**
 * `GET /public_api/livescore/data.php`: `setNumber` is the number of
 * picks at exactly 1 (the summary's "teams with 1 run"); `result` WON / LOST once settled, else POSSIBLE;
 * `prize` what the entry won or could win (null: no row for its picks).
 */
export const legacyLiveScoreResponseSchema = z.object({
  matches: z.array(legacyLiveMatchSchema),
  prizes: z.array(legacyPrizeRowSchema),
  powerplays: z.array(legacyPowerplayStockSchema),
  meta: legacyEntryMetaSchema.extend({
    club: z.string(),
    myPicksCount: z.number().int(),
    gameStatus: z.string(),
    setNumber: z.number().int(),
    canPlay: z.boolean(),
    result: z.enum(['WON', 'LOST', 'POSSIBLE']),
    prize: money.nullable(),
    total: z.number().int(),
    pointTotal: z.number().int(),
    bust: z.boolean(),
  }),
});

export const legacyScoreSetSchema = z.object({
  message: z.literal(legacySuccess.updated),
  picks: z.array(z.string()),
  powerplays: z.array(legacyPowerplayStockSchema),
});

import { z } from 'zod';
import { idParam } from './ids';
import {
  legacyJwtQuerySchema,
  legacyLotteryGameSchema,
  legacyOptionalJwtQuerySchema,
  legacySuccess,
} from './legacy';
import { saveSportsPicksRequestSchema, useSportsPowerplayRequestSchema } from './sports';

/**
 * The old client's sports calls (docs/legacy-api.md): its query and form payloads, mapped
 * onto the JSON API's own request schemas where it has one, and its reply shapes with the field names
 * and spellings of the old site. Where it shows no reply shape, these are the ones the old client's
 * described handling needs (each says so).
 */

const jwt = legacyJwtQuerySchema.shape.jwt;
const optionalJwt = legacyOptionalJwtQuerySchema.shape.jwt;
/** A query value the old client sends that the server does not need (the entry decides): kept short. */
const ignored = z.string().max(40).optional();

/**
 * A comma-separated list of team keys (`<feed_game_id>-<team_id>`), as the old client
 * joins them; an empty string is no team. Checked by the JSON API's own schema.
 */
const teamList = z
  .string({ error: 'SPORTS_PICKS_NONE' })
  .max(5000, { error: 'SPORTS_PICKS_TOO_MANY' })
  .transform((text) =>
    text
      .split(',')
      .map((k) => k.trim())
      .filter((k) => k !== ''),
  )
  .pipe(saveSportsPicksRequestSchema.shape.teams);

/* ───────────── Requests ───────────── */

/** `GET /api/sport_league/get_image.php` — id: the association (game type) id; type: image | header. */
export const legacySportImageQuerySchema = z.object({
  id: idParam('SPORTS_GAME_TYPE_NOT_FOUND'),
  type: z.enum(['image', 'header'], { error: 'BAD_REQUEST' }).default('image'),
});

/** `GET /public_api/association/read.php` — id: the sport (1–4). */
export const legacySportQuerySchema = z.object({ id: idParam('SPORTS_SPORT_NOT_FOUND') });
/** `GET /api/select_game/read.php` — id: the sport; jwt (optional) marks the caller's entries. */
export const legacySportGamesQuerySchema = legacySportQuerySchema.extend({ jwt: optionalJwt });

/** `GET /api/select_game/readrules.php` — id: the sport whose rules (the old client sends 2, baseball). */
export const legacyRulesQuerySchema = z.object({ id: idParam('SPORTS_SPORT_NOT_FOUND') });

/** `POST /public_api/entry/create.php` — form: game (the contest id), jwt. */
export const legacyEnterFormSchema = z.object({ game: idParam('SPORTS_CONTEST_NOT_FOUND'), jwt });

/**
 * `GET /public_api/entry/game_data.php` (entry; prize_id and league are the entry's own and not needed),
 * `GET /public_api/schedule/mypicks.php` (entry).
 */
export const legacyEntryQuerySchema = z.object({
  jwt,
  entry: idParam('SPORTS_ENTRY_NOT_FOUND'),
  prize_id: ignored,
  league: ignored,
});

/**
 * `GET /public_api/schedule/getschedule.php` — gameset_id; league_id (14 hockey, 15 baseball), when
 * sent, must be the game set's league; date is the game set's own and not needed.
 */
export const legacyScheduleQuerySchema = z.object({
  gameset_id: idParam('SPORTS_GAME_SET_NOT_FOUND'),
  league_id: idParam('SPORTS_GAME_SET_NOT_FOUND').optional(),
  date: ignored,
});

/** `GET /public_api/schedule/prize.php` — id: the game's prize_id (the contest id). */
export const legacyPrizeQuerySchema = z.object({ id: idParam('SPORTS_CONTEST_NOT_FOUND') });

/** `POST /public_api/schedule/setmypicks.php` — form: teams (comma list of team keys), jwt, entry. */
export const legacySetPicksFormSchema = z.object({
  teams: teamList,
  jwt,
  entry: idParam('SPORTS_ENTRY_NOT_FOUND'),
});

/**
 * `GET /public_api/livescore/data.php` — entry_id decides everything; game_id, when sent, must be the
 * entry's game; date, prize_id, gameset_id and league_id are the entry's own and not needed.
 */
export const legacyLiveScoreQuerySchema = z.object({
  jwt,
  entry_id: idParam('SPORTS_ENTRY_NOT_FOUND'),
  game_id: idParam('SPORTS_ENTRY_NOT_FOUND').optional(),
  date: ignored,
  prize_id: ignored,
  gameset_id: ignored,
  league_id: ignored,
});

const powerplayId = z
  .string({ error: 'SPORTS_POWERPLAY_UNKNOWN' })
  .regex(/^\d{1,2}$/, { error: 'SPORTS_POWERPLAY_UNKNOWN' })
  .transform(Number)
  .pipe(useSportsPowerplayRequestSchema.shape.powerplayId);

/**
 * `POST /public_api/livescore/setscore.php` — form: team (a team id), jwt, game (when sent, the entry's
 * game), entry, match (the feed_game_id), score_before, score_after, powerplay; and teams (the new team
 * list) for Remove (4), Add (5) and Swap (24). The server decides the outcome: score_before and
 * score_after (the browser's own arithmetic) never decide it; with the other fields they tell one use
 * from the next (the same form again is a replay, docs/legacy-api.md "Replays"). The team a powerplay
 * acts on is `<match>-<team>`; for 4, 5 and 24 it is read from `teams` against the entry's picks: the
 * one team dropped (Remove; Swap's outgoing team) and the one team added (Add; Swap's replacement).
 */
export const legacySetScoreFormSchema = z.object({
  team: z.string().max(64, { error: 'SPORTS_PICK_UNKNOWN' }).optional(),
  jwt,
  game: idParam('SPORTS_ENTRY_NOT_FOUND').optional(),
  entry: idParam('SPORTS_ENTRY_NOT_FOUND'),
  match: z.string().max(64, { error: 'SPORTS_PICK_UNKNOWN' }).optional(),
  score_before: ignored,
  score_after: ignored,
  powerplay: powerplayId,
  teams: teamList.optional(),
});

/* ───────────── The old client's vocabulary ───────────── */

/** The club as the old client names it (basic, elite, super elite). */
export const legacyClubNames = { basic: 'basic', elite: 'elite', super_elite: 'super elite' } as const;

/** A game's eligibility as the games table shows it (All, Basic, Elite, Super Elite). */
export const legacyEligibilityNames = {
  ALL: 'All',
  BASIC: 'Basic',
  ELITE: 'Elite',
  'SUPER ELITE': 'Super Elite',
} as const;

/** A game's status as Game Central shows it. */
export const legacyContestStatusNames = {
  NOT_STARTED: 'Not Started',
  WAITING_FOR_PLAYERS: 'Waiting For Players',
  IN_PROGRESS: 'In Progress',
  FINISHED: 'Finished',
  CANCELLED: 'Cancelled',
  ARCHIVED: 'Archived',
} as const;

/** The old site's subscription ids 7, 10, 13, 16 are Super Elite for sports 1–4. */
export const legacySuperEliteSubscriptionSports: Readonly<Record<number, number>> = {
  7: 1,
  10: 2,
  13: 3,
  16: 4,
};

/* ───────────── Replies ───────────── */

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

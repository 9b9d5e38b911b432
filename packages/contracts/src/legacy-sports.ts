import { z } from 'zod';
import { idParam } from './ids';
import { legacyJwtQuerySchema, legacyOptionalJwtQuerySchema } from './legacy';
import { contestStatusNames, saveSportsPicksRequestSchema } from './sports';
import { useSportsPowerplayRequestSchema } from './sports-live';

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
export const legacyContestStatusNames = contestStatusNames;

/** The old site's subscription ids 7, 10, 13, 16 are Super Elite for sports 1–4. */
export const legacySuperEliteSubscriptionSports: Readonly<Record<number, number>> = {
  7: 1,
  10: 2,
  13: 3,
  16: 4,
};

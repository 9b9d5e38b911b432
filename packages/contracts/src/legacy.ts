import { z } from 'zod';
import { loginRequestSchema, registerRequestSchema } from './auth';
import { errorBodySchema } from './errors';
import { idParam } from './ids';
import { profilePatchSchema } from './wallet';

/**
 * The old client's `.php` calls (spec 000/001/002 §7; docs/legacy-api.md): form or query payloads of
 * strings, mapped onto the same request schemas the JSON API validates with, so every rule exists once.
 */

/** The session token the old client sends as `jwt` (a query parameter on reads, a form field on writes). */
const jwtField = z.string({ error: 'AUTH_REQUIRED' }).min(1, { error: 'AUTH_REQUIRED' }).max(200, {
  error: 'AUTH_REQUIRED',
});
const optionalJwt = z.string().max(200).optional();

/** A form's checkbox as the old client sends it: "1", "true", "on", "yes" are ticked. */
const ticked = z
  .string()
  .optional()
  .transform((v) => ['1', 'true', 'on', 'yes'].includes((v ?? '').trim().toLowerCase()));

/** `POST /public_api/auth/login.php` — form: email (an email or a display name), password. */
export const legacyLoginFormSchema = z
  .object({ email: z.string().optional(), password: z.string().optional() })
  .transform((f) => ({ login: f.email ?? '', password: f.password ?? '' }))
  .pipe(loginRequestSchema);

/**
 * `POST /public_api/auth/signup.php` — form: fname, lname, dname, email, password, phone, country,
 * province, over_18, acceptedtc. fname, lname and phone are the old client's fixed placeholders and are
 * not kept; over_18 is required here (GAME-RULES "Accounts"), unlike the old client.
 */
export const legacySignupFormSchema = z
  .object({
    fname: z.string().optional(),
    lname: z.string().optional(),
    phone: z.string().optional(),
    dname: z.string().optional(),
    email: z.string().optional(),
    password: z.string().optional(),
    country: z.string().optional(),
    province: z.string().optional(),
    over_18: ticked,
    acceptedtc: ticked,
  })
  .transform((f) => ({
    displayName: f.dname ?? '',
    email: f.email ?? '',
    password: f.password ?? '',
    country: (f.country ?? '').trim().toUpperCase(),
    province: (f.province ?? '').trim().toUpperCase(),
    over18: f.over_18,
    acceptedTerms: f.acceptedtc,
  }))
  .pipe(registerRequestSchema);

/**
 * `GET /public_api/account/update.php` — query: jwt, name, email. The old client sends both each time
 * (the new name with the current email, or its current first name with the new email): `name` is the
 * first name (the display name cannot change). Mapped onto the JSON API's `profilePatchSchema`.
 */
export const legacyAccountUpdateQuerySchema = z
  .object({ jwt: jwtField, name: z.string().optional(), email: z.string().optional() })
  .transform((q) => ({
    ...(q.name !== undefined && { firstName: q.name }),
    ...(q.email !== undefined && { email: q.email }),
  }))
  .pipe(profilePatchSchema);

/** A comma-separated list of whole numbers ("3,14,15"), as the old client joins its picks. */
const numberList = (error: string) =>
  z
    .string({ error })
    .max(400, { error })
    .transform((text, ctx) => {
      const parts = text.split(',').map((p) => p.trim());
      if (parts.length === 1 && parts[0] === '') return [];
      if (parts.some((p) => !/^\d{1,3}$/.test(p))) {
        ctx.addIssue({ code: 'custom', message: error });
        return z.NEVER;
      }
      return parts.map(Number);
    });

/** `GET /public_api/lottery_games/data.php`, `next_game.php` — an optional (or required) jwt. */
export const legacyOptionalJwtQuerySchema = z.object({ jwt: optionalJwt });
export const legacyJwtQuerySchema = z.object({ jwt: jwtField });

/** `GET /public_api/lottery_games/getMyNumbers.php`, `live_draw/data.php`, `live_draw/draws.php`. */
export const legacyGameQuerySchema = z.object({ jwt: optionalJwt, game_id: idParam('GAME_NOT_FOUND') });

/** `POST /public_api/lottery_games/setMyNumbers.php` */
export const legacySetNumbersFormSchema = z.object({
  numbers: numberList('PICK_OUT_OF_RANGE'),
  jwt: jwtField,
  game_id: idParam('GAME_NOT_FOUND'),
  /** 1 = 747, 2 = Sweet 16, 3 = Elite 8 (and 4 = Gridlock here): must name the game's own type. */
  gametype_id: z.enum(['1', '2', '3', '4'], { error: 'GAME_NOT_FOUND' }).optional(),
  contest_id: z.string().max(20).optional(),
});

/**
 * `POST /public_api/live_draw/powerplay_use.php` — form: balls (the picks the old browser computed),
 * jwt, game, type (always 1), powerplay (1–5). The server decides the outcome; `balls` only says which
 * pick the player chose (the one number of the entry missing from it). The same form again is a replay
 * (docs/legacy-api.md "Replays").
 */
export const legacyPowerplayUseFormSchema = z.object({
  balls: numberList('POWERPLAY_NO_SELECTION'),
  jwt: jwtField,
  game: idParam('GAME_NOT_FOUND'),
  type: z.literal('1', { error: 'POWERPLAY_UNKNOWN' }).optional(),
  powerplay: z.enum(['1', '2', '3', '4', '5'], { error: 'POWERPLAY_UNKNOWN' }).transform(Number),
});

/** The old client's lottery game type ids (spec 001 §7). */
export const legacyGameTypeIds = { '747': 1, sweet16: 2, elite8: 3, gridlock: 4 } as const;

/** The words the old client looks for in a reply to know a write succeeded (spec 000/001/002 §7). */
export const legacySuccess = {
  created: 'Created',
  successful: 'Successful',
  updated: 'Updated',
  submitted: 'Submitted',
} as const;

const legacyPrizeTierSchema = z.object({ hits: z.number().int(), prize: z.number() });

/** A lottery game as the old client reads it (spec 001 §3 "Game"). */
export const legacyLotteryGameSchema = z.object({
  id: z.number().int().optional(),
  game_type: z.string(),
  gametype_id: z.number().int(),
  code: z.string(),
  game_text: z.string().optional(),
  start_datetime: z.string().optional(),
  deadline: z.string().optional(),
  status: z.string().optional(),
  countdown_timer: z.number().int().optional(),
  delay: z.number().int().optional(),
  prize_id: z.number().int().optional(),
  prize_type: z.enum(['cash', 'points']).optional(),
  prize: z.array(legacyPrizeTierSchema).optional(),
  /** Whether the caller (by `jwt`) has an entry: picks saved. */
  entry: z.boolean(),
  contest_id: z.number().int().nullable().optional(),
});
export type LegacyLotteryGame = z.infer<typeof legacyLotteryGameSchema>;

export const legacyGamesResponseSchema = z.object({ records: z.array(legacyLotteryGameSchema) });
export const legacyPickSchema = z.object({ id: z.number().int(), number: z.number().int() });
export const legacyMyNumbersResponseSchema = z.object({ records: z.array(legacyPickSchema) });
/** A drawn ball, with the old field's spelling (`daw_ball_number`). */
export const legacyDrawBallSchema = z.object({
  id: z.number().int(),
  game_id: z.number().int(),
  daw_ball_number: z.number().int(),
  draw_number: z.number().int(),
  date_time: z.string(),
});
export const legacyDrawsResponseSchema = z.object({ draw: z.array(legacyDrawBallSchema) });
/** A powerplay's inventory, with the old field's spelling (`ramining_amount`). */
export const legacyPowerplayItemSchema = z.object({
  id: z.number().int(),
  ramining_amount: z.number().int(),
});
export const legacyLiveDrawResponseSchema = z.object({
  draw: z.array(legacyDrawBallSchema),
  picks: z.array(legacyPickSchema),
  game: legacyLotteryGameSchema,
  powerplays: z.array(legacyPowerplayItemSchema),
  result: z.object({ prize_won: z.boolean(), balls_matched: z.number().int(), prize: z.number() }).nullable(),
});
export const legacyMessageResponseSchema = z.object({ message: z.string() });
/** A refusal to a call whose reply the old client alerts as `message`: the error body, its text on top. */
export const legacyRefusalSchema = errorBodySchema.extend({ message: z.string() });
export const legacyNumbersSavedSchema = z.object({
  message: z.literal(legacySuccess.successful),
  records: z.array(legacyPickSchema),
});
export const legacyPowerplayUsedSchema = z.object({
  message: z.literal(legacySuccess.updated),
  balls: z.array(z.number().int()),
  replaced: z.array(z.object({ from: z.number().int(), to: z.number().int(), match: z.boolean() })),
  powerplays: z.array(legacyPowerplayItemSchema),
});
export const legacyAuthResponseSchema = z.object({ message: z.string(), jwt: z.string() });

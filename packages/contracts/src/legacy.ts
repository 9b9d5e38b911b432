import { z } from 'zod';
import { loginRequestSchema, registerRequestSchema } from './auth';
import { errorBodySchema } from './errors';
import { idParam } from './ids';
import { countries, isProvinceOf, type CountryCode } from './regions';
import { profilePatchSchema } from './wallet';

const countryCodes = countries.map((c) => c.code) as ['CA', 'US'];

/**
 * The old client's `.php` calls (docs/legacy-api.md): form or query payloads of
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

/**
 * The old client's country values: its sign-up form offers Canada (the option's text is its value) and
 * United States (value `USA`). The ISO codes (CA, CAN, US) are read too, in any case; anything else is no
 * country ("Please Fill In Country"). Replies name the country by the old client's values.
 */
const legacyCountries: Record<string, CountryCode> = {
  CANADA: 'CA',
  CAN: 'CA',
  CA: 'CA',
  USA: 'US',
  US: 'US',
  'UNITED STATES': 'US',
};
export const legacyCountryValues: Record<CountryCode, string> = { CA: 'Canada', US: 'USA' };

/** The country code of an old client's value, else the value itself (which no schema accepts). */
export function legacyCountryCode(value: string | undefined): string {
  const v = (value ?? '').trim().replace(/\s+/g, ' ').toUpperCase();
  return legacyCountries[v] ?? v;
}
const provinceCode = (value: string | undefined) => (value ?? '').trim().toUpperCase();

/** `POST /public_api/auth/login.php` — form: email (an email or a display name), password. */
export const legacyLoginFormSchema = z
  .object({ email: z.string().optional(), password: z.string().optional() })
  .transform((f) => ({ login: f.email ?? '', password: f.password ?? '' }))
  .pipe(loginRequestSchema);

/**
 * `POST /public_api/auth/signup.php` — form: fname, lname, dname, email, password, phone, country,
 * province, over_18, acceptedtc. fname, lname and phone are the old client's fixed placeholders and are
 * not kept; over_18 is required here, unlike the old client; country is the old client's value (below).
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
    country: legacyCountryCode(f.country),
    province: provinceCode(f.province),
    over18: f.over_18,
    acceptedTerms: f.acceptedtc,
  }))
  .pipe(registerRequestSchema);

/**
 * `GET /public_api/account/update.php` — query: jwt, name, email, and country and province if it sends
 * them. The old client sends name and email each time (the new name with the current email, or its
 * current first name with the new email): `name` is the first name (the display name cannot change).
 * Mapped onto the JSON API's `profilePatchSchema`; a country and province (its values, as at sign-up)
 * come out as `residence`, which must be the account's own (where a player lives is set at sign-up).
 */
export const legacyAccountUpdateQuerySchema = z
  .object({
    jwt: jwtField,
    name: z.string().optional(),
    email: z.string().optional(),
    country: z.string().max(40).optional(),
    province: z.string().max(40).optional(),
  })
  .transform((q) => ({
    patch: {
      ...(q.name !== undefined && { firstName: q.name }),
      ...(q.email !== undefined && { email: q.email }),
    },
    ...((q.country !== undefined || q.province !== undefined) && {
      residence: { country: legacyCountryCode(q.country), province: provinceCode(q.province) },
    }),
  }))
  .pipe(
    z.object({
      patch: profilePatchSchema,
      residence: z
        .object({
          country: z.enum(countryCodes, { error: 'REGISTER_COUNTRY_REQUIRED' }),
          province: z.string().min(1, { error: 'REGISTER_PROVINCE_REQUIRED' }),
        })
        .refine((r) => isProvinceOf(r.country, r.province), {
          error: 'REGISTER_PROVINCE_INVALID',
          path: ['province'],
        })
        .optional(),
    }),
  );

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
  /** The answer to `getMyNumbers.php`'s `skill_question` (Elite 8's first entry of a draw week). */
  skill_answer: z
    .string()
    .max(20, { error: 'ELITE8_SKILL_ANSWER_WRONG' })
    .optional()
    .transform((answer) => {
      const text = answer?.trim() ?? '';
      if (text === '') return undefined;
      // Anything but a whole number is a wrong answer.
      return /^-?\d{1,7}$/.test(text) ? Number(text) : Number.NaN;
    }),
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

/** The old client's lottery game type ids. */
export const legacyGameTypeIds = { '747': 1, sweet16: 2, elite8: 3, gridlock: 4 } as const;

/** The words the old client looks for in a reply to know a write succeeded. */
export const legacySuccess = {
  created: 'Created',
  successful: 'Successful',
  updated: 'Updated',
  submitted: 'Submitted',
} as const;

const legacyPrizeTierSchema = z.object({ hits: z.number().int(), prize: z.number() });

/** A lottery game as the old client reads it. */
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
/**
 * `getMyNumbers.php`: my picks, and Elite 8's skill-testing question when my save must answer it
 * (`setMyNumbers.php`'s `skill_answer`); null otherwise.
 */
export const legacyMyNumbersResponseSchema = z.object({
  records: z.array(legacyPickSchema),
  skill_question: z.string().nullable(),
});
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

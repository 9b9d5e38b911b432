import { z } from 'zod';
import { saveDraftEntryRequestSchema } from './draft';
import { legacyJwtQuerySchema, legacySuccess } from './legacy';

/**
 * The old client's draft calls (docs/legacy-api.md), over the draft the JSON API's
 * landing features (the first open draft, else the live one, else the locked one, else the latest).
 * Field spellings are the old client's (`draf_day_data`, `entry_details`).
 */

/** `GET /public_api/draft_day/check_entry.php` — query jwt: my entry in the featured draft, if any. */
export const legacyCheckEntryResponseSchema = z.object({
  /** My entry's id, null when I have none (the old client shows Enter Now!). */
  entry_id: z.number().int().nullable(),
  /** The draft it is about; null when there is no draft at all. */
  contest_id: z.number().int().nullable(),
});

/** A row of `draf_day_data`: a prospect, in the default order. */
export const legacyDraftPlayerRowSchema = z.object({
  id: z.number().int(),
  player_id: z.number().int(),
  player_name: z.string(),
  player_pos: z.string(),
  /** Feet and inches, as shown: `6'3"`. */
  player_ht: z.string(),
  /** Pounds. */
  player_wt: z.number().int(),
  player_school: z.string(),
  pre_draft_rank: z.number().int(),
  /** The pick that took the prospect, null until then. */
  actual_draft_rank: z.number().int().nullable(),
  actual_team: z.string().nullable(),
  /** The row's place in the default order (1 = first); rows after 32 are not submitted. */
  my_ranking: z.number().int(),
  /** The club holding the pick at this place, and its gear link; null after 32. */
  projected_team: z.string().nullable(),
  team_gear_link: z.string().nullable(),
  school_gear_link: z.string(),
});
export type LegacyDraftPlayerRow = z.infer<typeof legacyDraftPlayerRowSchema>;

/** My saved top 32. */
export const legacyDraftEntryDetailSchema = z.object({
  player_id: z.number().int(),
  projected_team: z.string(),
  my_ranking: z.number().int(),
});

/** `GET /public_api/draft_day/get_draft_data.php` — optional query jwt. */
export const legacyDraftDataResponseSchema = z.object({
  contest_id: z.number().int(),
  draf_day_data: z.array(legacyDraftPlayerRowSchema),
  /** Present when the caller (by jwt) has an entry. */
  entry_details: z.array(legacyDraftEntryDetailSchema).optional(),
  /**
   * The skill-testing question a first submission answers (`skill_answer`), for a signed-in player
   * without an entry; null otherwise. The old client never asked it (docs/rules/draft.md "Skill-testing
   * question" requires it).
   */
  skill_question: z.string().nullable(),
});

/** A whole number as JSON gives it (`12`) or as a string of digits (`"12"`). */
const wholeNumber = (error: string) =>
  z.union([z.number(), z.string()], { error }).transform((v, ctx) => {
    const n = typeof v === 'number' ? v : /^\d{1,10}$/.test(v.trim()) ? Number(v.trim()) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < 1) {
      ctx.addIssue({ code: 'custom', message: error });
      return z.NEVER;
    }
    return n;
  });

/**
 * The rows the old client posts: `player_id` and `my_ranking` are read (the other fields it keeps, its
 * projected team and gear links, are the server's to know). My ranking orders them; each place once.
 */
const postedRowsSchema = z
  .array(
    z.object(
      { player_id: wholeNumber('DRAFT_PICK_UNKNOWN'), my_ranking: wholeNumber('DRAFT_PICKS_COUNT') },
      { error: 'DRAFT_PICK_UNKNOWN' },
    ),
    { error: 'DRAFT_PICKS_COUNT' },
  )
  .max(64, { error: 'DRAFT_PICKS_COUNT' })
  .refine((rows) => new Set(rows.map((r) => r.my_ranking)).size === rows.length, {
    error: 'DRAFT_PICKS_COUNT',
  })
  .transform((rows) => [...rows].sort((a, b) => a.my_ranking - b.my_ranking).map((r) => r.player_id));

/**
 * `POST /public_api/draft_day/add_entry.php` — form: data (JSON list of my top 32 rows), jwt, and
 * skill_answer (the answer to `skill_question`, needed with a first submission). Mapped onto the JSON
 * API's `saveDraftEntryRequestSchema`; the count, the pool and the deadline are the draft service's.
 */
export const legacyAddDraftEntryFormSchema = z
  .object({
    data: z.string({ error: 'DRAFT_PICKS_COUNT' }).max(100_000, { error: 'DRAFT_PICKS_COUNT' }),
    jwt: legacyJwtQuerySchema.shape.jwt,
    skill_answer: z.string().max(20).optional(),
  })
  .transform((form, ctx) => {
    let rows: unknown;
    try {
      rows = JSON.parse(form.data);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'DRAFT_PICKS_COUNT' });
      return z.NEVER;
    }
    const answer = form.skill_answer?.trim() ?? '';
    if (answer === '') return { rows };
    return { rows, skillAnswer: /^-?\d{1,7}$/.test(answer) ? Number(answer) : Number.NaN };
  })
  .pipe(
    z.object({
      rows: postedRowsSchema,
      skillAnswer: z.number({ error: 'DRAFT_SKILL_ANSWER_WRONG' }).optional(),
    }),
  )
  .transform(({ rows, skillAnswer }) => ({
    ranking: rows,
    ...(skillAnswer !== undefined && { skillAnswer }),
  }))
  .pipe(saveDraftEntryRequestSchema);

/** The reply to add_entry.php: the old client looks for "Submitted". */
export const legacyDraftEntrySavedSchema = z.object({
  message: z.literal(legacySuccess.submitted),
  entry_id: z.number().int(),
});

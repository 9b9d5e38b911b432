import { z } from 'zod';
import { idParam } from './ids';

/**
 * The 2020 NFL Power Draft (docs/rules/draft.md). Paths:
 * - `GET  /api/draft/contests`                        drafts to enter, live and recent (the landing)
 * - `GET  /api/draft/contests/:id`                    a draft: prospects, pick slots, picks so far, my entry
 * - `PUT  /api/draft/contests/:id/entry`              submit (or change) my top 32 until the deadline
 * - `GET  /api/draft/contests/:id/events`             SSE: `pick`, `status`, `settled` (see events.ts)
 * - `GET  /api/draft/entries`                         my draft entries (Game Central)
 * - `GET  /api/draft/entries/:id/live`                one of my entries live: rows, matches, inventory
 * - `POST /api/draft/entries/:id/powerplays`          Move Up / Move Down / Swap / Undo
 * - `GET  /api/operator/draft/contests`               the back office's drafts with entry counts
 * - `POST /api/operator/draft/contests`               open a draft (replay or operator-run)
 * - `POST /api/operator/draft/contests/:id/picks`     post the next actual pick (operator-run draft)
 * - `POST /api/operator/draft/contests/:id/replay`    hand a draft to the replay from now
 * - `GET  /api/operator/draft/contests/:id/entries`   a draft's entries
 */

export const draftIdParamsSchema = z.object({ id: idParam('DRAFT_NOT_FOUND') });
export const draftEntryIdParamsSchema = z.object({ id: idParam('DRAFT_ENTRY_NOT_FOUND') });

export const draftStatusSchema = z.enum(['open', 'locked', 'live', 'final']);
export type DraftStatusValue = z.infer<typeof draftStatusSchema>;
/** Where actual picks come from: the replay of the real 2020 first round, or the operator one at a time. */
export const draftModeSchema = z.enum(['replay', 'operator']);

export const nflClubSchema = z.object({
  abbr: z.string(),
  name: z.string(),
  city: z.string(),
  gearLink: z.string(),
});
export type NflClubDto = z.infer<typeof nflClubSchema>;

/** A prospect row. */
export const draftProspectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.string(),
  heightInches: z.number().int(),
  weightLbs: z.number().int(),
  school: z.string(),
  /** The published consensus pre-draft rank; the default order of the list. */
  preDraftRank: z.number().int(),
  schoolGearLink: z.string(),
});
export type DraftProspect = z.infer<typeof draftProspectSchema>;

/** A pick of the round with the team projected to make it (the first table of /draft-day-teams). */
export const draftSlotSchema = z.object({ pick: z.number().int(), projectedTeam: nflClubSchema });
export type DraftSlot = z.infer<typeof draftSlotSchema>;

/** An actual pick, as made (pushed live as the SSE `pick` event; its SSE id is `pick`). */
export const draftActualPickSchema = z.object({
  pick: z.number().int().min(1).max(32),
  team: nflClubSchema,
  prospectId: z.number().int(),
  madeAt: z.string(),
});
export type DraftActualPick = z.infer<typeof draftActualPickSchema>;

export const draftPrizeTierSchema = z.object({ hits: z.number().int(), amountCents: z.number().int() });

export const draftContestSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: draftStatusSchema,
  mode: draftModeSchema,
  /** Entries and changes close here (ISO). */
  pickDeadline: z.string(),
  /** The first pick (ISO). */
  startAt: z.string(),
  /** A replay's time between picks. */
  pickIntervalSeconds: z.number().int(),
  picksMade: z.number().int(),
  entries: z.number().int(),
  /** Tiers by matched picks, highest prize first. */
  prizes: z.array(draftPrizeTierSchema),
  settledAt: z.string().nullable(),
  /** My entry in it, when signed in and entered. */
  myEntryId: z.number().int().nullable(),
});
export type DraftContest = z.infer<typeof draftContestSchema>;

/**
 * `GET /api/draft/contests` (public, cached: `myEntryId` is null here, my entries are
 * `GET /api/draft/entries`): open, locked and live drafts soonest first, then the latest finished.
 */
export const draftContestsResponseSchema = z.object({ contests: z.array(draftContestSchema) });
export type DraftContestsResponse = z.infer<typeof draftContestsResponseSchema>;

/** My saved entry: the 32 prospect ids in my ranking order (index 0 = my pick 1). */
export const draftSavedEntrySchema = z.object({
  id: z.number().int(),
  ranking: z.array(z.number().int()),
  submittedAt: z.string(),
});

/**
 * `GET /api/draft/contests/:id` (public, cached: `contest.myEntryId` is null here): the board. The
 * player's own part is `GET /api/draft/contests/:id/entry`.
 */
export const draftBoardResponseSchema = z.object({
  contest: draftContestSchema,
  /** The pool, in pre-draft rank order (the default ordering). */
  prospects: z.array(draftProspectSchema),
  /** Picks 1–32 with their projected teams. */
  slots: z.array(draftSlotSchema),
  picks: z.array(draftActualPickSchema),
});
export type DraftBoardResponse = z.infer<typeof draftBoardResponseSchema>;

/** `GET /api/draft/contests/:id/entry` (signed in): my saved entry, or the question a first one answers. */
export const myDraftEntryResponseSchema = z.object({
  myEntry: draftSavedEntrySchema.nullable(),
  /**
   * The skill-testing question the signed-in player answers with a first submission
   * ("7 × 4 + 12 − 3"); null when already entered.
   */
  skillQuestion: z.string().nullable(),
});
export type MyDraftEntryResponse = z.infer<typeof myDraftEntryResponseSchema>;

/**
 * The board with the player's part in it (`myEntryId` too): what the pages read, merged from the two
 * answers above, and what the old client's calls read whole from the draft service.
 */
export const draftContestResponseSchema = draftBoardResponseSchema.extend(myDraftEntryResponseSchema.shape);
export type DraftContestResponse = z.infer<typeof draftContestResponseSchema>;

/** `PUT /api/draft/contests/:id/entry`: exactly 32 distinct prospect ids, my pick 1 first. */
export const saveDraftEntryRequestSchema = z.object(
  {
    ranking: z
      .array(
        z
          .number({ error: 'DRAFT_PICK_UNKNOWN' })
          .int({ error: 'DRAFT_PICK_UNKNOWN' })
          .min(1, { error: 'DRAFT_PICK_UNKNOWN' })
          .max(2_147_483_647, { error: 'DRAFT_PICK_UNKNOWN' }),
        { error: 'DRAFT_PICKS_COUNT' },
      )
      .max(64, { error: 'DRAFT_PICKS_COUNT' }),
    /** The answer to `skillQuestion`: required with the first submission. */
    skillAnswer: z
      .number({ error: 'DRAFT_SKILL_ANSWER_WRONG' })
      .int({ error: 'DRAFT_SKILL_ANSWER_WRONG' })
      .min(-1_000_000, { error: 'DRAFT_SKILL_ANSWER_WRONG' })
      .max(1_000_000, { error: 'DRAFT_SKILL_ANSWER_WRONG' })
      .optional(),
  },
  { error: 'DRAFT_PICKS_COUNT' },
);
export type SaveDraftEntryRequest = z.infer<typeof saveDraftEntryRequestSchema>;
export const saveDraftEntryResponseSchema = z.object({ entry: draftSavedEntrySchema });
export type SaveDraftEntryResponse = z.infer<typeof saveDraftEntryResponseSchema>;

/** My entries (Game Central and my results). */
export const draftEntrySummarySchema = z.object({
  id: z.number().int(),
  contest: draftContestSchema,
  matched: z.number().int(),
  /** Set at settlement. */
  result: z.enum(['WON', 'LOST']).nullable(),
  wonCents: z.number().int(),
  submittedAt: z.string(),
});
export type DraftEntrySummary = z.infer<typeof draftEntrySummarySchema>;
export const draftEntriesResponseSchema = z.object({ entries: z.array(draftEntrySummarySchema) });
export type DraftEntriesResponse = z.infer<typeof draftEntriesResponseSchema>;

/** The draft powerplay ids: 1 up, 2 down, 3 swap, 4 undo. */
export const draftPowerplayStockSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  remaining: z.number().int(),
});
export type DraftPowerplayStock = z.infer<typeof draftPowerplayStockSchema>;

/** A row of My Draft Manager. */
export const draftManagerRowSchema = z.object({
  /** My rank (1–32): the pick this row predicts. */
  rank: z.number().int(),
  prospectId: z.number().int(),
  projectedTeam: nflClubSchema,
  match: z.enum(['MATCH', 'NOT_MATCHED', 'TBD']),
  /** Its pick has been made: powerplays can no longer touch it. */
  decided: z.boolean(),
});
export type DraftManagerRow = z.infer<typeof draftManagerRowSchema>;

/** `GET /api/draft/entries/:id/live` (and the answer to a powerplay) */
export const draftLiveResponseSchema = z.object({
  contest: draftContestSchema,
  entry: z.object({
    id: z.number().int(),
    rows: z.array(draftManagerRowSchema),
    matched: z.number().int(),
    result: z.enum(['WON', 'LOST']).nullable(),
    wonCents: z.number().int(),
  }),
  powerplays: z.array(draftPowerplayStockSchema),
  /** Whether an Undo has something to revert. */
  canUndo: z.boolean(),
});
export type DraftLiveResponse = z.infer<typeof draftLiveResponseSchema>;

export const useDraftPowerplayRequestSchema = z.object(
  {
    powerplayId: z
      .number({ error: 'DRAFT_POWERPLAY_UNKNOWN' })
      .int({ error: 'DRAFT_POWERPLAY_UNKNOWN' })
      .min(1, { error: 'DRAFT_POWERPLAY_UNKNOWN' })
      .max(4, { error: 'DRAFT_POWERPLAY_UNKNOWN' }),
    /** The row's prospect (Move Up, Move Down, Swap). */
    prospectId: z.number().int().min(1).max(2_147_483_647).optional(),
    /** Swap: the other row's prospect. */
    withProspectId: z.number().int().min(1).max(2_147_483_647).optional(),
  },
  { error: 'DRAFT_POWERPLAY_UNKNOWN' },
);
export type UseDraftPowerplayRequest = z.infer<typeof useDraftPowerplayRequestSchema>;

/** Pushed on the player's own topic after a powerplay or a saved entry, to every page they have open. */
export const draftEntryEventSchema = z.object({
  entryId: z.number().int(),
  contestId: z.number().int(),
  ranking: z.array(z.number().int()),
  powerplays: z.array(draftPowerplayStockSchema),
});
export type DraftEntryEvent = z.infer<typeof draftEntryEventSchema>;

// Operator (back office)
export const createDraftContestRequestSchema = z.object({
  name: z.string().trim().min(1).max(80).optional(),
  pickDeadline: z.iso.datetime({ offset: true }),
  startAt: z.iso.datetime({ offset: true }),
  mode: draftModeSchema,
  pickIntervalSeconds: z.number().int().min(1).max(3600).default(30),
});
export type CreateDraftContestRequest = z.input<typeof createDraftContestRequestSchema>;
export const draftContestCreatedResponseSchema = z.object({ contest: draftContestSchema });

/** The next actual pick: its number (must be the next one) and the prospect taken; the team defaults to the slot's. */
export const postDraftPickRequestSchema = z.object({
  pick: z.number().int().min(1).max(32),
  prospectId: z.number().int().min(1).max(2_147_483_647),
  team: z.string().min(2).max(3).optional(),
});
export type PostDraftPickRequest = z.infer<typeof postDraftPickRequestSchema>;

export const startDraftReplayRequestSchema = z.object({
  pickIntervalSeconds: z.number().int().min(1).max(3600),
});

export const operatorDraftContestsResponseSchema = z.object({ contests: z.array(draftContestSchema) });
export const operatorDraftEntriesResponseSchema = z.object({
  entries: z.array(
    z.object({
      id: z.number().int(),
      userId: z.number().int(),
      displayName: z.string(),
      matched: z.number().int(),
      result: z.enum(['WON', 'LOST']).nullable(),
      wonCents: z.number().int(),
      submittedAt: z.string(),
    }),
  ),
});
export type OperatorDraftEntriesResponse = z.infer<typeof operatorDraftEntriesResponseSchema>;

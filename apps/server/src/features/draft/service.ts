import { ledgerWhen } from '@powerplay/contracts';
import type {
  DraftBoardResponse,
  DraftContestResponse,
  DraftEntrySummary,
  MyDraftEntryResponse,
} from '@powerplay/contracts';
import { checkSubmission, DRAFT_PICKS, draftKit } from '@powerplay/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { EntriesService } from '../entries';
import type { PowerplaysService } from '../powerplays';
import { contestOf, refusal, regionName, skillQuestionOf, territory } from './contest-view';
import { draftEntryLive } from './entry-live';
import { draftReplay, publishDraftChanged } from './events';
import { clubByAbbr, draftSlots, prospectOf } from './reference';
import type { DraftContestRow, DraftEntryRow, DraftRepo } from './repo';

// What tests and fixtures import from here.
export { contestOf, skillQuestionOf } from './contest-view';

// Picks are stored with a known club (engine.ts checks it before writing).
const teamOf = (abbr: string) => clubByAbbr(abbr)!;

/**
 * The draft contest for players (docs/rules/draft.md): drafts and their prospects, submitting a
 * top 32 through the entries registry (one entry per person; territory), and the live draft's
 * powerplays through the platform's inventory and use log. Each use case is one transaction; actual
 * picks are engine.ts, paying the tiers settlement.ts.
 */
export function draftService(deps: {
  db: Kysely<DB>;
  repo: DraftRepo;
  clock: Clock;
  entries: EntriesService;
  powerplays: PowerplaysService;
  /** Told in the transaction of each powerplay used on an entry (playing with friends). */
  entryChanged?: (trx: Transaction<DB>, draftId: number, userId: number) => Promise<void>;
}) {
  const { db, repo, clock, entries, powerplays, entryChanged } = deps;

  const summaryOf = (e: DraftEntryRow, d: DraftContestRow): DraftEntrySummary => ({
    id: e.id,
    contest: contestOf(d, clock.now(), e.id),
    matched: e.matched,
    result: e.result,
    wonCents: Number(e.won_cents),
    submittedAt: e.submitted_at.toISOString(),
  });
  const { publishEntry, live, usePowerplay } = draftEntryLive({
    db,
    repo,
    clock,
    powerplays,
    entryChanged,
  });

  async function board(draftId: number): Promise<DraftBoardResponse> {
    const d = await repo.findContest(draftId);
    if (!d) throw new AppError('DRAFT_NOT_FOUND');
    const [prospects, picks] = await Promise.all([repo.prospects(), repo.picks(draftId)]);
    return {
      contest: contestOf(d, clock.now()),
      prospects: prospects.map(prospectOf),
      slots: draftSlots,
      picks: picks.map((p) => ({
        pick: p.pick,
        team: teamOf(p.team),
        prospectId: p.prospect_id,
        madeAt: p.made_at.toISOString(),
      })),
    };
  }

  const myEntryOf = (
    draftId: number,
    userId: number,
    mine: DraftEntryRow | undefined,
  ): MyDraftEntryResponse => ({
    myEntry: mine
      ? { id: mine.id, ranking: mine.ranking, submittedAt: mine.submitted_at.toISOString() }
      : null,
    skillQuestion: mine ? null : skillQuestionOf(draftId, userId).text,
  });

  return {
    /** The drafts whose first pick comes after `from`, up to `to`: each entry's player and live page. */
    async startingSoon(from: Date, to: Date) {
      return (await repo.startingBetween(from, to)).map((d) => ({
        subject: `draft:${d.id}`,
        game: d.name,
        recipients: d.entries.map((e) => ({ userId: e.user_id, link: `/draft-day-live?entry=${e.id}` })),
      }));
    },

    /** Drafts named with their start ("2020 NFL Power Draft (Nov 22, 2026, 8:00 PM EST)"), by id. */
    async contestNames(ids: number[]): Promise<Map<number, string>> {
      const rows = await repo.contestsByIds(ids);
      return new Map(rows.map((r) => [r.id, `${r.name} (${ledgerWhen(r.start_at)})`]));
    },

    async contests(userId: number | null) {
      const rows = await repo.listContests(3);
      const mine = new Map<number, number>();
      if (userId !== null) for (const e of await repo.entriesOf(userId)) mine.set(e.draft_id, e.id);
      const now = clock.now();
      return { contests: rows.map((d) => contestOf(d, now, mine.get(d.id) ?? null)) };
    },

    /** The board, public (the same for everybody: a read model keeps it, draft/board-read.ts). */
    board,

    /** My saved entry in a draft, or the skill-testing question a first submission answers. */
    async myEntry(draftId: number, userId: number): Promise<MyDraftEntryResponse> {
      const [d, mine] = await Promise.all([repo.findContest(draftId), repo.findEntry(draftId, userId)]);
      if (!d) throw new AppError('DRAFT_NOT_FOUND');
      return myEntryOf(draftId, userId, mine);
    },

    /** The board with my part in it (the old client's calls). */
    async contest(draftId: number, userId: number | null): Promise<DraftContestResponse> {
      const [public_, mine] = await Promise.all([
        board(draftId),
        userId === null ? undefined : repo.findEntry(draftId, userId),
      ]);
      return {
        ...public_,
        contest: { ...public_.contest, myEntryId: mine?.id ?? null },
        ...(userId === null ? { myEntry: null, skillQuestion: null } : myEntryOf(draftId, userId, mine)),
      };
    },

    /**
     * Submits the player's top 32 (or changes it) until the pick deadline: the first time through the
     * entries registry (one entry per person, self-exclusion, limits, territory), with the powerplay kit.
     */
    saveEntry(draftId: number, userId: number, ranking: number[], skillAnswer?: number) {
      return db.transaction().execute(async (trx) => {
        const draft = await repo.lockContestShared(trx, draftId);
        if (!draft) throw new AppError('DRAFT_NOT_FOUND');
        const now = clock.now();
        if (now >= draft.pick_deadline) throw new AppError('DRAFT_CLOSED');
        const pool = new Set((await repo.prospects(trx)).map((p) => p.id));
        const problem = checkSubmission(ranking, pool, DRAFT_PICKS);
        if (problem) throw new AppError(refusal(problem));
        // A first submission answers the skill-testing question.
        if (
          !(await repo.findEntry(draftId, userId, trx)) &&
          skillAnswer !== skillQuestionOf(draftId, userId).answer
        )
          throw new AppError('DRAFT_SKILL_ANSWER_WRONG');

        const { id, created } = await entries.enter(trx, userId, {
          kind: 'draft',
          id: draftId,
          territory: { rule: territory, game: draft.name, region: regionName },
        });
        let saved: DraftEntryRow;
        if (created) {
          saved = await repo.insertEntry(trx, { id, draftId, userId, ranking, at: now });
          await powerplays.grantKit(trx, id, draftKit);
          // Its entries count changed: every process's draft list and board rebuild it.
          await publishDraftChanged(trx, draftId);
        } else {
          await repo.lockOwnEntry(trx, id, userId);
          saved = await repo.setRanking(trx, id, ranking, now, true);
        }
        await publishEntry(trx, userId, saved);
        return {
          entry: { id: saved.id, ranking: saved.ranking, submittedAt: saved.submitted_at.toISOString() },
        };
      });
    },

    async myEntries(userId: number): Promise<DraftEntrySummary[]> {
      const rows = await repo.entriesOf(userId);
      // One query for the drafts of all the entries, not one per entry.
      const drafts = new Map(
        (await repo.contestsByIds([...new Set(rows.map((e) => e.draft_id))])).map((d) => [d.id, d]),
      );
      return rows.flatMap((e) => {
        const d = drafts.get(e.draft_id);
        return d ? [summaryOf(e, d)] : [];
      });
    },
    live,
    usePowerplay,

    /** The SSE loader: the picks so far (ids = pick numbers), the status, and settlement once done. */
    /** The hub's loader of a draft's public events (events.ts). */
    replay: (draftId: number) => draftReplay(repo, draftId, clock.now()),
  };
}
export type DraftService = ReturnType<typeof draftService>;

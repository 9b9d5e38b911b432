import {
  provincesByCountry,
  type DraftBoardResponse,
  type DraftContest,
  type DraftContestResponse,
  type DraftEntrySummary,
  type DraftLiveResponse,
  type DraftPowerplayStock,
  type MessageCode,
  type MyDraftEntryResponse,
  type UseDraftPowerplayRequest,
} from '@powerplay/contracts';
import {
  applyDraftPowerplay,
  checkSubmission,
  DRAFT_PICKS,
  draftKit,
  draftPowerplayIds,
  draftPowerplayNames,
  draftPrizeTiers,
  isDecided,
  lastUndoable,
  rowMatches,
  skillQuestion,
  type DraftPowerplayId,
  type DraftPowerplayRefusal,
  type PowerplayUse,
  type Ranking,
  type SubmissionRefusal,
  type TerritoryRule,
  undoTargetName,
} from '@powerplay/domain';
import { createHash } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { inTransactionOnce } from '../../platform/idempotency';
import { playerTopic, publish } from '../../platform/live';
import type { EntriesService } from '../entries';
import type { PowerplaysService } from '../powerplays';
import { draftReplay, publishDraftChanged } from './events';
import { clubByAbbr, draftSlots, prospectOf } from './reference';
import { statusOf, type DraftContestRow, type DraftEntryRow, type DraftRepo } from './repo';

// Every refusal the domain can give has its text in the catalogue (checked by the compiler).
const refusal = (code: DraftPowerplayRefusal | SubmissionRefusal): MessageCode => code;

/**
 * docs/rules/lottery.md "Games" (territory): open to residents of Canada (excluding Quebec) and the United
 * States.
 */
const territory: TerritoryRule = { countries: ['CA', 'US'], excluded: [{ country: 'CA', province: 'QC' }] };
const regionName = (code: string) =>
  Object.values(provincesByCountry)
    .flat()
    .find((p) => p.code === code)?.name ?? code;

const ids = Object.values(draftPowerplayIds) as DraftPowerplayId[];
export const powerplayStock = (inventory: Readonly<Record<number, number>>): DraftPowerplayStock[] =>
  ids.map((id) => ({ id, name: draftPowerplayNames[id], remaining: inventory[id] ?? 0 }));

export function contestOf(d: DraftContestRow, now: Date, myEntryId: number | null = null): DraftContest {
  return {
    id: d.id,
    name: d.name,
    status: statusOf(d, now),
    mode: d.mode,
    pickDeadline: d.pick_deadline.toISOString(),
    startAt: d.start_at.toISOString(),
    pickIntervalSeconds: Math.round(d.pick_interval_ms / 1000),
    picksMade: d.picks_made,
    entries: d.entries,
    prizes: draftPrizeTiers.map((t) => ({ hits: t.hits, amountCents: t.amount })),
    settledAt: d.settled_at?.toISOString() ?? null,
    myEntryId,
  };
}

/** The player's skill-testing question in a draft: one per player and draft, the same at every load. */
export const skillQuestionOf = (draftId: number, userId: number) =>
  skillQuestion(createHash('sha256').update(`draft-skill:${draftId}:${userId}`).digest());

type Db = Kysely<DB> | Transaction<DB>;
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
}) {
  const { db, repo, clock, entries, powerplays } = deps;

  const summaryOf = (e: DraftEntryRow, d: DraftContestRow): DraftEntrySummary => ({
    id: e.id,
    contest: contestOf(d, clock.now(), e.id),
    matched: e.matched,
    result: e.result,
    wonCents: Number(e.won_cents),
    submittedAt: e.submitted_at.toISOString(),
  });

  async function liveOf(entryId: number, userId: number, q: Db): Promise<DraftLiveResponse> {
    const entry = await repo.findOwnEntry(entryId, userId, q);
    const contest = entry && (await repo.findContest(entry.draft_id, q));
    if (!entry || !contest) throw new AppError('DRAFT_ENTRY_NOT_FOUND');
    const [picks, inventory, log] = await Promise.all([
      repo.picks(contest.id, q),
      powerplays.inventory(entryId, q),
      powerplays.log<Ranking>(entryId, q),
    ]);
    const actual = picks.map((p) => p.prospect_id);
    const matches = rowMatches(entry.ranking, actual);
    return {
      contest: contestOf(contest, clock.now(), entry.id),
      entry: {
        id: entry.id,
        rows: entry.ranking.map((prospectId, i) => ({
          rank: i + 1,
          prospectId,
          projectedTeam: draftSlots[i]!.projectedTeam,
          match: matches[i]!,
          decided: isDecided(i, contest.picks_made),
        })),
        matched: entry.matched,
        result: entry.result,
        wonCents: Number(entry.won_cents),
      },
      powerplays: powerplayStock(inventory),
      canUndo: lastUndoable(log) !== undefined,
    };
  }

  async function publishEntry(trx: Transaction<DB>, userId: number, e: DraftEntryRow) {
    await publish(trx, playerTopic(userId), {
      type: 'draft-entry',
      data: {
        entryId: e.id,
        contestId: e.draft_id,
        ranking: e.ranking,
        powerplays: powerplayStock(await powerplays.inventory(e.id, trx)),
      },
    });
  }

  async function useIn(
    trx: Transaction<DB>,
    entryId: number,
    userId: number,
    req: UseDraftPowerplayRequest,
  ): Promise<DraftLiveResponse> {
    const found = await repo.findOwnEntry(entryId, userId, trx);
    if (!found) throw new AppError('DRAFT_ENTRY_NOT_FOUND');
    // The draft under a share lock, then the entry: a pick (which locks the draft for update) waits for
    // the use to commit, so a row is never changed after its pick is in.
    const draft = await repo.lockContestShared(trx, found.draft_id);
    const entry = draft && (await repo.lockOwnEntry(trx, entryId, userId));
    if (!draft || !entry) throw new AppError('DRAFT_ENTRY_NOT_FOUND');
    const now = clock.now();
    if (statusOf(draft, now) !== 'live') throw new AppError('DRAFT_NOT_LIVE');

    const outcome = await powerplays.spend(trx, {
      entryId,
      at: now,
      context: {
        prospectId: req.prospectId ?? null,
        withProspectId: req.withProspectId ?? null,
        picksMade: draft.picks_made,
      },
      usedUp: 'DRAFT_POWERPLAY_USED_UP',
      decide: ({ inventory, log }: { inventory: Record<number, number>; log: PowerplayUse<Ranking>[] }) => {
        const decided = applyDraftPowerplay(
          { ranking: entry.ranking, picksMade: draft.picks_made, inventory, log },
          req,
        );
        if (decided === 'DRAFT_UNDO_ROW_DECIDED') {
          // Name the action the Undo refers to ("Undo Swap: …"), as the domain knows it from the log.
          throw new AppError(decided, { params: { powerplay: undoTargetName(log) ?? '' } });
        }
        if (typeof decided === 'string') throw new AppError(refusal(decided));
        return decided;
      },
    });
    const saved = await repo.setRanking(trx, entryId, outcome.ranking, now);
    await publishEntry(trx, userId, saved);
    return liveOf(entryId, userId, trx);
  }

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

    /** `GET /api/draft/entries/:id/live`, read in one snapshot so every part agrees. */
    live(entryId: number, userId: number): Promise<DraftLiveResponse> {
      return db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute((trx) => liveOf(entryId, userId, trx));
    },

    /**
     * One live powerplay (docs/rules/draft.md "Live powerplays") in one transaction: refused unless the draft
     * is live; the domain decides; the ranking, the inventory and the use log change together; the
     * player's other pages hear it. With an `Idempotency-Key`, a retry gets the first answer and spends
     * nothing more.
     */
    usePowerplay(entryId: number, userId: number, req: UseDraftPowerplayRequest, idempotencyKey?: string) {
      return inTransactionOnce(
        db,
        clock,
        { userId, scope: `draft-powerplay:${entryId}`, key: idempotencyKey, body: req },
        (trx) => useIn(trx, entryId, userId, req),
      );
    },

    /** The SSE loader: the picks so far (ids = pick numbers), the status, and settlement once done. */
    /** The hub's loader of a draft's public events (events.ts). */
    replay: (draftId: number) => draftReplay(repo, draftId, clock.now()),
  };
}
export type DraftService = ReturnType<typeof draftService>;

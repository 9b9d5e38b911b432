import type { DraftLiveResponse, UseDraftPowerplayRequest } from '@powerplay/contracts';
import {
  applyDraftPowerplay,
  isDecided,
  lastUndoable,
  rowMatches,
  undoTargetName,
  type PowerplayUse,
  type Ranking,
} from '@powerplay/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { inTransactionOnce } from '../../platform/idempotency';
import { playerTopic, publish } from '../../platform/live';
import type { PowerplaysService } from '../powerplays';
import { contestOf, powerplayStock, refusal } from './contest-view';
import { draftSlots } from './reference';
import { statusOf, type DraftEntryRow, type DraftRepo } from './repo';

type Db = Kysely<DB> | Transaction<DB>;

/** A player's entry in a live draft: its standing, and the live powerplays used on it. */
export function draftEntryLive(deps: {
  db: Kysely<DB>;
  repo: DraftRepo;
  clock: Clock;
  powerplays: PowerplaysService;
  /** Told in the transaction of each powerplay used on an entry (playing with friends). */
  entryChanged?: (trx: Transaction<DB>, draftId: number, userId: number) => Promise<void>;
}) {
  const { db, repo, clock, powerplays, entryChanged } = deps;

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
    await entryChanged?.(trx, saved.draft_id, userId);
    return liveOf(entryId, userId, trx);
  }

  return {
    /** Tells the player's other pages what their entry is now, in the transaction that changed it. */
    publishEntry,

    /** `GET /api/draft/entries/:id/live`, read in one snapshot so every part agrees. */
    live: (entryId: number, userId: number): Promise<DraftLiveResponse> =>
      db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute((trx) => liveOf(entryId, userId, trx)),

    /**
     * One live powerplay (docs/rules/draft.md "Live powerplays") in one transaction: refused unless the draft
     * is live; the domain decides; the ranking, the inventory and the use log change together; the
     * player's other pages hear it. With an `Idempotency-Key`, a retry gets the first answer and spends
     * nothing more.
     */
    usePowerplay: (entryId: number, userId: number, req: UseDraftPowerplayRequest, idempotencyKey?: string) =>
      inTransactionOnce(
        db,
        clock,
        { userId, scope: `draft-powerplay:${entryId}`, key: idempotencyKey, body: req },
        (trx) => useIn(trx, entryId, userId, req),
      ),
  };
}

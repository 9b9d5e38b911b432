import type {
  CreateDraftContestRequest,
  DraftContest,
  OperatorDraftEntriesResponse,
  PostDraftPickRequest,
} from '@powerplay/contracts';
import { createDraftContestRequestSchema } from '@powerplay/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Actor } from '../../platform/actor';
import { recordOperatorAction } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { LedgerService } from '../ledger';
import type { NotificationsService } from '../notifications';
import { makePick } from './engine';
import { publishDraftChanged } from './events';
import type { DraftRepo } from './repo';
import { contestOf } from './contest-view';

export const DEFAULT_DRAFT_NAME = '2020 NFL Power Draft';

/**
 * The back office's draft: open a draft (replayed or run by hand), post its actual picks
 * one at a time, or hand it to the replay of the real 2020 first round from now; see its entries.
 */
export function draftOperatorService(deps: {
  db: Kysely<DB>;
  repo: DraftRepo;
  clock: Clock;
  ledger: LedgerService;
  /** Tells the draft's players it went live and, at the last pick, what each won. */
  notify?: NotificationsService['notify'];
}) {
  const { db, repo, clock, ledger, notify } = deps;

  const view = async (id: number): Promise<DraftContest> => {
    const d = await repo.findContest(id);
    if (!d) throw new AppError('DRAFT_NOT_FOUND');
    return contestOf(d, clock.now());
  };

  return {
    async list() {
      const now = clock.now();
      return { contests: (await repo.allContests(50)).map((d) => contestOf(d, now)) };
    },

    /** Opened by `operator` (its audit log line is written in the same transaction). */
    async create(body: CreateDraftContestRequest, operator: Actor) {
      const req = createDraftContestRequestSchema.parse(body);
      const now = clock.now();
      const pickDeadline = new Date(req.pickDeadline);
      const startAt = new Date(req.startAt);
      if (pickDeadline <= now || startAt < pickDeadline) throw new AppError('DRAFT_TIMINGS_INVALID');
      const created = await db.transaction().execute(async (trx) => {
        const row = await repo.insertContest(trx, {
          name: req.name ?? DEFAULT_DRAFT_NAME,
          mode: req.mode,
          pickDeadline,
          startAt,
          pickIntervalMs: req.pickIntervalSeconds * 1000,
          nextPickAt: req.mode === 'replay' ? startAt : null,
          createdBy: `operator:${operator.id}`,
        });
        if (!row) return row;
        // Every process's draft list hears of it.
        await publishDraftChanged(trx, row.id);
        await recordOperatorAction(trx, {
          operatorId: operator.id,
          action: 'draft.contest.created',
          target: { type: 'draft_contest', id: row.id },
          after: {
            name: req.name ?? DEFAULT_DRAFT_NAME,
            mode: req.mode,
            pickDeadline: pickDeadline.toISOString(),
            startAt: startAt.toISOString(),
            pickIntervalSeconds: req.pickIntervalSeconds,
          },
        });
        return row;
      });
      if (!created) throw new Error('draft contest not created');
      return { contest: await view(created.id) };
    },

    async postPick(draftId: number, req: PostDraftPickRequest, operator: Actor) {
      await db.transaction().execute(async (trx) => {
        const d = await repo.lockContest(trx, draftId);
        if (!d) throw new AppError('DRAFT_NOT_FOUND');
        if (d.next_pick_at !== null) throw new AppError('DRAFT_NOT_OPERATOR_RUN');
        await makePick(trx, ledger, draftId, req, clock.now(), notify);
        await recordOperatorAction(trx, {
          operatorId: operator.id,
          action: 'draft.pick.posted',
          target: { type: 'draft_contest', id: draftId },
          before: { picksMade: d.picks_made },
          after: { picksMade: req.pick, pick: req.pick, prospectId: req.prospectId, team: req.team ?? null },
        });
      });
      return { contest: await view(draftId) };
    },

    /** The replay takes over: its next pick is due now (or at the start), then one every interval. */
    async startReplay(draftId: number, pickIntervalSeconds: number, operator: Actor) {
      await db.transaction().execute(async (trx) => {
        const d = await repo.lockContest(trx, draftId);
        if (!d) throw new AppError('DRAFT_NOT_FOUND');
        if (d.picks_made >= 32) throw new AppError('DRAFT_FINISHED');
        const now = clock.now();
        const nextPickAt = d.start_at > now ? d.start_at : now;
        await repo.setReplay(trx, draftId, { nextPickAt, pickIntervalMs: pickIntervalSeconds * 1000 });
        await recordOperatorAction(trx, {
          operatorId: operator.id,
          action: 'draft.replay.started',
          target: { type: 'draft_contest', id: draftId },
          before: {
            mode: d.mode,
            nextPickAt: d.next_pick_at?.toISOString() ?? null,
            pickIntervalSeconds: d.pick_interval_ms / 1000,
          },
          after: { mode: 'replay', nextPickAt: nextPickAt.toISOString(), pickIntervalSeconds },
        });
        // Its mode and pick interval are public.
        await publishDraftChanged(trx, draftId);
      });
      return { contest: await view(draftId) };
    },

    async entries(draftId: number): Promise<OperatorDraftEntriesResponse> {
      await view(draftId);
      const rows = await repo.entriesOfContest(draftId);
      return {
        entries: rows.map((e) => ({
          id: e.id,
          userId: e.user_id,
          displayName: e.display_name,
          matched: e.matched,
          result: e.result,
          wonCents: Number(e.won_cents),
          submittedAt: e.submitted_at.toISOString(),
        })),
      };
    },
  };
}
export type DraftOperatorService = ReturnType<typeof draftOperatorService>;

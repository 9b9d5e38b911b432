import { DRAFT_PICKS, formatCents } from '@powerplay/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { publish } from '../../platform/live/publish';
import { asPartner } from '../../platform/partner-context';
import type { Job } from '../../platform/scheduler';
import type { LedgerService } from '../ledger';
import { resultParams, type NotificationsService } from '../notifications';
import { FIRST_ROUND_2020 } from './data/nfl-2020';
import { clubByAbbr } from './reference';
import { draftTopic } from './events';
import {
  addMatches,
  draftEntrants,
  findProspect,
  insertPick,
  pickOfProspect,
  prospectsLeft,
  recordPickMade,
  setAnnounced,
  unfinishedDrafts,
} from './live-repo';
import { lockDraft, statusOf } from './repo';
import { settleDraft } from './settlement';

export interface NewPick {
  pick: number;
  prospectId: number;
  /** The club making it; the pick's projected club when absent. */
  team?: string | undefined;
}

/**
 * Makes one actual pick, in the caller's transaction (docs/rules/draft.md "Actual picks"): the operator's or
 * the replay's. The draft row is locked, so picks go in one at a time and in order; the pick is pushed to
 * watchers; every entry ranking that prospect at this position gains a match (rows are locked once their
 * pick is made, so the running count never needs recounting); the 32nd pick settles the draft.
 */
export async function makePick(
  trx: Transaction<DB>,
  ledger: LedgerService,
  draftId: number,
  p: NewPick,
  now: Date,
  notify?: Notify,
): Promise<void> {
  const draft = await lockDraft(trx, draftId);
  if (!draft) throw new AppError('DRAFT_NOT_FOUND');
  if (draft.picks_made >= DRAFT_PICKS) throw new AppError('DRAFT_FINISHED');
  if (p.pick !== draft.picks_made + 1) throw new AppError('DRAFT_PICK_OUT_OF_TURN');
  if (now < draft.pick_deadline) throw new AppError('DRAFT_PICKS_NOT_OPEN');
  const prospect = await findProspect(trx, p.prospectId);
  if (!prospect) throw new AppError('DRAFT_PICK_UNKNOWN');
  const taken = await pickOfProspect(trx, draftId, p.prospectId);
  if (taken) throw new AppError('DRAFT_PROSPECT_TAKEN');
  const team = clubByAbbr(p.team ?? FIRST_ROUND_2020[p.pick - 1]!.projectedTeam);
  if (!team) throw new AppError('DRAFT_TEAM_UNKNOWN');

  await insertPick(trx, { draftId, pick: p.pick, team: team.abbr, prospectId: p.prospectId, madeAt: now });
  const final = p.pick === DRAFT_PICKS;
  await recordPickMade(trx, draftId, {
    picksMade: p.pick,
    announced: final ? 'final' : 'live',
    nextPickAt: draft.next_pick_at && !final ? new Date(now.getTime() + draft.pick_interval_ms) : null,
  });
  await addMatches(trx, draftId, p.pick, p.prospectId);

  const on = draftTopic(draftId);
  if (draft.announced !== 'live') {
    await publish(trx, on, { type: 'status', data: { status: 'live' } });
    await tellEntrants(trx, notify, draft, 'live');
  }
  await publish(trx, on, {
    type: 'pick',
    id: p.pick,
    data: { pick: p.pick, team, prospectId: p.prospectId, madeAt: now.toISOString() },
  });
  if (final) {
    await settleDraft(trx, ledger, draftId, now);
    await tellEntrants(trx, notify, draft, 'settled');
    await publish(trx, on, { type: 'status', data: { status: 'final' } });
    await publish(trx, on, { type: 'settled', data: { settledAt: now.toISOString() } });
  }
}

/**
 * The pick a replay makes at `pick`: the real 2020 one, or — if an operator's earlier pick took that
 * player — the best-ranked prospect still on the board.
 */
async function replayPick(trx: Transaction<DB>, draftId: number, pick: number): Promise<NewPick> {
  const real = FIRST_ROUND_2020[pick - 1]!;
  const candidates = await prospectsLeft(trx, draftId);
  const chosen = candidates.find((c) => c.name === real.player) ?? candidates[0];
  if (!chosen) throw new Error(`draft ${draftId}: no prospect left for pick ${pick}`);
  return { pick, prospectId: chosen.id, team: chosen.name === real.player ? real.team : real.projectedTeam };
}

/** Tells a draft's players it locked or went live, or what each won (docs/rules/notifications.md). */
type Notify = NotificationsService['notify'];

async function tellEntrants(
  trx: Transaction<DB>,
  notify: Notify | undefined,
  draft: { id: number; name: string },
  kind: 'locked' | 'live' | 'settled',
) {
  if (!notify) return;
  const entrants = await draftEntrants(trx, draft.id);
  await notify(
    trx,
    { kind, subject: `draft:${draft.id}`, params: { game: draft.name } },
    entrants.map((e) => ({
      userId: e.user_id,
      link: `/draft-day-live?entry=${e.id}`,
      ...(kind === 'settled' && {
        params: resultParams(e.result === 'WON' ? formatCents(Number(e.won_cents)) : null),
      }),
    })),
  );
}

/**
 * The live draft's timed steps (docs/decisions/007): tell watchers when a draft locks and goes live,
 * and make a replay's next pick when it is due. Each step locks the draft's row and re-checks, so with
 * any number of processes each announcement and each pick happens once.
 */
export function draftLiveService(deps: { db: Kysely<DB>; ledger: LedgerService; notify?: Notify }) {
  const { db, ledger, notify } = deps;
  return {
    /** Every partner's drafts with an announcement or a pick due at `now`, and when the next one is. */
    async dueWork(now: Date): Promise<{ due: string[]; nextAt: number | undefined }> {
      const open = await unfinishedDrafts(db);
      // `<partner>:<draft>`: each step runs as its draft's partner's.
      const due: string[] = [];
      let nextAt: number | undefined;
      const later = (t: number) => (nextAt = nextAt === undefined ? t : Math.min(nextAt, t));
      for (const d of open) {
        const status = statusOf(d, now);
        const pickDue = d.next_pick_at !== null && d.next_pick_at <= now;
        if (status !== d.announced || pickDue) due.push(`${d.partner_id}:${d.id}`);
        for (const t of [d.pick_deadline, d.start_at, d.next_pick_at]) if (t && t > now) later(t.getTime());
      }
      return { due, nextAt };
    },

    /** One draft's due step: its replay's next pick, or its new status told. True when a step was done. */
    liveStep: (draftId: number, now: Date): Promise<boolean> =>
      db.transaction().execute(async (trx) => {
        const d = await lockDraft(trx, draftId);
        if (!d || d.picks_made >= DRAFT_PICKS) return false;
        if (d.next_pick_at !== null && d.next_pick_at <= now) {
          const next = await replayPick(trx, draftId, d.picks_made + 1);
          await makePick(trx, ledger, draftId, next, now, notify);
          return true;
        }
        const status = statusOf(d, now);
        if (status === d.announced) return false;
        await setAnnounced(trx, draftId, status);
        await publish(trx, draftTopic(draftId), { type: 'status', data: { status } });
        if (status === 'locked' || status === 'live') await tellEntrants(trx, notify, d, status);
        return true;
      }),
  };
}

export type DraftLiveService = ReturnType<typeof draftLiveService>;

/** The live draft as a scheduler job. */
export function draftLiveJob(live: DraftLiveService): Job<string> {
  return {
    name: 'draft-live',
    // Finds every partner's work in one query; each step runs as its draft's partner's.
    shared: true,
    findDue: (now) => live.dueWork(now),
    runStep: (work, now) => {
      const [partner, draftId] = work.split(':').map(Number);
      return asPartner(partner!, () => live.liveStep(draftId!, now));
    },
  };
}

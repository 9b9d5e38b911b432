import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Job } from '../../platform/scheduler';
import { publishDraftChanged } from './events';
import { DEFAULT_DRAFT_NAME } from './operator';
import { draftRepo } from './repo';

export interface DraftDemoOptions {
  /** Minutes between demo drafts' first picks. */
  cadenceMinutes: number;
  /** Seconds between a demo replay's picks. */
  pickSeconds: number;
}

const MINUTE = 60_000;
/** Entries close this long before the first pick; the first demo draft starts this soon on a new database. */
const DEADLINE_LEAD_MS = MINUTE;
const FIRST_START_MS = 2 * MINUTE;

/**
 * When the next demo draft starts (docs/rules/draft.md "Demo schedule": a newcomer can always enter one and
 * watch one): on an empty schedule in two minutes; else one cadence after the latest, never sooner
 * than two minutes from now. Whole minutes, so processes compute the same slot.
 */
export function nextDemoStart(latest: number | null, now: number, cadenceMs: number): number {
  const soonest = Math.ceil((now + FIRST_START_MS) / MINUTE) * MINUTE;
  return latest === null ? soonest : Math.max(latest + cadenceMs, soonest);
}

/**
 * The demo content's rolling schedule: replays of the real 2020 first round, one starting every
 * cadence, always two not yet started (so one is open for entries while the other is about to go live).
 * A slot is unique per start time, so processes filling it at once add it once.
 */
export function draftDemoScheduleService(deps: { db: Kysely<DB>; options: DraftDemoOptions }) {
  const { db, options } = deps;
  const repo = draftRepo(db);
  const cadenceMs = options.cadenceMinutes * MINUTE;
  return {
    /** Due when fewer than two demo drafts are still to start: the latest starts less than a cadence from now. */
    async dueWork(now: Date): Promise<{ due: string[]; nextAt?: number }> {
      const latest = await repo.latestDemoStart();
      // Two upcoming: the latest starts at least a cadence from now.
      const fillAt = latest === null ? now.getTime() : latest - cadenceMs;
      return fillAt <= now.getTime() ? { due: ['fill'] } : { due: [], nextAt: fillAt };
    },

    /** Adds the next demo draft if one is still needed; true when it tried. */
    async fillStep(now: Date): Promise<boolean> {
      const latest = await repo.latestDemoStart();
      if (latest !== null && latest - cadenceMs > now.getTime()) return false;
      const startAt = nextDemoStart(latest, now.getTime(), cadenceMs);
      await db.transaction().execute(async (trx) => {
        const row = await repo.insertContest(trx, {
          name: DEFAULT_DRAFT_NAME,
          mode: 'replay',
          pickDeadline: new Date(startAt - DEADLINE_LEAD_MS),
          startAt: new Date(startAt),
          pickIntervalMs: options.pickSeconds * 1000,
          nextPickAt: new Date(startAt),
          createdBy: 'demo',
        });
        // Every process's draft list hears of it.
        if (row) await publishDraftChanged(trx, row.id);
      });
      return true;
    },
  };
}

export type DraftDemoScheduleService = ReturnType<typeof draftDemoScheduleService>;

/** The demo schedule as a scheduler job. */
export function draftDemoScheduleJob(schedule: DraftDemoScheduleService): Job<string> {
  return {
    name: 'draft-demo-schedule',
    findDue: (now) => schedule.dueWork(now),
    runStep: (_work, now) => schedule.fillStep(now),
  };
}

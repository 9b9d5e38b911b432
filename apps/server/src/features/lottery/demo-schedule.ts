import {
  defaultDemoCadence,
  gameTypeConfigs,
  gameTypes,
  nextSlot,
  nextWeekly,
  type DemoCadence,
  type GameType,
} from '@powerplay/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Job } from '../../platform/scheduler';
import { insertGame } from './schedule-repo';

/**
 * The next start of a game type in the rolling demo schedule, after `now`: every N seconds of its cadence
 * (seeded: 747 every 15 min, Sweet 16 hourly, Gridlock every 30 min), or weekly (seeded for Elite 8).
 */
export function nextDemoStart(
  type: GameType,
  now: number,
  cadence: DemoCadence = defaultDemoCadence,
): number {
  const every = cadence[type];
  // Weekly: Sunday 8:00 PM New York time.
  return every === null ? nextWeekly(now, 0, 20, 0, 'America/New_York') : nextSlot(now, every * 1000);
}

/**
 * Keeps the next two slots of every game type scheduled, so a newcomer always sees upcoming games.
 * Idempotent and safe from every process at once: (game_type, start_at) is unique.
 */
export async function ensureDemoSchedule(
  db: Kysely<DB>,
  now: Date,
  cadence: DemoCadence = defaultDemoCadence,
) {
  for (const type of gameTypes) {
    const config = gameTypeConfigs[type];
    const first = nextDemoStart(type, now.getTime(), cadence);
    for (const start of [first, nextDemoStart(type, first, cadence)]) {
      await insertGame(db, {
        gameType: type,
        startAt: new Date(start),
        pickDeadline: new Date(start - config.pickDeadlineSeconds * 1000),
        ...config.timings,
        scheduledBy: 'schedule',
      });
    }
  }
}

const DEMO_SCHEDULE_EVERY_MS = 30_000;

/** The rolling demo schedule as a use case: the scheduler's job calls it. */
export function lotteryDemoScheduleService(deps: { db: Kysely<DB>; cadence?: DemoCadence }) {
  const { db, cadence = defaultDemoCadence } = deps;
  return { fillDemoSchedule: (now: Date) => ensureDemoSchedule(db, now, cadence) };
}

export type LotteryDemoScheduleService = ReturnType<typeof lotteryDemoScheduleService>;

/** The rolling demo schedule as a scheduler job: checked every 30 s (idempotent, see above). */
export function lotteryDemoScheduleJob(schedule: LotteryDemoScheduleService): Job<string> {
  let lastCheck: number | undefined;
  return {
    name: 'lottery-demo-schedule',
    findDue(now) {
      const due = lastCheck === undefined || now.getTime() - lastCheck >= DEMO_SCHEDULE_EVERY_MS;
      const nextAt = due ? undefined : lastCheck! + DEMO_SCHEDULE_EVERY_MS;
      return Promise.resolve({ due: due ? ['rolling'] : [], nextAt });
    },
    async runStep(_work, now) {
      await schedule.fillDemoSchedule(now);
      lastCheck = now.getTime();
      return false;
    },
  };
}

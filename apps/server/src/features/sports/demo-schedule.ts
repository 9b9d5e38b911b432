import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { Job } from '../../platform/scheduler';
import {
  basketballOffsetMs,
  defaultSportsDemoOptions,
  demoSlots,
  footballOffsetMs,
  hockeyOffsetMs,
  type SportsDemoOptions,
} from './demo-calendar';
import { insertBaseballSet, insertBasketballSet, insertFootballSet, insertHockeySet } from './demo-sets';
import { gameSetsStartingAt } from './schedule-repo';

// The schedule's parts, importable from here as before (the operator and the tests).
export * from './demo-calendar';
export * from './demo-sets';
export { demoPrizeGrids, zonesDemoGrid } from './demo-contests';

/**
 * The sports demo schedule (docs/rules/sports.md "Live data": contests open and live at all hours). Every
 * `gameSetMinutes` a baseball game set (a real day of July 2019, the seven days in turn, replayed from
 * Retrosheet's line scores) and a hockey game set (real NHL clubs, a simulated night recorded by its seed)
 * start (hockey half a slot after baseball, so a set is live nearly all the time), each with its
 * contests: baseball Chase the Ace and Baseball Blackjack, hockey Chase the Ace. A basketball game set (a
 * real NBA day of October 2022, the seven in turn) and a football one (a real NFL week of September 2023,
 * the three in turn) start a quarter and three quarters of a slot after baseball, replayed quarter by
 * quarter from their line scores (Chase the Ace stays baseball and hockey: docs/rules/sports.md "Basketball
 * and football"). Every set of the four sports also holds a High 5, a Zones, a Pick 5 and a Brackets contest
 * (docs/rules/sports.md "Other contest types"), with the sport's seeded grids. The current slot (until its
 * games are over) and the next two are kept, so a newcomer can always both enter a contest that has not
 * started and watch one that is live: games last 18 of the 20 minutes by default, so a fresh start waits at
 * most 2 minutes for live baseball. Safe from every process at once: a game set is claimed by its unique
 * (league, start_at) before anything else of it is written.
 */
/** Fills the demo schedule at `now` (idempotent; every process may run it at once). */
export async function ensureSportsDemoSchedule(
  db: Kysely<DB>,
  now: Date,
  options: SportsDemoOptions = defaultSportsDemoOptions,
) {
  const baseball = demoSlots(now.getTime(), options);
  const hockey = demoSlots(now.getTime(), options, hockeyOffsetMs(options));
  const basketball = demoSlots(now.getTime(), options, basketballOffsetMs(options));
  const football = demoSlots(now.getTime(), options, footballOffsetMs(options));
  const existing = await gameSetsStartingAt(db, [...baseball, ...hockey, ...basketball, ...football]);
  const has = (league: string, start: number) =>
    existing.some((e) => e.league === league && e.start_at.getTime() === start);
  for (const start of baseball) if (!has('baseball', start)) await insertBaseballSet(db, start, options);
  for (const start of hockey) if (!has('hockey', start)) await insertHockeySet(db, start, options);
  for (const start of basketball) {
    if (!has('basketball', start)) await insertBasketballSet(db, start, options);
  }
  for (const start of football) if (!has('football', start)) await insertFootballSet(db, start, options);
}

const CHECK_EVERY_MS = 30_000;

/** The demo schedule as a scheduler job: checked every 30 s. */
export function sportsDemoScheduleJob(schedule: { fillDemoSchedule(now: Date): Promise<void> }): Job<string> {
  let lastCheck: number | undefined;
  return {
    name: 'sports-demo-schedule',
    findDue(now) {
      const due = lastCheck === undefined || now.getTime() - lastCheck >= CHECK_EVERY_MS;
      return Promise.resolve({
        due: due ? ['rolling'] : [],
        nextAt: due ? undefined : lastCheck! + CHECK_EVERY_MS,
      });
    },
    async runStep(_work, now) {
      await schedule.fillDemoSchedule(now);
      lastCheck = now.getTime();
      return false;
    },
  };
}

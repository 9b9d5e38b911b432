import { wallClockToUtc, zoneOffsetMs } from '../time/zoned';

const ZONE = 'America/New_York';
const DAY_MS = 86_400_000;

/** An Elite 8 draw week: its name (the Monday's date) and its bounds, `start` ≤ t < `end`. */
export interface Elite8Week {
  /** The week's Monday in New York, e.g. `2026-11-23`. */
  key: string;
  start: number;
  end: number;
}

/**
 * The Elite 8 draw week of an instant (docs/rules/lottery.md "Skill-testing question"): Monday
 * 00:00 to Sunday 24:00 on New York's clocks, across daylight-saving changes. A draw belongs to the week
 * its start falls in, so the weekly Sunday 8:00 PM draw closes its week.
 */
export function elite8WeekOf(at: number): Elite8Week {
  const local = new Date(at + zoneOffsetMs(at, ZONE));
  // Days since Monday (getUTCDay: 0 = Sunday).
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  const monday = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - sinceMonday);
  return {
    key: new Date(monday).toISOString().slice(0, 10),
    start: wallClockToUtc(monday, ZONE),
    end: wallClockToUtc(monday + 7 * DAY_MS, ZONE),
  };
}

/** Offset of `timeZone` from UTC at instant `at`, in ms (e.g. −5 h for New York in winter). */
export function zoneOffsetMs(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(at / 1000) * 1000;
}

/**
 * The instant at which the clocks of `timeZone` show `wall` (a wall-clock time written as if it were UTC,
 * e.g. `Date.UTC(2026, 10, 29, 20, 0)` for 29 Nov 2026 8:00 PM): subtract the zone's offset at that
 * moment, checked twice around daylight-saving jumps.
 */
export function wallClockToUtc(wall: number, timeZone: string): number {
  const guess = wall - zoneOffsetMs(wall, timeZone);
  return wall - zoneOffsetMs(guess, timeZone);
}

/**
 * The next instant strictly after `now` that is `weekday` (0 = Sunday) at hour:minute wall-clock time in
 * `timeZone` — e.g. Elite 8's weekly draw, Sunday 8:00 PM in New York, across daylight-saving changes.
 */
export function nextWeekly(
  now: number,
  weekday: number,
  hour: number,
  minute: number,
  timeZone: string,
): number {
  const local = new Date(now + zoneOffsetMs(now, timeZone));
  for (let d = 0; d <= 7; d++) {
    const day = new Date(
      Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + d, hour, minute),
    );
    if (day.getUTCDay() !== weekday) continue;
    const utc = wallClockToUtc(day.getTime(), timeZone);
    if (utc > now) return utc;
  }
  throw new Error('unreachable: a weekday occurs every 7 days');
}

/** The next multiple of `everyMs` (since the epoch) strictly after `now`: the rolling schedule's slots. */
export const nextSlot = (now: number, everyMs: number) => (Math.floor(now / everyMs) + 1) * everyMs;

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { elite8WeekOf } from './elite8-week';

const iso = (t: number) => new Date(t).toISOString();

describe("Elite 8's draw week (Monday 00:00 to Sunday 24:00, New York time)", () => {
  it('puts the Sunday 8:00 PM draw in the week that it closes', () => {
    // Sunday 29 November 2026, 8 PM EST = Monday 30 November 01:00 UTC.
    const week = elite8WeekOf(Date.parse('2026-11-30T01:00:00Z'));
    expect(week.key).toBe('2026-11-23');
    expect(iso(week.start)).toBe('2026-11-23T05:00:00.000Z');
    expect(iso(week.end)).toBe('2026-11-30T05:00:00.000Z');
  });

  it('starts a new week at midnight Monday in New York, not in UTC', () => {
    expect(elite8WeekOf(Date.parse('2026-11-30T04:59:59Z')).key).toBe('2026-11-23');
    expect(elite8WeekOf(Date.parse('2026-11-30T05:00:00Z')).key).toBe('2026-11-30');
  });

  it('follows daylight-saving changes (the week of 1 November 2026 is 169 hours long)', () => {
    const week = elite8WeekOf(Date.parse('2026-10-28T12:00:00Z'));
    expect(week.key).toBe('2026-10-26');
    expect(iso(week.start)).toBe('2026-10-26T04:00:00.000Z');
    expect(iso(week.end)).toBe('2026-11-02T05:00:00.000Z');
    expect(week.end - week.start).toBe(169 * 3600_000);
  });

  it('always contains the instant, and the next week starts where it ends', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) }), (t) => {
        const week = elite8WeekOf(t);
        expect(week.start).toBeLessThanOrEqual(t);
        expect(t).toBeLessThan(week.end);
        expect(elite8WeekOf(week.end).start).toBe(week.end);
        expect(elite8WeekOf(week.end - 1).key).toBe(week.key);
      }),
    );
  });
});

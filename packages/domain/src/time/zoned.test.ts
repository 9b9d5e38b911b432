import { describe, expect, it } from 'vitest';
import { nextSlot, nextWeekly, zoneOffsetMs } from './zoned';

describe('New York wall-clock scheduling', () => {
  it('knows the offset in winter and summer', () => {
    expect(zoneOffsetMs(Date.parse('2026-01-15T12:00:00Z'), 'America/New_York')).toBe(-5 * 3600_000);
    expect(zoneOffsetMs(Date.parse('2026-07-15T12:00:00Z'), 'America/New_York')).toBe(-4 * 3600_000);
  });

  it('finds the next Sunday 8:00 PM ET', () => {
    // Sunday 22 November 2026, 7:00 AM UTC → that same Sunday, 8 PM EST = Monday 01:00 UTC.
    expect(
      new Date(nextWeekly(Date.parse('2026-11-22T07:00:00Z'), 0, 20, 0, 'America/New_York')).toISOString(),
    ).toBe('2026-11-23T01:00:00.000Z');
    // Just after the draw: one week later.
    expect(
      new Date(nextWeekly(Date.parse('2026-11-23T01:00:00Z'), 0, 20, 0, 'America/New_York')).toISOString(),
    ).toBe('2026-11-30T01:00:00.000Z');
    // Summer time: 8 PM EDT = 00:00 UTC.
    expect(
      new Date(nextWeekly(Date.parse('2026-07-15T12:00:00Z'), 0, 20, 0, 'America/New_York')).toISOString(),
    ).toBe('2026-07-20T00:00:00.000Z');
  });

  it('rounds up to the next slot', () => {
    expect(nextSlot(0, 900_000)).toBe(900_000);
    expect(nextSlot(899_999, 900_000)).toBe(900_000);
    expect(nextSlot(900_000, 900_000)).toBe(1_800_000);
  });
});

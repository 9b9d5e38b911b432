import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { nextSlot, nextWeekly, wallClockToUtc, zoneOffsetMs } from './zoned';

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

  it('turns a New York wall-clock time into its instant, in winter and summer', () => {
    const ny = (wall: number) => new Date(wallClockToUtc(wall, 'America/New_York')).toISOString();
    expect(ny(Date.UTC(2026, 10, 29, 20, 0))).toBe('2026-11-30T01:00:00.000Z');
    expect(ny(Date.UTC(2026, 6, 19, 20, 0))).toBe('2026-07-20T00:00:00.000Z');
    // The day clocks go back (1 November 2026): noon is EST.
    expect(ny(Date.UTC(2026, 10, 1, 12, 0))).toBe('2026-11-01T17:00:00.000Z');
  });

  it('reads back the wall-clock time it was given (away from the hour that DST skips)', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2030, 0, 1) }), (raw) => {
        const wall = Math.floor(raw / 60_000) * 60_000;
        const utc = wallClockToUtc(wall, 'America/New_York');
        const skipped = utc + zoneOffsetMs(utc, 'America/New_York') !== wall;
        // Only a time inside the spring-forward gap (2:00–3:00 AM) has no instant of its own.
        return !skipped || new Date(wall).getUTCHours() === 2;
      }),
    );
  });

  it('rounds up to the next slot', () => {
    expect(nextSlot(0, 900_000)).toBe(900_000);
    expect(nextSlot(899_999, 900_000)).toBe(900_000);
    expect(nextSlot(900_000, 900_000)).toBe(1_800_000);
  });
});

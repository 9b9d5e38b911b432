import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultDemoCadence, gameTypes, MAX_CADENCE_MINUTES, parseDemoCadence } from './games';

const cadenceOf = (text: string) => {
  const parsed = parseDemoCadence(text);
  if (!('cadence' in parsed)) throw new Error(`expected a cadence, got: ${parsed.error}`);
  return parsed.cadence;
};
const errorOf = (text: string) => {
  const parsed = parseDemoCadence(text);
  if (!('error' in parsed)) throw new Error(`expected an error for ${text}`);
  return parsed.error;
};

describe('the demo schedule cadence (LOTTERY_SCHEDULE)', () => {
  it('is seeded with 747 every 15 min, Sweet 16 hourly, Gridlock every 30 min, Elite 8 weekly', () => {
    expect(defaultDemoCadence).toEqual({ '747': 900, sweet16: 3600, gridlock: 1800, elite8: null });
    expect(cadenceOf('')).toEqual(defaultDemoCadence);
    expect(cadenceOf('  ')).toEqual(defaultDemoCadence);
  });

  it('reads minutes per type and weekly; types not listed keep their defaults', () => {
    expect(cadenceOf('747=15,sweet16=60,gridlock=30,elite8=weekly')).toEqual(defaultDemoCadence);
    expect(cadenceOf('747=5')).toEqual({ ...defaultDemoCadence, '747': 300 });
    expect(cadenceOf(' sweet16 = 120 , 747=weekly ')).toEqual({
      ...defaultDemoCadence,
      sweet16: 7200,
      '747': null,
    });
    expect(cadenceOf('elite8=1440,gridlock=1,')).toEqual({
      ...defaultDemoCadence,
      elite8: 86_400,
      gridlock: 60,
    });
    expect(cadenceOf('Sweet16=WEEKLY')).toEqual({ ...defaultDemoCadence, sweet16: null });
    expect(cadenceOf(`747=${MAX_CADENCE_MINUTES}`)['747']).toBe(MAX_CADENCE_MINUTES * 60);
  });

  it('refuses what it cannot read, naming the problem', () => {
    expect(errorOf('747')).toMatch(/"747" is not type=minutes/);
    expect(errorOf('747=15;sweet16=60')).toMatch(/is not type=minutes/);
    expect(errorOf('lotto=15')).toMatch(
      /unknown game type "lotto" \(expected 747, sweet16, elite8, gridlock\)/,
    );
    expect(errorOf('747=15,747=30')).toBe('747 is listed more than once');
    expect(errorOf('747=0')).toBe('747=0: expected whole minutes from 1 to 10080, or weekly');
    expect(errorOf('747=-5')).toMatch(/747=-5: expected whole minutes/);
    expect(errorOf('747=1.5')).toMatch(/expected whole minutes/);
    expect(errorOf('747=15m')).toMatch(/expected whole minutes/);
    expect(errorOf('747=daily')).toMatch(/expected whole minutes/);
    expect(errorOf(`747=${MAX_CADENCE_MINUTES + 1}`)).toMatch(/expected whole minutes/);
  });

  it('refuses an Elite 8 cadence not longer than its pick deadline (an hour before the draw)', () => {
    expect(errorOf('elite8=60')).toBe(
      'elite8=60: must be more than 60 minutes (picks close that long before each draw)',
    );
    expect(cadenceOf('elite8=61').elite8).toBe(61 * 60);
  });

  it('gives back any valid cadence written out again', () => {
    const entry = fc.oneof(fc.integer({ min: 61, max: MAX_CADENCE_MINUTES }), fc.constant(null));
    fc.assert(
      fc.property(
        fc.subarray([...gameTypes]),
        fc.array(entry, { minLength: 4, maxLength: 4 }),
        (types, mins) => {
          const text = types.map((t, i) => `${t}=${mins[i] === null ? 'weekly' : mins[i]}`).join(',');
          const expected = { ...defaultDemoCadence };
          types.forEach((t, i) => (expected[t] = mins[i] === null ? null : mins[i]! * 60));
          expect(cadenceOf(text)).toEqual(expected);
        },
      ),
    );
  });
});

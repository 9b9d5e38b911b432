import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededStream } from '../rng/draw';
import {
  applyPowerplay,
  defaultKit,
  powerplayUnavailable,
  type PowerplayId,
  type PowerplayState,
} from './powerplays';
import { drawPhase, powerplaysCloseAt, type DrawSchedule } from './timeline';

const schedule: DrawSchedule = {
  startAt: 1_000_000,
  balls: 7,
  ballIntervalSeconds: 30,
  delaySeconds: 5,
  finalWindowSeconds: 12,
};

describe('when powerplays close (the live screen counts down to it)', () => {
  it('closes D before each ball, at the end of the final window, and is null while closed', () => {
    const at = (s: number) => powerplaysCloseAt(schedule, schedule.startAt + s * 1000);
    expect(at(-1)).toBeNull();
    expect(at(0)).toBe(schedule.startAt + 25_000);
    expect(at(24.999)).toBe(schedule.startAt + 25_000);
    expect(at(25)).toBeNull();
    expect(at(30)).toBe(schedule.startAt + 55_000);
    expect(at(180)).toBe(schedule.startAt + 192_000);
    expect(at(192)).toBeNull();
  });

  it('is always in the future and powerplays stay open until then', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50_000, max: 250_000 }), (t) => {
        const now = schedule.startAt + t;
        const close = powerplaysCloseAt(schedule, now);
        expect(close === null).toBe(!drawPhase(schedule, now).powerplaysOpen);
        if (close === null) return;
        expect(close).toBeGreaterThan(now);
        expect(drawPhase(schedule, close - 1).powerplaysOpen).toBe(true);
        expect(drawPhase(schedule, close).powerplaysOpen).toBe(false);
      }),
    );
  });
});

const live = { status: 'live', ballsDue: 2, finalWindow: false, comingUp: false } as const;
const base: PowerplayState = {
  range: { min: 1, max: 47 },
  picks: [1, 10, 20, 30, 40, 46, 47],
  drawn: [10, 33],
  inventory: { ...defaultKit },
  phase: live,
};

describe('which powerplays the live screen disables, and why', () => {
  it('gives the reason: not live, Coming Up, none left, Replace All outside its window, Power Match held', () => {
    expect(powerplayUnavailable({ ...base, phase: { ...live, status: 'finished' } }, 4)).toBe(
      'POWERPLAY_NOT_LIVE',
    );
    expect(powerplayUnavailable({ ...base, phase: { ...live, comingUp: true } }, 4)).toBe('POWERPLAY_WAIT');
    expect(powerplayUnavailable({ ...base, inventory: { ...defaultKit, 2: 0 } }, 2)).toBe(
      'POWERPLAY_NO_INVENTORY',
    );
    expect(powerplayUnavailable(base, 1)).toBe('REPLACE_ALL_UNAVAILABLE');
    expect(
      powerplayUnavailable({ ...base, phase: { ...live, ballsDue: 7, finalWindow: true } }, 1),
    ).toBeNull();
    // The ball in play (33) is already held: Power Match would only duplicate it.
    expect(powerplayUnavailable({ ...base, picks: [1, 33, 20, 30, 40, 46, 47], drawn: [10, 33] }, 3)).toBe(
      'POWER_MATCH_HELD',
    );
    expect(powerplayUnavailable(base, 3)).toBeNull();
    expect(powerplayUnavailable(base, 4)).toBeNull();
  });

  it('never disables a powerplay that some selection could use', () => {
    const state = fc
      .record({
        picks: fc.uniqueArray(fc.integer({ min: 1, max: 47 }), { minLength: 7, maxLength: 7 }),
        drawn: fc.uniqueArray(fc.integer({ min: 1, max: 47 }), { minLength: 0, maxLength: 7 }),
        counts: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 5, maxLength: 5 }),
        status: fc.constantFrom('unplayed', 'live', 'finished'),
        comingUp: fc.boolean(),
        final: fc.boolean(),
      })
      .map(({ picks, drawn, counts, status, comingUp, final }): PowerplayState => ({
        range: { min: 1, max: 47 },
        picks,
        drawn,
        inventory: { 1: counts[0]!, 2: counts[1]!, 3: counts[2]!, 4: counts[3]!, 5: counts[4]! },
        phase: { status, ballsDue: drawn.length, finalWindow: final, comingUp: comingUp && !final },
      }));
    fc.assert(
      fc.property(state, fc.constantFrom<PowerplayId>(1, 2, 3, 4, 5), (s, id) => {
        const outcomes = [undefined, ...s.picks].map((pick) =>
          applyPowerplay(s, { powerplayId: id, pick }, seededStream('cd'.repeat(32), 'p', 1, 47)),
        );
        const anySuccess = outcomes.some((o) => typeof o !== 'string');
        if (powerplayUnavailable(s, id) !== null) expect(anySuccess).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

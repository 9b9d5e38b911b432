import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededStream } from '../rng/draw';
import { gameTypeConfigs, jackpotOf, tiersByPrize } from './games';
import { checkPicks, togglePick } from './picks';
import { applyPowerplay, defaultKit, replaceAllAvailable, type PowerplayState } from './powerplays';
import { hitsOf, splitPrizes } from './prizes';
import { checkTimings, drawPhase, finishesAt, type DrawSchedule } from './timeline';

const g747 = gameTypeConfigs['747'];

describe('game configuration', () => {
  it('seeds the four games of the rules', () => {
    expect(
      Object.values(gameTypeConfigs).map((g) => [g.type, g.typeId, g.picks, g.min, g.max, g.balls]),
    ).toEqual([
      ['747', 1, 7, 1, 47, 7],
      ['sweet16', 2, 16, 1, 48, 16],
      ['elite8', 3, 8, 1, 50, 8],
      ['gridlock', 4, 9, 1, 45, 9],
    ]);
    expect(jackpotOf(g747.prizeTiers)).toMatchObject({ hits: 7, amount: 100_000 });
    expect(tiersByPrize(g747.prizeTiers).map((t) => t.amount)).toEqual([
      100_000, 40_000, 20_000, 10_000, 5_000, 2_500, 1_500,
    ]);
    expect(gameTypeConfigs.elite8.pickDeadlineSeconds).toBe(3600);
  });
});

describe('picks', () => {
  it('accepts exactly n distinct numbers in range', () => {
    expect(checkPicks(g747, [1, 2, 3, 4, 5, 6, 47])).toBeNull();
    expect(checkPicks(g747, [1, 2, 3, 4, 5, 6])).toBe('PICKS_TOO_FEW');
    expect(checkPicks(g747, [1, 2, 3, 4, 5, 6, 7, 8])).toBe('PICKS_TOO_MANY');
    expect(checkPicks(g747, [1, 2, 3, 4, 5, 6, 48])).toBe('PICK_OUT_OF_RANGE');
    expect(checkPicks(g747, [0, 2, 3, 4, 5, 6, 7])).toBe('PICK_OUT_OF_RANGE');
    expect(checkPicks(g747, [1.5, 2, 3, 4, 5, 6, 7])).toBe('PICK_OUT_OF_RANGE');
    expect(checkPicks(g747, [1, 1, 3, 4, 5, 6, 7])).toBe('PICKS_DUPLICATE');
  });

  it('toggles a number off when clicked again and refuses past the limit', () => {
    expect(togglePick(g747, [1, 2], 2)).toEqual([1]);
    expect(togglePick(g747, [1, 2], 3)).toEqual([1, 2, 3]);
    expect(togglePick(g747, [1, 2, 3, 4, 5, 6, 7], 8)).toBe('PICKS_TOO_MANY');
  });
});

const schedule: DrawSchedule = {
  startAt: 1_000_000,
  balls: 7,
  ballIntervalSeconds: 30,
  delaySeconds: 5,
  finalWindowSeconds: 12,
};

describe('live timeline', () => {
  it('walks unplayed → live (balls, coming up, final window) → finished', () => {
    const at = (s: number) => drawPhase(schedule, schedule.startAt + s * 1000);
    expect(at(-1)).toMatchObject({
      status: 'unplayed',
      ballsDue: 0,
      powerplaysOpen: false,
      nextBallAt: schedule.startAt,
    });
    expect(at(0)).toMatchObject({ status: 'live', ballsDue: 1, powerplaysOpen: true, comingUp: false });
    expect(at(24.999)).toMatchObject({ ballsDue: 1, powerplaysOpen: true });
    expect(at(25)).toMatchObject({ ballsDue: 1, comingUp: true, powerplaysOpen: false });
    expect(at(30)).toMatchObject({ ballsDue: 2, comingUp: false, powerplaysOpen: true });
    expect(at(180)).toMatchObject({ ballsDue: 7, finalWindow: true, powerplaysOpen: true, nextBallAt: null });
    expect(at(191.999)).toMatchObject({ status: 'live', finalWindow: true });
    expect(at(192)).toMatchObject({ status: 'finished', ballsDue: 7, powerplaysOpen: false });
    expect(finishesAt(schedule)).toBe(schedule.startAt + 192_000);
  });

  it('never decreases the balls due and never opens powerplays in the last D seconds before a ball', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -100_000, max: 300_000 }),
        fc.integer({ min: 0, max: 5_000 }),
        (t, dt) => {
          const a = drawPhase(schedule, schedule.startAt + t);
          const b = drawPhase(schedule, schedule.startAt + t + dt);
          if (b.ballsDue < a.ballsDue) return false;
          if (a.powerplaysOpen && a.nextBallAt !== null && a.nextBallAt - (schedule.startAt + t) <= 5000)
            return false;
          return true;
        },
      ),
    );
  });

  it('refuses timings without a powerplay window', () => {
    expect(checkTimings({ ballIntervalSeconds: 2, delaySeconds: 1, finalWindowSeconds: 12 })).toBeNull();
    expect(checkTimings({ ballIntervalSeconds: 5, delaySeconds: 5, finalWindowSeconds: 12 })).toBe(
      'TIMINGS_INVALID',
    );
    expect(checkTimings({ ballIntervalSeconds: 1, delaySeconds: 0, finalWindowSeconds: 12 })).toBe(
      'TIMINGS_INVALID',
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
const rng = () => seededStream('ab'.repeat(32), 'test', 1, 47);

describe('powerplays', () => {
  it('Increase, Decrease, Power Match and Replace change one pick and spend one', () => {
    expect(applyPowerplay(base, { powerplayId: 4, pick: 20 }, rng())).toEqual({
      picks: [1, 10, 21, 30, 40, 46, 47],
      inventory: { ...defaultKit, 4: 4 },
      replaced: [{ from: 20, to: 21, match: false }],
    });
    expect(applyPowerplay(base, { powerplayId: 5, pick: 20 }, rng())).toMatchObject({
      picks: [1, 10, 19, 30, 40, 46, 47],
    });
    expect(applyPowerplay(base, { powerplayId: 3, pick: 20 }, rng())).toMatchObject({
      picks: [1, 10, 33, 30, 40, 46, 47],
      replaced: [{ from: 20, to: 33, match: true }],
    });
    const replaced = applyPowerplay(base, { powerplayId: 2, pick: 20 }, rng());
    if (typeof replaced === 'string') throw new Error(replaced);
    expect(base.picks).not.toContain(replaced.picks[2]);
    expect(replaced.inventory[2]).toBe(0);
  });

  it('refuses with the rule that is broken', () => {
    const cases: [Partial<PowerplayState>, { powerplayId: number; pick?: number }, string][] = [
      [{}, { powerplayId: 9, pick: 20 }, 'POWERPLAY_UNKNOWN'],
      [
        { phase: { ...live, status: 'unplayed', ballsDue: 0 } },
        { powerplayId: 4, pick: 20 },
        'POWERPLAY_NOT_LIVE',
      ],
      [{ phase: { ...live, status: 'finished' } }, { powerplayId: 4, pick: 20 }, 'POWERPLAY_NOT_LIVE'],
      [{ phase: { ...live, comingUp: true } }, { powerplayId: 4, pick: 20 }, 'POWERPLAY_WAIT'],
      [{}, { powerplayId: 4 }, 'POWERPLAY_NO_SELECTION'],
      [{}, { powerplayId: 4, pick: 21 }, 'POWERPLAY_NO_SELECTION'],
      [{}, { powerplayId: 4, pick: 10 }, 'POWERPLAY_PICK_LOCKED'],
      [{ inventory: { ...defaultKit, 4: 0 } }, { powerplayId: 4, pick: 20 }, 'POWERPLAY_NO_INVENTORY'],
      [{}, { powerplayId: 4, pick: 47 }, 'POWERPLAY_NOT_ALLOWED'],
      [{}, { powerplayId: 5, pick: 1 }, 'POWERPLAY_NOT_ALLOWED'],
      [{}, { powerplayId: 4, pick: 46 }, 'POWERPLAY_DUPLICATE'],
      [{}, { powerplayId: 1 }, 'REPLACE_ALL_UNAVAILABLE'],
    ];
    for (const [patch, use, refusal] of cases) {
      expect(applyPowerplay({ ...base, ...patch }, use, rng()), JSON.stringify([patch, use])).toBe(refusal);
    }
  });

  it('Power Match onto a number the player already holds is a duplicate', () => {
    // 33 was drawn and the player already holds it (a match): moving 20 onto it would hold 33 twice.
    const s = { ...base, picks: [1, 10, 20, 30, 40, 33, 47], drawn: [10, 33] };
    expect(applyPowerplay(s, { powerplayId: 3, pick: 20 }, rng())).toBe('POWERPLAY_DUPLICATE');
  });

  it('Replace All works only in the final window with 3 or fewer matches and keeps matched picks', () => {
    const final = {
      ...base,
      phase: { status: 'live', ballsDue: 7, finalWindow: true, comingUp: false } as const,
      drawn: [10, 33, 2, 3, 4, 5, 6],
    };
    expect(replaceAllAvailable(final)).toBe(true);
    const out = applyPowerplay(final, { powerplayId: 1 }, rng());
    if (typeof out === 'string') throw new Error(out);
    expect(out.picks[1]).toBe(10);
    expect(new Set(out.picks).size).toBe(7);
    expect(out.replaced).toHaveLength(6);
    expect(out.inventory[1]).toBe(0);
    const fourMatches = { ...final, picks: [2, 3, 4, 10, 40, 46, 47] };
    expect(applyPowerplay(fourMatches, { powerplayId: 1 }, rng())).toBe('REPLACE_ALL_UNAVAILABLE');
  });

  it('keeps picks distinct, in range, and never spends what it does not have', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 47 }), { minLength: 7, maxLength: 7 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 47 }), { minLength: 1, maxLength: 7 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 6 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 2 }),
        (picks, drawn, powerplayId, index, finalWindow, stock) => {
          const s: PowerplayState = {
            ...base,
            picks,
            drawn,
            inventory: { 1: stock, 2: stock, 3: stock, 4: stock, 5: stock },
            phase: { status: 'live', ballsDue: drawn.length, finalWindow, comingUp: false },
          };
          const out = applyPowerplay(s, { powerplayId, pick: picks[index] }, rng());
          if (typeof out === 'string') return true;
          const id = powerplayId as 1 | 2 | 3 | 4 | 5;
          return (
            stock > 0 &&
            out.inventory[id] === stock - 1 &&
            new Set(out.picks).size === 7 &&
            out.picks.every((p) => p >= 1 && p <= 47) &&
            // Matched picks never change.
            picks.every((p, i) => !drawn.includes(p) || out.picks[i] === p)
          );
        },
      ),
    );
  });
});

describe('prizes', () => {
  it('splits each tier equally, flooring to the cent, the remainder to the house', () => {
    const tiers = gameTypeConfigs['747'].prizeTiers;
    const result = splitPrizes(
      tiers,
      new Map([
        [7, 3],
        [1, 2],
        [6, 0],
      ]),
    );
    expect(result[0]).toEqual({
      hits: 7,
      kind: 'cash',
      total: 100_000,
      winners: 3,
      payout: 33_333,
      remainder: 1,
    });
    expect(result[1]).toEqual({
      hits: 6,
      kind: 'cash',
      total: 40_000,
      winners: 0,
      payout: 40_000,
      remainder: 0,
    });
    expect(result[6]).toEqual({ hits: 1, kind: 'cash', total: 1_500, winners: 2, payout: 750, remainder: 0 });
  });

  it('never pays out more than the tier and loses no cent', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (amount, winners) => {
          const [t] = splitPrizes([{ hits: 3, amount, kind: 'cash' }], new Map([[3, winners]]));
          return t!.payout * winners + t!.remainder === amount && t!.remainder < winners && t!.payout >= 0;
        },
      ),
    );
  });

  it('counts hits as picks among the drawn balls', () => {
    expect(hitsOf([1, 2, 3], [3, 2, 9])).toBe(2);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkAdmission,
  FREE_ENTRIES_PER_MONTH,
  inTerritory,
  monthlyAllowance,
  monthOf,
  type Plan,
} from './admission';

const ny = (y: number, m: number, d: number, h = 0) => Date.UTC(y, m - 1, d, h + 5); // EST (UTC−5)

describe('monthOf (New York calendar month)', () => {
  it('starts at midnight New York time, not UTC', () => {
    // 1 Dec 2026 02:00 UTC is still 30 Nov in New York.
    const { start, end } = monthOf(Date.UTC(2026, 11, 1, 2));
    expect(new Date(start).toISOString()).toBe('2026-11-01T04:00:00.000Z'); // EDT on 1 Nov
    expect(new Date(end).toISOString()).toBe('2026-12-01T05:00:00.000Z'); // EST on 1 Dec
  });

  it('contains its instant, for any instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) }), (at) => {
        const { start, end } = monthOf(at);
        expect(start).toBeLessThanOrEqual(at);
        expect(end).toBeGreaterThan(at);
        expect(end - start).toBeGreaterThanOrEqual(28 * 86_400_000 - 3_600_000);
        expect(end - start).toBeLessThanOrEqual(31 * 86_400_000 + 3_600_000);
      }),
    );
  });
});

describe('monthlyAllowance (docs/rules/sports.md "Entries per month")', () => {
  const at = ny(2026, 11, 15);
  const basic = (sport: Plan['sport'], startedAt: number, days = 30): Plan => ({
    sport,
    games: 10,
    startedAt,
    expiresAt: startedAt + days * 86_400_000,
  });

  it('is 3 contests of a sport without a plan', () => {
    expect(monthlyAllowance([], 'baseball', at)).toBe(FREE_ENTRIES_PER_MONTH);
    expect(FREE_ENTRIES_PER_MONTH).toBe(3);
  });

  it('adds 10 for each Basic or Basic Plus plan of that sport active in the month', () => {
    const plans = [basic('baseball', ny(2026, 11, 2)), basic('baseball', ny(2026, 11, 3))];
    expect(monthlyAllowance(plans, 'baseball', at)).toBe(23);
    expect(monthlyAllowance(plans, 'hockey', at)).toBe(3);
  });

  it('counts a plan bought last month that runs into this one, not one that ended before it', () => {
    expect(monthlyAllowance([basic('hockey', ny(2026, 10, 20))], 'hockey', at)).toBe(13);
    expect(monthlyAllowance([basic('hockey', ny(2026, 9, 20))], 'hockey', at)).toBe(3);
  });

  it('is unlimited with Super Elite in force', () => {
    const superElite: Plan = { sport: 'all', games: null, startedAt: ny(2026, 11, 1), expiresAt: null };
    expect(monthlyAllowance([superElite], 'football', at)).toBeNull();
    expect(monthlyAllowance([{ ...superElite, startedAt: at + 1 }], 'football', at)).toBe(3);
  });

  it('never falls below the free allowance', () => {
    const plan = fc.record({
      sport: fc.constantFrom<Plan['sport']>('hockey', 'baseball', 'all'),
      games: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
      startedAt: fc.integer({ min: ny(2026, 1, 1), max: ny(2027, 1, 1) }),
      expiresAt: fc.option(fc.integer({ min: ny(2026, 1, 1), max: ny(2027, 6, 1) }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(plan, { maxLength: 6 }), (plans) => {
        const n = monthlyAllowance(plans, 'hockey', at);
        expect(n === null || n >= FREE_ENTRIES_PER_MONTH).toBe(true);
      }),
    );
  });
});

describe('checkAdmission', () => {
  const home = { country: 'CA', province: 'ON' };
  const base = { club: 'basic' as const, home, allowance: undefined, usedThisMonth: 0 };

  it('uses the club intent: ELITE admits elite and super elite only', () => {
    expect(checkAdmission({ ...base, eligibility: 'ELITE' })).toBe('CLUB_NOT_ELIGIBLE');
    expect(checkAdmission({ ...base, club: 'elite', eligibility: 'ELITE' })).toBeNull();
    expect(checkAdmission({ ...base, eligibility: 'ALL' })).toBeNull();
  });

  it('refuses a player outside the territory (Elite 8: Canada without Quebec, and the US)', () => {
    const elite8 = { countries: ['CA', 'US'], excluded: [{ country: 'CA', province: 'QC' }] };
    expect(inTerritory(elite8, { country: 'CA', province: 'QC' })).toBe(false);
    expect(inTerritory(elite8, { country: 'US', province: 'NY' })).toBe(true);
    expect(inTerritory(null, { country: 'FR', province: '' })).toBe(true);
    expect(checkAdmission({ ...base, territory: elite8, home: { country: 'CA', province: 'QC' } })).toBe(
      'TERRITORY_NOT_ALLOWED',
    );
  });

  it('refuses once the month is used up; no allowance (not a sports contest) never refuses', () => {
    expect(checkAdmission({ ...base, allowance: 3, usedThisMonth: 2 })).toBeNull();
    expect(checkAdmission({ ...base, allowance: 3, usedThisMonth: 3 })).toBe('MONTHLY_ALLOWANCE_USED');
    expect(checkAdmission({ ...base, allowance: null, usedThisMonth: 500 })).toBeNull();
    expect(checkAdmission({ ...base, usedThisMonth: 500 })).toBeNull();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clubs, isEligible } from './eligibility';

describe('club eligibility (docs/rules/accounts.md "Club")', () => {
  it.each([
    ['ALL', ['basic', 'elite', 'super_elite']],
    ['', ['basic', 'elite', 'super_elite']],
    [null, ['basic', 'elite', 'super_elite']],
    ['Basic', ['basic', 'elite', 'super_elite']],
    ['ELITE', ['elite', 'super_elite']],
    ['Elite', ['elite', 'super_elite']],
    ['SUPER ELITE', ['super_elite']],
    ['Super Elite', ['super_elite']],
    ['super_elite', ['super_elite']],
  ] as const)('%j admits %j', (eligibility, admitted) => {
    for (const club of clubs)
      expect(isEligible(club, eligibility)).toBe((admitted as readonly string[]).includes(club));
  });

  it('admits no one to an unknown eligibility', () => {
    for (const club of clubs) expect(isEligible(club, 'PLATINUM')).toBe(false);
  });

  it('never admits a lower club where a higher one is refused', () => {
    fc.assert(
      fc.property(fc.constantFrom(...clubs), fc.constantFrom(...clubs), fc.string(), (a, b, e) => {
        const [low, high] = clubs.indexOf(a) <= clubs.indexOf(b) ? [a, b] : [b, a];
        return !isEligible(low, e) || isEligible(high, e);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { contestTypeRules } from './contest-types/registry';
import { contestTypeKits, defaultKitFor } from './kits';
import { sportsKit, sportsPowerplayIds as ids } from './powerplays';

describe('the kit a new contest starts with', () => {
  it("is its type's (kits per game type), the original kit for Chase the Ace and Blackjack", () => {
    expect(defaultKitFor('high5', 'baseball')).toEqual({
      [ids.increase]: 3,
      [ids.decrease]: 1,
      [ids.double]: 1,
      [ids.triple]: 1,
      [ids.swap]: 1,
      [ids.undo]: 2,
    });
    expect(defaultKitFor('zones', 'football')).toEqual(contestTypeKits.zones);
    expect(defaultKitFor('chase_the_ace', 'baseball')).toEqual(sportsKit);
    expect(defaultKitFor('blackjack', 'baseball')).toEqual(sportsKit);
  });

  it('adds No Goal and 6th Skater on hockey only, one each, to a contest of teams', () => {
    // They act on a team: a fantasy entry holds players, its kit its own (docs/rules/fantasy.md).
    expect(defaultKitFor('fantasy', 'hockey')).toEqual({ [ids.swap]: 2, [ids.starPower]: 1, [ids.undo]: 1 });
    for (const rule of [...contestTypeRules.filter((r) => r !== 'fantasy'), 'chase_the_ace'] as const) {
      expect(defaultKitFor(rule, 'hockey')).toMatchObject({ [ids.noGoal]: 1, [ids.sixthSkater]: 1 });
      for (const sport of ['baseball', 'basketball', 'football'] as const) {
        expect(defaultKitFor(rule, sport)).not.toHaveProperty(String(ids.noGoal));
        expect(defaultKitFor(rule, sport)).not.toHaveProperty(String(ids.sixthSkater));
      }
    }
  });

  it('hands out a copy: changing it leaves the kits as they are', () => {
    const kit = defaultKitFor('pick5', 'hockey');
    kit[ids.increase] = 99;
    expect(contestTypeKits.pick5[ids.increase]).toBe(2);
  });
});

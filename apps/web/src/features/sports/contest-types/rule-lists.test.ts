import {
  gameTypeLayouts,
  ownPageContestRules,
  sportsContestRuleNames,
  sportsContestRuleSchema,
  sportsContestTypes,
} from '@powerplay/contracts';
import { contestTypeRules, contestTypes, sportsContestRules } from '@powerplay/domain';
import { describe, expect, it } from 'vitest';
import { webContestTypeOf } from '.';

// The web is where both lists meet (the contracts and the domain import neither): they must not drift.
describe("the contracts' list of sports contest types and the domain's registry", () => {
  it('name the same rules', () => {
    expect([...sportsContestRuleNames].sort()).toEqual([...sportsContestRules].sort());
    expect([...sportsContestRuleSchema.options].sort()).toEqual([...sportsContestRules].sort());
  });

  it('agree on which types have a page, figures and a headline of their own', () => {
    expect([...ownPageContestRules].sort()).toEqual([...contestTypeRules].sort());
    for (const rule of sportsContestRules) {
      expect(sportsContestTypes[rule].layout, rule).toBe(webContestTypeOf(rule).layout);
      expect(gameTypeLayouts).toContain(sportsContestTypes[rule].layout);
      expect(sportsContestTypes[rule].layout === rule, rule).toBe(
        contestTypes[rule].limitsFixed || contestTypes[rule].picksArePlayers === true,
      );
    }
  });
});

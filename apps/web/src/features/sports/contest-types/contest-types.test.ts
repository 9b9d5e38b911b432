import { gameTypeLayouts } from '@powerplay/contracts';
import { contestTypes, sportsContestRules } from '@powerplay/domain';
import { describe, expect, it } from 'vitest';
import { contestTypeLabels, prizeGridShape, webContestTypeOf, webContestTypes, type WebContestType } from '.';

/** What every type's web module must give (`WebContestType`'s required members). */
const required = [
  'rule',
  'layout',
  'title',
  'prizeGrid',
  'editorRows',
  'summary',
] as const satisfies readonly (keyof WebContestType)[];

describe("the contest types' web parts", () => {
  it('are one per type of the domain registry, found by the folder index', () => {
    expect(webContestTypes.map((t) => t.rule).sort()).toEqual([...sportsContestRules].sort());
    for (const rule of sportsContestRules) {
      const part = webContestTypeOf(rule);
      expect(part.rule).toBe(rule);
      for (const member of required) expect(part[member], `${rule}.${member}`).toBeDefined();
      expect(gameTypeLayouts).toContain(part.layout);
    }
    expect(webContestTypeOf(null).rule).toBe('chase_the_ace');
  });

  it('a type with limits of its own has its own page, its words and its headline label', () => {
    for (const part of webContestTypes) {
      // Fantasy's contests set their own limits, and its picks of players have a page of their own.
      const own = contestTypes[part.rule].limitsFixed || contestTypes[part.rule].picksArePlayers === true;
      expect(part.layout === part.rule, part.rule).toBe(own);
      expect(part.howToPlay !== undefined, part.rule).toBe(own);
      expect(part.headlineLabel !== undefined, part.rule).toBe(own);
    }
    expect(contestTypeLabels).toEqual({
      high5: 'Total',
      zones: 'In their zone',
      pick5: 'Hand',
      brackets: 'Bracket',
      powerline: 'Line',
      fantasy: 'My Score',
    });
  });

  it('reads a grid as its type keys it', () => {
    const rows = [2, 4, 8].map((teams) => ({
      teams,
      kind: 'cash' as const,
      amount: 100,
      description: null,
      retailValueCents: null,
    }));
    const shape = (rule: string) =>
      prizeGridShape({ rule: rule as never, leagueId: 15, minTeams: 2, maxTeams: 4 });
    expect(shape('brackets').rows(rows).map(shape('brackets').label)).toEqual(['2 teams', '4 teams']);
    expect(shape('high5').rows(rows).map(shape('high5').label)).toEqual([
      '8 runs or more',
      '4 runs or more',
      '2 runs or more',
    ]);
    expect(shape('chase_the_ace').heading).toBe('Number of Teams');
    // PowerLine: rows by rank, a perfect line (1) first, then one miss.
    const line = prizeGridShape({ rule: 'powerline', leagueId: 17, minTeams: 1, maxTeams: 16 });
    const ranks = [2, 1].map((teams) => ({ ...rows[0]!, teams }));
    expect(line.rows(ranks).map(line.label)).toEqual(['Perfect line', '1 miss']);
    expect([line.heading, line.label({ ...rows[0]!, teams: 3 })]).toEqual(['Line', '2 misses']);
  });
});

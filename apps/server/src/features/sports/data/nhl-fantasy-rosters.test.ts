import { describe, expect, it } from 'vitest';
import { nhlFantasyRosters } from './nhl-fantasy-rosters';

describe('the simulated fantasy rosters', () => {
  it('give every club 20 players and never one name twice in the league (a set never shows two alike)', () => {
    const all = [...nhlFantasyRosters.values()].flat();
    for (const roster of nhlFantasyRosters.values()) expect(roster).toHaveLength(20);
    expect(new Set(all.map((p) => p.name)).size).toBe(all.length);
  });
});

import { describe, expect, it } from 'vitest';
import { simulateHockeyGame } from '../hockey-sim';
import { attributeGoals } from './attribution';
import { rosterSlots } from './roster';

const seed = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';

describe('rosters (docs/rules/fantasy.md "Players")', () => {
  it('gives every club 2 goalies, 6 defence and 12 forwards as four lines of C, LW, RW', () => {
    const count = (position: string) => rosterSlots.filter((s) => s.position === position).length;
    expect([count('G'), count('D'), count('C'), count('LW'), count('RW')]).toEqual([2, 6, 4, 4, 4]);
    expect(new Set(rosterSlots.map((s) => s.slot)).size).toBe(20);
    expect(rosterSlots.filter((s) => s.position === 'D').map((s) => s.line)).toEqual([1, 1, 2, 2, 3, 3]);
  });
});

describe('goal attribution (docs/rules/fantasy.md "Players")', () => {
  it('is the same every time for a game of a seed, and differs between games', () => {
    const game = simulateHockeyGame(seed, 'g1');
    expect(attributeGoals(seed, 'g1', game.goals)).toEqual(attributeGoals(seed, 'g1', game.goals));
    const many = Array.from({ length: 20 }, (_, i) => `g${i}`).map((id) =>
      JSON.stringify(attributeGoals(seed, id, simulateHockeyGame(seed, id).goals)),
    );
    expect(new Set(many).size).toBeGreaterThan(15);
  });

  it('keeps each goal (side, period, second) in time order with one scorer and up to two other assists, skaters only', () => {
    for (let i = 0; i < 200; i++) {
      const game = simulateHockeyGame(seed, `game-${i}`);
      const attributed = attributeGoals(seed, `game-${i}`, [...game.goals].reverse());
      expect(attributed.map(({ side, period, second }) => ({ side, period, second }))).toEqual(game.goals);
      for (const g of attributed) {
        expect(g.assists.length).toBeLessThanOrEqual(2);
        const who = [g.scorer, ...g.assists];
        expect(new Set(who).size).toBe(who.length);
        for (const slot of who) expect(slot).toMatch(/^(C|LW|RW|D)[1-6]$/);
      }
    }
  });

  it('gives the top lines more goals than the fourth, forwards more than defence, assists to most goals', () => {
    const scorers = new Map<string, number>();
    let goals = 0;
    let assists = 0;
    for (let i = 0; i < 400; i++) {
      for (const g of attributeGoals(seed, `rate-${i}`, simulateHockeyGame(seed, `rate-${i}`).goals)) {
        goals++;
        assists += g.assists.length;
        scorers.set(g.scorer, (scorers.get(g.scorer) ?? 0) + 1);
      }
    }
    const share = (slot: string) => (scorers.get(slot) ?? 0) / goals;
    // Scoring weights C1 12 of 101: about 12 % of goals; C4 3 of 101: about 3 %.
    expect(share('C1')).toBeGreaterThan(0.1);
    expect(share('C1')).toBeLessThan(0.14);
    expect(share('C4')).toBeGreaterThan(0.015);
    expect(share('C4')).toBeLessThan(share('C2'));
    expect(share('D1') + share('D2')).toBeLessThan(share('LW1') + share('RW1'));
    expect(assists / goals).toBeGreaterThan(1.5);
    expect(assists / goals).toBeLessThan(1.85);
  });
});

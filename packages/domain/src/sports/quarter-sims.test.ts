import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bytesToHex } from '@noble/hashes/utils.js';
import { simulateBasketballGame } from './basketball-sim';
import { propertyRuns } from './contest-types/property-runs';
import { simulateFootballGame } from './football-sim';
import { quarterReplay, quarterStateAt } from './quarter-replay';

const RUNS = propertyRuns();
const seed = '00'.repeat(31) + '2a';
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const seedArb = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => bytesToHex(bytes));

describe('basketball simulator', () => {
  it('is a pure function of the seed and game id', () => {
    expect(simulateBasketballGame(seed, 'g1')).toEqual(simulateBasketballGame(seed, 'g1'));
    const lines = Array.from({ length: 20 }, (_, i) =>
      JSON.stringify(simulateBasketballGame(seed, `g${i}`).line),
    );
    expect(new Set(lines).size).toBe(20);
    expect(simulateBasketballGame('11'.repeat(32), 'g1')).not.toEqual(simulateBasketballGame(seed, 'g1'));
  });

  it('scores at NBA rates: some 113 points a team, about 28 a quarter; ties go to overtime', () => {
    const n = 300;
    let points = 0;
    let overtimes = 0;
    const quarters = [0, 0, 0, 0];
    for (let i = 0; i < n; i++) {
      const g = simulateBasketballGame(seed, `stat-${i}`);
      points += g.homeScore + g.awayScore;
      if (g.overtimes > 0) overtimes++;
      g.line.home.slice(0, 4).forEach((q, k) => (quarters[k]! += q));
      expect(g.homeScore).not.toBe(g.awayScore);
      for (const score of [g.homeScore, g.awayScore]) {
        expect(score).toBeGreaterThan(70);
        expect(score).toBeLessThan(170);
      }
      // Overtime only after a tied regulation.
      expect(g.overtimes > 0).toBe(sum(g.line.home.slice(0, 4)) === sum(g.line.away.slice(0, 4)));
    }
    // 600 team-games with a standard deviation of about 12 points: the mean is within ~1.5.
    const perTeam = points / (2 * n);
    expect(perTeam).toBeGreaterThan(108);
    expect(perTeam).toBeLessThan(118);
    for (const q of quarters) {
      expect(q / n).toBeGreaterThan(25);
      expect(q / n).toBeLessThan(31);
    }
    expect(overtimes / n).toBeLessThan(0.1);
  });

  it('settles a tie that outlasts every overtime allowed', () => {
    // No points at all: tied after every overtime, then a last free throw.
    const g = simulateBasketballGame(seed, 'scoreless', {
      possessionPoints: [1000, 0, 0, 0, 0],
      maxOvertimes: 2,
    });
    expect(g.overtimes).toBe(2);
    expect(g.homeScore + g.awayScore).toBe(1);
  });
});

describe('football simulator', () => {
  it('is a pure function of the seed and game id', () => {
    expect(simulateFootballGame(seed, 'g1')).toEqual(simulateFootballGame(seed, 'g1'));
    const lines = Array.from({ length: 20 }, (_, i) =>
      JSON.stringify(simulateFootballGame(seed, `g${i}`).line),
    );
    expect(new Set(lines).size).toBeGreaterThan(17);
  });

  it('scores at NFL rates: some 22 points a team, the second quarter highest; a few overtimes, rare ties', () => {
    const n = 400;
    let points = 0;
    let overtimes = 0;
    let ties = 0;
    const quarters = [0, 0, 0, 0];
    for (let i = 0; i < n; i++) {
      const g = simulateFootballGame(seed, `stat-${i}`);
      points += g.homeScore + g.awayScore;
      if (g.decidedBy === 'overtime') overtimes++;
      if (g.decidedBy === 'tie') ties++;
      for (let k = 0; k < 4; k++) quarters[k]! += g.line.home[k]! + g.line.away[k]!;
      expect(g.line.home.length).toBe(g.decidedBy === 'regulation' ? 4 : 5);
      expect(g.decidedBy === 'tie').toBe(g.homeScore === g.awayScore);
      expect(g.homeScore).toBeLessThan(80);
      // An overtime ends on one score at most by the winner beyond a field goal each.
      if (g.decidedBy === 'overtime') expect(Math.abs(g.homeScore - g.awayScore)).toBeLessThanOrEqual(6);
    }
    const perTeam = points / (2 * n);
    expect(perTeam).toBeGreaterThan(19.5);
    expect(perTeam).toBeLessThan(24);
    expect(quarters[1]).toBe(Math.max(...quarters));
    expect(overtimes / n).toBeGreaterThan(0.01);
    expect(overtimes / n).toBeLessThan(0.12);
    expect(ties / n).toBeLessThan(0.02);
  });

  it('plays overtimes until decided when ties are not allowed (the playoffs)', () => {
    for (let i = 0; i < 300; i++) {
      const g = simulateFootballGame(seed, `playoff-${i}`, { allowTies: false });
      expect(g.homeScore).not.toBe(g.awayScore);
    }
    const scoreless = simulateFootballGame(seed, 'x', {
      touchdownChance: [0, 0, 0, 0],
      fieldGoalChance: [0, 0, 0, 0],
      safetyChance: 0,
      overtimeTouchdownChance: 0,
      overtimeFieldGoalChance: 0,
      allowTies: false,
      maxOvertimes: 3,
    });
    expect(scoreless).toMatchObject({ decidedBy: 'overtime' });
    expect(scoreless.line.home).toHaveLength(7);
    expect(scoreless.homeScore + scoreless.awayScore).toBe(3);
  });
});

describe('simulated games through the quarter replay (property)', () => {
  it('replays every simulated game to its simulated final; line and totals agree', () => {
    fc.assert(
      fc.property(seedArb, fc.string({ minLength: 1, maxLength: 12 }), (s, gameId) => {
        const games = [
          ['basketball', simulateBasketballGame(s, gameId)],
          ['football', simulateFootballGame(s, gameId)],
        ] as const;
        for (const [league, g] of games) {
          expect(sum(g.line.home)).toBe(g.homeScore);
          expect(sum(g.line.away)).toBe(g.awayScore);
          expect([...g.line.home, ...g.line.away].every((p) => Number.isInteger(p) && p >= 0)).toBe(true);
          // Plausible for the league whatever the seed.
          for (const score of [g.homeScore, g.awayScore]) {
            if (league === 'basketball') expect(score).toBeGreaterThan(55);
            expect(score).toBeLessThan(league === 'basketball' ? 190 : 90);
          }
          const r = quarterReplay(league, g.line);
          expect(quarterStateAt(r, r.endsAt)).toMatchObject({
            status: 'FINISHED',
            homeScore: g.homeScore,
            awayScore: g.awayScore,
          });
          expect(quarterStateAt(r, r.options.introSeconds - 1).status).toBe('INTRO');
        }
        expect(simulateBasketballGame(s, gameId)).toEqual(games[0][1]);
        expect(simulateFootballGame(s, gameId)).toEqual(games[1][1]);
      }),
      { numRuns: Math.max(10, Math.floor(RUNS / 3)) },
    );
  });
});

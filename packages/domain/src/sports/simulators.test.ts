import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseballReplayEndsAt, baseballStateAt, baseballTimeline, type LineScore } from './baseball-replay';
import { hockeyStateAt, hockeyTimeline, simulateHockeyGame } from './hockey-sim';

const seed = '00'.repeat(31) + '2a';

describe('hockey simulator', () => {
  it('is a pure function of the seed and game id', () => {
    expect(simulateHockeyGame(seed, 'g1')).toEqual(simulateHockeyGame(seed, 'g1'));
    const many = Array.from({ length: 20 }, (_, i) =>
      JSON.stringify(simulateHockeyGame(seed, `g${i}`).goals),
    );
    expect(new Set(many).size).toBeGreaterThan(15);
  });

  it('scores at NHL rates: about 3 goals per team per 60 minutes; ties go to overtime or a shootout', () => {
    const n = 400;
    let regulation = 0;
    let overtime = 0;
    let shootout = 0;
    for (let i = 0; i < n; i++) {
      const g = simulateHockeyGame(seed, `stat-${i}`);
      regulation += g.goals.filter((x) => x.period <= 3).length;
      if (g.decidedBy === 'overtime') overtime++;
      if (g.decidedBy === 'shootout') shootout++;
      expect(g.homeScore).not.toBe(g.awayScore);
    }
    // Poisson(3) per team: 800 team-games have a standard error of about 0.06 goals.
    const perTeam = regulation / (2 * n);
    expect(perTeam).toBeGreaterThan(2.75);
    expect(perTeam).toBeLessThan(3.25);
    // Two Poisson(3) teams tie in regulation about 17% of the time.
    expect((overtime + shootout) / n).toBeGreaterThan(0.1);
    expect((overtime + shootout) / n).toBeLessThan(0.25);
    expect(overtime).toBeGreaterThan(shootout);
  });

  it('runs UNPLAYED → INTRO → three periods with intermissions → FINISHED, the clock running down', () => {
    const g = simulateHockeyGame(seed, 'timeline');
    expect(hockeyStateAt(g, -1).status).toBe('UNPLAYED');
    expect(hockeyStateAt(g, 0).status).toBe('INTRO');
    expect(hockeyStateAt(g, 120).progress).toEqual({ league: 'hockey', period: 1, clockSeconds: 1200 });
    expect(hockeyStateAt(g, 120 + 465.5).progress).toEqual({
      league: 'hockey',
      period: 1,
      clockSeconds: 735,
    });
    expect(hockeyStateAt(g, 120 + 1200).progress).toEqual({ league: 'hockey', period: 0, clockSeconds: 0 });
    expect(hockeyStateAt(g, 120 + 2280).progress).toEqual({
      league: 'hockey',
      period: 2,
      clockSeconds: 1200,
    });
    expect(hockeyStateAt(g, g.endsAt)).toMatchObject({
      status: 'FINISHED',
      homeScore: g.homeScore,
      awayScore: g.awayScore,
    });
    const timeline = hockeyTimeline(g);
    expect(timeline.at(-1)!.state.status).toBe('FINISHED');
    // Scores never go down and end at the final.
    for (let i = 1; i < timeline.length; i++) {
      expect(timeline[i]!.at).toBeGreaterThan(timeline[i - 1]!.at);
      expect(timeline[i]!.state.homeScore).toBeGreaterThanOrEqual(timeline[i - 1]!.state.homeScore);
      expect(timeline[i]!.state.awayScore).toBeGreaterThanOrEqual(timeline[i - 1]!.state.awayScore);
    }
  });

  it('ends overtime on the first goal', () => {
    const ot = Array.from({ length: 200 }, (_, i) => simulateHockeyGame(seed, `ot-${i}`)).find(
      (g) => g.decidedBy === 'overtime',
    )!;
    const last = ot.goals.at(-1)!;
    expect(last.period).toBe(4);
    expect(hockeyStateAt(ot, ot.endsAt - 0.5)).toMatchObject({ status: 'LIVE', progress: { period: 4 } });
    expect(Math.abs(ot.homeScore - ot.awayScore)).toBe(1);
  });
});

// Real line scores from Retrosheet's 2019 game log: SEA at OAK 2019-03-20 (9–7), PIT at CIN
// 2019-03-28 (3–5, home did not bat in the 9th), SEA at OAK 2019-03-21 (5–4 in 12 innings).
const tokyo: LineScore = { away: [0, 0, 5, 1, 3, 0, 0, 0, 0], home: [1, 1, 2, 0, 0, 0, 3, 0, 0] };
const cincinnati: LineScore = { away: [0, 0, 0, 0, 0, 2, 0, 1, 0], home: [0, 1, 0, 0, 0, 0, 4, 0, null] };
const extras: LineScore = {
  away: [0, 2, 1, 0, 0, 0, 1, 0, 0, 0, 0, 1],
  home: [0, 0, 0, 0, 2, 0, 2, 0, 0, 0, 0, 0],
};

describe('baseball line-score replay', () => {
  it('ends at the real final score', () => {
    for (const [line, away, home] of [
      [tokyo, 9, 7],
      [cincinnati, 3, 5],
      [extras, 5, 4],
    ] as const) {
      expect(baseballStateAt(line, 1e9)).toEqual({
        status: 'FINISHED',
        awayScore: away,
        homeScore: home,
        progress: null,
      });
    }
  });

  it('plays half-inning by half-inning, compressed', () => {
    // compression 10: intro 12 s, each half 60 s, 12 s "End of Inning" between innings
    expect(baseballStateAt(tokyo, -1, 10).status).toBe('UNPLAYED');
    expect(baseballStateAt(tokyo, 5, 10).status).toBe('INTRO');
    expect(baseballStateAt(tokyo, 13, 10)).toEqual({
      status: 'LIVE',
      awayScore: 0,
      homeScore: 0,
      progress: { league: 'baseball', inning: 1, half: 'top' },
    });
    expect(baseballStateAt(tokyo, 12 + 60 + 59, 10)).toMatchObject({
      homeScore: 1,
      progress: { inning: 1, half: 'bottom' },
    });
    expect(baseballStateAt(tokyo, 12 + 120 + 1, 10).progress).toEqual({
      league: 'baseball',
      inning: 1,
      half: 'end',
    });
    // top of the 3rd: SEA's five runs spread through the half
    const third = 12 + 2 * 132;
    expect(baseballStateAt(tokyo, third + 29, 10)).toMatchObject({
      awayScore: 2,
      progress: { inning: 3, half: 'top' },
    });
    expect(baseballStateAt(tokyo, third + 59.9, 10)).toMatchObject({ awayScore: 5 });
  });

  it('skips the bottom of the last inning when the home team did not bat', () => {
    const end = baseballReplayEndsAt(cincinnati);
    expect(baseballStateAt(cincinnati, end - 1).progress).toEqual({
      league: 'baseball',
      inning: 9,
      half: 'top',
    });
  });

  it('ends a walk-off on the winning run', () => {
    const walkOff: LineScore = { away: [0, 0, 0, 0, 0, 0, 0, 0, 1], home: [0, 0, 0, 0, 0, 0, 0, 1, 2] };
    const end = baseballReplayEndsAt(walkOff);
    expect(baseballStateAt(walkOff, end - 1)).toMatchObject({ status: 'LIVE', homeScore: 2, awayScore: 1 });
    expect(baseballStateAt(walkOff, end)).toMatchObject({ status: 'FINISHED', homeScore: 3 });
  });

  it('timeline scores never go down and end at the line-score totals (property)', () => {
    const inning = fc.integer({ min: 0, max: 12 });
    fc.assert(
      fc.property(
        fc.array(fc.tuple(inning, inning), { minLength: 5, maxLength: 13 }),
        fc.integer({ min: 1, max: 30 }),
        (innings, c) => {
          const line: LineScore = { away: innings.map(([a]) => a), home: innings.map(([, h]) => h) };
          const timeline = baseballTimeline(line, c);
          const final = timeline.at(-1)!.state;
          expect(final.status).toBe('FINISHED');
          expect(final.awayScore).toBe(line.away.reduce((a, b) => a + b, 0));
          for (let i = 1; i < timeline.length; i++) {
            expect(timeline[i]!.state.awayScore).toBeGreaterThanOrEqual(timeline[i - 1]!.state.awayScore);
            expect(timeline[i]!.state.homeScore).toBeGreaterThanOrEqual(timeline[i - 1]!.state.homeScore);
          }
        },
      ),
    );
  });
});

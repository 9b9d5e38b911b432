import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from './contest-types/property-runs';
import {
  basketballPlays,
  footballPlays,
  quarterCompression,
  quarterDefaults,
  quarterRegulationSeconds,
  quarterReplay,
  quarterReplayStateAt,
  quarterStateAt,
  quarterTimeline,
  type QuarterLeague,
  type QuarterLineScore,
} from './quarter-replay';

const RUNS = propertyRuns();
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

// Real line scores (see apps/server/src/features/sports/data): NYK at MEM 2022-10-19 (112–115 after one
// overtime), PHI at BOS 2022-10-18 (117–126); BUF at NYJ 2023-09-11 (16–22, a punt-return touchdown in
// overtime), DEN at MIA 2023-09-24 (20–70).
const knicksGrizzlies: QuarterLineScore = { away: [23, 23, 33, 29, 4], home: [25, 36, 24, 23, 7] };
const sixersCeltics: QuarterLineScore = { away: [29, 34, 25, 29], home: [24, 39, 35, 28] };
const billsJets: QuarterLineScore = { away: [3, 10, 0, 3, 0], home: [0, 3, 3, 10, 6] };
const broncosDolphins: QuarterLineScore = { away: [7, 6, 0, 7], home: [14, 21, 14, 21] };

describe('scoring plays', () => {
  it('cuts a basketball period into 2s, 3s and free throws adding up to its points', () => {
    expect(basketballPlays(0)).toEqual([]);
    expect(basketballPlays(1)).toEqual([1]);
    const plays = basketballPlays(28);
    expect(sum(plays)).toBe(28);
    expect(plays.filter((p) => p === 3)).toHaveLength(3);
    // Twos are the commonest play.
    expect(plays.filter((p) => p === 2)).toHaveLength(7);
    expect(plays.filter((p) => p === 1)).toHaveLength(5);
  });

  it('cuts a football period into touchdowns, field goals and safeties, the likeliest first', () => {
    expect(footballPlays(0)).toEqual([]);
    expect(footballPlays(7)).toEqual([7]);
    expect([...footballPlays(10)].sort()).toEqual([3, 7]);
    expect([...footballPlays(9)].sort()).toEqual([3, 6]);
    expect([...footballPlays(14)].sort()).toEqual([7, 7]);
    expect([...footballPlays(5)].sort()).toEqual([2, 3]);
    expect(footballPlays(1)).toEqual([1]);
  });

  it('always adds up, in the league increments (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 80 }), (points) => {
        const b = basketballPlays(points);
        expect(sum(b)).toBe(points);
        expect(b.every((p) => p >= 1 && p <= 3)).toBe(true);
        const f = footballPlays(points);
        expect(sum(f)).toBe(points);
        expect(f.every((p) => [1, 2, 3, 6, 7, 8].includes(p))).toBe(true);
        // A single point only where nothing else adds up.
        expect(f.includes(1)).toBe(points === 1);
      }),
      { numRuns: RUNS },
    );
  });

  it('refuses what is not a period score', () => {
    expect(() => basketballPlays(-1)).toThrow(RangeError);
    expect(() => footballPlays(2.5)).toThrow(RangeError);
    expect(() => quarterReplay('basketball', { away: [1, 2, 3], home: [1, 2, 3] })).toThrow(RangeError);
    expect(() => quarterReplay('football', { away: [0, 0, 0, 0], home: [0, 0, 0] })).toThrow(RangeError);
  });
});

describe('basketball quarter replay', () => {
  it('runs UNPLAYED → INTRO → four 12-minute quarters with the clock running down → FINISHED', () => {
    const r = quarterReplay('basketball', sixersCeltics);
    expect(quarterStateAt(r, -1).status).toBe('UNPLAYED');
    expect(quarterStateAt(r, 0)).toEqual({ status: 'INTRO', homeScore: 0, awayScore: 0, progress: null });
    expect(quarterStateAt(r, 120)).toEqual({
      status: 'LIVE',
      homeScore: 0,
      awayScore: 0,
      progress: { league: 'basketball', period: 1, clockSeconds: 720 },
    });
    expect(quarterStateAt(r, 120 + 100.5).progress).toEqual({
      league: 'basketball',
      period: 1,
      clockSeconds: 620,
    });
    // End of the first quarter: the clock shows 0 and the quarter's points are all in.
    expect(quarterStateAt(r, 120 + 720)).toEqual({
      status: 'LIVE',
      homeScore: 24,
      awayScore: 29,
      progress: { league: 'basketball', period: 1, clockSeconds: 0 },
    });
    // Halftime (after the second quarter and its 130-second break): 15 minutes at period 2, clock 0.
    const halftime = 120 + 2 * 720 + 130 + 60;
    expect(quarterStateAt(r, halftime)).toMatchObject({
      homeScore: 63,
      awayScore: 63,
      progress: { period: 2, clockSeconds: 0 },
    });
    expect(quarterStateAt(r, 120 + 2 * 720 + 130 + 900).progress).toEqual({
      league: 'basketball',
      period: 3,
      clockSeconds: 720,
    });
    expect(r.endsAt).toBe(quarterRegulationSeconds('basketball'));
    expect(quarterStateAt(r, r.endsAt)).toEqual({
      status: 'FINISHED',
      homeScore: 126,
      awayScore: 117,
      progress: null,
    });
  });

  it('plays the overtimes the data has, after the tied regulation', () => {
    const r = quarterReplay('basketball', knicksGrizzlies);
    const ot = r.periods[4]!;
    expect(ot).toMatchObject({ period: 5, length: 300, start: r.periods[3]!.end + 130 });
    expect(quarterStateAt(r, ot.start - 1)).toMatchObject({
      homeScore: 108,
      awayScore: 108,
      progress: { period: 4, clockSeconds: 0 },
    });
    expect(quarterStateAt(r, ot.start + 10)).toMatchObject({
      status: 'LIVE',
      progress: { period: 5, clockSeconds: 290 },
    });
    // A basketball overtime is played out.
    expect(r.endsAt).toBe(ot.start + 300);
    expect(quarterStateAt(r, r.endsAt)).toMatchObject({ status: 'FINISHED', homeScore: 115, awayScore: 112 });
  });

  it('compresses: a regulation game lasts the given real minutes', () => {
    const c = quarterCompression('basketball', 18);
    const end = quarterReplay('basketball', sixersCeltics).endsAt / c;
    expect(end).toBeCloseTo(18 * 60, 6);
    expect(quarterReplayStateAt('basketball', sixersCeltics, end, c).status).toBe('FINISHED');
    expect(quarterReplayStateAt('basketball', sixersCeltics, end - 1, c).status).toBe('LIVE');
    expect(quarterReplayStateAt('basketball', sixersCeltics, 0, c).status).toBe('INTRO');
    expect(quarterReplayStateAt('basketball', sixersCeltics, -0.01, c).status).toBe('UNPLAYED');
  });
});

describe('football quarter replay', () => {
  it('runs four 15-minute quarters with a 13-minute halftime', () => {
    const r = quarterReplay('football', broncosDolphins);
    expect(r.periods.map((p) => [p.period, p.start, p.length])).toEqual([
      [1, 120, 900],
      [2, 120 + 900 + 120, 900],
      [3, 120 + 2 * 900 + 120 + 780, 900],
      [4, 120 + 3 * 900 + 2 * 120 + 780, 900],
    ]);
    // Every score is a touchdown, a field goal or a safety, and each quarter adds up.
    for (let q = 1; q <= 4; q++) {
      const home = r.scores.filter((s) => s.period === q && s.side === 'home').map((s) => s.points);
      expect(sum(home)).toBe(broncosDolphins.home[q - 1]);
    }
    expect(r.scores.filter((s) => s.side === 'home').every((s) => s.points === 7)).toBe(true);
    expect(quarterStateAt(r, r.endsAt)).toMatchObject({ status: 'FINISHED', homeScore: 70, awayScore: 20 });
  });

  it('ends a sudden-death overtime on the winning score: a touchdown without a try', () => {
    const r = quarterReplay('football', billsJets);
    const ot = r.periods[4]!;
    const last = r.scores.at(-1)!;
    expect(last).toMatchObject({ side: 'home', points: 6, period: 5 });
    expect(r.endsAt).toBe(last.at);
    expect(ot.end).toBe(last.at);
    expect(ot.end).toBeLessThan(ot.start + ot.length);
    expect(quarterStateAt(r, r.endsAt - 0.5)).toMatchObject({
      status: 'LIVE',
      homeScore: 16,
      awayScore: 16,
      progress: { league: 'football', period: 5 },
    });
    expect(quarterStateAt(r, r.endsAt)).toEqual({
      status: 'FINISHED',
      homeScore: 22,
      awayScore: 16,
      progress: null,
    });
  });

  it('plays a tied overtime out: the game is a tie', () => {
    const r = quarterReplay('football', { away: [3, 7, 0, 7, 3], home: [7, 0, 7, 3, 3] });
    expect(r.endsAt).toBe(r.periods[4]!.start + 600);
    expect(quarterStateAt(r, r.endsAt)).toMatchObject({ status: 'FINISHED', homeScore: 20, awayScore: 20 });
  });
});

const lineArb = (league: QuarterLeague) => {
  const points = fc.integer({ min: 0, max: league === 'basketball' ? 45 : 28 });
  return fc.integer({ min: 4, max: 7 }).chain((n) =>
    fc.record({
      away: fc.array(points, { minLength: n, maxLength: n }),
      home: fc.array(points, { minLength: n, maxLength: n }),
    }),
  );
};

describe('quarter replay properties', () => {
  for (const league of ['basketball', 'football'] as const) {
    it(`${league}: the timeline starts unplayed, scores never go down and end at the line's totals`, () => {
      fc.assert(
        fc.property(lineArb(league), fc.integer({ min: 1, max: 30 }), (line, c) => {
          const r = quarterReplay(league, line);
          expect(quarterStateAt(r, -0.001).status).toBe('UNPLAYED');
          expect(quarterStateAt(r, 0).status).toBe('INTRO');
          // Each period's plays add up to the period's points.
          line.away.forEach((points, i) => {
            const plays = r.scores.filter((s) => s.period === i + 1 && s.side === 'away');
            expect(sum(plays.map((s) => s.points))).toBe(points);
          });
          const timeline = quarterTimeline(r, c);
          const final = timeline.at(-1)!;
          expect(final.at).toBeCloseTo(r.endsAt / c, 9);
          expect(final.state).toEqual({
            status: 'FINISHED',
            homeScore: sum(line.home),
            awayScore: sum(line.away),
            progress: null,
          });
          for (let i = 1; i < timeline.length; i++) {
            const [a, b] = [timeline[i - 1]!, timeline[i]!];
            expect(b.at).toBeGreaterThan(a.at);
            expect(b.state.homeScore).toBeGreaterThanOrEqual(a.state.homeScore);
            expect(b.state.awayScore).toBeGreaterThanOrEqual(a.state.awayScore);
            expect(b.state.status === 'LIVE' || b.state.status === 'FINISHED').toBe(true);
          }
        }),
        { numRuns: RUNS },
      );
    });

    it(`${league}: any moment's state lies between its neighbours' and the clock stays on the period (property)`, () => {
      fc.assert(
        fc.property(
          lineArb(league),
          fc.array(fc.double({ min: -100, max: 12_000, noNaN: true }), { minLength: 2, maxLength: 20 }),
          (line, times) => {
            const r = quarterReplay(league, line);
            const states = [...times].sort((a, b) => a - b).map((t) => quarterStateAt(r, t));
            const order = ['UNPLAYED', 'INTRO', 'LIVE', 'FINISHED'];
            for (let i = 1; i < states.length; i++) {
              const [a, b] = [states[i - 1]!, states[i]!];
              expect(order.indexOf(b.status)).toBeGreaterThanOrEqual(order.indexOf(a.status));
              expect(b.homeScore).toBeGreaterThanOrEqual(a.homeScore);
              expect(b.awayScore).toBeGreaterThanOrEqual(a.awayScore);
            }
            for (const s of states) {
              if (s.status !== 'LIVE') continue;
              const p = s.progress!;
              expect(p.period).toBeGreaterThanOrEqual(1);
              expect(p.period).toBeLessThanOrEqual(line.away.length);
              const o = quarterDefaults[league];
              expect(p.clockSeconds).toBeLessThanOrEqual(
                p.period <= 4 ? o.quarterSeconds : o.overtimeSeconds,
              );
              expect(s.homeScore).toBeLessThanOrEqual(sum(line.home));
            }
          },
        ),
        { numRuns: RUNS },
      );
    });
  }
});

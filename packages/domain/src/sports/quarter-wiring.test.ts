import { describe, expect, it } from 'vitest';
import { simulateBasketballGame } from './basketball-sim';
import { simulateFootballGame } from './football-sim';
import { matchLabel, type Match } from './matches';
import { quarterCompression, quarterReplay } from './quarter-replay';
import { nextChangeAt, sameProgress, scriptStateAt, type MatchScript } from './replay';

/** Basketball and football in the match rows and the feed's replay. */
const live = (progress: Match['progress']) => matchLabel({ status: 'LIVE', progress });
// The notices' texts, as the catalogue words them (apps/server texts.test.ts checks the catalogue's).
const texts: Record<string, string> = {
  SPORTS_QUARTER_1: '1st {clock}',
  SPORTS_QUARTER_2: '2nd {clock}',
  SPORTS_QUARTER_3: '3rd {clock}',
  SPORTS_QUARTER_4: '4th {clock}',
  SPORTS_QUARTER_OT: '{ot}OT {clock}',
  SPORTS_QUARTER_END: 'End of Q{quarter}',
  SPORTS_QUARTER_HALFTIME: 'Halftime',
  SPORTS_QUARTER_END_OF_REGULATION: 'End of Regulation',
  SPORTS_QUARTER_END_OT: 'End of {ot}OT',
};
const text = (progress: Match['progress']) => {
  const label = live(progress);
  return texts[label.code]!.replace(/\{(\w+)\}/g, (_, k: string) => String(label.params?.[k] ?? ''));
};

describe('quarter labels', () => {
  it('show the quarter with its clock, the overtimes, and the breaks', () => {
    for (const league of ['basketball', 'football'] as const) {
      expect(text({ league, period: 1, clockSeconds: 720 })).toBe('1st 12:00');
      expect(text({ league, period: 2, clockSeconds: 61 })).toBe('2nd 1:01');
      expect(text({ league, period: 3, clockSeconds: 5 })).toBe('3rd 0:05');
      expect(text({ league, period: 4, clockSeconds: 600 })).toBe('4th 10:00');
      expect(text({ league, period: 1, clockSeconds: 0 })).toBe('End of Q1');
      expect(text({ league, period: 2, clockSeconds: 0 })).toBe('Halftime');
      expect(text({ league, period: 3, clockSeconds: 0 })).toBe('End of Q3');
      expect(text({ league, period: 4, clockSeconds: 0 })).toBe('End of Regulation');
      expect(text({ league, period: 5, clockSeconds: 300 })).toBe('OT 5:00');
      expect(text({ league, period: 5, clockSeconds: 0 })).toBe('End of OT');
      expect(text({ league, period: 6, clockSeconds: 42 })).toBe('2OT 0:42');
      expect(text({ league, period: 6, clockSeconds: 0 })).toBe('End of 2OT');
    }
    expect(live({ league: 'basketball', period: 2, clockSeconds: 0 })).toEqual({
      code: 'SPORTS_QUARTER_HALFTIME',
    });
  });
});

describe('progress keys', () => {
  it('tell leagues, periods and clocks apart, whatever the key order', () => {
    const nba = { league: 'basketball', period: 2, clockSeconds: 30 };
    expect(sameProgress(nba, { clockSeconds: 30, period: 2, league: 'basketball' })).toBe(true);
    expect(sameProgress(nba, { ...nba, league: 'football' })).toBe(false);
    expect(sameProgress(nba, { ...nba, league: 'hockey' })).toBe(false);
    expect(sameProgress(nba, { ...nba, clockSeconds: 29 })).toBe(false);
    expect(sameProgress(nba, { ...nba, period: 3 })).toBe(false);
    // Baseball's key is no longer what every non-hockey league falls into.
    expect(sameProgress(nba, { league: 'baseball', inning: undefined, half: undefined })).toBe(false);
    expect(sameProgress(null, undefined)).toBe(true);
  });
});

describe('quarter scripts', () => {
  const startAt = new Date('2026-12-01T12:00:00Z');
  const at = (seconds: number) => new Date(startAt.getTime() + seconds * 1000);

  it("replay a real line score to its final, clock ticks a game minute apart, and stop once it's over", () => {
    const line = { away: [30, 25, 20, 25], home: [20, 30, 30, 21] };
    const compression = quarterCompression('basketball', 1);
    const script: MatchScript = {
      kind: 'quarter-line',
      league: 'basketball',
      compression,
      line,
      game: { id: 'x', date: '2022-10-18', away: 'AAA', home: 'BBB' },
    };
    expect(scriptStateAt(script, startAt, at(-1)).status).toBe('UNPLAYED');
    expect(scriptStateAt(script, startAt, at(1)).status).toBe('INTRO');
    const end = quarterReplay('basketball', line).endsAt / compression;
    expect(scriptStateAt(script, startAt, at(end + 1))).toEqual({
      status: 'FINISHED',
      homeScore: 101,
      awayScore: 100,
      progress: null,
    });
    // Walking the changes reaches the final, scores never fall, and the clock shows whole game minutes.
    let now = at(0);
    let last = { home: 0, away: 0 };
    let steps = 0;
    for (let next = nextChangeAt(script, startAt, now); next !== undefined; steps++) {
      now = new Date(next);
      const state = scriptStateAt(script, startAt, now);
      expect(state.homeScore).toBeGreaterThanOrEqual(last.home);
      expect(state.awayScore).toBeGreaterThanOrEqual(last.away);
      last = { home: state.homeScore, away: state.awayScore };
      next = nextChangeAt(script, startAt, now);
      if (next !== undefined) expect(next).toBeGreaterThan(now.getTime());
    }
    expect(last).toEqual({ home: 101, away: 100 });
    expect(steps).toBeGreaterThan(48);
  });

  it('replay the seeded simulators to the result their seed gives', () => {
    const seed = 'cd'.repeat(32);
    for (const league of ['basketball', 'football'] as const) {
      const game =
        league === 'basketball' ? simulateBasketballGame(seed, 'g1') : simulateFootballGame(seed, 'g1');
      const script: MatchScript = {
        kind: 'quarter-simulated',
        league,
        compression: 1,
        seed,
        gameId: 'g1',
        homeScore: game.homeScore,
        awayScore: game.awayScore,
      };
      const final = scriptStateAt(script, startAt, new Date(8.64e15));
      expect([final.status, final.homeScore, final.awayScore]).toEqual([
        'FINISHED',
        game.homeScore,
        game.awayScore,
      ]);
      const mid = scriptStateAt(script, startAt, at(20 * 60));
      expect(mid.status).toBe('LIVE');
      expect(mid.progress?.league).toBe(league);
    }
  });
});

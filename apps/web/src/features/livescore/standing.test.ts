import { describe, expect, it } from 'vitest';
import { withAnswer, withEntryEvent, withMatch, withStatus } from './standing';
import { contest, liveScore, match, matches, powerplays } from './testData';

const yankees = 'NYA201904010-mlb-NYA';
const cubs = 'CHN201904010-mlb-CHN';

const mineOf = (data: ReturnType<typeof liveScore>, feedGameId: string) =>
  data.matches.find((m) => m.feedGameId === feedGameId)!.mine;

describe('live standing', () => {
  it('computes my_score with adjustments, keeps a locked team at 1 and counts the ones', () => {
    const data = liveScore({ state: { adjustments: { [cubs]: 1 } } });
    expect(mineOf(data, 'NYA201904010').home).toEqual({ held: true, locked: false, myScore: 1 });
    // The Red Sox really scored 1 and are locked: 1 whatever happens.
    expect(mineOf(data, 'BOS201904010').home).toEqual({ held: true, locked: true, myScore: 1 });
    expect(mineOf(data, 'CHN201904010').home.myScore).toBe(1);
    expect(mineOf(data, 'NYA201904010').away.held).toBe(false);
    expect(data.meta).toMatchObject({ picksCount: 3, ones: 3, pointTotal: 100, total: 3 });
    expect(data.meta.prize).toMatchObject({ teams: 3, amount: 100_000 });
  });

  it('merges a newer match event and recomputes my_score; an older one is ignored', () => {
    const data = liveScore();
    const scored = match('NYA201904010', ['mlb-NYA', 'New York Yankees'], ['mlb-BAL', 'Baltimore Orioles'], {
      status: 'LIVE',
      homeScore: 2,
      awayScore: 3,
      progress: { league: 'baseball', inning: 5, half: 'bottom' },
      sequence: 6,
    });
    const next = withMatch(data, scored);
    expect(mineOf(next, 'NYA201904010').home.myScore).toBe(2);
    expect(next.meta).toMatchObject({ ones: 1, pointTotal: 33 });

    const stale = withMatch(next, { ...scored, home: { ...scored.home, score: 0 }, sequence: 4 });
    expect(stale).toBe(next);

    // A locked team stays at 1 when its real score moves (a feed correction of a finished match).
    const corrected = withMatch(next, {
      ...matches[1]!,
      home: { ...matches[1]!.home, score: 5 },
      sequence: 21,
    });
    expect(mineOf(corrected, 'BOS201904010').home.myScore).toBe(1);
  });

  it("applies the player's own entry event (state and inventory) and only for this entry", () => {
    const data = liveScore();
    const left = powerplays.map((p) => (p.powerplayId === 19 ? { ...p, remaining: 2 } : p));
    const event = {
      entryId: 77,
      state: { ...data.state, adjustments: { [yankees]: 1 } },
      powerplays: left,
    };
    const next = withEntryEvent(data, event);
    expect(mineOf(next, 'NYA201904010').home.myScore).toBe(2);
    expect(next.powerplays.find((p) => p.powerplayId === 19)?.remaining).toBe(2);
    expect(next.meta.ones).toBe(1);
    expect(withEntryEvent(data, { ...event, entryId: 78 })).toBe(data);
  });

  it('totals the picks for Blackjack and flags a bust', () => {
    const data = liveScore({
      entry: { contest: contest({ rule: 'blackjack' }) },
      state: { adjustments: { [yankees]: 20 }, locked: [] },
    });
    expect(data.meta).toMatchObject({ total: 22, bust: true });
  });

  it('never moves the game set back, and keeps a settled result', () => {
    const data = liveScore({ meta: { result: 'WON' } });
    const final = withStatus(data, 'FINISHED');
    expect(final.meta.gameStatus).toBe('FINISHED');
    expect(final.gameSet.status).toBe('FINISHED');
    expect(withMatch(final, { ...matches[0]!, sequence: 9 }).meta.gameStatus).toBe('FINISHED');
    expect(final.meta.result).toBe('WON');
  });

  it("keeps a match event newer than a powerplay's answer", () => {
    const scored = match('NYA201904010', ['mlb-NYA', 'New York Yankees'], ['mlb-BAL', 'Baltimore Orioles'], {
      status: 'LIVE',
      homeScore: 2,
      awayScore: 3,
      sequence: 6,
    });
    const ours = withMatch(liveScore(), scored);
    // The answer was computed before the run: Increase on the Yankees at their old score of 1.
    const answer = liveScore({ state: { adjustments: { [yankees]: 1 } } });
    const merged = withAnswer(ours, answer);
    expect(mineOf(merged, 'NYA201904010').home.myScore).toBe(3);
    expect(merged.matches.find((m) => m.feedGameId === 'NYA201904010')!.sequence).toBe(6);
    expect(merged.state.adjustments).toEqual({ [yankees]: 1 });
    // Nothing newer on our side: the answer as it is.
    expect(withAnswer(liveScore(), answer)).toBe(answer);
    expect(withAnswer(undefined, answer)).toBe(answer);
  });
});

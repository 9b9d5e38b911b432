import { describe, expect, it } from 'vitest';
import { sportZones } from './contest-types/zones';
import { newEntryState } from './entry';
import { type Match, type MatchStatus } from './matches';
import { sportsKit, sportsPowerplayIds as ids, type SportsPowerplayContext } from './powerplays';
import { run, scoreOf } from './powerplay-steps.test-support';

/**
 * docs/rules/sports.md "New powerplays": Lock outside Chase the Ace keeps the current my_score; Zones only in
 * zone.
 */
const match = (id: string, status: MatchStatus, home = 0, away = 0): Match => ({
  feedGameId: id,
  homeTeamId: 'H',
  awayTeamId: 'A',
  status,
  homeScore: home,
  awayScore: away,
});

const baseball = sportZones.baseball; // 0–1, 2–3, 4–5, 6–7, 8–12

function ctx(over: Partial<SportsPowerplayContext> = {}): SportsPowerplayContext {
  return {
    state: newEntryState(['g1-H', 'g1-A']),
    matches: [match('g1', 'LIVE', 5, 2)],
    inventory: { ...sportsKit, [ids.double]: 1 },
    limits: { min: 1, max: 10 },
    log: [],
    lockKeeps: 'current',
    ...over,
  };
}

describe('Lock outside Chase the Ace', () => {
  it('keeps the team’s current my_score to the end, whatever it scores after', () => {
    const { c, refusal } = run(ctx(), { powerplayId: ids.lock, team: 'g1-H' });
    expect(refusal).toBeNull();
    expect(c.state.lockedAt).toEqual({ 'g1-H': 5 });
    const later = { ...c, matches: [match('g1', 'FINISHED', 9, 2)] };
    expect(scoreOf(later, 'g1-H')).toBe(5);
    // Other powerplays are refused on it, as Chase the Ace's Lock.
    expect(run(c, { powerplayId: ids.increase, team: 'g1-H' }).refusal).toBe('SPORTS_TEAM_LOCKED');
  });

  it('keeps the multiplied my_score (multipliers last)', () => {
    let { c } = run(ctx(), { powerplayId: ids.double, team: 'g1-A' });
    ({ c } = run(c, { powerplayId: ids.lock, team: 'g1-A' }));
    expect(scoreOf({ ...c, matches: [match('g1', 'LIVE', 5, 7)] }, 'g1-A')).toBe(4);
  });

  it('Zones: only while the score is inside the team’s zone, else Not Allowed', () => {
    const zones = { 'g1-H': baseball[2]!, 'g1-A': baseball[0]! };
    // Home 5 in 4–5: may. Away 2 outside 0–1: Not Allowed. A team without a zone: Not Allowed.
    expect(run(ctx({ zones }), { powerplayId: ids.lock, team: 'g1-H' }).refusal).toBeNull();
    expect(run(ctx({ zones }), { powerplayId: ids.lock, team: 'g1-A' }).refusal).toBe('SPORTS_NOT_ALLOWED');
    expect(
      run(ctx({ zones: { 'g1-H': baseball[2]! } }), { powerplayId: ids.lock, team: 'g1-A' }).refusal,
    ).toBe('SPORTS_NOT_ALLOWED');
  });

  it('Undo unlocks and restores the exact prior state; Chase the Ace’s Lock is unchanged', () => {
    const c0 = ctx();
    let { c } = run(c0, { powerplayId: ids.lock, team: 'g1-H' });
    ({ c } = run(c, { powerplayId: ids.undo }));
    expect(c.state).toEqual(c0.state);
    expect(scoreOf(c, 'g1-H')).toBe(5);
    const cta = ctx({ lockKeeps: 'one' });
    expect(run(cta, { powerplayId: ids.lock, team: 'g1-H' }).refusal).toBe('SPORTS_SCORE_NOT_1');
    const { lockKeeps: _k, ...byDefault } = cta;
    expect(run(byDefault, { powerplayId: ids.lock, team: 'g1-H' }).refusal).toBe('SPORTS_SCORE_NOT_1');
  });
});

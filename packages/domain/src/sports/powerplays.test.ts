import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newEntryState } from './entry';
import { type Match, type MatchStatus } from './matches';
import { sportsKit, sportsPowerplayIds as ids, type SportsPowerplayContext } from './powerplays';
import { run, scoreOf } from './powerplay-steps.test-support';

const match = (id: string, status: MatchStatus, home = 0, away = 0): Match => ({
  feedGameId: id,
  homeTeamId: 'H',
  awayTeamId: 'A',
  status,
  homeScore: home,
  awayScore: away,
});

// g1 LIVE 1–0, g2 LIVE 11–3, g3 UNPLAYED, g4 FINISHED 2–5
const matches = [
  match('g1', 'LIVE', 1, 0),
  match('g2', 'LIVE', 11, 3),
  match('g3', 'UNPLAYED'),
  match('g4', 'FINISHED', 2, 5),
];

function ctx(over: Partial<SportsPowerplayContext> = {}): SportsPowerplayContext {
  return {
    state: newEntryState(['g1-H', 'g1-A', 'g2-H', 'g4-A']),
    matches,
    inventory: { ...sportsKit },
    limits: { min: 1, max: 5 },
    log: [],
    ...over,
  };
}

/** Applies a request and appends its use to the log like the server does. */

describe('sports powerplays: each rule and refusal', () => {
  it('Increase and Decrease move my_score by one; Decrease only above 0', () => {
    let { c } = run(ctx(), { powerplayId: ids.increase, team: 'g1-A' });
    expect(scoreOf(c, 'g1-A')).toBe(1);
    expect(c.inventory[ids.increase]).toBe(2);
    ({ c } = run(c, { powerplayId: ids.decrease, team: 'g1-A' }));
    expect(scoreOf(c, 'g1-A')).toBe(0);
    expect(run(c, { powerplayId: ids.decrease, team: 'g1-A' }).refusal).toBe('SPORTS_NOT_ALLOWED');
  });

  it('Refresh turns 11 into 1 and nothing else', () => {
    expect(run(ctx(), { powerplayId: ids.refresh, team: 'g1-H' }).refusal).toBe('SPORTS_SCORE_NOT_11');
    const { c } = run(ctx(), { powerplayId: ids.refresh, team: 'g2-H' });
    expect(scoreOf(c, 'g2-H')).toBe(1);
  });

  it('Lock only at 1; a locked team keeps 1 whatever it scores and refuses other powerplays', () => {
    expect(run(ctx(), { powerplayId: ids.lock, team: 'g1-A' }).refusal).toBe('SPORTS_SCORE_NOT_1');
    const { c } = run(ctx(), { powerplayId: ids.lock, team: 'g1-H' });
    const later = { ...c, matches: [match('g1', 'LIVE', 6, 0), ...matches.slice(1)] };
    expect(scoreOf(later, 'g1-H')).toBe(1);
    expect(run(later, { powerplayId: ids.increase, team: 'g1-H' }).refusal).toBe('SPORTS_TEAM_LOCKED');
  });

  it('is available only on a held team of a LIVE match', () => {
    for (const team of ['g3-H', 'g4-A', 'g2-A', 'nope', undefined]) {
      expect(run(ctx(), { powerplayId: ids.increase, team }).refusal).toBe('SPORTS_ACTION_UNAVAILABLE');
    }
  });

  it('refuses an empty powerplay and one outside the kit', () => {
    expect(
      run(ctx({ inventory: { ...sportsKit, [ids.increase]: 0 } }), { powerplayId: 19, team: 'g1-H' }).refusal,
    ).toBe('SPORTS_POWERPLAY_USED_UP');
    expect(run(ctx(), { powerplayId: 2, team: 'g1-H' }).refusal).toBe('SPORTS_POWERPLAY_UNKNOWN');
    const { [ids.swap]: _gone, ...noSwap } = sportsKit;
    expect(run(ctx({ inventory: noSwap }), { powerplayId: ids.swap, team: 'g1-H' }).refusal).toBe(
      'SPORTS_POWERPLAY_UNKNOWN',
    );
  });

  it('Swap replaces a held LIVE team in place by a team not held of an UNPLAYED or LIVE match', () => {
    expect(run(ctx(), { powerplayId: ids.swap, team: 'g1-H' }).refusal).toBe('SPORTS_SELECT_REPLACEMENT');
    for (const replacement of ['g1-A', 'g4-H', 'zz-H']) {
      expect(run(ctx(), { powerplayId: ids.swap, team: 'g1-H', replacement }).refusal).toBe(
        'SPORTS_NOT_ALLOWED',
      );
    }
    let { c } = run(ctx(), { powerplayId: ids.increase, team: 'g1-H' });
    ({ c } = run(c, { powerplayId: ids.swap, team: 'g1-H', replacement: 'g2-A' }));
    expect(c.state.picks).toEqual(['g2-A', 'g1-A', 'g2-H', 'g4-A']);
    expect(scoreOf(c, 'g2-A')).toBe(3); // starts at its real score
    expect(c.state.adjustments).toEqual({});
  });

  it('Add up to max; Remove above min and only after an Add', () => {
    const full = ctx({ limits: { min: 1, max: 4 } });
    expect(run(full, { powerplayId: ids.add, team: 'g3-H' }).refusal).toBe('SPORTS_PICKS_TOO_MANY');
    expect(run(ctx(), { powerplayId: ids.add }).refusal).toBe('SPORTS_SELECT_REPLACEMENT');
    expect(run(ctx(), { powerplayId: ids.add, team: 'g4-H' }).refusal).toBe('SPORTS_NOT_ALLOWED');
    expect(run(ctx(), { powerplayId: ids.remove, team: 'g1-H' }).refusal).toBe('SPORTS_ADD_TEAM_FIRST');
    expect(run(ctx({ limits: { min: 4, max: 6 } }), { powerplayId: ids.remove, team: 'g1-H' }).refusal).toBe(
      'SPORTS_NOT_ALLOWED',
    );
    let { c } = run(ctx(), { powerplayId: ids.add, team: 'g3-A' });
    expect(c.state.picks).toHaveLength(5);
    ({ c } = run(c, { powerplayId: ids.remove, team: 'g1-H' }));
    expect(c.state.picks).toEqual(['g1-A', 'g2-H', 'g4-A', 'g3-A']);
    const over = ctx({ matches: matches.map((m) => ({ ...m, status: 'FINISHED' as const })) });
    expect(run(over, { powerplayId: ids.add, team: 'g3-A' }).refusal).toBe('SPORTS_ACTION_UNAVAILABLE');
  });

  it('Undo reverts the last use, returns it to the inventory and spends itself', () => {
    expect(run(ctx(), { powerplayId: ids.undo }).refusal).toBe('SPORTS_NOTHING_TO_UNDO');
    let { c } = run(ctx(), { powerplayId: ids.increase, team: 'g1-A' });
    ({ c } = run(c, { powerplayId: ids.swap, team: 'g1-H', replacement: 'g3-H' }));
    ({ c } = run(c, { powerplayId: ids.undo }));
    expect(c.state).toEqual({
      ...newEntryState(['g1-H', 'g1-A', 'g2-H', 'g4-A']),
      adjustments: { 'g1-A': 1 },
    });
    expect(c.inventory[ids.swap]).toBe(1);
    expect(c.inventory[ids.undo]).toBe(1);
    ({ c } = run(c, { powerplayId: ids.undo }));
    expect(c.state).toEqual(newEntryState(['g1-H', 'g1-A', 'g2-H', 'g4-A']));
    expect(c.inventory).toEqual({ ...sportsKit, [ids.undo]: 0 });
    expect(run(c, { powerplayId: ids.undo }).refusal).toBe('SPORTS_POWERPLAY_USED_UP');
  });

  it('Undo is refused once the touched team is final, and with no LIVE match', () => {
    const { c } = run(ctx(), { powerplayId: ids.increase, team: 'g1-H' });
    const ended = { ...c, matches: [match('g1', 'FINISHED', 1, 0), ...matches.slice(1)] };
    expect(run(ended, { powerplayId: ids.undo }).refusal).toBe('SPORTS_ACTION_UNAVAILABLE');
    const allOver = { ...c, matches: matches.map((m) => ({ ...m, status: 'FINISHED' as const })) };
    expect(run(allOver, { powerplayId: ids.undo }).refusal).toBe('SPORTS_ACTION_UNAVAILABLE');
  });
});

describe('sports powerplays: properties', () => {
  const keys = ['g1-H', 'g1-A', 'g2-H', 'g2-A', 'g3-H', 'g3-A', 'g4-H', 'g4-A', 'zz-H'];
  const allIds = [...Object.values(ids), 2, 99];
  const request = fc.record({
    powerplayId: fc.constantFrom(...allIds),
    team: fc.option(fc.constantFrom(...keys), { nil: undefined }),
    replacement: fc.option(fc.constantFrom(...keys), { nil: undefined }),
  });
  const scores = fc.tuple(fc.nat(12), fc.nat(12), fc.nat(12), fc.nat(12));

  it('inventory never negative, pick count within min..max, locked teams at 1, Undo restores exactly', () => {
    fc.assert(
      fc.property(
        fc.subarray(keys.slice(0, 8), { minLength: 2, maxLength: 6 }),
        fc.array(fc.tuple(request, scores), { maxLength: 40 }),
        (picks, steps) => {
          let c = ctx({ state: newEntryState(picks), limits: { min: 2, max: 6 } });
          const total = Object.values(c.inventory).reduce((a, b) => a + b, 0);
          for (const [req, [h1, a1, h2, a2]] of steps) {
            // Real scores move between uses; locks must not care.
            c = {
              ...c,
              matches: [match('g1', 'LIVE', h1, a1), match('g2', 'LIVE', h2, a2), ...matches.slice(2)],
            };
            const before = c;
            const step = run(c, req);
            c = step.c;
            expect(Object.values(c.inventory).every((n) => n >= 0)).toBe(true);
            expect(c.state.picks.length).toBeGreaterThanOrEqual(2);
            expect(c.state.picks.length).toBeLessThanOrEqual(6);
            expect(new Set(c.state.picks).size).toBe(c.state.picks.length);
            for (const key of c.state.locked) expect(scoreOf(c, key)).toBe(1);
            if (step.refusal) {
              expect(c).toBe(before);
              continue;
            }
            const use = c.log[c.log.length - 1]!;
            if (use.undoes !== null) {
              const undone = c.log.find((u) => u.useNumber === use.undoes)!;
              expect(c.state).toEqual(undone.before);
              expect(Object.values(c.inventory).reduce((a, b) => a + b, 0)).toBe(
                Object.values(before.inventory).reduce((a, b) => a + b, 0),
              );
            } else {
              expect(Object.values(c.inventory).reduce((a, b) => a + b, 0)).toBe(
                Object.values(before.inventory).reduce((a, b) => a + b, 0) - 1,
              );
            }
          }
          expect(Object.values(c.inventory).reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(total);
        },
      ),
      { numRuns: 300 },
    );
  });
});

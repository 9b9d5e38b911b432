import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from './contest-types/property-runs';
import { multiplierOf, myScore, newEntryState, pickScores } from './entry';
import { teamsOfMatches, type Match, type MatchStatus } from './matches';
import {
  sportsKit,
  sportsPowerplayIds as ids,
  sportsPowerplayNames,
  type SportsPowerplayContext,
} from './powerplays';
import { run, scoreOf } from './powerplay-steps.test-support';

/** docs/rules/sports.md "New powerplays": Double (30) and Triple (31). */
const match = (id: string, status: MatchStatus, home = 0, away = 0): Match => ({
  feedGameId: id,
  homeTeamId: 'H',
  awayTeamId: 'A',
  status,
  homeScore: home,
  awayScore: away,
});

// g1 LIVE 2–1, g2 LIVE 0–3, g3 UNPLAYED, g4 FINISHED 2–5
const matches = [
  match('g1', 'LIVE', 2, 1),
  match('g2', 'LIVE', 0, 3),
  match('g3', 'UNPLAYED'),
  match('g4', 'FINISHED', 2, 5),
];

const kit = { ...sportsKit, [ids.double]: 1, [ids.triple]: 1 };

function ctx(over: Partial<SportsPowerplayContext> = {}): SportsPowerplayContext {
  return {
    state: newEntryState(['g1-H', 'g1-A', 'g2-H', 'g3-A', 'g4-A']),
    matches,
    inventory: { ...kit },
    limits: { min: 1, max: 6 },
    log: [],
    ...over,
  };
}

describe('Double and Triple', () => {
  it('are named and numbered as the rules say', () => {
    expect(ids.double).toBe(30);
    expect(ids.triple).toBe(31);
    expect(sportsPowerplayNames[30]).toBe('Double');
    expect(sportsPowerplayNames[31]).toBe('Triple');
  });

  it("Double counts a held LIVE team's my_score ×2 to the end, following its real score", () => {
    const { c, refusal } = run(ctx(), { powerplayId: ids.double, team: 'g1-H' });
    expect(refusal).toBeNull();
    expect(scoreOf(c, 'g1-H')).toBe(4);
    expect(c.inventory[ids.double]).toBe(0);
    expect(multiplierOf(c.state, 'g1-H')).toBe(2);
    // The team scores again, and the match ends: still ×2.
    const later = { ...c, matches: [match('g1', 'FINISHED', 5, 1), ...matches.slice(1)] };
    expect(scoreOf(later, 'g1-H')).toBe(10);
    expect(pickScores(later.state, later.matches).map((s) => s.myScore)).toEqual([10, 1, 0, 0, 5]);
  });

  it('Triple ×3; multipliers last: (real + adjustments) × multiplier', () => {
    let { c } = run(ctx(), { powerplayId: ids.increase, team: 'g1-A' });
    expect(scoreOf(c, 'g1-A')).toBe(2);
    ({ c } = run(c, { powerplayId: ids.triple, team: 'g1-A' }));
    expect(scoreOf(c, 'g1-A')).toBe(6);
    // An adjustment after the multiplier is multiplied too.
    ({ c } = run(c, { powerplayId: ids.decrease, team: 'g1-A' }));
    expect(scoreOf(c, 'g1-A')).toBe(3);
  });

  it('once per team and never both: a second Double, or Triple after Double, is Not Allowed', () => {
    const twice = { ...kit, [ids.double]: 2, [ids.triple]: 2 };
    const { c } = run(ctx({ inventory: twice }), { powerplayId: ids.double, team: 'g1-H' });
    expect(run(c, { powerplayId: ids.double, team: 'g1-H' }).refusal).toBe('SPORTS_NOT_ALLOWED');
    expect(run(c, { powerplayId: ids.triple, team: 'g1-H' }).refusal).toBe('SPORTS_NOT_ALLOWED');
    // Another team still may.
    expect(run(c, { powerplayId: ids.triple, team: 'g1-A' }).refusal).toBeNull();
    const { c: tripled } = run(ctx({ inventory: twice }), { powerplayId: ids.triple, team: 'g1-H' });
    expect(run(tripled, { powerplayId: ids.double, team: 'g1-H' }).refusal).toBe('SPORTS_NOT_ALLOWED');
  });

  it('only on a held team of a LIVE match; a use left; in the kit; not on a locked team', () => {
    for (const team of ['g3-A', 'g4-A', 'g2-A', 'nope', undefined])
      expect(run(ctx(), { powerplayId: ids.double, team }).refusal).toBe('SPORTS_ACTION_UNAVAILABLE');
    expect(
      run(ctx({ inventory: { ...kit, [ids.triple]: 0 } }), { powerplayId: ids.triple, team: 'g1-H' }).refusal,
    ).toBe('SPORTS_POWERPLAY_USED_UP');
    expect(run(ctx({ inventory: { ...sportsKit } }), { powerplayId: ids.double, team: 'g1-H' }).refusal).toBe(
      'SPORTS_POWERPLAY_UNKNOWN',
    );
    const { c } = run(ctx(), { powerplayId: ids.lock, team: 'g1-A' });
    expect(run(c, { powerplayId: ids.double, team: 'g1-A' }).refusal).toBe('SPORTS_TEAM_LOCKED');
  });

  it('Undo gives a Double back and restores the exact prior state; Double may then be used again', () => {
    let { c } = run(ctx(), { powerplayId: ids.increase, team: 'g1-A' });
    const before = c.state;
    ({ c } = run(c, { powerplayId: ids.double, team: 'g1-H' }));
    ({ c } = run(c, { powerplayId: ids.undo }));
    expect(c.state).toEqual(before);
    expect(scoreOf(c, 'g1-H')).toBe(2);
    expect(c.inventory[ids.double]).toBe(1);
    expect(c.inventory[ids.undo]).toBe(kit[ids.undo] - 1);
    ({ c } = run(c, { powerplayId: ids.double, team: 'g1-H' }));
    expect(scoreOf(c, 'g1-H')).toBe(4);
  });

  it('Undo of a later Increase keeps the Double; Undo is refused once the team is final', () => {
    let { c } = run(ctx(), { powerplayId: ids.double, team: 'g1-H' });
    ({ c } = run(c, { powerplayId: ids.increase, team: 'g1-H' }));
    expect(scoreOf(c, 'g1-H')).toBe(6);
    ({ c } = run(c, { powerplayId: ids.undo }));
    expect(scoreOf(c, 'g1-H')).toBe(4);
    const ended = { ...c, matches: [match('g1', 'FINISHED', 2, 1), ...matches.slice(1)] };
    expect(run(ended, { powerplayId: ids.undo }).refusal).toBe('SPORTS_ACTION_UNAVAILABLE');
  });

  it('Swap and Remove take the multiplier away with the team; Undo of the Swap brings it back', () => {
    let { c } = run(ctx(), { powerplayId: ids.double, team: 'g1-H' });
    ({ c } = run(c, { powerplayId: ids.swap, team: 'g1-H', replacement: 'g2-A' }));
    expect(scoreOf(c, 'g2-A')).toBe(3); // starts at its real score
    expect(c.state.multipliers).toEqual({});
    ({ c } = run(c, { powerplayId: ids.undo }));
    expect(c.state.picks[0]).toBe('g1-H');
    expect(scoreOf(c, 'g1-H')).toBe(4);
  });

  it('a state logged before multipliers existed reads as ×1', () => {
    const { multipliers: _none, ...old } = newEntryState(['g1-H']);
    const team = teamsOfMatches(matches).get('g1-H')!;
    expect(myScore(old, team)).toBe(2);
    const { c } = run(ctx({ state: old }), { powerplayId: ids.triple, team: 'g1-H' });
    expect(scoreOf(c, 'g1-H')).toBe(6);
    const { c: undone } = run(c, { powerplayId: ids.undo });
    expect(scoreOf(undone, 'g1-H')).toBe(2);
    expect(undone.state.multipliers).toEqual({});
  });
});

describe('Double and Triple: properties', () => {
  const keys = ['g1-H', 'g1-A', 'g2-H', 'g2-A', 'g3-H', 'g3-A', 'g4-H', 'g4-A'];
  const request = fc.record({
    powerplayId: fc.constantFrom(...Object.values(ids)),
    team: fc.option(fc.constantFrom(...keys), { nil: undefined }),
    replacement: fc.option(fc.constantFrom(...keys), { nil: undefined }),
  });
  const scores = fc.tuple(fc.nat(9), fc.nat(9), fc.nat(9), fc.nat(9));
  const bigKit = { ...sportsKit, [ids.double]: 3, [ids.triple]: 3, [ids.undo]: 6 };

  it('totals never negative, a multiplier applies once, Undo restores the exact prior state', () => {
    fc.assert(
      fc.property(
        fc.subarray(keys, { minLength: 2, maxLength: 6 }),
        fc.array(fc.tuple(request, scores), { maxLength: 40 }),
        (picks, steps) => {
          let c = ctx({ state: newEntryState(picks), inventory: { ...bigKit }, limits: { min: 2, max: 6 } });
          for (const [req, [h1, a1, h2, a2]] of steps) {
            c = {
              ...c,
              // Real scores only go up while a match is live.
              matches: [
                match(
                  'g1',
                  'LIVE',
                  Math.max(h1, c.matches[0]!.homeScore),
                  Math.max(a1, c.matches[0]!.awayScore),
                ),
                match(
                  'g2',
                  'LIVE',
                  Math.max(h2, c.matches[1]!.homeScore),
                  Math.max(a2, c.matches[1]!.awayScore),
                ),
                ...matches.slice(2),
              ],
            };
            const before = c;
            const step = run(c, req);
            c = step.c;
            expect(Object.values(c.inventory).every((n) => n >= 0)).toBe(true);
            const teams = teamsOfMatches(c.matches);
            for (const key of c.state.picks) {
              const team = teams.get(key)!;
              const m = multiplierOf(c.state, key);
              // A multiplier is ×1, ×2 or ×3 — never stacked — and applied once, last.
              expect([1, 2, 3]).toContain(m);
              expect(myScore(c.state, team)).toBeGreaterThanOrEqual(0);
              if (!c.state.locked.includes(key)) {
                const base =
                  (team.side === 'home' ? team.match.homeScore : team.match.awayScore) +
                  (c.state.adjustments[key] ?? 0);
                expect(myScore(c.state, team)).toBe(base * m);
              }
            }
            // Multipliers are only kept on held teams.
            for (const key of Object.keys(c.state.multipliers ?? {})) expect(c.state.picks).toContain(key);
            if (step.refusal) {
              expect(c).toBe(before);
              continue;
            }
            const use = c.log[c.log.length - 1]!;
            if (use.undoes !== null) {
              const undone = c.log.find((u) => u.useNumber === use.undoes)!;
              expect(c.state).toEqual(undone.before);
              expect(c.inventory[undone.powerplayId]).toBe((before.inventory[undone.powerplayId] ?? 0) + 1);
            }
          }
        },
      ),
      { numRuns: propertyRuns() },
    );
  }, 30_000);
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from './contest-types/property-runs';
import { myScore, newEntryState, sixthSkaterBonus } from './entry';
import { simulateHockeyGame } from './hockey-sim';
import { goalsSoFar, teamsOfMatches, type Match, type MatchGoal } from './matches';
import {
  sportsKit,
  sportsPowerplayIds as ids,
  sportsPowerplayNames,
  type SportsPowerplayContext,
} from './powerplays';
import { run, scoreOf } from './powerplay-steps.test-support';

/** docs/rules/sports.md "New powerplays": 6th Skater (34), hockey. */
const goals: MatchGoal[] = [
  { side: 'home', period: 1, second: 300 },
  { side: 'home', period: 2, second: 100 },
  { side: 'home', period: 2, second: 700 },
  { side: 'away', period: 2, second: 800 },
  { side: 'home', period: 2, second: 1100 },
  { side: 'home', period: 3, second: 50 },
];

const clockOf = (p: number, s: number) => (p - 1) * 1200 + s;

/** The match at `p` with `clockSeconds` left (period 0: the intermission after `after`). */
function hockey(
  period: number,
  clockSeconds: number,
  after = period,
  withGoals: MatchGoal[] | null = goals,
): Match {
  const until = period === 0 ? clockOf(after + 1, 0) - 0.5 : clockOf(period, 1200 - clockSeconds);
  const scored = (withGoals ?? []).filter((g) => clockOf(g.period, g.second) <= until);
  return {
    feedGameId: 'h1',
    homeTeamId: 'H',
    awayTeamId: 'A',
    status: 'LIVE',
    homeScore: scored.filter((g) => g.side === 'home').length,
    awayScore: scored.filter((g) => g.side === 'away').length,
    progress: { league: 'hockey', period, clockSeconds },
    goals: withGoals ?? undefined,
  };
}

const kit = { ...sportsKit, [ids.sixthSkater]: 1 };

function ctx(match: Match, over: Partial<SportsPowerplayContext> = {}): SportsPowerplayContext {
  return {
    state: newEntryState(['h1-H', 'h1-A']),
    matches: [match],
    inventory: { ...kit },
    limits: { min: 1, max: 4 },
    log: [],
    ...over,
  };
}

const at = (c: SportsPowerplayContext, m: Match) => ({ ...c, matches: [m] });

describe('6th Skater', () => {
  it('is named and numbered as the rules say', () => {
    expect(ids.sixthSkater).toBe(34);
    expect(sportsPowerplayNames[34]).toBe('6th Skater');
  });

  it('goals so far agree with the score, in time order', () => {
    const team = teamsOfMatches([hockey(2, 600)]).get('h1-H')!;
    expect(goalsSoFar(team)).toEqual([goals[0], goals[1]]);
  });

  it('for the rest of the current period each goal of the held team counts 2, then 1 again', () => {
    // Period 2, 15:00 left (5:00 in): home has 2.
    const { c, refusal } = run(ctx(hockey(2, 900)), { powerplayId: ids.sixthSkater, team: 'h1-H' });
    expect(refusal).toBeNull();
    expect(c.state.sixthSkater).toEqual({ 'h1-H': [{ period: 2, from: 300 }] });
    expect(scoreOf(c, 'h1-H')).toBe(2);
    // 13:20 of the 2nd: the goal at 11:40 counts 2.
    expect(scoreOf(at(c, hockey(2, 400)), 'h1-H')).toBe(4);
    // 19:00: another at 18:20 → 2 more; the away goal changes nothing for home.
    expect(scoreOf(at(c, hockey(2, 60)), 'h1-H')).toBe(6);
    // The intermission and the 3rd: the goal at 0:50 of the 3rd counts 1.
    expect(scoreOf(at(c, hockey(0, 0, 2)), 'h1-H')).toBe(6);
    expect(scoreOf(at(c, hockey(3, 1100)), 'h1-H')).toBe(7);
    expect(scoreOf(at(c, { ...hockey(3, 1100), status: 'FINISHED', progress: null }), 'h1-H')).toBe(7);
  });

  it('multipliers last: (real + extra goals) × multiplier', () => {
    const inventory = { ...kit, [ids.double]: 1 };
    let { c } = run(ctx(hockey(2, 900), { inventory }), { powerplayId: ids.sixthSkater, team: 'h1-H' });
    ({ c } = run(c, { powerplayId: ids.double, team: 'h1-H' }));
    expect(scoreOf(at(c, hockey(2, 400)), 'h1-H')).toBe(8);
  });

  it('needs a running hockey period with goal times; once per team per period (Not Allowed)', () => {
    for (const m of [hockey(0, 0, 1), hockey(2, 900, 2, null)]) {
      expect(run(ctx(m), { powerplayId: ids.sixthSkater, team: 'h1-H' }).refusal).toBe(
        'SPORTS_ACTION_UNAVAILABLE',
      );
    }
    const twice = ctx(hockey(2, 900), { inventory: { ...kit, [ids.sixthSkater]: 2 } });
    const { c } = run(twice, { powerplayId: ids.sixthSkater, team: 'h1-H' });
    expect(run(c, { powerplayId: ids.sixthSkater, team: 'h1-H' }).refusal).toBe('SPORTS_NOT_ALLOWED');
    // Another period may.
    expect(run(at(c, hockey(3, 1190)), { powerplayId: ids.sixthSkater, team: 'h1-H' }).refusal).toBeNull();
  });

  it('Undo gives it back and restores the exact prior state', () => {
    const c0 = ctx(hockey(2, 900));
    let { c } = run(c0, { powerplayId: ids.sixthSkater, team: 'h1-H' });
    c = at(c, hockey(2, 400));
    ({ c } = run(c, { powerplayId: ids.undo }));
    expect(c.state).toEqual(c0.state);
    expect(c.inventory[ids.sixthSkater]).toBe(1);
    expect(scoreOf(c, 'h1-H')).toBe(3);
  });
});

describe('6th Skater: properties on simulated games', () => {
  it('the extra never exceeds the goals so far; my_score never negative; Undo restores exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.array(
          fc.tuple(
            fc.constantFrom(ids.sixthSkater, ids.undo, ids.decrease, ids.increase),
            fc.constantFrom('h1-H', 'h1-A'),
            fc.nat(3 * 1200 - 1),
          ),
          { maxLength: 30 },
        ),
        (seed, steps) => {
          const game = simulateHockeyGame(seed.toString(16).padStart(8, '0'), 'h1');
          const inventory = { ...kit, [ids.sixthSkater]: 3, [ids.undo]: 4 };
          let c = ctx(hockey(1, 1200, 1, game.goals), { inventory });
          let clock = 0;
          for (const [powerplayId, team, advance] of steps) {
            clock = Math.min(3 * 1200 - 1, Math.max(clock, advance));
            const period = Math.floor(clock / 1200) + 1;
            c = at(c, hockey(period, 1200 - (clock % 1200), period, game.goals));
            const before = c;
            const step = run(c, { powerplayId, team });
            c = step.c;
            const teams = teamsOfMatches(c.matches);
            for (const key of c.state.picks) {
              const t = teams.get(key)!;
              expect(sixthSkaterBonus(c.state, t)).toBeLessThanOrEqual(goalsSoFar(t).length);
              expect(myScore(c.state, t)).toBeGreaterThanOrEqual(0);
            }
            if (step.refusal) {
              expect(c).toBe(before);
              continue;
            }
            const use = c.log[c.log.length - 1]!;
            if (use.undoes !== null) {
              expect(c.state).toEqual(c.log.find((u) => u.useNumber === use.undoes)!.before);
            }
          }
        },
      ),
      { numRuns: propertyRuns(40) },
    );
  }, 30_000);
});

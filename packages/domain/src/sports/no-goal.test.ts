import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { propertyRuns } from './contest-types/property-runs';
import { newEntryState } from './entry';
import { simulateHockeyGame } from './hockey-sim';
import { teamsOfMatches, type Match, type MatchGoal } from './matches';
import {
  lastGoalOf,
  NO_GOAL_WINDOW_SECONDS,
  sportsKit,
  sportsPowerplayIds as ids,
  sportsPowerplayNames,
  type SportsPowerplayContext,
} from './powerplays';
import { run, scoreOf } from './powerplay-steps.test-support';

/** docs/rules/sports.md "New powerplays": No Goal (33), hockey. */
const goals: MatchGoal[] = [
  { side: 'home', period: 1, second: 300 },
  { side: 'away', period: 1, second: 900 },
  { side: 'home', period: 2, second: 60 },
  // Not yet scored at the clocks below (period 2, 10:00 left = 600 s in).
  { side: 'home', period: 2, second: 700 },
];

/** A LIVE hockey match at `period` with `clockSeconds` left, its score the goals up to then. */
/** `withGoals` null: a match whose goal times are not known. */
function hockey(period: number, clockSeconds: number, withGoals: MatchGoal[] | null = goals): Match {
  const len = period >= 4 ? 300 : 1200;
  const now = (p: number, s: number) => Math.min(p - 1, 3) * 1200 + Math.max(p - 4, 0) * 300 + s;
  const until = now(period, len - clockSeconds);
  const scored = (withGoals ?? []).filter((g) => now(g.period, g.second) <= until);
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

const kit = { ...sportsKit, [ids.noGoal]: 1 };

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

describe('No Goal', () => {
  it('is named and numbered as the rules say', () => {
    expect(ids.noGoal).toBe(33);
    expect(sportsPowerplayNames[33]).toBe('No Goal');
  });

  it('finds the team’s most recent goal so far and how long ago on the game clock', () => {
    const team = (m: Match, key: string) => teamsOfMatches([m]).get(key)!;
    // Period 2, 18:30 left: 90 s in; home's last goal at 1:00 of the 2nd.
    expect(lastGoalOf(team(hockey(2, 1110), 'h1-H'))).toEqual({ id: '2:60', ago: 30 });
    // Across a period: away's goal at 15:00 of the 1st, now 1:00 into the 2nd → 6:00 of game clock.
    expect(lastGoalOf(team(hockey(2, 1140), 'h1-A'))).toEqual({ id: '1:900', ago: 360 });
    // A goal after the clock has not happened yet.
    expect(lastGoalOf(team(hockey(2, 600), 'h1-H'))).toEqual({ id: '2:60', ago: 540 });
    // No goal yet, an intermission, unknown goal times: none.
    expect(lastGoalOf(team(hockey(1, 1100), 'h1-H'))).toBeUndefined();
    expect(lastGoalOf(team(hockey(0, 0), 'h1-H'))).toBeUndefined();
    expect(lastGoalOf(team(hockey(2, 1110, null), 'h1-H'))).toBeUndefined();
  });

  it('takes back the most recent goal (my_score −1) within 2:00 of game clock after it', () => {
    const c0 = ctx(hockey(2, 1110));
    expect(scoreOf(c0, 'h1-H')).toBe(2);
    const { c, refusal } = run(c0, { powerplayId: ids.noGoal, team: 'h1-H' });
    expect(refusal).toBeNull();
    expect(scoreOf(c, 'h1-H')).toBe(1);
    expect(c.inventory[ids.noGoal]).toBe(0);
    expect(c.state.takenBack).toEqual({ 'h1-H': ['2:60'] });
    // Exactly 2:00 after the goal still may; 2:01 may not.
    const at = (clock: number) => run(ctx(hockey(2, clock)), { powerplayId: ids.noGoal, team: 'h1-H' });
    expect(at(1200 - 60 - NO_GOAL_WINDOW_SECONDS).refusal).toBeNull();
    expect(at(1200 - 60 - NO_GOAL_WINDOW_SECONDS - 1).refusal).toBe('SPORTS_ACTION_UNAVAILABLE');
  });

  it('is "not available at this time" without a recent goal, in an intermission, without goal times', () => {
    for (const m of [hockey(1, 1100), hockey(0, 0), hockey(2, 1110, null), hockey(3, 600)]) {
      expect(run(ctx(m), { powerplayId: ids.noGoal, team: 'h1-H' }).refusal).toBe(
        'SPORTS_ACTION_UNAVAILABLE',
      );
    }
    // A goal is taken back once.
    const twice = ctx(hockey(2, 1110), { inventory: { ...kit, [ids.noGoal]: 2 } });
    const { c } = run(twice, { powerplayId: ids.noGoal, team: 'h1-H' });
    expect(run(c, { powerplayId: ids.noGoal, team: 'h1-H' }).refusal).toBe('SPORTS_ACTION_UNAVAILABLE');
  });

  it('never takes my_score below 0 (Not Allowed); a multiplier multiplies the goal taken back', () => {
    let { c } = run(ctx(hockey(2, 1110)), { powerplayId: ids.decrease, team: 'h1-H' });
    ({ c } = run(c, { powerplayId: ids.decrease, team: 'h1-H' }));
    expect(scoreOf(c, 'h1-H')).toBe(0);
    expect(run(c, { powerplayId: ids.noGoal, team: 'h1-H' }).refusal).toBe('SPORTS_NOT_ALLOWED');

    const doubled = ctx(hockey(2, 1110), { inventory: { ...kit, [ids.double]: 1 } });
    ({ c } = run(doubled, { powerplayId: ids.double, team: 'h1-H' }));
    expect(scoreOf(c, 'h1-H')).toBe(4);
    ({ c } = run(c, { powerplayId: ids.noGoal, team: 'h1-H' }));
    expect(scoreOf(c, 'h1-H')).toBe(2);
  });

  it('Undo gives No Goal back and the goal with it, exactly', () => {
    const c0 = ctx(hockey(2, 1110));
    let { c } = run(c0, { powerplayId: ids.noGoal, team: 'h1-H' });
    ({ c } = run(c, { powerplayId: ids.undo }));
    expect(c.state).toEqual(c0.state);
    expect(c.inventory[ids.noGoal]).toBe(1);
    expect(scoreOf(c, 'h1-H')).toBe(2);
    // And may take it back again.
    expect(run(c, { powerplayId: ids.noGoal, team: 'h1-H' }).refusal).toBeNull();
  });

  it('Swap forgets a goal taken back with the team; Undo of the Swap restores it', () => {
    const m = hockey(2, 1110);
    const other: Match = { ...hockey(1, 1200, []), feedGameId: 'h2' };
    const c0 = ctx(m, { matches: [m, other] });
    let { c } = run(c0, { powerplayId: ids.noGoal, team: 'h1-H' });
    const taken = c.state;
    ({ c } = run(c, { powerplayId: ids.swap, team: 'h1-H', replacement: 'h2-H' }));
    expect(c.state.takenBack).toBeUndefined();
    ({ c } = run(c, { powerplayId: ids.undo }));
    expect(c.state).toEqual(taken);
  });
});

describe('No Goal: properties on simulated games', () => {
  it('my_score never negative, a goal taken back once, Undo restores the exact prior state', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 }),
        fc.array(
          fc.tuple(
            fc.constantFrom(ids.noGoal, ids.undo, ids.decrease, ids.increase, ids.double),
            fc.constantFrom('h1-H', 'h1-A'),
            fc.nat(3 * 1200 - 1),
          ),
          { maxLength: 30 },
        ),
        (seed, steps) => {
          const game = simulateHockeyGame(seed.toString(16).padStart(8, '0'), 'h1');
          const inventory = { ...kit, [ids.noGoal]: 4, [ids.undo]: 4, [ids.double]: 1 };
          let c = ctx(hockey(1, 1200, game.goals), { inventory });
          let clock = 0;
          for (const [powerplayId, team, advance] of steps) {
            // The game clock only moves forward.
            clock = Math.min(3 * 1200 - 1, Math.max(clock, advance));
            const period = Math.floor(clock / 1200) + 1;
            c = { ...c, matches: [hockey(period, 1200 - (clock % 1200), game.goals)] };
            const before = c;
            const step = run(c, { powerplayId, team });
            c = step.c;
            for (const key of c.state.picks) expect(scoreOf(c, key)).toBeGreaterThanOrEqual(0);
            for (const ids_ of Object.values(c.state.takenBack ?? {}))
              expect(new Set(ids_).size).toBe(ids_.length);
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

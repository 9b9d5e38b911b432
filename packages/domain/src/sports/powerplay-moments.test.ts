import { describe, expect, it } from 'vitest';
import { newEntryState, type SportsEntryState } from './entry';
import { teamsOfMatches, type Match, type MatchGoal } from './matches';
import { momentPowerplays, powerplayBlocked, sixthSkaterPeriod } from './powerplay-moments';
import {
  applySportsPowerplay,
  sportsKit,
  sportsPowerplayIds as ids,
  type SportsPowerplayContext,
} from './powerplays';

/** docs/rules/sports.md "New powerplays": Refresh, No Goal and 6th Skater are offered only when they apply. */
const HOME = 'h1-H';

/** A live hockey match at `period` with `clockSeconds` left, the home side's goals at the given seconds. */
function hockey(period: number, clockSeconds: number, goals: MatchGoal[]): Match {
  return {
    feedGameId: 'h1',
    homeTeamId: 'H',
    awayTeamId: 'A',
    status: 'LIVE',
    homeScore: goals.filter((g) => g.side === 'home').length,
    awayScore: goals.filter((g) => g.side === 'away').length,
    progress: { league: 'hockey', period, clockSeconds },
    goals,
  };
}

const kit = { ...sportsKit, [ids.noGoal]: 1, [ids.sixthSkater]: 1 };

function ctx(match: Match, state: Partial<SportsEntryState> = {}): SportsPowerplayContext {
  return {
    state: { ...newEntryState([HOME]), ...state },
    matches: [match],
    inventory: { ...kit },
    limits: { min: 1, max: 4 },
    log: [],
  };
}

describe('powerplays offered only at their moment', () => {
  it('lists Refresh, No Goal and 6th Skater', () => {
    expect(momentPowerplays).toEqual([ids.refresh, ids.noGoal, ids.sixthSkater]);
  });

  it('Refresh only on a score of 11, with the refusal the server gives', () => {
    const one = hockey(2, 600, [{ side: 'home', period: 1, second: 100 }]);
    expect(powerplayBlocked(ctx(one), ids.refresh, HOME)).toBe('SPORTS_SCORE_NOT_11');
    expect(powerplayBlocked(ctx(one, { adjustments: { [HOME]: 10 } }), ids.refresh, HOME)).toBeNull();
  });

  it('No Goal only within 2:00 of game clock after the last goal, once per goal', () => {
    // The goal at 5:00 of the 2nd; 6:30 played: 1:30 ago.
    const recent = hockey(2, 1200 - 390, [{ side: 'home', period: 2, second: 300 }]);
    expect(powerplayBlocked(ctx(recent), ids.noGoal, HOME)).toBeNull();
    const taken = ctx(recent, { takenBack: { [HOME]: ['2:300'] }, adjustments: { [HOME]: -1 } });
    expect(powerplayBlocked(taken, ids.noGoal, HOME)).toBe('SPORTS_ACTION_UNAVAILABLE');
    const old = hockey(2, 1200 - 500, [{ side: 'home', period: 2, second: 300 }]);
    expect(powerplayBlocked(ctx(old), ids.noGoal, HOME)).toBe('SPORTS_ACTION_UNAVAILABLE');
    expect(powerplayBlocked(ctx(hockey(2, 900, [])), ids.noGoal, HOME)).toBe('SPORTS_ACTION_UNAVAILABLE');
  });

  it('6th Skater while a period runs, once per period; then the period it counts in', () => {
    const second = hockey(2, 900, [{ side: 'home', period: 1, second: 100 }]);
    const c = ctx(second);
    expect(powerplayBlocked(c, ids.sixthSkater, HOME)).toBeNull();
    const used = applySportsPowerplay(c, { powerplayId: ids.sixthSkater, team: HOME });
    if (typeof used === 'string') throw new Error(used);
    const after = { ...c, state: used.state, inventory: { ...kit } };
    expect(powerplayBlocked(after, ids.sixthSkater, HOME)).toBe('SPORTS_NOT_ALLOWED');
    const team = teamsOfMatches([second]).get(HOME)!;
    expect(sixthSkaterPeriod(used.state, team)).toBe(2);
    expect(sixthSkaterPeriod(c.state, team)).toBeNull();
    // The period over, the window is over: the 3rd period counts 1 again, and 6th Skater is offered again.
    const third = hockey(3, 1100, [{ side: 'home', period: 1, second: 100 }]);
    expect(sixthSkaterPeriod(used.state, teamsOfMatches([third]).get(HOME)!)).toBeNull();
    expect(powerplayBlocked({ ...after, matches: [third] }, ids.sixthSkater, HOME)).toBeNull();
    // An intermission: no period runs.
    const break1 = { ...second, progress: { league: 'hockey' as const, period: 0, clockSeconds: 0 } };
    expect(powerplayBlocked(ctx(break1), ids.sixthSkater, HOME)).toBe('SPORTS_ACTION_UNAVAILABLE');
  });

  it('says nothing of a powerplay used up (the page says "none left")', () => {
    const one = hockey(2, 600, []);
    expect(
      powerplayBlocked({ ...ctx(one), inventory: { ...kit, [ids.refresh]: 0 } }, ids.refresh, HOME),
    ).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { simulateHockeyGame } from '../hockey-sim';
import { attributeGoals } from './attribution';
import { fantasyMatch, goal } from './fixtures.test-support';
import { fantasyScoring, fantasyStatLine, goalsHappened } from './points';
import { rosterSlots } from './roster';

const goals = [
  goal('home', 100, 'C1', ['LW1', 'D1']),
  goal('away', 200, 'RW2', ['C2']),
  goal('home', 300, 'LW1', ['C1']),
  goal('home', 400, 'D3'),
];
const points = (key: string, m = fantasyMatch('FINISHED', goals)) => fantasyStatLine(key, [m]).points;

describe('fantasy points (docs/rules/fantasy.md "Scoring")', () => {
  it('scores the rules: goal 3, assist 2, goalie win 4, shutout 3, goal against −1', () => {
    expect(fantasyScoring).toEqual({ goal: 3, assist: 2, goalieWin: 4, shutout: 3, goalAgainst: -1 });
  });

  it('gives a skater 3 a goal and 2 an assist, for his own club only', () => {
    expect(points('nhl-H:C1')).toBe(3 + 2);
    expect(points('nhl-H:LW1')).toBe(2 + 3);
    expect(points('nhl-H:D1')).toBe(2);
    expect(points('nhl-H:D3')).toBe(3);
    expect(points('nhl-A:RW2')).toBe(3);
    expect(points('nhl-A:C2')).toBe(2);
    // Slot C2 of the home club did nothing: the away C2's assist is not his.
    expect(points('nhl-H:C2')).toBe(0);
    expect(fantasyStatLine('nhl-H:C1', [fantasyMatch('FINISHED', goals)])).toMatchObject({
      goals: 1,
      assists: 1,
    });
  });

  it('counts only the goals scored so far', () => {
    const live = fantasyMatch('LIVE', goals, 2);
    expect(points('nhl-H:C1', live)).toBe(3);
    expect(points('nhl-H:LW1', live)).toBe(2);
    expect(points('nhl-H:D3', live)).toBe(0);
    expect(goalsHappened(live)).toHaveLength(2);
  });

  it('gives the starting goalie −1 a goal against, and a win only once his club has won', () => {
    const live = fantasyMatch('LIVE', goals);
    expect(points('nhl-H:G1', live)).toBe(-1);
    expect(points('nhl-A:G1', live)).toBe(-3);
    expect(points('nhl-H:G1')).toBe(-1 + 4);
    expect(points('nhl-A:G1')).toBe(-3);
    expect(fantasyStatLine('nhl-H:G1', [fantasyMatch('FINISHED', goals)])).toMatchObject({
      win: true,
      shutout: false,
      goalsAgainst: 1,
    });
  });

  it('gives a shutout 3 at the end, a shootout win counting as a win and not against the shutout', () => {
    const shutout = fantasyMatch('FINISHED', [goal('home', 100, 'C1')]);
    expect(points('nhl-H:G1', shutout)).toBe(4 + 3);
    expect(points('nhl-A:G1', shutout)).toBe(-1);
    expect(points('nhl-H:G1', fantasyMatch('LIVE', [goal('home', 100, 'C1')]))).toBe(0);
    const zeroZero = fantasyMatch('FINISHED', [], 0, 'away');
    expect(points('nhl-A:G1', zeroZero)).toBe(4 + 3);
    expect(points('nhl-H:G1', zeroZero)).toBe(3);
  });

  it('gives the backup goalie nothing, and a player of a club not in the set nothing', () => {
    expect(points('nhl-H:G2')).toBe(0);
    expect(fantasyStatLine('nhl-X:C1', [fantasyMatch('LIVE', goals)])).toMatchObject({
      points: 0,
      status: 'UNPLAYED',
    });
    expect(fantasyStatLine('nhl-H:Q9', [fantasyMatch('LIVE', goals)]).points).toBe(0);
  });

  it("agrees with the score of simulated games: every goal is a club skater's 3 and goals against its goalie's", () => {
    const seed = '00112233445566778899aabbccddeeff';
    for (let i = 0; i < 50; i++) {
      const game = simulateHockeyGame(seed, `p${i}`);
      const m = fantasyMatch('LIVE', attributeGoals(seed, `p${i}`, game.goals));
      for (const side of ['home', 'away'] as const) {
        const club = side === 'home' ? 'nhl-H' : 'nhl-A';
        const lines = rosterSlots.map((s) => fantasyStatLine(`${club}:${s.slot}`, [m]));
        const own = side === 'home' ? m.match.homeScore : m.match.awayScore;
        const other = side === 'home' ? m.match.awayScore : m.match.homeScore;
        expect(lines.reduce((n, l) => n + l.goals, 0)).toBe(own);
        expect(lines.find((l) => l.key.endsWith(':G1'))!.points).toBe(0 - other);
      }
    }
  });
});

import { quarterReplay, quarterStateAt } from '@powerplay/domain';
import { describe, expect, it } from 'vitest';
import { nba2022Games, nbaCredit, nbaSlates } from './basketball-nba-2022-slates';
import { nfl2023Games, nflCredit, nflWeeks } from './football-nfl-2023-weeks';
import { nbaClubById, nbaClubs } from './nba-clubs';
import { nflClubById, nflClubs } from './nfl-clubs';
import { checkQuarterGame, quarterLineOf, type QuarterGame } from './quarter-games';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('stored NBA days (2022–23 opening week)', () => {
  it('hold seven full days of real games between known clubs, each club once a day at most', () => {
    expect(nbaClubs).toHaveLength(30);
    expect(nbaSlates.map(([date]) => date)).toEqual([
      '2022-10-18',
      '2022-10-19',
      '2022-10-20',
      '2022-10-21',
      '2022-10-22',
      '2022-10-23',
      '2022-10-24',
    ]);
    expect(nba2022Games).toHaveLength(51);
    expect(new Set(nba2022Games.map((g) => g.id)).size).toBe(51);
    for (const [, games] of nbaSlates) {
      const clubs = games.flatMap((g) => [g.away, g.home]);
      expect(new Set(clubs).size).toBe(clubs.length);
      for (const club of clubs) expect(nbaClubById.has(club)).toBe(true);
    }
    expect(nbaCredit).toMatch(/CC BY 4\.0/);
  });

  it("adds every game's quarters up to its final, with overtimes only after a tie", () => {
    for (const g of nba2022Games) {
      expect(sum(g.awayLine)).toBe(g.awayScore);
      expect(sum(g.homeLine)).toBe(g.homeScore);
      expect(g.awayScore).not.toBe(g.homeScore);
      expect(() => checkQuarterGame('basketball', g)).not.toThrow();
    }
    // Five of the 51 went to overtime, one period each.
    expect(nba2022Games.filter((g) => g.awayLine.length > 4).map((g) => g.id)).toEqual([
      '0022200009',
      '0022200025',
      '0022200027',
      '0022200039',
      '0022200040',
    ]);
  });

  it('stores the real games as NBA Stats records them', () => {
    expect(nba2022Games[0]).toEqual({
      id: '0022200001',
      date: '2022-10-18',
      away: 'PHI',
      home: 'BOS',
      awayScore: 117,
      homeScore: 126,
      awayLine: [29, 34, 25, 29],
      homeLine: [24, 39, 35, 28],
    });
    expect(nba2022Games.find((g) => g.id === '0022200009')).toMatchObject({
      away: 'NYK',
      home: 'MEM',
      awayLine: [23, 23, 33, 29, 4],
      homeLine: [25, 36, 24, 23, 7],
    });
  });

  it('replays every game to its real final', () => {
    for (const g of nba2022Games) {
      const r = quarterReplay('basketball', quarterLineOf(g));
      expect(quarterStateAt(r, r.endsAt)).toMatchObject({
        status: 'FINISHED',
        homeScore: g.homeScore,
        awayScore: g.awayScore,
      });
    }
  });
});

describe('stored NFL weeks (2023 weeks 1–3)', () => {
  it('hold three full weeks of real games: every club once a week', () => {
    expect(nflClubs).toHaveLength(32);
    expect(nflWeeks.map(([week, games]) => [week, games.length])).toEqual([
      [1, 16],
      [2, 16],
      [3, 16],
    ]);
    for (const [, games] of nflWeeks) {
      const clubs = games.flatMap((g) => [g.away, g.home]);
      expect(new Set(clubs).size).toBe(32);
      for (const club of clubs) expect(nflClubById.has(club)).toBe(true);
    }
    for (const g of nfl2023Games) {
      // nflverse's game id names the week and the clubs.
      expect(g.id).toBe(`2023_0${g.week}_${g.away}_${g.home}`);
      expect(Date.parse(g.kickoff)).not.toBeNaN();
    }
    expect(nflCredit).toMatch(/nfl-raw/);
  });

  it("adds every game's quarters up to its final, with the overtime only after a tie", () => {
    for (const g of nfl2023Games) {
      expect(sum(g.awayLine)).toBe(g.awayScore);
      expect(sum(g.homeLine)).toBe(g.homeScore);
      expect(sum(g.awayLine.slice(0, 4)) === sum(g.homeLine.slice(0, 4))).toBe(g.awayLine.length === 5);
      expect(() => checkQuarterGame('football', g)).not.toThrow();
    }
    expect(nfl2023Games.filter((g) => g.awayLine.length > 4).map((g) => g.id)).toEqual([
      '2023_01_BUF_NYJ',
      '2023_02_LAC_TEN',
      '2023_02_SEA_DET',
      '2023_03_IND_BAL',
    ]);
  });

  it('stores the real games as the NFL records them', () => {
    expect(nfl2023Games.find((g) => g.id === '2023_03_DEN_MIA')).toMatchObject({
      date: '2023-09-24',
      awayScore: 20,
      homeScore: 70,
      homeLine: [14, 21, 14, 21],
    });
    // The season opener: Thursday night in Kansas City (00:20 UTC on Friday).
    expect(nfl2023Games[0]).toMatchObject({
      id: '2023_01_DET_KC',
      date: '2023-09-07',
      kickoff: '2023-09-08T00:20:00Z',
    });
  });

  it('replays every game to its real final; an overtime ends on its winning score', () => {
    for (const g of nfl2023Games) {
      const r = quarterReplay('football', quarterLineOf(g));
      expect(quarterStateAt(r, r.endsAt)).toMatchObject({
        status: 'FINISHED',
        homeScore: g.homeScore,
        awayScore: g.awayScore,
      });
      if (g.awayLine.length > 4) expect(r.endsAt).toBe(r.scores.at(-1)!.at);
    }
  });
});

describe('the line-score check', () => {
  const game: QuarterGame = {
    id: 'x',
    date: '2022-10-18',
    away: 'PHI',
    home: 'BOS',
    awayScore: 117,
    homeScore: 126,
    awayLine: [29, 34, 25, 29],
    homeLine: [24, 39, 35, 28],
  };

  it('refuses a game whose lines do not add up, differ in length, or go to overtime untied', () => {
    expect(() => checkQuarterGame('basketball', game)).not.toThrow();
    expect(() => checkQuarterGame('basketball', { ...game, awayScore: 118 })).toThrow(/add up/);
    expect(() => checkQuarterGame('basketball', { ...game, homeLine: [24, 39, 35] })).toThrow(/periods/);
    expect(() =>
      checkQuarterGame('basketball', {
        ...game,
        awayScore: 119,
        homeScore: 128,
        awayLine: [...game.awayLine, 2],
        homeLine: [...game.homeLine, 2],
      }),
    ).toThrow(/overtime without a tie/);
    expect(() =>
      checkQuarterGame('basketball', { ...game, homeScore: 117, homeLine: [24, 39, 35, 19] }),
    ).toThrow(/tied/);
    // A football game may end tied after its overtime.
    const tie = { ...game, awayScore: 20, homeScore: 20, awayLine: [7, 3, 7, 0, 3], homeLine: [0, 10, 0, 7, 3] };
    expect(() => checkQuarterGame('football', tie)).not.toThrow();
  });
});

import { readFileSync } from 'node:fs';
import { baseballStateAt } from '@powerplay/domain';
import { describe, expect, it } from 'vitest';
import { ballparkById } from './ballparks';
import { mlb2019Games } from './mlb-2019-slates';
import { mlbClubById, mlbClubs } from './mlb-clubs';
import { nhlClubs } from './nhl-clubs';
import { lineScoreOf, parseGameLog, parseGameLogLine, parseLineScore, slatesByDate, splitGameLogLine } from './retrosheet';

// Three real lines of Retrosheet's GL2019.TXT, unchanged.
const sample = readFileSync(new URL('./gl2019-sample.txt', import.meta.url), 'utf8');

describe('Retrosheet game-log parser', () => {
  it('reads the fields a game set needs from real lines', () => {
    const [cubs, giants, reds] = parseGameLog(sample);
    expect(splitGameLogLine(sample.split('\n')[0]!)).toHaveLength(161);
    expect(cubs).toEqual({
      date: '2019-07-14',
      gameNumber: 0,
      visitor: 'PIT',
      home: 'CHN',
      visitorScore: 3,
      homeScore: 8,
      dayNight: 'D',
      park: 'CHI11',
      minutes: 172,
      visitorLine: '003000000',
      homeLine: '01013300x',
      visitorStarter: 'Trevor Williams',
      homeStarter: 'Jose Quintana',
    });
    expect(giants).toMatchObject({ visitorStarter: 'Noah Syndergaard', homeStarter: 'Madison Bumgarner' });
    expect(lineScoreOf(giants!).away).toHaveLength(16);
    expect(lineScoreOf(reds!).away).toEqual([0, 0, 0, 0, 0, 10, 2, 0, 0]);
  });

  it('stores exactly what the parser reads for the sampled games', () => {
    for (const game of parseGameLog(sample)) {
      expect(mlb2019Games).toContainEqual(game);
    }
  });

  it('reads line scores: digits, (nn) for ten or more, x when the home team did not bat', () => {
    expect(parseLineScore('01013300x')).toEqual([0, 1, 0, 1, 3, 3, 0, 0, null]);
    expect(parseLineScore('00000(10)200')).toEqual([0, 0, 0, 0, 0, 10, 2, 0, 0]);
    expect(() => parseLineScore('12a')).toThrow();
    expect(() => parseLineScore('')).toThrow();
  });

  it('refuses a line that is not a game log line, or whose line scores do not add up', () => {
    expect(() => parseGameLogLine('not,a,game')).toThrow();
    const line = sample.split('\n')[0]!;
    expect(() => parseGameLogLine(line.replace(',3,8,51,', ',4,8,51,'))).toThrow(/add up/);
  });
});

describe('stored 2019 slates', () => {
  const slates = slatesByDate(mlb2019Games);

  it('hold seven full days of real games with known clubs and parks', () => {
    expect([...slates.keys()]).toEqual([
      '2019-07-14',
      '2019-07-15',
      '2019-07-16',
      '2019-07-17',
      '2019-07-18',
      '2019-07-19',
      '2019-07-20',
    ]);
    expect(mlb2019Games).toHaveLength(98);
    for (const [, games] of slates) {
      const teams = games.flatMap((game) => [game.visitor, game.home]);
      // A club plays twice in a day only in a doubleheader.
      const doubleheaders = games.filter((game) => game.gameNumber > 0).length;
      expect(new Set(teams).size).toBe(teams.length - doubleheaders);
    }
    for (const game of mlb2019Games) {
      expect(mlbClubById.has(game.visitor) && mlbClubById.has(game.home)).toBe(true);
      expect(ballparkById.has(game.park)).toBe(true);
      expect(game.visitorStarter && game.homeStarter).toBeTruthy();
    }
  });

  it('replay to their real final scores', () => {
    for (const game of mlb2019Games) {
      expect(baseballStateAt(lineScoreOf(game), 1e9)).toMatchObject({
        status: 'FINISHED',
        awayScore: game.visitorScore,
        homeScore: game.homeScore,
      });
    }
  });
});

describe('clubs', () => {
  it('are the 30 MLB and 32 NHL clubs, each id once', () => {
    expect(new Set(mlbClubs.map((c) => c.id)).size).toBe(30);
    expect(new Set(mlbClubs.map((c) => c.abbreviation)).size).toBe(30);
    expect(new Set(nhlClubs.map((c) => c.id)).size).toBe(32);
    expect(nhlClubs.every((c) => c.goalie.name.length > 0)).toBe(true);
  });
});

/**
 * A parser for Retrosheet game logs (one game per line, 161 comma-separated fields, text fields in
 * double quotes). Field numbers below are those of Retrosheet's field list for game logs
 * (https://www.retrosheet.org/gamelogs/glfields.txt, also in chadwickbureau/retrosheet). We keep what a
 * game set needs: date, game number, teams, ballpark, starting pitchers, line scores and the final.
 *
 * The information used here was obtained free of charge from and is copyrighted by Retrosheet.
 * Interested parties may contact Retrosheet at www.retrosheet.org.
 */
import type { LineScore } from '@powerplay/domain';

export interface GameLogGame {
  /** YYYY-MM-DD (field 1). */
  date: string;
  /** 0 = single game, 1 and 2 = first and second game of a doubleheader (field 2). */
  gameNumber: number;
  /** Retrosheet team codes (fields 4 and 7), e.g. NYA, SLN. */
  visitor: string;
  home: string;
  /** Final runs (fields 10, 11). */
  visitorScore: number;
  homeScore: number;
  /** D or N (field 13). */
  dayNight: 'D' | 'N';
  /** Retrosheet park id (field 17), e.g. BOS07. */
  park: string;
  /** Length of the game in minutes (field 19). */
  minutes: number;
  /** Line scores as the log writes them (fields 20, 21): one character per inning, "(10)" for ten or more, "x" unplayed. */
  visitorLine: string;
  homeLine: string;
  /** Starting pitchers' names (fields 103 and 105). */
  visitorStarter: string;
  homeStarter: string;
}

/** Splits one CSV line of the log: quoted fields may hold commas; no field holds a quote. */
export function splitGameLogLine(line: string): string[] {
  const fields: string[] = [];
  const re = /"([^"]*)"|([^,]*)/g;
  let at = 0;
  while (at <= line.length) {
    re.lastIndex = at;
    const m = re.exec(line);
    if (!m) break;
    fields.push(m[1] ?? m[2] ?? '');
    at = re.lastIndex + 1; // past the comma
  }
  return fields;
}

const int = (value: string | undefined, field: number) => {
  if (value === undefined || !/^\d+$/.test(value)) throw new Error(`game log field ${field} is not a number: ${value}`);
  return Number(value);
};

/** Parses one game-log line (throws on a line that is not a game log's). */
export function parseGameLogLine(line: string): GameLogGame {
  const f = splitGameLogLine(line.trim());
  if (f.length < 105) throw new Error(`a game log line has 161 fields, this one ${f.length}`);
  const field = (n: number) => f[n - 1] ?? '';
  const date = field(1);
  if (!/^\d{8}$/.test(date)) throw new Error(`game log field 1 is not a date: ${date}`);
  const dayNight = field(13);
  if (dayNight !== 'D' && dayNight !== 'N') throw new Error(`game log field 13 is not D or N: ${dayNight}`);
  const game: GameLogGame = {
    date: `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`,
    gameNumber: int(field(2), 2),
    visitor: field(4),
    home: field(7),
    visitorScore: int(field(10), 10),
    homeScore: int(field(11), 11),
    dayNight,
    park: field(17),
    minutes: int(field(19), 19),
    visitorLine: field(20),
    homeLine: field(21),
    visitorStarter: field(103),
    homeStarter: field(105),
  };
  checkLineScores(game);
  return game;
}

/** A line score's innings: digits, "(nn)" for ten or more runs, null for "x" (did not bat). */
export function parseLineScore(text: string): (number | null)[] {
  const innings: (number | null)[] = [];
  for (const m of text.matchAll(/\((\d+)\)|(\d)|(x)/g)) {
    innings.push(m[3] ? null : Number(m[1] ?? m[2]));
  }
  if (innings.length === 0 || innings.map((r) => (r === null ? 'x' : r > 9 ? `(${r})` : String(r))).join('') !== text) {
    throw new Error(`not a line score: ${text}`);
  }
  return innings;
}

/** The replay's line score of a game (the visitors always bat). */
export function lineScoreOf(game: Pick<GameLogGame, 'visitorLine' | 'homeLine'>): LineScore {
  return {
    away: parseLineScore(game.visitorLine).map((r) => r ?? 0),
    home: parseLineScore(game.homeLine),
  };
}

/** A game whose line scores do not add up to its final score is refused (guards every stored slate). */
export function checkLineScores(game: GameLogGame): void {
  const { away, home } = lineScoreOf(game);
  const sum = (xs: readonly (number | null)[]) => xs.reduce<number>((a, b) => a + (b ?? 0), 0);
  if (away.length !== home.length) throw new Error(`${game.date} ${game.visitor}@${game.home}: innings differ`);
  if (sum(away) !== game.visitorScore || sum(home) !== game.homeScore) {
    throw new Error(`${game.date} ${game.visitor}@${game.home}: line scores do not add up to the final`);
  }
}

/** Parses a whole log (one game per non-empty line). */
export const parseGameLog = (text: string) =>
  text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map(parseGameLogLine);

/** Games grouped by date, in date order: one slate per day. */
export function slatesByDate(games: readonly GameLogGame[]): Map<string, GameLogGame[]> {
  const slates = new Map<string, GameLogGame[]>();
  for (const g of [...games].sort((a, b) => a.date.localeCompare(b.date))) {
    slates.set(g.date, [...(slates.get(g.date) ?? []), g]);
  }
  return slates;
}

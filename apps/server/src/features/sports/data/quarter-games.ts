/**
 * Real basketball and football games kept as line scores (docs/rules/sports.md "Basketball and football":
 * real games where public data has them, replayed quarter by quarter). The extracts themselves, with their
 * sources and licences, are `basketball-nba-2022-slates.ts` and `football-nfl-2023-weeks.ts`; this module
 * holds their shape and the checks every stored game passes when its module loads.
 */
import type { QuarterLeague, QuarterLineScore } from '@powerplay/domain';

export interface QuarterGame {
  /** The source's game id: NBA Stats' (`0022200001`) or nflverse's (`2023_01_DET_KC`). */
  id: string;
  /** The day the league lists the game on (US Eastern), YYYY-MM-DD. */
  date: string;
  /** Club ids (`nba-clubs.ts`, `nfl-clubs.ts`). */
  away: string;
  home: string;
  awayScore: number;
  homeScore: number;
  /** Points per period: the four quarters, then each overtime period played. */
  awayLine: readonly number[];
  homeLine: readonly number[];
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/**
 * A game is refused unless its line scores add up to its final score, have four quarters (and the
 * overtimes played) for both teams, and go to overtime only while tied: a basketball game ends decided,
 * a football game may end tied after its one regular-season overtime period.
 */
/** A game's teams and scores as the data files list them, after its id and date. */
export type LineScoreArgs = [
  away: string,
  home: string,
  awayScore: number,
  homeScore: number,
  awayLine: number[],
  homeLine: number[],
];

/** The game of a data file's row, checked. */
export function lineScoreGame(
  sport: QuarterLeague,
  id: string,
  date: string,
  [away, home, awayScore, homeScore, awayLine, homeLine]: LineScoreArgs,
): QuarterGame {
  const game = { id, date, away, home, awayScore, homeScore, awayLine, homeLine };
  checkQuarterGame(sport, game);
  return game;
}

export function checkQuarterGame(league: QuarterLeague, game: QuarterGame): void {
  const where = `${game.date} ${game.away}@${game.home}`;
  const { awayLine: away, homeLine: home } = game;
  if (away.length < 4 || away.length !== home.length) throw new Error(`${where}: periods differ`);
  if ([...away, ...home].some((p) => !Number.isInteger(p) || p < 0)) throw new Error(`${where}: bad points`);
  if (sum(away) !== game.awayScore || sum(home) !== game.homeScore) {
    throw new Error(`${where}: line scores do not add up to the final`);
  }
  for (let n = 4; n < away.length; n++) {
    if (sum(away.slice(0, n)) !== sum(home.slice(0, n))) throw new Error(`${where}: overtime without a tie`);
  }
  if (league === 'basketball' && game.awayScore === game.homeScore) throw new Error(`${where}: tied`);
  if (league === 'football' && away.length > 5) throw new Error(`${where}: one overtime period at most`);
}

/** The replay's line score of a game. */
export const quarterLineOf = (game: Pick<QuarterGame, 'awayLine' | 'homeLine'>): QuarterLineScore => ({
  away: game.awayLine,
  home: game.homeLine,
});

/** Games grouped by a key (a day, a week), in the order first met. */
export function groupGames<T extends QuarterGame, K>(games: readonly T[], keyOf: (game: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const g of games) groups.set(keyOf(g), [...(groups.get(keyOf(g)) ?? []), g]);
  return groups;
}

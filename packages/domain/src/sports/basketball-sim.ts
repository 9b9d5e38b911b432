import { seededStream } from '../rng/draw';
import type { QuarterLineScore } from './quarter-replay';

/**
 * The basketball simulator (docs/rules/sports.md "Basketball and football": a seeded simulator at league
 * rates where no real game is replayed). A game is a pure function of a seed and the game's id, so it is
 * recorded by its seed and replayed in tests, as hockey's is. Each quarter both teams get the same number
 * of possessions (the pace), and each possession scores 0–4 points at NBA rates (a little over 1.15 a
 * possession, some 113 points a team a game); a tie after four quarters goes to 5-minute overtimes until
 * one team leads, as the NBA plays them. The result is a line score, played back by the quarter replay.
 */
export interface BasketballSimOptions {
  /** Possessions a team per quarter, drawn uniformly from this range (the NBA's ~100 a game). */
  possessionsPerQuarter: readonly [number, number];
  /** Possessions a team per 5-minute overtime. */
  possessionsPerOvertime: readonly [number, number];
  /** Chances, per 1000 possessions, of scoring 0, 1, 2, 3 and 4 points. */
  possessionPoints: readonly [number, number, number, number, number];
  /** Overtimes played before a still-tied game is settled by a last free throw (NBA games never stay tied). */
  maxOvertimes: number;
}

export const basketballSimDefaults: BasketballSimOptions = {
  possessionsPerQuarter: [23, 26],
  possessionsPerOvertime: [10, 11],
  possessionPoints: [480, 35, 345, 130, 10],
  maxOvertimes: 10,
};

export interface BasketballGame {
  options: BasketballSimOptions;
  line: QuarterLineScore;
  homeScore: number;
  awayScore: number;
  /** Overtime periods played (0: decided in regulation). */
  overtimes: number;
}

/**
 * Points of `possessions` possessions from one seeded stream. One draw serves several possessions: a
 * number below total^k (no bias: the stream rejects rather than wraps) read as k base-total digits.
 */
function periodPoints(
  seedHex: string,
  label: string,
  possessions: number,
  chances: BasketballSimOptions['possessionPoints'],
): number {
  const total = chances.reduce((a, b) => a + b, 0);
  let perDraw = 1;
  while (total ** (perDraw + 1) <= 2 ** 32) perDraw++;
  const next = seededStream(seedHex, label, 0, total ** perDraw - 1);
  let points = 0;
  let digits = 0;
  let draw = 0;
  for (let k = 0; k < possessions; k++) {
    if (digits === 0) {
      draw = next();
      digits = perDraw;
    }
    let u = draw % total;
    draw = Math.floor(draw / total);
    digits--;
    let scored = 0;
    while (u >= chances[scored]!) u -= chances[scored++]!;
    points += scored;
  }
  return points;
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** Simulates one game from `seedHex` (hex bytes) and the game's id (so one seed serves a whole slate). */
export function simulateBasketballGame(
  seedHex: string,
  gameId: string,
  overrides: Partial<BasketballSimOptions> = {},
): BasketballGame {
  const o = { ...basketballSimDefaults, ...overrides };
  const away: number[] = [];
  const home: number[] = [];
  const play = (period: number, [min, max]: readonly [number, number]) => {
    const pace = seededStream(seedHex, `${gameId}:basketball:pace:${period}`, min, max)();
    for (const [side, points] of [
      ['away', away],
      ['home', home],
    ] as const) {
      points.push(periodPoints(seedHex, `${gameId}:basketball:${side}:${period}`, pace, o.possessionPoints));
    }
  };
  for (let period = 1; period <= 4; period++) play(period, o.possessionsPerQuarter);
  while (sum(away) === sum(home) && away.length < 4 + o.maxOvertimes) {
    play(away.length + 1, o.possessionsPerOvertime);
  }
  if (sum(away) === sum(home)) {
    // Still tied after every overtime allowed: a last free throw, to a seeded side.
    const side = seededStream(seedHex, `${gameId}:basketball:last-free-throw`, 0, 1)() === 0 ? home : away;
    side[side.length - 1]! += 1;
  }
  return {
    options: o,
    line: { away, home },
    homeScore: sum(home),
    awayScore: sum(away),
    overtimes: away.length - 4,
  };
}

import type { QuarterLeague, QuarterLineScore } from './quarter-replay';

/**
 * A quarter replay's scoring plays (docs/rules/sports.md "Basketball and football"): a period's points cut
 * into the league's plays and spread evenly, so the replay only has to place them on the clock.
 */

/**
 * Lists merged evenly: item j of a list of n sits at (j + ½) / n of the way, ties in list order. Pure,
 * so a period's plays always come out in the same order.
 */
export function spreadEvenly<T>(lists: readonly (readonly T[])[]): T[] {
  return lists
    .flatMap((list, l) => list.map((item, j) => ({ item, key: (j + 0.5) / list.length, l })))
    .sort((a, b) => a.key - b.key || a.l - b.l)
    .map((x) => x.item);
}

const repeat = (value: number, count: number) => Array.from({ length: count }, () => value);

/**
 * A basketball period's points as plays of 3, 2 and 1 (a free throw) at about the NBA's mix — some
 * 11% of the points' worth in threes and 15% in free throws, the rest twos — spread evenly.
 */
export function basketballPlays(points: number): number[] {
  checkPoints(points);
  const threes = Math.min(Math.round(points * 0.11), Math.floor(points / 3));
  const rest = points - 3 * threes;
  let ones = Math.min(Math.round(points * 0.15), rest);
  if ((rest - ones) % 2 !== 0) ones += ones < rest ? 1 : -1;
  return spreadEvenly([repeat(2, (rest - ones) / 2), repeat(3, threes), repeat(1, ones)]);
}

/**
 * A football period's points as plays: touchdowns (7; 6 when the try fails or, in overtime, is not
 * played; 8 with a two-point conversion), field goals (3), safeties (2) and, only where nothing else adds
 * up, a one-point conversion safety. The likeliest split wins: 7s and 3s first, a third field goal costs
 * a little, a 6 or an 8 more, a safety more still.
 */
export function footballPlays(points: number): number[] {
  checkPoints(points);
  let best: { cost: number; touchdowns: number; plays: number[] } | undefined;
  for (let eights = 0; eights <= 2; eights++) {
    for (let sixes = 0; sixes <= 2; sixes++) {
      for (let twos = 0; twos <= 2; twos++) {
        for (let ones = 0; ones <= 1; ones++) {
          const rest = points - 8 * eights - 6 * sixes - 2 * twos - ones;
          if (rest < 0) continue;
          let sevens = Math.floor(rest / 7);
          while (sevens >= 0 && (rest - 7 * sevens) % 3 !== 0) sevens--;
          if (sevens < 0) continue;
          const threes = (rest - 7 * sevens) / 3;
          const cost = eights + sixes + 2 * twos + 5 * ones + 0.6 * Math.max(0, threes - 1);
          const touchdowns = sevens + sixes + eights;
          if (best && (cost > best.cost || (cost === best.cost && touchdowns <= best.touchdowns))) continue;
          best = {
            cost,
            touchdowns,
            plays: spreadEvenly([
              repeat(7, sevens),
              repeat(3, threes),
              repeat(6, sixes),
              repeat(8, eights),
              repeat(2, twos),
              repeat(1, ones),
            ]),
          };
        }
      }
    }
  }
  return best!.plays;
}

function checkPoints(points: number) {
  if (!Number.isInteger(points) || points < 0) throw new RangeError(`not a period's points: ${points}`);
}

export const playsOf = (league: QuarterLeague, points: number) =>
  league === 'basketball' ? basketballPlays(points) : footballPlays(points);

/** Checks a line score: at least four periods, the same number for both teams, whole points ≥ 0. */
export function checkQuarterLine(line: QuarterLineScore): void {
  if (line.away.length < 4 || line.away.length !== line.home.length) {
    throw new RangeError(`a line score has four periods or more, the same for both teams`);
  }
  [...line.away, ...line.home].forEach(checkPoints);
}

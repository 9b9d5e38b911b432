import { seededStream } from '../rng/draw';
import type { Side } from './hockey-sim';
import type { QuarterLineScore } from './quarter-replay';

/**
 * The football simulator (docs/rules/sports.md "Basketball and football": a seeded simulator at league rates
 * where no real game is replayed). A game is a pure function of a seed and the game's id, as hockey's is.
 * Each quarter each team has a few drives; a drive ends in a touchdown (the try: mostly 7, sometimes 6 or 8),
 * a field goal, a safety for the defence or nothing, at NFL rates — scoring peaks in the second quarter's
 * two-minute drill — for some 22 points a team a game. A tie after four quarters goes to the NFL's
 * regular-season overtime (10 minutes; a touchdown on the first possession wins, a field goal gives the
 * other team a possession, then the next score wins; still tied at the end, the game is a tie), or, with
 * `allowTies` off, to overtimes until one team leads, as in the playoffs.
 */
export interface FootballSimOptions {
  /** Drives a team per quarter, drawn uniformly from this range. */
  drivesPerQuarter: readonly [number, number];
  /** Per quarter (1–4), the chances per 10,000 drives of a touchdown and of a field goal. */
  touchdownChance: readonly [number, number, number, number];
  fieldGoalChance: readonly [number, number, number, number];
  /** Per 10,000 drives: a safety, 2 points to the defence. */
  safetyChance: number;
  /** Per 1000 touchdowns: the try fails (6) and a two-point conversion succeeds (8); the rest kick (7). */
  sixChance: number;
  eightChance: number;
  /** Overtime drives (per 10,000) and how many fit in the 10-minute overtime period. */
  overtimeTouchdownChance: number;
  overtimeFieldGoalChance: number;
  overtimeDrives: number;
  /** Regular season: a game still tied after one overtime period is a tie. Off: overtimes until decided. */
  allowTies: boolean;
  /** Overtime periods before a still-tied game (ties not allowed) is settled by a last field goal. */
  maxOvertimes: number;
}

export const footballSimDefaults: FootballSimOptions = {
  drivesPerQuarter: [2, 4],
  touchdownChance: [1700, 2700, 1700, 2100],
  fieldGoalChance: [1100, 1750, 1100, 1300],
  safetyChance: 40,
  sixChance: 67,
  eightChance: 30,
  overtimeTouchdownChance: 3000,
  overtimeFieldGoalChance: 2500,
  overtimeDrives: 4,
  allowTies: true,
  maxOvertimes: 5,
};

export interface FootballGame {
  options: FootballSimOptions;
  line: QuarterLineScore;
  homeScore: number;
  awayScore: number;
  decidedBy: 'regulation' | 'overtime' | 'tie';
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** One team's points in one quarter, and the safeties it gives up (2 each to the other team). */
function quarterDrives(seedHex: string, gameId: string, side: Side, quarter: number, o: FootballSimOptions) {
  const drives = seededStream(
    seedHex,
    `${gameId}:football:drives:${side}:${quarter}`,
    ...o.drivesPerQuarter,
  )();
  const next = seededStream(seedHex, `${gameId}:football:${side}:${quarter}`, 0, 9999);
  const touchdown = o.touchdownChance[quarter - 1]!;
  const fieldGoal = o.fieldGoalChance[quarter - 1]!;
  let points = 0;
  let safeties = 0;
  for (let d = 0; d < drives; d++) {
    const u = next();
    if (u < touchdown) {
      const t = next() % 1000;
      points += t < o.sixChance ? 6 : t < o.sixChance + o.eightChance ? 8 : 7;
    } else if (u < touchdown + fieldGoal) points += 3;
    else if (u < touchdown + fieldGoal + o.safetyChance) safeties++;
  }
  return { points, safeties };
}

/**
 * One overtime period under the NFL's regular-season rules; the points each team scores in it. A
 * touchdown that wins the game is not followed by a try (6).
 */
function overtimePeriod(seedHex: string, gameId: string, period: number, o: FootballSimOptions) {
  const points = { home: 0, away: 0 };
  let side: Side = seededStream(seedHex, `${gameId}:football:coin:${period}`, 0, 1)() === 0 ? 'home' : 'away';
  const next = seededStream(seedHex, `${gameId}:football:ot:${period}`, 0, 9999);
  for (let drive = 1; drive <= o.overtimeDrives; drive++) {
    const u = next();
    const touchdown = u < o.overtimeTouchdownChance;
    const fieldGoal = !touchdown && u < o.overtimeTouchdownChance + o.overtimeFieldGoalChance;
    if (touchdown) {
      points[side] += 6;
      return points;
    }
    if (fieldGoal) {
      points[side] += 3;
      // A first-possession field goal gives the other team a possession; any later one wins.
      if (drive > 1 && points[side] > points[other(side)]) return points;
    } else if (drive === 2 && points[other(side)] > 0) return points;
    side = other(side);
  }
  return points;
}

/** Simulates one game from `seedHex` (hex bytes) and the game's id (so one seed serves a whole slate). */
export function simulateFootballGame(
  seedHex: string,
  gameId: string,
  overrides: Partial<FootballSimOptions> = {},
): FootballGame {
  const o = { ...footballSimDefaults, ...overrides };
  const line = { away: [] as number[], home: [] as number[] };
  for (let quarter = 1; quarter <= 4; quarter++) {
    const away = quarterDrives(seedHex, gameId, 'away', quarter, o);
    const home = quarterDrives(seedHex, gameId, 'home', quarter, o);
    line.away.push(away.points + 2 * home.safeties);
    line.home.push(home.points + 2 * away.safeties);
  }
  const tied = () => sum(line.away) === sum(line.home);
  const regulationTie = tied();
  while (tied() && line.away.length < 4 + (o.allowTies ? 1 : o.maxOvertimes)) {
    const ot = overtimePeriod(seedHex, gameId, line.away.length + 1, o);
    line.away.push(ot.away);
    line.home.push(ot.home);
  }
  if (tied() && !o.allowTies) {
    // Still tied after every overtime allowed: a last field goal, to a seeded side.
    const side = seededStream(seedHex, `${gameId}:football:last-field-goal`, 0, 1)() === 0 ? 'home' : 'away';
    line[side][line[side].length - 1]! += 3;
  }
  return {
    options: o,
    line,
    homeScore: sum(line.home),
    awayScore: sum(line.away),
    decidedBy: !regulationTie ? 'regulation' : tied() ? 'tie' : 'overtime',
  };
}

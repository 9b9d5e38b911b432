import type { Side } from './hockey-sim';
import type { MatchStatus } from './matches';
import { checkQuarterLine, footballPlays, playsOf, spreadEvenly } from './quarter-plays';

export { basketballPlays, checkQuarterLine, footballPlays } from './quarter-plays';

/**
 * The quarter replay (docs/rules/sports.md "Basketball and football"): a game's line score — points per
 * quarter, then per overtime period — played back period by period, time-compressed, like the baseball
 * replay. A line score holds only each period's points, so they are cut into the league's scoring plays
 * (baskets of 2 and 3 and free throws; touchdowns of 7, 6 or 8, field goals, safeties) spread evenly and
 * deterministically over the period: every total is the real one, and a football overtime ends on its
 * winning score as the NFL's does. The same replay plays the seeded simulators' line scores.
 * Times are "game seconds" from the scheduled start (intro, breaks and halftime included); the feed
 * compresses them.
 */
export type QuarterLeague = 'basketball' | 'football';

export interface QuarterLineScore {
  /** Visitors' points per period: the four quarters, then each overtime period played. */
  away: readonly number[];
  /** Home points per period, as many periods as `away`. */
  home: readonly number[];
}

/** Where a live basketball or football match stands. */
export interface QuarterProgress {
  league: QuarterLeague;
  /** 1–4 the quarters, 5 the first overtime period, 6 the second… */
  period: number;
  /** Seconds left on the period's clock; 0 once the period is over (the break after it: after 2, halftime). */
  clockSeconds: number;
}

export interface QuarterState {
  status: MatchStatus;
  homeScore: number;
  awayScore: number;
  progress: QuarterProgress | null;
}

export interface QuarterReplayOptions {
  /** Game seconds of "Starting..." before the tip-off or kickoff. */
  introSeconds: number;
  quarterSeconds: number;
  overtimeSeconds: number;
  /** The breaks after the first and the third quarter. */
  quarterBreakSeconds: number;
  halftimeSeconds: number;
  /** The break after the fourth quarter and between overtime periods. */
  overtimeBreakSeconds: number;
  /** The last overtime period ends on the winner's last score (the NFL's); otherwise it is played out. */
  suddenDeathOvertime: boolean;
}

/** The leagues' clocks: NBA 4 × 12 min, 5-min overtimes; NFL 4 × 15 min, a 10-min sudden-death overtime. */
export const quarterDefaults: Readonly<Record<QuarterLeague, QuarterReplayOptions>> = {
  basketball: {
    introSeconds: 120,
    quarterSeconds: 12 * 60,
    overtimeSeconds: 5 * 60,
    quarterBreakSeconds: 130,
    halftimeSeconds: 15 * 60,
    overtimeBreakSeconds: 130,
    suddenDeathOvertime: false,
  },
  football: {
    introSeconds: 120,
    quarterSeconds: 15 * 60,
    overtimeSeconds: 10 * 60,
    quarterBreakSeconds: 120,
    halftimeSeconds: 13 * 60,
    overtimeBreakSeconds: 3 * 60,
    suddenDeathOvertime: true,
  },
};

/** One scoring play of the replay. */
export interface QuarterScore {
  side: Side;
  /** 1–4, 5+ overtime. */
  period: number;
  points: number;
  /** Game seconds from the scheduled start. */
  at: number;
}

export interface QuarterPeriod {
  period: number;
  /** Game seconds from the scheduled start. */
  start: number;
  /** When the period's clock stops: its full length, or a sudden-death overtime's winning score. */
  end: number;
  length: number;
}

export interface QuarterReplay {
  league: QuarterLeague;
  options: QuarterReplayOptions;
  line: QuarterLineScore;
  periods: QuarterPeriod[];
  /** Every scoring play, in time order. */
  scores: QuarterScore[];
  homeScore: number;
  awayScore: number;
  /** Game seconds from the scheduled start at which the game is FINISHED. */
  endsAt: number;
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

/** Lays out a game: its periods in time, and each period's plays spread over its clock. */
export function quarterReplay(
  league: QuarterLeague,
  line: QuarterLineScore,
  overrides: Partial<QuarterReplayOptions> = {},
): QuarterReplay {
  checkQuarterLine(line);
  const o = { ...quarterDefaults[league], ...overrides };
  const homeScore = sum(line.home);
  const awayScore = sum(line.away);
  const count = line.away.length;
  const winner = homeScore > awayScore ? 'home' : awayScore > homeScore ? 'away' : undefined;
  const periods: QuarterPeriod[] = [];
  const scores: QuarterScore[] = [];
  let t = o.introSeconds;
  for (let i = 0; i < count; i++) {
    const period = i + 1;
    if (i > 0) {
      t += i === 2 ? o.halftimeSeconds : i >= 4 ? o.overtimeBreakSeconds : o.quarterBreakSeconds;
    }
    const length = period <= 4 ? o.quarterSeconds : o.overtimeSeconds;
    const walkOff = o.suddenDeathOvertime && period > 4 && period === count && winner !== undefined;
    const playsOfSide = (side: Side) => {
      const points = line[side][i]!;
      // A winning touchdown in a sudden-death overtime is not followed by a try: 6.
      const winningTouchdown =
        walkOff && side === winner && league === 'football' && points >= 6 && (points - 6) % 3 === 0;
      const plays = winningTouchdown ? [...footballPlays(points - 6), 6] : playsOf(league, points);
      return plays.map((p) => ({ side, points: p }));
    };
    const plays = spreadEvenly([playsOfSide('away'), playsOfSide('home')]);
    let end = t + length;
    const last = walkOff ? plays.map((p) => p.side).lastIndexOf(winner) : -1;
    if (last >= 0) plays.push(...plays.splice(last, 1));
    plays.forEach((p, k) => {
      scores.push({ ...p, period, at: t + Math.floor((length * (k + 1)) / (plays.length + 1)) });
    });
    // A sudden-death overtime ends on the winning score.
    if (last >= 0) end = scores.at(-1)!.at;
    periods.push({ period, start: t, end, length });
    t = end;
  }
  return { league, options: o, line, periods, scores, homeScore, awayScore, endsAt: t };
}

/** Game seconds of a game decided in regulation: intro, four quarters, two breaks and halftime. */
export function quarterRegulationSeconds(
  league: QuarterLeague,
  overrides: Partial<QuarterReplayOptions> = {},
): number {
  const o = { ...quarterDefaults[league], ...overrides };
  return o.introSeconds + 4 * o.quarterSeconds + 2 * o.quarterBreakSeconds + o.halftimeSeconds;
}

/** Game seconds per real second so that a game decided in regulation lasts `gameMinutes` real minutes. */
export const quarterCompression = (
  league: QuarterLeague,
  gameMinutes: number,
  overrides: Partial<QuarterReplayOptions> = {},
) => quarterRegulationSeconds(league, overrides) / (gameMinutes * 60);

/**
 * The game `t` game seconds after its scheduled start: UNPLAYED before, INTRO ("Starting...") during the
 * intro, LIVE with the period and its running clock (clock 0 during the break after a period),
 * FINISHED with the final score.
 */
export function quarterStateAt(replay: QuarterReplay, t: number): QuarterState {
  const { league, options: o } = replay;
  if (t < 0) return { status: 'UNPLAYED', homeScore: 0, awayScore: 0, progress: null };
  if (t < o.introSeconds) return { status: 'INTRO', homeScore: 0, awayScore: 0, progress: null };
  if (t >= replay.endsAt) {
    return { status: 'FINISHED', homeScore: replay.homeScore, awayScore: replay.awayScore, progress: null };
  }
  let homeScore = 0;
  let awayScore = 0;
  for (const s of replay.scores) {
    if (s.at > t) break;
    if (s.side === 'home') homeScore += s.points;
    else awayScore += s.points;
  }
  let current = replay.periods[0]!;
  for (const p of replay.periods) if (p.start <= t) current = p;
  const into = t - current.start;
  const clockSeconds = t < current.end ? current.length - Math.floor(into) : 0;
  return { status: 'LIVE', homeScore, awayScore, progress: { league, period: current.period, clockSeconds } };
}

/**
 * The state `offsetSeconds` of real time after the scheduled start, played `compression` times faster
 * than the game seconds (see `quarterCompression`).
 */
export function quarterReplayStateAt(
  league: QuarterLeague,
  line: QuarterLineScore,
  offsetSeconds: number,
  compression = 1,
  overrides: Partial<QuarterReplayOptions> = {},
): QuarterState {
  return quarterStateAt(quarterReplay(league, line, overrides), offsetSeconds * compression);
}

/**
 * Every moment the state changes other than the clock ticking (intro, each period's start and end, each
 * score, the final), in order, in real seconds from the scheduled start at `compression` (1: game
 * seconds): what the feed schedules as its steps.
 */
export function quarterTimeline(
  replay: QuarterReplay,
  compression = 1,
): { at: number; state: QuarterState }[] {
  const moments = new Set<number>([0, replay.options.introSeconds, replay.endsAt]);
  for (const p of replay.periods) {
    moments.add(p.start);
    moments.add(p.end);
  }
  for (const s of replay.scores) moments.add(s.at);
  return [...moments]
    .filter((at) => at <= replay.endsAt)
    .sort((a, b) => a - b)
    .map((at) => ({ at: at / compression, state: quarterStateAt(replay, at) }));
}

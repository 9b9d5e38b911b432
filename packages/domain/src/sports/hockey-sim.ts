import { seededStream } from '../rng/draw';
import type { MatchProgress, MatchStatus } from './matches';

/**
 * The hockey simulator (docs/rules/sports.md "Live data"): a game is a pure function of a seed, so it is
 * recorded by its seed and replayed in tests. Goals are a Poisson process per team (exponential gaps between
 * goals) at NHL rates, in three 20-minute periods with intermissions; a tie goes to 5 minutes of
 * sudden-death overtime, then a shootout whose winner gets one goal, as the NHL counts it.
 * Times are "game seconds" from the scheduled start (the broadcast, intermissions included); the feed
 * compresses them.
 */
export interface HockeySimOptions {
  /** Goals per team per 60 minutes at 5-on-5 (NHL seasons run at about 3). */
  goalsPerTeamPer60: number;
  /** 3-on-3 overtime is faster; this rate decides a little over half of overtimes before a shootout. */
  overtimeGoalsPerTeamPer60: number;
  introSeconds: number;
  periodSeconds: number;
  intermissionSeconds: number;
  /** The pause between the third period and overtime. */
  overtimeBreakSeconds: number;
  overtimeSeconds: number;
}

export const hockeyDefaults: HockeySimOptions = {
  goalsPerTeamPer60: 3,
  overtimeGoalsPerTeamPer60: 10,
  introSeconds: 120,
  periodSeconds: 20 * 60,
  intermissionSeconds: 18 * 60,
  overtimeBreakSeconds: 60,
  overtimeSeconds: 5 * 60,
};

export type Side = 'home' | 'away';

export interface HockeyGoal {
  side: Side;
  /** 1–3, or 4 for overtime. */
  period: number;
  /** Seconds into the period. */
  second: number;
}

export interface HockeyGame {
  options: HockeySimOptions;
  goals: HockeyGoal[];
  decidedBy: 'regulation' | 'overtime' | 'shootout';
  shootoutWinner: Side | null;
  homeScore: number;
  awayScore: number;
  /** Game seconds from the scheduled start at which the game is FINISHED. */
  endsAt: number;
}

export interface HockeyState {
  status: MatchStatus;
  homeScore: number;
  awayScore: number;
  progress: Extract<MatchProgress, { league: 'hockey' }> | null;
}

const UNIT = 2 ** 30;

/** Goal seconds of one team in one period: exponential gaps from the seeded stream. */
function periodGoals(seedHex: string, label: string, perSecond: number, length: number): number[] {
  const next = seededStream(seedHex, label, 0, UNIT - 1);
  const seconds: number[] = [];
  let t = 0;
  for (;;) {
    const u = (next() + 0.5) / UNIT;
    t += -Math.log(u) / perSecond;
    if (t >= length) return seconds;
    seconds.push(Math.floor(t));
  }
}

/** Simulates one game from `seedHex` (hex bytes) and the game's id (so one seed serves a whole slate). */
export function simulateHockeyGame(
  seedHex: string,
  gameId: string,
  overrides: Partial<HockeySimOptions> = {},
): HockeyGame {
  const o = { ...hockeyDefaults, ...overrides };
  const goals: HockeyGoal[] = [];
  const rate = o.goalsPerTeamPer60 / 3600;
  for (let period = 1; period <= 3; period++) {
    for (const side of ['home', 'away'] as const) {
      for (const second of periodGoals(
        seedHex,
        `${gameId}:hockey:${side}:${period}`,
        rate,
        o.periodSeconds,
      )) {
        goals.push({ side, period, second });
      }
    }
  }
  goals.sort((a, b) => a.period - b.period || a.second - b.second || (a.side === 'home' ? -1 : 1));
  const count = (side: Side) => goals.filter((g) => g.side === side).length;
  const regulationEnd = o.introSeconds + 3 * o.periodSeconds + 2 * o.intermissionSeconds;
  if (count('home') !== count('away')) {
    return {
      options: o,
      goals,
      decidedBy: 'regulation',
      shootoutWinner: null,
      ...scores(goals),
      endsAt: regulationEnd,
    };
  }
  const otStart = regulationEnd + o.overtimeBreakSeconds;
  const otRate = o.overtimeGoalsPerTeamPer60 / 3600;
  const firstOt = (['home', 'away'] as const)
    .map((side) => ({
      side,
      second: periodGoals(seedHex, `${gameId}:hockey:${side}:ot`, otRate, o.overtimeSeconds)[0],
    }))
    .filter((g): g is { side: Side; second: number } => g.second !== undefined)
    .sort((a, b) => a.second - b.second)[0];
  if (firstOt) {
    goals.push({ side: firstOt.side, period: 4, second: firstOt.second });
    return {
      options: o,
      goals,
      decidedBy: 'overtime',
      shootoutWinner: null,
      ...scores(goals),
      endsAt: otStart + firstOt.second,
    };
  }
  const winner = seededStream(seedHex, `${gameId}:hockey:shootout`, 0, 1)() === 0 ? 'home' : 'away';
  const s = scores(goals);
  return {
    options: o,
    goals,
    decidedBy: 'shootout',
    shootoutWinner: winner,
    homeScore: s.homeScore + (winner === 'home' ? 1 : 0),
    awayScore: s.awayScore + (winner === 'away' ? 1 : 0),
    endsAt: otStart + o.overtimeSeconds,
  };
}

function scores(goals: readonly HockeyGoal[]) {
  return {
    homeScore: goals.filter((g) => g.side === 'home').length,
    awayScore: goals.filter((g) => g.side === 'away').length,
  };
}

/** Where each period starts, in game seconds from the scheduled start (index 0 = period 1; 3 = OT). */
function periodStarts(o: HockeySimOptions): number[] {
  const p = (k: number) => o.introSeconds + k * (o.periodSeconds + o.intermissionSeconds);
  return [p(0), p(1), p(2), p(3) - o.intermissionSeconds + o.overtimeBreakSeconds];
}

/**
 * The game at `t` game seconds after its scheduled start: UNPLAYED before, INTRO ("Starting...") during
 * the intro, LIVE with period (0 = intermission) and running clock, FINISHED with the final score.
 */
export function hockeyStateAt(game: HockeyGame, t: number): HockeyState {
  const o = game.options;
  if (t < 0) return { status: 'UNPLAYED', homeScore: 0, awayScore: 0, progress: null };
  if (t < o.introSeconds) return { status: 'INTRO', homeScore: 0, awayScore: 0, progress: null };
  if (t >= game.endsAt) {
    return { status: 'FINISHED', homeScore: game.homeScore, awayScore: game.awayScore, progress: null };
  }
  const starts = periodStarts(o);
  const at = (g: HockeyGoal) => (starts[g.period - 1] ?? 0) + g.second;
  const scored = game.goals.filter((g) => at(g) <= t);
  const { homeScore, awayScore } = scores(scored);
  for (let i = starts.length - 1; i >= 0; i--) {
    const start = starts[i]!;
    if (t < start) continue;
    const length = i === 3 ? o.overtimeSeconds : o.periodSeconds;
    const into = t - start;
    const progress =
      into < length
        ? { league: 'hockey' as const, period: i + 1, clockSeconds: length - Math.floor(into) }
        : { league: 'hockey' as const, period: 0, clockSeconds: 0 };
    return { status: 'LIVE', homeScore, awayScore, progress };
  }
  return {
    status: 'LIVE',
    homeScore,
    awayScore,
    progress: { league: 'hockey', period: 1, clockSeconds: o.periodSeconds },
  };
}

/**
 * Every moment the game's state changes other than the clock ticking (intro, each period start and end,
 * each goal, the final), in order: what the feed schedules as its steps.
 */
export function hockeyTimeline(game: HockeyGame): { at: number; state: HockeyState }[] {
  const o = game.options;
  const starts = periodStarts(o);
  const moments = new Set<number>([0, o.introSeconds, game.endsAt]);
  starts.forEach((start, i) => {
    if (start >= game.endsAt) return;
    moments.add(start);
    moments.add(Math.min(start + (i === 3 ? o.overtimeSeconds : o.periodSeconds), game.endsAt));
  });
  for (const g of game.goals) moments.add((starts[g.period - 1] ?? 0) + g.second);
  return [...moments]
    .filter((at) => at <= game.endsAt)
    .sort((a, b) => a - b)
    .map((at) => ({ at, state: hockeyStateAt(game, at) }));
}

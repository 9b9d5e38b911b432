import type { MatchProgress, MatchStatus } from './matches';

/**
 * The baseball replay (docs/rules/sports.md "Live data"): a real game's line score played back half-inning by
 * half-inning, time-compressed. The line score holds only runs per half-inning, so a half's runs are
 * spread evenly through it; every total is the real one, and a game ends as it really did (a home team
 * ahead after the top of the last inning does not bat; a walk-off ends on its winning run).
 */
export interface LineScore {
  /** Visitors' runs per inning. */
  away: readonly number[];
  /** Home runs per inning; null where the home team did not bat (the log's "x"). */
  home: readonly (number | null)[];
}

export interface BaseballReplayOptions {
  /** Game seconds of "Starting..." before the first pitch. */
  introSeconds: number;
  /** Game seconds per half-inning (a 2019 game ran about 3 hours over some 18 halves: ~10 minutes). */
  halfInningSeconds: number;
  /** Game seconds the row shows "End of Inning n" between innings. */
  endOfInningSeconds: number;
}

export const baseballDefaults: BaseballReplayOptions = {
  introSeconds: 120,
  halfInningSeconds: 600,
  endOfInningSeconds: 120,
};

export interface BaseballState {
  status: MatchStatus;
  awayScore: number;
  homeScore: number;
  progress: Extract<MatchProgress, { league: 'baseball' }> | null;
}

interface Half {
  inning: number;
  half: 'top' | 'bottom';
  start: number;
  end: number;
  /** Game seconds at which each run of the half scores. */
  runs: number[];
}

const sum = (xs: readonly (number | null)[]) => xs.reduce<number>((a, b) => a + (b ?? 0), 0);

/** The halves actually played, each with its time window and run times. */
function halves(line: LineScore, o: BaseballReplayOptions): { halves: Half[]; endsAt: number } {
  const list: Half[] = [];
  let t = o.introSeconds;
  const innings = line.away.length;
  for (let i = 0; i < innings; i++) {
    for (const half of ['top', 'bottom'] as const) {
      const r = half === 'top' ? line.away[i] : line.home[i];
      if (r === null || r === undefined) continue;
      const runs = Array.from(
        { length: r },
        (_, j) => t + Math.floor((o.halfInningSeconds * (j + 1)) / (r + 1)),
      );
      const last = i === innings - 1 && half === 'bottom';
      const homeWins = sum(line.home) > sum(line.away);
      // A walk-off: the game ends on the winning run.
      const end = last && homeWins && r > 0 ? runs[r - 1]! : t + o.halfInningSeconds;
      list.push({ inning: i + 1, half, start: t, end, runs });
      t = end;
    }
    if (i < innings - 1) t += o.endOfInningSeconds;
  }
  return { halves: list, endsAt: t };
}

/** When the replay is FINISHED, in game seconds from its scheduled start. */
export const baseballReplayEndsAt = (line: LineScore, overrides: Partial<BaseballReplayOptions> = {}) =>
  halves(line, { ...baseballDefaults, ...overrides }).endsAt;

/**
 * The game `offsetSeconds` of real time after its scheduled start, played `compression` times faster
 * than the game seconds of `overrides` (compression 9: a three-hour game in 20 minutes).
 */
export function baseballStateAt(
  line: LineScore,
  offsetSeconds: number,
  compression = 1,
  overrides: Partial<BaseballReplayOptions> = {},
): BaseballState {
  const o = { ...baseballDefaults, ...overrides };
  return stateAt(line, halves(line, o), o, offsetSeconds * compression);
}

function stateAt(
  line: LineScore,
  { halves: list, endsAt }: { halves: Half[]; endsAt: number },
  o: BaseballReplayOptions,
  t: number,
): BaseballState {
  if (t < 0) return { status: 'UNPLAYED', awayScore: 0, homeScore: 0, progress: null };
  if (t < o.introSeconds) return { status: 'INTRO', awayScore: 0, homeScore: 0, progress: null };
  if (t >= endsAt) {
    return { status: 'FINISHED', awayScore: sum(line.away), homeScore: sum(line.home), progress: null };
  }
  let awayScore = 0;
  let homeScore = 0;
  let progress: BaseballState['progress'] = null;
  for (const h of list) {
    if (t < h.start) break;
    const scored = h.runs.filter((at) => at <= t).length;
    if (h.half === 'top') awayScore += scored;
    else homeScore += scored;
    progress = { league: 'baseball', inning: h.inning, half: t < h.end ? h.half : 'end' };
  }
  return { status: 'LIVE', awayScore, homeScore, progress };
}

/**
 * Every moment the replay's state changes (intro, each half's start and end, each run, the final) in
 * real seconds from the scheduled start: what the feed schedules as its steps.
 */
export function baseballTimeline(
  line: LineScore,
  compression = 1,
  overrides: Partial<BaseballReplayOptions> = {},
): { at: number; state: BaseballState }[] {
  const o = { ...baseballDefaults, ...overrides };
  const played = halves(line, o);
  const { halves: list, endsAt } = played;
  const moments = new Set<number>([0, o.introSeconds, endsAt]);
  for (const h of list) {
    moments.add(h.start);
    moments.add(h.end);
    for (const r of h.runs) moments.add(r);
  }
  return [...moments]
    .filter((t) => t <= endsAt)
    .sort((a, b) => a - b)
    .map((t) => ({ at: t / compression, state: stateAt(line, played, o, t) }));
}

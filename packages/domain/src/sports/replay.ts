import type { HockeyGame, HockeyGoal } from './hockey-sim';
import { hockeyStateAt, hockeyTimeline, simulateHockeyGame } from './hockey-sim';
import { baseballStateAt, baseballTimeline, type LineScore } from './baseball-replay';
import type { MatchProgress, MatchStatus } from './matches';
import {
  quarterReplay,
  quarterStateAt,
  quarterTimeline,
  type QuarterLeague,
  type QuarterLineScore,
  type QuarterReplay,
} from './quarter-replay';
import { simulateBasketballGame } from './basketball-sim';
import { simulateFootballGame } from './football-sim';

/**
 * The demo's replays (docs/rules/sports.md "Live data"): what a scripted match shows at any moment, as a pure
 * function of its script, its start and the time — a real 2019 baseball game's line score, a seeded
 * hockey simulation, a real NBA or NFL game's quarter-by-quarter line score, or a seeded basketball or
 * football simulation — time-compressed. The server's feed applies these states; tests and the browser
 * can compute the same ones.
 */

/** What the feed replays for a match (stored as `sports_matches.script`, so a game can be replayed). */
export type MatchScript =
  | {
      kind: 'retrosheet';
      /** Game seconds per real second. */
      compression: number;
      /** The real game's inning-by-inning line score. */
      line: LineScore;
      /** Where it comes from in Retrosheet's 2019 game log. */
      game: { date: string; gameNumber: number; park: string; visitor: string; home: string };
    }
  | {
      kind: 'simulated';
      compression: number;
      /** The simulator's seed (hex) and the game id it was simulated under: `simulateHockeyGame(seed, gameId)`. */
      seed: string;
      gameId: string;
      /** The recorded result, for reading (the replay recomputes it from the seed). */
      homeScore: number;
      awayScore: number;
      decidedBy: HockeyGame['decidedBy'];
      goals: HockeyGoal[];
    }
  | {
      /** A real basketball or football game's line score, replayed quarter by quarter. */
      kind: 'quarter-line';
      league: QuarterLeague;
      compression: number;
      line: QuarterLineScore;
      /** Where it comes from: the source's game id (NBA Stats' or nflverse's) and the day it was played. */
      game: { id: string; date: string; away: string; home: string };
    }
  | {
      /** A seeded basketball or football simulation: `simulateBasketballGame(seed, gameId)` (or football's). */
      kind: 'quarter-simulated';
      league: QuarterLeague;
      compression: number;
      seed: string;
      gameId: string;
      /** The recorded result, for reading (the replay recomputes it from the seed). */
      homeScore: number;
      awayScore: number;
    };

export interface MatchState {
  status: MatchStatus;
  homeScore: number;
  awayScore: number;
  progress: MatchProgress | null;
}

/** The running hockey clock is published once per game minute (and at every goal and period change). */
export const HOCKEY_CLOCK_STEP_SECONDS = 60;

interface HockeyReplay {
  game: HockeyGame;
  /** Game seconds at which the state changes (clock ticks aside), ascending. */
  moments: number[];
}
const hockeyCache = new Map<string, HockeyReplay>();

function hockeyReplay(seed: string, gameId: string): HockeyReplay {
  const key = `${seed}:${gameId}`;
  let replay = hockeyCache.get(key);
  if (!replay) {
    const game = simulateHockeyGame(seed, gameId);
    replay = { game, moments: hockeyTimeline(game).map((m) => m.at) };
    if (hockeyCache.size > 2000) hockeyCache.clear();
    hockeyCache.set(key, replay);
  }
  return replay;
}

/** The game seconds whose state is shown at `t`: the last change, or the last whole clock minute. */
function hockeyShownAt(replay: HockeyReplay, t: number): number {
  if (t < 0) return t;
  let last = 0;
  for (const m of replay.moments) {
    if (m > t) break;
    last = m;
  }
  return Math.max(last, Math.floor(t / HOCKEY_CLOCK_STEP_SECONDS) * HOCKEY_CLOCK_STEP_SECONDS);
}

/** The running basketball and football clocks are published once per game minute too. */
export const QUARTER_CLOCK_STEP_SECONDS = 60;

interface QuarterScriptReplay {
  replay: QuarterReplay;
  /** Game seconds at which the state changes (clock ticks aside), ascending. */
  moments: number[];
}
const quarterCache = new Map<string, QuarterScriptReplay>();

type QuarterScript = Extract<MatchScript, { kind: 'quarter-line' | 'quarter-simulated' }>;

function quarterScriptReplay(script: QuarterScript): QuarterScriptReplay {
  const key =
    script.kind === 'quarter-line'
      ? `l:${script.league}:${script.line.away.join(',')}/${script.line.home.join(',')}`
      : `s:${script.league}:${script.seed}:${script.gameId}`;
  let cached = quarterCache.get(key);
  if (!cached) {
    const line =
      script.kind === 'quarter-line'
        ? script.line
        : script.league === 'basketball'
          ? simulateBasketballGame(script.seed, script.gameId).line
          : simulateFootballGame(script.seed, script.gameId).line;
    const replay = quarterReplay(script.league, line);
    cached = { replay, moments: quarterTimeline(replay).map((m) => m.at) };
    if (quarterCache.size > 2000) quarterCache.clear();
    quarterCache.set(key, cached);
  }
  return cached;
}

/**
 * Game seconds `offset` real seconds after the start, nudged up by far less than a millisecond of game
 * time: a step scheduled for a moment's (rounded-up) millisecond then reads the moment as reached, instead
 * of losing it to floating point and being scheduled for the same millisecond again.
 */
const quarterGameSeconds = (offset: number, compression: number) => offset * compression + 1e-6;

/** The game seconds shown at `t`: the last change, or the last whole clock minute of a running period. */
function quarterShownAt(cached: QuarterScriptReplay, t: number): number {
  if (t < 0) return t;
  let last = 0;
  for (const m of cached.moments) {
    if (m > t) break;
    last = m;
  }
  return Math.max(last, Math.floor(t / QUARTER_CLOCK_STEP_SECONDS) * QUARTER_CLOCK_STEP_SECONDS);
}

/** A scripted match's state `now`, from its scheduled start. */
export function scriptStateAt(script: MatchScript, startAt: Date, now: Date): MatchState {
  const offset = (now.getTime() - startAt.getTime()) / 1000;
  if (script.kind === 'retrosheet') return baseballStateAt(script.line, offset, script.compression);
  if (script.kind === 'quarter-line' || script.kind === 'quarter-simulated') {
    const cached = quarterScriptReplay(script);
    return quarterStateAt(
      cached.replay,
      quarterShownAt(cached, quarterGameSeconds(offset, script.compression)),
    );
  }
  const replay = hockeyReplay(script.seed, script.gameId);
  return hockeyStateAt(replay.game, hockeyShownAt(replay, offset * script.compression));
}

/** When (epoch ms) a scripted match's state changes next after `now`; undefined once it is final. */
export function nextChangeAt(script: MatchScript, startAt: Date, now: Date): number | undefined {
  const start = startAt.getTime();
  const offset = (now.getTime() - start) / 1000;
  if (script.kind === 'retrosheet') {
    const next = baseballTimeline(script.line, script.compression).find((m) => m.at > offset);
    return next && start + Math.ceil(next.at * 1000);
  }
  if (script.kind === 'quarter-line' || script.kind === 'quarter-simulated') {
    const { replay, moments } = quarterScriptReplay(script);
    const t = quarterGameSeconds(offset, script.compression);
    if (t >= replay.endsAt) return undefined;
    const moment = moments.find((m) => m > t) ?? replay.endsAt;
    const tick = (Math.floor(t / QUARTER_CLOCK_STEP_SECONDS) + 1) * QUARTER_CLOCK_STEP_SECONDS;
    return start + Math.ceil((Math.min(moment, Math.max(tick, 0)) / script.compression) * 1000);
  }
  const replay = hockeyReplay(script.seed, script.gameId);
  const t = offset * script.compression;
  if (t >= replay.game.endsAt) return undefined;
  const moment = replay.moments.find((m) => m > t) ?? replay.game.endsAt;
  const tick = (Math.floor(t / HOCKEY_CLOCK_STEP_SECONDS) + 1) * HOCKEY_CLOCK_STEP_SECONDS;
  return start + Math.ceil((Math.min(moment, Math.max(tick, 0)) / script.compression) * 1000);
}

/** Progress as one comparable string (jsonb does not keep key order). */
function progressKey(p: unknown): string {
  const v = p as MatchProgress | null | undefined;
  if (!v) return '';
  switch (v.league) {
    case 'hockey':
      return `h:${v.period}:${v.clockSeconds}`;
    case 'baseball':
      return `b:${v.inning}:${v.half}`;
    case 'basketball':
      return `nba:${v.period}:${v.clockSeconds}`;
    case 'football':
      return `nfl:${v.period}:${v.clockSeconds}`;
  }
}
/** True when two progress values show the same moment (whatever their key order). */
export const sameProgress = (a: unknown, b: unknown) => progressKey(a) === progressKey(b);

import type { GameTimings } from './games';

/** What the server stores about a draw's schedule. Times are epoch milliseconds. */
export interface DrawSchedule extends GameTimings {
  startAt: number;
  balls: number;
}

export type DrawStatus = 'unplayed' | 'live' | 'finished';

export interface DrawPhase {
  status: DrawStatus;
  /** Balls that are due by now (0 before the start, `balls` after the last). */
  ballsDue: number;
  /** True in the F seconds after the last ball (the Replace All window). */
  finalWindow: boolean;
  /** Powerplays are refused in the D seconds before the next ball ("Coming Up!"). */
  comingUp: boolean;
  /** Whether a powerplay may be used right now (live, at least one ball, not coming up). */
  powerplaysOpen: boolean;
  /** When the next ball is due, or null when no more balls will be drawn. */
  nextBallAt: number | null;
  finishesAt: number;
}

export const ballDueAt = (s: DrawSchedule, k: number) => s.startAt + (k - 1) * s.ballIntervalSeconds * 1000;
export const lastBallAt = (s: DrawSchedule) => ballDueAt(s, s.balls);
export const finishesAt = (s: DrawSchedule) => lastBallAt(s) + s.finalWindowSeconds * 1000;

/**
 * The live timeline as a pure function of (schedule, now) — docs/rules/lottery.md "The live timeline": ball k
 * is drawn at start + (k−1)·T; powerplays open after each ball until D before the next; after the last ball
 * a final window of F; finished at last ball + F.
 */
export function drawPhase(s: DrawSchedule, now: number): DrawPhase {
  const end = finishesAt(s);
  if (now < s.startAt) {
    return {
      status: 'unplayed',
      ballsDue: 0,
      finalWindow: false,
      comingUp: false,
      powerplaysOpen: false,
      nextBallAt: s.startAt,
      finishesAt: end,
    };
  }
  if (now >= end) {
    return {
      status: 'finished',
      ballsDue: s.balls,
      finalWindow: false,
      comingUp: false,
      powerplaysOpen: false,
      nextBallAt: null,
      finishesAt: end,
    };
  }
  const ballsDue = Math.min(s.balls, Math.floor((now - s.startAt) / (s.ballIntervalSeconds * 1000)) + 1);
  const finalWindow = ballsDue === s.balls;
  const nextBallAt = finalWindow ? null : ballDueAt(s, ballsDue + 1);
  const comingUp = nextBallAt !== null && now >= nextBallAt - s.delaySeconds * 1000;
  return {
    status: 'live',
    ballsDue,
    finalWindow,
    comingUp,
    powerplaysOpen: !comingUp,
    nextBallAt,
    finishesAt: end,
  };
}

/** Picks may change until the deadline (start minus the game's pick-deadline seconds). */
export const picksOpen = (pickDeadline: number, now: number) => now < pickDeadline;

/** A schedule's timings must leave a powerplay window after each ball. */
export function checkTimings(t: GameTimings): 'TIMINGS_INVALID' | null {
  const ok =
    Number.isInteger(t.ballIntervalSeconds) &&
    Number.isInteger(t.delaySeconds) &&
    Number.isInteger(t.finalWindowSeconds) &&
    t.ballIntervalSeconds >= 2 &&
    t.delaySeconds >= 0 &&
    t.delaySeconds < t.ballIntervalSeconds &&
    t.finalWindowSeconds >= 0;
  return ok ? null : 'TIMINGS_INVALID';
}

/**
 * When the powerplay window open now closes: D seconds before the next ball, or the end of the final
 * window after the last ball; null while powerplays are closed (before the first ball, Coming Up!, after).
 */
export function powerplaysCloseAt(s: DrawSchedule, now: number): number | null {
  const phase = drawPhase(s, now);
  if (phase.status !== 'live' || !phase.powerplaysOpen) return null;
  return phase.nextBallAt === null ? phase.finishesAt : phase.nextBallAt - s.delaySeconds * 1000;
}

import {
  drawPhase,
  powerplaysCloseAt,
  powerplayUnavailable,
  sortedPicks,
  type PowerplayId,
} from '@powerplay/domain';
import { noticeText } from '../../lib/messages';
import type { LiveBoardProps } from './LiveBoard';

/** Why a powerplay waits: `all` holds for every powerplay (said once for the panel), else its own. */
export interface OffReason {
  text: string;
  all: boolean;
}

export type BoardInput = Pick<
  LiveBoardProps,
  'schedule' | 'now' | 'balls' | 'serverStatus' | 'picks' | 'inventory'
>;

/**
 * Where the draw stands for the board: everything is a function of the schedule, the clock and the balls
 * received (the server's `finished` wins over the clock).
 */
export function boardState({ schedule, now, balls, serverStatus, picks, inventory }: BoardInput) {
  const clock = drawPhase(schedule, now);
  const status = serverStatus === 'finished' ? 'finished' : clock.status;
  const drawn = balls.map((b) => b.number);
  // A ball that is due but has not arrived yet counts as "coming up" (as on the server).
  const comingUp = status === 'live' && (clock.comingUp || clock.ballsDue > balls.length);
  const finalWindow = status === 'live' && clock.finalWindow && !comingUp;
  const inPlay = balls[balls.length - 1] ?? null;
  const held = picks ? sortedPicks(picks) : null;
  const lastBallIn = balls.length === schedule.balls;

  /**
   * Why powerplay `id` cannot be used now, or null. `all` reasons hold for every powerplay (shown once for
   * the panel); the others are the button's own (0 left, Replace All's window, Power Match on a held ball).
   */
  function offReason(id: PowerplayId): OffReason | null {
    const all = (key: Parameters<typeof noticeText>[0]) => ({ text: noticeText(key), all: true });
    const own = (key: Parameters<typeof noticeText>[0]) => ({ text: noticeText(key), all: false });
    if (held === null || inventory === null) return all('PP_OFF_NO_ENTRY');
    const phase = { status, ballsDue: balls.length, finalWindow: finalWindow && lastBallIn, comingUp };
    switch (powerplayUnavailable({ picks: held, drawn, inventory, phase }, id)) {
      case null:
        return null;
      case 'POWERPLAY_NOT_LIVE':
        return all(status === 'unplayed' ? 'PP_OFF_NOT_STARTED' : 'PP_OFF_FINISHED');
      case 'POWERPLAY_WAIT':
        return all(balls.length === 0 ? 'PP_OFF_NOT_STARTED' : 'PP_OFF_COMING_UP');
      case 'POWERPLAY_NO_INVENTORY':
        return own('PP_OFF_NONE_LEFT');
      case 'REPLACE_ALL_UNAVAILABLE':
        return own('PP_OFF_REPLACE_ALL');
      case 'POWER_MATCH_HELD':
        return own('PP_OFF_POWER_MATCH_HELD');
    }
  }
  // A reason that holds for every powerplay (Increase is never off on its own but for 0 left).
  const panelOff = [1, 2, 3, 4, 5].map((id) => offReason(id as PowerplayId)).find((r) => r?.all) ?? null;
  const closesAt = status === 'live' && !comingUp ? powerplaysCloseAt(schedule, now) : null;
  const timerAt = status !== 'live' ? null : (clock.nextBallAt ?? clock.finishesAt);
  // After the last ball there is no next number: the timer counts down the final window.
  const timerLabel =
    status === 'live' && clock.nextBallAt === null && lastBallIn
      ? ('FINAL_WINDOW_TIMER' as const)
      : ('TIMER_LABEL' as const);

  return {
    clock,
    status,
    drawn,
    comingUp,
    finalWindow,
    inPlay,
    held,
    offReason,
    panelOff,
    closesAt,
    timerAt,
    timerLabel,
  };
}

export type BoardState = ReturnType<typeof boardState>;

export const secondsUntil = (at: number, now: number) => Math.max(0, Math.ceil((at - now) / 1000));

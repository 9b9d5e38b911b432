import type { LotteryGame } from '@powerplay/contracts';
import { finishesAt, gameTypeConfigs } from '@powerplay/domain';
import type { Selectable } from 'kysely';
import type { LotteryGamesTable } from '../../db/schema';

export type GameRow = Selectable<LotteryGamesTable>;

export const scheduleOf = (g: GameRow) => ({
  startAt: g.start_at.getTime(),
  balls: g.ball_count,
  ballIntervalSeconds: g.ball_interval_seconds,
  delaySeconds: g.delay_seconds,
  finalWindowSeconds: g.final_window_seconds,
});

/** The public view of a game: never the seed. */
export function toGame(g: GameRow, drawn: { k: number; number: number; drawn_at: Date }[]): LotteryGame {
  return {
    id: g.id,
    gameType: g.game_type,
    name: gameTypeConfigs[g.game_type].name,
    status: g.status,
    startAt: g.start_at.toISOString(),
    pickDeadline: g.pick_deadline.toISOString(),
    finishesAt: new Date(finishesAt(scheduleOf(g))).toISOString(),
    ballIntervalSeconds: g.ball_interval_seconds,
    delaySeconds: g.delay_seconds,
    finalWindowSeconds: g.final_window_seconds,
    balls: g.ball_count,
    picks: g.pick_count,
    min: g.range_min,
    max: g.range_max,
    currency: g.currency,
    prizeTiers: g.prize_tiers,
    commitment: g.commitment,
    drawn: drawn.map((d) => ({ k: d.k, number: d.number, drawnAt: d.drawn_at.toISOString() })),
  };
}

import { drawBall, drawPhase, finishesAt, formatCents, gameTypeConfigs } from '@powerplay/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { publish } from '../../platform/live/publish';
import { asPartner } from '../../platform/partner-context';
import type { Job } from '../../platform/scheduler';
import type { LedgerService } from '../ledger';
import { resultParams, type NotificationsService } from '../notifications';
import { lotteryTopic } from './events';
import {
  claimBall,
  claimSettlement,
  drawnBalls,
  entryPlayers,
  entryPrizes,
  gameForStep,
  insertDraw,
  unsettledStartedBy,
} from './draw-repo';
import { scheduleOf, type GameRow } from './game-view';
import { settleGame } from './settlement';

/** Tells the players of a draw that it went live and, at the end, what they won (docs/rules/notifications.md). */
type Notify = NotificationsService['notify'];

const drawName = (game: GameRow) => `${gameTypeConfigs[game.game_type].name} draw`;
const drawLink = (game: GameRow) => `/${game.game_type}-draw?game=${game.id}`;

/**
 * Runs the next due step of one game, if any: ball k, or the finish with settlement. The step is
 * claimed with a conditional UPDATE (`balls_drawn = k−1`, `settled_at is null`) inside its own
 * transaction, so with any number of processes every ball is drawn exactly once, and a restarted (or
 * reconnected) process simply resumes from what the database says. True when a step was done.
 */
export async function drawStep(
  db: Kysely<DB>,
  ledger: LedgerService,
  gameId: number,
  now: Date,
  notify?: Notify,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const game = await gameForStep(trx, gameId);
    if (!game || game.settled_at) return false;
    const phase = drawPhase(scheduleOf(game), now.getTime());
    const balls = await drawnBalls(trx, gameId);
    const live = lotteryTopic(gameId);

    if (game.balls_drawn < phase.ballsDue) {
      const k = game.balls_drawn + 1;
      if (!(await claimBall(trx, gameId, k))) return false;
      const number = drawBall(
        game.seed,
        String(game.id),
        k,
        { min: game.range_min, max: game.range_max },
        balls,
      );
      await insertDraw(trx, { gameId, k, number, drawnAt: now });
      if (k === 1) {
        await publish(trx, live, { type: 'status', data: { status: 'live' } });
        await notify?.(
          trx,
          { kind: 'live', subject: `lottery:${gameId}`, params: { game: drawName(game) } },
          (await entryPlayers(trx, gameId)).map((userId) => ({ userId, link: drawLink(game) })),
        );
      }
      await publish(trx, live, { type: 'ball', id: k, data: { k, number, drawnAt: now.toISOString() } });
      return true;
    }

    if (phase.status === 'finished' && game.balls_drawn === game.ball_count) {
      // The claim's UPDATE waits for every powerplay use in flight (each holds the game row FOR SHARE),
      // and the statements after it see their picks; a use that comes later sees settled_at and is refused.
      if (!(await claimSettlement(trx, gameId, now))) return false;
      await settleGame(trx, ledger, game, balls);
      await notify?.(
        trx,
        { kind: 'settled', subject: `lottery:${gameId}`, params: { game: drawName(game) } },
        (await entryPrizes(trx, gameId, balls)).map((e) => ({
          userId: e.user_id,
          link: drawLink(game),
          params: resultParams(
            e.payout > 0 ? (e.kind === 'points' ? `${e.payout} points` : formatCents(e.payout)) : null,
          ),
        })),
      );
      await publish(trx, live, { type: 'status', data: { status: 'finished' } });
      await publish(trx, live, { type: 'settled', data: { settledAt: now.toISOString() } });
      return true;
    }
    return false;
  });
}

/** Runs every step of one game that is due at `now`. */
export async function advanceGame(
  db: Kysely<DB>,
  ledger: LedgerService,
  gameId: number,
  now: Date,
): Promise<void> {
  while (await drawStep(db, ledger, gameId, now));
}

/** The draw engine's use cases: which games have work and when, and one step of a game. */
export function lotteryDrawsService(deps: { db: Kysely<DB>; ledger: LedgerService; notify?: Notify }) {
  const { db, ledger, notify } = deps;
  return {
    /**
     * Every partner's started, unsettled games (`<partner>:<game>`: each step runs as its partner's), and
     * when the next ball or start is due.
     */
    async dueWork(now: Date): Promise<{ due: string[]; nextAt: number | undefined }> {
      const active = await unsettledStartedBy(db, new Date(now.getTime() + 1000));
      let nextAt: number | undefined;
      for (const game of active) {
        const s = scheduleOf(game);
        const phase = drawPhase(s, now.getTime());
        const next = phase.status === 'unplayed' ? s.startAt : (phase.nextBallAt ?? finishesAt(s));
        nextAt = Math.min(nextAt ?? next, next);
      }
      return { due: active.filter((g) => g.start_at <= now).map((g) => `${g.partner_id}:${g.id}`), nextAt };
    },

    drawStep: (gameId: number, now: Date) => drawStep(db, ledger, gameId, now, notify),
  };
}

export type LotteryDrawsService = ReturnType<typeof lotteryDrawsService>;

/** The draw engine as a scheduler job: every started, unsettled game's due steps. */
export function lotteryDrawsJob(draws: LotteryDrawsService): Job<string> {
  return {
    name: 'lottery-draws',
    // Finds every partner's work in one query; each step runs as its game's partner's.
    shared: true,
    findDue: (now) => draws.dueWork(now),
    runStep: (work, now) => {
      const [partner, gameId] = work.split(':').map(Number);
      return asPartner(partner!, () => draws.drawStep(gameId!, now));
    },
  };
}

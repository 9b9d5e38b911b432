import { randomBytes } from 'node:crypto';
import {
  commitmentOf,
  defaultDemoCadence,
  drawBall,
  drawPhase,
  finishesAt,
  gameTypeConfigs,
  gameTypes,
  nextSlot,
  nextWeekly,
  seedFromBytes,
  SEED_BYTES,
  type DemoCadence,
  type GameType,
  type PrizeTier,
} from '@powerplay/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { publish } from '../../platform/live/publish';
import type { Job } from '../../platform/scheduler';
import type { LedgerService } from '../ledger';
import { lotteryTopic } from './events';
import { scheduleOf, type GameRow } from './repo';
import { settleGame } from './settlement';

export interface NewGame {
  gameType: GameType;
  startAt: Date;
  pickDeadline: Date;
  ballIntervalSeconds: number;
  delaySeconds: number;
  finalWindowSeconds: number;
  scheduledBy: string;
  /** This draw's prize table; the game type's seeded tiers when absent. */
  prizeTiers?: readonly PrizeTier[] | undefined;
}

/** Inserts a game with a fresh secret seed and its public commitment; null when the slot is taken. */
export async function insertGame(db: Kysely<DB>, g: NewGame): Promise<GameRow | undefined> {
  const config = gameTypeConfigs[g.gameType];
  const seed = seedFromBytes(randomBytes(SEED_BYTES));
  return db
    .insertInto('lottery_games')
    .values({
      game_type: g.gameType,
      start_at: g.startAt,
      pick_deadline: g.pickDeadline,
      ball_interval_seconds: g.ballIntervalSeconds,
      delay_seconds: g.delaySeconds,
      final_window_seconds: g.finalWindowSeconds,
      ball_count: config.balls,
      pick_count: config.picks,
      range_min: config.min,
      range_max: config.max,
      currency: config.currency,
      prize_tiers: JSON.stringify(g.prizeTiers ?? config.prizeTiers),
      seed,
      commitment: commitmentOf(seed),
      scheduled_by: g.scheduledBy,
    })
    .onConflict((oc) => oc.columns(['game_type', 'start_at']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/**
 * The next start of a game type in the rolling demo schedule, after `now`: every N seconds of its cadence
 * (seeded: 747 every 15 min, Sweet 16 hourly, Gridlock every 30 min), or weekly (seeded for Elite 8).
 */
export function nextDemoStart(
  type: GameType,
  now: number,
  cadence: DemoCadence = defaultDemoCadence,
): number {
  const every = cadence[type];
  // Weekly: Sunday 8:00 PM New York time.
  return every === null ? nextWeekly(now, 0, 20, 0, 'America/New_York') : nextSlot(now, every * 1000);
}

/**
 * Keeps the next two slots of every game type scheduled, so a newcomer always sees upcoming games.
 * Idempotent and safe from every process at once: (game_type, start_at) is unique.
 */
export async function ensureDemoSchedule(
  db: Kysely<DB>,
  now: Date,
  cadence: DemoCadence = defaultDemoCadence,
) {
  for (const type of gameTypes) {
    const config = gameTypeConfigs[type];
    const first = nextDemoStart(type, now.getTime(), cadence);
    for (const start of [first, nextDemoStart(type, first, cadence)]) {
      await insertGame(db, {
        gameType: type,
        startAt: new Date(start),
        pickDeadline: new Date(start - config.pickDeadlineSeconds * 1000),
        ...config.timings,
        scheduledBy: 'schedule',
      });
    }
  }
}

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
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const game = await trx
      .selectFrom('lottery_games')
      .selectAll()
      .where('id', '=', gameId)
      .executeTakeFirst();
    if (!game || game.settled_at) return false;
    const phase = drawPhase(scheduleOf(game), now.getTime());
    const drawn = await trx
      .selectFrom('lottery_draws')
      .select('number')
      .where('game_id', '=', gameId)
      .orderBy('k')
      .execute();
    const balls = drawn.map((d) => d.number);
    const live = lotteryTopic(gameId);

    if (game.balls_drawn < phase.ballsDue) {
      const k = game.balls_drawn + 1;
      const claimed = await trx
        .updateTable('lottery_games')
        .set({ balls_drawn: k, status: 'live' })
        .where('id', '=', gameId)
        .where('balls_drawn', '=', k - 1)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return false;
      const number = drawBall(
        game.seed,
        String(game.id),
        k,
        { min: game.range_min, max: game.range_max },
        balls,
      );
      await trx.insertInto('lottery_draws').values({ game_id: gameId, k, number, drawn_at: now }).execute();
      if (k === 1) await publish(trx, live, { type: 'status', data: { status: 'live' } });
      await publish(trx, live, { type: 'ball', id: k, data: { k, number, drawnAt: now.toISOString() } });
      return true;
    }

    if (phase.status === 'finished' && game.balls_drawn === game.ball_count) {
      // This UPDATE waits for every powerplay use in flight (each holds the game row FOR SHARE), and
      // the statements after it see their picks; a use that comes later sees settled_at and is refused.
      const claimed = await trx
        .updateTable('lottery_games')
        .set({ status: 'finished', settled_at: now })
        .where('id', '=', gameId)
        .where('settled_at', 'is', null)
        .executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return false;
      await settleGame(trx, ledger, game, balls);
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

/** The draw engine as a scheduler job: every started, unsettled game's due steps. */
export function lotteryDrawsJob(db: Kysely<DB>, ledger: LedgerService): Job<number> {
  return {
    name: 'lottery-draws',
    async findDue(now) {
      const active = await db
        .selectFrom('lottery_games')
        .selectAll()
        .where('settled_at', 'is', null)
        .where('start_at', '<=', new Date(now.getTime() + 1000))
        .execute();
      let nextAt: number | undefined;
      for (const game of active) {
        const s = scheduleOf(game);
        const phase = drawPhase(s, now.getTime());
        const next = phase.status === 'unplayed' ? s.startAt : (phase.nextBallAt ?? finishesAt(s));
        nextAt = Math.min(nextAt ?? next, next);
      }
      return { due: active.filter((g) => g.start_at <= now).map((g) => g.id), nextAt };
    },
    runStep: (gameId, now) => drawStep(db, ledger, gameId, now),
  };
}

const DEMO_SCHEDULE_EVERY_MS = 30_000;

/** The rolling demo schedule as a scheduler job: checked every 30 s (idempotent, see above). */
export function lotteryDemoScheduleJob(
  db: Kysely<DB>,
  cadence: DemoCadence = defaultDemoCadence,
): Job<string> {
  let lastCheck: number | undefined;
  return {
    name: 'lottery-demo-schedule',
    findDue(now) {
      const due = lastCheck === undefined || now.getTime() - lastCheck >= DEMO_SCHEDULE_EVERY_MS;
      const nextAt = due ? undefined : lastCheck! + DEMO_SCHEDULE_EVERY_MS;
      return Promise.resolve({ due: due ? ['rolling'] : [], nextAt });
    },
    async runStep(_work, now) {
      await ensureDemoSchedule(db, now, cadence);
      lastCheck = now.getTime();
      return false;
    },
  };
}

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
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { notifyLottery } from './events';
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
 * Runs every due step of one game. Each step is claimed with a conditional UPDATE (`balls_drawn = k−1`,
 * `settled_at is null`) inside its own transaction, so with any number of processes every ball is drawn
 * exactly once, and a restarted process simply resumes from what the database says.
 */
export async function advanceGame(db: Kysely<DB>, gameId: number, now: Date): Promise<void> {
  for (;;) {
    const stepped = await db.transaction().execute(async (trx) => {
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
        if (k === 1) await notifyLottery(trx, { gameId, type: 'status', data: { status: 'live' } });
        await notifyLottery(trx, { gameId, type: 'ball', data: { k, number, drawnAt: now.toISOString() } });
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
        await settleGame(trx, game, balls, now);
        await notifyLottery(trx, { gameId, type: 'status', data: { status: 'finished' } });
        await notifyLottery(trx, { gameId, type: 'settled', data: { settledAt: now.toISOString() } });
        return true;
      }
      return false;
    });
    if (!stepped) return;
  }
}

/**
 * The scheduler loop of one process: advances every started, unsettled game, then sleeps until the next
 * due step (at most 1 s, so games scheduled meanwhile are picked up quickly).
 */
export function startLotteryEngine(deps: {
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
  demoSchedule: boolean;
  /** Minutes between demo draws per type (config `LOTTERY_SCHEDULE`); the seeded cadence when absent. */
  demoCadence?: DemoCadence | undefined;
}) {
  const { db, clock, log } = deps;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let lastScheduleCheck = 0;

  async function tick(): Promise<number> {
    const now = clock.now();
    if (deps.demoSchedule && now.getTime() - lastScheduleCheck > 30_000) {
      lastScheduleCheck = now.getTime();
      await ensureDemoSchedule(db, now, deps.demoCadence);
    }
    const active = await db
      .selectFrom('lottery_games')
      .selectAll()
      .where('settled_at', 'is', null)
      .where('start_at', '<=', new Date(now.getTime() + 1000))
      .execute();
    let wake = now.getTime() + 1000;
    for (const game of active) {
      if (game.start_at <= now) await advanceGame(db, game.id, now);
      const s = scheduleOf(game);
      const phase = drawPhase(s, clock.now().getTime());
      const next = phase.status === 'unplayed' ? s.startAt : (phase.nextBallAt ?? finishesAt(s));
      wake = Math.min(wake, next);
    }
    return Math.max(0, wake - clock.now().getTime());
  }

  const loop = () => {
    if (stopped) return;
    running = tick()
      .then(
        (delay) => delay,
        (err: unknown) => {
          log.error({ err }, 'lottery engine tick failed');
          return 1000;
        },
      )
      .then((delay) => {
        if (!stopped) timer = setTimeout(loop, Math.min(delay + 5, 1000));
      });
  };
  loop();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    /** Runs one pass now (tests with a fake clock). */
    async tickNow() {
      await running;
      await tick();
    },
  };
}
export type LotteryEngine = ReturnType<typeof startLotteryEngine>;

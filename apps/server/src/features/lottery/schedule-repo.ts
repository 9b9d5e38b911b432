import { randomBytes } from 'node:crypto';
import {
  commitmentOf,
  gameTypeConfigs,
  seedFromBytes,
  SEED_BYTES,
  type GameType,
  type PrizeTier,
} from '@powerplay/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { publish } from '../../platform/live/publish';
import { lotteryTopic } from './events';
import type { GameRow } from './game-view';

type Db = Kysely<DB> | Transaction<DB>;

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

/**
 * Inserts a game with a fresh secret seed and its public commitment, and publishes its first status on
 * its topic in the same transaction (every process's lists hear of it); undefined when the slot is taken.
 * Given a transaction, it runs in it (an operator's schedule is logged in the same one).
 */
export async function insertGame(db: Db, g: NewGame): Promise<GameRow | undefined> {
  const config = gameTypeConfigs[g.gameType];
  const seed = seedFromBytes(randomBytes(SEED_BYTES));
  return inTransaction(db, async (trx) => {
    const row = await trx
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
      .onConflict((oc) => oc.columns(['partner_id', 'game_type', 'start_at']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (row) await publish(trx, lotteryTopic(row.id), { type: 'status', data: { status: row.status } });
    return row;
  });
}

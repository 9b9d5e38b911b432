import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import type { DB } from '../../db/schema';

/** The one NOTIFY channel of lottery events; each process relays them to its own SSE watchers. */
export const LOTTERY_CHANNEL = 'lottery_events';

export type LotteryEvent =
  | { gameId: number; type: 'ball'; data: { k: number; number: number; drawnAt: string } }
  | { gameId: number; type: 'status'; data: { status: 'unplayed' | 'live' | 'finished' } }
  | { gameId: number; type: 'settled'; data: { settledAt: string } };

/** Sent inside the step's transaction: delivered when, and only if, it commits. */
export async function notifyLottery(trx: Transaction<DB>, event: LotteryEvent) {
  await sql`select pg_notify(${LOTTERY_CHANNEL}, ${JSON.stringify(event)})`.execute(trx);
}

import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema';

/**
 * Runs `work` in the caller's transaction when `db` is one, else in a transaction of its own: a write
 * that is a use case by itself (the demo's game sets and draws) and also a step of a larger one (an
 * operator's start, logged in the same transaction as its rows).
 */
export const inTransaction = <T>(db: Kysely<DB>, work: (trx: Transaction<DB>) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db as Transaction<DB>) : db.transaction().execute(work);

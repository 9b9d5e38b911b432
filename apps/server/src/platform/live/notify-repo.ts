import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** PostgreSQL's NOTIFY, the live channel's one statement. */
export const notifyRepo = {
  /**
   * Many payloads in one statement of its own, in order. Never in a transaction: PostgreSQL serialises
   * the commits of notifying transactions under one lock (docs/decisions/052).
   */
  async notifyEach(db: Kysely<DB>, channel: string, payloads: string[]): Promise<void> {
    // A Transaction is a Kysely too: refused here, not only by the type's intent.
    if (db.isTransaction) throw new Error('NOTIFY inside a transaction: publish through the outbox');
    await sql`select pg_notify(${channel}, batch) from unnest(${payloads}::text[]) as batch`.execute(db);
  },
};

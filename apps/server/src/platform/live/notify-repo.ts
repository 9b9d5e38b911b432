import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** PostgreSQL's NOTIFY, the live channel's one statement. */
export const notifyRepo = {
  /** One payload, delivered when (and if) `q`'s transaction commits. */
  async notify(q: Kysely<DB> | Transaction<DB>, channel: string, payload: string): Promise<void> {
    await sql`select pg_notify(${channel}, ${payload})`.execute(q);
  },

  /** Many payloads in one statement, in order. */
  async notifyEach(db: Kysely<DB>, channel: string, payloads: string[]): Promise<void> {
    await sql`select pg_notify(${channel}, batch) from unnest(${payloads}::text[]) as batch`.execute(db);
  },
};

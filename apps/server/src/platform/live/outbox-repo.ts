import { sql, type Expression, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** The one relay at a time, across every process on the database (a transaction-level advisory lock). */
const RELAY_LOCK = 360_052;

/** The live events' outbox (`live_outbox`): written by `publish`, emptied by the relay. */
export const outboxRepo = {
  async insert(trx: Transaction<DB>, payload: string): Promise<void> {
    await trx.insertInto('live_outbox').values({ payload }).execute();
  },

  /** Many events in one statement (the payloads as one array, however many there are). */
  async insertMany(trx: Transaction<DB>, payloads: readonly string[]): Promise<void> {
    if (payloads.length === 0) return;
    await sql`insert into live_outbox (payload) select unnest(${[...payloads]}::text[])`.execute(trx);
  },

  /**
   * An event's envelope built in SQL, the JSON `publish` writes (`Envelope`), for a statement that is its
   * own transaction and writes its event itself (a pick edit).
   */
  envelope(topic: string, type: string, data: Expression<unknown>): RawBuilder<string> {
    return sql<string>`jsonb_build_object('topic', ${topic}::text, 'type', ${type}::text, 'data', ${data})::text`;
  },

  /**
   * The relay's turn, in its transaction: false when another process's relay holds it (its pass takes
   * these rows too); held until the transaction ends, so relays never send side by side.
   */
  async takeTurn(trx: Transaction<DB>): Promise<boolean> {
    const { rows } = await sql<{
      got: boolean;
    }>`select pg_try_advisory_xact_lock(${RELAY_LOCK}) as got`.execute(trx);
    return rows[0]!.got;
  },

  /** The oldest `limit` events, in the order they were written; locked until the transaction ends. */
  async oldest(trx: Transaction<DB>, limit: number): Promise<{ id: number; payload: string }[]> {
    const rows = await trx
      .selectFrom('live_outbox')
      .select(['id', 'payload'])
      .orderBy('id')
      .limit(limit)
      .forUpdate()
      .skipLocked()
      .execute();
    return rows.map((r) => ({ id: Number(r.id), payload: r.payload }));
  },

  async remove(trx: Transaction<DB>, ids: readonly number[]): Promise<void> {
    await trx.deleteFrom('live_outbox').where('id', 'in', ids.map(String)).execute();
  },
};

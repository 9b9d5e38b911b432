import { sql, type Kysely } from 'kysely';

/**
 * The live events' outbox (docs/decisions/052): a write's events are rows written in its transaction,
 * sent to every process by the relay after it commits — no NOTIFY in a write transaction. Shared by every
 * partner like the channel it feeds (an event names its topic, never a partner's rows).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table live_outbox (
      id bigint primary key generated always as identity,
      payload text not null)`.execute(db);
}

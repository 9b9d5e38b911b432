import type { EventSchemas, LiveEventOf } from '@powerplay/contracts';
import { sql, type Expression, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** The one NOTIFY channel of every live event; each process LISTENs once and routes by topic. */
export const LIVE_CHANNEL = 'live_events';

/** A topic (`lottery:42`) and the contracts' schemas of its events. */
export interface Topic<S extends EventSchemas = EventSchemas> {
  key: string;
  schemas: S;
}

export const topic = <S extends EventSchemas>(key: string, schemas: S): Topic<S> => ({ key, schemas });

/**
 * An event of a topic. With an `id` (a positive integer that grows within the topic, e.g. a ball's k)
 * it belongs to the topic's log, which a reconnecting client resumes after its Last-Event-ID; without
 * one it is the topic's current state of that type (the latest one wins), sent after the log.
 */
export type TopicEvent<S extends EventSchemas> = LiveEventOf<S> & { id?: number };

/** What travels on the channel. */
export interface Envelope {
  topic: string;
  type: string;
  id?: number;
  data: unknown;
}

// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more.
const MAX_PAYLOAD_BYTES = 7999;

/**
 * Publishes an event inside the caller's transaction: delivered to every process when, and only if, it
 * commits. Its data is checked against the contracts' schema; a bad event throws (and rolls back).
 */
export async function publish<S extends EventSchemas>(
  trx: Transaction<DB>,
  on: Topic<S>,
  event: TopicEvent<S>,
): Promise<void> {
  const schema = on.schemas[event.type];
  if (!schema) throw new Error(`no event "${event.type}" on topic ${on.key}`);
  const envelope: Envelope = { topic: on.key, type: event.type, data: schema.parse(event.data) };
  if (event.id !== undefined) {
    if (!Number.isSafeInteger(event.id) || event.id < 1) throw new Error(`bad event id ${event.id}`);
    envelope.id = event.id;
  }
  const payload = JSON.stringify(envelope);
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
    throw new Error(`live event too large for NOTIFY (${on.key} ${event.type})`);
  }
  await sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`.execute(trx);
}

/**
 * The NOTIFY of an event whose data the database builds, for a write that is one statement with no
 * transaction around it (a pick save, issue 20: each round trip is most of its cost). Put it in the
 * statement's select list over the rows written: it fires once per row, and only if the statement
 * commits. The data is not checked against the schema before it goes out, so the caller returns the same
 * data the statement built (one source for the answer and the event) and a test compares the two.
 */
export function notifyOf<S extends EventSchemas>(
  on: Topic<S>,
  type: keyof S & string,
  data: Expression<unknown>,
): RawBuilder<unknown> {
  return sql`pg_notify(${LIVE_CHANNEL}, jsonb_build_object('topic', ${on.key}::text, 'type', ${type}::text, 'data', ${data})::text)`;
}

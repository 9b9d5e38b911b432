import type { EventSchemas, LiveEventOf } from '@powerplay/contracts';
import { sql, type Transaction } from 'kysely';
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

import type { EventSchemas, LiveEventOf } from '@powerplay/contracts';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { outboxRepo } from './outbox-repo';

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
  /** Its row in the outbox: the same on a repeat (the relay sends at least once), so a repeat is dropped. */
  seq?: number;
}

/** When a transaction last wrote to the outbox (epoch ms): commits soon after wake the relay. */
let lastOutboxWrite = 0;
/** Whether a transaction may have written events lately (this process): a commit then wakes the relay. */
export const outboxWrittenLately = (now = Date.now()) => now - lastOutboxWrite < 60_000;

// PostgreSQL refuses NOTIFY payloads of 8000 bytes or more.
const MAX_PAYLOAD_BYTES = 7999;

/** The event as it travels, checked against the contracts' schema (a bad event throws). */
function envelopeOf<S extends EventSchemas>(on: Topic<S>, event: TopicEvent<S>): string {
  const schema = on.schemas[event.type];
  if (!schema) throw new Error(`no event "${event.type}" on topic ${on.key}`);
  const envelope: Envelope = { topic: on.key, type: event.type, data: schema.parse(event.data) };
  if (event.id !== undefined) {
    if (!Number.isSafeInteger(event.id) || event.id < 1) throw new Error(`bad event id ${event.id}`);
    envelope.id = event.id;
  }
  const payload = JSON.stringify(envelope);
  // Room for the brackets of a batch and the relay's `"seq":…,` (`batches`, the outbox relay).
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES - 32) {
    throw new Error(`live event too large for NOTIFY (${on.key} ${event.type})`);
  }
  return payload;
}

/**
 * Publishes an event in the caller's transaction: a row of the outbox, which the relay sends to every
 * process once the transaction commits — and never if it rolls back (docs/decisions/052). Its data is
 * checked against the contracts' schema; a bad event throws (and rolls back).
 */
export async function publish<S extends EventSchemas>(
  trx: Transaction<DB>,
  on: Topic<S>,
  event: TopicEvent<S>,
): Promise<void> {
  outboxWriteComing();
  await outboxRepo.insert(trx, envelopeOf(on, event));
}

/** Publishes many events of one topic family at once (a notification to each of 100,000 players). */
export async function publishMany<S extends EventSchemas>(
  trx: Transaction<DB>,
  events: readonly { on: Topic<S>; event: TopicEvent<S> }[],
): Promise<void> {
  if (events.length === 0) return;
  outboxWriteComing();
  await outboxRepo.insertMany(
    trx,
    events.map((e) => envelopeOf(e.on, e.event)),
  );
}

/**
 * Says that a write with events is about to commit, so that its commit wakes the relay: `publish` says
 * it; so must a statement that writes its event itself (`outboxRepo.envelope`), before it runs.
 */
export function outboxWriteComing(): void {
  lastOutboxWrite = Date.now();
}

/** Envelopes as JSON arrays of at most `MAX_PAYLOAD_BYTES` each, in order. */
export function batches(envelopes: readonly string[]): string[] {
  const out: string[] = [];
  let batch: string[] = [];
  let bytes = 2;
  for (const envelope of envelopes) {
    const size = Buffer.byteLength(envelope) + 1;
    if (batch.length > 0 && bytes + size > MAX_PAYLOAD_BYTES) {
      out.push(`[${batch.join(',')}]`);
      batch = [];
      bytes = 2;
    }
    batch.push(envelope);
    bytes += size;
  }
  if (batch.length > 0) out.push(`[${batch.join(',')}]`);
  return out;
}

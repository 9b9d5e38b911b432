import type { EventSchemas, LiveEventOf } from '@powerplay/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { DbLog } from '../../db/database';
import type { DB } from '../../db/schema';
import { errorFields } from '../log-fields';
import { notifyRepo } from './notify-repo';

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
  // Room for the brackets of a batch (`createAfterCommitPublisher`).
  if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES - 2) {
    throw new Error(`live event too large for NOTIFY (${on.key} ${event.type})`);
  }
  return payload;
}

/**
 * Publishes an event inside the caller's transaction: delivered to every process when, and only if, it
 * commits. Its data is checked against the contracts' schema; a bad event throws (and rolls back).
 */
export async function publish<S extends EventSchemas>(
  trx: Transaction<DB>,
  on: Topic<S>,
  event: TopicEvent<S>,
): Promise<void> {
  await notifyRepo.notify(trx, LIVE_CHANNEL, envelopeOf(on, event));
}

/** Envelopes as JSON arrays of at most `MAX_PAYLOAD_BYTES` each, in order. */
function batches(envelopes: readonly string[]): string[] {
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

/**
 * Publishes events of writes that have committed, many to a NOTIFY (docs/decisions/032). A transaction
 * that NOTIFYs holds PostgreSQL's one notify-queue lock from its commit until its WAL is flushed, so
 * such commits go one at a time: a pick save with its NOTIFY ran at a third of its speed without.
 * Events published while a NOTIFY is on its way go out together in the next one, in order. The price:
 * an event of a write that committed is lost if the process dies in the millisecond before it is sent,
 * so this carries only a player's own state that every page reads again when it opens (their entry),
 * never money or a draw's public events, which `publish` sends in their transaction.
 */
export function createAfterCommitPublisher(db: Kysely<DB>, log: () => DbLog) {
  let pending: string[] = [];
  let sending: Promise<void> | undefined;

  async function send() {
    while (pending.length > 0) {
      const envelopes = pending;
      pending = [];
      try {
        await notifyRepo.notifyEach(db, LIVE_CHANNEL, batches(envelopes));
      } catch (err) {
        log().warn({ error: errorFields(err), events: envelopes.length }, 'live events not sent');
      }
    }
    sending = undefined;
  }

  return {
    /** Sends the event (checked against its schema) to every process, soon; call it after the commit. */
    publish<S extends EventSchemas>(on: Topic<S>, event: TopicEvent<S>): void {
      pending.push(envelopeOf(on, event));
      // On the next turn of the event loop: the answers finished in this one share the NOTIFY.
      sending ??= new Promise((resolve) => setImmediate(resolve)).then(send);
    },
    /** Resolves once every event published so far is sent (shutdown, tests). */
    async drained(): Promise<void> {
      while (sending) await sending;
    },
  };
}
export type AfterCommitPublisher = ReturnType<typeof createAfterCommitPublisher>;

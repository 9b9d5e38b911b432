import type { EventSchemas, LiveEventOf } from '@powerplay/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { DbLog } from '../../db/database';
import type { DB } from '../../db/schema';
import { errorFields } from '../log-fields';
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
  await outboxRepo.insert(trx, envelopeOf(on, event));
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

/**
 * Publishes events of writes that have committed (docs/decisions/032): a pick save is one statement, not
 * a transaction, so its event is written to the outbox just after it — the events of every answer
 * finished in one turn of the event loop in one insert — and the relay sends them in order with the
 * rest (docs/decisions/052). The price: an event of a write that committed is lost if the process dies
 * in the millisecond before it is written, so this carries only a player's own state that every page
 * reads again when it opens (their entry), never money or a draw's public events.
 */
export function createAfterCommitPublisher(db: Kysely<DB>, log: () => DbLog) {
  let pending: string[] = [];
  let sending: Promise<void> | undefined;

  async function send() {
    while (pending.length > 0) {
      const envelopes = pending;
      pending = [];
      try {
        // A transaction of its own: its commit wakes the relay, as any write's with events does.
        await db.transaction().execute((trx) => outboxRepo.insertMany(trx, envelopes));
        lastOutboxWrite = Date.now();
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
      // On the next turn of the event loop: the answers finished in this one share the insert.
      sending ??= new Promise((resolve) => setImmediate(resolve)).then(send);
    },
    /** Resolves once every event published so far is in the outbox (shutdown, tests). */
    async drained(): Promise<void> {
      while (sending) await sending;
    },
  };
}
export type AfterCommitPublisher = ReturnType<typeof createAfterCommitPublisher>;

import type { Kysely } from 'kysely';
import {
  connect,
  DeliverPolicy,
  DiscardPolicy,
  Events,
  headers,
  nanos,
  RetentionPolicy,
  StorageType,
  type ConsumerMessages,
  type NatsConnection,
} from 'nats';
import type { Database, DbLog } from '../../db/database';
import type { ListenHandlers, Listener } from '../../db/listener';
import type { DB } from '../../db/schema';
import { errorFields } from '../log-fields';
import { notifyRepo } from './notify-repo';
import { LIVE_CHANNEL, type Envelope } from './publish';

/**
 * How live events travel between processes (docs/decisions/052, 053): the relay sends each pass's
 * events, every process's hub listens. Payloads are JSON arrays of envelopes, in order.
 */
export interface LiveBus {
  readonly kind: 'postgres' | 'embedded' | 'nats';
  /** Sends on a connection of its own (never in a write transaction). */
  send(payloads: readonly string[]): Promise<void>;
  listen(handlers: ListenHandlers): Promise<Listener>;
  close(): Promise<void>;
}

/** PostgreSQL's LISTEN/NOTIFY (and the embedded database's, in-process): the default for a few processes. */
export function databaseBus(database: Pick<Database, 'db' | 'kind' | 'listen'>): LiveBus {
  const db: Kysely<DB> = database.db;
  return {
    kind: database.kind,
    send: (payloads) => notifyRepo.notifyEach(db, LIVE_CHANNEL, [...payloads]),
    listen: (handlers) => database.listen(LIVE_CHANNEL, handlers),
    close: async () => undefined,
  };
}

/** A subject token per topic: NATS splits subjects at dots, and `*` and `>` are wildcards. */
const subjectOf = (prefix: string, topic: string) => `${prefix}.${topic.replace(/[.*> ]/g, '_')}`;

/**
 * NATS JetStream (`LIVE_BUS_URL=nats://…`): each topic a subject of one stream (`<name>.<topic>`) kept an
 * hour and at most a million events; each event published with its outbox row as its message id, so a
 * relay's repeat is stored once (JetStream's duplicate window). Each process reads the stream from the
 * moment it starts with an ordered consumer, which resumes at the next sequence after a reconnect, a
 * NATS restart included: nothing is missed or doubled. No process LISTENs on PostgreSQL.
 */
export async function natsBus(url: string, name: string, log: () => DbLog): Promise<LiveBus> {
  const stream = name.toUpperCase().replace(/[^A-Z0-9_-]/g, '_');
  const prefix = `${name.replace(/[^A-Za-z0-9_-]/g, '_')}.live`;
  const nc: NatsConnection = await connect({
    servers: url,
    name: 'powerplay',
    reconnect: true,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 250,
  });
  const jsm = await nc.jetstreamManager();
  const config = {
    name: stream,
    subjects: [`${prefix}.>`],
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    discard: DiscardPolicy.Old,
    max_age: nanos(3_600_000),
    max_msgs: 1_000_000,
    duplicate_window: nanos(120_000),
  };
  try {
    await jsm.streams.info(stream);
    await jsm.streams.update(stream, config);
  } catch {
    await jsm.streams.add(config);
  }
  const js = nc.jetstream();
  let up = true;
  const consumers = new Set<ConsumerMessages>();

  return {
    kind: 'nats',
    async send(payloads) {
      const acks = [];
      for (const payload of payloads) {
        for (const envelope of JSON.parse(payload) as Envelope[]) {
          const h = headers();
          const options = envelope.seq === undefined ? {} : { msgID: String(envelope.seq) };
          h.set('content-type', 'application/json');
          acks.push(
            js.publish(subjectOf(prefix, envelope.topic), JSON.stringify(envelope), {
              ...options,
              headers: h,
            }),
          );
        }
      }
      await Promise.all(acks);
    },
    async listen(handlers) {
      const consumer = await js.consumers.get(stream, {
        filterSubjects: `${prefix}.>`,
        deliver_policy: DeliverPolicy.New,
      });
      const messages = await consumer.consume({
        callback: (m) => handlers.notification(`[${m.string()}]`),
      });
      consumers.add(messages);
      void (async () => {
        for await (const status of nc.status()) {
          if (status.type === Events.Disconnect) {
            up = false;
            handlers.down?.();
          }
          if (status.type === Events.Reconnect) {
            up = true;
            log().info({}, 'live bus reconnected');
            handlers.reconnected?.();
          }
        }
      })().catch((err: unknown) => log().warn({ error: errorFields(err) }, 'live bus status lost'));
      return {
        get up() {
          return up;
        },
        close: async () => {
          consumers.delete(messages);
          await messages.close();
        },
      };
    },
    async close() {
      for (const m of consumers) await m.close();
      await nc.drain();
    },
  };
}

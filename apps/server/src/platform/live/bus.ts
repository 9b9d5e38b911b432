import { topicIdOf } from '@powerplay/contracts';
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
  type Subscription,
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
  /** Hears every topic's events, but those of topics heard only where watched (`heardWhereWatched`). */
  listen(handlers: ListenHandlers): Promise<Listener>;
  /**
   * Hears a topic heard only where watched, from when this resolves, until the returned function is
   * called; its events go to `listen`'s handlers. A bus that hears everything anyway does nothing.
   */
  follow(topic: string): Promise<() => void>;
  close(): Promise<void>;
}

/**
 * Topics a process hears only while one of its watchers follows them (docs/decisions/055): a player's
 * own changes and a game set's scores, the most frequent events. No server-side subscriber (a read
 * model, the session cache) may depend on them.
 */
export const heardWhereWatched = (topic: string) =>
  topicIdOf('player', topic) !== undefined || topicIdOf('sportsGameSet', topic) !== undefined;

/** PostgreSQL's LISTEN/NOTIFY (and the embedded database's, in-process): the default for a few processes. */
export function databaseBus(database: Pick<Database, 'db' | 'kind' | 'listen'>): LiveBus {
  const db: Kysely<DB> = database.db;
  return {
    kind: database.kind,
    send: (payloads) => notifyRepo.notifyEach(db, LIVE_CHANNEL, [...payloads]),
    listen: (handlers) => database.listen(LIVE_CHANNEL, handlers),
    // One channel: every process hears every topic.
    follow: () => Promise.resolve(() => undefined),
    close: async () => undefined,
  };
}

/**
 * A topic's subject: `<prefix>.all.<topic>` for the topics every process hears, `<prefix>.watched.<topic>`
 * for the others. NATS splits subjects at dots, and `*` and `>` are wildcards.
 */
const subjectOf = (prefix: string, topic: string) =>
  `${prefix}.${heardWhereWatched(topic) ? 'watched' : 'all'}.${topic.replace(/[.*> ]/g, '_')}`;

/** A consumer back from an outage looks this far behind the moment it was lost (clocks, in-flight sends). */
const CATCH_UP_MARGIN_MS = 5_000;

/** A followed topic's subject; `held` collects what arrives while it catches up after an outage. */
interface Followed {
  subject: string;
  held?: string[] | undefined;
}

/**
 * NATS JetStream (`LIVE_BUS_URL=nats://…`): each topic a subject of one stream (`subjectOf`) kept an
 * hour and at most a million events; each event published with its outbox row as its message id, so a
 * relay's repeat is stored once (JetStream's duplicate window). Each process reads the topics every
 * process hears from the moment it starts with an ordered consumer, which resumes at the next sequence
 * after a reconnect, a NATS restart included: nothing is missed or doubled. The topics heard only where
 * watched are subscribed to one by one while watched, and read back from the stream after an outage
 * (docs/decisions/055). No process LISTENs on PostgreSQL.
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
  /** Where the events go: the one `listen`'s handlers (the process's hub). */
  let deliver: ((payload: string) => void) | undefined;
  /** The topics followed here. */
  const followed = new Set<Followed>();

  /**
   * What a followed subject's plain subscription missed while the connection was down, read back from
   * the stream since just before it was lost; what arrives meanwhile waits, so the topic's events stay in
   * order. Repeats are dropped by the hub (each event's `seq`).
   */
  async function catchUp(f: Followed, since: number) {
    f.held = [];
    try {
      const consumer = await js.consumers.get(stream, {
        filterSubjects: f.subject,
        deliver_policy: DeliverPolicy.StartTime,
        opt_start_time: new Date(since - CATCH_UP_MARGIN_MS).toISOString(),
      });
      for (;;) {
        let pending = 0;
        let read = 0;
        for await (const m of await consumer.fetch({ max_messages: 500, expires: 1000 })) {
          deliver?.(`[${m.string()}]`);
          pending = m.info.pending;
          read++;
        }
        if (read === 0 || pending === 0) break;
      }
    } finally {
      const held = f.held;
      f.held = undefined;
      for (const payload of held) deliver?.(payload);
    }
  }

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
      deliver = (payload) => handlers.notification(payload);
      // Every topic every process hears; the others are followed one by one (`follow`).
      const consumer = await js.consumers.get(stream, {
        filterSubjects: `${prefix}.all.>`,
        deliver_policy: DeliverPolicy.New,
      });
      const messages = await consumer.consume({
        callback: (m) => handlers.notification(`[${m.string()}]`),
      });
      consumers.add(messages);
      let lostAt = Date.now();
      void (async () => {
        for await (const status of nc.status()) {
          if (status.type === Events.Disconnect) {
            up = false;
            lostAt = Date.now();
            handlers.down?.();
          }
          if (status.type === Events.Reconnect) {
            // The ordered consumer resumes on its own; the followed subjects' subscriptions do not.
            const caughtUp = await Promise.allSettled([...followed].map((f) => catchUp(f, lostAt)));
            for (const r of caughtUp)
              if (r.status === 'rejected')
                log().warn({ error: errorFields(r.reason) }, 'live topic not caught up');
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
    async follow(topic) {
      if (!heardWhereWatched(topic)) return () => undefined;
      const f: Followed = { subject: subjectOf(prefix, topic) };
      const subscription: Subscription = nc.subscribe(f.subject, {
        callback: (err, m) => {
          if (err) return;
          const payload = `[${m.string()}]`;
          if (f.held) f.held.push(payload);
          else deliver?.(payload);
        },
      });
      followed.add(f);
      // Heard from here on: the server has the subscription before the topic's history is read.
      await nc.flush();
      return () => {
        followed.delete(f);
        subscription.unsubscribe();
      };
    },
    async close() {
      for (const m of consumers) await m.close();
      await nc.drain();
    },
  };
}

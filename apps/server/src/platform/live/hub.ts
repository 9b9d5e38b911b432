import type { Database, DbLog } from '../../db/database';
import type { Listener } from '../../db/listener';
import { errorFields } from '../log-fields';
import { currentPartnerId, inThisPartner } from '../partner-context';
import type { Clock } from '../clock';
import { databaseBus, type LiveBus } from './bus';
import { busFollows } from './follows';
import type { Envelope } from './publish';
import { Snapshot, type LiveEvent } from './snapshot';

export interface Watcher {
  send(frame: string): void;
  /** Ends the stream (server shutdown); the client reconnects elsewhere with Last-Event-ID. */
  close(): void;
}

/**
 * A topic's public events in replay order, read from the database (undefined: no such topic). Called
 * once per topic per process, and again after the listener was down, never per watcher.
 */
export type Loader = () => Promise<readonly LiveEvent[] | undefined>;

interface Entry {
  topic: string;
  loader: Loader;
  watchers: Set<Watcher>;
  snapshot?: Snapshot | undefined;
  /** The load in flight; events that arrive meanwhile are buffered for the snapshot it builds. */
  loading?: Promise<Snapshot | undefined> | undefined;
  buffer?: LiveEvent[] | undefined;
  /** The listener came back during the load in flight: load again when it ends. */
  reloadAfter?: boolean;
  idleSince: number;
}

const RETRY_LOAD_MS = 1000;
/** Outbox rows remembered to drop repeats: far more than a relay sends between a failure and its retry. */
const HEARD_KEPT = 100_000;

/**
 * The live hub of one process: ONE LISTEN on the one channel, routed by topic to this process's
 * watchers. Each topic's public events are held in an in-memory snapshot, loaded once (concurrent
 * loads coalesced) and kept current by the events received, so a connect or reconnect costs no
 * database query. When the listener comes back after an outage every watched topic is reloaded and
 * its watchers receive what they missed; snapshots nobody watches are evicted after `evictAfterMs`.
 */
export function createLiveHub(deps: {
  database: Database;
  /** Where events come from: the database's LISTEN unless given (NATS, docs/decisions/053). */
  bus?: Pick<LiveBus, 'listen'> & Partial<Pick<LiveBus, 'follow'>>;
  clock: Clock;
  log: DbLog;
  evictAfterMs?: number;
}) {
  const { clock, log } = deps;
  const bus = deps.bus ?? databaseBus(deps.database);
  const evictAfterMs = deps.evictAfterMs ?? 60_000;
  // A topic's snapshot per partner watching it (docs/partners.md): each loads what its partner may see,
  // so one partner's watchers never get a snapshot another partner's loader built. Keyed "<partner> <topic>".
  const topics = new Map<string, Entry>();
  /** The keys of `topics` by topic: where an event of that topic goes. */
  const keysOf = new Map<string, Set<string>>();
  /** The topics this process follows on the bus: those heard only where watched. */
  const follows = busFollows(bus);
  const entryKey = (topic: string) => `${currentPartnerId() ?? ''} ${topic}`;
  const remember = (key: string, entry: Entry) => {
    topics.set(key, entry);
    let keys = keysOf.get(entry.topic);
    if (!keys) keysOf.set(entry.topic, (keys = new Set()));
    keys.add(key);
  };
  const forget = (key: string) => {
    const entry = topics.get(key);
    if (!entry) return;
    topics.delete(key);
    const keys = keysOf.get(entry.topic);
    keys?.delete(key);
    if (keys?.size === 0) {
      keysOf.delete(entry.topic);
      follows.unfollow(entry.topic);
    }
  };
  /** Server-side listeners of a topic's events (no snapshot, no watchers): e.g. session revocations. */
  const subscribers = new Map<string, Set<(event: LiveEvent) => void>>();
  /** Server-side listeners of every event (the public read models), and of a reconnection after an outage. */
  const everyEvent = new Set<(topic: string, event: LiveEvent) => void>();
  const reconnects = new Set<() => void>();
  let listener: Listener | undefined;
  let sweeper: NodeJS.Timeout | undefined;

  // The outbox rows heard lately: a relay that died after sending and before deleting sends them again.
  const heard = new Set<number>();
  const repeated = (seq: number) => {
    if (heard.has(seq)) return true;
    heard.add(seq);
    if (heard.size > HEARD_KEPT) heard.delete(heard.values().next().value!);
    return false;
  };

  /** A bus message's payload: one event, or a batch of them in order (the relay's, `batches`). */
  function dispatch(payload: string) {
    let parsed: Envelope | Envelope[];
    try {
      parsed = JSON.parse(payload) as Envelope | Envelope[];
    } catch {
      return;
    }
    if (Array.isArray(parsed)) for (const envelope of parsed) deliver(envelope);
    else deliver(parsed);
  }

  function deliver(envelope: Envelope) {
    if (envelope.seq !== undefined && repeated(envelope.seq)) return;
    const event: LiveEvent = { type: envelope.type, id: envelope.id, data: envelope.data };
    for (const handler of subscribers.get(envelope.topic) ?? []) handler(event);
    for (const handler of everyEvent) handler(envelope.topic, event);
    // Nobody here watches it and no snapshot needs keeping current: nothing to do.
    for (const key of keysOf.get(envelope.topic) ?? []) {
      const entry = topics.get(key)!;
      entry.buffer?.push(event);
      const frame = entry.snapshot?.apply(event);
      if (frame) for (const w of entry.watchers) w.send(frame);
    }
  }

  /** Loads (or reloads) a topic's snapshot; watchers of a reloaded topic get what they missed. */
  async function load(key: string, entry: Entry): Promise<Snapshot | undefined> {
    entry.buffer = [];
    try {
      // Never synchronously: the caller stores this promise as `entry.loading` before it settles. The
      // topic's events are heard (buffered) before its history is read: none falls between the two.
      const events = await follows.follow(entry.topic).then(() => entry.loader());
      // Synchronous from here to the end: no event can arrive between the merge and the swap.
      if (!events) {
        if (entry.watchers.size === 0 && topics.get(key) === entry) forget(key);
        return undefined;
      }
      const fresh = Snapshot.of([...events, ...entry.buffer]);
      if (entry.snapshot) {
        const missed = entry.snapshot.missing(fresh);
        if (missed) for (const w of entry.watchers) w.send(missed);
      }
      entry.snapshot = fresh;
      return fresh;
    } catch (err) {
      if (!entry.snapshot && entry.watchers.size === 0 && topics.get(key) === entry) forget(key);
      throw err;
    } finally {
      entry.buffer = undefined;
      entry.loading = undefined;
      if (entry.reloadAfter) {
        entry.reloadAfter = false;
        // Even with no watcher yet: callers of `open` awaiting this load are about to watch it.
        refresh(key, entry, true);
      }
    }
  }

  /** Reloads a watched topic in the background (after an outage), retrying until it works. */
  function refresh(key: string, entry: Entry, evenUnwatched = false) {
    if (topics.get(key) !== entry) return;
    if (entry.loading) {
      entry.reloadAfter = true;
      return;
    }
    if (entry.watchers.size === 0 && !evenUnwatched) {
      // Possibly stale, and nobody to tell: the next watcher loads it afresh.
      forget(key);
      return;
    }
    entry.loading = load(key, entry);
    entry.loading.catch((err: unknown) => {
      log.warn({ error: errorFields(err), topic: key }, 'live topic reload failed; retrying');
      setTimeout(() => refresh(key, entry), RETRY_LOAD_MS).unref();
    });
  }

  function sweep() {
    const now = clock.now().getTime();
    for (const [key, entry] of topics) {
      if (entry.watchers.size === 0 && !entry.loading && now - entry.idleSince >= evictAfterMs) {
        forget(key);
      }
    }
  }

  return {
    async start() {
      listener = await bus.listen({
        notification: dispatch,
        reconnected: () => {
          for (const [key, entry] of topics) refresh(key, entry);
          for (const handler of reconnects) handler();
        },
      });
      sweeper = setInterval(sweep, Math.min(evictAfterMs, 30_000)).unref();
    },

    /** Hands every event of `topic` to `handler`, in this process, until the returned function is called. */
    subscribe(topic: string, handler: (event: LiveEvent) => void): () => void {
      let set = subscribers.get(topic);
      if (!set) subscribers.set(topic, (set = new Set()));
      // Called from the listener: in the subscriber's partner context, as if it had run where it subscribed.
      const bound = inThisPartner(handler);
      set.add(bound);
      return () => set.delete(bound);
    },

    /**
     * Hands every event, of any topic, to `handler`; and calls `reconnected` when the listener comes back
     * after an outage (events may have been missed). Returns the unsubscribe.
     */
    subscribeAll(handler: (topic: string, event: LiveEvent) => void, reconnected: () => void): () => void {
      everyEvent.add(handler);
      reconnects.add(reconnected);
      return () => {
        everyEvent.delete(handler);
        reconnects.delete(reconnected);
      };
    },

    /** True while this process receives live events (readiness). */
    get listening() {
      return listener?.up ?? false;
    },

    /**
     * Makes sure the topic's snapshot is in memory; false when the loader says it does not exist.
     * Call `watch` right after it resolves, without awaiting anything in between.
     */
    async open(topic: string, loader: Loader): Promise<boolean> {
      const key = entryKey(topic);
      let entry = topics.get(key);
      if (entry?.snapshot) return true;
      if (!entry) {
        // Reloads after an outage run from the listener: in this partner's context still.
        entry = {
          topic,
          loader: inThisPartner(loader),
          watchers: new Set(),
          idleSince: clock.now().getTime(),
        };
        remember(key, entry);
      }
      entry.loading ??= load(key, entry);
      return (await entry.loading) !== undefined;
    },

    /**
     * Subscribes a watcher and sends it, in the same step, the replay after `afterId`: no event can
     * fall between the two. Returns the unsubscribe.
     */
    watch(topic: string, watcher: Watcher, afterId = 0): () => void {
      const entry = topics.get(entryKey(topic));
      if (!entry?.snapshot) throw new Error(`live topic ${topic} is not open`);
      const replay = entry.snapshot.replay(afterId);
      if (replay) watcher.send(replay);
      entry.watchers.add(watcher);
      return () => {
        entry.watchers.delete(watcher);
        if (entry.watchers.size === 0) entry.idleSince = clock.now().getTime();
      };
    },

    /** Topics with a snapshot in memory, and watchers (metrics, tests). */
    stats() {
      let watchers = 0;
      for (const entry of topics.values()) watchers += entry.watchers.size;
      return { topics: topics.size, watchers };
    },

    /** Evicts idle snapshots now (the timer does it on its own; tests with a fake clock). */
    sweep,

    closeAll() {
      for (const entry of topics.values()) {
        for (const w of entry.watchers) w.close();
        entry.watchers.clear();
      }
    },

    async stop() {
      clearInterval(sweeper);
      follows.unfollowAll();
      await listener?.close();
    },
  };
}
export type LiveHub = ReturnType<typeof createLiveHub>;

import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Clock } from './clock';
import type { LiveHub } from './live';
import type { LiveEvent } from './live/snapshot';
import { currentPartnerId } from './partner-context';

/** What a family's `keyOf` answers for an event that may change every one of its models. */
export const everyKey: unique symbol = Symbol('every key');

/**
 * Public reads from memory (decision 018): a per-process read model of a public resource,
 * built by one query when it is first asked for or after it changed, serialised (and compressed) once,
 * and served with a strong ETag to every request until the live hub's event for it arrives — the same
 * NOTIFY that feeds the event streams, so every process sees a change within its delivery time.
 */
export interface PublicRead<T = unknown> {
  /** What was serialised (for another adapter of the same read, e.g. the old client's shapes). */
  value: T;
  /** The JSON body, and the same bytes compressed (once, when first asked for). */
  json: Buffer;
  readonly br: Buffer;
  readonly gzip: Buffer;
  /** A strong ETag: the body's hash. */
  etag: string;
}

export interface ReadModelSpec<T> {
  /** The answer now, from the database. */
  load(): Promise<T>;
  /** True when this event may change the answer (the model is built again on the next request). */
  changedBy(topic: string, event: LiveEvent): boolean;
  /** When the answer changes on its own with time (e.g. the next game leaves "upcoming"), epoch ms. */
  expiresAt?(value: T): number | undefined;
}

export interface ReadModel<T = unknown> {
  get(): Promise<PublicRead<T>>;
  /** Forgets the built answer (an event changed it). */
  invalidate(): void;
}

/**
 * Serialises once; each compressed copy is made the first time a client asks for it (a list rebuilt at
 * every ball must not compress for encodings nobody requested), then kept with the build.
 */
export function encodePublicRead<T>(value: T): PublicRead<T> {
  const json = Buffer.from(JSON.stringify(value));
  let br: Buffer | undefined;
  let gzip: Buffer | undefined;
  return {
    value,
    json,
    get br() {
      return (br ??= brotliCompressSync(json, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } }));
    },
    get gzip() {
      return (gzip ??= gzipSync(json, { level: 9 }));
    },
    etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`,
  };
}

/**
 * One read model: built on the first request (concurrent requests share the build), kept until
 * invalidated or expired.
 */
function readModel<T>(clock: Clock, load: () => Promise<T>, expiresAt?: (value: T) => number | undefined) {
  let built: { read: PublicRead<T>; expiresAt: number } | undefined;
  let building: Promise<PublicRead<T>> | undefined;
  // Bumped by every invalidation: a build that an event overtook is served once, never kept.
  let generation = 0;

  const build = () => {
    const started = generation;
    const promise = load().then((value) => {
      const read = encodePublicRead(value);
      if (generation === started) built = { read, expiresAt: expiresAt?.(value) ?? Number.POSITIVE_INFINITY };
      return read;
    });
    // Only this build's own slot: an invalidation may have started a newer one meanwhile.
    const done = () => {
      if (building === promise) building = undefined;
    };
    promise.then(done, done);
    return promise;
  };

  const model: ReadModel<T> = {
    get() {
      if (built && built.expiresAt > clock.now().getTime()) return Promise.resolve(built.read);
      building ??= build();
      return building;
    },
    invalidate() {
      generation++;
      built = undefined;
      // A build in flight may have read before the change: the next request builds again.
      building = undefined;
    },
  };
  return model;
}

/** The read models of one process, kept current by the live hub; a summary line every `summaryMs`. */
export function createPublicReads(deps: {
  hub: LiveHub;
  clock: Clock;
  log: { info(obj: object, msg: string): void };
  summaryMs?: number;
}) {
  const { hub, clock, log } = deps;
  // What the public reads answered since the last summary line.
  const tally = { served: 0, notModified: 0 };
  const summary = setInterval(() => {
    if (tally.served + tally.notModified === 0) return;
    log.info({ ...tally }, 'public reads');
    tally.served = tally.notModified = 0;
  }, deps.summaryMs ?? 10_000);
  summary.unref();
  const listeners = new Set<{ event(topic: string, event: LiveEvent): void; reconnected(): void }>();
  hub.subscribeAll(
    (topic, event) => listeners.forEach((l) => l.event(topic, event)),
    // Events may have been missed while the listener was down: nothing built before is trusted.
    () => listeners.forEach((l) => l.reconnected()),
  );

  return {
    stop: () => clearInterval(summary),

    /**
     * Sends a public read: 304 when the client has it, else its bytes in the best encoding it accepts.
     * Its route declares `config: { publicRead: true }` (no log line per request: request-logging.ts).
     */
    send(request: FastifyRequest, reply: FastifyReply, read: PublicRead) {
      void reply
        .header('etag', read.etag)
        .header('cache-control', PUBLIC_CACHE_CONTROL)
        .header('vary', 'accept-encoding');
      if (notModified(request.headers['if-none-match'], read.etag)) {
        tally.notModified++;
        return reply.status(304).send();
      }
      tally.served++;
      const accepts = String(request.headers['accept-encoding'] ?? '');
      void reply.type('application/json; charset=utf-8');
      if (/\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(read.br);
      if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(read.gzip);
      return reply.send(read.json);
    },

    define<T>(spec: ReadModelSpec<T>): ReadModel<T> {
      // One per partner: each sees its own rows (docs/partners.md). An event may concern any of them.
      const byPartner = new Map<number | undefined, ReadModel<T>>();
      const invalidate = () => byPartner.forEach((model) => model.invalidate());
      listeners.add({
        event: (topic, event) => spec.changedBy(topic, event) && invalidate(),
        reconnected: invalidate,
      });
      return {
        get() {
          const partner = currentPartnerId();
          let model = byPartner.get(partner);
          if (!model) {
            model = readModel(
              clock,
              () => spec.load(),
              (value) => spec.expiresAt?.(value),
            );
            byPartner.set(partner, model);
          }
          return model.get();
        },
        invalidate,
      };
    },

    /**
     * A family of read models by key (a game set's matches by its id), each built when first asked
     * for and invalidated by the events `keyOf` names: one key, several, or `everyKey` (an event that
     * may change any of them, e.g. a game set's status for every contest list). A model may expire with
     * time like `define`'s. At most `max` are kept (the oldest goes first); a key its load refuses
     * (unknown: an error) is not kept.
     */
    family<K extends string | number, T>(spec: {
      load(key: K): Promise<T>;
      keyOf(topic: string, event: LiveEvent): K | readonly K[] | typeof everyKey | undefined;
      expiresAt?(value: T): number | undefined;
      max?: number;
    }) {
      const max = spec.max ?? 1000;
      // Per partner, then by key: each partner sees its own rows (docs/partners.md).
      const byPartner = new Map<number | undefined, Map<K, ReadModel<T>>>();
      const expiresAt = spec.expiresAt && ((value: T) => spec.expiresAt!(value));
      const invalidate = (key: K) => byPartner.forEach((byKey) => byKey.get(key)?.invalidate());
      listeners.add({
        event: (topic, event) => {
          const keys = spec.keyOf(topic, event);
          if (keys === undefined) return;
          if (keys === everyKey) byPartner.forEach((byKey) => byKey.forEach((model) => model.invalidate()));
          else if (Array.isArray(keys)) (keys as readonly K[]).forEach(invalidate);
          else invalidate(keys as K);
        },
        reconnected: () => byPartner.clear(),
      });
      return {
        /** Forgets one key's copy now: the writer's own process reads its write at once (the event follows). */
        invalidate,

        get(key: K): Promise<PublicRead<T>> {
          const partner = currentPartnerId();
          let byKey = byPartner.get(partner);
          if (!byKey) byPartner.set(partner, (byKey = new Map<K, ReadModel<T>>()));
          const models = byKey;
          let model = models.get(key);
          if (!model) {
            model = readModel(clock, () => spec.load(key), expiresAt);
            models.set(key, model);
            if (models.size > max) models.delete(models.keys().next().value!);
          }
          const read = model.get();
          const mine = model;
          read.catch(() => {
            if (models.get(key) === mine) models.delete(key);
          });
          return read;
        },
      };
    },
  };
}
export type PublicReads = ReturnType<typeof createPublicReads>;

/**
 * Browsers revalidate every time (a 304 costs nothing here); a CDN may serve it for a second and
 * refresh in the background, so a crowd's reads reach the origin about once a second per edge.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-while-revalidate=5';

/** The documented answer when the client's copy is current. */
export const notModifiedSchema = z
  .null()
  .describe('Not modified: the copy named by If-None-Match is current');

/** Whether the client's If-None-Match names this ETag (or `*`). */
export function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((t) => t.trim())
    .some((t) => t === '*' || t === etag || t === `W/${etag}`);
}

import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../db/database';
import type { ListenHandlers } from '../db/listener';
import { fakeClock } from './clock';
import { createLiveHub } from './live/hub';
import { createPublicReads, encodePublicRead, everyKey, notModified } from './public-reads';

/** A hub on a database whose one LISTEN the test drives. */
async function hubAndFeed(log: { info(obj: object, msg: string): void } = { info: () => undefined }) {
  let handlers: ListenHandlers | undefined;
  const database = {
    listen: (_channel: string, h: ListenHandlers) => {
      handlers = h;
      return Promise.resolve({ up: true, close: () => Promise.resolve() });
    },
  } as unknown as Database;
  const clock = fakeClock('2026-11-25T12:00:00Z');
  const hub = createLiveHub({ database, clock, log: { warn: () => undefined, info: () => undefined } });
  await hub.start();
  return {
    reads: createPublicReads({ hub, clock, log, summaryMs: 20 }),
    clock,
    notify: (topic: string) =>
      handlers!.notification(JSON.stringify({ topic, type: 'status', data: { status: 'live' } })),
    reconnect: () => handlers!.reconnected?.(),
  };
}

/** A load that counts its calls and answers `value()`. */
function counted(value: () => unknown) {
  const calls = { n: 0 };
  return { calls, load: () => Promise.resolve(value()).then((v) => (calls.n++, v)) };
}

describe('public reads from memory', () => {
  it('builds once and serves the same bytes to every request until an event changes it', async () => {
    const { reads, notify } = await hubAndFeed();
    let version = 1;
    const { calls, load } = counted(() => ({ version }));
    const model = reads.define({ load, changedBy: (topic) => topic.startsWith('lottery:') });

    const first = await Promise.all(Array.from({ length: 50 }, () => model.get()));
    expect(calls.n).toBe(1);
    expect(new Set(first).size).toBe(1);
    expect(JSON.parse(first[0]!.json.toString())).toEqual({ version: 1 });

    notify('sports:gameset:3'); // not its event
    expect(await model.get()).toBe(first[0]);
    expect(calls.n).toBe(1);

    version = 2;
    notify('lottery:42');
    const second = await model.get();
    expect(calls.n).toBe(2);
    expect(JSON.parse(second.json.toString())).toEqual({ version: 2 });
    expect(second.etag).not.toBe(first[0]!.etag);
  });

  it('never keeps a build that an event overtook: the next request builds again', async () => {
    const { reads, notify } = await hubAndFeed();
    let version = 1;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let calls = 0;
    const model = reads.define({
      load: async () => {
        calls++;
        const read = version; // read before the change…
        if (calls === 1) await gate; // …and the change's event arrives while it is built
        return { version: read };
      },
      changedBy: () => true,
    });
    const inFlight = model.get();
    version = 2;
    notify('lottery:1');
    release();
    expect(JSON.parse((await inFlight).json.toString())).toEqual({ version: 1 });
    expect(JSON.parse((await model.get()).json.toString())).toEqual({ version: 2 });
    expect(calls).toBe(2);
  });

  it('builds again when the answer expires with time, and after the listener was down', async () => {
    const { reads, clock, reconnect } = await hubAndFeed();
    const { calls, load } = counted(() => ({}));
    const model = reads.define({
      load,
      changedBy: () => false,
      expiresAt: () => clock.now().getTime() + 60_000,
    });
    await model.get();
    clock.advance(59_999);
    await model.get();
    expect(calls.n).toBe(1);
    clock.advance(1);
    await model.get();
    expect(calls.n).toBe(2);
    reconnect();
    await model.get();
    expect(calls.n).toBe(3);
  });

  it('a family rebuilds the keys an event names (one, several or every one) and expires with time', async () => {
    const { reads, clock, notify } = await hubAndFeed();
    const loads: number[] = [];
    const family = reads.family({
      load: (key: number) => Promise.resolve({ key, at: loads.push(key) }),
      keyOf: (topic) =>
        topic === 'lottery:1'
          ? 1
          : topic === 'lottery:2'
            ? [2, 3]
            : topic === 'content'
              ? everyKey
              : undefined,
      expiresAt: (value) => (value.key === 3 ? clock.now().getTime() + 1000 : undefined),
    });
    const all = () => Promise.all([1, 2, 3].map((k) => family.get(k)));
    await all();
    await all();
    expect(loads).toEqual([1, 2, 3]);
    notify('lottery:1');
    await all();
    expect(loads).toEqual([1, 2, 3, 1]);
    notify('lottery:2');
    await all();
    expect(loads).toEqual([1, 2, 3, 1, 2, 3]);
    notify('content');
    await all();
    expect(loads).toEqual([1, 2, 3, 1, 2, 3, 1, 2, 3]);
    clock.advance(1000);
    await all();
    expect(loads).toEqual([1, 2, 3, 1, 2, 3, 1, 2, 3, 3]);
  });

  it('compresses once, with a strong ETag of the bytes', () => {
    const read = encodePublicRead({ a: 'x'.repeat(2000) });
    expect(brotliDecompressSync(read.br).equals(read.json)).toBe(true);
    expect(gunzipSync(read.gzip).equals(read.json)).toBe(true);
    expect(read.etag).toMatch(/^"[\w-]{27}"$/);
    expect(encodePublicRead({ a: 'x'.repeat(2000) }).etag).toBe(read.etag);
    expect(encodePublicRead({ a: 'y' }).etag).not.toBe(read.etag);
  });

  it('logs what it served as a summary line, not a line per request', async () => {
    const info = vi.fn();
    const { reads } = await hubAndFeed({ info });
    const model = reads.define({ load: () => Promise.resolve({ a: 1 }), changedBy: () => false });
    const app = Fastify();
    app.get('/read', async (request, reply) => reads.send(request, reply, await model.get()));
    const first = await app.inject('/read');
    await app.inject('/read');
    expect(
      (await app.inject({ url: '/read', headers: { 'if-none-match': first.headers.etag as string } }))
        .statusCode,
    ).toBe(304);
    await vi.waitFor(() => expect(info).toHaveBeenCalledWith({ served: 2, notModified: 1 }, 'public reads'));
    reads.stop();
    await app.close();
  });

  it('answers 304 only for the current ETag', () => {
    expect(notModified(undefined, '"a"')).toBe(false);
    expect(notModified('"a"', '"a"')).toBe(true);
    expect(notModified('"b", "a"', '"a"')).toBe(true);
    expect(notModified('W/"a"', '"a"')).toBe(true);
    expect(notModified('*', '"a"')).toBe(true);
    expect(notModified('"b"', '"a"')).toBe(false);
    expect(notModified('"a', '"a"')).toBe(false);
  });
});

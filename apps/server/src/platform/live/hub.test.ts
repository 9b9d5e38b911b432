import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/database';
import type { ListenHandlers } from '../../db/listener';
import { fakeClock } from '../clock';
import { createLiveHub, type Loader } from './hub';
import { frameOf, type LiveEvent } from './snapshot';

/** A database whose one LISTEN the test drives: notify, drop, come back. */
function fakeDatabase() {
  let handlers: ListenHandlers | undefined;
  let up = true;
  const database = {
    listen: (_channel: string, h: ListenHandlers) => {
      handlers = h;
      return Promise.resolve({
        get up() {
          return up;
        },
        close: () => Promise.resolve(),
      });
    },
  } as unknown as Database;
  return {
    database,
    notify: (topic: string, e: LiveEvent) => handlers!.notification(JSON.stringify({ topic, ...e })),
    /** Several events in one NOTIFY, as the relay sends them. */
    notifyBatch: (events: [string, LiveEvent][]) =>
      handlers!.notification(JSON.stringify(events.map(([topic, e]) => ({ topic, ...e })))),
    down: () => {
      up = false;
      handlers!.down?.();
    },
    back: () => {
      up = true;
      handlers!.reconnected?.();
    },
  };
}

const log = { warn: () => undefined, info: () => undefined };
const ball = (k: number): LiveEvent => ({ type: 'ball', id: k, data: { k } });
const status = (s: string): LiveEvent => ({ type: 'status', data: { status: s } });

function watcher() {
  const frames: string[] = [];
  return { frames, text: () => frames.join(''), send: (f: string) => frames.push(f), close: vi.fn() };
}

async function setup(evictAfterMs = 60_000) {
  const db = fakeDatabase();
  const clock = fakeClock('2026-11-22T12:00:00Z');
  const hub = createLiveHub({ database: db.database, clock, log, evictAfterMs });
  await hub.start();
  return { ...db, clock, hub };
}

describe('live hub', () => {
  it('loads a topic once for any number of concurrent watchers, and serves them from memory', async () => {
    const { hub } = await setup();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const loader = vi.fn<Loader>(async () => {
      await gate;
      return [ball(1), status('live')];
    });
    const opening = Array.from({ length: 50 }, () => hub.open('lottery:1', loader));
    release();
    expect(await Promise.all(opening)).toEqual(Array(50).fill(true));
    const watchers = Array.from({ length: 50 }, () => watcher());
    watchers.forEach((w) => hub.watch('lottery:1', w));
    expect(await hub.open('lottery:1', loader)).toBe(true);
    expect(loader).toHaveBeenCalledTimes(1);
    for (const w of watchers) expect(w.text()).toBe(frameOf(ball(1)) + frameOf(status('live')));
    expect(hub.stats()).toEqual({ topics: 1, watchers: 50 });
  });

  it('relays each event to the topic’s watchers only, once, and keeps the snapshot current', async () => {
    const { hub, notify } = await setup();
    await hub.open('lottery:1', async () => [status('unplayed')]);
    await hub.open('lottery:2', async () => [status('unplayed')]);
    const one = watcher();
    const two = watcher();
    hub.watch('lottery:1', one);
    hub.watch('lottery:2', two);
    notify('lottery:1', status('live'));
    notify('lottery:1', ball(1));
    notify('lottery:1', ball(1)); // delivered twice: relayed once
    notify('lottery:9', ball(1)); // nobody here watches it
    notify('lottery:1', { ...ball(2) });
    expect(one.frames.slice(1)).toEqual([status('live'), ball(1), ball(2)].map(frameOf));
    expect(two.frames.slice(1)).toEqual([]);
    // A newcomer after ball 1 gets ball 2 and the state, from memory.
    const late = watcher();
    hub.watch('lottery:1', late, 1);
    expect(late.text()).toBe(frameOf(ball(2)) + frameOf(status('live')));
  });

  it('keeps events that arrive while the topic loads', async () => {
    const { hub, notify } = await setup();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const opened = hub.open('lottery:1', async () => {
      await gate;
      return [ball(1), status('live')]; // read before ball 2 committed
    });
    await Promise.resolve();
    notify('lottery:1', ball(2));
    release();
    expect(await opened).toBe(true);
    const w = watcher();
    hub.watch('lottery:1', w);
    expect(w.text()).toBe([ball(1), ball(2), status('live')].map(frameOf).join(''));
  });

  it('relays each event of a batched NOTIFY, in order, to its own topic’s watchers', async () => {
    const { hub, notifyBatch } = await setup();
    await hub.open('lottery:1', async () => []);
    await hub.open('lottery:2', async () => []);
    const [one, two] = [watcher(), watcher()];
    hub.watch('lottery:1', one);
    hub.watch('lottery:2', two);
    notifyBatch([
      ['lottery:1', ball(1)],
      ['lottery:2', status('live')],
      ['lottery:1', ball(2)],
    ]);
    expect(one.text()).toBe([ball(1), ball(2)].map(frameOf).join(''));
    expect(two.text()).toBe(frameOf(status('live')));
  });

  it('does not keep unknown topics (they may exist later) nor failed loads', async () => {
    const { hub } = await setup();
    const loader = vi.fn<Loader>(async () => undefined);
    expect(await hub.open('lottery:7', loader)).toBe(false);
    expect(await hub.open('lottery:7', loader)).toBe(false);
    expect(loader).toHaveBeenCalledTimes(2);
    await expect(hub.open('lottery:8', () => Promise.reject(new Error('db down')))).rejects.toThrow(
      'db down',
    );
    expect(await hub.open('lottery:8', async () => [status('unplayed')])).toBe(true);
    expect(() => hub.watch('lottery:7', watcher())).toThrow(/not open/);
  });

  it('after a listener outage reloads watched topics and sends their watchers what they missed', async () => {
    const { hub, down, back } = await setup();
    const loads: Record<string, LiveEvent[]> = {
      'lottery:1': [ball(1), status('live')],
      'lottery:2': [status('unplayed')],
    };
    const loader = (key: string) => vi.fn<Loader>(async () => loads[key]);
    const one = loader('lottery:1');
    const two = loader('lottery:2');
    await hub.open('lottery:1', one);
    await hub.open('lottery:2', two);
    const w = watcher();
    hub.watch('lottery:1', w);
    expect(hub.listening).toBe(true);
    down();
    expect(hub.listening).toBe(false);
    // Meanwhile the draw went on in the database.
    loads['lottery:1'] = [ball(1), ball(2), ball(3), status('finished'), { type: 'settled', data: 'x' }];
    back();
    await vi.waitFor(() => expect(w.frames.length).toBe(2));
    expect(w.frames[1]).toBe(
      [ball(2), ball(3), status('finished'), { type: 'settled', data: 'x' }].map(frameOf).join(''),
    );
    expect(one).toHaveBeenCalledTimes(2);
    // Nobody watched lottery:2: dropped (it may be stale), loaded afresh by its next watcher.
    expect(hub.stats().topics).toBe(1);
    expect(two).toHaveBeenCalledTimes(1);
  });

  it('retries a reload that fails after the outage', async () => {
    const { hub, down, back } = await setup();
    let calls = 0;
    const loader = vi.fn<Loader>(async () => {
      calls += 1;
      if (calls === 1) return [status('live')];
      if (calls === 2) throw new Error('still starting');
      return [ball(1), status('live')];
    });
    await hub.open('lottery:1', loader);
    const w = watcher();
    hub.watch('lottery:1', w);
    down();
    back();
    await vi.waitFor(() => expect(w.text()).toContain(frameOf(ball(1))), { timeout: 3000 });
    expect(loader).toHaveBeenCalledTimes(3);
  });

  it('reloads a topic whose first load was in flight when the listener came back, for its waiting watchers', async () => {
    const { hub, down, back } = await setup();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const loads = [
      async () => {
        await gate;
        return [status('unplayed')]; // read before the outage: stale
      },
      async () => [ball(1), status('live')],
    ];
    let n = 0;
    const opened = hub.open('lottery:1', () => loads[n++]!());
    await Promise.resolve();
    down();
    back();
    release();
    expect(await opened).toBe(true);
    const w = watcher();
    hub.watch('lottery:1', w); // must not throw: the topic stays open
    await vi.waitFor(() => expect(w.text()).toContain(frameOf(ball(1))));
    expect(n).toBe(2);
  });

  it('evicts snapshots nobody has watched for a while', async () => {
    const { hub, clock } = await setup(60_000);
    await hub.open('lottery:1', async () => [status('live')]);
    const stop = hub.watch('lottery:1', watcher());
    clock.advance(120_000);
    hub.sweep();
    expect(hub.stats().topics).toBe(1); // watched
    stop();
    clock.advance(59_000);
    hub.sweep();
    expect(hub.stats().topics).toBe(1);
    clock.advance(1000);
    hub.sweep();
    expect(hub.stats().topics).toBe(0);
  });

  it('closes every watcher on shutdown', async () => {
    const { hub } = await setup();
    await hub.open('lottery:1', async () => [status('live')]);
    const w = watcher();
    hub.watch('lottery:1', w);
    hub.closeAll();
    expect(w.close).toHaveBeenCalledOnce();
    expect(hub.stats().watchers).toBe(0);
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect as netConnect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect } from 'nats';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { natsBus } from '../src/platform/live/bus';
import { liveTopics } from '@powerplay/contracts';
import { createLiveHub, type LiveHub } from '../src/platform/live/hub';
import { notifyRepo } from '../src/platform/live/notify-repo';
import { LIVE_CHANNEL, publish, topic } from '../src/platform/live/publish';
import { systemClock } from '../src/platform/clock';
import { freePort } from './chaos';
import { createTestApp, type TestApp } from './helpers';

/**
 * NATS JetStream as the live bus (docs/decisions/053), against the machine's NATS (127.0.0.1:4222) and a
 * NATS server of the test's own that it restarts mid-draw.
 */
const SHARED_NATS = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const balls = topic('test:nats-draw', { ball: z.object({ k: z.number().int() }) });
const quiet = { warn: () => undefined, info: () => undefined };
const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

/** An app on NATS (a stream of its own name), and a second process's hub hearing that stream. */
async function onNats(url: string) {
  const name = `pp_test_${randomBytes(4).toString('hex')}`;
  const t: TestApp = await createTestApp({ env: { LIVE_BUS_URL: url, LIVE_BUS_NAME: name } });
  cleanups.push(async () => {
    const nc = await connect({ servers: url });
    await (await nc.jetstreamManager()).streams.delete(name.toUpperCase()).catch(() => undefined);
    await nc.close();
  });
  cleanups.push(() => t.close());
  const bus = await natsBus(url, name, () => quiet);
  const hub = createLiveHub({ database: t.database, bus, clock: systemClock, log: quiet, evictAfterMs: 0 });
  await hub.start();
  cleanups.push(async () => {
    await hub.stop();
    await bus.close();
  });
  const heard: number[] = [];
  hub.subscribe(balls.key, (event) => heard.push((event.data as { k: number }).k));
  // Every topic this process heard anything of.
  const topicsHeard = new Set<string>();
  hub.subscribeAll(
    (name) => topicsHeard.add(name),
    () => undefined,
  );
  const draw = (ks: number[]) =>
    t.database.db.transaction().execute(async (trx) => {
      for (const k of ks) await publish(trx, balls, { type: 'ball', id: k, data: { k } });
    });
  return { t, heard, draw, hub, topicsHeard };
}

/** A player's own topic (heard by a process only while one of its watchers follows it), and its events. */
function playerNotes() {
  const mine = topic(liveTopics.player(900_000 + Math.floor(Math.random() * 90_000)), {
    note: z.object({ k: z.number().int() }),
  });
  const note = (t: TestApp, ks: number[]) =>
    t.database.db.transaction().execute(async (trx) => {
      for (const k of ks) await publish(trx, mine, { type: 'note', data: { k } });
    });
  return { mine, note };
}

/** A watcher of `topic` on `hub`: the `k` of every frame it is sent, in order. */
async function watcherOf(hub: LiveHub, name: string) {
  expect(await hub.open(name, () => Promise.resolve([]))).toBe(true);
  const ks: number[] = [];
  const stop = hub.watch(name, {
    send: (frame) => {
      for (const line of frame.split('\n'))
        if (line.startsWith('data: ')) ks.push((JSON.parse(line.slice(6)) as { k: number }).k);
    },
    close: () => undefined,
  });
  return { ks, stop };
}

/** A NATS server with JetStream of the test's own, on a free port, with its store in a temporary directory. */
async function ownNats() {
  const port = await freePort();
  const store = mkdtempSync(path.join(tmpdir(), 'nats-'));
  let child: ChildProcess | undefined;
  const reachable = () =>
    new Promise<boolean>((resolve) => {
      const socket = netConnect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  const start = async () => {
    child = spawn('nats-server', ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', store], {
      stdio: 'ignore',
    });
    await expect.poll(reachable, { timeout: 10_000 }).toBe(true);
  };
  const stop = async () => {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child!.kill('SIGTERM');
    await exited;
  };
  await start();
  cleanups.push(async () => {
    await stop();
    rmSync(store, { recursive: true, force: true });
  });
  return { url: `nats://127.0.0.1:${port}`, start, stop };
}

describe('NATS JetStream as the live bus', () => {
  it('carries every event of committed writes to another process, once, in order — not the database channel', async () => {
    const { t, heard, draw } = await onNats(SHARED_NATS);
    await draw(range(1, 400));
    await expect.poll(() => heard.length, { timeout: 20_000 }).toBe(400);
    expect(heard).toEqual(range(1, 400));
    // A NOTIFY on the database's channel is nobody's business here: no process LISTENs on it.
    const stray = JSON.stringify({ topic: balls.key, type: 'ball', data: { k: -1 } });
    await notifyRepo.notifyEach(t.database.db, LIVE_CHANNEL, [`[${stray}]`]);
    await draw([401]);
    await expect.poll(() => heard.at(-1)).toBe(401);
    expect(heard).not.toContain(-1);
  });

  it('brings a player’s own topic to a process only while a watcher there follows it', async () => {
    const { t, heard, draw, hub, topicsHeard } = await onNats(SHARED_NATS);
    const { mine, note } = playerNotes();
    // Nobody on the second process follows it: its events are not sent there (a ball after them is).
    await note(t, [1]);
    await draw([1]);
    await expect.poll(() => heard).toEqual([1]);
    expect(topicsHeard).not.toContain(mine.key);

    const watcher = await watcherOf(hub, mine.key);
    await note(t, range(2, 50));
    await expect.poll(() => watcher.ks, { timeout: 20_000 }).toEqual(range(2, 50));

    // The last watcher gone and the topic evicted: no longer followed.
    watcher.stop();
    hub.sweep();
    await note(t, [99]);
    await draw([2]);
    await expect.poll(() => heard).toEqual([1, 2]);
    expect(watcher.ks).toEqual(range(2, 50));
    expect([...topicsHeard].filter((name) => name === mine.key)).toHaveLength(1);
  });

  it('survives a NATS restart mid-draw: every watcher still gets every ball exactly once', async () => {
    const nats = await ownNats();
    const { heard, draw } = await onNats(nats.url);
    await draw([1, 2, 3]);
    await expect.poll(() => heard).toEqual([1, 2, 3]);
    await nats.stop();
    // Balls drawn while NATS is down wait in the outbox; the relay sends them once it is back.
    await draw([4, 5]);
    await nats.start();
    await draw([6, 7]);
    await expect.poll(() => heard, { timeout: 30_000 }).toEqual([1, 2, 3, 4, 5, 6, 7]);
  }, 60_000);

  it('gives a followed topic’s watcher every event across a NATS restart, once, in order', async () => {
    const nats = await ownNats();
    const { t, hub } = await onNats(nats.url);
    const { mine, note } = playerNotes();
    const watcher = await watcherOf(hub, mine.key);
    await note(t, [1, 2, 3]);
    await expect.poll(() => watcher.ks).toEqual([1, 2, 3]);
    await nats.stop();
    await note(t, [4, 5]);
    await nats.start();
    await note(t, range(6, 15));
    await expect.poll(() => watcher.ks, { timeout: 30_000 }).toEqual(range(1, 20));
  }, 60_000);
});

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
import { createLiveHub } from '../src/platform/live/hub';
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
  const hub = createLiveHub({ database: t.database, bus, clock: systemClock, log: quiet });
  await hub.start();
  cleanups.push(async () => {
    await hub.stop();
    await bus.close();
  });
  const heard: number[] = [];
  hub.subscribe(balls.key, (event) => heard.push((event.data as { k: number }).k));
  const draw = (ks: number[]) =>
    t.database.db.transaction().execute(async (trx) => {
      for (const k of ks) await publish(trx, balls, { type: 'ball', id: k, data: { k } });
    });
  return { t, heard, draw, hub };
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
});

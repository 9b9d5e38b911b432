import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/helpers';
import { systemClock } from '../clock';
import { databaseBus } from './bus';
import { createLiveHub, type LiveHub } from './hub';
import { notifyRepo } from './notify-repo';
import { createOutboxRelay } from './outbox';
import { LIVE_CHANNEL, outboxWrittenLately, publish, topic } from './publish';

const notes = topic('test:outbox', { note: z.object({ n: z.number().int() }) });
const quiet = { warn: () => undefined, info: () => undefined, error: () => undefined } as never;

let t: TestApp;
let hub: LiveHub;
let heard: number[] = [];
beforeAll(async () => {
  t = await createTestApp();
  // A second process's hub on the same database: it hears what the relays send.
  hub = createLiveHub({ database: t.database, clock: systemClock, log: quiet });
  await hub.start();
  hub.subscribe(notes.key, (event) => heard.push((event.data as { n: number }).n));
});
afterAll(async () => {
  await hub.stop();
  await t.close();
});

const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);
const outboxRows = async () =>
  Number((await sql<{ n: string }>`select count(*) as n from live_outbox`.execute(t.owner)).rows[0]!.n);
const relayOf = () =>
  createOutboxRelay({ db: t.database.db, bus: databaseBus(t.database), log: () => quiet });

describe('the live outbox', () => {
  it('sends the events of a committed write once, in the order written, and keeps none', async () => {
    heard = [];
    await t.database.db.transaction().execute(async (trx) => {
      for (const n of range(1, 2500)) await publish(trx, notes, { type: 'note', data: { n } });
    });
    await expect.poll(() => heard.length, { timeout: 20_000 }).toBe(2500);
    expect(heard).toEqual(range(1, 2500));
    expect(await outboxRows()).toBe(0);
  });

  it('sends nothing of a write that rolled back, and nothing before a write commits', async () => {
    heard = [];
    await t.database.db
      .transaction()
      .execute(async (trx) => {
        await publish(trx, notes, { type: 'note', data: { n: -1 } });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const relay = relayOf();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const writing = t.database.db.transaction().execute(async (trx) => {
      await publish(trx, notes, { type: 'note', data: { n: 7 } });
      await held;
    });
    // While the write is open, a relay's pass finds nothing to send (its row is not committed).
    if (t.database.kind === 'postgres') {
      await relay.drained();
      relay.wake();
      await relay.drained();
      expect(heard).toEqual([]);
    }
    release();
    await writing;
    await expect.poll(() => heard).toEqual([7]);
  });

  it('lets one relay send at a time: two relays draining together send every event once, in order', async () => {
    heard = [];
    const [a, b] = [relayOf(), relayOf()];
    await t.database.db.transaction().execute(async (trx) => {
      for (const n of range(1, 3000)) await publish(trx, notes, { type: 'note', data: { n } });
    });
    a.wake();
    b.wake();
    await Promise.all([a.drained(), b.drained()]);
    await expect.poll(() => heard.length, { timeout: 20_000 }).toBe(3000);
    expect(heard).toEqual(range(1, 3000));
  });

  it('comes to rest once it has sent everything: its own commits do not wake it', async () => {
    heard = [];
    const relay = relayOf();
    const stop = t.database.onCommit(() => relay.committed(outboxWrittenLately()));
    try {
      await t.database.db
        .transaction()
        .execute((trx) => publish(trx, notes, { type: 'note', data: { n: 1 } }));
      await expect.poll(() => heard).toEqual([1]);
      await expect.poll(() => relay.busy).toBe(false);
      expect(await outboxRows()).toBe(0);
    } finally {
      stop();
    }
  });

  it('drops an event heard again (a relay that died after sending and before deleting)', async () => {
    heard = [];
    const envelope = JSON.stringify({ seq: 2_000_000_001, topic: notes.key, type: 'note', data: { n: 42 } });
    await notifyRepo.notifyEach(t.database.db, LIVE_CHANNEL, [`[${envelope}]`]);
    await notifyRepo.notifyEach(t.database.db, LIVE_CHANNEL, [`[${envelope},${envelope}]`]);
    const marker = JSON.stringify({ topic: notes.key, type: 'note', data: { n: 43 } });
    await notifyRepo.notifyEach(t.database.db, LIVE_CHANNEL, [`[${marker}]`]);
    await expect.poll(() => heard).toEqual([42, 43]);
  });
});

import { catalogue } from '@powerplay/contracts';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, ORIGIN, registerOperator, type TestApp } from './helpers';
import { readEvents } from './sse';
import { lotteryTopic } from '../src/features/lottery/events';
import { LIVE_CHANNEL, publish } from '../src/platform/live/publish';

let t: TestApp;
let base: string;
let gameId: number;
beforeAll(async () => {
  t = await createTestApp({ env: { SSE_MAX_STREAMS_PER_IP: '2' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  base = `http://127.0.0.1:${address.port}`;
  const { token } = await registerOperator(t);
  const res = await api(t.app, 'POST', '/api/operator/lottery/games', {
    token,
    body: {
      gameType: '747',
      startAt: new Date(Date.now() + 3_600_000).toISOString(),
      ballIntervalSeconds: 2,
      delaySeconds: 1,
      finalWindowSeconds: 1,
    },
    headers: { origin: ORIGIN },
  });
  gameId = res.json<{ game: { id: number } }>().game.id;
});
afterAll(() => t.close());

/** Opens a stream and waits for its first event; `close` ends it. */
async function openStream() {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/lottery/games/${gameId}/events`, { signal: controller.signal });
  if (res.status === 200) {
    const reader = res.body!.getReader();
    await reader.read();
  }
  return { res, close: () => controller.abort() };
}

describe('event streams', () => {
  it('relays what is published in a committed transaction to the topic’s watchers', async () => {
    let subscribed!: () => void;
    const replayed = new Promise<void>((r) => (subscribed = r));
    const watched = readEvents(
      `${base}/api/lottery/games/${gameId}/events`,
      (es) => {
        if (es.length > 0) subscribed();
        return es.some((e) => e.event === 'ball');
      },
      {},
      10_000,
    );
    await replayed;
    // Rolled back: never delivered.
    await t.database.db
      .transaction()
      .execute(async (trx) => {
        await publish(trx, lotteryTopic(gameId), {
          type: 'ball',
          id: 1,
          data: { k: 1, number: 99, drawnAt: new Date().toISOString() },
        });
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await t.database.db.transaction().execute((trx) =>
      publish(trx, lotteryTopic(gameId), {
        type: 'ball',
        id: 1,
        data: { k: 1, number: 5, drawnAt: '2026-11-22T12:00:00.000Z' },
      }),
    );
    const events = await watched;
    expect(events.map((e) => [e.event, e.id, e.data])).toEqual([
      ['status', undefined, '{"status":"unplayed"}'],
      ['ball', '1', '{"k":1,"number":5,"drawnAt":"2026-11-22T12:00:00.000Z"}'],
    ]);
  });

  it('refuses to publish data the contracts’ schema refuses (and the transaction rolls back)', async () => {
    const seen: string[] = [];
    const listener = await t.database.listen(LIVE_CHANNEL, { notification: (p) => seen.push(p) });
    try {
      await expect(
        t.database.db.transaction().execute((trx) =>
          publish(trx, lotteryTopic(gameId), {
            type: 'ball',
            id: 2,
            data: { k: 2, number: 'seven' as unknown as number, drawnAt: 'x' },
          }),
        ),
      ).rejects.toMatchObject({
        name: 'ZodError',
        message: expect.stringContaining('"expected": "number"') as string,
      });
      await expect(
        t.database.db
          .transaction()
          .execute((trx) =>
            publish(trx, lotteryTopic(gameId), { type: 'nonsense' as 'status', data: { status: 'live' } }),
          ),
      ).rejects.toThrow(/no event "nonsense"/);
      await sql`select pg_notify(${LIVE_CHANNEL}, 'marker')`.execute(t.database.db);
      await expect.poll(() => seen).toEqual(['marker']);
    } finally {
      await listener.close();
    }
  });

  // Last: the streams it opens take a while to be released.
  it('caps open streams per IP with a 429 in the catalogue’s shape, and frees a slot when one closes', async () => {
    const first = await openStream();
    const second = await openStream();
    const third = await openStream();
    expect(third.res.status).toBe(429);
    const { title, message } = catalogue.LIVE_STREAMS_LIMIT;
    expect(await third.res.json()).toEqual({ error: { code: 'LIVE_STREAMS_LIMIT', title, message } });
    first.close();
    await expect
      .poll(async () => {
        const again = await openStream();
        again.close();
        return again.res.status;
      })
      .toBe(200);
    second.close();
  });
});

import { createHash } from 'node:crypto';
import { drawBalls } from '@powerplay/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, createTestApp, ORIGIN, registerOperator, type TestApp } from '../../../test/helpers';

// A real draw on the real clock with the engine running: the bar, at 2-second intervals.
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await createTestApp({ env: { LOTTERY_ENGINE: 'on' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(() => t.close());

interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

/** Reads SSE events until `until` says stop (or the time limit). */
async function readEvents(
  url: string,
  until: (e: SseEvent[]) => boolean,
  headers: Record<string, string> = {},
) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 40_000);
  const res = await fetch(url, { headers, signal: controller.signal });
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  const events: SseEvent[] = [];
  let buffer = '';
  try {
    while (!until(events)) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const e: SseEvent = { event: 'message', data: '' };
        for (const line of block.split('\n')) {
          if (line.startsWith('id: ')) e.id = line.slice(4);
          else if (line.startsWith('event: ')) e.event = line.slice(7);
          else if (line.startsWith('data: ')) e.data += line.slice(6);
        }
        if (e.data) events.push(e);
      }
    }
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
  return events;
}

it('runs a scheduled 2-second draw to the end and every ball reaches an SSE client', async () => {
  const { token } = await registerOperator(t);
  const res = await api(t.app, 'POST', '/api/operator/lottery/games', {
    token,
    body: {
      gameType: '747',
      startAt: new Date(Date.now() + 1500).toISOString(),
      ballIntervalSeconds: 2,
      delaySeconds: 1,
      finalWindowSeconds: 1,
    },
    headers: { origin: ORIGIN },
  });
  expect(res.statusCode).toBe(201);
  const { game } = res.json<{ game: { id: number; commitment: string } }>();

  const events = await readEvents(`${base}/api/lottery/games/${game.id}/events`, (es) =>
    es.some((e) => e.event === 'settled'),
  );
  const balls = events
    .filter((e) => e.event === 'ball')
    .map((e) => ({ id: e.id, ...(JSON.parse(e.data) as { k: number; number: number; drawnAt: string }) }));
  expect(balls.map((b) => b.k)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  expect(balls.map((b) => b.id)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  expect(events.filter((e) => e.event === 'status').map((e) => JSON.parse(e.data) as unknown)).toEqual(
    expect.arrayContaining([{ status: 'live' }, { status: 'finished' }]),
  );

  const audit = (await (await fetch(`${base}/api/lottery/games/${game.id}/audit`)).json()) as {
    seed: string;
    commitment: string;
    balls: number[];
  };
  expect(createHash('sha256').update(Buffer.from(audit.seed, 'hex')).digest('hex')).toBe(game.commitment);
  expect(drawBalls(audit.seed, String(game.id), 7, { min: 1, max: 47 })).toEqual(balls.map((b) => b.number));
  expect(audit.balls).toEqual(balls.map((b) => b.number));

  // A client that reconnects after ball 5 gets 6 and 7 and the final status.
  const resumed = await readEvents(
    `${base}/api/lottery/games/${game.id}/events`,
    (es) => es.some((e) => e.event === 'status'),
    {
      'last-event-id': '5',
    },
  );
  expect(resumed.filter((e) => e.event === 'ball').map((e) => e.id)).toEqual(['6', '7']);
  expect(JSON.parse(resumed.find((e) => e.event === 'status')!.data)).toEqual({ status: 'finished' });
}, 60_000);

it('answers an unknown game with a JSON 404, not a stream', async () => {
  const res = await fetch(`${base}/api/lottery/games/987654/events`);
  expect(res.status).toBe(404);
  expect(((await res.json()) as { error: { code: string } }).error.code).toBe('GAME_NOT_FOUND');
});

import { createHash } from 'node:crypto';
import { drawBalls } from '@powerplay/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, createTestApp, ORIGIN, registerOperator, type TestApp } from '../../../test/helpers';
import { ballsOf, readEvents } from '../../../test/sse';

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
  const balls = ballsOf(events);
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

  const settledAt = (JSON.parse(events.find((e) => e.event === 'settled')!.data) as { settledAt: string })
    .settledAt;

  // A client that reconnects after ball 5 gets 6 and 7, the final status and the settlement: without it
  // the client would wait for its result forever.
  const resumed = await readEvents(
    `${base}/api/lottery/games/${game.id}/events`,
    (es) => es.some((e) => e.event === 'settled'),
    { 'last-event-id': '5' },
    10_000,
  );
  expect(resumed.map((e) => e.event)).toEqual(['ball', 'ball', 'status', 'settled']);
  expect(resumed.filter((e) => e.event === 'ball').map((e) => e.id)).toEqual(['6', '7']);
  expect(JSON.parse(resumed.find((e) => e.event === 'status')!.data)).toEqual({ status: 'finished' });
  expect(JSON.parse(resumed.find((e) => e.event === 'settled')!.data)).toEqual({ settledAt });

  // So does a first-time client after the end: every ball, then the status and the settlement.
  const late = await readEvents(
    `${base}/api/lottery/games/${game.id}/events`,
    (es) => es.some((e) => e.event === 'settled'),
    {},
    10_000,
  );
  expect(ballsOf(late).map((b) => b.number)).toEqual(balls.map((b) => b.number));
  expect(late.slice(-2).map((e) => [e.event, JSON.parse(e.data) as unknown])).toEqual([
    ['status', { status: 'finished' }],
    ['settled', { settledAt }],
  ]);
}, 60_000);

it('answers an unknown game with a JSON 404, not a stream', async () => {
  const res = await fetch(`${base}/api/lottery/games/987654/events`);
  expect(res.status).toBe(404);
  expect(((await res.json()) as { error: { code: string } }).error.code).toBe('GAME_NOT_FOUND');
});

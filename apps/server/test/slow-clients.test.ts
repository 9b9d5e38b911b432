import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, createTestApp, registerOperator, registerPlayer, type TestApp } from './helpers';

/**
 * Decision 008 on a real socket: slow bodies are cut off, event streams are not, one address
 * cannot hold more than its share of connections, and a request without a Host gets the error shape.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      REQUEST_TIMEOUT_MS: '1000',
      HEADERS_TIMEOUT_MS: '500',
      KEEP_ALIVE_TIMEOUT_MS: '500',
      MAX_CONNECTIONS_PER_IP: '4',
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The connections the server holds open now. */
const connections = () =>
  new Promise<number>((resolve, reject) =>
    t.app.server.getConnections((err, n) => (err ? reject(err) : resolve(n))),
  );

/** A raw connection that collects what the server sends and notes when it closes. */
function rawConnection() {
  const socket: Socket = connect(port, '127.0.0.1');
  const state = { received: '', closedAt: 0 };
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (state.received += chunk));
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) =>
    socket.on('close', () => {
      state.closedAt = Date.now();
      resolve();
    }),
  );
  const opened = new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  return { socket, state, closed, opened };
}

describe('slow clients', () => {
  it('cuts off a body trickled a byte at a time with 408 REQUEST_TIMEOUT', async () => {
    const c = rawConnection();
    await c.opened;
    const started = Date.now();
    c.socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
        'Content-Length: 200\r\n\r\n',
    );
    const trickle = setInterval(() => {
      if (!c.socket.destroyed) c.socket.write('{');
    }, 200);
    await Promise.race([c.closed, sleep(8000)]);
    clearInterval(trickle);
    expect(c.state.received).toMatch(/^HTTP\/1\.1 408 /);
    expect(c.state.received).toContain('"code":"REQUEST_TIMEOUT"');
    expect(c.state.closedAt - started).toBeLessThan(5000);
  });

  it('keeps an event stream open well past the request and keep-alive timeouts', async () => {
    const { token } = await registerOperator(t);
    const game = await api(t.app, 'POST', '/api/operator/lottery/games', {
      token,
      body: {
        gameType: '747',
        startAt: new Date(Date.now() + 3_600_000).toISOString(),
        ballIntervalSeconds: 10,
        delaySeconds: 2,
        finalWindowSeconds: 12,
      },
    });
    expect(game.statusCode, game.body).toBe(201);
    const id = game.json<{ game: { id: number } }>().game.id;
    const controller = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/lottery/games/${id}/events`, {
      signal: controller.signal,
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes('event: status')) {
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended before its first event');
      text += value;
    }
    // Three times the request timeout, six times the keep-alive timeout: still open.
    const outcome = await Promise.race([reader.read().then((r) => (r.done ? 'ended' : 'data')), sleep(3000)]);
    expect(outcome).not.toBe('ended');
    controller.abort();
  });

  it('closes connections from one address beyond MAX_CONNECTIONS_PER_IP, and admits again when one leaves', async () => {
    const held = Array.from({ length: 4 }, () => rawConnection());
    await Promise.all(held.map((c) => c.opened));
    // The server has counted them (its side of the accept), not just the client's connect.
    await vi.waitFor(() => expect(connections()).resolves.toBe(4));
    const extra = rawConnection();
    await Promise.race([extra.closed, sleep(2000)]);
    expect(extra.state.closedAt).toBeGreaterThan(0);
    expect(held.every((c) => c.state.closedAt === 0)).toBe(true);

    held[0]!.socket.destroy();
    await held[0]!.closed;
    await vi.waitFor(() => expect(connections()).resolves.toBe(3));
    const again = rawConnection();
    await again.opened;
    again.socket.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    await Promise.race([again.closed, sleep(2000)]);
    expect(again.state.received).toMatch(/^HTTP\/1\.1 200 /);
    for (const c of held) c.socket.destroy();
  });
});

describe('requests without a Host header (decision 008)', () => {
  it('answers 400 HOST_REQUIRED in the error shape', async () => {
    const c = rawConnection();
    await c.opened;
    c.socket.write('GET /api/brand HTTP/1.1\r\nConnection: close\r\n\r\n');
    await Promise.race([c.closed, sleep(3000)]);
    expect(c.state.received).toMatch(/^HTTP\/1\.1 400 /);
    expect(c.state.received).toContain('"code":"HOST_REQUIRED"');
  });
});

describe('API answers are not cached (decision 008)', () => {
  it('marks every API answer no-store unless its route chose otherwise', async () => {
    const { token } = await registerPlayer(t.app);
    for (const url of ['/api/auth/me', '/api/wallet', '/api/account/profile']) {
      const res = await api(t.app, 'GET', url, { cookie: token });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    // A public read chose otherwise (decision 018): the same bytes for everybody, fit for a CDN.
    const list = await api(t.app, 'GET', '/api/lottery/games', { cookie: token });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('public, max-age=0, s-maxage=1, stale-while-revalidate=5');
    expect((await api(t.app, 'GET', '/api/wallet')).headers['cache-control']).toBe('no-store');
    expect((await api(t.app, 'GET', '/api/no-such-thing')).headers['cache-control']).toBe('no-store');
  });
});

describe('logout (decision 008)', () => {
  it('revokes the cookie session even when a junk Bearer comes with it', async () => {
    const { token } = await registerPlayer(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: 'Bearer junk.token', cookie: `jwt=${token}` },
    });
    expect(res.statusCode).toBe(204);
    expect((await api(t.app, 'GET', '/api/auth/me', { cookie: token })).statusCode).toBe(401);
  });
});

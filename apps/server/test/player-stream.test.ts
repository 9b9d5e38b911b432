import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createTestApp, registerOperator, registerPlayer, type TestApp } from './helpers';
import { openStream } from './sse';

let t: TestApp;
let base: string;
let gameId: number;
beforeAll(async () => {
  t = await createTestApp();
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
      ballIntervalSeconds: 10,
      delaySeconds: 2,
      finalWindowSeconds: 12,
    },
  });
  gameId = res.json<{ game: { id: number } }>().game.id;
});
afterAll(() => t.close());

/** Opens `/api/me/events` (subscribed once the server answers) and reads its named events as JSON. */
async function openMine(token: string) {
  const stream = await openStream(`${base}/api/me/events`, { authorization: `Bearer ${token}` });
  const payloads = () => stream.events.map((e) => ({ event: e.event, data: JSON.parse(e.data) as unknown }));
  return {
    get events() {
      return payloads();
    },
    ended: stream.ended,
    async until(n: number) {
      await stream.until(n);
      return payloads();
    },
    close: () => stream.close(),
  };
}

describe("a player's own stream (GET /api/me/events)", () => {
  it('pushes my saved picks to every page I have open, and to nobody else', async () => {
    const me = await registerPlayer(t.app);
    const other = await registerPlayer(t.app);
    const [tabA, tabB, theirs] = await Promise.all([
      openMine(me.token),
      openMine(me.token),
      openMine(other.token),
    ]);
    try {
      const saved = await api(t.app, 'PUT', `/api/lottery/games/${gameId}/picks`, {
        token: me.token,
        body: { numbers: [1, 2, 3, 4, 5, 6, 7] },
      });
      expect(saved.statusCode).toBe(200);
      const { entry } = saved.json<{ entry: unknown }>();
      for (const tab of [tabA, tabB]) {
        expect(await tab.until(1)).toEqual([{ event: 'lottery-entry', data: entry }]);
      }
      // A refused change publishes nothing (it rolls back with its transaction): the next event after it
      // is the next saved change's; and the other player's stream hears only their own change.
      const refused = await api(t.app, 'PUT', `/api/lottery/games/${gameId}/picks`, {
        token: me.token,
        body: { numbers: [1, 2, 3] },
      });
      expect(refused.statusCode).toBe(400);
      const next = await api(t.app, 'PUT', `/api/lottery/games/${gameId}/picks`, {
        token: me.token,
        body: { numbers: [7, 6, 5, 4, 3, 2, 1] },
      });
      const theirsSaved = await api(t.app, 'PUT', `/api/lottery/games/${gameId}/picks`, {
        token: other.token,
        body: { numbers: [11, 12, 13, 14, 15, 16, 17] },
      });
      expect(await tabA.until(2)).toEqual([
        { event: 'lottery-entry', data: entry },
        { event: 'lottery-entry', data: next.json<{ entry: unknown }>().entry },
      ]);
      expect(await theirs.until(1)).toEqual([
        { event: 'lottery-entry', data: theirsSaved.json<{ entry: unknown }>().entry },
      ]);
    } finally {
      await Promise.all([tabA.close(), tabB.close(), theirs.close()]);
    }
  });

  it('needs a signed-in player', async () => {
    const res = await fetch(`${base}/api/me/events`);
    expect(res.status).toBe(401);
    await res.body?.cancel();
  });
});

describe('a revoked session ends its streams (decision 015)', () => {
  const login = async (email: string, password: string) => {
    const res = await api(t.app, 'POST', '/api/auth/login', { body: { login: email, password } });
    expect(res.statusCode).toBe(200);
    return res.json<{ token: string }>().token;
  };
  const savePicks = (token: string) =>
    api(t.app, 'PUT', `/api/lottery/games/${gameId}/picks`, {
      token,
      body: { numbers: [7, 6, 5, 4, 3, 2, 1] },
    });
  const isOpen = async (stream: Awaited<ReturnType<typeof openMine>>, token: string) => {
    // Still served: it hears the next change (the event is what we wait for, not a delay).
    const before = stream.events.length;
    expect((await savePicks(token)).statusCode).toBe(200);
    await stream.until(before + 1);
    return stream.events.length === before + 1;
  };

  it('sign-out ends that session’s streams at once; another session of the same player keeps its own', async () => {
    const me = await registerPlayer(t.app);
    const other = await login(me.credentials.email, me.credentials.password);
    const [mine, theirs] = await Promise.all([openMine(me.token), openMine(other)]);
    try {
      expect((await api(t.app, 'POST', '/api/auth/logout', { token: me.token })).statusCode).toBe(204);
      await mine.ended;
      expect(await isOpen(theirs, other)).toBe(true);
      // A stream cannot be reopened with the revoked token.
      const again = await fetch(`${base}/api/me/events`, {
        headers: { authorization: `Bearer ${me.token}` },
      });
      expect(again.status).toBe(401);
      await again.body?.cancel();
    } finally {
      await Promise.all([mine.close(), theirs.close()]);
    }
  });

  it('a password change ends the other sessions’ streams and keeps the one that changed it', async () => {
    const me = await registerPlayer(t.app);
    const other = await login(me.credentials.email, me.credentials.password);
    const [kept, ended] = await Promise.all([openMine(me.token), openMine(other)]);
    try {
      const changed = await api(t.app, 'POST', '/api/account/password', {
        token: me.token,
        body: { currentPassword: me.credentials.password, newPassword: 'a different long password' },
      });
      expect(changed.statusCode).toBe(204);
      await ended.ended;
      expect(await isOpen(kept, me.token)).toBe(true);
    } finally {
      await Promise.all([kept.close(), ended.close()]);
    }
  });

  it('a password reset ends every stream of the player', async () => {
    const me = await registerPlayer(t.app);
    const operator = await registerOperator(t);
    const streams = await Promise.all([openMine(me.token), openMine(me.token)]);
    try {
      expect(
        (await api(t.app, 'POST', '/api/auth/password-resets', { body: { email: me.credentials.email } }))
          .statusCode,
      ).toBe(202);
      const { mails } = (
        await api(t.app, 'GET', '/api/operator/mail-outbox', { token: operator.token })
      ).json<{
        mails: { to: string; text: string }[];
      }>();
      const link = /reset-password\?token=(\S+)/.exec(mails.find((m) => m.to === me.credentials.email)!.text);
      const reset = await api(t.app, 'POST', '/api/auth/password-resets/confirm', {
        body: { token: link![1], password: 'a brand new secret' },
      });
      expect(reset.statusCode).toBe(204);
      await Promise.all(streams.map((s) => s.ended));
    } finally {
      await Promise.all(streams.map((s) => s.close()));
    }
  });
});

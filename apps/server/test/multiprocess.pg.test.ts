import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { BrandResponse, EmbedOriginResponse } from '@powerplay/contracts';
import { drawBalls } from '@powerplay/domain';
import pg from 'pg';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { appRoleUrl, newPlayer } from './helpers';
import { createOperator, startServer } from './server-process';
import { ballsOf, openStream, type SseEvent } from './sse';

/** Resolves once the child process has exited (now, or already). */
const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((r) => child.once('exit', () => r()));

// Runs only in the PostgreSQL suite (see vitest.config.ts): two real server processes on one database.
const url = process.env.DATABASE_URL!;
const name = `powerplay_mp_${randomBytes(4).toString('hex')}`;
const dbUrl = Object.assign(new URL(url), { pathname: `/${name}` }).toString();
const env = (port: number, engine: 'on' | 'off' = 'on') => ({
  ...process.env,
  // As in production: each process migrates as the owner, then serves as the app role (decision 036).
  DATABASE_URL: appRoleUrl(dbUrl),
  MIGRATION_DATABASE_URL: dbUrl,
  PORT: String(port),
  SESSION_SECRET: 'multi-process-secret-multi-process-secret',
  LOG_LEVEL: 'warn',
  LOTTERY_ENGINE: engine,
  LOTTERY_DEMO_SCHEDULE: 'off',
  WEB_DIST_DIR: '/nonexistent-web-dist',
});
// 3301 and 3302 run the draw engine; 3303 only serves (API and SSE), with its engine off.
const servers: ChildProcess[] = [];
let serving: ReturnType<typeof startServer>;

async function admin(query: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  await c.query(query);
  await c.end();
}

beforeAll(async () => {
  await admin(`create database ${name}`);
  createOperator(env(0), { email: 'op@powerplay.games', password: 'operator-pass', name: 'Operator' });
  // Both kept (in port order) before a failure is thrown, so afterAll stops whichever did start.
  const started = await Promise.allSettled([startServer(env(3301)), startServer(env(3302))]);
  for (const s of started) if (s.status === 'fulfilled') servers.push(s.value.process);
  for (const s of started) if (s.status === 'rejected') throw s.reason;
  // Needed by the second test only: it starts while the first one's draw runs.
  serving = startServer(env(3303, 'off')).then((server) => {
    servers.push(server.process);
    return server;
  });
  serving.catch(() => undefined);
}, 60_000);

afterAll(async () => {
  await serving?.catch(() => undefined);
  servers.forEach((s) => s.kill('SIGTERM'));
  await Promise.all(servers.map(exited));
  await admin(`drop database if exists ${name} with (force)`);
});

/** A new player signed up on 3302: their session token. */
async function registerPlayer(): Promise<string> {
  const res = await fetch('http://127.0.0.1:3302/api/auth/register', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(newPlayer()),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { token: string }).token;
}

/** Signs the operator in on `base`: their session token. */
async function operatorToken(base: string): Promise<string> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: 'op@powerplay.games', password: 'operator-pass' }),
  });
  expect(login.status).toBe(200);
  return ((await login.json()) as { token: string }).token;
}

/** Signs the operator in on `base` and schedules a 747 draw (2 s balls) starting `inMs` from now. */
async function scheduleDraw(base: string, inMs: number) {
  const token = await operatorToken(base);
  const res = await fetch(`${base}/api/operator/lottery/games`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      gameType: '747',
      startAt: new Date(Date.now() + inMs).toISOString(),
      ballIntervalSeconds: 2,
      delaySeconds: 1,
      finalWindowSeconds: 1,
    }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { game: { id: number; startAt: string } }).game;
}

it('two processes draw each ball exactly once, and killing one mid-draw loses nothing', async () => {
  const game = await scheduleDraw('http://127.0.0.1:3302', 1000);

  // After the third ball, kill the first process without a chance to clean up.
  const stream = await openStream(`http://127.0.0.1:3302/api/lottery/games/${game.id}/events`);
  await stream.until((es) => ballsOf(es).length >= 3, 20_000);
  expect(ballsOf(stream.events).length).toBeGreaterThanOrEqual(3);
  servers[0]!.kill('SIGKILL');
  await stream.close();

  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  try {
    for (let i = 0; i < 100; i++) {
      const { rows } = await c.query<{ settled: boolean }>(
        'select settled_at is not null as settled from lottery_games where id = $1',
        [game.id],
      );
      if (rows[0]?.settled) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const draws = await c.query<{ k: number; number: number }>(
      'select k, number from lottery_draws where game_id = $1 order by k',
      [game.id],
    );
    const { rows } = await c.query<{ seed: string; status: string }>(
      'select seed, status from lottery_games where id = $1',
      [game.id],
    );
    expect(rows[0]!.status).toBe('finished');
    expect(draws.rows.map((d) => d.k)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(draws.rows.map((d) => d.number)).toEqual(
      drawBalls(rows[0]!.seed, String(game.id), 7, { min: 1, max: 47 }),
    );
  } finally {
    await c.end();
  }
}, 60_000);

it('the only engine process, killed mid-draw and restarted, draws every ball once; SSE watchers elsewhere see them all', async () => {
  // 3302 is now the only process running the engine; 3303 serves the SSE watcher.
  await serving;
  const game = await scheduleDraw('http://127.0.0.1:3303', 2000);
  const watched = await openStream(`http://127.0.0.1:3303/api/lottery/games/${game.id}/events`);

  const c = new pg.Client({ connectionString: dbUrl });
  await c.connect();
  const ballsDrawn = async () =>
    (
      await c.query<{ n: number }>('select count(*)::int as n from lottery_draws where game_id = $1', [
        game.id,
      ])
    ).rows[0]!.n;
  try {
    // Once two balls are drawn, kill the engine without a chance to clean up, then restart it.
    await watched.until((es) => ballsOf(es).length >= 2, 20_000);
    servers[1]!.kill('SIGKILL');
    await exited(servers[1]!);
    const atKill = await ballsDrawn();
    expect(atKill).toBeGreaterThanOrEqual(2);
    expect(atKill).toBeLessThan(7);
    const restartAt = new Date();
    const restarted = await startServer(env(3302));
    servers.push(restarted.process);
    await watched.until((es) => es.some((e) => e.event === 'settled'), 40_000);
    const draws = await c.query<{ k: number; number: number; drawn_at: Date }>(
      'select k, number, drawn_at from lottery_draws where game_id = $1 order by k',
      [game.id],
    );
    const { rows } = await c.query<{ seed: string; status: string }>(
      'select seed, status from lottery_games where id = $1',
      [game.id],
    );
    expect(rows[0]!.status).toBe('finished');
    // Nobody drew while it was down; the restarted process resumed where the database said the draw was.
    for (const d of draws.rows.slice(atKill))
      expect(d.drawn_at.getTime()).toBeGreaterThanOrEqual(restartAt.getTime());
    const expected = drawBalls(rows[0]!.seed, String(game.id), 7, { min: 1, max: 47 });
    expect(draws.rows.map((d) => d.k)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(draws.rows.map((d) => d.number)).toEqual(expected);

    // The watcher on 3303 (no engine) connected before the first ball: every ball reached it through
    // NOTIFY from the engine process, before and after the restart, once each, then the settlement.
    const { events } = watched;
    expect(events[0]).toMatchObject({ event: 'status', data: JSON.stringify({ status: 'unplayed' }) });
    const balls = ballsOf(events);
    expect(balls.map((b) => b.k)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(balls.map((b) => b.number)).toEqual(expected);
    expect(events.at(-1)?.event).toBe('settled');
  } finally {
    await watched.close();
    await c.end();
  }
}, 50_000);

it('signing out on one process ends the session’s private stream served by another (decision 015)', async () => {
  const other = await serving;
  const token = await registerPlayer();
  const stream = await fetch(`${other.url}/api/me/events`, { headers: { authorization: `Bearer ${token}` } });
  expect(stream.status).toBe(200);
  const logout = await fetch('http://127.0.0.1:3302/api/auth/logout', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(logout.status).toBe(204);
  // The stream on 3303 ends (its body is read to the end) — the event is what the test waits for.
  const rest = await stream.text();
  expect(rest).toContain('retry:');
  // The same event evicted the session from 3303's session cache (its stream had looked it up).
  const after = await fetch(`${other.url}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
  expect(after.status).toBe(401);
});

it('a draw scheduled on one process changes the cached list on another within the event’s delivery (decision 018)', async () => {
  const other = await serving;
  const read = async () => {
    const res = await fetch(`${other.url}/api/lottery/games`);
    expect(res.status).toBe(200);
    const list = (await res.json()) as { upcoming: { id: number }[] };
    return { etag: res.headers.get('etag')!, ids: list.upcoming.map((g) => g.id) };
  };
  const before = await read();
  const game = await scheduleDraw('http://127.0.0.1:3302', 3_600_000);
  await vi.waitFor(async () => expect((await read()).ids).toContain(game.id), { timeout: 10_000 });
  // The old copy is not current any more: its ETag gets the new list, never a 304.
  const stale = await fetch(`${other.url}/api/lottery/games`, { headers: { 'if-none-match': before.etag } });
  expect(stale.status).toBe(200);
  expect(stale.headers.get('etag')).not.toBe(before.etag);
});

it('a draft opened and entered on one process changes the cached list and board on another (decision 018)', async () => {
  const other = await serving;
  const token = await operatorToken('http://127.0.0.1:3302');
  const list = async (headers: Record<string, string> = {}) => {
    const res = await fetch(`${other.url}/api/draft/contests`, { headers });
    const body =
      res.status === 200 ? ((await res.json()) as { contests: { id: number; entries: number }[] }) : null;
    return { status: res.status, etag: res.headers.get('etag')!, contests: body?.contests ?? [] };
  };
  const before = await list();
  const opened = await fetch('http://127.0.0.1:3302/api/operator/draft/contests', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      pickDeadline: new Date(Date.now() + 3_600_000).toISOString(),
      startAt: new Date(Date.now() + 7_200_000).toISOString(),
      mode: 'operator',
      pickIntervalSeconds: 10,
    }),
  });
  expect(opened.status).toBe(201);
  const { contest } = (await opened.json()) as { contest: { id: number } };
  await vi.waitFor(async () => expect((await list()).contests.map((c) => c.id)).toContain(contest.id), {
    timeout: 10_000,
  });
  expect((await list({ 'if-none-match': before.etag })).status).toBe(200);

  // Entered on 3302: the entries count on 3303's board follows the lobby event.
  const board = async () =>
    (await (await fetch(`${other.url}/api/draft/contests/${contest.id}`)).json()) as {
      contest: { entries: number };
      prospects: { id: number; preDraftRank: number }[];
    };
  const { prospects } = await board();
  const auth = { authorization: `Bearer ${await registerPlayer()}` };
  const mine = (await (
    await fetch(`http://127.0.0.1:3302/api/draft/contests/${contest.id}/entry`, { headers: auth })
  ).json()) as { skillQuestion: string };
  const [a, b, c, d] = /^(\d+) × (\d+) \+ (\d+) − (\d+)$/.exec(mine.skillQuestion)!.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
  ];
  const entered = await fetch(`http://127.0.0.1:3302/api/draft/contests/${contest.id}/entry`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify({
      ranking: [...prospects]
        .sort((x, y) => x.preDraftRank - y.preDraftRank)
        .slice(0, 32)
        .map((p) => p.id),
      skillAnswer: a * b + c - d,
    }),
  });
  expect(entered.status, await entered.text()).toBe(200);
  await vi.waitFor(async () => expect((await board()).contest.entries).toBe(1), { timeout: 10_000 });
});

it('picks saved on one process reach the player’s page served by another, every save once and in order (decision 032)', async () => {
  const other = await serving;
  const token = await registerPlayer();
  const game = await scheduleDraw('http://127.0.0.1:3302', 3_600_000);
  const page = await openStream(`${other.url}/api/me/events`, { authorization: `Bearer ${token}` });
  try {
    // The first save enters the draw (the full save); the next ones are edits (one statement each).
    const save = async (numbers: number[]) => {
      const res = await fetch(`http://127.0.0.1:3302/api/lottery/games/${game.id}/picks`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ numbers }),
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as { entry: unknown }).entry;
    };
    const saved = [await save([1, 2, 3, 4, 5, 6, 7])];
    for (let last = 8; last <= 12; last++) saved.push(await save([1, 2, 3, 4, 5, 6, last]));
    const entries = (es: SseEvent[]) => es.filter((e) => e.event === 'lottery-entry');
    await page.until((es) => entries(es).length >= saved.length, 10_000);
    expect(entries(page.events).map((e) => JSON.parse(e.data) as unknown)).toEqual(saved);
  } finally {
    await page.close();
  }
});

it('a rebrand saved on one process is what another serves: the brand, its logo, no stale 304 (decision 018)', async () => {
  const other = await serving;
  const token = await operatorToken('http://127.0.0.1:3302');
  const read = async (headers: Record<string, string> = {}) => {
    const res = await fetch(`${other.url}/api/brand`, { headers });
    const body = res.status === 200 ? ((await res.json()) as BrandResponse).brand : null;
    return { status: res.status, etag: res.headers.get('etag')!, brand: body };
  };
  const before = await read();
  expect(before.brand!.logo).toBeNull();
  const current = (await (
    await fetch('http://127.0.0.1:3302/api/operator/brand', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as BrandResponse;
  const { version, logo: _logo, favicon: _favicon, ...fields } = current.brand;
  const logo =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>';
  const saved = await fetch('http://127.0.0.1:3302/api/operator/brand', {
    method: 'PUT',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      ...fields,
      expectedVersion: version,
      siteName: 'Harbour Lotto',
      logo: { type: 'image/svg+xml', data: Buffer.from(logo).toString('base64') },
    }),
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  const next = ((await saved.json()) as BrandResponse).brand;
  expect(next).toMatchObject({ siteName: 'Harbour Lotto', version: version + 1 });

  // 3303 hears the brand event: its read model, and the logo it serves, are the new ones.
  await vi.waitFor(async () => expect((await read()).brand).toEqual(next), { timeout: 10_000 });
  const image = await fetch(`${other.url}${next.logo!.url}`);
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toBe('image/svg+xml');
  expect(await image.text()).toBe(logo);
  // The old copy is not current any more: its ETag gets the new brand, never a 304.
  const stale = await read({ 'if-none-match': before.etag });
  expect(stale.status).toBe(200);
  expect(stale.brand!.siteName).toBe('Harbour Lotto');
});

it('an embed origin allowed, then removed, on one process frames the widgets served by another, then no more', async () => {
  const other = await serving;
  const token = await operatorToken('http://127.0.0.1:3302');
  const partner = `https://partner-${randomBytes(3).toString('hex')}.example`;
  const framers = async () => {
    const res = await fetch(`${other.url}/embed/countdown`);
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    return /frame-ancestors ([^;]*)/.exec(csp)![1]!.split(' ');
  };
  expect(await framers()).not.toContain(partner);
  const added = await fetch('http://127.0.0.1:3302/api/operator/embed/origins', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ origin: partner }),
  });
  expect(added.status, await added.clone().text()).toBe(201);
  const { origin } = (await added.json()) as EmbedOriginResponse;
  await vi.waitFor(async () => expect(await framers()).toContain(partner), { timeout: 10_000 });

  // A removal is what matters most: the other process stops letting the partner frame the widgets.
  const removed = await fetch(`http://127.0.0.1:3302/api/operator/embed/origins/${origin.id}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(removed.status).toBe(204);
  await vi.waitFor(async () => expect(await framers()).not.toContain(partner), { timeout: 10_000 });
  expect(await framers()).toContain("'self'");
});

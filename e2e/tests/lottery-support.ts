// Helpers of the lottery journeys (lottery-*.spec.ts): accounts, operator scheduling, the shared
// "next draw" that the pick pages and the banner show, and reading the pick grid.
import { createHash, createHmac } from 'node:crypto';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { GameListResponse, LotteryGame, ServerTimeResponse, WalletResponse } from '@powerplay/contracts';
import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { unique } from './support';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const ORIGIN = `http://localhost:${PORT}`;
/** Cookie-less calls still name our origin (the CSRF check refuses other sites, not scripts). */
const headers = { origin: ORIGIN };

export const PASSWORD = 'correct-horse-9';

export interface Player {
  displayName: string;
  email: string;
  password: string;
}

export function newPlayer(): Player {
  const id = unique();
  return { displayName: `Lotto ${id}`, email: `lotto.${id}@example.com`, password: PASSWORD };
}

/**
 * Creates an account through the API. With `page.request` (or `context.request`) the session cookie
 * lands in the browser context: the page is then signed in as this player.
 */
export async function registerPlayer(
  request: APIRequestContext,
  player: Player = newPlayer(),
): Promise<Player & { id: number; token: string }> {
  const response = await request.post('/api/auth/register', {
    headers,
    data: { ...player, country: 'CA', province: 'ON', over18: true, acceptedTerms: true },
  });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { user: { id: number }; token: string };
  return { ...player, id: body.user.id, token: body.token };
}

export async function login(request: APIRequestContext, loginName: string, password: string) {
  const response = await request.post('/api/auth/login', { headers, data: { login: loginName, password } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** The e2e server's operator (e2e-server.ts). */
export const OPERATOR = { email: 'operator@powerplay.games', password: 'operator-password' };

/** Signs the operator in on `request`: a page's request puts the session cookie in its browser context. */
export async function signInAsOperator(request: APIRequestContext): Promise<string> {
  return login(request, OPERATOR.email, OPERATOR.password);
}

export const bearer = (token: string) => ({ ...headers, authorization: `Bearer ${token}` });

/**
 * The operator's token, from a request context of its own: signing in through a page's context would
 * put the operator's session cookie in that browser (and the page would play as the operator).
 */
export async function operatorToken(): Promise<string> {
  const context = await playwrightRequest.newContext({ baseURL: ORIGIN });
  try {
    return await signInAsOperator(context);
  } finally {
    await context.dispose();
  }
}

export interface DrawTimings {
  /** Seconds from now to the first ball. */
  startInSeconds: number;
  ballIntervalSeconds: number;
  delaySeconds: number;
  finalWindowSeconds: number;
}

/**
 * Schedules a real draw through the operator API (`POST /api/operator/lottery/games`, Bearer token: no
 * cookie is set in `request`'s context).
 */
export async function scheduleDraw(
  request: APIRequestContext,
  gameType: LotteryGame['gameType'],
  t: DrawTimings,
): Promise<LotteryGame> {
  const token = await operatorToken();
  const startAt = new Date(Date.now() + t.startInSeconds * 1000);
  // Whole seconds: the schedule is easy to read in a trace.
  startAt.setMilliseconds(0);
  for (let attempt = 1; ; attempt++) {
    const response = await request.post('/api/operator/lottery/games', {
      headers: bearer(token),
      data: {
        gameType,
        startAt: startAt.toISOString(),
        ballIntervalSeconds: t.ballIntervalSeconds,
        delaySeconds: t.delaySeconds,
        finalWindowSeconds: t.finalWindowSeconds,
      },
    });
    const body = await response.text();
    // The second may be a slot of the demo schedule (whole minutes) or of a journey that takes no
    // next-draw lock: the next second is as good.
    if (response.status() === 409 && body.includes('GAME_SLOT_TAKEN') && attempt < 5) {
      startAt.setSeconds(startAt.getSeconds() + 1);
      continue;
    }
    expect(response.status(), body).toBe(201);
    return (JSON.parse(body) as { game: LotteryGame }).game;
  }
}

export async function listGames(request: APIRequestContext): Promise<GameListResponse> {
  const response = await request.get('/api/lottery/games');
  expect(response.status()).toBe(200);
  return (await response.json()) as GameListResponse;
}

export async function wallet(request: APIRequestContext, token?: string): Promise<WalletResponse> {
  const response = await request.get('/api/wallet', token ? { headers: bearer(token) } : {});
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as WalletResponse;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const LOCK_DIR = path.join(tmpdir(), `powerplay-e2e-lottery-next-draw-${PORT}.lock`);
const STALE_LOCK_MS = 120_000;

/**
 * The pick pages and the banner show "the next draw", which a journey scheduling its own short draw
 * changes for everybody on the shared server. The journeys that read the next draw and the journey
 * that schedules one take turns with this lock (a directory: mkdir is atomic across the workers).
 * Returns the function that releases it (idempotent).
 */
export async function acquireNextDrawLock(): Promise<() => void> {
  for (;;) {
    try {
      mkdirSync(LOCK_DIR);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        // A worker killed while holding it: take it over.
        if (Date.now() - statSync(LOCK_DIR).mtimeMs > STALE_LOCK_MS)
          rmSync(LOCK_DIR, { recursive: true, force: true });
      } catch {
        // Released meanwhile.
      }
      await sleep(100);
    }
  }
  let held = true;
  return () => {
    if (!held) return;
    held = false;
    rmSync(LOCK_DIR, { recursive: true, force: true });
  };
}

export async function withNextDrawLock<T>(fn: () => Promise<T>): Promise<T> {
  const release = await acquireNextDrawLock();
  try {
    return await fn();
  } finally {
    release();
  }
}

/**
 * Waits (holding the lock) until the next draw matching `filter` starts at least `margin` ms from now,
 * so it cannot move on while the journey looks at it (the rolling schedule starts a 747 every 15 min).
 */
export async function settledNextDraw(
  request: APIRequestContext,
  filter: (g: LotteryGame) => boolean,
  marginMs: number,
): Promise<LotteryGame> {
  for (;;) {
    const list = await listGames(request);
    const now = Date.parse(
      ((await (await request.get('/api/time')).json()) as ServerTimeResponse).serverTime,
    );
    const next = list.upcoming.find((g) => filter(g) && Date.parse(g.pickDeadline) > now);
    expect(next, 'the rolling schedule always has an upcoming game').toBeTruthy();
    const wait = Date.parse(next!.startAt) - now;
    if (Date.parse(next!.pickDeadline) - now > marginMs && wait > marginMs) return next!;
    await sleep(Math.min(wait + 500, 5_000));
  }
}

/** The grid of a pick page (or of the demo). */
export const pickGrid = (page: Page, max: number): Locator =>
  page.getByRole('group', { name: `Numbers 1 to ${max}` });

export const pickButton = (grid: Locator, n: number): Locator =>
  grid.getByRole('button', { name: String(n), exact: true });

/**
 * Toggles these numbers on the grid, in order, each seen to flip before the next click (a lost or
 * doubled toggle then fails at its own number, not later at the counter).
 */
export async function togglePicks(grid: Locator, numbers: readonly number[]): Promise<void> {
  for (const n of numbers) {
    const button = pickButton(grid, n);
    const was = await button.getAttribute('aria-pressed');
    await button.click();
    await expect(button, `number ${n} toggled`).toHaveAttribute(
      'aria-pressed',
      was === 'true' ? 'false' : 'true',
    );
  }
}

/** The numbers the grid shows as chosen (aria-pressed), ascending. */
export async function chosenOn(grid: Locator): Promise<number[]> {
  const texts = await grid.locator('button[aria-pressed="true"]').allTextContents();
  return texts.map(Number).sort((a, b) => a - b);
}

/** `count` distinct numbers from min..max, random (sorted). */
export function randomPicks(count: number, max: number, min = 1): number[] {
  const set = new Set<number>();
  while (set.size < count) set.add(min + Math.floor(Math.random() * (max - min + 1)));
  return [...set].sort((a, b) => a - b);
}

/** "$1,000", "$15", "$33.33" (integer cents, as the lottery pages show cash). */
export function formatCash(cents: number): string {
  const whole = cents % 100 === 0;
  const format = new Intl.NumberFormat('en-US', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  });
  return `$${format.format(cents / 100)}`;
}

/** sha256(seed) as hex: the published commitment (docs/rules/lottery.md "Randomness"). */
export const sha256Hex = (seedHex: string) =>
  createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');

/**
 * The draw recomputed from a revealed seed, written here from docs/rules/lottery.md "Randomness"
 * independently of the app's code: ball k is the first HMAC-SHA256(seed, "<gameId>:ball:<k>:<attempt>") whose
 * first four bytes (big-endian) fall below floor(2^32 / size) * size and give a number not drawn yet.
 */
export function recomputeBalls(
  seedHex: string,
  gameId: string,
  count: number,
  min: number,
  max: number,
): number[] {
  const key = Buffer.from(seedHex, 'hex');
  const size = max - min + 1;
  const limit = Math.floor(2 ** 32 / size) * size;
  const balls: number[] = [];
  for (let k = 1; k <= count; k++) {
    for (let attempt = 0; ; attempt++) {
      const u = createHmac('sha256', key).update(`${gameId}:ball:${k}:${attempt}`).digest().readUInt32BE(0);
      if (u >= limit) continue;
      const n = min + (u % size);
      if (balls.includes(n)) continue;
      balls.push(n);
      break;
    }
  }
  return balls;
}

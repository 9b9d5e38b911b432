// Helpers of the lottery journeys (lottery-*.spec.ts): accounts, operator scheduling, a journey's own
// "next draw" for the pick pages and the banner, and reading the pick grid.
import { createHash, createHmac } from 'node:crypto';
import type { GameListResponse, LotteryGame, ServerTimeResponse, WalletResponse } from '@powerplay/contracts';
import {
  expect,
  request as playwrightRequest,
  type APIRequestContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { ORIGIN } from '../servers';
import { unique } from './support';

/** This worker's server (servers.ts): every journey of the worker, one at a time, and nobody else. */
export { ORIGIN };
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
    // The second may be a slot of the demo schedule (whole minutes) or of an earlier journey of this
    // worker: the next second is as good.
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

async function serverNow(request: APIRequestContext): Promise<number> {
  return Date.parse(((await (await request.get('/api/time')).json()) as ServerTimeResponse).serverTime);
}

/**
 * How far ahead a journey's own next draw is scheduled: far enough that the draws earlier journeys of this
 * worker left upcoming are never about to start (the run takes minutes), so none is waited out.
 */
const OWN_DRAW_AHEAD_MS = 30 * 60_000;
/** How long a draw ahead must stay open for picks for the journey to go before it (they take under 90 s). */
const JOURNEY_MS = 2 * 60_000;

/**
 * The draws a page could show before one of this type starting later: a pick page shows the first of its
 * type still open for picks (apps/web nextGameOf), the banner the first upcoming draw of any type.
 */
const aheadOf = (list: GameListResponse, gameType: LotteryGame['gameType'], banner: boolean, now: number) =>
  list.upcoming.filter((g) => banner || (g.gameType === gameType && Date.parse(g.pickDeadline) > now));

/**
 * A draw of the journey's own that is "the next draw" the pick page of its type (or, with `banner`, the
 * draw banner, which shows the next draw of any type) shows, with its picks open for minutes: scheduled
 * before every upcoming draw the page could show instead. On this worker's server (servers.ts) no other
 * journey schedules meanwhile, and the e2e server's demo draws are weekly (e2e-server.ts), so an earlier
 * journey's draws are the only ones in the way; one about to start (a short draw a journey watched) is
 * waited out (the journey needs minutes before the draw).
 */
export async function ownNextDraw(
  request: APIRequestContext,
  gameType: LotteryGame['gameType'],
  { banner = false }: { banner?: boolean } = {},
): Promise<LotteryGame> {
  // Elite 8's picks close an hour before its draw (docs/rules/lottery.md): its start is that much later.
  const closesBefore = gameType === 'elite8' ? 3_600_000 : 0;
  const firstAhead = async () => {
    const now = await serverNow(request);
    const ahead = aheadOf(await listGames(request), gameType, banner, now);
    return { now, first: Math.min(...ahead.map((g) => Date.parse(g.startAt))) };
  };
  await expect
    .poll(
      async () => {
        const { now, first } = await firstAhead();
        return first - closesBefore - now > JOURNEY_MS;
      },
      { message: "an earlier journey's draw starts first", timeout: 120_000, intervals: [1000] },
    )
    .toBe(true);
  const { now, first } = await firstAhead();
  const startAt = Math.min(now + OWN_DRAW_AHEAD_MS + closesBefore, first - 1000);
  const game = await scheduleDraw(request, gameType, {
    startInSeconds: Math.floor((startAt - Date.now()) / 1000),
    ballIntervalSeconds: 5,
    delaySeconds: 2,
    finalWindowSeconds: 5,
  });
  const shown = aheadOf(await listGames(request), gameType, banner, await serverNow(request))[0];
  expect(shown?.id, 'our draw is the one the page shows').toBe(game.id);
  return game;
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

import { catalogue, formatMessage, type MessageCode } from '@powerplay/contracts';
import { drawBalls } from '@powerplay/domain';
import { sql, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DB } from '../src/db/schema';
import { advanceGame } from '../src/features/lottery/engine';
import { fakeClock } from '../src/platform/clock';
import { api, createTestApp, registerOperator, registerPlayer, type TestApp } from './helpers';

// Runs only in the PostgreSQL suite: it needs real row locks and several connections at once.
// A powerplay use and the settlement of the same draw, interleaved both ways: whichever commits first,
// the results shown later (recomputed from the final picks) agree with the tier table and the credits.
const clock = fakeClock('2026-11-22T12:00:00Z');
let t: TestApp;
let operatorToken: string;
beforeAll(async () => {
  t = await createTestApp({ clock });
  operatorToken = (await registerOperator(t)).token;
});
afterAll(() => t.close());

interface Game {
  id: number;
  startAt: string;
}

let slot = 0;
/** A 747 draw with all seven balls drawn, the clock in its final window, and one player without a match. */
async function finalWindowWithOnePlayer() {
  slot += 1;
  clock.set(new Date(Date.parse('2026-11-22T12:00:00Z') + slot * 3_600_000));
  const res = await api(t.app, 'POST', '/api/operator/lottery/games', {
    token: operatorToken,
    body: {
      gameType: '747',
      startAt: new Date(clock.now().getTime() + 60_000).toISOString(),
      ballIntervalSeconds: 10,
      delaySeconds: 2,
      finalWindowSeconds: 12,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const game = res.json<{ game: Game }>().game;
  const { seed } = await t.database.db
    .selectFrom('lottery_games')
    .select('seed')
    .where('id', '=', game.id)
    .executeTakeFirstOrThrow();
  const balls = drawBalls(seed, String(game.id), 7, { min: 1, max: 47 });
  const losers = Array.from({ length: 47 }, (_, i) => i + 1)
    .filter((n) => !balls.includes(n))
    .slice(0, 7);
  const player = await registerPlayer(t.app);
  const saved = await api(t.app, 'PUT', `/api/lottery/games/${game.id}/picks`, {
    token: player.token,
    body: { numbers: losers },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const entryId = saved.json<{ entry: { id: number } }>().entry.id;
  const start = Date.parse(game.startAt);
  for (let k = 1; k <= 7; k++) {
    clock.set(new Date(start + (k - 1) * 10_000));
    await advanceGame(t.database.db, t.services.ledger, game.id, clock.now());
  }
  clock.set(new Date(start + 61_000));
  return { game, balls, losers, player, entryId, settleAt: new Date(start + 72_000) };
}

/** Power Match on the first pick: it becomes the last ball, so the entry gains one match. */
const powerMatch = (token: string, gameId: number, pick: number) =>
  api(t.app, 'POST', `/api/lottery/games/${gameId}/powerplays`, { token, body: { powerplayId: 3, pick } });

/** Sessions of this database waiting for a lock. */
async function lockWaiters() {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from pg_stat_activity
    where datname = current_database() and wait_event_type = 'Lock'`.execute(t.database.db);
  return rows[0]!.n;
}

/** Waits until `n` sessions wait for a lock, or `settled` (a promise that must not block) resolves. */
async function untilWaiting(n: number, settled?: Promise<unknown>) {
  let done = false;
  void settled?.then(
    () => (done = true),
    () => (done = true),
  );
  for (let i = 0; i < 100; i++) {
    if (done || (await lockWaiters()) >= n) return;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Holds a transaction open (running `hold` in it) until released; `rollback` undoes what it did. */
async function holdTransaction(hold: (trx: Transaction<DB>) => Promise<unknown>, rollback = false) {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let held!: () => void;
  const holding = new Promise<void>((r) => (held = r));
  const done = t.database.db
    .transaction()
    .execute(async (trx) => {
      await hold(trx);
      held();
      await released;
      if (rollback) throw new Error('rolled back on purpose');
    })
    .catch((err: unknown) => {
      if (!(rollback && err instanceof Error && err.message === 'rolled back on purpose')) throw err;
    });
  await holding;
  return async () => {
    release();
    await done;
  };
}

/** What the player is shown afterwards agrees with what settlement counted and credited. */
async function expectConsistent(gameId: number, token: string) {
  // The results are public (rebuilt by the settlement's event); the player's result is their own request.
  const results = await vi.waitFor(async () => {
    const res = (await api(t.app, 'GET', `/api/lottery/games/${gameId}/results`)).json<{
      settled: boolean;
      tiers: { hits: number; winners: number; payout: number }[];
    }>();
    expect(res.settled).toBe(true);
    return res;
  });
  const { entry, result } = (await api(t.app, 'GET', `/api/lottery/games/${gameId}/entry`, { token })).json<{
    entry: { picks: number[] };
    result: { hits: number; prize: number; kind: string };
  }>();
  const mine = { picks: entry.picks, ...result };
  // The only entry: its tier (if any) has exactly one winner, every other tier none.
  for (const tier of results.tiers) expect(tier.winners).toBe(tier.hits === mine.hits ? 1 : 0);
  const wallet = (await api(t.app, 'GET', '/api/wallet', { token })).json<{ cashCents: number }>();
  expect(wallet.cashCents).toBe(mine.prize);
  return mine;
}

function expectError(res: { statusCode: number; json: () => unknown }, code: MessageCode) {
  const entry = catalogue[code];
  expect({ status: res.statusCode, body: res.json() }).toEqual({
    status: entry.status,
    body: { error: { code, title: entry.title, message: formatMessage(entry.message) } },
  });
}

describe('a powerplay use racing the settlement', () => {
  it('a use in flight when settlement starts is counted by it', async () => {
    const { game, balls, losers, player, entryId, settleAt } = await finalWindowWithOnePlayer();

    // Hold the entry's row lock so that the use stops inside its transaction, after reading the game.
    const releaseEntry = await holdTransaction((trx) =>
      trx.selectFrom('lottery_entries').select('id').where('id', '=', entryId).forUpdate().execute(),
    );
    const use = powerMatch(player.token, game.id, losers[0]!);
    await untilWaiting(1, use);
    // Settlement now: it must wait for the use in flight, not count the picks from before it.
    const settle = advanceGame(t.database.db, t.services.ledger, game.id, settleAt);
    await untilWaiting(2, settle);
    await releaseEntry();
    const [used] = await Promise.all([use, settle]);

    expect(used.statusCode, used.body).toBe(200);
    const mine = await expectConsistent(game.id, player.token);
    expect(mine).toEqual({ picks: [balls[6], ...losers.slice(1)], hits: 1, prize: 1_500, kind: 'cash' });
  });

  it('a use that arrives while settlement is running is refused and changes nothing', async () => {
    const { game, losers, player, entryId, settleAt } = await finalWindowWithOnePlayer();

    // Make settlement stop after its claim: an uncommitted tier row it will conflict with.
    const releaseTiers = await holdTransaction(
      (trx) =>
        trx
          .insertInto('lottery_tier_results')
          .values({ game_id: game.id, hits: 7, kind: 'cash', total: 0, winners: 0, payout: 0, remainder: 0 })
          .execute(),
      true,
    );
    const settle = advanceGame(t.database.db, t.services.ledger, game.id, settleAt);
    await untilWaiting(1, settle);
    // The clock here still says final window (a process whose clock lags): only the row can refuse.
    const use = powerMatch(player.token, game.id, losers[0]!);
    await untilWaiting(2, use);
    await releaseTiers();
    const [used] = await Promise.all([use, settle]);

    expectError(used, 'POWERPLAY_NOT_LIVE');
    const mine = await expectConsistent(game.id, player.token);
    expect(mine).toEqual({ picks: losers, hits: 0, prize: 0, kind: 'cash' });
    const uses = await t.database.db
      .selectFrom('powerplay_uses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('entry_id', '=', entryId)
      .executeTakeFirstOrThrow();
    expect(Number(uses.n)).toBe(0);
  });
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeClock } from '../../platform/clock';
import {
  api,
  createTestApp,
  registerOperator,
  registerPlayer,
  withdrawalBody,
  type TestApp,
} from '../../../test/helpers';
import { insertBaseballGameSet, insertContest } from './test-fixtures';

/**
 * A score correction (docs/rules/sports.md "Provider ingest", decision 016) never pays a prize twice. A prize
 * is a claim the ledger brings to the latest result; what a reversal cannot take back is owed (a receivable),
 * and a correction back clears what is owed before anything is credited. Runs on PGlite and, with
 * DATABASE_URL, PostgreSQL.
 */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 6);
const MIN = 60_000;

let t: TestApp;
let operator: string;
const clock = fakeClock('2026-12-05T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ clock });
  operator = (await registerOperator(t)).token;
});
afterAll(() => t?.close());

const db = () => t.database.db;
let sets = 0;

/** A one-game set starting soon, a Chase the Ace contest (row 2: 20,000 cents), one player on both teams. */
async function contestWithPlayer() {
  // A set per league and start time: each test's set starts a minute after the last one's.
  const start = new Date(clock.now().getTime() + ++sets * MIN);
  const set = await insertBaseballGameSet(db(), {
    date: '2019-07-18',
    startAt: start,
    tag: `corr${sets}`,
    games: 1,
  });
  const contestId = await insertContest(db(), { gameSetId: set.id });
  const [match] = set.matches;
  const player = await registerPlayer(t.app);
  const now = clock.now();
  await db()
    .transaction()
    .execute(async (trx) => {
      const { id } = await t.services.entries.enter(trx, player.user.id, {
        kind: 'sports',
        id: contestId,
        sport: 'baseball',
        eligibility: 'ALL',
      });
      await trx
        .insertInto('sports_entries')
        .values({
          id,
          contest_id: contestId,
          user_id: player.user.id,
          picks: [
            `${match!.feed_game_id}-${match!.home_team_id}`,
            `${match!.feed_game_id}-${match!.away_team_id}`,
          ],
          created_at: now,
          updated_at: now,
        })
        .execute();
    });
  let sequence = 0;
  /** The provider's next update of the one match: a final score where both teams scored 1 wins. */
  const final = async (win: boolean) => {
    const res = await api(t.app, 'POST', '/api/operator/sports/feed', {
      token: operator,
      body: {
        updates: [
          {
            feedGameId: match!.feed_game_id,
            sequence: ++sequence,
            status: 'FINISHED',
            homeScore: win ? 1 : 2,
            awayScore: 1,
          },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
  };
  return { player, contestId, final };
}

let keys = 0;
const withdraw = (token: string, amountCents: number) =>
  api(t.app, 'POST', '/api/wallet/withdrawals', {
    token,
    headers: { 'idempotency-key': `corr-${++keys}` },
    body: withdrawalBody(amountCents),
  });
const decide = (id: number, decision: 'complete' | 'cancel') =>
  api(t.app, 'POST', `/api/operator/withdrawals/${id}/${decision}`, { token: operator });
const wallet = async (token: string) =>
  (await api(t.app, 'GET', '/api/wallet', { token })).json<{
    cashCents: number;
    pendingWithdrawalCents: number;
  }>();
const owedBy = async (userId: number) => {
  const res = await api(t.app, 'GET', '/api/operator/receivables', { token: operator });
  expect(res.statusCode).toBe(200);
  return res
    .json<{ receivables: { userId: number; owed: number; currency: string }[] }>()
    .receivables.filter((r) => r.userId === userId)
    .reduce((n, r) => n + r.owed, 0);
};
const paidOut = async (userId: number) =>
  Number(
    (
      await db()
        .selectFrom('withdrawals')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_cents'), eb.lit(0)).as('n'))
        .where('user_id', '=', userId)
        .where('status', '=', 'complete')
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('score corrections and prizes', () => {
  it('won, withdrawn, corrected to a loss, corrected back: one prize, the shortfall owed in between', async () => {
    const { player, final } = await contestWithPlayer();
    await final(true);
    expect(await wallet(player.token)).toMatchObject({ cashCents: 20_000, pendingWithdrawalCents: 0 });
    expect((await withdraw(player.token, 20_000)).statusCode).toBe(201);
    expect(await wallet(player.token)).toMatchObject({ cashCents: 0, pendingWithdrawalCents: 20_000 });

    await final(false);
    // Nothing to take back: the whole prize is owed, and the operator sees it.
    expect(await wallet(player.token)).toMatchObject({ cashCents: 0, pendingWithdrawalCents: 20_000 });
    expect(await owedBy(player.user.id)).toBe(20_000);
    const [receivable] = (await api(t.app, 'GET', '/api/operator/receivables', { token: operator })).json<{
      receivables: { userId: number; description: string; currency: string }[];
    }>().receivables;
    expect(receivable).toMatchObject({ currency: 'cash' });
    expect(receivable!.description).toContain('owed');

    await final(true);
    // The correction back clears what was owed; nothing is credited a second time.
    expect(await wallet(player.token)).toMatchObject({ cashCents: 0, pendingWithdrawalCents: 20_000 });
    expect(await owedBy(player.user.id)).toBe(0);
    const credits = await db()
      .selectFrom('ledger_entries')
      .select(['amount'])
      .where('user_id', '=', player.user.id)
      .where('amount', '>', 0)
      .execute();
    expect(credits.map((c) => c.amount)).toEqual([20_000]);
  });

  it('a reversal takes back what the balance holds and owes only the rest', async () => {
    const { player, final } = await contestWithPlayer();
    await final(true);
    expect((await withdraw(player.token, 15_000)).statusCode).toBe(201);
    await final(false);
    expect(await wallet(player.token)).toMatchObject({ cashCents: 0, pendingWithdrawalCents: 15_000 });
    expect(await owedBy(player.user.id)).toBe(15_000);
    // A player's receivable is no one else's: only an operator reads the list.
    expect((await api(t.app, 'GET', '/api/operator/receivables', { token: player.token })).statusCode).toBe(
      403,
    );
    await final(true);
    expect(await wallet(player.token)).toMatchObject({ cashCents: 5_000, pendingWithdrawalCents: 15_000 });
    expect(await owedBy(player.user.id)).toBe(0);
  });

  it('settlement is stamped with the time it ran, not the batch’s arrival (a batch that waited on a lock)', async () => {
    const { player, contestId } = await contestWithPlayer();
    const [match] = await db()
      .selectFrom('sports_matches')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    const arrived = clock.now();
    clock.advance(5 * MIN); // the time the batch spent waiting for the game set's lock
    const result = await t.services.sportsOperator.ingestFeed(
      [{ feedGameId: match!.feed_game_id, sequence: 1, status: 'FINISHED', homeScore: 1, awayScore: 1 }],
      arrived,
    );
    expect(result.applied).toBe(1);
    const ran = clock.now().getTime();
    const contest = await db()
      .selectFrom('sports_contests')
      .select('settled_at')
      .where('id', '=', contestId)
      .executeTakeFirstOrThrow();
    expect(contest.settled_at?.getTime()).toBe(ran);
    const split = await db()
      .selectFrom('sports_prize_splits')
      .select('settled_at')
      .where('contest_id', '=', contestId)
      .execute();
    expect(split.map((s) => s.settled_at.getTime())).toEqual(split.map(() => ran));
    const prize = await db()
      .selectFrom('ledger_entries')
      .select('created_at')
      .where('user_id', '=', player.user.id)
      .executeTakeFirstOrThrow();
    expect(prize.created_at.getTime()).toBe(ran);
    // The arrival is still what the feed's own record says.
    const received = await db()
      .selectFrom('sports_feed_updates')
      .select('received_at')
      .where('feed_game_id', '=', match!.feed_game_id)
      .executeTakeFirstOrThrow();
    expect(received.received_at.getTime()).toBe(arrived.getTime());
  });

  it('a correction racing withdrawals of the same prize: exact, never below zero (PostgreSQL: real concurrency)', async () => {
    for (let round = 0; round < 3; round++) {
      const { player, final } = await contestWithPlayer();
      await final(true);
      const [, ...withdrawals] = await Promise.all([
        final(false),
        withdraw(player.token, 10_000),
        withdraw(player.token, 10_000),
      ]);
      for (const w of withdrawals)
        if (w.statusCode !== 201) expect(w.json().error.code).toBe('WITHDRAWAL_OVER_BALANCE');
      const w = await wallet(player.token);
      expect(w.cashCents).toBeGreaterThanOrEqual(0);
      expect(w.cashCents + w.pendingWithdrawalCents - (await owedBy(player.user.id))).toBe(0);
      await final(true);
      const after = await wallet(player.token);
      expect(after.cashCents + after.pendingWithdrawalCents - (await owedBy(player.user.id))).toBe(20_000);
    }
  });

  it('any sequence of corrections pays exactly the final result, whatever was withdrawn in between', async () => {
    const step = fc.record({
      win: fc.boolean(),
      money: fc.constantFrom('none', 'withdraw', 'complete', 'cancel'),
    });
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.array(step, { minLength: 1, maxLength: 5 }), async (first, steps) => {
        const { player, final } = await contestWithPlayer();
        await final(first);
        const pending: number[] = [];
        for (const s of steps) {
          const cash = (await wallet(player.token)).cashCents;
          if (s.money === 'withdraw' && cash >= 10_000) {
            const res = await withdraw(player.token, cash);
            expect(res.statusCode).toBe(201);
            pending.push(res.json<{ withdrawal: { id: number } }>().withdrawal.id);
          } else if ((s.money === 'complete' || s.money === 'cancel') && pending.length > 0) {
            expect((await decide(pending.shift()!, s.money)).statusCode).toBe(200);
          }
          await final(s.win);
          // What the player holds, has held aside and was paid out, less what is owed, is the prize.
          const w = await wallet(player.token);
          expect(w.cashCents).toBeGreaterThanOrEqual(0);
          const owed = await owedBy(player.user.id);
          expect(w.cashCents + w.pendingWithdrawalCents + (await paidOut(player.user.id)) - owed).toBe(
            s.win ? 20_000 : 0,
          );
        }
      }),
      { numRuns: RUNS },
    );
  });
});

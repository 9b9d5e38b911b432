import { sql, type Kysely, type Transaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../db/schema';
import { fakeClock } from '../../platform/clock';
import { asPartner } from '../../platform/partner-context';
import { busyBooks } from '../../../test/books-fixtures';
import { api, createTestApp, registerOperator, registerPlayer, type TestApp } from '../../../test/helpers';
import { checkBooksOnce } from './command';
import { booksCheckJob } from './job';

const clock = fakeClock('2026-12-02T15:00:00Z');
let t: TestApp;
let operator: string;
let books: Awaited<ReturnType<typeof busyBooks>>;
beforeAll(async () => {
  t = await createTestApp({ clock });
  operator = (await registerOperator(t)).token;
  books = await busyBooks(t, clock, operator);
}, 60_000);
afterAll(() => t?.close());

const db = () => t.database.db;
/**
 * Who may corrupt the books: the tables' owner where the app serves as a least-privileged role (its
 * triggers can be switched off only by their owner), else the app's own connection.
 */
const owner = () => (t as TestApp & { owner?: Kysely<DB> }).owner ?? db();

/** Raises a corruption's rollback: nothing it wrote outlives its test. */
class Rollback extends Error {}

/** Corrupts the books in a transaction, runs every check there, then rolls it all back. */
async function checkedAfter(corrupt: (trx: Transaction<DB>) => Promise<unknown>) {
  let found: Awaited<ReturnType<typeof t.services.books.runChecks>> = [];
  await owner()
    .transaction()
    .execute(async (trx) => {
      await corrupt(trx);
      found = await t.services.books.runChecks(trx);
      throw new Rollback();
    })
    .catch((err: unknown) => {
      if (!(err instanceof Rollback)) throw err;
    });
  return found;
}

/** The checks that found a break, with how many. */
const breaksOf = (checks: { name: string; breaks: number }[]) =>
  Object.fromEntries(checks.filter((c) => c.breaks > 0).map((c) => [c.name, c.breaks]));

/** A ledger row written past the ledger service, as a faulty script or a hand-made fix would. */
const ledgerRow = (
  trx: Transaction<DB>,
  row: {
    userId: number;
    amount: number;
    kind: DB['ledger_entries']['kind'];
    key: string;
    reference?: string;
    claim?: string | null;
    status?: 'complete' | 'pending';
    currency?: 'cash' | 'points';
  },
) =>
  trx
    .insertInto('ledger_entries')
    .values({
      user_id: row.userId,
      currency: row.currency ?? 'cash',
      amount: row.amount,
      kind: row.kind,
      status: row.status ?? 'complete',
      reference: row.reference ?? row.key,
      description: 'by hand',
      idempotency_key: row.key,
      claim: row.claim ?? null,
      created_at: clock.now(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();

describe('the books check themselves', () => {
  it('finds books made the real way clean, and examined every kind of row', async () => {
    const report = await t.services.books.check();
    expect(breaksOf(report.checks)).toEqual({});
    expect(report.ok).toBe(true);
    const examined = Object.fromEntries(report.checks.map((c) => [c.name, c.examined]));
    // Each check saw the rows this file made: a check that read nothing would prove nothing.
    expect(examined['ledger.balances-not-negative']).toBeGreaterThanOrEqual(2);
    expect(examined['wallet.holds-match-withdrawals']).toBeGreaterThanOrEqual(1);
    expect(examined['store.orders-match-debits']).toBeGreaterThanOrEqual(2);
    expect(examined['lottery.prizes-paid-once']).toBeGreaterThanOrEqual(1);
    expect(examined['lottery.tier-results-recompute']).toBeGreaterThanOrEqual(1);
    expect(examined['sports.claims-paid-once']).toBeGreaterThanOrEqual(2);
    expect(examined['sports.prize-pools-match-splits']).toBeGreaterThanOrEqual(1);
    expect(examined['draft.claims-paid-once']).toBeGreaterThanOrEqual(2);
    expect(examined['draft.prize-pools-match-tiers']).toBeGreaterThanOrEqual(1);
    expect(examined['powerplays.uses-within-kit']).toBeGreaterThanOrEqual(10);
    expect(examined['analytics.rollup-matches-rows']).toBeGreaterThanOrEqual(4);
  });

  it('finds a lottery prize paid twice (a second credit under another key)', async () => {
    const [entryId] = books.lotteryEntries;
    const found = await checkedAfter(async (trx) => {
      const paid = await trx
        .selectFrom('ledger_entries')
        .selectAll()
        .where('idempotency_key', '=', `lottery-prize:${entryId}`)
        .executeTakeFirstOrThrow();
      await ledgerRow(trx, {
        userId: paid.user_id,
        amount: paid.amount,
        kind: 'prize',
        key: `lottery-prize:${entryId}:again`,
        reference: paid.reference,
      });
    });
    expect(breaksOf(found)).toEqual({ 'lottery.prizes-paid-once': 1 });
  });

  it('finds a sports prize claim paid twice', async () => {
    const [entryId] = books.sportsEntries;
    const claim = `sports-prize:${books.contestId}:${entryId}`;
    const found = await checkedAfter((trx) =>
      ledgerRow(trx, {
        userId: books.winner.user.id,
        amount: 20_000,
        kind: 'prize',
        key: `${claim}:9:cash:credit`,
        claim,
        reference: `sports:${books.contestId}`,
      }),
    );
    expect(breaksOf(found)).toEqual({ 'sports.claims-paid-once': 1 });
  });

  it('finds a draft prize paid twice', async () => {
    const claim = `draft-prize:${books.draftId}:${books.draftEntries[0]}`;
    const found = await checkedAfter(async (trx) => {
      const paid = await trx
        .selectFrom('ledger_entries')
        .selectAll()
        .where('claim', '=', claim)
        .executeTakeFirstOrThrow();
      await ledgerRow(trx, {
        userId: paid.user_id,
        amount: paid.amount,
        kind: 'prize',
        key: `${claim}:again`,
        claim,
        reference: paid.reference,
      });
    });
    expect(breaksOf(found)).toEqual({ 'draft.claims-paid-once': 1 });
  });

  it('finds a draft entry paid more than its tier', async () => {
    const found = await checkedAfter((trx) =>
      trx
        .updateTable('draft_entries')
        .set((eb) => ({ won_cents: eb('won_cents', '+', 1) }))
        .where('id', '=', books.draftEntries[0]!)
        .execute(),
    );
    // The tier table no longer adds up to the entries' prizes, nor the claim to its entry's prize.
    expect(breaksOf(found)).toEqual({ 'draft.prize-pools-match-tiers': 1, 'draft.claims-paid-once': 1 });
  });

  it('finds a withdrawal hold without its withdrawal', async () => {
    const found = await checkedAfter((trx) =>
      ledgerRow(trx, {
        userId: books.winner.user.id,
        amount: -5_000,
        kind: 'withdrawal_hold',
        status: 'pending',
        key: `withdrawal:${books.winner.user.id}:by-hand`,
      }),
    );
    expect(breaksOf(found)).toEqual({ 'wallet.holds-match-withdrawals': 1 });
  });

  it('finds a withdrawal paid out while its hold is still pending', async () => {
    const found = await checkedAfter((trx) =>
      trx
        .updateTable('withdrawals')
        .set({ status: 'complete' })
        .where('id', '=', books.withdrawals[0]!)
        .execute(),
    );
    expect(breaksOf(found)).toEqual({ 'wallet.holds-match-withdrawals': 1 });
  });

  it('finds a store order without its debit', async () => {
    const found = await checkedAfter((trx) =>
      trx
        .insertInto('store_orders')
        .values({
          user_id: books.loser.user.id,
          product_ids: ['super-elite'],
          total_cents: 4_000,
          created_at: clock.now(),
        })
        .execute(),
    );
    expect(breaksOf(found)).toEqual({ 'store.orders-match-debits': 1 });
  });

  it('finds a powerplay used beyond its kit', async () => {
    // The loser's lottery entry spent its one Power Match; a second use of it is one too many.
    const entryId = books.lotteryEntries[1]!;
    const found = await checkedAfter(async (trx) => {
      const last = await trx
        .selectFrom('powerplay_uses')
        .select(sql<number>`max(use_number)`.as('n'))
        .where('entry_id', '=', entryId)
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('powerplay_uses')
        .values({
          entry_id: entryId,
          use_number: Number(last.n) + 1,
          powerplay_id: 3,
          undoes: null,
          state_before: '[]',
          state_after: '[]',
          created_at: clock.now(),
        })
        .execute();
    });
    expect(breaksOf(found)).toEqual({ 'powerplays.uses-within-kit': 1 });
  });

  it('finds a balance below zero (the ledger’s own guard switched off)', async () => {
    const found = await checkedAfter(async (trx) => {
      await sql`alter table ledger_entries disable trigger ledger_no_negative_balance`.execute(trx);
      await ledgerRow(trx, {
        userId: books.loser.user.id,
        amount: -10_000_000,
        kind: 'adjustment',
        key: 'adjustment:0:by-hand',
      });
    });
    expect(breaksOf(found)).toEqual({ 'ledger.balances-not-negative': 1 });
  });

  it('finds a receivable owed on a claim that paid nothing', async () => {
    const found = await checkedAfter((trx) =>
      trx
        .insertInto('ledger_receivables')
        .values({
          user_id: books.loser.user.id,
          currency: 'cash',
          amount: 1_000,
          claim: 'by-hand:1',
          reference: 'by-hand',
          description: 'by hand',
          idempotency_key: 'by-hand:1:owe',
          created_at: clock.now(),
        })
        .execute(),
    );
    expect(breaksOf(found)).toEqual({ 'ledger.receivables-consistent': 1 });
  });

  it('finds a ledger row no writer makes (a credit under an unknown key)', async () => {
    const found = await checkedAfter((trx) =>
      ledgerRow(trx, { userId: books.loser.user.id, amount: 700, kind: 'prize', key: 'gift:1' }),
    );
    expect(breaksOf(found)).toEqual({ 'ledger.rows-match-their-source': 1 });
  });

  it('finds a draw whose tier table no longer recomputes from its entries', async () => {
    const found = await checkedAfter((trx) =>
      trx
        .updateTable('lottery_tier_results')
        .set((eb) => ({ winners: eb('winners', '+', 1) }))
        .where('game_id', '=', books.game.id)
        .where('hits', '=', 7)
        .execute(),
    );
    expect(breaksOf(found)).toMatchObject({ 'lottery.tier-results-recompute': 1 });
  });

  it('finds the analytics rollup out of step with its rows', async () => {
    const found = await checkedAfter((trx) =>
      // The rollup's table is the database's own (its triggers write it), so not in the app's types.
      sql`insert into analytics_daily (day, metric, key, shard, n, amount)
          values ('2026-12-02', 'prizes', 'cash', 0, 1, 1)
          on conflict (partner_id, day, metric, key, shard) do update set n = analytics_daily.n + 1`.execute(
        trx,
      ),
    );
    expect(breaksOf(found)).toEqual({ 'analytics.rollup-matches-rows': 1 });
  });

  it('records each run; the CLI’s run reports a break and says so (non-zero)', async () => {
    const clean: string[] = [];
    expect(await checkBooksOnce(t.services, (s) => clean.push(s))).toBe(true);
    expect(clean.join('\n')).toMatch(/^ok +13 checks, \d+ examined, 0 breaks in \d+ ms$/m);

    // A corruption that stays: a store order nobody paid for.
    await db()
      .insertInto('store_orders')
      .values({
        user_id: books.loser.user.id,
        product_ids: ['super-elite'],
        total_cents: 4_000,
        created_at: clock.now(),
      })
      .execute();
    const lines: string[] = [];
    expect(await checkBooksOnce(t.services, (s) => lines.push(s))).toBe(false);
    const text = lines.join('\n');
    expect(text).toMatch(/^BREAK store\.orders-match-debits +\d+ examined +1 breaks$/m);
    expect(text).toMatch(/order #\d+: total 4000, debited - in 0 rows/);
    expect(text).toMatch(/^BREAK 13 checks, \d+ examined, 1 breaks in \d+ ms$/m);

    const [last, before] = await t.services.books.recent(2);
    expect(last).toMatchObject({ ok: false, source: 'cli' });
    expect(before).toMatchObject({ ok: true, source: 'cli' });
    expect(last!.checks.find((c) => c.name === 'store.orders-match-debits')).toMatchObject({ breaks: 1 });
  });

  it("checks each partner's books on their own, under its name: a break is its partner's only", async () => {
    const partner = await t.services.partners.create({
      slug: 'ledger-club',
      name: 'Ledger Club',
      domains: ['ledger.example.org'],
    });
    /** The CLI's lines, by the partner whose heading they follow. */
    const sections = async () => {
      const lines: string[] = [];
      const ok = await checkBooksOnce(t.services, (s) => lines.push(s));
      const text = lines.join('\n');
      const at = text.indexOf('Ledger Club (ledger-club)');
      return { ok, mine: text.slice(0, at), theirs: text.slice(at) };
    };
    const before = await sections();
    expect(before.theirs).toMatch(/^ok +13 checks, \d+ examined, 0 breaks in \d+ ms$/m);
    expect(before.mine).toMatch(/^Default partner \(default\)$/m);

    // The new partner's own corruption: a store order its player never paid for.
    await asPartner(partner.id, async () => {
      const { id } = await db()
        .insertInto('users')
        .values({
          display_name: 'Ledger Player',
          email: 'player@ledger.example.org',
          password_hash: 'x',
          country: 'CA',
          province: 'ON',
          role: 'player',
          over18: true,
          accepted_terms_at: clock.now(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db()
        .insertInto('store_orders')
        .values({ user_id: id, product_ids: ['super-elite'], total_cents: 4_000, created_at: clock.now() })
        .execute();
    });
    const after = await sections();
    expect(after.ok).toBe(false);
    expect(after.theirs).toMatch(/^BREAK store\.orders-match-debits +\d+ examined +1 breaks$/m);
    // The default partner's figures are what they were: the other's order is not in its books.
    expect(after.mine.replace(/ in \d+ ms/g, '')).toBe(before.mine.replace(/ in \d+ ms/g, ''));
  });
});

const HOUR = 3_600_000;

describe('the last check in the back office', () => {
  it('answers operators the last runs, newest first, with each check’s figures; nobody else', async () => {
    const op = await api(t.app, 'GET', '/api/operator/books/checks', { token: operator });
    expect(op.statusCode, op.body).toBe(200);
    expect(op.headers['cache-control']).toBe('no-store');
    const { runs } = op.json<{ runs: { id: number; ok: boolean; checks: { name: string }[] }[] }>();
    const recorded = await t.services.books.recent(10);
    expect(runs.map((r) => r.id)).toEqual(recorded.map((r) => Number(r.id)));
    expect(runs[0]!.checks.map((c) => c.name)).toContain('store.orders-match-debits');

    const player = await registerPlayer(t.app);
    expect((await api(t.app, 'GET', '/api/operator/books/checks', { token: player.token })).statusCode).toBe(
      403,
    );
    expect((await api(t.app, 'GET', '/api/operator/books/checks')).statusCode).toBe(401);
  });
});

describe('the books-check job', () => {
  it('checks when the last run (by any process) is an interval old, then not until the next', async () => {
    clock.advance(2 * HOUR);
    const job = booksCheckJob({ books: t.services.books, everyMs: HOUR });
    expect((await job.findDue(clock.now())).due).toEqual(['books']);
    await job.runStep('books', clock.now());
    const [run] = await t.services.books.recent(1);
    expect(run).toMatchObject({ source: 'job', checked_at: clock.now() });
    expect(await job.findDue(clock.now())).toEqual({ due: [], nextAt: clock.now().getTime() + HOUR });

    // Another process's job reads the same last run: not due either.
    const other = booksCheckJob({ books: t.services.books, everyMs: HOUR });
    expect((await other.findDue(new Date(clock.now().getTime() + HOUR - 1))).due).toEqual([]);
    expect((await other.findDue(new Date(clock.now().getTime() + HOUR))).due).toEqual(['books']);
  });

  it('runs once when two are due together', async () => {
    clock.advance(2 * HOUR);
    const before = (await t.services.books.recent(1))[0]!.id;
    const results = await Promise.all([t.services.books.checkIfDue(HOUR), t.services.books.checkIfDue(HOUR)]);
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    const runs = await t.services.books.recent(3);
    expect(runs.filter((r) => r.id > before)).toHaveLength(1);
  });

  it('is a job of the app’s scheduler when configured', async () => {
    const app = await createTestApp({ clock, env: { JOBS: 'books-check', BOOKS_CHECK: 'on' } });
    try {
      expect(app.app.scheduler?.jobs).toEqual(['books-check']);
      await app.app.scheduler!.tickNow();
      const [run] = await app.services.books.recent(1);
      expect(run).toMatchObject({ source: 'job', ok: true });
    } finally {
      await app.close();
    }
  });
});

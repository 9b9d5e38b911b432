import type { Kysely, Transaction } from 'kysely';
import type { CheckTally } from '../../db/book-checks';
import type { DB } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { analyticsBooks } from '../analytics';
import { draftBooks } from '../draft';
import { entriesBooks } from '../entries';
import { ledgerBooks } from '../ledger';
import { lotteryBooks } from '../lottery';
import { powerplaysBooks } from '../powerplays';
import { sportsBooks } from '../sports';
import { storeBooks } from '../store';
import { walletBooks } from '../wallet';
import { booksRepo, type CheckResult } from './repo';

/** One check of the books: a name the back office shows, and its one read-only query. */
interface BookCheck {
  name: string;
  run(trx: Transaction<DB>): Promise<CheckTally>;
}

/** Every money invariant, in the order they run and are shown (docs/decisions/038). */
export const bookChecks: readonly BookCheck[] = [
  { name: 'ledger.balances-not-negative', run: (q) => ledgerBooks.balances(q) },
  { name: 'ledger.rows-match-their-source', run: (q) => ledgerBooks.rows(q) },
  { name: 'ledger.receivables-consistent', run: (q) => ledgerBooks.receivables(q) },
  {
    name: 'wallet.holds-match-withdrawals',
    run: (q) =>
      booksRepo.holdsMatchWithdrawals(q, {
        holds: ledgerBooks.holds,
        reversals: ledgerBooks.reversals,
        withdrawals: walletBooks.withdrawals,
      }),
  },
  {
    name: 'store.orders-match-debits',
    run: (q) =>
      booksRepo.ordersMatchDebits(q, { orders: storeBooks.orders, purchases: ledgerBooks.purchases }),
  },
  { name: 'lottery.tier-results-recompute', run: (q) => lotteryBooks.tierResults(q) },
  {
    name: 'lottery.prizes-paid-once',
    run: (q) =>
      booksRepo.lotteryPrizes(q, { owed: lotteryBooks.prizesOwed, paid: ledgerBooks.lotteryPrizes }),
  },
  { name: 'sports.prize-pools-match-splits', run: (q) => sportsBooks.prizePools(q) },
  {
    name: 'sports.claims-paid-once',
    run: (q) =>
      booksRepo.claimsMatchPrizes(q, {
        owed: sportsBooks.claimsOwed,
        paid: ledgerBooks.claims('sports-prize'),
        cashOnly: false,
      }),
  },
  { name: 'draft.prize-pools-match-tiers', run: (q) => draftBooks.prizePools(q) },
  {
    name: 'draft.claims-paid-once',
    run: (q) =>
      booksRepo.claimsMatchPrizes(q, {
        owed: draftBooks.claimsOwed,
        paid: ledgerBooks.claims('draft-prize'),
        cashOnly: true,
      }),
  },
  {
    name: 'powerplays.uses-within-kit',
    run: (q) =>
      booksRepo.powerplaysWithinKit(q, {
        kits: [lotteryBooks.kits, sportsBooks.kits, draftBooks.kits],
        counts: powerplaysBooks.counts,
      }),
  },
  {
    name: 'analytics.rollup-matches-rows',
    run: (q) =>
      booksRepo.rollupMatchesRows(q, {
        rollup: analyticsBooks.totals,
        rows: [
          ledgerBooks.prizeTotals,
          storeBooks.totals,
          walletBooks.totals,
          entriesBooks.totals,
          powerplaysBooks.totals,
        ],
      }),
  },
];

export interface BooksReport {
  checkedAt: Date;
  ok: boolean;
  durationMs: number;
  checks: CheckResult[];
}

/**
 * The books that check themselves (docs/decisions/038): every balance and inventory recomputed from the
 * ledger and the logs, every money invariant checked, all in one REPEATABLE READ read-only transaction
 * (one snapshot: a prize credited between two checks cannot make them disagree), then the run recorded
 * for the back office.
 */
export function booksService(deps: { db: Kysely<DB>; clock: Clock; checks?: readonly BookCheck[] }) {
  const { db, clock } = deps;
  const checks = deps.checks ?? bookChecks;

  /** Every check in the caller's transaction, one after the other (one connection, one snapshot). */
  async function runChecks(trx: Transaction<DB>): Promise<CheckResult[]> {
    const out: CheckResult[] = [];
    for (const c of checks) out.push({ name: c.name, ...(await c.run(trx)) });
    return out;
  }

  async function check(q: Kysely<DB> = db): Promise<BooksReport> {
    const checkedAt = clock.now();
    const started = performance.now();
    const results = await q
      .transaction()
      .setIsolationLevel('repeatable read')
      .setAccessMode('read only')
      .execute(runChecks);
    return {
      checkedAt,
      ok: results.every((r) => r.breaks === 0),
      durationMs: Math.round(performance.now() - started),
      checks: results,
    };
  }

  const checkAndRecordOn = async (q: Kysely<DB>) => {
    const report = await check(q);
    await booksRepo.record(q, { ...report, source: 'job' });
    return report;
  };

  return {
    check,

    runChecks,

    /** Checks the books and records the run (its one write, after the snapshot's transaction). */
    async checkAndRecord(source: 'cli' | 'job', q: Kysely<DB> = db): Promise<BooksReport> {
      const report = await check(q);
      await booksRepo.record(q, { ...report, source });
      return report;
    },

    /**
     * The job's run: checks and records unless another process is checking now or has checked within
     * `everyMs` (read again under the lock, so N processes due together check once). Null when skipped.
     */
    checkIfDue: (everyMs: number) =>
      booksRepo.exclusively(db, async (conn) => {
        const last = await booksRepo.lastCheckedAt(conn);
        if (last && clock.now().getTime() - last.getTime() < everyMs) return null;
        return checkAndRecordOn(conn);
      }),

    /** The last runs, newest first (the back office). */
    recent: (limit = 10) => booksRepo.recent(db, limit),

    lastCheckedAt: () => booksRepo.lastCheckedAt(db),
  };
}
export type BooksService = ReturnType<typeof booksService>;

/** The CLI's summary: one line per check (name, rows examined, breaks), then the totals. */
export function formatReport(report: BooksReport): string {
  const width = Math.max(...report.checks.map((c) => c.name.length));
  const lines = report.checks.flatMap((c) => [
    `${c.breaks === 0 ? 'ok   ' : 'BREAK'} ${c.name.padEnd(width)}  ${String(c.examined).padStart(10)} examined  ${String(c.breaks).padStart(6)} breaks`,
    ...c.samples.map((s) => `        ${s}`),
  ]);
  const examined = report.checks.reduce((s, c) => s + c.examined, 0);
  const breaks = report.checks.reduce((s, c) => s + c.breaks, 0);
  lines.push(
    `${report.ok ? 'ok   ' : 'BREAK'} ${report.checks.length} checks, ${examined} examined, ${breaks} breaks in ${report.durationMs} ms`,
  );
  return lines.join('\n');
}

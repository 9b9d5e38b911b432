import type {
  MessageCode,
  PrizeFeedResponse,
  Receivable,
  Transaction as LedgerTransaction,
  TransactionsQuery,
  TransactionsResponse,
  WalletResponse,
} from '@powerplay/contracts';
import { periodStart, reconcileClaim } from '@powerplay/domain';
import type { Kysely, RawBuilder, Selectable, Transaction } from 'kysely';
import type { Currency, DB, LedgerEntriesTable } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { ledgerRepo as repo } from './repo';

type Db = Kysely<DB> | Transaction<DB>;
type Kind = LedgerEntriesTable['kind'];

/**
 * Where a ledger row comes from, and so the first part of its idempotency key. One scheme for every
 * writer: `<source>:<id>[:<id>…]`, unique per business event (a prize per entry, a purchase per order, a
 * hold per client key), so a retried or re-run use case posts nothing twice.
 */
export type LedgerSource =
  | 'lottery-prize'
  | 'sports-prize'
  | 'draft-prize'
  | 'order'
  | 'withdrawal'
  | 'withdrawal-reversal'
  | 'adjustment';

export const ledgerKey = (source: LedgerSource, ...ids: (string | number)[]) => [source, ...ids].join(':');

export interface Posting {
  userId: number;
  /** The prize claim this row pays or reverses (set by `settleClaim` only). */
  claim?: string;
  currency: Currency;
  /** Positive: cents (cash) or points. */
  amount: number;
  kind: Kind;
  reference: string;
  description: string;
  key: string;
}

/**
 * Many credits as SQL rows of
 * (user_id integer, currency text, amount bigint, kind text, reference text, description text, idempotency_key text).
 */
export type CreditRows = RawBuilder<unknown>;

const PAGE_SIZE = 20;

export const toTransaction = (e: Selectable<LedgerEntriesTable>): LedgerTransaction => ({
  id: e.id,
  date: e.created_at.toISOString(),
  description: e.description,
  amount: e.amount,
  currency: e.currency,
  kind: e.kind,
  status: e.status,
});

/** True when a database error is the ledger refusing a debit below zero (its constraint trigger). */
function isNegativeBalance(err: unknown): boolean {
  const e = err as { code?: string; constraint?: string; message?: string };
  return (
    e.code === '23514' &&
    (e.constraint === 'ledger_no_negative_balance' || String(e.message).startsWith('ledger balance of user'))
  );
}

/**
 * The ledger (docs/decisions/001, 009): the only writer of `ledger_entries`. A balance is the sum of a
 * user's entries; credits, debits, holds and reversals are rows with one idempotency-key scheme; the
 * database refuses any debit that would take a balance below zero, and this service turns that refusal
 * into the caller's catalogue message. Every write runs in the caller's transaction (one per use case).
 */
export function ledgerService(deps: { db: Kysely<DB>; clock: Clock }) {
  const { db, clock } = deps;

  async function insert(
    trx: Transaction<DB>,
    p: Posting,
    signed: number,
    status: 'complete' | 'pending' | 'cancel' | 'refund',
  ) {
    return repo.insertEntry(trx, {
      user_id: p.userId,
      currency: p.currency,
      amount: signed,
      kind: p.kind,
      status,
      reference: p.reference,
      description: p.description,
      idempotency_key: p.key,
      claim: p.claim ?? null,
      created_at: clock.now(),
    });
  }

  /** A debit or hold: the database's refusal below zero becomes `insufficient` (nothing is written). */
  async function take(
    trx: Transaction<DB>,
    p: Posting,
    status: 'complete' | 'pending',
    insufficient: MessageCode,
  ) {
    try {
      return await insert(trx, p, -Math.abs(p.amount), status);
    } catch (err) {
      if (isNegativeBalance(err)) throw new AppError(insufficient);
      throw err;
    }
  }

  /** Balances are sums of the ledger: what is shown is exactly what the entries add up to. */
  async function balances(
    userId: number,
    q: Db = db,
  ): Promise<Omit<WalletResponse, 'withdrawalMinimumCents'>> {
    const row = await repo.sums(q, userId);
    return {
      cashCents: Number(row.cash),
      points: Number(row.points),
      pendingWithdrawalCents: Number(row.pending),
    };
  }

  /** What a claim has paid (net) and what its player still owes, per currency. */
  async function claimState(trx: Transaction<DB>, claim: string) {
    const [paid, owed] = await Promise.all([repo.claimPaid(trx, claim), repo.claimOwed(trx, claim)]);
    const of = (rows: { currency: Currency; total: number }[], c: Currency) =>
      Number(rows.find((r) => r.currency === c)?.total ?? 0);
    return (c: Currency) => ({ paid: of(paid, c), owed: of(owed, c) });
  }

  return {
    /** Adds to a balance (a prize, a returned hold, an operator credit). */
    credit: (trx: Transaction<DB>, p: Posting) => insert(trx, p, Math.abs(p.amount), 'complete'),

    /** Takes from a balance; refused with `insufficient` if it would go below zero. */
    debit: (trx: Transaction<DB>, p: Posting, insufficient: MessageCode) =>
      take(trx, p, 'complete', insufficient),

    /** Takes an amount aside (status Pending) until it is paid out or returned with `release`. */
    hold: (trx: Transaction<DB>, p: Posting, insufficient: MessageCode) =>
      take(trx, p, 'pending', insufficient),

    /**
     * Ends a hold: `complete` pays it out; `cancel` and `refund` return it with a reversal entry. The hold
     * row's status is the one change the ledger allows to a written row (its trigger enforces that).
     */
    async release(
      trx: Transaction<DB>,
      holdId: number,
      decision: 'complete' | 'cancel' | 'refund',
      reversal: Omit<Posting, 'userId' | 'currency' | 'amount' | 'kind'>,
    ) {
      const hold = await repo.settleHold(trx, holdId, decision);
      if (decision === 'complete') return;
      // The reversal carries the decision as its status (Cancel or Refund on the transactions page).
      const returned = -hold.amount;
      const posting = { ...reversal, userId: hold.user_id, currency: hold.currency, amount: returned };
      return insert(trx, { ...posting, kind: 'withdrawal_reversal' }, returned, decision);
    },

    /**
     * Brings a prize claim (one entry's prize, re-settled by corrections) to its target per currency
     * (docs/decisions/016): what the claim's rows paid and what its player owes are read from the
     * ledger, and only the difference moves — a rise clears what is owed, then credits; a fall takes
     * back what the balance holds and records the rest as a receivable. The caller holds the claim's
     * lock (its entry row), so one settlement of a claim runs at a time; `round` (the settlement
     * version) makes each posting's key unique, so a re-run of a round posts nothing twice.
     */
    async settleClaim(
      trx: Transaction<DB>,
      c: {
        userId: number;
        claim: string;
        round: number;
        target: Record<Currency, number>;
        kind: 'prize' | 'adjustment';
        reference: string;
        /** Each posting's text: a credit, a reversal, a shortfall owed, an owed amount cleared. */
        texts: Record<'credit' | 'debit' | 'owe' | 'clear', string>;
      },
    ): Promise<void> {
      const state = await claimState(trx, c.claim);
      for (const currency of ['cash', 'points'] as const) {
        const now = state(currency);
        if (c.target[currency] === now.paid - now.owed) continue;
        let available = 0;
        if (c.target[currency] < now.paid - now.owed) {
          // The lock the ledger's own trigger takes for every debit: the balance read here stays true
          // until this transaction's debit is written.
          await repo.lockBalance(trx, c.userId);
          const b = await balances(c.userId, trx);
          available = currency === 'cash' ? b.cashCents : b.points;
        }
        const p = reconcileClaim(now, c.target[currency], available);
        const base = { userId: c.userId, currency, kind: c.kind, reference: c.reference, claim: c.claim };
        const key = (what: string) => `${c.claim}:${c.round}:${currency}:${what}`;
        if (p.credit > 0)
          await insert(
            trx,
            { ...base, amount: p.credit, key: key('credit'), description: c.texts.credit },
            p.credit,
            'complete',
          );
        if (p.debit > 0)
          await take(
            trx,
            { ...base, amount: p.debit, key: key('debit'), description: c.texts.debit },
            'complete',
            'ADJUSTMENT_OVER_BALANCE',
          );
        for (const [what, signed] of [
          ['owe', p.owe],
          ['clear', -p.clear],
        ] as const)
          if (signed !== 0)
            await repo.insertReceivable(trx, {
              user_id: c.userId,
              currency,
              amount: signed,
              claim: c.claim,
              reference: c.reference,
              description: c.texts[what],
              idempotency_key: key(what),
              created_at: clock.now(),
            });
      }
    },

    /** Prizes paid (and taken back) after a posting's id, oldest first: what an integration reads page by page. */
    async prizesAfter(after: number, limit: number): Promise<PrizeFeedResponse> {
      const rows = await repo.prizesAfter(db, after, limit);
      return {
        prizes: rows.map((r) => ({
          id: r.id,
          playerId: r.user_id,
          currency: r.currency,
          amount: Number(r.amount),
          reference: r.reference,
          description: r.description,
          createdAt: new Date(r.created_at).toISOString(),
        })),
        next: rows.at(-1)?.id ?? after,
      };
    },

    /** What players owe (outstanding receivables), largest first: the back office's view (or one player's). */
    async receivables(q: Db = db, userId?: number): Promise<Receivable[]> {
      const rows = await repo.outstanding(q, userId);
      return rows.map((r) => ({
        userId: r.user_id,
        currency: r.currency,
        claim: r.claim,
        reference: r.reference,
        owed: Number(r.owed),
        since: new Date(r.since).toISOString(),
        description: r.description,
      }));
    },

    /**
     * Posts many credits in one statement (settlement: up to a million at once). Rows whose key already
     * exists are skipped, so a re-run pays nothing twice. Returns how many were posted.
     */
    async creditMany(trx: Transaction<DB>, rows: CreditRows): Promise<number> {
      return repo.insertCredits(trx, rows, clock.now());
    },

    balances,

    /** Cash spent on purchases since a time (responsible-gaming spend limits). */
    spentSince: (q: Db, userId: number, since: Date): Promise<number> => repo.spentSince(q, userId, since),

    async transactions(userId: number, query: TransactionsQuery): Promise<TransactionsResponse> {
      const page = query.page;
      const { rows, total } = await repo.page(db, {
        userId,
        since: periodStart(query.period, clock.now()),
        status: query.status,
        limit: PAGE_SIZE,
        offset: (page - 1) * PAGE_SIZE,
      });
      return { transactions: rows.map(toTransaction), page, pageSize: PAGE_SIZE, total };
    },
  };
}
export type LedgerService = ReturnType<typeof ledgerService>;

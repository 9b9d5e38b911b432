import type {
  MessageCode,
  Transaction as LedgerTransaction,
  TransactionsQuery,
  TransactionsResponse,
  WalletResponse,
} from '@powerplay/contracts';
import { periodStart } from '@powerplay/domain';
import { sql, type Kysely, type RawBuilder, type Selectable, type Transaction } from 'kysely';
import type { Currency, DB, LedgerEntriesTable } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';

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
    return trx
      .insertInto('ledger_entries')
      .values({
        user_id: p.userId,
        currency: p.currency,
        amount: signed,
        kind: p.kind,
        status,
        reference: p.reference,
        description: p.description,
        idempotency_key: p.key,
        created_at: clock.now(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
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
      const hold = await trx
        .updateTable('ledger_entries')
        .set({ status: decision })
        .where('id', '=', holdId)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirstOrThrow();
      if (decision === 'complete') return;
      // The reversal carries the decision as its status (Cancel or Refund on the transactions page).
      const returned = -hold.amount;
      const posting = { ...reversal, userId: hold.user_id, currency: hold.currency, amount: returned };
      return insert(trx, { ...posting, kind: 'withdrawal_reversal' }, returned, decision);
    },

    /**
     * Posts many credits in one statement (settlement: up to a million at once). Rows whose key already
     * exists are skipped, so a re-run pays nothing twice. Returns how many were posted.
     */
    async creditMany(trx: Transaction<DB>, rows: CreditRows): Promise<number> {
      const result = await sql`
        insert into ledger_entries (user_id, currency, amount, kind, status, reference, description, idempotency_key, created_at)
        select user_id, currency, amount, kind, 'complete', reference, description, idempotency_key, ${clock.now()}::timestamptz
        from (${rows}) src where amount > 0
        on conflict (idempotency_key) do nothing`.execute(trx);
      return Number(result.numAffectedRows ?? 0);
    },

    /** Balances are sums of the ledger: what is shown is exactly what the entries add up to. */
    async balances(userId: number, q: Db = db): Promise<Omit<WalletResponse, 'withdrawalMinimumCents'>> {
      const row = await q
        .selectFrom('ledger_entries')
        .select([
          sql<number>`coalesce(sum(amount) filter (where currency = 'cash'), 0)`.as('cash'),
          sql<number>`coalesce(sum(amount) filter (where currency = 'points'), 0)`.as('points'),
          sql<number>`coalesce(-sum(amount) filter (where kind = 'withdrawal_hold' and status = 'pending'), 0)`.as(
            'pending',
          ),
        ])
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      return {
        cashCents: Number(row.cash),
        points: Number(row.points),
        pendingWithdrawalCents: Number(row.pending),
      };
    },

    /** Cash spent on purchases since a time (responsible-gaming spend limits). */
    async spentSince(q: Db, userId: number, since: Date): Promise<number> {
      const row = await q
        .selectFrom('ledger_entries')
        .select(sql<number>`coalesce(-sum(amount), 0)::bigint`.as('spent'))
        .where('user_id', '=', userId)
        .where('kind', '=', 'purchase')
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.spent);
    },

    async transactions(userId: number, query: TransactionsQuery): Promise<TransactionsResponse> {
      const page = query.page;
      let q = db
        .selectFrom('ledger_entries')
        .where('user_id', '=', userId)
        .where('created_at', '>=', periodStart(query.period, clock.now()));
      if (query.status) q = q.where('status', '=', query.status);
      const [rows, count] = await Promise.all([
        q
          .selectAll()
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(PAGE_SIZE)
          .offset((page - 1) * PAGE_SIZE)
          .execute(),
        q.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { transactions: rows.map(toTransaction), page, pageSize: PAGE_SIZE, total: count.n };
    },
  };
}
export type LedgerService = ReturnType<typeof ledgerService>;

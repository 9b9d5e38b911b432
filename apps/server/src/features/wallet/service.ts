import type {
  AdjustmentRequest,
  Transaction,
  TransactionsQuery,
  TransactionsResponse,
  WalletResponse,
  Withdrawal,
  WithdrawalRequest,
} from '@powerplay/contracts';
import { checkWithdrawal, formatCents, periodStart } from '@powerplay/domain';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, LedgerEntriesTable, WithdrawalsTable } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { isNegativeBalance, onceFor } from '../../platform/idempotency';
import { walletRepo } from './repo';

const PAGE_SIZE = 20;

export const toTransaction = (e: Selectable<LedgerEntriesTable>): Transaction => ({
  id: e.id,
  date: e.created_at.toISOString(),
  description: e.description,
  amount: e.amount,
  currency: e.currency,
  kind: e.kind,
  status: e.status,
});

const toWithdrawal = (w: Selectable<WithdrawalsTable>): Withdrawal => ({
  id: w.id,
  userId: w.user_id,
  amountCents: w.amount_cents,
  paypalEmail: w.paypal_email,
  status: w.status,
  createdAt: w.created_at.toISOString(),
  decidedAt: w.decided_at?.toISOString() ?? null,
});

/** Withdrawals, transactions and operator adjustments on the ledger (GAME-RULES "Wallet"). */
export function walletService(deps: { db: Kysely<DB>; clock: Clock; withdrawalMinimumCents: number }) {
  const { db, clock } = deps;
  const repo = walletRepo(db);

  return {
    summary: async (userId: number): Promise<WalletResponse> => ({
      ...(await repo.summary(userId)),
      withdrawalMinimumCents: deps.withdrawalMinimumCents,
    }),

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

    /** Holds the amount at once (status Pending); an operator later pays it out or returns it. */
    requestWithdrawal(
      userId: number,
      key: string,
      body: WithdrawalRequest,
    ): Promise<{ withdrawal: Withdrawal }> {
      return db.transaction().execute((trx) =>
        onceFor(trx, clock, { userId, scope: 'withdrawal', key, body }, async () => {
          const balance = (await walletRepo(trx).summary(userId)).cashCents;
          const refusal = checkWithdrawal(body.amountCents, balance, deps.withdrawalMinimumCents);
          if (refusal)
            throw new AppError(refusal, { params: { min: formatCents(deps.withdrawalMinimumCents) } });
          const now = clock.now();
          try {
            const hold = await trx
              .insertInto('ledger_entries')
              .values({
                user_id: userId,
                currency: 'cash',
                amount: -body.amountCents,
                kind: 'withdrawal_hold',
                status: 'pending',
                reference: 'withdrawal',
                description: `Withdrawal to PayPal ${body.paypalEmail}`,
                idempotency_key: `withdrawal:${userId}:${key}`,
                created_at: now,
              })
              .returning('id')
              .executeTakeFirstOrThrow();
            const { paypalEmail, amountCents, acceptedTerms: _terms, ...details } = body;
            const w = await trx
              .insertInto('withdrawals')
              .values({
                user_id: userId,
                amount_cents: amountCents,
                paypal_email: paypalEmail,
                details: JSON.stringify(details),
                hold_entry_id: hold.id,
                created_at: now,
              })
              .returningAll()
              .executeTakeFirstOrThrow();
            return { withdrawal: toWithdrawal(w) };
          } catch (err) {
            // Another withdrawal took the money between our check and our insert: the database said no.
            if (isNegativeBalance(err)) throw new AppError('WITHDRAWAL_OVER_BALANCE');
            throw err;
          }
        }),
      );
    },

    async listWithdrawals(status: Withdrawal['status'] | undefined) {
      let q = db.selectFrom('withdrawals').selectAll().orderBy('created_at').limit(500);
      if (status) q = q.where('status', '=', status);
      return { withdrawals: (await q.execute()).map(toWithdrawal) };
    },

    /** Complete pays it out; Cancel and Refund return the held amount with a reversal entry. */
    decideWithdrawal(operatorId: number, id: number, decision: 'complete' | 'cancel' | 'refund') {
      return db.transaction().execute(async (trx) => {
        const w = await trx
          .selectFrom('withdrawals')
          .selectAll()
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst();
        if (!w) throw new AppError('WITHDRAWAL_NOT_FOUND');
        if (w.status !== 'pending') throw new AppError('WITHDRAWAL_ALREADY_DECIDED');
        const now = clock.now();
        await trx
          .updateTable('ledger_entries')
          .set({ status: decision })
          .where('id', '=', w.hold_entry_id)
          .execute();
        if (decision !== 'complete') {
          await trx
            .insertInto('ledger_entries')
            .values({
              user_id: w.user_id,
              currency: 'cash',
              amount: w.amount_cents,
              kind: 'withdrawal_reversal',
              status: decision,
              reference: `withdrawal:${w.id}`,
              description:
                decision === 'cancel'
                  ? 'Withdrawal cancelled: amount returned'
                  : 'Withdrawal refunded: amount returned',
              idempotency_key: `withdrawal-reversal:${w.id}`,
              created_at: now,
            })
            .execute();
        }
        const updated = await trx
          .updateTable('withdrawals')
          .set({ status: decision, decided_at: now, decided_by: operatorId })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { withdrawal: toWithdrawal(updated) };
      });
    },

    async adjust(operatorId: number, req: AdjustmentRequest, key: string) {
      const user = await db.selectFrom('users').select('id').where('id', '=', req.userId).executeTakeFirst();
      if (!user) throw new AppError('USER_NOT_FOUND');
      return db.transaction().execute((trx) =>
        onceFor(trx, clock, { userId: operatorId, scope: 'adjustment', key, body: req }, async () => {
          try {
            const entry = await trx
              .insertInto('ledger_entries')
              .values({
                user_id: req.userId,
                currency: req.kind,
                amount: req.amountCents,
                kind: 'adjustment',
                status: 'complete',
                reference: `operator:${operatorId}`,
                description: req.reason,
                idempotency_key: `adjustment:${operatorId}:${key}`,
                created_at: clock.now(),
              })
              .returningAll()
              .executeTakeFirstOrThrow();
            return { entry: toTransaction(entry) };
          } catch (err) {
            if (isNegativeBalance(err)) throw new AppError('ADJUSTMENT_OVER_BALANCE');
            throw err;
          }
        }),
      );
    },
  };
}
export type WalletService = ReturnType<typeof walletService>;

import type {
  AdjustmentRequest,
  TransactionsQuery,
  TransactionsResponse,
  WalletResponse,
  Withdrawal,
  WithdrawalRequest,
} from '@powerplay/contracts';
import { checkWithdrawal, formatCents } from '@powerplay/domain';
import type { Kysely, Selectable } from 'kysely';
import type { DB, WithdrawalsTable } from '../../db/schema';
import { assertOperator, type Actor } from '../../platform/actor';
import { recordOperatorAction } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import type { NotificationsService } from '../notifications';
import { AppError } from '../../platform/errors';
import { onceFor } from '../../platform/idempotency';
import type { MembershipService } from '../accounts';
import { ledgerKey, toTransaction, type LedgerService } from '../ledger';
import { withdrawalsRepo } from './repo';

/** How a decided withdrawal reads in its notification ("Your withdrawal of $150 is paid"). */
const decisionWords = { complete: 'paid', cancel: 'cancelled', refund: 'refunded' } as const;

const toWithdrawal = (w: Selectable<WithdrawalsTable>): Withdrawal => ({
  id: w.id,
  userId: w.user_id,
  amountCents: w.amount_cents,
  paypalEmail: w.paypal_email,
  status: w.status,
  createdAt: w.created_at.toISOString(),
  decidedAt: w.decided_at?.toISOString() ?? null,
});

/**
 * Withdrawals, transactions and operator adjustments (docs/rules/wallet.md "Withdrawals"). Every balance
 * change goes through the ledger service; operator use cases check the actor themselves.
 */
export function walletService(deps: {
  db: Kysely<DB>;
  clock: Clock;
  ledger: LedgerService;
  membership: MembershipService;
  withdrawalMinimumCents: number;
  /** Tells the player their withdrawal changed state (docs/rules/notifications.md). */
  notify?: NotificationsService['notify'];
}) {
  const { db, clock, ledger, membership, notify } = deps;
  const repo = withdrawalsRepo(db);

  return {
    summary: async (userId: number): Promise<WalletResponse> => ({
      ...(await ledger.balances(userId)),
      withdrawalMinimumCents: deps.withdrawalMinimumCents,
    }),

    transactions: (userId: number, query: TransactionsQuery): Promise<TransactionsResponse> =>
      ledger.transactions(userId, query),

    /** Holds the amount at once (status Pending); an operator later pays it out or returns it. */
    requestWithdrawal(
      userId: number,
      key: string,
      body: WithdrawalRequest,
    ): Promise<{ withdrawal: Withdrawal }> {
      return db.transaction().execute((trx) =>
        onceFor(trx, clock, { userId, scope: 'withdrawal', key, body }, async () => {
          const balance = (await ledger.balances(userId, trx)).cashCents;
          const refusal = checkWithdrawal(body.amountCents, balance, deps.withdrawalMinimumCents);
          if (refusal)
            throw new AppError(refusal, { params: { min: formatCents(deps.withdrawalMinimumCents) } });
          // Another withdrawal may take the money between the check and the hold: the ledger refuses it.
          const hold = await ledger.hold(
            trx,
            {
              userId,
              currency: 'cash',
              amount: body.amountCents,
              kind: 'withdrawal_hold',
              reference: 'withdrawal',
              description: `Withdrawal to PayPal ${body.paypalEmail}`,
              key: ledgerKey('withdrawal', userId, key),
            },
            'WITHDRAWAL_OVER_BALANCE',
          );
          const { paypalEmail, amountCents, acceptedTerms: _terms, ...details } = body;
          const w = await repo.insert(trx, {
            user_id: userId,
            amount_cents: amountCents,
            paypal_email: paypalEmail,
            details: JSON.stringify(details),
            hold_entry_id: hold.id,
            created_at: clock.now(),
          });
          return { withdrawal: toWithdrawal(w) };
        }),
      );
    },

    async listWithdrawals(actor: Actor, status: Withdrawal['status'] | undefined) {
      assertOperator(actor);
      const rows = await repo.list(status);
      return {
        withdrawals: rows.map((w) => ({
          ...toWithdrawal(w),
          playerName: w.player_name,
          playerEmail: w.player_email,
          // Held, not a status of its own: it follows the account, so reinstating releases it at once.
          held: w.status === 'pending' && w.player_suspended_at !== null,
        })),
      };
    },

    /** One player's withdrawals (player care); pending ones are held while `suspended`. */
    async withdrawalsOf(actor: Actor, userId: number, suspended: boolean) {
      assertOperator(actor);
      return (await repo.listOf(userId)).map((w) => ({
        ...toWithdrawal(w),
        held: suspended && w.status === 'pending',
      }));
    },

    /** What players owe from prize reversals their balance could not cover (a correction's shortfall). */
    async listReceivables(actor: Actor) {
      assertOperator(actor);
      return { receivables: await ledger.receivables() };
    },

    /** Prizes paid and taken back after a posting's id, oldest first (a partner's results feed). */
    prizes(actor: Actor, after = 0, limit = 100) {
      assertOperator(actor);
      return ledger.prizesAfter(after, limit);
    },

    /** Complete pays it out; Cancel and Refund return the held amount with a reversal entry. */
    decideWithdrawal(actor: Actor, id: number, decision: 'complete' | 'cancel' | 'refund') {
      assertOperator(actor);
      return db.transaction().execute(async (trx) => {
        const w = await repo.lock(trx, id);
        if (!w) throw new AppError('WITHDRAWAL_NOT_FOUND');
        if (w.status !== 'pending') throw new AppError('WITHDRAWAL_ALREADY_DECIDED');
        // A suspended player's withdrawals are held: nothing is paid out (returning the amount to their
        // balance still is allowed). Under the player's lock, which a suspension's update also takes.
        if (decision === 'complete' && (await membership.lockPlayer(trx, w.user_id)).suspended)
          throw new AppError('WITHDRAWAL_HELD');
        await ledger.release(trx, w.hold_entry_id, decision, {
          reference: `withdrawal:${w.id}`,
          description:
            decision === 'cancel'
              ? 'Withdrawal cancelled: amount returned'
              : 'Withdrawal refunded: amount returned',
          key: ledgerKey('withdrawal-reversal', w.id),
        });
        const updated = await repo.decide(trx, id, {
          status: decision,
          decided_at: clock.now(),
          decided_by: actor.id,
        });
        await notify?.(
          trx,
          {
            kind: 'withdrawal',
            subject: `withdrawal:${w.id}:${decision}`,
            params: { status: decisionWords[decision], amount: formatCents(w.amount_cents) },
          },
          [{ userId: w.user_id, link: '/my-account/my-balance' }],
        );
        await recordOperatorAction(trx, {
          operatorId: actor.id,
          action: 'withdrawal.decided',
          target: { type: 'withdrawal', id: w.id },
          before: { status: w.status },
          after: { status: updated.status, userId: w.user_id, amountCents: w.amount_cents },
        });
        return { withdrawal: toWithdrawal(updated) };
      });
    },

    async adjust(actor: Actor, req: AdjustmentRequest, key: string) {
      assertOperator(actor);
      if (!(await membership.exists(req.userId))) throw new AppError('USER_NOT_FOUND');
      return db.transaction().execute((trx) =>
        onceFor(trx, clock, { userId: actor.id, scope: 'adjustment', key, body: req }, async () => {
          const posting = {
            userId: req.userId,
            currency: req.kind,
            amount: Math.abs(req.amountCents),
            kind: 'adjustment' as const,
            reference: `operator:${actor.id}`,
            description: req.reason,
            key: ledgerKey('adjustment', actor.id, key),
          };
          // The log keeps the player's balance in the adjusted currency before and after.
          const field = req.kind === 'cash' ? 'cashCents' : 'points';
          const balance = async () => (await ledger.balances(req.userId, trx))[field];
          const was = await balance();
          const entry =
            req.amountCents < 0
              ? await ledger.debit(trx, posting, 'ADJUSTMENT_OVER_BALANCE')
              : await ledger.credit(trx, posting);
          await recordOperatorAction(trx, {
            operatorId: actor.id,
            action: 'wallet.adjustment',
            target: { type: 'user', id: req.userId },
            before: { [field]: was },
            after: { [field]: await balance(), amountCents: req.amountCents, reason: req.reason },
          });
          return { entry: toTransaction(entry) };
        }),
      );
    },
  };
}
export type WalletService = ReturnType<typeof walletService>;

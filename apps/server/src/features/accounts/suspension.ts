import { catalogue, type CarePlayer } from '@powerplay/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { assertOperator, type Actor } from '../../platform/actor';
import { recordOperatorAction } from '../../platform/audit';
import type { SessionRepo } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import { playerTopic, publish } from '../../platform/live';
import { suspensionRepo as repo } from './suspension-repo';

/** The account's row as player care shows it, with the name of the operator who suspended it. */
async function readPlayer(q: Kysely<DB> | Transaction<DB>, userId: number): Promise<CarePlayer | null> {
  const row = await repo.findForCare(q, userId);
  if (!row) return null;
  return {
    id: row.id,
    displayName: row.display_name,
    email: row.email,
    role: row.role,
    club: row.club,
    firstName: row.first_name,
    lastName: row.last_name,
    country: row.country,
    province: row.province,
    createdAt: row.created_at.toISOString(),
    suspension:
      row.suspended_at && row.suspended_by !== null
        ? {
            at: row.suspended_at.toISOString(),
            byId: row.suspended_by,
            byName: row.suspended_by_name ?? '',
            reason: row.suspension_reason ?? '',
          }
        : null,
  };
}

/**
 * Suspending and reinstating an account (decision 023). A suspension keeps everything (entries,
 * ledger, withdrawals: nothing is deleted); it ends every session and private stream of the account
 * in its own transaction (docs/decisions/015), refuses sign-in (accounts `login`) and holds pending
 * withdrawals (wallet `decideWithdrawal`). Both are operator actions, audited in the same transaction.
 */
export function suspensionService(deps: { db: Kysely<DB>; sessions: SessionRepo; clock: Clock }) {
  const { db, sessions, clock } = deps;

  /** Locks the account's row (the lock a withdrawal's decision takes too), or 404. */
  async function lockAccount(trx: Transaction<DB>, userId: number) {
    const row = await repo.lock(trx, userId);
    if (!row) throw new AppError('USER_NOT_FOUND');
    return row;
  }

  /** Tells the account's open pages (every process) where it stands: a state, the latest one wins. */
  const announce = (trx: Transaction<DB>, userId: number, suspended: boolean) => {
    const texts = suspended ? catalogue.ACCOUNT_SUSPENDED : { title: '', message: '' };
    return publish(trx, playerTopic(userId), {
      type: 'account',
      data: { suspended, title: texts.title, message: texts.message },
    });
  };

  return {
    /** The account as player care shows it, or 404. */
    async player(actor: Actor, userId: number): Promise<CarePlayer> {
      assertOperator(actor);
      const found = await readPlayer(db, userId);
      if (!found) throw new AppError('USER_NOT_FOUND');
      return found;
    },

    suspend(actor: Actor, userId: number, reason: string): Promise<CarePlayer> {
      assertOperator(actor);
      if (actor.id === userId) throw new AppError('SUSPEND_SELF');
      return db.transaction().execute(async (trx) => {
        const account = await lockAccount(trx, userId);
        if (account.role !== 'player') throw new AppError('SUSPEND_OPERATOR');
        if (account.suspended_at) throw new AppError('ACCOUNT_ALREADY_SUSPENDED');
        const at = clock.now();
        await repo.setSuspension(trx, userId, {
          suspended_at: at,
          suspended_by: actor.id,
          suspension_reason: reason,
        });
        // The pages hear why first; then the revocation ends their streams (one transaction, in order).
        await announce(trx, userId, true);
        await sessions.revokeAllOf(userId, undefined, trx);
        await recordOperatorAction(trx, {
          operatorId: actor.id,
          action: 'account.suspended',
          target: { type: 'user', id: userId },
          before: { suspended: false },
          after: { suspended: true, reason, suspendedAt: at.toISOString() },
        });
        return (await readPlayer(trx, userId))!;
      });
    },

    reinstate(actor: Actor, userId: number, reason: string): Promise<CarePlayer> {
      assertOperator(actor);
      return db.transaction().execute(async (trx) => {
        const account = await lockAccount(trx, userId);
        if (!account.suspended_at) throw new AppError('ACCOUNT_NOT_SUSPENDED');
        await repo.setSuspension(trx, userId, {
          suspended_at: null,
          suspended_by: null,
          suspension_reason: null,
        });
        await announce(trx, userId, false);
        await recordOperatorAction(trx, {
          operatorId: actor.id,
          action: 'account.reinstated',
          target: { type: 'user', id: userId },
          before: {
            suspended: true,
            reason: account.suspension_reason,
            suspendedAt: account.suspended_at.toISOString(),
            suspendedBy: account.suspended_by,
          },
          after: { suspended: false, reason },
        });
        return (await readPlayer(trx, userId))!;
      });
    },
  };
}
export type SuspensionService = ReturnType<typeof suspensionService>;

import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { DB, WithdrawalsTable } from '../../db/schema';

export function withdrawalsRepo(db: Kysely<DB>) {
  return {
    insert: (trx: Transaction<DB>, row: Insertable<WithdrawalsTable>) =>
      trx.insertInto('withdrawals').values(row).returningAll().executeTakeFirstOrThrow(),

    /** The review queue (oldest first), optionally by status. */
    list(status: Selectable<WithdrawalsTable>['status'] | undefined) {
      // The player's name and email for the reviewer (`users` is the one table every module may read).
      let q = db
        .selectFrom('withdrawals')
        .innerJoin('users', 'users.id', 'withdrawals.user_id')
        .selectAll('withdrawals')
        .select([
          'users.display_name as player_name',
          'users.email as player_email',
          'users.suspended_at as player_suspended_at',
        ])
        .orderBy('withdrawals.created_at')
        .limit(500);
      if (status) q = q.where('withdrawals.status', '=', status);
      return q.execute();
    },

    /** One player's withdrawals, newest first (player care). */
    listOf: (userId: number) =>
      db
        .selectFrom('withdrawals')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(100)
        .execute(),

    /** Locks one withdrawal for a decision: two operators deciding at once queue, the second sees it decided. */
    lock: (trx: Transaction<DB>, id: number) =>
      trx.selectFrom('withdrawals').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),

    decide: (trx: Transaction<DB>, id: number, decision: Updateable<WithdrawalsTable>) =>
      trx
        .updateTable('withdrawals')
        .set(decision)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),
  };
}

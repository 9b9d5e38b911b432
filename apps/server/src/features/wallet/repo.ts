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
        .select(['users.display_name as player_name', 'users.email as player_email'])
        .orderBy('withdrawals.created_at')
        .limit(500);
      if (status) q = q.where('withdrawals.status', '=', status);
      return q.execute();
    },

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

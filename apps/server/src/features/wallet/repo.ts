import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { DB, WithdrawalsTable } from '../../db/schema';

export function withdrawalsRepo(db: Kysely<DB>) {
  return {
    insert: (trx: Transaction<DB>, row: Insertable<WithdrawalsTable>) =>
      trx.insertInto('withdrawals').values(row).returningAll().executeTakeFirstOrThrow(),

    /** The review queue (oldest first), optionally by status. */
    list(status: Selectable<WithdrawalsTable>['status'] | undefined) {
      let q = db.selectFrom('withdrawals').selectAll().orderBy('created_at').limit(500);
      if (status) q = q.where('status', '=', status);
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

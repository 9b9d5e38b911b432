import type { Kysely, Transaction, Updateable } from 'kysely';
import type { DB, UsersTable } from '../../db/schema';

/** The account rows a suspension reads, locks and changes. */
export const suspensionRepo = {
  /** The account as player care shows it, with the name of the operator who suspended it. */
  findForCare: (q: Kysely<DB> | Transaction<DB>, userId: number) =>
    q
      .selectFrom('users as u')
      .leftJoin('users as op', 'op.id', 'u.suspended_by')
      .select([
        'u.id',
        'u.display_name',
        'u.email',
        'u.role',
        'u.club',
        'u.first_name',
        'u.last_name',
        'u.country',
        'u.province',
        'u.created_at',
        'u.suspended_at',
        'u.suspended_by',
        'u.suspension_reason',
        'op.display_name as suspended_by_name',
      ])
      .where('u.id', '=', userId)
      .executeTakeFirst(),

  /** Locks the account's row (the lock a withdrawal's decision takes too); undefined when there is none. */
  lock: (trx: Transaction<DB>, userId: number) =>
    trx
      .selectFrom('users')
      .select(['id', 'role', 'suspended_at', 'suspended_by', 'suspension_reason'])
      .where('id', '=', userId)
      .forNoKeyUpdate()
      .executeTakeFirst(),

  async setSuspension(
    trx: Transaction<DB>,
    userId: number,
    fields: Pick<Updateable<UsersTable>, 'suspended_at' | 'suspended_by' | 'suspension_reason'>,
  ): Promise<void> {
    await trx.updateTable('users').set(fields).where('id', '=', userId).execute();
  },
};

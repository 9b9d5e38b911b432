import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { DB, PasswordResetsTable } from '../../db/schema';

/** Reset links (`password_resets`, by token hash) and the password they set. */
export function passwordResetsRepo(db: Kysely<DB>) {
  return {
    /** The account registered under `email` (any case), if any. */
    findByEmail: (email: string) =>
      db
        .selectFrom('users')
        .select(['id', 'email'])
        .where(sql`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst(),

    async insert(row: Insertable<PasswordResetsTable>): Promise<void> {
      await db.insertInto('password_resets').values(row).execute();
    },

    /** Spends the link if it is unused and unexpired at `now` (one conditional update); its user, or none. */
    spend: (trx: Transaction<DB>, tokenHash: string, now: Date) =>
      trx
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst(),

    async setPassword(trx: Transaction<DB>, userId: number, passwordHash: string): Promise<void> {
      await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
    },

    /** Spends every outstanding link of the account. */
    async spendAllOf(trx: Transaction<DB>, userId: number, now: Date): Promise<void> {
      await trx
        .updateTable('password_resets')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}

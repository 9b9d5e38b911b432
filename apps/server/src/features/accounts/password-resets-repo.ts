import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** The account a reset is asked for, and the password a reset link sets (the links: mailed-links-repo.ts). */
export function passwordResetsRepo(db: Kysely<DB>) {
  return {
    /** The account registered under `email` (any case), if any. */
    findByEmail: (email: string) =>
      db
        .selectFrom('users')
        .select(['id', 'email'])
        .where(sql`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst(),

    async setPassword(trx: Transaction<DB>, userId: number, passwordHash: string): Promise<void> {
      await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', userId).execute();
    },
  };
}

import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB, EmailVerificationsTable } from '../../db/schema';

/** Email confirmation links (`email_verifications`, by token hash) and the mark they set. */
export function emailVerificationsRepo(db: Kysely<DB>) {
  return {
    user: (userId: number) =>
      db
        .selectFrom('users')
        .select(['email', 'email_verified_at'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow(),

    async insert(row: Insertable<EmailVerificationsTable>): Promise<void> {
      await db.insertInto('email_verifications').values(row).execute();
    },

    /** Spends the link if it is unused and unexpired at `now` (one conditional update); its user, or none. */
    spend: (trx: Transaction<DB>, tokenHash: string, now: Date) =>
      trx
        .updateTable('email_verifications')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .returning('user_id')
        .executeTakeFirst(),

    /** Confirms the email (the first confirmation's time is kept). */
    async markVerified(trx: Transaction<DB>, userId: number, now: Date): Promise<void> {
      await trx
        .updateTable('users')
        .set({ email_verified_at: now })
        .where('id', '=', userId)
        .where('email_verified_at', 'is', null)
        .execute();
    },
  };
}

import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** The player whose email a link confirms, and the mark it sets (the links: mailed-links-repo.ts). */
export function emailVerificationsRepo(db: Kysely<DB>) {
  return {
    user: (userId: number) =>
      db
        .selectFrom('users')
        .select(['email', 'email_verified_at'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow(),

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

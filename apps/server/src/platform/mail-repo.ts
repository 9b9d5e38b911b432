import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB, MailOutboxTable } from '../db/schema';

/** The local mail outbox (`mail_outbox`). */
export const mailOutboxRepo = {
  async insert(q: Kysely<DB> | Transaction<DB>, row: Insertable<MailOutboxTable>): Promise<void> {
    await q.insertInto('mail_outbox').values(row).execute();
  },

  /** The newest `limit` mails, newest first. */
  newest: (db: Kysely<DB>, limit: number) =>
    db
      .selectFrom('mail_outbox')
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
};

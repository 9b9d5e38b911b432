import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB, MailOutboxTable } from '../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** The mail outbox (`mail_outbox`): every mail, written in its cause's transaction, relayed after. */
export const mailOutboxRepo = {
  async insert(q: Db, row: Insertable<MailOutboxTable>): Promise<void> {
    await q.insertInto('mail_outbox').values(row).execute();
  },

  async insertMany(q: Db, rows: Insertable<MailOutboxTable>[]): Promise<void> {
    if (rows.length > 0) await q.insertInto('mail_outbox').values(rows).execute();
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

  /**
   * Claims up to `limit` mails not sent yet and not leased, the oldest first, leasing them until
   * `leaseUntil`: side by side, relays take different mails.
   */
  claim: (db: Kysely<DB>, at: Date, leaseUntil: Date, limit: number) =>
    db
      .updateTable('mail_outbox')
      .set({ claimed_until: leaseUntil })
      .where('id', 'in', (eb) =>
        eb
          .selectFrom('mail_outbox')
          .select('id')
          .where('sent_at', 'is', null)
          .where((w) => w.or([w('claimed_until', 'is', null), w('claimed_until', '<', at)]))
          .orderBy('id')
          .limit(limit)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .execute(),

  async markSent(db: Kysely<DB>, id: number, at: Date): Promise<void> {
    await db
      .updateTable('mail_outbox')
      .set({ sent_at: at, claimed_until: null })
      .where('id', '=', id)
      .execute();
  },
};

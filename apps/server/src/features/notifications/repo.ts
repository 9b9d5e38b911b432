import type { NotificationKind } from '@powerplay/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

const listed = ['id', 'user_id', 'kind', 'params', 'link', 'created_at', 'read_at'] as const;

/** Notifications, the players' email choices, and when each was last mailed "starts soon". */
export function notificationsRepo(db: Kysely<DB>) {
  return {
    /**
     * One notification of an event to each recipient, once: a recipient who has it already (another
     * process or an earlier run made it) is skipped. A recipient's own params (their prize) go over the
     * event's. The rows made.
     */
    async insertMany(
      trx: Transaction<DB>,
      e: { kind: NotificationKind; subject: string; params: Record<string, string>; at: Date },
      recipients: readonly { userId: number; link: string; params?: Record<string, string> }[],
    ) {
      if (recipients.length === 0) return [];
      // Arrays, whatever their length: a VALUES list would run out of parameters at ~10,000 rows.
      const { rows } = await sql<{ id: number; user_id: number }>`
        insert into notifications (user_id, kind, subject, params, link, created_at)
        select r.user_id, ${e.kind}, ${e.subject}, ${JSON.stringify(e.params)}::jsonb || r.params, r.link, ${e.at}
        from unnest(
          ${recipients.map((r) => r.userId)}::int[],
          ${recipients.map((r) => r.link)}::text[],
          ${recipients.map((r) => JSON.stringify(r.params ?? {}))}::jsonb[]
        ) as r (user_id, link, params)
        on conflict (user_id, kind, subject) do nothing
        returning id, user_id`.execute(trx);
      return rows;
    },

    /**
     * This transaction's turn at an event's notifications (a transaction-level advisory lock): false when
     * another process is making them now, whose commit tells every recipient.
     */
    async takeTurn(trx: Transaction<DB>, subject: string) {
      const { rows } = await sql<{ got: boolean }>`
        select pg_try_advisory_xact_lock(hashtext(${`notifications:${subject}`})) as got`.execute(trx);
      return rows[0]!.got;
    },

    /** The player's newest `limit` (before an id, for the next page). */
    page: (userId: number, before: number | undefined, limit: number, q: Db = db) =>
      q
        .selectFrom('notifications')
        .select(listed)
        .where('user_id', '=', userId)
        .$if(before !== undefined, (b) => b.where('id', '<', before!))
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),

    async unreadCount(userId: number, q: Db = db) {
      const row = await q
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** How many of these ids are the player's. */
    async ownedCount(trx: Transaction<DB>, userId: number, ids: readonly number[]) {
      const row = await trx
        .selectFrom('notifications')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .where('id', 'in', [...ids])
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Marks the player's (these, or all) read; those read already keep their time. */
    async markRead(trx: Transaction<DB>, userId: number, ids: readonly number[] | 'all', at: Date) {
      await trx
        .updateTable('notifications')
        .set({ read_at: at })
        .where('user_id', '=', userId)
        .where('read_at', 'is', null)
        .$if(ids !== 'all', (b) => b.where('id', 'in', [...(ids as number[])]))
        .execute();
    },

    /** The player's email choices, kind by kind, where they made one. */
    choices: (userIds: readonly number[], q: Db = db) =>
      userIds.length === 0
        ? Promise.resolve([])
        : q
            .selectFrom('notification_preferences')
            .select(['user_id', 'kind', 'email'])
            .where('user_id', 'in', [...userIds])
            .execute(),

    async setChoices(
      trx: Transaction<DB>,
      userId: number,
      choices: readonly { kind: NotificationKind; email: boolean }[],
    ) {
      await trx
        .insertInto('notification_preferences')
        .values(choices.map((c) => ({ user_id: userId, kind: c.kind, email: c.email })))
        .onConflict((oc) =>
          oc.columns(['user_id', 'kind']).doUpdateSet((eb) => ({ email: eb.ref('excluded.email') })),
        )
        .execute();
    },

    /** The oldest notifications after `afterId` whose mail is undecided, locked for this mail job's pass. */
    async pendingMail(trx: Transaction<DB>, limit: number, afterId: number) {
      // Right after a big draw's rows, the statistics still say there are few: the planner would
      // fetch every pending row by bitmap and sort them all for the first `limit`, at every step.
      // Walking the pending index in order stops at `limit`.
      await sql`set local enable_bitmapscan = off`.execute(trx);
      const rows = await trx
        .selectFrom('notifications')
        .select([...listed, 'subject'])
        .where('mail', '=', 'pending')
        .where('id', '>', afterId)
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked()
        .execute();
      await sql`set local enable_bitmapscan = on`.execute(trx);
      return rows;
    },

    async setMail(trx: Transaction<DB>, ids: readonly number[], mail: 'sent' | 'skipped') {
      if (ids.length > 0)
        await trx
          .updateTable('notifications')
          .set({ mail })
          .where('id', 'in', [...ids])
          .execute();
    },

    /** The players' addresses and names (the players' identity, which every module may read). */
    contacts: (trx: Transaction<DB>, userIds: readonly number[]) =>
      trx
        .selectFrom('users')
        .select(['id', 'email', 'display_name'])
        .where('id', 'in', [...userIds])
        .execute(),

    /** When each of these players was last mailed "starts soon". */
    mailClocks: (trx: Transaction<DB>, userIds: readonly number[]) =>
      trx
        .selectFrom('notification_mail_clock')
        .select(['user_id', 'starts_soon_mailed_at'])
        .where('user_id', 'in', [...userIds])
        .execute(),

    async setMailClocks(trx: Transaction<DB>, userIds: readonly number[], at: Date) {
      if (userIds.length === 0) return;
      await trx
        .insertInto('notification_mail_clock')
        .values(userIds.map((id) => ({ user_id: id, starts_soon_mailed_at: at })))
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ starts_soon_mailed_at: at }))
        .execute();
    },
  };
}

export type NotificationsRepo = ReturnType<typeof notificationsRepo>;
export type NotificationRow = Awaited<ReturnType<NotificationsRepo['page']>>[number];

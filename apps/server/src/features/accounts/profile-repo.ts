import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

/** The profile's reads and writes of a player's own row (names, email, password). */
export function profileRepo(db: Kysely<DB>) {
  return {
    find: (userId: number) =>
      db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow(),

    /** Players whose email or display name contains `needle` (lower case), or whose id it is; exact first. */
    search(needle: string) {
      const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const id = /^\d{1,9}$/.test(needle) ? Number(needle) : 0;
      return db
        .selectFrom('users')
        .select(['id', 'display_name', 'email', 'role', 'club'])
        .where((eb) =>
          eb.or([
            eb('id', '=', id),
            eb(sql`lower(email)`, 'like', pattern),
            eb(sql`lower(display_name)`, 'like', pattern),
          ]),
        )
        .orderBy(sql`(id = ${id} or lower(email) = ${needle} or lower(display_name) = ${needle})`, 'desc')
        .orderBy('id')
        .limit(20)
        .execute();
    },

    async emailTakenByOther(email: string, userId: number) {
      const row = await db
        .selectFrom('users')
        .select('id')
        .where(sql`lower(email)`, '=', email.toLowerCase())
        .where('id', '!=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async update(
      userId: number,
      set: { first_name?: string; last_name?: string; email?: string; password_hash?: string },
      q: Kysely<DB> | Transaction<DB> = db,
    ) {
      await q.updateTable('users').set(set).where('id', '=', userId).execute();
    },
  };
}

import type { Profile, User } from '@powerplay/contracts';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { SessionRepo } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { hashPassword, verifyPassword } from './passwords';

/** The player's profile (spec 001 Profile/Settings): names and email editable, display name read-only. */
export function profileService(deps: { db: Kysely<DB>; sessions: SessionRepo }) {
  const { db, sessions } = deps;

  async function get(userId: number): Promise<Profile> {
    const u = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    return {
      displayName: u.display_name,
      email: u.email,
      firstName: u.first_name,
      lastName: u.last_name,
      country: u.country as Profile['country'],
      province: u.province,
      club: u.club,
    };
  }

  return {
    get,
    /** Players whose email or display name contains `search` (or whose id it is), best matches first. */
    async search(search: string): Promise<User[]> {
      const needle = search.toLowerCase();
      const pattern = `%${needle.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const id = /^\d{1,9}$/.test(needle) ? Number(needle) : 0;
      const rows = await db
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
      return rows.map((u) => ({
        id: u.id,
        displayName: u.display_name,
        email: u.email,
        role: u.role,
        club: u.club,
      }));
    },
    async update(
      userId: number,
      patch: { firstName?: string | undefined; lastName?: string | undefined; email?: string | undefined },
    ) {
      if (patch.email) {
        const taken = await db
          .selectFrom('users')
          .select('id')
          .where(sql`lower(email)`, '=', patch.email.toLowerCase())
          .where('id', '!=', userId)
          .executeTakeFirst();
        if (taken) throw new AppError('EMAIL_TAKEN');
      }
      const set = {
        ...(patch.firstName !== undefined && { first_name: patch.firstName }),
        ...(patch.lastName !== undefined && { last_name: patch.lastName }),
        ...(patch.email !== undefined && { email: patch.email }),
      };
      if (Object.keys(set).length > 0) {
        try {
          await db.updateTable('users').set(set).where('id', '=', userId).execute();
        } catch (err) {
          if ((err as { code?: string }).code === '23505') throw new AppError('EMAIL_TAKEN');
          throw err;
        }
      }
      return get(userId);
    },

    /** Needs the current password; signs out every other session of the account. */
    async changePassword(userId: number, currentSessionId: string | null, current: string, next: string) {
      const u = await db
        .selectFrom('users')
        .select('password_hash')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(u.password_hash, current))) throw new AppError('PASSWORD_CURRENT_WRONG');
      await db
        .updateTable('users')
        .set({ password_hash: await hashPassword(next) })
        .where('id', '=', userId)
        .execute();
      await sessions.revokeAllOf(userId, currentSessionId ?? undefined);
    },
  };
}
export type ProfileService = ReturnType<typeof profileService>;

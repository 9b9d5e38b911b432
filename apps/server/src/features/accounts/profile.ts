import type { Profile, User } from '@powerplay/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { assertOperator, type Actor } from '../../platform/actor';
import type { SessionRepo } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import { hashPassword, verifyPassword } from './passwords';
import { profileRepo } from './profile-repo';

/**
 * The player's profile (docs/rules/accounts.md "Profile"): names and email editable, display name read-only.
 */
export function profileService(deps: { db: Kysely<DB>; sessions: SessionRepo }) {
  const { sessions } = deps;
  const repo = profileRepo(deps.db);

  async function get(userId: number): Promise<Profile> {
    const u = await repo.find(userId);
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
    async search(actor: Actor, search: string): Promise<User[]> {
      assertOperator(actor);
      const rows = await repo.search(search.toLowerCase());
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
        if (await repo.emailTakenByOther(patch.email, userId)) throw new AppError('EMAIL_TAKEN');
      }
      const set = {
        ...(patch.firstName !== undefined && { first_name: patch.firstName }),
        ...(patch.lastName !== undefined && { last_name: patch.lastName }),
        ...(patch.email !== undefined && { email: patch.email }),
      };
      if (Object.keys(set).length > 0) {
        try {
          await deps.db.transaction().execute(async (trx) => {
            await repo.update(userId, set, trx);
            // The email is part of the signed-in user every process caches.
            if (set.email !== undefined) await sessions.usersChanged(trx, [userId]);
          });
        } catch (err) {
          if ((err as { code?: string }).code === '23505') throw new AppError('EMAIL_TAKEN');
          throw err;
        }
      }
      return get(userId);
    },

    /** Needs the current password; signs out every other session of the account. */
    async changePassword(userId: number, currentSessionId: string | null, current: string, next: string) {
      const u = await repo.find(userId);
      if (!(await verifyPassword(u.password_hash, current))) throw new AppError('PASSWORD_CURRENT_WRONG');
      await repo.update(userId, { password_hash: await hashPassword(next) });
      await sessions.revokeAllOf(userId, currentSessionId ?? undefined);
    },
  };
}
export type ProfileService = ReturnType<typeof profileService>;

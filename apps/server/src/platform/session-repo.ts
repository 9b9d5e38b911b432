import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB, SessionsTable } from '../db/schema';

// The sessions' queries (`sessions`); platform/auth.ts caches and announces what they change.

export async function insertSession(db: Kysely<DB>, row: Insertable<SessionsTable>): Promise<void> {
  await db.insertInto('sessions').values(row).execute();
}

/** The user of a session that is live at `now` (not revoked, not expired, its account not suspended). */
export function findSessionUser(db: Kysely<DB>, sessionId: string, now: Date) {
  return (
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select([
        'users.id',
        'users.display_name',
        'users.email',
        'users.role',
        'users.club',
        'sessions.expires_at',
      ])
      .where('sessions.id', '=', sessionId)
      .where('sessions.revoked_at', 'is', null)
      .where('sessions.expires_at', '>', now)
      // A suspension revokes the account's sessions; this also refuses one a racing sign-in made.
      .where('users.suspended_at', 'is', null)
      .executeTakeFirst()
  );
}

/** Revokes the session if it is not already; the ids it revoked (none or one). */
export function revokeSession(trx: Transaction<DB>, sessionId: string, at: Date) {
  return trx
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
}

/** Revokes every live session of a user but `exceptSessionId`; the ids it revoked. */
export function revokeSessionsOf(trx: Transaction<DB>, userId: number, at: Date, exceptSessionId?: string) {
  let q = trx
    .updateTable('sessions')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (exceptSessionId) q = q.where('id', '!=', exceptSessionId);
  return q.returning('id').execute();
}

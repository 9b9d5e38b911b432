import { sql, type Kysely, type Selectable } from 'kysely';
import type { User } from '@powerplay/contracts';
import type { DB, UsersTable } from '../../db/schema';

export type UserRow = Selectable<UsersTable>;

// Advisory lock namespaces (the first key of pg_advisory_xact_lock(int, int)) for sign-in attempts.
const LOCK_ACCOUNT = 0x4c4f4741; // "LOGA"
const LOCK_IP = 0x4c4f4749; // "LOGI"

export const toUser = (r: UserRow): User => ({
  id: r.id,
  displayName: r.display_name,
  email: r.email,
  role: r.role,
  club: r.club,
});

export function accountsRepo(db: Kysely<DB>) {
  return {
    findByLogin(login: string) {
      const key = login.toLowerCase();
      return db
        .selectFrom('users')
        .selectAll()
        .where((eb) => eb.or([eb(sql`lower(email)`, '=', key), eb(sql`lower(display_name)`, '=', key)]))
        .executeTakeFirst();
    },
    async takenFields(email: string, displayName: string) {
      const rows = await db
        .selectFrom('users')
        .select([
          sql<boolean>`lower(email) = ${email.toLowerCase()}`.as('email_taken'),
          sql<boolean>`lower(display_name) = ${displayName.toLowerCase()}`.as('name_taken'),
        ])
        .where((eb) =>
          eb.or([
            eb(sql`lower(email)`, '=', email.toLowerCase()),
            eb(sql`lower(display_name)`, '=', displayName.toLowerCase()),
          ]),
        )
        .execute();
      return { email: rows.some((r) => r.email_taken), displayName: rows.some((r) => r.name_taken) };
    },
    insert(values: {
      displayName: string;
      email: string;
      passwordHash: string;
      role: 'player' | 'operator';
      country: string;
      province: string;
      acceptedTermsAt: Date;
    }) {
      return db
        .insertInto('users')
        .values({
          display_name: values.displayName,
          email: values.email,
          password_hash: values.passwordHash,
          role: values.role,
          country: values.country,
          province: values.province,
          over18: true,
          accepted_terms_at: values.acceptedTermsAt,
          created_at: values.acceptedTermsAt,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    /**
     * Admits one sign-in attempt, or refuses it when the account or the address is at its limit.
     * Under transaction-scoped advisory locks on the account and on the address, it counts the recent
     * failures and records this attempt as one before the password is checked, so parallel attempts
     * queue here and at most `max` are ever evaluated per window. The password check (argon2) runs
     * after the commit, holding no connection; a right password then forgets the attempt.
     */
    admitAttempt(attempt: {
      userId: number | null;
      ip: string;
      at: Date;
      account: { since: Date; max: number };
      perIp: { since: Date; max: number };
    }): Promise<{ refused: 'account' | 'ip' } | { attemptId: number }> {
      const { userId, ip, at, account, perIp } = attempt;
      return db.transaction().execute(async (trx) => {
        // Always the account first, then the address: one order, so no two attempts deadlock.
        if (userId !== null) {
          await sql`select pg_advisory_xact_lock(${LOCK_ACCOUNT}::int, ${userId}::int)`.execute(trx);
        }
        await sql`select pg_advisory_xact_lock(${LOCK_IP}::int, hashtext(${ip}))`.execute(trx);
        const row = await trx
          .selectFrom('login_failures')
          .select([
            sql<number>`count(*) filter (where user_id = ${userId} and created_at > ${account.since})`.as(
              'account',
            ),
            sql<number>`count(*) filter (where ip = ${ip} and created_at > ${perIp.since})`.as('ip'),
          ])
          .where((eb) =>
            eb.or([
              eb.and([eb('user_id', '=', userId), eb('created_at', '>', account.since)]),
              eb.and([eb('ip', '=', ip), eb('created_at', '>', perIp.since)]),
            ]),
          )
          .executeTakeFirstOrThrow();
        if (Number(row.account) >= account.max) return { refused: 'account' as const };
        if (Number(row.ip) >= perIp.max) return { refused: 'ip' as const };
        const { id } = await trx
          .insertInto('login_failures')
          .values({ user_id: userId, ip, created_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { attemptId: Number(id) };
      });
    },
    /** The password was right: the admitted attempt is not a failure. */
    async forgetAttempt(attemptId: number) {
      await db.deleteFrom('login_failures').where('id', '=', attemptId).execute();
    },
  };
}
export type AccountsRepo = ReturnType<typeof accountsRepo>;

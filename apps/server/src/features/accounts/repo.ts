import { sql, type Kysely, type Selectable } from 'kysely';
import type { User } from '@powerplay/contracts';
import { LOGIN_THROTTLE, type LoginAttemptDecision, type RecentLoginFailures } from '@powerplay/domain';
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
      role: 'player' | 'operator' | 'platform';
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
     * Admits one sign-in attempt, or refuses it. Under transaction-scoped advisory locks on the account
     * and on the address, it reads the recent failures of the source (account + address), the address
     * and the account, lets `decide` (the domain's throttle) judge, and records an admitted attempt as a
     * failure before the password is checked, so parallel attempts queue here and the limits are exact.
     * The password check (argon2) runs after the commit, holding no connection; a right password then
     * forgets the attempt.
     */
    admitAttempt(
      attempt: { userId: number | null; ip: string; at: Date },
      decide: (failures: RecentLoginFailures) => LoginAttemptDecision,
    ): Promise<Extract<LoginAttemptDecision, { admit: false }> | { admit: true; attemptId: number }> {
      const { userId, ip, at } = attempt;
      const sourceSince = new Date(at.getTime() - LOGIN_THROTTLE.perSource.windowMs);
      const ipSince = new Date(at.getTime() - LOGIN_THROTTLE.perIp.windowMs);
      const accountSince = new Date(at.getTime() - LOGIN_THROTTLE.perAccount.windowMs);
      return db.transaction().execute(async (trx) => {
        // Always the account first, then the address: one order, so no two attempts deadlock.
        if (userId !== null) {
          await sql`select pg_advisory_xact_lock(${LOCK_ACCOUNT}::int, ${userId}::int)`.execute(trx);
        }
        await sql`select pg_advisory_xact_lock(${LOCK_IP}::int, hashtext(${ip}))`.execute(trx);
        const mine = sql`user_id = ${userId}`;
        const row = await trx
          .selectFrom('login_failures')
          .select([
            sql<string>`count(*) filter (where ${mine} and ip = ${ip} and created_at > ${sourceSince})`.as(
              'source_count',
            ),
            sql<Date | null>`min(created_at) filter (where ${mine} and ip = ${ip} and created_at > ${sourceSince})`.as(
              'source_oldest',
            ),
            sql<string>`count(*) filter (where ip = ${ip} and created_at > ${ipSince})`.as('ip_count'),
            sql<Date | null>`min(created_at) filter (where ip = ${ip} and created_at > ${ipSince})`.as(
              'ip_oldest',
            ),
            sql<string>`count(*) filter (where ${mine} and created_at > ${accountSince})`.as('account_count'),
            sql<Date | null>`max(created_at) filter (where ${mine} and created_at > ${accountSince})`.as(
              'account_last',
            ),
          ])
          .where((eb) =>
            eb.or([
              eb.and([eb('user_id', '=', userId), eb('created_at', '>', accountSince)]),
              eb.and([eb('ip', '=', ip), eb('created_at', '>', ipSince)]),
            ]),
          )
          .executeTakeFirstOrThrow();
        const asDate = (d: Date | string | null) => (d === null ? null : new Date(d));
        const decision = decide({
          source: { count: Number(row.source_count), oldestAt: asDate(row.source_oldest) },
          ip: { count: Number(row.ip_count), oldestAt: asDate(row.ip_oldest) },
          account: { count: Number(row.account_count), lastAt: asDate(row.account_last) },
        });
        if (!decision.admit) return decision;
        const { id } = await trx
          .insertInto('login_failures')
          .values({ user_id: userId, ip, created_at: at })
          .returning('id')
          .executeTakeFirstOrThrow();
        return { admit: true as const, attemptId: Number(id) };
      });
    },
    /** The password was right: the admitted attempt is not a failure. */
    async forgetAttempt(attemptId: number) {
      await db.deleteFrom('login_failures').where('id', '=', attemptId).execute();
    },
  };
}
export type AccountsRepo = ReturnType<typeof accountsRepo>;

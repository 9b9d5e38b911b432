import { sql, type Kysely, type Selectable } from 'kysely';
import type { User } from '@powerplay/contracts';
import type { DB, UsersTable } from '../../db/schema';

export type UserRow = Selectable<UsersTable>;

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
    async recentFailures(userId: number | null, ip: string, accountSince: Date, ipSince: Date) {
      const row = await db
        .selectFrom('login_failures')
        .select([
          sql<number>`count(*) filter (where user_id = ${userId} and created_at > ${accountSince})`.as(
            'account',
          ),
          sql<number>`count(*) filter (where ip = ${ip} and created_at > ${ipSince})`.as('ip'),
        ])
        .where((eb) =>
          eb.or([
            eb.and([eb('user_id', '=', userId), eb('created_at', '>', accountSince)]),
            eb.and([eb('ip', '=', ip), eb('created_at', '>', ipSince)]),
          ]),
        )
        .executeTakeFirstOrThrow();
      return { account: Number(row.account), ip: Number(row.ip) };
    },
    async recordFailure(userId: number | null, ip: string, at: Date) {
      await db.insertInto('login_failures').values({ user_id: userId, ip, created_at: at }).execute();
    },
  };
}
export type AccountsRepo = ReturnType<typeof accountsRepo>;

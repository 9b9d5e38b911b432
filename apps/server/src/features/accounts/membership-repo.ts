import type { Insertable, Kysely, Transaction } from 'kysely';
import type { DB, SubscriptionsTable } from '../../db/schema';
import type { Club } from '@powerplay/domain';

type Db = Kysely<DB> | Transaction<DB>;

/** The membership's queries: the one writer of `subscriptions` and of `users.club`. */
export function membershipRepo(db: Kysely<DB>) {
  const subscriptionColumns = [
    'subscription_id',
    'product_id',
    'sport',
    'games',
    'started_at',
    'expires_at',
  ] as const;

  return {
    /** The player's club, home and suspension, under FOR NO KEY UPDATE (see `lockPlayer`). */
    lockStanding: (trx: Transaction<DB>, userId: number) =>
      trx
        .selectFrom('users')
        .select(['club', 'country', 'province', 'suspended_at'])
        .where('id', '=', userId)
        .forNoKeyUpdate()
        .executeTakeFirstOrThrow(),

    async insertSubscriptions(trx: Transaction<DB>, rows: Insertable<SubscriptionsTable>[]): Promise<void> {
      await trx.insertInto('subscriptions').values(rows).execute();
    },

    /** Raises the player's club to `club` from any of `lower`; returns the ids it changed (none or one). */
    raiseClub: (trx: Transaction<DB>, userId: number, club: Club, lower: Club[]) =>
      trx
        .updateTable('users')
        .set({ club })
        .where('id', '=', userId)
        .where('club', 'in', lower)
        .returning('id')
        .execute(),

    userExists: async (userId: number): Promise<boolean> =>
      (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined,

    plans: (userId: number, q: Db = db) =>
      q
        .selectFrom('subscriptions')
        .select(['sport', 'games', 'started_at', 'expires_at'])
        .where('user_id', '=', userId)
        .execute(),

    /** Every subscription of the player, newest first (at most 200). */
    subscriptionsOf: (userId: number) =>
      db
        .selectFrom('subscriptions')
        .select(subscriptionColumns)
        .where('user_id', '=', userId)
        .orderBy('started_at', 'desc')
        .orderBy('subscription_id', 'desc')
        .limit(200)
        .execute(),

    /** The player's subscriptions started by `at` and not expired then, oldest first. */
    subscriptionsInForce: (userId: number, at: Date) =>
      db
        .selectFrom('subscriptions')
        .select(subscriptionColumns)
        .where('user_id', '=', userId)
        .where('started_at', '<=', at)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', at)]))
        .orderBy('started_at')
        .orderBy('subscription_id')
        .execute(),
  };
}

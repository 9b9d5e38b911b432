import { clubs, type Club, type Plan, type Residence } from '@powerplay/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB, SubscriptionsTable } from '../../db/schema';
import type { SessionRepo } from '../../platform/auth';

type Db = Kysely<DB> | Transaction<DB>;

/** What the entry and spend checks need to know about a player, read under the player's lock. */
export interface PlayerStanding {
  club: Club;
  home: Residence;
  /** Suspended by an operator (player care): nothing may be paid out. */
  suspended: boolean;
}

export type NewPlan = Omit<SubscriptionsTable, 'user_id'>;

/**
 * A player's membership: club and subscriptions. The only writer of `users.club` and `subscriptions`,
 * and the one place that serialises a player's guarded steps (entering, spending).
 */
export function membershipService(deps: { db: Kysely<DB>; sessions: SessionRepo }) {
  const { db, sessions } = deps;

  return {
    /**
     * Locks the player's row for the rest of the transaction, so a limit check and the write it guards
     * are one step per player. FOR NO KEY UPDATE is the lock the ledger's debit trigger takes and an
     * UPDATE of the club takes: a use case that locks here first never upgrades a lock later, so two of
     * them cannot deadlock (a stronger FOR UPDATE would also wait on other rows' foreign-key checks).
     */
    async lockPlayer(trx: Transaction<DB>, userId: number): Promise<PlayerStanding> {
      const row = await trx
        .selectFrom('users')
        .select(['club', 'country', 'province', 'suspended_at'])
        .where('id', '=', userId)
        .forNoKeyUpdate()
        .executeTakeFirstOrThrow();
      return {
        club: row.club,
        home: { country: row.country, province: row.province },
        suspended: row.suspended_at !== null,
      };
    },

    /** Plans bought with an order; the club only ever goes up with a purchase. Call under `lockPlayer`. */
    async grantPlans(trx: Transaction<DB>, userId: number, plans: NewPlan[], club: Club) {
      if (plans.length > 0)
        await trx
          .insertInto('subscriptions')
          .values(plans.map((p) => ({ ...p, user_id: userId })))
          .execute();
      const lower = clubs.slice(0, clubs.indexOf(club));
      if (lower.length === 0) return;
      const upgraded = await trx
        .updateTable('users')
        .set({ club })
        .where('id', '=', userId)
        .where('club', 'in', lower)
        .returning('id')
        .execute();
      // The club is part of the signed-in user every process caches (it opens live score powerplays).
      await sessions.usersChanged(
        trx,
        upgraded.map((u) => u.id),
      );
    },

    async exists(userId: number): Promise<boolean> {
      return (
        (await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined
      );
    },

    /** The player's plans, as the allowance rule reads them. */
    async plans(userId: number, q: Db = db): Promise<Plan[]> {
      const rows = await q
        .selectFrom('subscriptions')
        .select(['sport', 'games', 'started_at', 'expires_at'])
        .where('user_id', '=', userId)
        .execute();
      return rows.map((r) => ({
        sport: r.sport,
        games: r.games,
        startedAt: r.started_at.getTime(),
        expiresAt: r.expires_at?.getTime() ?? null,
      }));
    },

    /** Every subscription the player has had, newest first (player care). */
    subscriptionsOf(userId: number) {
      return db
        .selectFrom('subscriptions')
        .select(['subscription_id', 'product_id', 'sport', 'games', 'started_at', 'expires_at'])
        .where('user_id', '=', userId)
        .orderBy('started_at', 'desc')
        .orderBy('subscription_id', 'desc')
        .limit(200)
        .execute();
    },

    /** The player's subscriptions in force at `at` (started, not expired), oldest first. */
    async subscriptionsInForce(userId: number, at: Date) {
      return db
        .selectFrom('subscriptions')
        .select(['subscription_id', 'product_id', 'sport', 'games', 'started_at', 'expires_at'])
        .where('user_id', '=', userId)
        .where('started_at', '<=', at)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', at)]))
        .orderBy('started_at')
        .orderBy('subscription_id')
        .execute();
    },
  };
}
export type MembershipService = ReturnType<typeof membershipService>;

import { clubs, type Club, type Plan, type Residence } from '@powerplay/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB, SubscriptionsTable } from '../../db/schema';
import type { SessionRepo } from '../../platform/auth';
import { membershipRepo } from './membership-repo';

type Db = Kysely<DB> | Transaction<DB>;

/** What the entry and spend checks need to know about a player, read under the player's lock. */
export interface PlayerStanding {
  club: Club;
  home: Residence;
  /** Suspended by an operator (player care): nothing may be paid out. */
  suspended: boolean;
}

export type NewPlan = Omit<SubscriptionsTable, 'user_id' | 'partner_id'>;

/**
 * A player's membership: club and subscriptions. The only writer of `users.club` and `subscriptions`,
 * and the one place that serialises a player's guarded steps (entering, spending).
 */
export function membershipService(deps: { db: Kysely<DB>; sessions: SessionRepo }) {
  const { sessions } = deps;
  const repo = membershipRepo(deps.db);

  return {
    /**
     * Locks the player's row for the rest of the transaction, so a limit check and the write it guards
     * are one step per player. FOR NO KEY UPDATE is the lock the ledger's debit trigger takes and an
     * UPDATE of the club takes: a use case that locks here first never upgrades a lock later, so two of
     * them cannot deadlock (a stronger FOR UPDATE would also wait on other rows' foreign-key checks).
     */
    async lockPlayer(trx: Transaction<DB>, userId: number): Promise<PlayerStanding> {
      const row = await repo.lockStanding(trx, userId);
      return {
        club: row.club,
        home: { country: row.country, province: row.province },
        suspended: row.suspended_at !== null,
      };
    },

    /** Plans bought with an order; the club only ever goes up with a purchase. Call under `lockPlayer`. */
    async grantPlans(trx: Transaction<DB>, userId: number, plans: NewPlan[], club: Club) {
      if (plans.length > 0)
        await repo.insertSubscriptions(
          trx,
          plans.map((p) => ({ ...p, user_id: userId })),
        );
      const lower = clubs.slice(0, clubs.indexOf(club));
      if (lower.length === 0) return;
      const upgraded = await repo.raiseClub(trx, userId, club, lower);
      // The club is part of the signed-in user every process caches (it opens live score powerplays).
      await sessions.usersChanged(
        trx,
        upgraded.map((u) => u.id),
      );
    },

    exists: (userId: number): Promise<boolean> => repo.userExists(userId),

    /** The player's plans, as the allowance rule reads them. */
    async plans(userId: number, q?: Db): Promise<Plan[]> {
      const rows = await repo.plans(userId, q);
      return rows.map((r) => ({
        sport: r.sport,
        games: r.games,
        startedAt: r.started_at.getTime(),
        expiresAt: r.expires_at?.getTime() ?? null,
      }));
    },

    /** Every subscription the player has had, newest first (player care). */
    subscriptionsOf: (userId: number) => repo.subscriptionsOf(userId),

    /** The player's subscriptions in force at `at` (started, not expired), oldest first. */
    subscriptionsInForce: (userId: number, at: Date) => repo.subscriptionsInForce(userId, at),
  };
}
export type MembershipService = ReturnType<typeof membershipService>;

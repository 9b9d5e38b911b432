import { limitKeys, type Limits, type ResponsibleGamingResponse } from '@powerplay/contracts';
import { exclusionUntil, limitEffectiveAt, withinLimit, type ExclusionPeriod } from '@powerplay/domain';
import { createHmac } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';
import type { MembershipService } from '../accounts';
import type { LedgerService } from '../ledger';
import { responsibleGamingRepo } from './repo';

type Db = Kysely<DB> | Transaction<DB>;
const DAY = 86_400_000;
const windows = { daily: DAY, weekly: 7 * DAY, monthly: 30 * DAY } as const;
const labels: Record<keyof Limits, string> = {
  dailyEntries: 'daily entry limit',
  weeklyEntries: 'weekly entry limit',
  monthlyEntries: 'monthly entry limit',
  dailySpendCents: 'daily spend limit',
  weeklySpendCents: 'weekly spend limit',
  monthlySpendCents: 'monthly spend limit',
};

/**
 * Self-imposed limits and self-exclusion, enforced by the server wherever a player enters a contest (the
 * entries service) or spends (store orders). Lowering a limit applies at once; raising it waits 48 hours.
 * Callers run the checks under the player's lock (membership `lockPlayer`), so a check and the write it
 * guards are one step per player.
 */
export function responsibleGamingService(deps: {
  db: Kysely<DB>;
  clock: Clock;
  ledger: LedgerService;
  membership: MembershipService;
  /** The key of the registry's email hashes (the same on every process and partner). */
  registryKey: string;
}) {
  const { db, clock, ledger, membership } = deps;
  const repo = responsibleGamingRepo(db);
  /** An email as the registry keys it: HMAC-SHA256 of its trimmed lower case, never the email itself. */
  const keyOf = (email: string) =>
    createHmac('sha256', deps.registryKey).update(email.trim().toLowerCase()).digest('base64url');

  /** The one refusal of an excluded person, wherever they try (docs/rules/accounts.md "Self-exclusion"). */
  function excluded(until: Date | null): never {
    const when = until
      ? new Intl.DateTimeFormat('en-US', {
          timeZone: 'America/New_York',
          dateStyle: 'medium',
          timeStyle: 'short',
        }).format(until) + ' ET'
      : 'you ask support to lift it (permanent)';
    throw new AppError('SELF_EXCLUDED', { params: { until: when } });
  }

  /** Excluded here, or on any partner under this player's email (the registry). */
  async function assertNotExcluded(q: Db, userId: number, at: Date) {
    const ex = await repo.exclusion(userId, at, q);
    if (ex) excluded(ex.until);
    const { email } = await repo.email(userId, q);
    const registered = await repo.registered(keyOf(email), at, q);
    if (registered) excluded(registered.until);
  }

  /**
   * Not excluded, and `amount` more stays within each of the daily, weekly and monthly limits given
   * (`used` reads what was used since a time).
   */
  async function assertWithin(
    q: Db,
    userId: number,
    amount: number,
    keys: readonly [keyof Limits, keyof Limits, keyof Limits],
    used: (since: Date) => Promise<number>,
  ) {
    const now = clock.now();
    await assertNotExcluded(q, userId, now);
    const limits = await repo.limitsInForce(userId, now, q);
    const spans = [windows.daily, windows.weekly, windows.monthly];
    for (const [i, key] of keys.entries()) {
      if (limits[key] === null) continue;
      const sofar = await used(new Date(now.getTime() - spans[i]!));
      if (!withinLimit(limits[key], sofar, amount))
        throw new AppError('LIMIT_REACHED', { params: { limit: labels[key] } });
    }
  }

  return {
    /**
     * Those of these players (with their emails) self-excluded at `at`, here or on any partner: the mail
     * they may get is account and withdrawal mail only.
     */
    async excludedAmong(q: Db, players: readonly { userId: number; email: string }[], at: Date) {
      const here = await repo.excludedAmong(
        players.map((p) => p.userId),
        at,
        q,
      );
      const keys = new Map(players.map((p) => [keyOf(p.email), p.userId]));
      const registered = await repo.registeredAmong([...keys.keys()], at, q);
      return new Set([...here, ...registered.map((k) => keys.get(k)!)]);
    },

    async status(userId: number): Promise<ResponsibleGamingResponse> {
      const now = clock.now();
      const [limits, pending, ex, user] = await Promise.all([
        repo.limitsInForce(userId, now),
        repo.pendingLimits(userId, now),
        repo.exclusion(userId, now),
        repo.email(userId),
      ]);
      return {
        limits,
        pending: pending.map((p) => ({
          key: p.key,
          value: p.value,
          effectiveAt: p.effective_at.toISOString(),
        })),
        selfExcludedUntil: ex?.until?.toISOString() ?? null,
        permanentlyExcluded: ex !== undefined && ex.until === null,
        emailVerified: user.email_verified_at !== null,
      };
    },

    async setLimits(userId: number, requested: Partial<Limits>) {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        // One player's limit changes run one at a time.
        await membership.lockPlayer(trx, userId);
        const current = await repo.limitsInForce(userId, now, trx);
        for (const key of limitKeys) {
          if (!(key in requested)) continue;
          const value = requested[key] ?? null;
          // A new request replaces any change still waiting for its 48 hours; asking for the limit in
          // force just cancels the waiting one.
          const next =
            value === current[key]
              ? undefined
              : { value, effectiveAt: new Date(limitEffectiveAt(current[key], value, now.getTime())) };
          await repo.replacePending(trx, { userId, key, now, next });
        }
      });
    },

    /** Excludes the player here, and on every partner when the email is confirmed (the registry). */
    async selfExclude(userId: number, period: ExclusionPeriod) {
      const now = clock.now();
      const end = exclusionUntil(period, now.getTime());
      const until = end === null ? null : new Date(end);
      await db.transaction().execute(async (trx) => {
        await repo.addExclusion(userId, now, until, trx);
        const user = await repo.email(userId, trx);
        if (user.email_verified_at) await repo.register(trx, keyOf(user.email), until, now);
      });
    },

    /** The email just confirmed: an exclusion in force now covers every partner too (its transaction). */
    async emailVerified(trx: Transaction<DB>, userId: number) {
      const now = clock.now();
      const ex = await repo.exclusion(userId, now, trx);
      if (ex) await repo.register(trx, keyOf((await repo.email(userId, trx)).email), ex.until, now);
    },

    /** Before a sign-up on any partner: refused for an email the registry excludes. */
    async assertEmailNotExcluded(email: string) {
      const registered = await repo.registered(keyOf(email), clock.now());
      if (registered) excluded(registered.until);
    },

    /** Before a new contest entry: not excluded, and within the entry limits (`entriesSince` counts). */
    async assertCanEnter(q: Db, userId: number, entriesSince: (since: Date) => Promise<number>) {
      await assertWithin(q, userId, 1, ['dailyEntries', 'weeklyEntries', 'monthlyEntries'], entriesSince);
    },

    /** Before spending cash: not excluded, and within the spend limits. */
    async assertCanSpend(q: Db, userId: number, amountCents: number) {
      await assertWithin(
        q,
        userId,
        amountCents,
        ['dailySpendCents', 'weeklySpendCents', 'monthlySpendCents'],
        (since) => ledger.spentSince(q, userId, since),
      );
    },
  };
}
export type ResponsibleGamingService = ReturnType<typeof responsibleGamingService>;

import { limitKeys, type Limits, type ResponsibleGamingResponse } from '@powerplay/contracts';
import { exclusionUntil, limitEffectiveAt, withinLimit, type ExclusionPeriod } from '@powerplay/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { AppError } from '../../platform/errors';

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
 * Self-imposed limits and self-exclusion, enforced by the server wherever a player enters a game or
 * spends (lottery entries, store orders). Lowering a limit applies at once; raising it waits 48 hours.
 */
export function responsibleGamingService(deps: { db: Kysely<DB>; clock: Clock }) {
  const { db, clock } = deps;

  async function limitsInForce(q: Db, userId: number, at: Date): Promise<Limits> {
    const rows = await q
      .selectFrom('rg_limits')
      .select(['key', 'value'])
      .distinctOn('key')
      .where('user_id', '=', userId)
      .where('effective_at', '<=', at)
      .orderBy('key')
      .orderBy('effective_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    const limits = Object.fromEntries(limitKeys.map((k) => [k, null])) as Limits;
    for (const r of rows)
      if ((limitKeys as string[]).includes(r.key)) limits[r.key as keyof Limits] = r.value;
    return limits;
  }

  async function exclusion(q: Db, userId: number, at: Date) {
    return q
      .selectFrom('rg_exclusions')
      .select(['until'])
      .where('user_id', '=', userId)
      .where('starts_at', '<=', at)
      .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', at)]))
      .orderBy(sql`until is null`, 'desc')
      .orderBy('until', 'desc')
      .executeTakeFirst();
  }

  async function assertNotExcluded(q: Db, userId: number, at: Date) {
    const ex = await exclusion(q, userId, at);
    if (ex) {
      const until = ex.until
        ? new Intl.DateTimeFormat('en-US', {
            timeZone: 'America/New_York',
            dateStyle: 'medium',
            timeStyle: 'short',
          }).format(ex.until) + ' ET'
        : 'you ask support to lift it (permanent)';
      throw new AppError('SELF_EXCLUDED', { params: { until } });
    }
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
    used: (since: Date) => Promise<{ used: number }>,
  ) {
    const now = clock.now();
    await assertNotExcluded(q, userId, now);
    const limits = await limitsInForce(q, userId, now);
    const spans = [windows.daily, windows.weekly, windows.monthly];
    for (const [i, key] of keys.entries()) {
      if (limits[key] === null) continue;
      const { used: sofar } = await used(new Date(now.getTime() - spans[i]!));
      if (!withinLimit(limits[key], Number(sofar), amount))
        throw new AppError('LIMIT_REACHED', { params: { limit: labels[key] } });
    }
  }

  return {
    async status(userId: number): Promise<ResponsibleGamingResponse> {
      const now = clock.now();
      const [limits, pending, ex] = await Promise.all([
        limitsInForce(db, userId, now),
        db
          .selectFrom('rg_limits')
          .select(['key', 'value', 'effective_at'])
          .where('user_id', '=', userId)
          .where('effective_at', '>', now)
          .orderBy('effective_at')
          .execute(),
        exclusion(db, userId, now),
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
      };
    },

    async setLimits(userId: number, requested: Partial<Limits>) {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        // Serialise one user's limit changes.
        await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
        const current = await limitsInForce(trx, userId, now);
        for (const key of limitKeys) {
          if (!(key in requested)) continue;
          const next = requested[key] ?? null;
          if (next === current[key]) {
            await trx
              .deleteFrom('rg_limits')
              .where('user_id', '=', userId)
              .where('key', '=', key)
              .where('effective_at', '>', now)
              .execute();
            continue;
          }
          // A new request replaces any change still waiting for its 48 hours.
          await trx
            .deleteFrom('rg_limits')
            .where('user_id', '=', userId)
            .where('key', '=', key)
            .where('effective_at', '>', now)
            .execute();
          await trx
            .insertInto('rg_limits')
            .values({
              user_id: userId,
              key,
              value: next,
              requested_at: now,
              effective_at: new Date(limitEffectiveAt(current[key], next, now.getTime())),
            })
            .execute();
        }
      });
    },

    async selfExclude(userId: number, period: ExclusionPeriod) {
      const now = clock.now();
      const until = exclusionUntil(period, now.getTime());
      await db
        .insertInto('rg_exclusions')
        .values({ user_id: userId, starts_at: now, until: until === null ? null : new Date(until) })
        .execute();
    },

    /** Before a new game entry: not excluded, and within the entry limits. */
    async assertCanEnter(q: Db, userId: number) {
      await assertWithin(q, userId, 1, ['dailyEntries', 'weeklyEntries', 'monthlyEntries'], (since) =>
        q
          .selectFrom('lottery_entries')
          .select(sql<number>`count(*)::int`.as('used'))
          .where('user_id', '=', userId)
          .where('created_at', '>', since)
          .executeTakeFirstOrThrow(),
      );
    },

    /** Before spending cash: not excluded, and within the spend limits. */
    async assertCanSpend(q: Db, userId: number, amountCents: number) {
      await assertWithin(
        q,
        userId,
        amountCents,
        ['dailySpendCents', 'weeklySpendCents', 'monthlySpendCents'],
        (since) =>
          q
            .selectFrom('ledger_entries')
            .select(sql<number>`coalesce(-sum(amount), 0)::bigint`.as('used'))
            .where('user_id', '=', userId)
            .where('kind', '=', 'purchase')
            .where('created_at', '>', since)
            .executeTakeFirstOrThrow(),
      );
    },
  };
}
export type ResponsibleGamingService = ReturnType<typeof responsibleGamingService>;

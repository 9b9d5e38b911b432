import { limitKeys, type Limits } from '@powerplay/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;

/** Limits are rows with the time each takes effect; the latest effective row per key is in force. */
export function responsibleGamingRepo(db: Kysely<DB>) {
  return {
    async limitsInForce(userId: number, at: Date, q: Db = db): Promise<Limits> {
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
    },

    /** Changes requested but waiting for their 48 hours. */
    pendingLimits(userId: number, now: Date) {
      return db
        .selectFrom('rg_limits')
        .select(['key', 'value', 'effective_at'])
        .where('user_id', '=', userId)
        .where('effective_at', '>', now)
        .orderBy('effective_at')
        .execute();
    },

    /** Drops a key's waiting change, and adds the new one when given. */
    async replacePending(
      trx: Transaction<DB>,
      v: { userId: number; key: keyof Limits; now: Date; next?: { value: number | null; effectiveAt: Date } },
    ) {
      await trx
        .deleteFrom('rg_limits')
        .where('user_id', '=', v.userId)
        .where('key', '=', v.key)
        .where('effective_at', '>', v.now)
        .execute();
      if (v.next)
        await trx
          .insertInto('rg_limits')
          .values({
            user_id: v.userId,
            key: v.key,
            value: v.next.value,
            requested_at: v.now,
            effective_at: v.next.effectiveAt,
          })
          .execute();
    },

    /** The exclusion in force at `at`: a permanent one first, else the one that ends last. */
    exclusion(userId: number, at: Date, q: Db = db) {
      return q
        .selectFrom('rg_exclusions')
        .select(['until'])
        .where('user_id', '=', userId)
        .where('starts_at', '<=', at)
        .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', at)]))
        .orderBy(sql`until is null`, 'desc')
        .orderBy('until', 'desc')
        .executeTakeFirst();
    },

    /** Those of these players excluded here at `at` (the registry's exclusions are read by email key). */
    async excludedAmong(userIds: readonly number[], at: Date, q: Db = db) {
      if (userIds.length === 0) return [];
      const rows = await q
        .selectFrom('rg_exclusions')
        .select('user_id')
        .distinct()
        .where('user_id', 'in', [...userIds])
        .where('starts_at', '<=', at)
        .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', at)]))
        .execute();
      return rows.map((r) => r.user_id);
    },

    /** Those of these email keys the registry excludes at `at`. */
    async registeredAmong(emailKeys: readonly string[], at: Date, q: Db = db) {
      if (emailKeys.length === 0) return [];
      const rows = await q
        .selectFrom('self_exclusion_registry')
        .select('email_key')
        .where('email_key', 'in', [...emailKeys])
        .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', at)]))
        .execute();
      return rows.map((r) => r.email_key);
    },

    async addExclusion(userId: number, startsAt: Date, until: Date | null, q: Db = db) {
      await q.insertInto('rg_exclusions').values({ user_id: userId, starts_at: startsAt, until }).execute();
    },

    /** The player's email and whether it is confirmed. */
    email: (userId: number, q: Db = db) =>
      q
        .selectFrom('users')
        .select(['email', 'email_verified_at'])
        .where('id', '=', userId)
        .executeTakeFirstOrThrow(),

    /** The registry's exclusion of an email's key in force at `at`, if any (every partner's). */
    registered: (emailKey: string, at: Date, q: Db = db) =>
      q
        .selectFrom('self_exclusion_registry')
        .select('until')
        .where('email_key', '=', emailKey)
        .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', at)]))
        .executeTakeFirst(),

    /** Records an exclusion of an email's key: the later end wins, and "permanent" over any end. */
    async register(trx: Transaction<DB>, emailKey: string, until: Date | null, at: Date) {
      await trx
        .insertInto('self_exclusion_registry')
        .values({ email_key: emailKey, until, recorded_at: at })
        .onConflict((oc) =>
          oc.column('email_key').doUpdateSet({
            until: sql`case when self_exclusion_registry.until is null or excluded.until is null then null
                       else greatest(self_exclusion_registry.until, excluded.until) end`,
            recorded_at: at,
          }),
        )
        .execute();
    },
  };
}

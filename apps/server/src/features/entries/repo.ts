import type { Sport } from '@powerplay/domain';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB, EntriesTable } from '../../db/schema';

type Db = Kysely<DB> | Transaction<DB>;
export type ContestKind = EntriesTable['contest_kind'];

export function entriesRepo(db: Kysely<DB>) {
  return {
    find(kind: ContestKind, contestId: number, userId: number, q: Db = db) {
      return q
        .selectFrom('entries')
        .select(['id', 'created_at'])
        .where('contest_kind', '=', kind)
        .where('contest_id', '=', contestId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    insert(
      trx: Transaction<DB>,
      v: { userId: number; kind: ContestKind; contestId: number; sport: Sport | null; at: Date },
    ) {
      return trx
        .insertInto('entries')
        .values({
          user_id: v.userId,
          contest_kind: v.kind,
          contest_id: v.contestId,
          sport: v.sport,
          created_at: v.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    },

    /**
     * Entries taken since a time, in every contest, or in one sport's contests from `since` to `until`;
     * `voided: false` leaves out the entries voided with their contest (the monthly allowance).
     */
    async count(
      userId: number,
      since: Date,
      filter: { sport?: Sport; until?: Date; voided?: false } = {},
      q: Db = db,
    ) {
      let query = q
        .selectFrom('entries')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('user_id', '=', userId)
        .where('created_at', '>', since);
      if (filter.sport) query = query.where('sport', '=', filter.sport);
      if (filter.until) query = query.where('created_at', '<', filter.until);
      if (filter.voided === false) query = query.where('voided_at', 'is', null);
      return (await query.executeTakeFirstOrThrow()).n;
    },

    /** Every player's entries after an entry's id, oldest first: a partner's entries feed. */
    after: (after: number, limit: number) =>
      db
        .selectFrom('entries')
        .select(['id', 'contest_kind', 'contest_id', 'user_id', 'created_at', 'voided_at'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(limit)
        .execute(),

    /** The player's latest entries in every contest, newest first, and how many there are in all. */
    async recent(userId: number, limit: number) {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('entries')
          .select(['id', 'contest_kind', 'contest_id', 'sport', 'created_at', 'voided_at'])
          .where('user_id', '=', userId)
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .execute(),
        db
          .selectFrom('entries')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: total.n };
    },

    /** Voids every entry of a contest not voided yet; answers those it voided. */
    voidContest(trx: Transaction<DB>, kind: ContestKind, contestId: number, at: Date) {
      return trx
        .updateTable('entries')
        .set({ voided_at: at })
        .where('contest_kind', '=', kind)
        .where('contest_id', '=', contestId)
        .where('voided_at', 'is', null)
        .returning(['id', 'user_id'])
        .execute();
    },
  };
}
export type EntriesRepo = ReturnType<typeof entriesRepo>;

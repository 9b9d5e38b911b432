import type { SportsPrizeRow, SportsSport } from '@powerplay/contracts';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { gameTypeOf, prizeRowOf } from './sports-views';

import { contestsWithEntries } from './contest-entries-repo';
import { matchesInChangeOrder, matchesInStartOrder } from './match-rows-repo';

type Db = Kysely<DB> | Transaction<DB>;

/** The contest row as the contracts show it, with the counts and the player's entry. */
function contestQuery(q: Db, userId: number | null) {
  return q
    .selectFrom('sports_contests as c')
    .innerJoin('sports_game_sets as g', 'g.id', 'c.game_set_id')
    .innerJoin('sports_game_types as t', 't.id', 'c.game_type_id')
    .select([
      'c.id',
      'c.name',
      'c.sponsor',
      'c.game_set_id',
      'c.game_type_id',
      'c.min_teams',
      'c.max_teams',
      'c.eligibility',
      'c.restriction',
      'c.prize_kind',
      'c.powerplay_kit',
      'c.settled_at',
      'c.min_players',
      'c.cancelled_at',
      't.sport_id',
      't.name as game_type_name',
      't.layout',
      't.rule',
      'g.league',
      'g.start_at',
      'g.status as game_set_status',
      'g.settled_at as game_set_settled_at',
      sql<number>`(select count(*) from sports_entries e where e.contest_id = c.id)::int`.as('entries'),
      sql<number>`coalesce((select max(case when r.kind = 'items' then coalesce(r.retail_value_cents, 0) else r.amount end)
                   from sports_prize_rows r where r.contest_id = c.id), 0)::bigint`.as('max_prize'),
      (userId === null
        ? sql<number | null>`null::int`
        : sql<
            number | null
          >`(select e.id from sports_entries e where e.contest_id = c.id and e.user_id = ${userId})`
      ).as('my_entry_id'),
    ]);
}

export type ContestRow = Awaited<ReturnType<ReturnType<typeof contestQuery>['executeTakeFirstOrThrow']>>;

export function sportsRepo(db: Kysely<DB>) {
  return {
    async sports(): Promise<SportsSport[]> {
      const sports = await db.selectFrom('sports').selectAll().orderBy('position').orderBy('id').execute();
      const types = await db
        .selectFrom('sports_game_types')
        .selectAll()
        .orderBy('sport_id')
        .orderBy('position')
        .orderBy('id')
        .execute();
      return sports.map((s) => ({
        id: s.id,
        slug: s.slug,
        name: s.name,
        leagueId: s.league_id,
        gameTypes: types.filter((t) => t.sport_id === s.id).map(gameTypeOf),
      }));
    },

    findSport: (id: number) => db.selectFrom('sports').selectAll().where('id', '=', id).executeTakeFirst(),

    findGameType: (id: number) =>
      db.selectFrom('sports_game_types').selectAll().where('id', '=', id).executeTakeFirst(),

    /**
     * The contests of these game types (or these contests) still taking entries at `now` (not cancelled),
     * soonest first: what a league's recurring contests are created on, and joined by a new member.
     */
    contestsTakingEntries(
      of: { gameTypeIds: readonly number[] } | { contestIds: readonly number[] },
      now: Date,
      q: Db = db,
    ) {
      const [column, ids] =
        'gameTypeIds' in of
          ? (['c.game_type_id', of.gameTypeIds] as const)
          : (['c.id', of.contestIds] as const);
      if (ids.length === 0) return Promise.resolve([]);
      return q
        .selectFrom('sports_contests as c')
        .innerJoin('sports_game_sets as g', 'g.id', 'c.game_set_id')
        .select(['c.id', 'c.game_type_id'])
        .where(column, 'in', [...ids])
        .where('c.cancelled_at', 'is', null)
        .where('g.status', '=', 'UNPLAYED')
        .where('g.start_at', '>', now)
        .orderBy('g.start_at')
        .orderBy('c.id')
        .execute();
    },

    /** A sport's open and live contests, soonest first. */
    openContests(sportId: number, userId: number | null) {
      return contestQuery(db, userId)
        .where('t.sport_id', '=', sportId)
        .where('g.status', 'in', ['UNPLAYED', 'LIVE'])
        .orderBy('g.start_at')
        .orderBy('c.id')
        .execute();
    },

    findContest(id: number, userId: number | null, q: Db = db) {
      return contestQuery(q, userId).where('c.id', '=', id).executeTakeFirst();
    },

    async prizeRows(contestId: number, q: Db = db): Promise<SportsPrizeRow[]> {
      const rows = await q
        .selectFrom('sports_prize_rows')
        .selectAll()
        .where('contest_id', '=', contestId)
        .orderBy('teams')
        .execute();
      return rows.map(prizeRowOf);
    },

    /** The prize rows of every contest whose game set is still to be played or live, by contest. */
    async openPrizeRows(
      q: Db = db,
    ): Promise<(SportsPrizeRow & { contestId: number; contestName: string })[]> {
      const rows = await q
        .selectFrom('sports_prize_rows as r')
        .innerJoin('sports_contests as c', 'c.id', 'r.contest_id')
        .innerJoin('sports_game_sets as g', 'g.id', 'c.game_set_id')
        .selectAll('r')
        .select('c.name as contest_name')
        .where('g.status', 'in', ['UNPLAYED', 'LIVE'])
        .orderBy('r.contest_id')
        .orderBy('r.teams')
        .execute();
      return rows.map((r) => ({ ...prizeRowOf(r), contestId: r.contest_id, contestName: r.contest_name }));
    },

    /** The contests (not cancelled) whose game set starts after `from`, up to `to`, with their entries. */
    /** The contests whose game set starts after `from`, up to `to`, with their entries. */
    startingBetween: (from: Date, to: Date, q: Db = db) =>
      contestsWithEntries(q, (c) => c.where('g.start_at', '>', from).where('g.start_at', '<=', to)),

    findGameSet: (id: number, q: Db = db) =>
      q.selectFrom('sports_game_sets').selectAll().where('id', '=', id).executeTakeFirst(),

    /**
     * The game set's row under a share lock: the feed's UPDATE that finishes (and settles) it waits for
     * this transaction, and one that came first is seen here. So an entry or a pick change is never
     * written beside a settlement that did not count it.
     */
    lockGameSetShared: (trx: Transaction<DB>, id: number) =>
      trx.selectFrom('sports_game_sets').selectAll().where('id', '=', id).forShare().executeTakeFirst(),

    /** The game set of a contest under a share lock (undefined: no such contest), as `lockGameSetShared`. */
    lockGameSetOfContest: (trx: Transaction<DB>, contestId: number) =>
      trx
        .selectFrom('sports_game_sets')
        .selectAll()
        .where('id', '=', (eb) =>
          eb.selectFrom('sports_contests').select('game_set_id').where('id', '=', contestId),
        )
        .forShare()
        .executeTakeFirst(),

    matchesOf: (gameSetId: number, q: Db = db) => matchesInStartOrder(q, gameSetId),

    /** Matches in the order they last changed (oldest first): the live stream's loader. */
    matchesByChange: (gameSetId: number) => matchesInChangeOrder(db, gameSetId),

    insertEntry(trx: Transaction<DB>, v: { id: number; contestId: number; userId: number; now: Date }) {
      return trx
        .insertInto('sports_entries')
        .values({
          id: v.id,
          contest_id: v.contestId,
          user_id: v.userId,
          created_at: v.now,
          updated_at: v.now,
        })
        .returning(['id', 'contest_id', 'picks', 'result', 'won_amount', 'created_at'])
        .executeTakeFirstOrThrow();
    },

    /** The player's entry (someone else's is not found). */
    findEntry(id: number, userId: number, q: Db = db) {
      return q
        .selectFrom('sports_entries')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .executeTakeFirst();
    },

    lockEntry: (trx: Transaction<DB>, id: number, userId: number) =>
      trx
        .selectFrom('sports_entries')
        .selectAll()
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .forUpdate()
        .executeTakeFirst(),

    /** Saves the picks (and, for Zones, each pick's zone). */
    async savePicks(
      trx: Transaction<DB>,
      id: number,
      picks: string[],
      now: Date,
      zones?: Readonly<Record<string, number>>,
    ) {
      await trx
        .updateTable('sports_entries')
        .set({ picks, updated_at: now, ...(zones ? { zones: JSON.stringify(zones) } : {}) })
        .where('id', '=', id)
        .execute();
    },

    /** The player's entries with their contests, newest game set first. */
    async myEntries(userId: number, q: Db = db) {
      return q
        .selectFrom('sports_entries as e')
        .innerJoin('sports_contests as c', 'c.id', 'e.contest_id')
        .innerJoin('sports_game_sets as g', 'g.id', 'c.game_set_id')
        .select([
          'e.id',
          'e.contest_id',
          'e.picks',
          'e.result',
          'e.won_amount',
          'e.created_at',
          sql<boolean>`exists (select 1 from sports_matches m
                        where m.game_set_id = g.id and m.status <> 'UNPLAYED')`.as('match_started'),
        ])
        .where('e.user_id', '=', userId)
        .orderBy('g.start_at', 'desc')
        .orderBy('e.id', 'desc')
        .execute();
    },

    contestsByIds(ids: number[], userId: number, q: Db = db) {
      if (ids.length === 0) return Promise.resolve([]);
      return contestQuery(q, userId).where('c.id', 'in', ids).execute();
    },
  };
}

export type SportsRepo = ReturnType<typeof sportsRepo>;

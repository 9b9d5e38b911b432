import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { gameRefOf, type GameRef } from './games';
import { memberQueries } from './repo';

type Db = Kysely<DB> | Transaction<DB>;

const leagueColumns = [
  'l.id',
  'l.name',
  'l.commissioner_id',
  'l.members',
  'l.invite_code',
  'l.created_at',
] as const;

/** Leagues, their members, seasons and recurring contests (docs/rules/friends.md "Leagues"). */
export function leagueRepo(db: Kysely<DB>) {
  const leagues = (q: Db) => q.selectFrom('leagues as l').select(leagueColumns);

  return {
    ...memberQueries(db, 'league_members'),

    async insert(
      trx: Transaction<DB>,
      v: { name: string; commissionerId: number; inviteCode: string; at: Date },
    ) {
      const { id } = await trx
        .insertInto('leagues')
        .values({
          name: v.name,
          commissioner_id: v.commissionerId,
          invite_code: v.inviteCode,
          created_at: v.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx.insertInto('league_seasons').values({ league_id: id, number: 1, started_at: v.at }).execute();
      return id;
    },

    /** A member row; the database counts it into `members` and refuses one past 500. */
    async addMember(trx: Transaction<DB>, leagueId: number, userId: number, at: Date) {
      await trx
        .insertInto('league_members')
        .values({ league_id: leagueId, user_id: userId, joined_at: at })
        .execute();
    },

    /** Removes a member; true when they were one. */
    async removeMember(trx: Transaction<DB>, leagueId: number, userId: number) {
      const gone = await trx
        .deleteFrom('league_members')
        .where('league_id', '=', leagueId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return gone.numDeletedRows > 0n;
    },

    find: (id: number, q: Db = db) => leagues(q).where('l.id', '=', id).executeTakeFirst(),

    /** The league, locked: joins, removals and season ends of one league take their turn. */
    lock: (trx: Transaction<DB>, id: number) =>
      leagues(trx).where('l.id', '=', id).forUpdate().executeTakeFirst(),

    lockByCode: (trx: Transaction<DB>, code: string) =>
      leagues(trx).where('l.invite_code', '=', code).forUpdate().executeTakeFirst(),

    findByCode: (code: string, q: Db = db) => leagues(q).where('l.invite_code', '=', code).executeTakeFirst(),

    mine: (userId: number, q: Db = db) =>
      leagues(q)
        .innerJoin('league_members as m', 'm.league_id', 'l.id')
        .where('m.user_id', '=', userId)
        .orderBy('l.created_at', 'desc')
        .orderBy('l.id', 'desc')
        .execute(),

    async setCode(trx: Transaction<DB>, id: number, code: string | null) {
      await trx.updateTable('leagues').set({ invite_code: code }).where('id', '=', id).execute();
    },

    seasons: (leagueId: number, q: Db = db) =>
      q
        .selectFrom('league_seasons')
        .select(['number', 'started_at', 'ended_at'])
        .where('league_id', '=', leagueId)
        .orderBy('number', 'desc')
        .execute(),

    /** Ends the open season and opens the next, in the caller's transaction (the league locked). */
    async nextSeason(trx: Transaction<DB>, leagueId: number, at: Date) {
      const ended = await trx
        .updateTable('league_seasons')
        .set({ ended_at: at })
        .where('league_id', '=', leagueId)
        .where('ended_at', 'is', null)
        .returning('number')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('league_seasons')
        .values({ league_id: leagueId, number: ended.number + 1, started_at: at })
        .execute();
      return ended.number + 1;
    },

    schedules: (leagueId: number, q: Db = db) =>
      q
        .selectFrom('league_schedules')
        .select(['id', 'sports_game_type_id', 'lottery_game_type'])
        .where('league_id', '=', leagueId)
        .where('removed_at', 'is', null)
        .orderBy('id')
        .execute(),

    /** Attaches a sports game type or a lottery game type; again after a removal brings it back. */
    async addSchedule(
      trx: Transaction<DB>,
      leagueId: number,
      type: { sportsGameTypeId: number } | { lotteryGameType: '747' | 'sweet16' | 'elite8' | 'gridlock' },
      at: Date,
    ) {
      const [values, column] =
        'sportsGameTypeId' in type
          ? ([{ sports_game_type_id: type.sportsGameTypeId }, 'sports_game_type_id'] as const)
          : ([{ lottery_game_type: type.lotteryGameType }, 'lottery_game_type'] as const);
      await trx
        .insertInto('league_schedules')
        .values({ league_id: leagueId, ...values, created_at: at })
        .onConflict((oc) => oc.columns(['league_id', column]).doUpdateSet({ removed_at: null }))
        .execute();
    },

    async removeSchedule(trx: Transaction<DB>, leagueId: number, scheduleId: number, at: Date) {
      const done = await trx
        .updateTable('league_schedules')
        .set({ removed_at: at })
        .where('id', '=', scheduleId)
        .where('league_id', '=', leagueId)
        .where('removed_at', 'is', null)
        .executeTakeFirst();
      return done.numUpdatedRows > 0n;
    },

    /** Every active schedule of the partner, with its league's open season. */
    activeSchedules: (q: Db = db) =>
      q
        .selectFrom('league_schedules as s')
        .innerJoin('leagues as l', 'l.id', 's.league_id')
        .innerJoin('league_seasons as n', (j) =>
          j.onRef('n.league_id', '=', 's.league_id').on('n.ended_at', 'is', null),
        )
        .select([
          's.id',
          's.league_id',
          's.sports_game_type_id',
          's.lottery_game_type',
          'l.name',
          'l.members',
          'n.number as season',
        ])
        .where('s.removed_at', 'is', null)
        .execute(),

    /** Which of these games each schedule already has its league contest on, as `scheduleId:kind:id`. */
    async scheduledGames(scheduleIds: readonly number[], games: readonly GameRef[], q: Db = db) {
      const ids = (kind: GameRef['kind']) => games.filter((g) => g.kind === kind).map((g) => g.id);
      if (scheduleIds.length === 0 || games.length === 0) return new Set<string>();
      const rows = await q
        .selectFrom('private_contests')
        .select(['league_schedule_id', 'sports_contest_id', 'lottery_game_id', 'draft_id'])
        .where('league_schedule_id', 'in', [...scheduleIds])
        .where((eb) =>
          eb.or([
            eb('sports_contest_id', 'in', [0, ...ids('sports')]),
            eb('lottery_game_id', 'in', [0, ...ids('lottery')]),
          ]),
        )
        .execute();
      return new Set(
        rows.map((r) => {
          const game = gameRefOf(r);
          return `${r.league_schedule_id}:${game.kind}:${game.id}`;
        }),
      );
    },
  };
}

export type LeagueRepo = ReturnType<typeof leagueRepo>;
export type LeagueRow = NonNullable<Awaited<ReturnType<LeagueRepo['find']>>>;

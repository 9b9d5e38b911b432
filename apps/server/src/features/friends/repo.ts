import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { GameKind, GameRef } from './games';

type Db = Kysely<DB> | Transaction<DB>;

const contestColumns = [
  'p.id',
  'p.name',
  'p.sports_contest_id',
  'p.lottery_game_id',
  'p.draft_id',
  'p.creator_id',
  'p.size',
  'p.min_players',
  'p.picks_visible',
  'p.members',
  'p.invite_code',
  'p.created_at',
] as const;

/** The row's columns naming its game: exactly one is set. */
const gameColumns = (game: GameRef) => ({
  sports_contest_id: game.kind === 'sports' ? game.id : null,
  lottery_game_id: game.kind === 'lottery' ? game.id : null,
  draft_id: game.kind === 'draft' ? game.id : null,
});

/** The column naming a game of this kind. */
const gameColumn = (kind: GameKind) =>
  kind === 'sports' ? 'p.sports_contest_id' : kind === 'lottery' ? 'p.lottery_game_id' : 'p.draft_id';

/** The member rows of a private contest and of a league: alike but for their group's column. */
const memberKeys = { private_contest_members: 'private_contest_id', league_members: 'league_id' } as const;

/** A group's members (a private contest's or a league's): who they are, and whether a player is one. */
export function memberQueries(db: Kysely<DB>, table: keyof typeof memberKeys) {
  const key = memberKeys[table];
  return {
    async isMember(groupId: number, userId: number, q: Db = db) {
      const row = await q
        .selectFrom(table)
        .select('user_id')
        .where(key, '=', groupId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Members with their display names, in the order they joined. */
    membersOf: (groupId: number, q: Db = db) =>
      q
        .selectFrom(q.dynamic.table(table).as('m'))
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select(['m.user_id', 'm.joined_at', 'u.display_name'])
        .where(q.dynamic.ref(`m.${key}`), '=', groupId)
        .orderBy('m.joined_at')
        .orderBy('m.user_id')
        .execute(),
  };
}

/** Private contests and their members (docs/rules/friends.md). */
export function friendsRepo(db: Kysely<DB>) {
  const contests = (q: Db) => q.selectFrom('private_contests as p').select(contestColumns);

  return {
    ...memberQueries(db, 'private_contest_members'),

    insertContest(
      trx: Transaction<DB>,
      v: {
        name: string;
        game: GameRef;
        creatorId: number;
        size: number;
        minPlayers: number;
        picksVisible: boolean;
        inviteCode: string;
        at: Date;
      },
    ) {
      return trx
        .insertInto('private_contests')
        .values({
          name: v.name,
          ...gameColumns(v.game),
          creator_id: v.creatorId,
          size: v.size,
          min_players: v.minPlayers,
          picks_visible: v.picksVisible,
          invite_code: v.inviteCode,
          created_at: v.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    },

    /**
     * A league's contest on a sports contest, with every member of the league in it: once per schedule
     * and contest (undefined when it exists already, created by this or another process).
     */
    async insertLeagueContest(
      trx: Transaction<DB>,
      v: {
        name: string;
        game: GameRef;
        commissionerId: number;
        leagueId: number;
        season: number;
        scheduleId: number;
        size: number;
        at: Date;
      },
    ) {
      const row = await trx
        .insertInto('private_contests')
        .values({
          name: v.name,
          ...gameColumns(v.game),
          creator_id: v.commissionerId,
          size: v.size,
          min_players: 2,
          picks_visible: false,
          invite_code: null,
          created_at: v.at,
          league_id: v.leagueId,
          league_season: v.season,
          league_schedule_id: v.scheduleId,
        })
        .onConflict((oc) =>
          oc
            .columns([
              'league_schedule_id',
              v.game.kind === 'sports' ? 'sports_contest_id' : 'lottery_game_id',
            ])
            .doNothing(),
        )
        .returning('id')
        .executeTakeFirst();
      if (!row) return undefined;
      await trx
        .insertInto('private_contest_members')
        .columns(['private_contest_id', 'user_id', 'joined_at'])
        .expression((eb) =>
          eb
            .selectFrom('league_members')
            .select([eb.val(row.id).as('private_contest_id'), 'user_id', eb.val(v.at).as('joined_at')])
            .where('league_id', '=', v.leagueId),
        )
        .execute();
      return row.id;
    },

    /** A league's contests of one season, newest first. */
    seasonContests: (leagueId: number, season: number, q: Db = db) =>
      contests(q)
        .where('p.league_id', '=', leagueId)
        .where('p.league_season', '=', season)
        .orderBy('p.created_at', 'desc')
        .orderBy('p.id', 'desc')
        .execute(),

    /** A member row, unless the player is one already. */
    async addMemberOnce(trx: Transaction<DB>, contestId: number, userId: number, at: Date) {
      await trx
        .insertInto('private_contest_members')
        .values({ private_contest_id: contestId, user_id: userId, joined_at: at })
        .onConflict((oc) => oc.columns(['private_contest_id', 'user_id']).doNothing())
        .execute();
    },

    /** A member row; the database counts it into `members` and refuses one past `size`. */
    async addMember(trx: Transaction<DB>, contestId: number, userId: number, at: Date) {
      await trx
        .insertInto('private_contest_members')
        .values({ private_contest_id: contestId, user_id: userId, joined_at: at })
        .execute();
    },

    find: (id: number, q: Db = db) => contests(q).where('p.id', '=', id).executeTakeFirst(),

    /** The contest a code invites to, locked: joins of one contest take their turn. */
    lockByCode: (trx: Transaction<DB>, code: string) =>
      contests(trx).where('p.invite_code', '=', code).forUpdate().executeTakeFirst(),

    findByCode: (code: string, q: Db = db) =>
      contests(q).where('p.invite_code', '=', code).executeTakeFirst(),

    /** The private contests on this game the player is a member of. */
    async contestsOfMemberOn(trx: Transaction<DB>, game: GameRef, userId: number) {
      const rows = await trx
        .selectFrom('private_contest_members as m')
        .innerJoin('private_contests as p', 'p.id', 'm.private_contest_id')
        .select('p.id')
        .where('m.user_id', '=', userId)
        .where(gameColumn(game.kind), '=', game.id)
        .execute();
      return rows.map((r) => r.id);
    },

    /** The player's newest `limit` private contests (before an id, for the next page). */
    mine: (userId: number, before: number | undefined, limit: number, q: Db = db) =>
      contests(q)
        .innerJoin('private_contest_members as m', 'm.private_contest_id', 'p.id')
        .where('m.user_id', '=', userId)
        .$if(before !== undefined, (b) => b.where('p.id', '<', before!))
        .orderBy('p.id', 'desc')
        .limit(limit)
        .execute(),

    /** A player's display name (a creator's, a commissioner's), as an invitation shows it. */
    displayNameOf: async (userId: number, q: Db = db) =>
      (await q.selectFrom('users').select('display_name').where('id', '=', userId).executeTakeFirstOrThrow())
        .display_name,

    /** Replaces the invitation code (null: revoked until the next one). */
    async setCode(trx: Transaction<DB>, id: number, code: string | null) {
      await trx.updateTable('private_contests').set({ invite_code: code }).where('id', '=', id).execute();
    },
  };
}

export type FriendsRepo = ReturnType<typeof friendsRepo>;
export type PrivateContestRow = NonNullable<Awaited<ReturnType<FriendsRepo['find']>>>;

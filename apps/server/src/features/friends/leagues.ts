import {
  formatInviteCode,
  LEAGUE_MAX_MEMBERS,
  type CreateLeagueRequest,
  type League,
  type LeagueInvitation,
  type LeagueScheduleRequest,
  type LeagueSeason,
  type MyLeaguesResponse,
} from '@powerplay/contracts';
import { seasonLeaderboard, type MemberResult } from '@powerplay/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { NotificationsService } from '../notifications';
import { AppError } from '../../platform/errors';
import { gameRefOf, type FriendsGames, type GameRef } from './games';
import { leagueContests, scheduleType } from './league-contests';
import type { LeagueRepo, LeagueRow } from './league-repo';
import type { FriendsRepo } from './repo';
import { newInviteCode, type FriendsService } from './service';

/**
 * Leagues (docs/rules/friends.md "Leagues"): a commissioner, up to 500 members, seasons, and recurring
 * contests — a private contest for the members on every upcoming contest of a game type, created by the
 * `league-contests` job. The season's leaderboard sums the league points of its settled contests.
 */
export function leaguesService(deps: {
  db: Kysely<DB>;
  repo: LeagueRepo;
  contests: FriendsRepo;
  friends: Pick<FriendsService, 'summaries' | 'settledResults'>;
  games: FriendsGames;
  clock: Clock;
  /** Tells the members of a league contest made for them (docs/rules/notifications.md). */
  notify?: NotificationsService['notify'];
}) {
  const { db, repo, contests, friends, games, clock } = deps;

  /** Of these games, those still taking entries, as `kind:id`. */
  async function takingEntries(refs: readonly GameRef[], trx?: Transaction<DB>) {
    const taking = new Set<string>();
    for (const kind of ['sports', 'lottery'] as const) {
      const ids = refs.filter((r) => r.kind === kind).map((r) => r.id);
      if (ids.length > 0)
        for (const g of await games[kind].takingEntries({ ids }, trx)) taking.add(`${kind}:${g.id}`);
    }
    return taking;
  }

  async function memberOf(id: number, userId: number) {
    const row = await repo.find(id);
    if (!row || !(await repo.isMember(id, userId))) throw new AppError('LEAGUE_NOT_FOUND');
    return row;
  }

  async function commissionerOf(id: number, userId: number) {
    const row = await memberOf(id, userId);
    if (row.commissioner_id !== userId) throw new AppError('LEAGUE_COMMISSIONER_ONLY');
    return row;
  }

  async function season(row: LeagueRow, number: number, userId: number): Promise<LeagueSeason> {
    const known = (await repo.seasons(row.id)).find((s) => s.number === number);
    if (!known) throw new AppError('LEAGUE_SEASON_NOT_FOUND');
    const [members, played] = await Promise.all([
      repo.membersOf(row.id),
      contests.seasonContests(row.id, number),
    ]);
    const results = (await Promise.all(played.map((c) => friends.settledResults(c)))).filter(
      (r): r is MemberResult[] => r !== undefined,
    );
    const names = new Map(members.map((m) => [m.user_id, m.display_name]));
    return {
      number,
      startedAt: known.started_at.toISOString(),
      endedAt: known.ended_at?.toISOString() ?? null,
      leaderboard: seasonLeaderboard(
        members.map((m) => m.user_id),
        results,
      ).map((r) => ({
        displayName: names.get(r.userId)!,
        me: r.userId === userId,
        points: r.points,
        firsts: r.firsts,
        contests: r.contests,
      })),
      contests: await friends.summaries(played),
    };
  }

  async function view(row: LeagueRow, userId: number): Promise<League> {
    const [members, seasons, schedules] = await Promise.all([
      repo.membersOf(row.id),
      repo.seasons(row.id),
      repo.schedules(row.id),
    ]);
    const titled = await Promise.all(
      schedules.map(async (s) => {
        const { kind, type } = scheduleType(s);
        return {
          id: s.id,
          gameTypeId: s.sports_game_type_id,
          lotteryGameType: s.lottery_game_type,
          title: (await games[kind].typeTitle(type)) ?? '',
        };
      }),
    );
    return {
      id: row.id,
      name: row.name,
      memberCount: members.length,
      members: members.map((m) => ({
        userId: m.user_id,
        displayName: m.display_name,
        me: m.user_id === userId,
        commissioner: m.user_id === row.commissioner_id,
        joinedAt: m.joined_at.toISOString(),
      })),
      schedules: titled,
      season: await season(row, seasons[0]!.number, userId),
      seasons: seasons.map((s) => ({
        number: s.number,
        startedAt: s.started_at.toISOString(),
        endedAt: s.ended_at?.toISOString() ?? null,
      })),
      invite:
        row.commissioner_id === userId
          ? { code: row.invite_code === null ? null : formatInviteCode(row.invite_code) }
          : null,
    };
  }

  return {
    /** Creates a league: its creator is its commissioner and first member; season 1 opens. */
    async create(userId: number, request: CreateLeagueRequest & { name: string }) {
      const id = await db.transaction().execute(async (trx) => {
        const at = clock.now();
        const id = await repo.insert(trx, {
          name: request.name,
          commissionerId: userId,
          inviteCode: newInviteCode(),
          at,
        });
        await repo.addMember(trx, id, userId, at);
        return id;
      });
      return view((await repo.find(id))!, userId);
    },

    async get(id: number, userId: number) {
      return view(await memberOf(id, userId), userId);
    },

    /** A season's leaderboard and contests (old seasons stay readable). */
    async season(id: number, number: number, userId: number) {
      return season(await memberOf(id, userId), number, userId);
    },

    async mine(userId: number): Promise<MyLeaguesResponse> {
      const rows = await repo.mine(userId);
      return {
        leagues: rows.map((r) => ({
          id: r.id,
          name: r.name,
          memberCount: r.members,
          commissioner: r.commissioner_id === userId,
        })),
      };
    },

    async invitation(code: string, userId: number | null): Promise<LeagueInvitation> {
      const row = await repo.findByCode(code);
      if (!row) throw new AppError('FRIENDS_CODE_INVALID');
      return {
        id: row.id,
        name: row.name,
        memberCount: row.members,
        commissioner: await contests.displayNameOf(row.commissioner_id),
        member: userId !== null && (await repo.isMember(row.id, userId)),
      };
    },

    /**
     * Joins the league a code invites to (at most 500: joins take their turn on the league's row, and the
     * database refuses the 501st). The new member is added to the league's contests still taking entries.
     */
    async join(userId: number, code: string): Promise<{ id: number }> {
      return db.transaction().execute(async (trx) => {
        const row = await repo.lockByCode(trx, code);
        if (!row) throw new AppError('FRIENDS_CODE_INVALID');
        if (await repo.isMember(row.id, userId, trx)) return { id: row.id };
        if (row.members >= LEAGUE_MAX_MEMBERS) throw new AppError('LEAGUE_FULL');
        const at = clock.now();
        await repo.addMember(trx, row.id, userId, at);
        const seasonNow = (await repo.seasons(row.id, trx))[0]!.number;
        const open = await contests.seasonContests(row.id, seasonNow, trx);
        const taking = await takingEntries(open.map(gameRefOf), trx);
        for (const c of open) {
          const game = gameRefOf(c);
          if (taking.has(`${game.kind}:${game.id}`)) await contests.addMemberOnce(trx, c.id, userId, at);
        }
        return { id: row.id };
      });
    },

    /**
     * Removes a member (the commissioner), or the player themself (leaving). The commissioner stays.
     * Their results stand in the contests they played; they leave the leaderboard.
     */
    async removeMember(id: number, userId: number, memberId: number) {
      const row = await memberOf(id, userId);
      if (memberId !== userId && row.commissioner_id !== userId)
        throw new AppError('LEAGUE_COMMISSIONER_ONLY');
      if (memberId === row.commissioner_id) throw new AppError('LEAGUE_COMMISSIONER_STAYS');
      await db.transaction().execute(async (trx) => {
        await repo.lock(trx, id);
        if (!(await repo.removeMember(trx, id, memberId))) throw new AppError('LEAGUE_MEMBER_NOT_FOUND');
      });
    },

    /**
     * Attaches a recurring contest: every upcoming contest of a sports game type, or every draw of a
     * lottery game type, gets a league contest.
     */
    async addSchedule(id: number, userId: number, request: LeagueScheduleRequest) {
      await commissionerOf(id, userId);
      const type =
        'gameTypeId' in request
          ? {
              kind: 'sports' as const,
              value: { sportsGameTypeId: request.gameTypeId },
              type: request.gameTypeId,
            }
          : {
              kind: 'lottery' as const,
              value: { lotteryGameType: request.lotteryGameType },
              type: request.lotteryGameType,
            };
      if (!(await games[type.kind].typeTitle(type.type))) throw new AppError('LEAGUE_GAME_TYPE_INVALID');
      await db.transaction().execute((trx) => repo.addSchedule(trx, id, type.value, clock.now()));
      return view((await repo.find(id))!, userId);
    },

    /** Stops a recurring contest: no new league contests of it (those made stay). */
    async removeSchedule(id: number, userId: number, scheduleId: number) {
      await commissionerOf(id, userId);
      const done = await db
        .transaction()
        .execute((trx) => repo.removeSchedule(trx, id, scheduleId, clock.now()));
      if (!done) throw new AppError('LEAGUE_SCHEDULE_NOT_FOUND');
    },

    /** Ends the season: the next one starts at zero; the old one stays readable. */
    async endSeason(id: number, userId: number) {
      await commissionerOf(id, userId);
      await db.transaction().execute(async (trx) => {
        await repo.lock(trx, id);
        await repo.nextSeason(trx, id, clock.now());
      });
      return view((await repo.find(id))!, userId);
    },

    async reissueCode(id: number, userId: number) {
      await commissionerOf(id, userId);
      const code = newInviteCode();
      await db.transaction().execute((trx) => repo.setCode(trx, id, code));
      return { code: formatInviteCode(code) };
    },

    async revokeCode(id: number, userId: number) {
      await commissionerOf(id, userId);
      await db.transaction().execute((trx) => repo.setCode(trx, id, null));
    },

    ...leagueContests(deps),
  };
}

export type LeaguesService = ReturnType<typeof leaguesService>;

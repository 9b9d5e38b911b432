import {
  formatInviteCode,
  PRIVATE_CONTESTS_PAGE,
  type CreatePrivateContestRequest,
  type Invitation,
  type MyPrivateContestsResponse,
  type PrivateContest,
  type PrivateContestMember,
} from '@powerplay/contracts';
import {
  joinRefusal,
  picksShown,
  privateContestStatus,
  standings,
  type MemberResult,
} from '@powerplay/domain';
import { randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { NotificationsService } from '../notifications';
import { AppError } from '../../platform/errors';
import { publish } from '../../platform/live';
import { gameRefOf, type FriendsGame, type FriendsGames } from './games';
import { privateContestTopic } from './events';
import type { FriendsRepo, PrivateContestRow } from './repo';

/** Crockford's base 32: no I, L, O or U, so a code read aloud or typed is not mistaken. */
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const CODE_LENGTH = 10;

/** A new invitation code: 10 symbols of 5 random bits each (50 bits), from the system's CSPRNG. */
export const newInviteCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

const factsOf = (row: PrivateContestRow, game: FriendsGame, members = row.members) => ({
  open: game.open,
  gameCancelled: game.cancelled,
  settled: game.settled,
  members,
  minPlayers: row.min_players,
  size: row.size,
});

const gameView = (game: FriendsGame) => ({
  kind: game.kind,
  contestId: game.id,
  gameSetId: game.gameSetId,
  lotteryGameType: game.lotteryGameType,
  title: game.title,
  startAt: game.startAt.toISOString(),
});

/**
 * Playing with friends (docs/rules/friends.md): private contests on the partner's sports contests. A
 * member plays their own entry in the contest (taken through the sports service, so every entry rule
 * applies); the private contest ranks the members' entries among themselves.
 */
export function friendsService(deps: {
  db: Kysely<DB>;
  repo: FriendsRepo;
  clock: Clock;
  games: FriendsGames;
  /** Tells the members of a private contest that a friend joined (docs/rules/notifications.md). */
  notify?: NotificationsService['notify'];
}) {
  const { db, repo, clock, games, notify } = deps;

  async function gameOf(row: PrivateContestRow, userIds: readonly number[], trx?: Transaction<DB>) {
    const ref = gameRefOf(row);
    const game = await games[ref.kind].amongFriends(ref.id, userIds, trx);
    // The contest's game is the partner's own row: it exists as long as the contest does.
    if (!game) throw new AppError('FRIENDS_CONTEST_NOT_FOUND');
    return game;
  }

  /** A member's view of the contest: its standings among members, the invitation for its creator. */
  async function view(row: PrivateContestRow, userId: number): Promise<PrivateContest> {
    const members = await repo.membersOf(row.id);
    const game = await gameOf(
      row,
      members.map((m) => m.user_id),
    );
    const status = privateContestStatus(factsOf(row, game, members.length));
    // Standings order (a total order), then the members without an entry in the order they joined.
    const ranked = standings(
      [...game.entries].map(([memberId, e]) => ({
        userId: memberId,
        score: e.score,
        enteredAt: e.enteredAt.getTime(),
      })),
    );
    // Equal scores rank by entry (compareResults): the pages that re-rank live need the same order.
    const entryOrder = new Map(
      standings(ranked.map((s) => ({ ...s, score: 0 }))).map((s, i) => [s.userId, i + 1]),
    );
    const byId = new Map(members.map((m) => [m.user_id, m]));
    const ordered = [
      ...ranked.map((s) => ({ member: byId.get(s.userId)!, standing: s })),
      ...members
        .filter((m) => !game.entries.has(m.user_id))
        .map((member) => ({ member, standing: undefined })),
    ];
    const rows = ordered.map(({ member: m, standing }): PrivateContestMember => {
      const entry = game.entries.get(m.user_id);
      const own = m.user_id === userId;
      return {
        displayName: m.display_name,
        me: own,
        creator: m.user_id === row.creator_id,
        joinedAt: m.joined_at.toISOString(),
        entryId: own ? (entry?.entryId ?? null) : null,
        score: standing?.score ?? null,
        place: standing?.place ?? null,
        entryOrder: entryOrder.get(m.user_id) ?? null,
        result: entry?.result ?? null,
        picks: entry && picksShown({ status, picksVisible: row.picks_visible, own }) ? entry.picks : null,
        entry: (status === 'live' && game.entryInputs?.get(m.user_id)) || null,
      };
    });
    return {
      id: row.id,
      name: row.name,
      game: gameView(game),
      size: row.size,
      minPlayers: row.min_players,
      picksVisible: row.picks_visible,
      status,
      memberCount: members.length,
      members: rows,
      live: status === 'live' ? game.live : null,
      invite:
        row.creator_id === userId
          ? { code: row.invite_code === null ? null : formatInviteCode(row.invite_code) }
          : null,
    };
  }

  /** A contest as a list (or an invitation) shows it. */
  async function summaryOf(row: PrivateContestRow) {
    const game = await gameOf(row, []);
    return {
      id: row.id,
      name: row.name,
      game: gameView(game),
      size: row.size,
      status: privateContestStatus(factsOf(row, game)),
      memberCount: row.members,
    };
  }

  const summaries = (rows: readonly PrivateContestRow[]) => Promise.all(rows.map(summaryOf));

  /** The contest if the player is a member; else not found, as for a contest that does not exist. */
  async function memberOf(id: number, userId: number) {
    const row = await repo.find(id);
    if (!row || !(await repo.isMember(id, userId))) throw new AppError('FRIENDS_CONTEST_NOT_FOUND');
    return row;
  }

  async function creatorOf(id: number, userId: number) {
    const row = await memberOf(id, userId);
    if (row.creator_id !== userId) throw new AppError('FRIENDS_CREATOR_ONLY');
    return row;
  }

  return {
    /**
     * Creates a private contest on an upcoming game, with the creator's entry in it (a sports contest's:
     * the one they hold, or a new one under every entry rule) and the creator as its first member.
     */
    async create(userId: number, request: CreatePrivateContestRequest & { name: string }) {
      const game = { kind: request.game.kind, id: request.game.contestId };
      const id = await db.transaction().execute(async (trx) => {
        await games[game.kind].enter(trx, game.id, userId);
        const at = clock.now();
        const { id } = await repo.insertContest(trx, {
          name: request.name,
          game,
          creatorId: userId,
          size: request.size,
          minPlayers: request.minPlayers,
          picksVisible: request.picksVisible,
          inviteCode: newInviteCode(),
          at,
        });
        await repo.addMember(trx, id, userId, at);
        return id;
      });
      return view((await repo.find(id))!, userId);
    },

    /**
     * Joins the contest a code invites to, with the player's entry in its game. Joins of one contest take
     * their turn on its row, so a contest of N admits exactly N whatever arrives at once. A member who
     * joins again is answered as a member.
     */
    async join(userId: number, code: string): Promise<{ id: number }> {
      return db.transaction().execute(async (trx) => {
        const row = await repo.lockByCode(trx, code);
        if (!row) throw new AppError('FRIENDS_CODE_INVALID');
        if (await repo.isMember(row.id, userId, trx)) return { id: row.id };
        const refusal = joinRefusal(factsOf(row, await gameOf(row, [], trx)));
        if (refusal) throw new AppError(refusal);
        const ref = gameRefOf(row);
        await games[ref.kind].enter(trx, ref.id, userId).catch((e: unknown) => {
          // Started between the check above and the entry's own (its lock decides): joining is closed.
          throw e instanceof AppError && e.code === 'FRIENDS_GAME_STARTED'
            ? new AppError('FRIENDS_CONTEST_STARTED')
            : e;
        });
        await repo.addMember(trx, row.id, userId, clock.now());
        const members = await repo.membersOf(row.id, trx);
        const friend = members.find((m) => m.user_id === userId)?.display_name ?? '';
        await notify?.(
          trx,
          {
            kind: 'friend_joined',
            subject: `private-contest:${row.id}:${userId}`,
            params: { friend, contest: row.name },
          },
          members
            .filter((m) => m.user_id !== userId)
            .map((m) => ({ userId: m.user_id, link: `/private-contests/${row.id}` })),
        );
        // The members' open pages read the standings again (row.members was read under the row's lock).
        await publish(trx, privateContestTopic(row.id), {
          type: 'members',
          data: { memberCount: row.members + 1 },
        });
        return { id: row.id };
      });
    },

    /** What a code invites to, for anyone holding it (the code is the secret); whether the player is in. */
    async invitation(code: string, userId: number | null): Promise<Invitation> {
      const row = await repo.findByCode(code);
      if (!row) throw new AppError('FRIENDS_CODE_INVALID');
      return {
        ...(await summaryOf(row)),
        creator: await repo.displayNameOf(row.creator_id),
        member: userId !== null && (await repo.isMember(row.id, userId)),
      };
    },

    /** The contest's live events as a member's stream opens (the hub's loader); anyone else: not found. */
    async events(id: number, userId: number) {
      const row = await memberOf(id, userId);
      return [{ type: 'members' as const, data: { memberCount: row.members } }];
    },

    /** A member's view; anyone else is told it does not exist. */
    async get(id: number, userId: number) {
      return view(await memberOf(id, userId), userId);
    },

    /** A page of mine, the newest first (before an id, for the next page). */
    async mine(userId: number, before?: number): Promise<MyPrivateContestsResponse> {
      return { contests: await summaries(await repo.mine(userId, before, PRIVATE_CONTESTS_PAGE)) };
    },

    summaries,

    /**
     * A settled contest's results among its members (those with an entry), for league points; undefined
     * while it is not settled (a cancelled one never is).
     */
    async settledResults(row: PrivateContestRow): Promise<MemberResult[] | undefined> {
      const members = await repo.membersOf(row.id);
      const game = await gameOf(
        row,
        members.map((m) => m.user_id),
      );
      if (privateContestStatus(factsOf(row, game, members.length)) !== 'settled') return undefined;
      return [...game.entries].map(([userId, e]) => ({
        userId,
        score: e.score,
        enteredAt: e.enteredAt.getTime(),
      }));
    },

    /** A new code for the creator; the old one joins nothing from now on. */
    async reissueCode(id: number, userId: number) {
      await creatorOf(id, userId);
      const code = newInviteCode();
      await db.transaction().execute((trx) => repo.setCode(trx, id, code));
      return { code: formatInviteCode(code) };
    },

    /** Revokes the code: nothing joins until the creator issues a new one. */
    async revokeCode(id: number, userId: number) {
      await creatorOf(id, userId);
      await db.transaction().execute((trx) => repo.setCode(trx, id, null));
    },
  };
}

export type FriendsService = ReturnType<typeof friendsService>;

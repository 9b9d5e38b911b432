import type { PrivateContestLive, PrivateContestMember } from '@powerplay/contracts';
import { gameTypeConfigs, isGameType, type GameAmongFriends } from '@powerplay/domain';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../platform/errors';
import type { DraftAmongFriends } from '../draft';
import type { EntriesService } from '../entries';
import type { LotteryAmongFriends } from '../lottery';
import type { SportsLiveService, SportsService } from '../sports';

/** The kinds of game a private contest is played on (docs/decisions/057). */
export type GameKind = 'sports' | 'lottery' | 'draft';
export interface GameRef {
  kind: GameKind;
  id: number;
}

/** The game a private contest's row names: its sports contest, draw or draft (the database allows one). */
export const gameRefOf = (row: {
  sports_contest_id: number | null;
  lottery_game_id: number | null;
  draft_id: number | null;
}): GameRef =>
  row.sports_contest_id !== null
    ? { kind: 'sports', id: row.sports_contest_id }
    : row.lottery_game_id !== null
      ? { kind: 'lottery', id: row.lottery_game_id }
      : { kind: 'draft', id: row.draft_id! };

/**
 * A game among friends, with what a member's page needs to score it live: the game's inputs, and by
 * player their entry's (sports team picks; a draw's entry is its picks).
 */
export type FriendsGame = GameAmongFriends & {
  live: PrivateContestLive;
  entryInputs?: ReadonlyMap<number, NonNullable<PrivateContestMember['entry']>>;
};

/** What playing with friends needs of one kind of game; each kind's own feature answers it. */
export interface GameSource {
  amongFriends(
    id: number,
    userIds: readonly number[],
    trx?: Transaction<DB>,
  ): Promise<FriendsGame | undefined>;
  /**
   * The player's entry, taken with their membership in the caller's transaction: a sports contest's is
   * the one held or a new one under every entry rule; a draw's comes with the numbers they pick.
   * Refused with the friends' codes when the game is gone or has started.
   */
  enter(trx: Transaction<DB>, id: number, userId: number): Promise<void>;
  /** The games still taking entries: of these types (a league's schedules), or these games. */
  takingEntries(
    of: { types: readonly (number | string)[] } | { ids: readonly number[] },
    trx?: Transaction<DB>,
  ): Promise<{ id: number; type: number | string }[]>;
  /** A type a league can play every time it is on, by its title ("Baseball · High 5"); undefined if none. */
  typeTitle(type: number | string): Promise<string | undefined>;
}

export type FriendsGames = Record<GameKind, GameSource>;

/** Sports contests: an entry is taken at once (empty until the player picks). */
export function sportsGames(
  sports: Pick<SportsService, 'entryIn' | 'playableGameType' | 'contestsTakingEntries'>,
  live: Pick<SportsLiveService, 'amongFriends'>,
): GameSource {
  return {
    amongFriends: (id, userIds, trx) => live.amongFriends(id, userIds, trx),
    async enter(trx, id, userId) {
      try {
        await sports.entryIn(trx, id, userId);
      } catch (e) {
        if (e instanceof AppError && e.code === 'SPORTS_CONTEST_NOT_FOUND')
          throw new AppError('FRIENDS_GAME_NOT_FOUND');
        if (
          e instanceof AppError &&
          (e.code === 'SPORTS_ENTRIES_CLOSED' || e.code === 'SPORTS_CONTEST_CLOSED')
        )
          throw new AppError('FRIENDS_GAME_STARTED');
        throw e;
      }
    },
    async takingEntries(of, trx) {
      const rows = await sports.contestsTakingEntries(
        'types' in of
          ? { gameTypeIds: of.types.filter((t) => typeof t === 'number') }
          : { contestIds: of.ids },
        trx,
      );
      return rows.map((r) => ({ id: r.id, type: r.game_type_id }));
    },
    typeTitle: async (type) =>
      typeof type === 'number' ? (await sports.playableGameType(type))?.title : undefined,
  };
}

/**
 * Draws: a member's entry is their numbers, saved on the draw's own page. Joining checks now what would
 * refuse any entry (self-exclusion, entry limits), so a player who may not play is not made a member.
 */
export function lotteryGames(
  lottery: LotteryAmongFriends,
  entries: Pick<EntriesService, 'assertMayEnter'>,
): GameSource {
  return {
    amongFriends: (id, userIds, trx) => lottery.amongFriends(id, userIds, trx),
    async enter(trx, id, userId) {
      const draw = await lottery.amongFriends(id, [], trx);
      if (!draw) throw new AppError('FRIENDS_GAME_NOT_FOUND');
      if (!draw.open) throw new AppError('FRIENDS_GAME_STARTED');
      await entries.assertMayEnter(trx, userId);
    },
    async takingEntries(of, trx) {
      const rows = await lottery.drawsTakingPicks(
        'types' in of ? { gameTypes: of.types.filter((t) => typeof t === 'string') } : { gameIds: of.ids },
        trx,
      );
      return rows.map((r) => ({ id: r.id, type: r.game_type }));
    },
    typeTitle: (type) =>
      Promise.resolve(typeof type === 'string' && isGameType(type) ? gameTypeConfigs[type].name : undefined),
  };
}

/**
 * Drafts: a member's entry is their top 32, submitted on the draft's own page (with its skill-testing
 * question). Joining checks now what would refuse any entry, as for a draw.
 */
export function draftGames(
  draft: DraftAmongFriends,
  entries: Pick<EntriesService, 'assertMayEnter'>,
): GameSource {
  return {
    amongFriends: (id, userIds, trx) => draft.amongFriends(id, userIds, trx),
    async enter(trx, id, userId) {
      const found = await draft.amongFriends(id, [], trx);
      if (!found) throw new AppError('FRIENDS_GAME_NOT_FOUND');
      if (!found.open) throw new AppError('FRIENDS_GAME_STARTED');
      await entries.assertMayEnter(trx, userId);
    },
    // A draft happens once: no league plays it every time.
    async takingEntries(of, trx) {
      return 'ids' in of
        ? (await draft.draftsTakingEntries(of.ids, trx)).map((d) => ({ ...d, type: 0 }))
        : [];
    },
    typeTitle: () => Promise.resolve(undefined),
  };
}

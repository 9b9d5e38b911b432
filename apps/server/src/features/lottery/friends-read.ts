import type { PrivateContestLive } from '@powerplay/contracts';
import { gameTypeConfigs, hitsOf, picksOpen, type GameAmongFriends } from '@powerplay/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import type { LotteryRepo } from './repo';

/**
 * A draw as a private contest among friends sees it (docs/rules/friends.md "Scores by contest type"):
 * its state, and the members' entries scored by the numbers they hold that have been drawn so far.
 */
export function lotteryAmongFriends(deps: { db: Kysely<DB>; repo: LotteryRepo; clock: Clock }) {
  const { db, repo, clock } = deps;

  async function read(gameId: number, userIds: readonly number[], q: Kysely<DB> | Transaction<DB>) {
    const game = await repo.findGame(gameId, q);
    if (!game) return undefined;
    const [balls, rows] = await Promise.all([
      repo.drawsOf([gameId], q),
      repo.entriesOfPlayers(gameId, userIds, q),
    ]);
    const drawn = balls.map((b) => b.number);
    const settled = game.settled_at !== null;
    const paying = new Set(game.prize_tiers.map((t) => t.hits));
    const entries: GameAmongFriends['entries'] = new Map();
    for (const row of rows) {
      const hits = hitsOf(row.picks, drawn);
      entries.set(row.user_id, {
        entryId: row.id,
        enteredAt: row.created_at,
        picks: row.picks.map(String),
        result: settled ? (paying.has(hits) ? 'WON' : 'LOST') : 'POSSIBLE',
        score: hits,
      });
    }
    const name = gameTypeConfigs[game.game_type].name;
    const when = game.start_at.toISOString().slice(0, 16).replace('T', ' ');
    const view: GameAmongFriends & { live: PrivateContestLive } = {
      kind: 'lottery',
      id: gameId,
      gameSetId: null,
      lotteryGameType: game.game_type,
      title: `${name} · ${when} UTC`,
      startAt: game.start_at,
      open: picksOpen(game.pick_deadline.getTime(), clock.now().getTime()),
      cancelled: false,
      settled,
      entries,
      // A page scores each member's hits itself as the balls arrive.
      live: { kind: 'lottery', drawn },
    };
    return view;
  }

  return {
    /** The draw and these players' entries in it, in one snapshot or in the caller's transaction. */
    amongFriends(gameId: number, userIds: readonly number[], trx?: Transaction<DB>) {
      if (trx) return read(gameId, userIds, trx);
      return db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute((snapshot) => read(gameId, userIds, snapshot));
    },

    /** The draws of these game types (or these draws) still taking picks now. */
    drawsTakingPicks: (
      of: { gameTypes: readonly string[] } | { gameIds: readonly number[] },
      trx?: Transaction<DB>,
    ) => repo.drawsTakingPicks(of, clock.now(), trx),
  };
}

export type LotteryAmongFriends = ReturnType<typeof lotteryAmongFriends>;

import { liveTopics, privateContestEventSchemas } from '@powerplay/contracts';
import type { Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { publish, topic } from '../../platform/live';
import type { GameKind } from './games';
import type { FriendsRepo } from './repo';

/**
 * A private contest's topic (`friends:7`), streamed to its members only: `members` when one joins,
 * `entry` when a member's entry changes during the game.
 */
export const privateContestTopic = (id: number) =>
  topic(liveTopics.privateContest(id), privateContestEventSchemas);

/**
 * What a game's feature calls, in the transaction that changed a player's entry during the game (a
 * powerplay): each private contest the player plays on that game hears `entry`, so its members' pages,
 * which score the standings themselves, read the changed entry.
 */
export const entryChangedNotice =
  (repo: Pick<FriendsRepo, 'contestsOfMemberOn'>, kind: GameKind) =>
  async (trx: Transaction<DB>, id: number, userId: number) => {
    for (const contestId of await repo.contestsOfMemberOn(trx, { kind, id }, userId)) {
      await publish(trx, privateContestTopic(contestId), { type: 'entry', data: {} });
    }
  };

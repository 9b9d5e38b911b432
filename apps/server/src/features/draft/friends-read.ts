import type { PrivateContestLive } from '@powerplay/contracts';
import { DRAFT_PICKS, matchedCount, type GameAmongFriends } from '@powerplay/domain';
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import type { Clock } from '../../platform/clock';
import { statusOf, type DraftRepo } from './repo';

/**
 * A draft as playing with friends reads it (docs/rules/friends.md): its state, and these players' entries
 * scored by the draft's own rule, the picks their top 32 matched.
 */
export function draftAmongFriends(deps: { db: Kysely<DB>; repo: DraftRepo; clock: Clock }) {
  const { db, repo, clock } = deps;

  async function read(draftId: number, userIds: readonly number[], q: Kysely<DB> | Transaction<DB>) {
    const draft = await repo.findContest(draftId, q);
    if (!draft) return undefined;
    const [picks, rows, prospects] = await Promise.all([
      repo.picks(draftId, q),
      repo.entriesOfPlayers(draftId, userIds, q),
      userIds.length > 0 ? repo.prospects(q) : Promise.resolve([]),
    ]);
    const actual = picks.map((p) => p.prospect_id);
    const names = new Map(prospects.map((p) => [p.id, p.name]));
    const settled = draft.settled_at !== null;
    const entries: GameAmongFriends['entries'] = new Map();
    for (const row of rows) {
      entries.set(row.user_id, {
        entryId: row.id,
        enteredAt: row.submitted_at,
        picks: row.ranking.slice(0, DRAFT_PICKS).map((id) => names.get(id) ?? `#${id}`),
        result: settled ? (row.result ?? 'LOST') : 'POSSIBLE',
        score: matchedCount(row.ranking, actual),
      });
    }
    const view: GameAmongFriends & { live: PrivateContestLive } = {
      kind: 'draft',
      id: draftId,
      gameSetId: null,
      lotteryGameType: null,
      title: draft.name,
      startAt: draft.start_at,
      open: statusOf(draft, clock.now()) === 'open',
      cancelled: false,
      settled,
      entries,
      // Picks come a few minutes apart: the page reads the standings again on each.
      live: null,
    };
    return view;
  }

  return {
    /** The draft and these players' entries in it, in one snapshot or in the caller's transaction. */
    amongFriends(draftId: number, userIds: readonly number[], trx?: Transaction<DB>) {
      if (trx) return read(draftId, userIds, trx);
      return db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute((snapshot) => read(draftId, userIds, snapshot));
    },

    /** Those of these drafts still taking entries now. */
    async draftsTakingEntries(ids: readonly number[], trx?: Transaction<DB>) {
      const now = clock.now();
      const drafts = await repo.contestsByIds(ids, trx ?? db);
      return drafts.filter((d) => statusOf(d, now) === 'open').map((d) => ({ id: d.id }));
    },
  };
}

export type DraftAmongFriends = ReturnType<typeof draftAmongFriends>;

import { liveTopics, lobbyEventSchemas, topicIdOf, type DraftContest } from '@powerplay/contracts';
import type { Clock } from '../../platform/clock';
import type { LiveEvent } from '../../platform/live/snapshot';
import type { PublicReads } from '../../platform/public-reads';
import type { DraftService } from './service';

/**
 * The draft's public reads, from memory (decision 018): the list of drafts and one draft's board, the same
 * bytes for everybody (`myEntryId` is always null here: the player's part is `GET /api/draft/entries`
 * and `GET /api/draft/contests/:id/entry`). A draft's own events (each pick, its status, settled) and
 * its lobby event (an entry, the draft added or handed to the replay) rebuild them; so does the clock,
 * at the pick deadline and the start, where the status changes on its own.
 */
export function draftReads(publicReads: PublicReads, service: DraftService, clock: Clock) {
  /** The draft an event changes, if any. */
  const draftOf = (topic: string, event: LiveEvent): number | undefined =>
    topic === liveTopics.lobby
      ? event.type === 'draft'
        ? lobbyEventSchemas.draft.parse(event.data).draftId
        : undefined
      : topicIdOf('draft', topic);

  /** The next time a draft's status changes with the clock alone: its pick deadline, then its start. */
  const changesAt = (contests: readonly DraftContest[]) => {
    const now = clock.now().getTime();
    const later = contests
      .filter((c) => c.picksMade === 0)
      .flatMap((c) => [Date.parse(c.pickDeadline), Date.parse(c.startAt)])
      .filter((t) => t > now);
    return later.length ? Math.min(...later) : undefined;
  };

  const list = publicReads.define({
    load: () => service.contests(null),
    changedBy: (topic, event) => draftOf(topic, event) !== undefined,
    expiresAt: (value) => changesAt(value.contests),
  });
  const boards = publicReads.family({
    load: (draftId: number) => service.board(draftId),
    keyOf: draftOf,
    expiresAt: (board) => changesAt([board.contest]),
  });

  return {
    list,
    boards,
    /** Forgets this process's copies at once after its own write (the event does so everywhere). */
    changed(draftId: number) {
      list.invalidate();
      boards.invalidate(draftId);
    },
  };
}
export type DraftReads = ReturnType<typeof draftReads>;

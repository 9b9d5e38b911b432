import { liveTopics, lobbyEventSchemas, topicIdOf, type SportsContest } from '@powerplay/contracts';
import type { Clock } from '../../platform/clock';
import type { LiveEvent } from '../../platform/live/snapshot';
import { everyKey, type PublicReads } from '../../platform/public-reads';
import { ARCHIVE_AFTER_MS } from './sports-views';
import type { SportsService } from './service';

/** A finished contest's page is built again this often: it turns ARCHIVED a week after its settlement. */
const FINISHED_REBUILD_MS = 3600_000;

/**
 * The sports lobby's public reads, from memory (decision 018): a sport's contests and one contest with its
 * prize grid, the same bytes for everybody (`myEntryId` is always null here: the player's entries are
 * `GET /api/sports/entries`), and the Game Rules of a game type. A contest's lobby event (an entry, a
 * contest added or cancelled) rebuilds its sport's list and its page; a game set's status or
 * settlement, every list and page (they carry its status); a content page or the brand saved, the rules.
 */
export function sportsContestReads(publicReads: PublicReads, service: SportsService, clock: Clock) {
  const lobbyEvent = (topic: string, event: LiveEvent) =>
    topic === liveTopics.lobby && event.type === 'sports-contest'
      ? lobbyEventSchemas['sports-contest'].parse(event.data)
      : undefined;
  const gameSetChanged = (topic: string, event: LiveEvent) =>
    topicIdOf('sportsGameSet', topic) !== undefined && event.type !== 'match';

  /** When a contest's status changes with time alone: ARCHIVED a week after it was cancelled or settled. */
  const changesAt = (c: SportsContest): number | undefined => {
    if (c.status === 'CANCELLED' && c.cancelledAt) return Date.parse(c.cancelledAt) + ARCHIVE_AFTER_MS;
    // Its settlement time is not in the answer: built again now and then.
    if (c.status === 'FINISHED') return clock.now().getTime() + FINISHED_REBUILD_MS;
    return undefined;
  };
  const earliest = (times: (number | undefined)[]) => {
    const known = times.filter((t): t is number => t !== undefined);
    return known.length ? Math.min(...known) : undefined;
  };

  const lists = publicReads.family({
    load: (sportId: number) => service.contests(sportId, null),
    keyOf: (topic, event) => (gameSetChanged(topic, event) ? everyKey : lobbyEvent(topic, event)?.sportId),
    expiresAt: (list) => earliest(list.contests.map(changesAt)),
  });
  const contests = publicReads.family({
    load: (contestId: number) => service.contest(contestId, null),
    keyOf: (topic, event) => (gameSetChanged(topic, event) ? everyKey : lobbyEvent(topic, event)?.contestId),
    expiresAt: (detail) => changesAt(detail.contest),
  });
  // A game type's rules are its content page's blocks: rebuilt when a page is saved, or the brand (the
  // pages speak in its name).
  const rules = publicReads.family({
    load: (gameTypeId: number) => service.rules(gameTypeId),
    keyOf: (topic) => (topic === liveTopics.content || topic === liveTopics.brand ? everyKey : undefined),
  });

  return {
    lists,
    contests,
    rules,
    /**
     * Forgets this process's copies of what a write changed, so the writer reads it at once; the lobby
     * event it published does the same on every process (this one included) when it arrives.
     */
    contestChanged(sportId: number, contestId: number) {
      lists.invalidate(sportId);
      contests.invalidate(contestId);
    },
    /** A game set added with its contests (this process; the contests' lobby events tell every one). */
    sportChanged(sportId: number) {
      lists.invalidate(sportId);
    },
  };
}
export type SportsContestReads = ReturnType<typeof sportsContestReads>;

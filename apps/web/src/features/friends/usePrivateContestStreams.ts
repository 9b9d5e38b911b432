import {
  draftEventSchemas,
  liveEventPaths,
  lotteryEventSchemas,
  privateContestEventSchemas,
  sportsGameSetEventSchemas,
  type PrivateContest,
} from '@powerplay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useEventStream } from '../../lib/useEventStream';
import { withBall, withMatch } from './live-standings';
import { beforeStart } from './status';
import { friendsKeys } from './queryKeys';

/** The standings are read again at most this often, however busy the streams are. */
export const STANDINGS_REREAD_MS = 2_000;

/**
 * Keeps a private contest's standings current (no polling). While the contest is live the page scores
 * them itself as the game's events arrive (live-standings.ts); otherwise a score change or a status of
 * the game, a join, or a member's powerplay (`entry`) reads the standings again, at most once every
 * {@link STANDINGS_REREAD_MS} after the last read. The contest's stream is needed while it takes members
 * or is live, the game's until its results are final.
 */
export function usePrivateContestStreams(
  id: number,
  contest: PrivateContest | undefined,
  dataUpdatedAt: number,
) {
  const queryClient = useQueryClient();
  const lastRead = useRef(dataUpdatedAt);
  useEffect(() => {
    lastRead.current = dataUpdatedAt;
  }, [dataUpdatedAt]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current !== null) clearTimeout(timer.current);
    },
    [],
  );

  const reread = useCallback(() => {
    // One read waits at a time: the events meanwhile are in the answer it brings.
    if (timer.current !== null) return;
    const wait = Math.max(0, lastRead.current + STANDINGS_REREAD_MS - Date.now());
    timer.current = setTimeout(() => {
      timer.current = null;
      lastRead.current = Date.now();
      void queryClient.invalidateQueries({ queryKey: friendsKeys.contest(id) });
    }, wait);
  }, [queryClient, id]);

  /** Scores the cached standings again with one event, when the answer carries what that needs. */
  const rescore = (apply: (contest: PrivateContest) => PrivateContest) => {
    const key = friendsKeys.contest(id);
    const known = queryClient.getQueryData<PrivateContest>(key);
    if (!known?.live) return reread();
    // The read's own time stays: scoring here is no read, and must not hold the next one back.
    queryClient.setQueryData(key, apply(known), { updatedAt: queryClient.getQueryState(key)?.dataUpdatedAt });
  };

  const status = contest?.status;
  const joinable = status !== undefined && beforeStart(status);
  const playing = joinable || status === 'live';
  useEventStream(
    contest && playing ? liveEventPaths.privateContest(contest.id) : null,
    privateContestEventSchemas,
    (event) => {
      if (event.type === 'entry') return reread();
      // The stream opens with the count as it is: only a change is worth a read.
      const known = queryClient.getQueryData<PrivateContest>(friendsKeys.contest(id));
      if (event.data.memberCount !== known?.memberCount) reread();
    },
  );
  // The game's own stream: a sports game set's scores, a draw's balls, a draft's picks.
  const game = contest && playing ? contest.game : null;
  useEventStream(
    game?.kind === 'sports' && game.gameSetId !== null ? liveEventPaths.sportsGameSet(game.gameSetId) : null,
    sportsGameSetEventSchemas,
    (event) => (event.type === 'match' ? rescore((c) => withMatch(c, event.data)) : reread()),
  );
  useEventStream(
    game?.kind === 'draft' ? liveEventPaths.draft(game.contestId) : null,
    draftEventSchemas,
    reread,
  );
  useEventStream(
    game?.kind === 'lottery' ? liveEventPaths.lottery(game.contestId) : null,
    lotteryEventSchemas,
    (event) => (event.type === 'ball' ? rescore((c) => withBall(c, event.data.number)) : reread()),
  );
}

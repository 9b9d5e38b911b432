import {
  liveEventPaths,
  playerEventSchemas,
  sportsGameSetEventSchemas,
  type SportsLiveScoreResponse,
} from '@powerplay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/queryKeys';
import { useEventStream } from '../../lib/useEventStream';
import { withEntryEvent, withMatch, withStatus } from './standing';

/**
 * Keeps an entry's cached standing current (no polling): the game set's matches as they happen, until
 * the entry is settled, and the player's own changes (a powerplay on another page or device). The
 * streams start once the standing is here: their first events (the server's snapshot, then each
 * change) are merged into it by sequence. `streaming`: the game set's stream is open, or not needed.
 */
export function useLiveScoreStreams(
  entryId: number,
  data: SportsLiveScoreResponse | undefined,
): { streaming: boolean } {
  const queryClient = useQueryClient();
  const key = queryKeys.sports.live(entryId);
  const update = (fn: (data: SportsLiveScoreResponse) => SportsLiveScoreResponse) =>
    queryClient.setQueryData<SportsLiveScoreResponse>(key, (old) => (old ? fn(old) : old));

  const settled = data ? data.meta.result !== 'POSSIBLE' : false;
  const gameSetId = data?.gameSet.id ?? null;
  // A contest waiting for players is played or cancelled once its game set starts: while it still waits
  // after the start (the cancellation is the feed's next step), each event of the set asks the server
  // again, so the panel's reason turns into "Cancelled — not enough players" without a reload.
  const recheck = () => {
    const current = queryClient.getQueryData<SportsLiveScoreResponse>(key);
    // One question at a time: a burst of events (the stream's first snapshot) asks once.
    if (
      current?.entry.contest.status === 'WAITING_FOR_PLAYERS' &&
      queryClient.isFetching({ queryKey: key }) === 0
    )
      void queryClient.invalidateQueries({ queryKey: key });
  };
  const setStream = useEventStream(
    gameSetId === null || settled ? null : liveEventPaths.sportsGameSet(gameSetId),
    sportsGameSetEventSchemas,
    (event) => {
      if (event.type === 'match') {
        update((d) => withMatch(d, event.data));
        if (event.data.status !== 'UNPLAYED') recheck();
      } else if (event.type === 'status') {
        update((d) => withStatus(d, event.data.status));
        if (event.data.status !== 'UNPLAYED') recheck();
      } else {
        // Settled: the result and what it won come from the server once.
        void queryClient.invalidateQueries({ queryKey: key });
        void queryClient.invalidateQueries({ queryKey: queryKeys.sports.entries });
      }
    },
  );
  useEventStream(data ? liveEventPaths.me : null, playerEventSchemas, (event) => {
    if (event.type === 'sports-entry' && event.data.entryId === entryId) {
      update((d) => withEntryEvent(d, event.data));
    }
  });

  return { streaming: setStream.state === 'open' || settled };
}

import { liveEventPaths, sportsGameSetEventSchemas, type GameSetMatchesResponse } from '@powerplay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/queryKeys';
import { useEventStream, type ReceivedEvent } from '../../lib/useEventStream';

/**
 * A game set's live events on the one event-stream hook (`match`, `status`, `settled`: the contracts'
 * `sportsGameSetEventSchemas`): each `match` replaces that match in the matches query when its
 * sequence is newer, `status` updates the set, `settled` refetches the player's entries. No polling.
 */
export function useGameSetEvents(gameSetId: number | null) {
  const queryClient = useQueryClient();
  const url = gameSetId === null ? null : liveEventPaths.sportsGameSet(gameSetId);
  return useEventStream(
    url,
    sportsGameSetEventSchemas,
    (event: ReceivedEvent<typeof sportsGameSetEventSchemas>) => {
      if (gameSetId === null) return;
      if (event.type === 'settled') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.sports.entries });
        return;
      }
      queryClient.setQueryData<GameSetMatchesResponse>(queryKeys.sports.matches(gameSetId), (old) => {
        if (!old) return old;
        if (event.type === 'status')
          return { ...old, gameSet: { ...old.gameSet, status: event.data.status } };
        const next = event.data;
        return {
          ...old,
          matches: old.matches.map((m) =>
            m.feedGameId === next.feedGameId && next.sequence >= m.sequence ? next : m,
          ),
        };
      });
    },
  );
}

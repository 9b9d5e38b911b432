import {
  draftEventSchemas,
  liveEventPaths,
  playerEventSchemas,
  type DraftContestResponse,
  type DraftLiveResponse,
} from '@powerplay/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../lib/queryKeys';
import { useEventStream } from '../../lib/useEventStream';
import { useViewer } from './api';
import { recount, withContestStatus, withPick } from './liveState';

/**
 * The draft's picks as they are made (`pick`, `status`, `settled` on the draft's stream) merged into the
 * draft and my entry, my matches recounted here; my own changes from another page or device (the
 * player's `draft-entry`) refetch my entry. No polling.
 */
export function useDraftStreams(draft: DraftContestResponse, entryId: number | null) {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  const contestKey = queryKeys.draft.contest(draft.contest.id, viewer.id);
  const liveKey = queryKeys.draft.live(entryId ?? 0);
  const settled = draft.contest.settledAt !== null;

  useEventStream(settled ? null : liveEventPaths.draft(draft.contest.id), draftEventSchemas, (event) => {
    if (event.type === 'pick') {
      const next = queryClient.setQueryData<DraftContestResponse>(contestKey, (old) =>
        old ? withPick(old, event.data) : old,
      );
      if (entryId !== null && next) {
        queryClient.setQueryData<DraftLiveResponse>(liveKey, (old) => (old ? recount(old, next.picks) : old));
      }
    } else if (event.type === 'status') {
      const status = event.data.status;
      queryClient.setQueryData<DraftContestResponse>(contestKey, (old) =>
        old ? withContestStatus(old, status) : old,
      );
      if (entryId !== null) {
        queryClient.setQueryData<DraftLiveResponse>(liveKey, (old) =>
          old ? withContestStatus(old, status) : old,
        );
      }
    } else {
      // Settled: the result and the prize come from the server, once.
      void queryClient.invalidateQueries({ queryKey: contestKey });
      if (entryId !== null) void queryClient.invalidateQueries({ queryKey: liveKey });
      void queryClient.invalidateQueries({ queryKey: queryKeys.draft.entries });
    }
  });

  useEventStream(entryId !== null ? liveEventPaths.me : null, playerEventSchemas, (event) => {
    if (event.type !== 'draft-entry' || event.data.entryId !== entryId) return;
    const current = queryClient.getQueryData<DraftLiveResponse>(liveKey);
    const ranking = current ? [...current.entry.rows].sort((a, b) => a.rank - b.rank) : [];
    const same =
      current !== undefined &&
      event.data.ranking.length === ranking.length &&
      event.data.ranking.every((id, i) => ranking[i]?.prospectId === id) &&
      event.data.powerplays.every(
        (p) => current.powerplays.find((q) => q.id === p.id)?.remaining === p.remaining,
      );
    if (!same) void queryClient.invalidateQueries({ queryKey: liveKey });
  });
}

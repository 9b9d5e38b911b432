import type {
  CreateDraftContestRequest,
  DraftActualPick,
  DraftContest,
  OperatorDraftEntriesResponse,
  PostDraftPickRequest,
} from '@powerplay/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { queryKeys } from '../../lib/queryKeys';
import { operatorKeys } from './queryKeys';

/** The back office's drafts with their picks made and entries (`GET /api/operator/draft/contests`). */
export function useOperatorDrafts() {
  return useQuery({
    queryKey: operatorKeys.draftContests,
    queryFn: ({ signal }) =>
      apiFetch<{ contests: DraftContest[] }>('/api/operator/draft/contests', { signal }),
    select: (data) => data.contests,
    staleTime: 5_000,
  });
}

/** A draft's entries (`GET /api/operator/draft/contests/:id/entries`). */
export function useOperatorDraftEntries(contestId: number | null) {
  return useQuery({
    queryKey: operatorKeys.draftEntries(contestId ?? 0),
    queryFn: ({ signal }) =>
      apiFetch<OperatorDraftEntriesResponse>(`/api/operator/draft/contests/${contestId}/entries`, { signal }),
    select: (data) => data.entries,
    enabled: contestId !== null,
  });
}

/** After a change the back office's lists and the players' draft answers are stale. */
function useInvalidateDrafts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: operatorKeys.draft }),
      queryClient.invalidateQueries({ queryKey: queryKeys.draft.all }),
    ]);
}

/** Opens a draft (`POST /api/operator/draft/contests`). */
export function useCreateDraft() {
  const invalidate = useInvalidateDrafts();
  return useMutation({
    mutationFn: (body: CreateDraftContestRequest) =>
      apiFetch<{ contest: DraftContest }>('/api/operator/draft/contests', { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

/** Posts the next actual pick of an operator-run draft (`POST /api/operator/draft/contests/:id/picks`). */
export function usePostDraftPick() {
  const invalidate = useInvalidateDrafts();
  return useMutation({
    mutationFn: ({ contestId, body }: { contestId: number; body: PostDraftPickRequest }) =>
      apiFetch<{ pick?: DraftActualPick }>(`/api/operator/draft/contests/${contestId}/picks`, {
        method: 'POST',
        body,
      }),
    onSettled: invalidate,
  });
}

/** Hands a draft to the replay from now (`POST /api/operator/draft/contests/:id/replay`). */
export function useStartDraftReplay() {
  const invalidate = useInvalidateDrafts();
  return useMutation({
    mutationFn: ({ contestId, pickIntervalSeconds }: { contestId: number; pickIntervalSeconds: number }) =>
      apiFetch<unknown>(`/api/operator/draft/contests/${contestId}/replay`, {
        method: 'POST',
        body: { pickIntervalSeconds },
      }),
    onSettled: invalidate,
  });
}

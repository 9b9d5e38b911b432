import type {
  DraftContestResponse,
  DraftContestsResponse,
  DraftEntriesResponse,
  DraftLiveResponse,
  SaveDraftEntryRequest,
  SaveDraftEntryResponse,
  UseDraftPowerplayRequest,
} from '@powerplay/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { queryKeys } from '../../lib/queryKeys';
import { useMe } from '../auth';

/** Who is asking: draft answers carry the signed-in player's entry, so each viewer has its own cache. */
export function useViewer(): { id: number | null; known: boolean } {
  const me = useMe();
  return { id: me.data?.id ?? null, known: !me.isPending };
}

// --- GET /api/draft/contests: open, locked and live drafts, then the latest finished -----------------
export function getDraftContests(signal?: AbortSignal): Promise<DraftContestsResponse> {
  return apiFetch<DraftContestsResponse>('/api/draft/contests', { signal });
}

export function useDraftContests(enabled = true) {
  const viewer = useViewer();
  return useQuery({
    queryKey: queryKeys.draft.contests(viewer.id),
    queryFn: ({ signal }) => getDraftContests(signal),
    enabled: enabled && viewer.known,
    staleTime: 15_000,
  });
}

// --- GET /api/draft/contests/:id: prospects, pick slots, picks so far, my entry ----------------------
export function getDraftContest(id: number, signal?: AbortSignal): Promise<DraftContestResponse> {
  return apiFetch<DraftContestResponse>(`/api/draft/contests/${id}`, { signal });
}

/**
 * One draft. Kept current by its live stream where a page listens to it (`pick`, `status`), so an
 * answer is never stale on its own.
 */
export function useDraftContest(id: number | null) {
  const viewer = useViewer();
  return useQuery({
    queryKey: queryKeys.draft.contest(id ?? 0, viewer.id),
    queryFn: ({ signal }) => getDraftContest(id ?? 0, signal),
    enabled: id !== null && viewer.known,
    staleTime: Infinity,
  });
}

// --- PUT /api/draft/contests/:id/entry: my top 32 --------------------------------------------------
export function saveDraftEntry(
  contestId: number,
  body: SaveDraftEntryRequest,
): Promise<SaveDraftEntryResponse> {
  return apiFetch<SaveDraftEntryResponse>(`/api/draft/contests/${contestId}/entry`, { method: 'PUT', body });
}

export function useSaveDraftEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contestId, ...body }: { contestId: number } & SaveDraftEntryRequest) =>
      saveDraftEntry(contestId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.draft.all }),
  });
}

// --- GET /api/draft/entries: my draft entries (Game Central) ----------------------------------------
export function getMyDraftEntries(signal?: AbortSignal): Promise<DraftEntriesResponse> {
  return apiFetch<DraftEntriesResponse>('/api/draft/entries', { signal });
}

export function useMyDraftEntries(enabled = true) {
  return useQuery({
    queryKey: queryKeys.draft.entries,
    queryFn: ({ signal }) => getMyDraftEntries(signal),
    enabled,
  });
}

// --- GET /api/draft/entries/:id/live: My Draft Manager ----------------------------------------------
export function getDraftLive(entryId: number, signal?: AbortSignal): Promise<DraftLiveResponse> {
  return apiFetch<DraftLiveResponse>(`/api/draft/entries/${entryId}/live`, { signal });
}

/** Loaded once; the page keeps it current from the live streams and the powerplays' answers (no polling). */
export function useDraftLive(entryId: number | null) {
  return useQuery({
    queryKey: queryKeys.draft.live(entryId ?? 0),
    queryFn: ({ signal }) => getDraftLive(entryId ?? 0, signal),
    enabled: entryId !== null,
    staleTime: Infinity,
  });
}

// --- POST /api/draft/entries/:id/powerplays: Move Up / Move Down / Swap / Undo ------------------------
export function postDraftPowerplay(
  entryId: number,
  body: UseDraftPowerplayRequest,
  idempotencyKey: string,
): Promise<DraftLiveResponse> {
  return apiFetch<DraftLiveResponse>(`/api/draft/entries/${entryId}/powerplays`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

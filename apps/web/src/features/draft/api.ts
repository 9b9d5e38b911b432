import type {
  DraftBoardResponse,
  DraftContestResponse,
  DraftContestsResponse,
  DraftEntriesResponse,
  DraftLiveResponse,
  MyDraftEntryResponse,
  SaveDraftEntryRequest,
  SaveDraftEntryResponse,
  UseDraftPowerplayRequest,
} from '@powerplay/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { queryKeys } from '../../lib/queryKeys';
import { useMe } from '../auth';

/** Who is asking: the pages show the signed-in player's entry in the drafts, so each viewer has its own cache. */
export function useViewer(): { id: number | null; known: boolean } {
  const me = useMe();
  return { id: me.data?.id ?? null, known: !me.isPending };
}

/**
 * The player's part of a public draft answer (the answers are the same bytes for everybody, with
 * `myEntryId` null). A failure of the player's request shows the public answer as it is.
 */
async function mineOrNothing<T>(viewer: number | null, mine: () => Promise<T>): Promise<T | undefined> {
  if (viewer === null) return undefined;
  try {
    return await mine();
  } catch {
    return undefined;
  }
}

// --- GET /api/draft/contests: open, locked and live drafts, then the latest finished -----------------
export function getDraftContests(signal?: AbortSignal): Promise<DraftContestsResponse> {
  return apiFetch<DraftContestsResponse>('/api/draft/contests', { signal });
}

export function useDraftContests(enabled = true) {
  const viewer = useViewer();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.draft.contests(viewer.id),
    queryFn: async ({ signal }): Promise<DraftContestsResponse> => {
      // My entries (`GET /api/draft/entries`, shared with Game Central's cache) give my entry in each.
      const [list, mine] = await Promise.all([
        getDraftContests(signal),
        mineOrNothing(viewer.id, () =>
          queryClient.fetchQuery({
            queryKey: queryKeys.draft.entries,
            queryFn: ({ signal: s }) => getMyDraftEntries(s),
            staleTime: 5_000,
          }),
        ),
      ]);
      if (!mine) return list;
      const byContest = new Map(mine.entries.map((e) => [e.contest.id, e.id]));
      return {
        contests: list.contests.map((c) => ({ ...c, myEntryId: byContest.get(c.id) ?? c.myEntryId })),
      };
    },
    enabled: enabled && viewer.known,
    staleTime: 15_000,
  });
}

// --- GET /api/draft/contests/:id: prospects, pick slots, picks so far (public) ----------------------
export function getDraftContest(id: number, signal?: AbortSignal): Promise<DraftBoardResponse> {
  return apiFetch<DraftBoardResponse>(`/api/draft/contests/${id}`, { signal });
}

// --- GET /api/draft/contests/:id/entry: my saved entry, or my skill-testing question -----------------
export function getMyDraftEntry(id: number, signal?: AbortSignal): Promise<MyDraftEntryResponse> {
  return apiFetch<MyDraftEntryResponse>(`/api/draft/contests/${id}/entry`, { signal });
}

/**
 * One draft, with my part merged in (my saved entry, or the skill-testing question of a first one).
 * Kept current by its live stream where a page listens to it (`pick`, `status`), so an answer is never
 * stale on its own.
 */
export function useDraftContest(id: number | null) {
  const viewer = useViewer();
  return useQuery({
    queryKey: queryKeys.draft.contest(id ?? 0, viewer.id),
    queryFn: async ({ signal }): Promise<DraftContestResponse> => {
      const [board, mine] = await Promise.all([
        getDraftContest(id ?? 0, signal),
        mineOrNothing(viewer.id, () => getMyDraftEntry(id ?? 0, signal)),
      ]);
      // As the board was answered (an older server, a test's fixture) unless my request says otherwise.
      const current = board as Partial<DraftContestResponse> & DraftBoardResponse;
      const myEntry = mine ? mine.myEntry : (current.myEntry ?? null);
      return {
        ...board,
        contest: { ...board.contest, myEntryId: myEntry?.id ?? board.contest.myEntryId },
        myEntry,
        skillQuestion: mine ? mine.skillQuestion : (current.skillQuestion ?? null),
      };
    },
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

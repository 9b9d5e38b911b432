import type { SportsLiveScoreResponse, UseSportsPowerplayRequest } from '@powerplay/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { queryKeys } from '../../lib/queryKeys';

// --- GET /api/sports/entries/:id/live: the entry's live standing (its owner only) --------------------
export function getLiveScore(entryId: number, signal?: AbortSignal): Promise<SportsLiveScoreResponse> {
  return apiFetch<SportsLiveScoreResponse>(`/api/sports/entries/${entryId}/live`, { signal });
}

/**
 * The standing, loaded once; the live score page keeps it current from the live streams (no polling):
 * there an answer is never stale on its own, only an event or a powerplay's answer changes it. A page
 * without the streams (Game Central's summary) asks again each time (`staleTime: 0`).
 */
export function useLiveScore(entryId: number | null, { staleTime = Infinity }: { staleTime?: number } = {}) {
  return useQuery({
    queryKey: queryKeys.sports.live(entryId ?? 0),
    queryFn: ({ signal }) => getLiveScore(entryId ?? 0, signal),
    enabled: entryId !== null,
    staleTime,
  });
}

// --- POST /api/sports/entries/:id/powerplays ---------------------------------------------------------
export function postSportsPowerplay(
  entryId: number,
  body: UseSportsPowerplayRequest,
  idempotencyKey: string,
): Promise<SportsLiveScoreResponse> {
  return apiFetch<SportsLiveScoreResponse>(`/api/sports/entries/${entryId}/powerplays`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

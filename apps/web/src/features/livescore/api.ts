import type {
  SportsLiveScoreResponse,
  SportsResponse,
  SportsRulesResponse,
  UseSportsPowerplayRequest,
} from '@powerplay/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { queryKeys } from '../../lib/queryKeys';

// --- GET /api/sports/entries/:id/live: the entry's live standing (its owner only) --------------------
export function getLiveScore(entryId: number, signal?: AbortSignal): Promise<SportsLiveScoreResponse> {
  return apiFetch<SportsLiveScoreResponse>(`/api/sports/entries/${entryId}/live`, { signal });
}

/**
 * The standing, loaded once; the page keeps it current from the live streams (no polling). An answer
 * is never stale on its own: only an event or a powerplay's answer changes it.
 */
export function useLiveScore(entryId: number | null) {
  return useQuery({
    queryKey: queryKeys.sports.live(entryId ?? 0),
    queryFn: ({ signal }) => getLiveScore(entryId ?? 0, signal),
    enabled: entryId !== null,
    staleTime: Infinity,
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

// --- GET /api/sports: the game types' header images --------------------------------------------------
export function useSportsList() {
  return useQuery({
    queryKey: queryKeys.sports.sports,
    queryFn: ({ signal }) => apiFetch<SportsResponse>('/api/sports', { signal }),
    staleTime: 5 * 60_000,
  });
}

// --- GET /api/sports/game-types/:id/rules: the Game Rules dialog's five tabs --------------------------
export function useGameTypeRules(gameTypeId: number | null) {
  return useQuery({
    queryKey: queryKeys.sports.rules(gameTypeId ?? 0),
    queryFn: ({ signal }) =>
      apiFetch<SportsRulesResponse>(`/api/sports/game-types/${gameTypeId ?? 0}/rules`, { signal }),
    enabled: gameTypeId !== null,
    staleTime: 10 * 60_000,
  });
}

import type {
  FantasyCurrentResponse,
  FantasyEntry,
  FantasyEntryResponse,
  FantasyPick,
} from '@powerplay/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { queryKeys } from '../../lib/queryKeys';

// --- GET /api/fantasy/games/current: the sample game and its players ---------------------------------
export function useFantasyGame() {
  return useQuery({
    queryKey: queryKeys.fantasy.current,
    queryFn: ({ signal }) => apiFetch<FantasyCurrentResponse>('/api/fantasy/games/current', { signal }),
    staleTime: 60_000,
  });
}

// --- GET /api/fantasy/games/:id/entry: my saved picks (signed in only) -------------------------------
export function useFantasyEntry(gameId: number | null) {
  return useQuery({
    queryKey: queryKeys.fantasy.entry(gameId ?? 0),
    queryFn: ({ signal }) => apiFetch<FantasyEntryResponse>(`/api/fantasy/games/${gameId}/entry`, { signal }),
    select: (data) => data.entry,
    enabled: gameId !== null,
  });
}

// --- PUT /api/fantasy/games/:id/picks -----------------------------------------------------------------
export function useSaveFantasyPicks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gameId, picks }: { gameId: number; picks: FantasyPick[] }) =>
      apiFetch<{ entry: FantasyEntry }>(`/api/fantasy/games/${gameId}/picks`, {
        method: 'PUT',
        body: { picks },
      }),
    onSuccess: ({ entry }, { gameId }) => {
      queryClient.setQueryData<FantasyEntryResponse>(queryKeys.fantasy.entry(gameId), { entry });
    },
  });
}

import type {
  FantasyLiveResponse,
  FantasyPick,
  FantasyPlayersResponse,
  UseFantasyPowerplayRequest,
} from '@powerplay/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { queryKeys } from '../../lib/queryKeys';
import { usePowerplayMutation } from '../../lib/usePowerplayMutation';
import { entryIn, type PicksSubmission } from '../sports';
import { fantasyKeys } from './queryKeys';

// --- GET /api/fantasy/contests/:id/players: the set's players with their points so far ---------------
export function useFantasyPlayers(contestId: number | null) {
  return useQuery({
    queryKey: fantasyKeys.players(contestId ?? 0),
    queryFn: ({ signal }) =>
      apiFetch<FantasyPlayersResponse>(`/api/fantasy/contests/${contestId}/players`, { signal }),
    enabled: contestId !== null,
  });
}

// --- GET /api/fantasy/entries/:id/live: my picks with their points, My Score, my powerplays ------------
export function useFantasyLive(entryId: number | null) {
  return useQuery({
    queryKey: fantasyKeys.live(entryId ?? 0),
    queryFn: ({ signal }) =>
      apiFetch<FantasyLiveResponse>(`/api/fantasy/entries/${entryId}/live`, { signal }),
    enabled: entryId !== null,
  });
}

// --- PUT /api/fantasy/entries/:id/picks, entering the contest first when I have no entry yet ----------
export function useSubmitFantasyPicks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ contestId, entryId, picks }: PicksSubmission<FantasyPick[]>) => {
      const id = await entryIn(contestId, entryId);
      const live = await apiFetch<FantasyLiveResponse>(`/api/fantasy/entries/${id}/picks`, {
        method: 'PUT',
        body: { picks },
      });
      return { live, entryId: id };
    },
    onSuccess: ({ live, entryId }) => queryClient.setQueryData(fantasyKeys.live(entryId), live),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.sports.all }),
  });
}

// --- POST /api/fantasy/entries/:id/powerplays: Swap, Star Power, Undo ---------------------------------
export function useFantasyPowerplay(entryId: number) {
  return usePowerplayMutation<UseFantasyPowerplayRequest, FantasyLiveResponse>({
    post: (body, idempotencyKey) =>
      apiFetch<FantasyLiveResponse>(`/api/fantasy/entries/${entryId}/powerplays`, {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    queryKey: fantasyKeys.live(entryId),
  });
}

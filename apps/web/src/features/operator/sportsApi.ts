import type {
  ContestResponse,
  CreateSportsContestRequest,
  FeedUpdate,
  OperatorGameSetsResponse,
  SportsFeedStateResponse,
  SportsResponse,
} from '@powerplay/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { queryKeys } from '../../lib/queryKeys';
import { operatorKeys } from './queryKeys';

interface FeedBatchResult {
  applied: number;
  ignored: number;
  resettled: number;
}

/** The back office's game sets (upcoming and live, then the latest finished) with their counts. */
export function useOperatorGameSets() {
  return useQuery({
    queryKey: operatorKeys.sportsGameSets,
    queryFn: ({ signal }) => apiFetch<OperatorGameSetsResponse>('/api/operator/sports/game-sets', { signal }),
    select: (data) => data.gameSets,
    staleTime: 5_000,
  });
}

/** Where each match of a game set stands in the feed; polled while the panel shows it. */
export function useFeedState(gameSetId: number | null) {
  return useQuery({
    queryKey: operatorKeys.sportsFeed(gameSetId ?? 0),
    queryFn: ({ signal }) =>
      apiFetch<SportsFeedStateResponse>(`/api/operator/sports/game-sets/${gameSetId}/feed`, { signal }),
    enabled: gameSetId !== null,
    refetchInterval: 5_000,
  });
}

/** The sports and their game types (`GET /api/sports`, the same answer players load). */
export function useSportsCatalog() {
  return useQuery({
    queryKey: queryKeys.sports.sports,
    queryFn: ({ signal }) => apiFetch<SportsResponse>('/api/sports', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Adds a contest to a game set not started; players' contest lists and the game sets are then stale. */
export function useCreateSportsContest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gameSetId, body }: { gameSetId: number; body: CreateSportsContestRequest }) =>
      apiFetch<ContestResponse>(`/api/operator/sports/game-sets/${gameSetId}/contests`, {
        method: 'POST',
        body,
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: operatorKeys.sportsGameSets }),
        queryClient.invalidateQueries({ queryKey: queryKeys.sports.all }),
      ]),
  });
}

/** Posts provider updates (`POST /api/operator/sports/feed`): here, an operator's score correction. */
export function usePostFeedUpdates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (updates: FeedUpdate[]) =>
      apiFetch<FeedBatchResult>('/api/operator/sports/feed', { method: 'POST', body: { updates } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorKeys.sports }),
  });
}

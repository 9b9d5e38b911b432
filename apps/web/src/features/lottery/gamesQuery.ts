import type { GameListResponse } from '@powerplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { queryKeys } from '../../lib/queryKeys';

// Its own module (no mutations) so the global banner's chunk stays tiny.
// --- GET /api/lottery/games -----------------------------------------------------------------------
export function getLotteryGames(signal?: AbortSignal): Promise<GameListResponse> {
  return apiFetch<GameListResponse>('/api/lottery/games', { signal });
}

export const lotteryGamesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.lottery.games,
    queryFn: ({ signal }) => getLotteryGames(signal),
    staleTime: 30_000,
  });

export function useLotteryGames() {
  return useQuery(lotteryGamesQueryOptions());
}

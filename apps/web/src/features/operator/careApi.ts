import type {
  PlayerCareResponse,
  SuspensionRequest,
  SuspensionResponse,
  TransactionsResponse,
} from '@powerplay/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { operatorKeys } from './queryKeys';

/** One player as player care shows them (`GET /api/operator/players/:id`). */
export function usePlayerCare(id: number) {
  return useQuery({
    queryKey: operatorKeys.playerCare(id),
    queryFn: ({ signal }) => apiFetch<PlayerCareResponse>(`/api/operator/players/${id}`, { signal }),
    staleTime: 5_000,
  });
}

/** A page of the player's ledger (the last year, every status), 20 a page. */
export function usePlayerTransactions(id: number, page: number) {
  return useQuery({
    queryKey: operatorKeys.playerTransactions(id, page),
    queryFn: ({ signal }) =>
      apiFetch<TransactionsResponse>(`/api/operator/players/${id}/transactions?period=1y&page=${page}`, {
        signal,
      }),
    placeholderData: (previous) => previous,
    staleTime: 5_000,
  });
}

export type SuspensionChange = 'suspension' | 'reinstatement';

/**
 * Suspends or reinstates the account; the care view, the withdrawals queue (held or not) and the audit
 * log are then stale.
 */
export function useSuspensionChange(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change, body }: { change: SuspensionChange; body: SuspensionRequest }) =>
      apiFetch<SuspensionResponse>(`/api/operator/players/${id}/${change}`, { method: 'POST', body }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: operatorKeys.playerCare(id) }),
        queryClient.invalidateQueries({ queryKey: operatorKeys.pendingWithdrawals }),
      ]);
    },
  });
}

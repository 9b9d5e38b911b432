import type { AdjustmentRequest, PlayerSearchResponse, Transaction, Withdrawal } from '@powerplay/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';

export type Decision = 'complete' | 'cancel' | 'refund';

export const operatorKeys = {
  pendingWithdrawals: ['operator', 'withdrawals', 'pending'] as const,
  players: (search: string) => ['operator', 'players', search] as const,
};

/** Players matching `search` (email, display name or id); idle while `search` is empty. */
export function usePlayerSearch(search: string) {
  return useQuery({
    queryKey: operatorKeys.players(search),
    queryFn: ({ signal }) =>
      apiFetch<PlayerSearchResponse>(`/api/operator/players?search=${encodeURIComponent(search)}`, {
        signal,
      }),
    select: (data) => data.players,
    enabled: search !== '',
  });
}

export function usePendingWithdrawals(enabled: boolean) {
  return useQuery({
    queryKey: operatorKeys.pendingWithdrawals,
    queryFn: ({ signal }) =>
      apiFetch<{ withdrawals: Withdrawal[] }>('/api/operator/withdrawals?status=pending', { signal }),
    select: (data) => data.withdrawals,
    enabled,
    staleTime: 5_000,
  });
}

export function useDecideWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: Decision }) =>
      apiFetch<{ withdrawal: Withdrawal }>(`/api/operator/withdrawals/${id}/${decision}`, {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorKeys.pendingWithdrawals }),
  });
}

export function useAdjustment() {
  return useMutation({
    mutationFn: ({ body, key }: { body: AdjustmentRequest; key: string }) =>
      apiFetch<{ entry: Transaction }>('/api/operator/wallet/adjustments', {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
  });
}

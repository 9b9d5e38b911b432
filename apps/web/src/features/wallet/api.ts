import type { TransactionsQuery, TransactionsResponse, WalletResponse } from '@powerplay/contracts';
import type { Withdrawal, WithdrawalRequest } from '@powerplay/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { queryKeys } from '../../lib/queryKeys';

export type TransactionFilters = TransactionsQuery;
export type Period = TransactionsQuery['period'];
export type TransactionStatus = NonNullable<TransactionsQuery['status']>;

// --- GET /api/wallet ------------------------------------------------------------------------------
export const walletQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.wallet.summary,
    queryFn: ({ signal }) => apiFetch<WalletResponse>('/api/wallet', { signal }),
    staleTime: 10_000,
  });

export function useWallet(enabled = true) {
  return useQuery({ ...walletQueryOptions(), enabled });
}

// --- GET /api/wallet/transactions -----------------------------------------------------------------
/** `period=3m&status=pending&page=2` (no status = all). */
export function transactionsQueryString({ period, status, page }: TransactionFilters): string {
  const params = new URLSearchParams({ period });
  if (status) params.set('status', status);
  params.set('page', String(page));
  return params.toString();
}

export function useTransactions(filters: TransactionFilters) {
  return useQuery({
    queryKey: queryKeys.wallet.transactions(filters),
    queryFn: ({ signal }) =>
      apiFetch<TransactionsResponse>(`/api/wallet/transactions?${transactionsQueryString(filters)}`, {
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

// --- POST /api/wallet/withdrawals -----------------------------------------------------------------
export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: WithdrawalRequest; key: string }) =>
      apiFetch<{ withdrawal: Withdrawal }>('/api/wallet/withdrawals', {
        method: 'POST',
        body,
        headers: { 'Idempotency-Key': key },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.wallet.all }),
  });
}

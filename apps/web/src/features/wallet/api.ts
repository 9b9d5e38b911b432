import type {
  TransactionsResponse,
  WalletResponse,
  Withdrawal,
  WithdrawalRequest,
} from '@powerplay/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';

export type Period = '3m' | '6m' | '9m' | '1y';
export type TransactionStatus = 'complete' | 'pending' | 'cancel' | 'refund';

export interface TransactionFilters {
  period: Period;
  status: TransactionStatus | null;
  page: number;
}

/** The query keys of the wallet, store and account pages (prefixes invalidate whole families). */
export const walletKeys = {
  all: ['wallet'] as const,
  summary: ['wallet', 'summary'] as const,
  transactions: (filters: TransactionFilters) => ['wallet', 'transactions', filters] as const,
};

// --- GET /api/wallet ------------------------------------------------------------------------------
export const walletQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.summary,
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
    queryKey: walletKeys.transactions(filters),
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
}

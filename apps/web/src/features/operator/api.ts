import type {
  AdjustmentRequest,
  LotteryGame,
  MailOutboxResponse,
  OperatorBookChecksResponse,
  PlayerSearchResponse,
  ReceivablesResponse,
  ScheduleGameRequest,
  Transaction,
  Withdrawal,
  WithdrawalListResponse,
} from '@powerplay/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { queryKeys } from '../../lib/queryKeys';
import { operatorKeys } from './queryKeys';

export type Decision = 'complete' | 'cancel' | 'refund';

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
      apiFetch<WithdrawalListResponse>('/api/operator/withdrawals?status=pending', { signal }),
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

/** Schedules a draw (`POST /api/operator/lottery/games`); the games list everybody sees is then stale. */
export function useScheduleDraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleGameRequest) =>
      apiFetch<{ game: LotteryGame }>('/api/operator/lottery/games', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.lottery.games }),
  });
}

/** The local mail outbox (mail kept when no SMTP server is configured), newest first. */
export function useMailOutbox() {
  return useQuery({
    queryKey: operatorKeys.mailOutbox,
    queryFn: ({ signal }) => apiFetch<MailOutboxResponse>('/api/operator/mail-outbox', { signal }),
    select: (data) => data.mails,
    staleTime: 5_000,
  });
}

/** What players owe from prize reversals their balance could not cover (score corrections). */
export function useReceivables() {
  return useQuery({
    queryKey: operatorKeys.receivables,
    queryFn: ({ signal }) => apiFetch<ReceivablesResponse>('/api/operator/receivables', { signal }),
    select: (data) => data.receivables,
    staleTime: 5_000,
  });
}

/** The last runs of the books' self-check, newest first (the hourly job and the CLI record them). */
export function useBookChecks() {
  return useQuery({
    queryKey: operatorKeys.bookChecks,
    queryFn: ({ signal }) => apiFetch<OperatorBookChecksResponse>('/api/operator/books/checks', { signal }),
    select: (data) => data.runs,
    staleTime: 30_000,
  });
}

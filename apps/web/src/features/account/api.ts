import type { Limits, Profile, ResponsibleGamingResponse } from '@powerplay/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { queryKeys } from '../../lib/queryKeys';
import { accountKeys } from './queryKeys';

export type ExclusionPeriod = '24h' | '7d' | '30d' | '6m' | 'permanent';

// --- GET|PATCH /api/account/profile ---------------------------------------------------------------
export function useProfile(enabled = true) {
  return useQuery({
    queryKey: accountKeys.profile,
    queryFn: ({ signal }) => apiFetch<{ profile: Profile }>('/api/account/profile', { signal }),
    select: (data) => data.profile,
    enabled,
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { firstName?: string; lastName?: string; email?: string }) =>
      apiFetch<{ profile: Profile }>('/api/account/profile', { method: 'PATCH', body }),
    onSuccess: (data) => {
      queryClient.setQueryData(accountKeys.profile, data);
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}

// --- POST /api/account/password -------------------------------------------------------------------
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      apiFetch<void>('/api/account/password', { method: 'POST', body }),
  });
}

// --- Responsible gaming ---------------------------------------------------------------------------
export function useResponsibleGaming() {
  return useQuery({
    queryKey: accountKeys.responsibleGaming,
    queryFn: ({ signal }) =>
      apiFetch<ResponsibleGamingResponse>('/api/account/responsible-gaming', { signal }),
    staleTime: 10_000,
  });
}

export function useSetLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Partial<Limits>) =>
      apiFetch<ResponsibleGamingResponse>('/api/account/responsible-gaming/limits', {
        method: 'PUT',
        body,
      }),
    onSuccess: (data) => queryClient.setQueryData(accountKeys.responsibleGaming, data),
  });
}

export function useSelfExclude() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (period: ExclusionPeriod) =>
      apiFetch<ResponsibleGamingResponse>('/api/account/responsible-gaming/self-exclusion', {
        method: 'POST',
        body: { period },
      }),
    onSuccess: (data) => queryClient.setQueryData(accountKeys.responsibleGaming, data),
  });
}

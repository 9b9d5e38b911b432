import type { MeResponse, User } from '@powerplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, isApiError } from '../../../lib/api';
import { queryKeys } from '../../../lib/queryKeys';

// --- GET /api/auth/me: the signed-in user, or null for a visitor -----------------------------------
export async function getMe(signal?: AbortSignal): Promise<User | null> {
  try {
    const { user } = await apiFetch<MeResponse>('/api/auth/me', { signal });
    return user;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.me,
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

export function useMe() {
  return useQuery(meQueryOptions());
}

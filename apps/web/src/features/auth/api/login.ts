import type { AuthResponse, LoginRequest } from '@powerplay/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { queryKeys } from '../../../lib/queryKeys';

// --- POST /api/auth/login -------------------------------------------------------------------------
export function login(body: LoginRequest): Promise<AuthResponse> {
  return apiFetch<AuthResponse>('/api/auth/login', { method: 'POST', body });
}

/** Signs in, then refreshes the cached user so the shell shows the signed-in menu. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async ({ user }) => {
      queryClient.setQueryData(queryKeys.me, user);
      await queryClient.invalidateQueries({ queryKey: queryKeys.me });
    },
  });
}

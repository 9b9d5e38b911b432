import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { queryKeys } from '../../../lib/queryKeys';

// --- POST /api/auth/logout ------------------------------------------------------------------------
export function logout(): Promise<void> {
  return apiFetch<void>('/api/auth/logout', { method: 'POST' });
}

/** Signs out and forgets everything cached for the user (other queries are refetched on demand). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.content.all[0] });
      queryClient.setQueryData(queryKeys.me, null);
    },
  });
}

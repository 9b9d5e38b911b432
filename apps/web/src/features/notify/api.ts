import type { NotifyRequest } from '@powerplay/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';

// --- POST /api/notify-requests --------------------------------------------------------------------
export function createNotifyRequest(body: NotifyRequest): Promise<unknown> {
  return apiFetch<unknown>('/api/notify-requests', { method: 'POST', body });
}

export function useCreateNotifyRequest() {
  return useMutation({ mutationFn: createNotifyRequest });
}

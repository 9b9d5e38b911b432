import type { NotifyRequest, UnsubscribeRequest, UnsubscribeResponse } from '@powerplay/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';

// --- POST /api/notify-requests --------------------------------------------------------------------
export function createNotifyRequest(body: NotifyRequest): Promise<unknown> {
  return apiFetch<unknown>('/api/notify-requests', { method: 'POST', body });
}

export function useCreateNotifyRequest() {
  return useMutation({ mutationFn: createNotifyRequest });
}

// --- POST /api/notify-requests/unsubscribe (the launch mail's link) --------------------------------
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (body: UnsubscribeRequest) =>
      apiFetch<UnsubscribeResponse>('/api/notify-requests/unsubscribe', { method: 'POST', body }),
  });
}

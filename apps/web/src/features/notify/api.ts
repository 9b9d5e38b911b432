import type {
  NotificationUnsubscribeResponse,
  NotifyRequest,
  UnsubscribeRequest,
  UnsubscribeResponse,
} from '@powerplay/contracts';
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

// --- POST /api/notifications/unsubscribe (a notification mail's link) -------------------------------
export function useNotificationUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      apiFetch<NotificationUnsubscribeResponse>(
        `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
        { method: 'POST' },
      ),
  });
}

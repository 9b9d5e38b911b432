import type {
  MarkNotificationsReadRequest,
  NotificationPreferences,
  NotificationsResponse,
  UpdateNotificationPreferencesRequest,
} from '@powerplay/contracts';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { notificationKeys } from './queryKeys';

/** The server's page size (docs/rules/notifications.md "The centre"): a shorter page is the last. */
export const NOTIFICATIONS_PAGE = 20;

export type NotificationPages = InfiniteData<NotificationsResponse, number | null>;

// --- GET /api/notifications?before= ----------------------------------------------------------------
export function useNotifications<T = NotificationPages>(select?: (data: NotificationPages) => T) {
  return useInfiniteQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<NotificationsResponse>(
        pageParam === null ? '/api/notifications' : `/api/notifications?before=${pageParam}`,
        { signal },
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (last) =>
      last.notifications.length < NOTIFICATIONS_PAGE
        ? undefined
        : (last.notifications.at(-1)?.id ?? undefined),
    select,
    // New ones come over the stream; read ones on another device show when the panel opens again.
    staleTime: 10_000,
  });
}

/** How many are unread: the newest page's count (every page carries the count of the moment). */
export const unreadOf = (data: NotificationPages) => data.pages[0]?.unread ?? 0;

// --- POST /api/notifications/read ------------------------------------------------------------------
/**
 * Marks notifications read. The cache is updated in the hook's own `onSuccess`, which runs even when
 * the panel that asked is gone (following a notification's link closes it).
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MarkNotificationsReadRequest) =>
      apiFetch<{ unread: number }>('/api/notifications/read', { method: 'POST', body }),
    onSuccess: ({ unread }, body) => {
      const marked = (id: number) => body.all === true || (body.ids?.includes(id) ?? false);
      queryClient.setQueryData<NotificationPages>(notificationKeys.list, (old) =>
        old
          ? {
              ...old,
              pages: old.pages.map((page) => ({
                unread,
                notifications: page.notifications.map((n) => (marked(n.id) ? { ...n, read: true } : n)),
              })),
            }
          : old,
      );
    },
  });
}

// --- GET|PUT /api/notifications/preferences --------------------------------------------------------
export function useNotificationPreferences() {
  return useQuery({
    queryKey: notificationKeys.preferences,
    queryFn: ({ signal }) => apiFetch<NotificationPreferences>('/api/notifications/preferences', { signal }),
  });
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateNotificationPreferencesRequest) =>
      apiFetch<NotificationPreferences>('/api/notifications/preferences', { method: 'PUT', body }),
    onSuccess: (data) => queryClient.setQueryData(notificationKeys.preferences, data),
  });
}

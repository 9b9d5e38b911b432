import type {
  ApiKeyCreated,
  ApiKeyRequest,
  ApiKeysResponse,
  WebhookChange,
  WebhookCreated,
  WebhookDeliveriesResponse,
  WebhookDeliveryResponse,
  WebhookRequest,
  WebhookResponse,
  WebhooksResponse,
} from '@powerplay/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

const keys = {
  apiKeys: ['operator', 'integrations', 'api-keys'] as const,
  webhooks: ['operator', 'integrations', 'webhooks'] as const,
  deliveries: (webhookId: number) => ['operator', 'integrations', 'deliveries', webhookId] as const,
};

/** While a delivery is still being tried, the log is read again this often (its outcome comes on its own). */
const PENDING_REFRESH_MS = 3_000;

/** `GET /api/operator/api-keys`: newest first, revoked ones included. */
export function useApiKeys() {
  return useQuery({
    queryKey: keys.apiKeys,
    queryFn: ({ signal }) => apiFetch<ApiKeysResponse>('/api/operator/api-keys', { signal }),
    select: (data) => data.keys,
  });
}

/** `POST /api/operator/api-keys`: the answer holds the token, the only time it is ever sent. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiKeyRequest) =>
      apiFetch<ApiKeyCreated>('/api/operator/api-keys', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.apiKeys }),
  });
}

/** `DELETE /api/operator/api-keys/:id`: the key stops working at once; it stays listed as revoked. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<null>(`/api/operator/api-keys/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.apiKeys }),
  });
}

/** `GET /api/operator/webhooks`. */
export function useWebhooks() {
  return useQuery({
    queryKey: keys.webhooks,
    queryFn: ({ signal }) => apiFetch<WebhooksResponse>('/api/operator/webhooks', { signal }),
    select: (data) => data.webhooks,
  });
}

/** `POST /api/operator/webhooks`: the answer holds the signing secret, the only time it is ever sent. */
export function useCreateWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WebhookRequest) =>
      apiFetch<WebhookCreated>('/api/operator/webhooks', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.webhooks }),
  });
}

/** `PATCH /api/operator/webhooks/:id`: on or off, another URL or other events. */
export function useChangeWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: WebhookChange }) =>
      apiFetch<WebhookResponse>(`/api/operator/webhooks/${id}`, { method: 'PATCH', body: change }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.webhooks }),
  });
}

/** `DELETE /api/operator/webhooks/:id`. */
export function useRemoveWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<null>(`/api/operator/webhooks/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.webhooks }),
  });
}

/** After a delivery is queued: its webhook's log and last delivery are stale. */
function useDeliveryQueued() {
  const queryClient = useQueryClient();
  return (webhookId: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.deliveries(webhookId) }),
      queryClient.invalidateQueries({ queryKey: keys.webhooks }),
    ]);
}

/** `POST /api/operator/webhooks/:id/ping`: a test event, queued like any other. */
export function usePingWebhook() {
  const queued = useDeliveryQueued();
  return useMutation({
    mutationFn: (webhookId: number) =>
      apiFetch<WebhookDeliveryResponse>(`/api/operator/webhooks/${webhookId}/ping`, { method: 'POST' }),
    onSuccess: (_answer, webhookId) => queued(webhookId),
  });
}

/** `POST /api/operator/webhook-deliveries/:id/replay`: the same event (same id) sent again. */
export function useReplayDelivery(webhookId: number) {
  const queued = useDeliveryQueued();
  return useMutation({
    mutationFn: (deliveryId: number) =>
      apiFetch<WebhookDeliveryResponse>(`/api/operator/webhook-deliveries/${deliveryId}/replay`, {
        method: 'POST',
      }),
    onSuccess: () => queued(webhookId),
  });
}

/**
 * `GET /api/operator/webhooks/:id/deliveries`: newest first, a page at a time ("Load more"). Read again
 * every few seconds while a delivery shown is still pending, so its outcome appears without a click —
 * unless the webhook is off: nothing is sent then, so nothing would change.
 */
export function useWebhookDeliveries(webhookId: number, sending: boolean) {
  return useInfiniteQuery({
    queryKey: keys.deliveries(webhookId),
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<WebhookDeliveriesResponse>(
        `/api/operator/webhooks/${webhookId}/deliveries${pageParam === null ? '' : `?before=${pageParam}`}`,
        { signal },
      ),
    getNextPageParam: (last) => last.next,
    refetchInterval: (query) =>
      sending && query.state.data?.pages.some((p) => p.deliveries.some((d) => d.status === 'pending'))
        ? PENDING_REFRESH_MS
        : false,
  });
}

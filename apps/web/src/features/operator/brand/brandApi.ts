import type { BrandResponse, BrandUpdate } from '@powerplay/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { brandQueryKey } from '../../brand';

const key = ['operator', 'brand'] as const;

/** `GET /api/operator/brand`: the brand and its version, as the form starts from it. */
export function useOperatorBrand() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => apiFetch<BrandResponse>('/api/operator/brand', { signal }),
    // Never refetched under the operator's hands: a save over a newer version is refused (409) instead.
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** `PUT /api/operator/brand`; the site's own brand (header, footer) follows at once. */
export function useSaveBrand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BrandUpdate) =>
      apiFetch<BrandResponse>('/api/operator/brand', { method: 'PUT', body }),
    onSuccess: (saved) => {
      client.setQueryData(key, saved);
      client.setQueryData(brandQueryKey, saved.brand);
    },
  });
}

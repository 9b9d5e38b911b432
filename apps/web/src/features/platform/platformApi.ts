import type {
  CreatePartnerRequest,
  PartnerInfo,
  PartnerResponse,
  PartnersResponse,
  PlatformFiguresResponse,
} from '@powerplay/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { platformKeys } from './queryKeys';

export type PartnerChange = 'suspend' | 'resume';

/** `GET /api/platform/partners`: every partner with its domains, the default one first. */
export function usePartners() {
  return useQuery({
    queryKey: platformKeys.partners,
    queryFn: ({ signal }) => apiFetch<PartnersResponse>('/api/platform/partners', { signal }),
    select: (data) => data.partners,
    staleTime: 5_000,
  });
}

/** `GET /api/platform/figures`: each partner's players, entries, prizes and store revenue, all time. */
export function usePartnerFigures() {
  return useQuery({
    queryKey: platformKeys.figures,
    queryFn: ({ signal }) => apiFetch<PlatformFiguresResponse>('/api/platform/figures', { signal }),
    select: (data) => data.figures,
    staleTime: 5_000,
  });
}

/** The answer's partner in the cached list at once (added, or in its place), before the list is read again. */
function putPartner(client: QueryClient, partner: PartnerInfo) {
  client.setQueryData<PartnersResponse>(platformKeys.partners, (cached) =>
    cached
      ? {
          partners: cached.partners.some((p) => p.id === partner.id)
            ? cached.partners.map((p) => (p.id === partner.id ? partner : p))
            : [...cached.partners, partner],
        }
      : cached,
  );
}

/** `POST /api/platform/partners`: the partner with its first operator; the list and figures are read again. */
export function useCreatePartner() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePartnerRequest) =>
      apiFetch<PartnerResponse>('/api/platform/partners', { method: 'POST', body }),
    onSuccess: ({ partner }) => putPartner(client, partner),
    onSettled: () => client.invalidateQueries({ queryKey: platformKeys.all }),
  });
}

/** `POST /api/platform/partners/:id/suspend` or `/resume`; the list is read again. */
export function usePartnerChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: number; change: PartnerChange }) =>
      apiFetch<PartnerResponse>(`/api/platform/partners/${id}/${change}`, { method: 'POST' }),
    onSuccess: ({ partner }) => putPartner(client, partner),
    onSettled: () => client.invalidateQueries({ queryKey: platformKeys.partners }),
  });
}

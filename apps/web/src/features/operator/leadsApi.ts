import type { Lead, LeadKind, LeadResponse, LeadsResponse, LeadStatus } from '@powerplay/contracts';
import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { operatorKeys } from './queryKeys';

/** The leads' filters as the query string sends them (empty ones left out). */
export interface LeadFilters {
  kind?: LeadKind;
  status?: LeadStatus;
  search?: string;
}

const paramsOf = (filters: LeadFilters): Record<string, string> =>
  Object.fromEntries(
    Object.entries(filters).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
  );

/** `GET /api/operator/leads/export.csv` with the list's filters: a plain link the browser downloads. */
export const exportHref = (filters: LeadFilters) => {
  const query = new URLSearchParams(paramsOf(filters)).toString();
  return `/api/operator/leads/export.csv${query ? `?${query}` : ''}`;
};

/** `GET /api/operator/leads`: a page of 50, newest first; the previous page stays shown while the next loads. */
export function useLeads(filters: LeadFilters, page: number) {
  const params = { ...paramsOf(filters), page: String(page) };
  return useQuery({
    queryKey: operatorKeys.leadsPage(params),
    queryFn: ({ signal }) =>
      apiFetch<LeadsResponse>(`/api/operator/leads?${new URLSearchParams(params).toString()}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
}

/** Shows the saved lead at once in every cached page (the refetch after may then drop it from a filter). */
function showSaved(queryClient: QueryClient, saved: Lead) {
  queryClient.setQueriesData<LeadsResponse>({ queryKey: operatorKeys.leads }, (data) =>
    data
      ? {
          ...data,
          leads: data.leads.map((l) => (l.kind === saved.kind && l.id === saved.id ? saved : l)),
        }
      : data,
  );
}

interface LeadRef {
  kind: LeadKind;
  id: number;
}

/** `PUT /api/operator/leads/:kind/:id/status`; the list is fetched again after. */
export function useSetLeadStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, status }: LeadRef & { status: LeadStatus }) =>
      apiFetch<LeadResponse>(`/api/operator/leads/${kind}/${id}/status`, { method: 'PUT', body: { status } }),
    onSuccess: ({ lead }) => showSaved(queryClient, lead),
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorKeys.leads }),
  });
}

/** `POST /api/operator/leads/:kind/:id/notes`; the list is fetched again after. */
export function useAddLeadNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, id, body }: LeadRef & { body: string }) =>
      apiFetch<LeadResponse>(`/api/operator/leads/${kind}/${id}/notes`, { method: 'POST', body: { body } }),
    onSuccess: ({ lead }) => showSaved(queryClient, lead),
    onSettled: () => queryClient.invalidateQueries({ queryKey: operatorKeys.leads }),
  });
}

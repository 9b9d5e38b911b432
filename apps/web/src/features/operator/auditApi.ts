import type { OperatorAuditResponse } from '@powerplay/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { operatorKeys } from './queryKeys';

/** The audit log's filters as the query string sends them (empty ones left out). */
export interface AuditFilters {
  action?: string;
  operatorId?: string;
  /** ISO instants. */
  from?: string;
  to?: string;
}

const PAGE = 50;

/** `GET /api/operator/audit`: newest first, a page of 50 at a time ("Load more" asks for the next). */
export function useAuditLog(filters: AuditFilters) {
  const params = Object.fromEntries(
    Object.entries(filters).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''),
  );
  return useInfiniteQuery({
    queryKey: operatorKeys.audit(params),
    initialPageParam: null as number | null,
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams({ ...params, limit: String(PAGE) });
      if (pageParam !== null) query.set('cursor', String(pageParam));
      return apiFetch<OperatorAuditResponse>(`/api/operator/audit?${query.toString()}`, { signal });
    },
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 5_000,
  });
}

import type { ContentPage, ContentPageResponse, SiteInfo } from '@powerplay/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { queryKeys } from '../../lib/queryKeys';

// --- GET /api/content/pages/:slug -----------------------------------------------------------------
export async function getContentPage(slug: string, signal?: AbortSignal): Promise<ContentPage> {
  const { page } = await apiFetch<ContentPageResponse>(`/api/content/pages/${encodeURIComponent(slug)}`, {
    signal,
  });
  return page;
}

export const contentPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.content.page(slug),
    queryFn: ({ signal }) => getContentPage(slug, signal),
    staleTime: 5 * 60_000,
  });

export function useContentPage(slug: string) {
  return useQuery(contentPageQueryOptions(slug));
}

// --- GET /api/content/site ------------------------------------------------------------------------
export function getSiteInfo(signal?: AbortSignal): Promise<SiteInfo> {
  return apiFetch<SiteInfo>('/api/content/site', { signal });
}

export const siteInfoQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.content.site,
    queryFn: ({ signal }) => getSiteInfo(signal),
    staleTime: 30 * 60_000,
  });

export function useSiteInfo() {
  return useQuery(siteInfoQueryOptions());
}

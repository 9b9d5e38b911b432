import type { ContentPage, ContentPageResponse } from '@powerplay/contracts';
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

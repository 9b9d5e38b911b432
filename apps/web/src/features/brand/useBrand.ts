import { defaultBrand, type Brand, type BrandResponse } from '@powerplay/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';

export const brandQueryKey = ['brand'] as const;

/** Before anything is heard (the dev server's shell has no brand): today's Powerplay brand. */
const fallback: Brand = { version: 0, ...defaultBrand, logo: null, favicon: null };

/**
 * Puts the brand the server rendered into the page (`<script type="application/json" id="brand-data">`,
 * never executed) in the cache as the first answer, so no page waits for `/api/brand` to show its name
 * and logo. Called once by the app at start (which also keeps this module in the entry chunk).
 */
export function seedBrand(client: QueryClient): QueryClient {
  const text = document.getElementById('brand-data')?.textContent;
  try {
    if (text) client.setQueryData(brandQueryKey, JSON.parse(text) as Brand);
  } catch {
    // A shell without a readable brand: the hook asks the API.
  }
  return client;
}

export const brandQueryOptions = () =>
  queryOptions({
    queryKey: brandQueryKey,
    queryFn: async ({ signal }) => (await apiFetch<BrandResponse>('/api/brand', { signal })).brand,
    // The shell's copy is as fresh as the page: refetched only after a while (a save updates it).
    staleTime: 10 * 60_000,
  });

/** The site's brand (decision 028): name, colours, logo, support contact, legal names. */
export function useBrand(): Brand {
  return useQuery(brandQueryOptions()).data ?? fallback;
}

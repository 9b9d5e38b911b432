import type {
  ContentPage,
  ContentPageResponse,
  ContentPageUpdate,
  ContentSaveResponse,
  ContentTextResponse,
  ContentTextsResponse,
  ContentVersionResponse,
} from '@powerplay/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { queryKeys } from '../../../lib/queryKeys';

/** The editor's own keys (under the back office's `operator` prefix). */
const keys = {
  texts: ['operator', 'content', 'texts'] as const,
  text: (slug: string) => ['operator', 'content', 'text', slug] as const,
  version: (slug: string, version: number) => ['operator', 'content', 'version', slug, version] as const,
};

const base = (slug: string) => `/api/operator/content/pages/${encodeURIComponent(slug)}`;

/** `GET /api/operator/content/pages`: every editable text. */
export function useContentTexts() {
  return useQuery({
    queryKey: keys.texts,
    queryFn: ({ signal }) => apiFetch<ContentTextsResponse>('/api/operator/content/pages', { signal }),
    staleTime: 10_000,
  });
}

/** `GET /api/operator/content/pages/:slug`: the text as served, its version and history. */
export function useContentText(slug: string) {
  return useQuery({
    queryKey: keys.text(slug),
    queryFn: ({ signal }) => apiFetch<ContentTextResponse>(base(slug), { signal }),
    // The editor's form starts from this: fetched when the page opens, never under the operator's hands
    // (a newer version restarts the form; a save over one is refused with 409 instead).
    staleTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

/** `GET …/versions/:version`: one version's full value (a version never changes). */
export function useContentVersion(slug: string, version: number | null) {
  return useQuery({
    queryKey: keys.version(slug, version ?? 0),
    queryFn: ({ signal }) =>
      apiFetch<ContentVersionResponse>(`${base(slug)}/versions/${version}`, { signal }),
    enabled: version !== null,
    staleTime: Infinity,
  });
}

/** `POST …/preview`: the page as the server would serve it (sanitized), nothing saved. */
export function previewContent(slug: string, body: ContentPageUpdate, signal?: AbortSignal) {
  return apiFetch<ContentPageResponse>(`${base(slug)}/preview`, { body, signal }).then((r) => r.page);
}

/** After a save or restore: the editor, the list and the public page read the new version. */
function useSaved(slug: string) {
  const queryClient = useQueryClient();
  return async (saved: ContentSaveResponse) => {
    queryClient.setQueryData<ContentPage>(queryKeys.content.page(slug), saved.page);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.text(slug) }),
      queryClient.invalidateQueries({ queryKey: keys.texts }),
    ]);
  };
}

/** `PUT /api/operator/content/pages/:slug` with the version the edit started from. */
export function useSaveContent(slug: string) {
  const onSaved = useSaved(slug);
  return useMutation({
    mutationFn: (body: ContentPageUpdate & { expectedVersion: number }) =>
      apiFetch<ContentSaveResponse>(base(slug), { method: 'PUT', body }),
    onSuccess: onSaved,
  });
}

/** `POST …/versions/:version/restore`. */
export function useRestoreContent(slug: string) {
  const onSaved = useSaved(slug);
  return useMutation({
    mutationFn: ({ version, expectedVersion }: { version: number; expectedVersion: number }) =>
      apiFetch<ContentSaveResponse>(`${base(slug)}/versions/${version}/restore`, {
        body: { expectedVersion },
      }),
    onSuccess: onSaved,
  });
}

import type {
  DraftContestsResponse,
  EmbedOriginRequest,
  EmbedOriginResponse,
  EmbedOriginsResponse,
  GameListResponse,
  OperatorGameSetsResponse,
} from '@powerplay/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';

const keys = {
  origins: ['operator', 'embed', 'origins'] as const,
  choices: ['operator', 'embed', 'choices'] as const,
};

/** `GET /api/operator/embed/origins`: the allow-list, and the site's origin the snippets point at. */
export function useEmbedOrigins() {
  return useQuery({
    queryKey: keys.origins,
    queryFn: ({ signal }) => apiFetch<EmbedOriginsResponse>('/api/operator/embed/origins', { signal }),
  });
}

/** `POST /api/operator/embed/origins`; the list is read again after. */
export function useAddOrigin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EmbedOriginRequest) =>
      apiFetch<EmbedOriginResponse>('/api/operator/embed/origins', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.origins }),
  });
}

/** `DELETE /api/operator/embed/origins/:id`; the list is read again after. */
export function useRemoveOrigin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiFetch<null>(`/api/operator/embed/origins/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.origins }),
  });
}

/** What each widget may follow: the draws, the back office's game sets, the drafts. */
export interface WidgetChoices {
  draws: { id: number; label: string }[];
  gameSets: { id: number; label: string }[];
  drafts: { id: number; label: string }[];
}

export function useWidgetChoices() {
  return useQuery({
    queryKey: keys.choices,
    queryFn: async ({ signal }): Promise<WidgetChoices> => {
      const [games, sets, drafts] = await Promise.all([
        apiFetch<GameListResponse>('/api/lottery/games', { signal }),
        apiFetch<OperatorGameSetsResponse>('/api/operator/sports/game-sets', { signal }),
        apiFetch<DraftContestsResponse>('/api/draft/contests', { signal }),
      ]);
      return {
        draws: [...games.live, ...games.upcoming, ...games.recent].map((g) => ({
          id: g.id,
          label: `#${g.id} ${g.name} (${g.status})`,
        })),
        gameSets: sets.gameSets.map((s) => ({
          id: s.id,
          label: `#${s.id} ${s.title} (${s.status.toLowerCase()})`,
        })),
        drafts: drafts.contests.map((d) => ({ id: d.id, label: `#${d.id} ${d.name} (${d.status})` })),
      };
    },
    staleTime: 30_000,
  });
}

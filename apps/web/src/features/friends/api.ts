import {
  PRIVATE_CONTESTS_PAGE,
  type CreatePrivateContestRequest,
  type Invitation,
  type MyPrivateContestsResponse,
  type PrivateContest,
} from '@powerplay/contracts';
import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { queryKeys } from '../../lib/queryKeys';
import { useMe } from '../auth';
import { friendsKeys } from './queryKeys';

/** Creating or joining takes the player's entry in the game: their sports lists change too. */
function afterMembership(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: friendsKeys.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.sports.all });
}

// --- GET /api/private-contests: mine, newest first, a page at a time (Game Central) ----------------
export function useMyPrivateContests() {
  return useInfiniteQuery({
    queryKey: friendsKeys.mine,
    queryFn: ({ pageParam, signal }) =>
      apiFetch<MyPrivateContestsResponse>(
        pageParam === null ? '/api/private-contests' : `/api/private-contests?before=${pageParam}`,
        { signal },
      ),
    initialPageParam: null as number | null,
    getNextPageParam: (last) =>
      last.contests.length < PRIVATE_CONTESTS_PAGE ? undefined : (last.contests.at(-1)?.id ?? undefined),
  });
}

// --- GET /api/private-contests/:id: the standings among members (404 to anyone else) ----------------
export function getPrivateContest(id: number, signal?: AbortSignal): Promise<PrivateContest> {
  return apiFetch<PrivateContest>(`/api/private-contests/${id}`, { signal });
}

export function usePrivateContest(id: number) {
  return useQuery({
    queryKey: friendsKeys.contest(id),
    queryFn: ({ signal }) => getPrivateContest(id, signal),
  });
}

// --- GET /api/invitations/:code: what a code invites to (signed in or not) --------------------------
export function getInvitation(code: string, signal?: AbortSignal): Promise<Invitation> {
  return apiFetch<Invitation>(`/api/invitations/${encodeURIComponent(code)}`, { signal });
}

export function useInvitation(code: string) {
  const me = useMe();
  const viewer = me.data?.id ?? null;
  return useQuery({
    queryKey: friendsKeys.invitation(code, viewer),
    queryFn: ({ signal }) => getInvitation(code, signal),
    // The answer says whether the viewer is a member: asked once we know who is asking.
    enabled: !me.isPending,
  });
}

// --- POST /api/private-contests ---------------------------------------------------------------------
export function createPrivateContest(body: CreatePrivateContestRequest): Promise<PrivateContest> {
  return apiFetch<PrivateContest>('/api/private-contests', { method: 'POST', body });
}

export function useCreatePrivateContest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPrivateContest,
    onSuccess: (contest) => queryClient.setQueryData(friendsKeys.contest(contest.id), contest),
    onSettled: () => afterMembership(queryClient),
  });
}

// --- POST /api/invitations/join ---------------------------------------------------------------------
export function joinPrivateContest(code: string): Promise<{ id: number }> {
  return apiFetch<{ id: number }>('/api/invitations/join', { method: 'POST', body: { code } });
}

export function useJoinPrivateContest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinPrivateContest,
    onSettled: () => afterMembership(queryClient),
  });
}

// --- POST|DELETE /api/private-contests/:id/invite: a new code, or none (the creator only) -----------
export function newInviteCode(id: number): Promise<{ code: string | null }> {
  return apiFetch<{ code: string | null }>(`/api/private-contests/${id}/invite`, { method: 'POST' });
}

export function revokeInviteCode(id: number): Promise<void> {
  return apiFetch<void>(`/api/private-contests/${id}/invite`, { method: 'DELETE' });
}

/** Changes the contest's code: a new one (`new`) or none (`revoke`); the page shows the answer at once. */
export function useInviteCode(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: 'new' | 'revoke') =>
      action === 'new' ? (await newInviteCode(id)).code : (await revokeInviteCode(id), null),
    onSuccess: (code) =>
      queryClient.setQueryData<PrivateContest>(friendsKeys.contest(id), (old) =>
        old ? { ...old, invite: { code } } : old,
      ),
  });
}

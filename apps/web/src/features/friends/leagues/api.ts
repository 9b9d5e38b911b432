import type {
  CreateLeagueRequest,
  League,
  LeagueInvitation,
  LeagueScheduleRequest,
  LeagueSeason,
  MyLeaguesResponse,
} from '@powerplay/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { queryKeys } from '../../../lib/queryKeys';
import { leagueKeys } from './queryKeys';
import { useMe } from '../../auth';
import { friendsKeys } from '../queryKeys';

/**
 * Joining or leaving a league changes the members of its contests still taking entries: my private
 * contests (and the entries they take) change with my leagues.
 */
function afterMembership(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: friendsKeys.all });
  void queryClient.invalidateQueries({ queryKey: queryKeys.sports.all });
}

// --- GET /api/leagues: mine (My Account, Game Central) ----------------------------------------------
export function getMyLeagues(signal?: AbortSignal): Promise<MyLeaguesResponse> {
  return apiFetch<MyLeaguesResponse>('/api/leagues', { signal });
}

export function useMyLeagues() {
  return useQuery({ queryKey: leagueKeys.mine, queryFn: ({ signal }) => getMyLeagues(signal) });
}

// --- GET /api/leagues/:id: members, recurring contests, the open season (404 to anyone else) --------
export function getLeague(id: number, signal?: AbortSignal): Promise<League> {
  return apiFetch<League>(`/api/leagues/${id}`, { signal });
}

export function useLeague(id: number) {
  return useQuery({ queryKey: leagueKeys.league(id), queryFn: ({ signal }) => getLeague(id, signal) });
}

// --- GET /api/leagues/:id/seasons/:number: a season's leaderboard and contests -----------------------
export function getLeagueSeason(id: number, number: number, signal?: AbortSignal): Promise<LeagueSeason> {
  return apiFetch<LeagueSeason>(`/api/leagues/${id}/seasons/${number}`, { signal });
}

/** A past season (the open one comes with the league); nothing is asked while `number` is null. */
export function useLeagueSeason(id: number, number: number | null) {
  return useQuery({
    queryKey: leagueKeys.season(id, number ?? 0),
    queryFn: ({ signal }) => getLeagueSeason(id, number!, signal),
    enabled: number !== null,
    // An ended season does not change.
    staleTime: Infinity,
  });
}

// --- GET /api/leagues/invitations/:code: what a code invites to (signed in or not) -------------------
export function getLeagueInvitation(code: string, signal?: AbortSignal): Promise<LeagueInvitation> {
  return apiFetch<LeagueInvitation>(`/api/leagues/invitations/${encodeURIComponent(code)}`, { signal });
}

export function useLeagueInvitation(code: string) {
  const me = useMe();
  const viewer = me.data?.id ?? null;
  return useQuery({
    queryKey: leagueKeys.invitation(code, viewer),
    queryFn: ({ signal }) => getLeagueInvitation(code, signal),
    // The answer says whether the viewer is a member: asked once we know who is asking.
    enabled: !me.isPending,
  });
}

// --- POST /api/leagues ------------------------------------------------------------------------------
export function createLeague(body: CreateLeagueRequest): Promise<League> {
  return apiFetch<League>('/api/leagues', { method: 'POST', body });
}

export function useCreateLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLeague,
    onSuccess: (league) => queryClient.setQueryData(leagueKeys.league(league.id), league),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: leagueKeys.mine }),
  });
}

// --- POST /api/leagues/join -------------------------------------------------------------------------
export function joinLeague(code: string): Promise<{ id: number }> {
  return apiFetch<{ id: number }>('/api/leagues/join', { method: 'POST', body: { code } });
}

export function useJoinLeague() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: joinLeague, onSettled: () => afterMembership(queryClient) });
}

// --- DELETE /api/leagues/:id/members/:userId: remove a member (the commissioner), or leave -----------
export function removeLeagueMember(id: number, userId: number): Promise<void> {
  return apiFetch<void>(`/api/leagues/${id}/members/${userId}`, { method: 'DELETE' });
}

export function useRemoveLeagueMember(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => removeLeagueMember(id, userId),
    onSettled: () => afterMembership(queryClient),
  });
}

// --- POST /api/leagues/:id/schedules, DELETE …/schedules/:scheduleId (the commissioner) --------------
export function addLeagueSchedule(id: number, body: LeagueScheduleRequest): Promise<League> {
  return apiFetch<League>(`/api/leagues/${id}/schedules`, { method: 'POST', body });
}

export function removeLeagueSchedule(id: number, scheduleId: number): Promise<void> {
  return apiFetch<void>(`/api/leagues/${id}/schedules/${scheduleId}`, { method: 'DELETE' });
}

export function useAddLeagueSchedule(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeagueScheduleRequest) => addLeagueSchedule(id, body),
    onSuccess: (league) => queryClient.setQueryData(leagueKeys.league(id), league),
  });
}

export function useRemoveLeagueSchedule(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scheduleId: number) => removeLeagueSchedule(id, scheduleId),
    onSuccess: (_, scheduleId) =>
      queryClient.setQueryData<League>(leagueKeys.league(id), (old) =>
        old ? { ...old, schedules: old.schedules.filter((s) => s.id !== scheduleId) } : old,
      ),
  });
}

// --- POST /api/leagues/:id/seasons: end the season (the commissioner) --------------------------------
export function endLeagueSeason(id: number): Promise<League> {
  return apiFetch<League>(`/api/leagues/${id}/seasons`, { method: 'POST' });
}

export function useEndLeagueSeason(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => endLeagueSeason(id),
    onSuccess: (league) => queryClient.setQueryData(leagueKeys.league(id), league),
  });
}

// --- POST|DELETE /api/leagues/:id/invite: a new code, or none (the commissioner) --------------------
export function newLeagueInviteCode(id: number): Promise<{ code: string | null }> {
  return apiFetch<{ code: string | null }>(`/api/leagues/${id}/invite`, { method: 'POST' });
}

export function revokeLeagueInviteCode(id: number): Promise<void> {
  return apiFetch<void>(`/api/leagues/${id}/invite`, { method: 'DELETE' });
}

/** Changes the league's code: a new one (`new`) or none (`revoke`); the page shows the answer at once. */
export function useLeagueInviteCode(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: 'new' | 'revoke') =>
      action === 'new' ? (await newLeagueInviteCode(id)).code : (await revokeLeagueInviteCode(id), null),
    onSuccess: (code) =>
      queryClient.setQueryData<League>(leagueKeys.league(id), (old) =>
        old ? { ...old, invite: { code } } : old,
      ),
  });
}

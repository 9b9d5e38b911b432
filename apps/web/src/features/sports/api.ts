import type {
  ContestResponse,
  ContestsResponse,
  GameSetMatchesResponse,
  SportsContest,
  SportsEntriesResponse,
  SportsEntry,
  SportsMonthlyGamesResponse,
  SaveSportsPicksRequest,
  SportsPicksResponse,
  SportsResponse,
  SportsRulesResponse,
} from '@powerplay/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { queryKeys } from '../../lib/queryKeys';
import { useMe } from '../auth';

/** Who is asking: the pages show the signed-in player's entry in the contests, so each viewer has its own cache. */
function useViewer(): { id: number | null; known: boolean } {
  const me = useMe();
  return { id: me.data?.id ?? null, known: !me.isPending };
}

/**
 * The signed-in player's entry in each contest, by contest id, from `GET /api/sports/entries` (shared
 * with Game Central's cache): the lobby's answers are public (the same bytes for everybody, `myEntryId`
 * null), so the player's own entry is merged in from here. Undefined for a visitor, or when the
 * player's request failed (the page then shows the public answer as it is).
 */
async function myContestEntries(
  queryClient: QueryClient,
  viewer: number | null,
): Promise<Map<number, number> | undefined> {
  if (viewer === null) return undefined;
  try {
    const { entries } = await queryClient.fetchQuery({
      queryKey: queryKeys.sports.entries,
      queryFn: ({ signal }) => getMySportsEntries(signal),
      staleTime: 5_000,
    });
    return new Map(entries.map((e) => [e.contest.id, e.id]));
  } catch {
    return undefined;
  }
}

const withMyEntry = (contest: SportsContest, mine: Map<number, number> | undefined): SportsContest =>
  mine ? { ...contest, myEntryId: mine.get(contest.id) ?? contest.myEntryId } : contest;

// --- GET /api/sports: the sport tabs with their game types ------------------------------------------
export function getSports(signal?: AbortSignal): Promise<SportsResponse> {
  return apiFetch<SportsResponse>('/api/sports', { signal });
}

export const sportsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.sports.sports,
    queryFn: ({ signal }) => getSports(signal),
    staleTime: 5 * 60_000,
  });

export function useSports() {
  return useQuery(sportsQueryOptions());
}

// --- GET /api/sports/:sportId/contests: the games table (public; my entries merged) -----------------
export function getContests(sportId: number, signal?: AbortSignal): Promise<ContestsResponse> {
  return apiFetch<ContestsResponse>(`/api/sports/${sportId}/contests`, { signal });
}

export function useContests(sportId: number | null) {
  const viewer = useViewer();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.sports.contests(sportId ?? 0, viewer.id),
    queryFn: async ({ signal }): Promise<ContestsResponse> => {
      const [list, mine] = await Promise.all([
        getContests(sportId ?? 0, signal),
        myContestEntries(queryClient, viewer.id),
      ]);
      return { contests: list.contests.map((c) => withMyEntry(c, mine)) };
    },
    enabled: sportId !== null && viewer.known,
    staleTime: 15_000,
  });
}

// --- GET /api/sports/contests/:id: one contest, its prize grid and game set (public; mine merged) ----
export function getContest(id: number, signal?: AbortSignal): Promise<ContestResponse> {
  return apiFetch<ContestResponse>(`/api/sports/contests/${id}`, { signal });
}

export function useContest(id: number | null) {
  const viewer = useViewer();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeys.sports.contest(id ?? 0, viewer.id),
    queryFn: async ({ signal }): Promise<ContestResponse> => {
      const [detail, mine] = await Promise.all([
        getContest(id ?? 0, signal),
        myContestEntries(queryClient, viewer.id),
      ]);
      return { ...detail, contest: withMyEntry(detail.contest, mine) };
    },
    enabled: id !== null && viewer.known,
    staleTime: 15_000,
  });
}

// --- GET /api/sports/game-types/:id/rules: the Game Rules modal's tabs ------------------------------
export function getRules(gameTypeId: number, signal?: AbortSignal): Promise<SportsRulesResponse> {
  return apiFetch<SportsRulesResponse>(`/api/sports/game-types/${gameTypeId}/rules`, { signal });
}

export function useRules(gameTypeId: number | null) {
  return useQuery({
    queryKey: queryKeys.sports.rules(gameTypeId ?? 0),
    queryFn: ({ signal }) => getRules(gameTypeId ?? 0, signal),
    enabled: gameTypeId !== null,
    staleTime: 10 * 60_000,
  });
}

// --- GET /api/sports/game-sets/:id/matches ----------------------------------------------------------
export function getMatches(gameSetId: number, signal?: AbortSignal): Promise<GameSetMatchesResponse> {
  return apiFetch<GameSetMatchesResponse>(`/api/sports/game-sets/${gameSetId}/matches`, { signal });
}

export function useMatches(gameSetId: number | null) {
  return useQuery({
    queryKey: queryKeys.sports.matches(gameSetId ?? 0),
    queryFn: ({ signal }) => getMatches(gameSetId ?? 0, signal),
    enabled: gameSetId !== null,
  });
}

// --- POST /api/sports/contests/:id/entries ----------------------------------------------------------
export function enterContest(contestId: number): Promise<{ entry: SportsEntry }> {
  return apiFetch<{ entry: SportsEntry }>(`/api/sports/contests/${contestId}/entries`, {
    method: 'POST',
    body: {},
  });
}

export function useEnterContest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contestId: number) => enterContest(contestId),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.sports.all });
    },
  });
}

// --- GET /api/sports/monthly-games: my games of each sport left this month --------------------------
export function getMonthlyGames(signal?: AbortSignal): Promise<SportsMonthlyGamesResponse> {
  return apiFetch<SportsMonthlyGamesResponse>('/api/sports/monthly-games', { signal });
}

/** The signed-in player's games left per sport (an entry, under `sports`, refreshes it); none for a visitor. */
export function useMonthlyGames() {
  const viewer = useViewer();
  return useQuery({
    queryKey: queryKeys.sports.monthlyGames(viewer.id),
    queryFn: ({ signal }) => getMonthlyGames(signal),
    enabled: viewer.id !== null,
  });
}

// --- GET /api/sports/entries: my sports entries (Game Central) --------------------------------------
export function getMySportsEntries(signal?: AbortSignal): Promise<SportsEntriesResponse> {
  return apiFetch<SportsEntriesResponse>('/api/sports/entries', { signal });
}

export function useMySportsEntries(enabled = true) {
  return useQuery({
    queryKey: queryKeys.sports.entries,
    queryFn: ({ signal }) => getMySportsEntries(signal),
    enabled,
  });
}

// --- GET|PUT /api/sports/entries/:id/picks ----------------------------------------------------------
export function getPicks(entryId: number, signal?: AbortSignal): Promise<SportsPicksResponse> {
  return apiFetch<SportsPicksResponse>(`/api/sports/entries/${entryId}/picks`, { signal });
}

export function usePicks(entryId: number | null) {
  return useQuery({
    queryKey: queryKeys.sports.picks(entryId ?? 0),
    queryFn: ({ signal }) => getPicks(entryId ?? 0, signal),
    enabled: entryId !== null,
  });
}

/** Saves an entry's picks (Zones: with each pick's zone). */
export function savePicks(entryId: number, picks: SaveSportsPicksRequest): Promise<SportsPicksResponse> {
  return apiFetch<SportsPicksResponse>(`/api/sports/entries/${entryId}/picks`, {
    method: 'PUT',
    body: picks,
  });
}

/** Picks to save in a contest, with the player's entry in it when there is one. */
export interface PicksSubmission<P> {
  contestId: number;
  entryId: number | null;
  picks: P;
}

/** The player's entry in the contest: `entryId` when given, else a new one (entering the contest). */
export const entryIn = async (contestId: number, entryId: number | null) =>
  entryId ?? (await enterContest(contestId)).entry.id;

/**
 * Saves the picks, entering the contest first when the player has no entry in it yet; answers the
 * saved picks with the entry's id (Game Central highlights it).
 */
export function useSubmitPicks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ contestId, entryId, picks }: PicksSubmission<SaveSportsPicksRequest>) => {
      const id = await entryIn(contestId, entryId);
      return { ...(await savePicks(id, picks)), entryId: id };
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.sports.all });
    },
  });
}

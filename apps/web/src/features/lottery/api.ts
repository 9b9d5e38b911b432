import type {
  AuditResponse,
  GameListResponse,
  GamePublicResultsResponse,
  GameResponse,
  GameResultsResponse,
  LotteryEntry,
  LotteryGame,
  MyEntriesResponse,
  MyGameEntryResponse,
  UsePowerplayResponse,
} from '@powerplay/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';
import { queryKeys } from '../../lib/queryKeys';

export type GameType = LotteryGame['gameType'];

export { getLotteryGames, lotteryGamesQueryOptions, useLotteryGames } from './gamesQuery';

/** The next game of a type whose picks are still open at `now` (else the next one at all). */
export function nextGameOf(
  list: GameListResponse | undefined,
  type: GameType,
  now: number,
): LotteryGame | null {
  if (!list) return null;
  const ofType = list.upcoming.filter((g) => g.gameType === type);
  return ofType.find((g) => Date.parse(g.pickDeadline) > now) ?? ofType[0] ?? null;
}

/** The game a live screen shows: the live one, else the next upcoming, else the latest finished. */
export function drawGameOf(list: GameListResponse | undefined, type: GameType): LotteryGame | null {
  if (!list) return null;
  return (
    list.live.find((g) => g.gameType === type) ??
    list.upcoming.find((g) => g.gameType === type) ??
    list.recent.find((g) => g.gameType === type) ??
    null
  );
}

// --- GET /api/lottery/games/:id: the draw, public (the same bytes for everybody, ETag) -------------
export function getGameDetail(id: number, signal?: AbortSignal): Promise<GameResponse> {
  return apiFetch<GameResponse>(`/api/lottery/games/${id}`, { signal });
}

export const gameDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.lottery.game(id),
    queryFn: ({ signal }) => getGameDetail(id, signal),
    staleTime: 10_000,
  });

export function useGameDetail(id: number | null) {
  return useQuery({ ...gameDetailQueryOptions(id ?? 0), enabled: id !== null });
}

// --- GET /api/lottery/games/:id/entry: my picks, powerplays and result in a draw (signed in) -------
export function getMyGameEntry(id: number, signal?: AbortSignal): Promise<MyGameEntryResponse> {
  return apiFetch<MyGameEntryResponse>(`/api/lottery/games/${id}/entry`, { signal });
}

/** My part of a draw; `id` null when signed out (or no draw): nothing is asked. */
export function useMyGameEntry(id: number | null) {
  return useQuery({
    queryKey: queryKeys.lottery.entry(id ?? 0),
    queryFn: ({ signal }) => getMyGameEntry(id ?? 0, signal),
    enabled: id !== null,
    staleTime: 10_000,
  });
}

// --- PUT /api/lottery/games/:id/picks -------------------------------------------------------------
/** `skillAnswer`: the answer to my entry's `skillQuestion` (Elite 8's first entry of a week). */
export function savePicks(
  id: number,
  numbers: number[],
  skillAnswer?: number,
): Promise<{ entry: LotteryEntry }> {
  const body = skillAnswer === undefined ? { numbers } : { numbers, skillAnswer };
  return apiFetch(`/api/lottery/games/${id}/picks`, { method: 'PUT', body });
}

export function useSavePicks() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, numbers, skillAnswer }: { id: number; numbers: number[]; skillAnswer?: number }) =>
      savePicks(id, numbers, skillAnswer),
    onSuccess: (_data, { id }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.lottery.entry(id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.lottery.entries });
    },
  });
}

// --- POST /api/lottery/games/:id/powerplays -------------------------------------------------------
export function postPowerplay(
  id: number,
  body: { powerplayId: number; pick?: number | undefined },
  idempotencyKey: string,
): Promise<UsePowerplayResponse> {
  return apiFetch(`/api/lottery/games/${id}/powerplays`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

// --- GET /api/lottery/games/:id/results: balls and tiers, public (ETag); mine is .../entry ----------
export function getGameResults(id: number, signal?: AbortSignal): Promise<GamePublicResultsResponse> {
  return apiFetch<GamePublicResultsResponse>(`/api/lottery/games/${id}/results`, { signal });
}

export const gameResultsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: queryKeys.lottery.results(id),
    queryFn: ({ signal }) => getGameResults(id, signal),
  });

export function useGameResults(id: number | null) {
  return useQuery({ ...gameResultsQueryOptions(id ?? 0), enabled: id !== null });
}

/**
 * My numbers and result as the results page shows them, from my part of the draw: before the
 * settlement, what my picks match so far (no prize yet).
 */
export function myResultOf(
  game: LotteryGame,
  mine: MyGameEntryResponse | undefined,
): GameResultsResponse['mine'] {
  const entry = mine?.entry;
  if (!entry) return null;
  const drawn = game.drawn.map((b) => b.number);
  return {
    picks: entry.picks,
    hits: mine.result?.hits ?? entry.picks.filter((n) => drawn.includes(n)).length,
    prize: mine.result?.prize ?? 0,
    kind: mine.result?.kind ?? 'cash',
  };
}

// --- GET /api/lottery/games/:id/audit -------------------------------------------------------------
export function getAudit(id: number, signal?: AbortSignal): Promise<AuditResponse> {
  return apiFetch<AuditResponse>(`/api/lottery/games/${id}/audit`, { signal });
}

export function useAudit(id: number | null) {
  return useQuery({
    queryKey: queryKeys.lottery.audit(id ?? 0),
    queryFn: ({ signal }) => getAudit(id ?? 0, signal),
    enabled: id !== null,
  });
}

// --- GET /api/lottery/entries ---------------------------------------------------------------------
export function getMyEntries(signal?: AbortSignal): Promise<MyEntriesResponse> {
  return apiFetch<MyEntriesResponse>('/api/lottery/entries', { signal });
}

export function useMyEntries(enabled = true) {
  return useQuery({
    queryKey: queryKeys.lottery.entries,
    queryFn: ({ signal }) => getMyEntries(signal),
    enabled,
  });
}

/** Fantasy's query keys: not in lib/queryKeys.ts, which the landing page loads. */
export const fantasyKeys = {
  players: (contestId: number) => ['fantasy', 'players', contestId] as const,
  live: (entryId: number) => ['fantasy', 'live', entryId] as const,
};

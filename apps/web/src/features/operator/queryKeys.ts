/**
 * The back office's TanStack Query keys (the player's site's are in `lib/queryKeys.ts`). Every key starts
 * with `operator`, so one prefix invalidates them all.
 */
export const operatorKeys = {
  pendingWithdrawals: ['operator', 'withdrawals', 'pending'] as const,
  players: (search: string) => ['operator', 'players', search] as const,
  playerCare: (id: number) => ['operator', 'player', id] as const,
  playerTransactions: (id: number, page: number) => ['operator', 'player', id, 'transactions', page] as const,
  mailOutbox: ['operator', 'mail-outbox'] as const,
  receivables: ['operator', 'receivables'] as const,
  bookChecks: ['operator', 'books', 'checks'] as const,
  audit: (filters: Record<string, string>) => ['operator', 'audit', filters] as const,
  analytics: (from: string, to: string) => ['operator', 'analytics', from, to] as const,
  leads: ['operator', 'leads'] as const,
  leadsPage: (filters: Record<string, string>) => ['operator', 'leads', filters] as const,
  sports: ['operator', 'sports'] as const,
  sportsGameSets: ['operator', 'sports', 'game-sets'] as const,
  sportsFeed: (gameSetId: number) => ['operator', 'sports', 'feed', gameSetId] as const,
  draft: ['operator', 'draft'] as const,
  draftContests: ['operator', 'draft', 'contests'] as const,
  draftEntries: (contestId: number) => ['operator', 'draft', 'entries', contestId] as const,
};

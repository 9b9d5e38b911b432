import type { TransactionsQuery } from '@powerplay/contracts';

/**
 * The TanStack Query keys that several features share. Keys are arrays whose first item names a family,
 * so a prefix invalidates the whole family (`queryKeys.wallet.all`). A feature's keys that only it uses
 * live with it (`features/<name>/queryKeys.ts`: the back office, friends, fantasy, the platform console,
 * My Account, the store, notifications): this module is on the landing page, and they are not needed there.
 */
export const queryKeys = {
  me: ['auth', 'me'] as const,
  serverTime: ['server-time'] as const,
  content: {
    all: ['content'] as const,
    page: (slug: string) => ['content', 'page', slug] as const,
  },
  lottery: {
    games: ['lottery', 'games'] as const,
    game: (id: number) => ['lottery', 'game', id] as const,
    /** My part of a draw (`GET /api/lottery/games/:id/entry`). */
    entry: (id: number) => ['lottery', 'entry', id] as const,
    results: (id: number) => ['lottery', 'results', id] as const,
    audit: (id: number) => ['lottery', 'audit', id] as const,
    entries: ['lottery', 'entries'] as const,
  },
  wallet: {
    all: ['wallet'] as const,
    summary: ['wallet', 'summary'] as const,
    transactions: (filters: TransactionsQuery) => ['wallet', 'transactions', filters] as const,
  },
  sports: {
    all: ['sports'] as const,
    sports: ['sports', 'list'] as const,
    /** `viewer`: the signed-in player's id (the answer carries their entry), null for a visitor. */
    contests: (sportId: number, viewer: number | null) => ['sports', 'contests', sportId, viewer] as const,
    contest: (id: number, viewer: number | null) => ['sports', 'contest', id, viewer] as const,
    rules: (gameTypeId: number) => ['sports', 'rules', gameTypeId] as const,
    matches: (gameSetId: number) => ['sports', 'matches', gameSetId] as const,
    entries: ['sports', 'entries'] as const,
    monthlyGames: (viewer: number | null) => ['sports', 'monthly-games', viewer] as const,
    picks: (entryId: number) => ['sports', 'picks', entryId] as const,
    /** The live score page's standing of one entry (`GET /api/sports/entries/:id/live`). */
    live: (entryId: number) => ['sports', 'live', entryId] as const,
  },
  draft: {
    all: ['draft'] as const,
    /** `viewer`: the signed-in player's id (the answers carry their entry), null for a visitor. */
    contests: (viewer: number | null) => ['draft', 'contests', viewer] as const,
    contest: (id: number, viewer: number | null) => ['draft', 'contest', id, viewer] as const,
    entries: ['draft', 'entries'] as const,
    /** My Draft Manager of one entry (`GET /api/draft/entries/:id/live`). */
    live: (entryId: number) => ['draft', 'live', entryId] as const,
  },
};

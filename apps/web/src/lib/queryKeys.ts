import type { TransactionsQuery } from '@powerplay/contracts';

/**
 * Every TanStack Query key of the player's site, in one place. Keys are arrays whose first item names a
 * family, so a prefix invalidates the whole family (`queryKeys.wallet.all`). The back office's keys live
 * with it (`features/operator/queryKeys.ts`): this module is on the landing page, and they are not needed
 * there.
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
  account: {
    profile: ['account', 'profile'] as const,
    responsibleGaming: ['account', 'responsible-gaming'] as const,
  },
  wallet: {
    all: ['wallet'] as const,
    summary: ['wallet', 'summary'] as const,
    transactions: (filters: TransactionsQuery) => ['wallet', 'transactions', filters] as const,
  },
  store: { products: ['store', 'products'] as const },
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
  friends: {
    /** The leagues' keys are of this family too (features/friends/leagues/queryKeys.ts). */
    all: ['friends'] as const,
    /** My private contests (Game Central). */
    mine: ['friends', 'mine'] as const,
    contest: (id: number) => ['friends', 'contest', id] as const,
    /** `viewer`: the signed-in player's id (the answer says whether they are a member), null for a visitor. */
    invitation: (code: string, viewer: number | null) => ['friends', 'invitation', code, viewer] as const,
  },
  fantasy: {
    players: (contestId: number) => ['fantasy', 'players', contestId] as const,
    live: (entryId: number) => ['fantasy', 'live', entryId] as const,
  },
  platform: {
    all: ['platform'] as const,
    partners: ['platform', 'partners'] as const,
    figures: ['platform', 'figures'] as const,
  },
};

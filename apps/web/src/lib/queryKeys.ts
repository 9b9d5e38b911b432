/** Every TanStack Query key of the web app, in one place. */
export const queryKeys = {
  me: ['auth', 'me'] as const,
  contentPage: (slug: string) => ['content', 'page', slug] as const,
  site: ['content', 'site'] as const,
  lotteryGames: ['lottery', 'games'] as const,
  lotteryGame: (id: number) => ['lottery', 'game', id] as const,
  lotteryResults: (id: number) => ['lottery', 'results', id] as const,
  lotteryAudit: (id: number) => ['lottery', 'audit', id] as const,
  lotteryEntries: ['lottery', 'entries'] as const,
};

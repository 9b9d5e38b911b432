/** Where each topic's stream is served (the web builds its URLs from here, never by hand). */
export const liveEventPaths = {
  lottery: (gameId: number) => `/api/lottery/games/${gameId}/events`,
  sportsGameSet: (gameSetId: number) => `/api/sports/game-sets/${gameSetId}/events`,
  draft: (draftId: number) => `/api/draft/contests/${draftId}/events`,
  privateContest: (id: number) => `/api/private-contests/${id}/events`,
  me: '/api/me/events',
} as const;

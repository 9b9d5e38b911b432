/**
 * The leagues' query keys: of the friends family, so `friendsKeys.all` invalidates them with the
 * private contests. They live here rather than in lib/queryKeys.ts, which the landing page loads and whose
 * script budget they would cross.
 */
export const leagueKeys = {
  /** My leagues (My Account, Game Central). */
  mine: ['friends', 'leagues'] as const,
  league: (id: number) => ['friends', 'league', id] as const,
  season: (id: number, number: number) => ['friends', 'league', id, 'season', number] as const,
  /** `viewer`: the signed-in player's id (the answer says whether they are a member), null for a visitor. */
  invitation: (code: string, viewer: number | null) =>
    ['friends', 'league-invitation', code, viewer] as const,
};

/**
 * Playing with friends' query keys. Not in lib/queryKeys.ts, which the landing page loads: its script
 * budget has no room for what the landing never uses.
 */
export const friendsKeys = {
  /** The leagues' keys are of this family too (features/friends/leagues/queryKeys.ts). */
  all: ['friends'] as const,
  /** My private contests (Game Central). */
  mine: ['friends', 'mine'] as const,
  contest: (id: number) => ['friends', 'contest', id] as const,
  /** `viewer`: the signed-in player's id (the answer says whether they are a member), null for a visitor. */
  invitation: (code: string, viewer: number | null) => ['friends', 'invitation', code, viewer] as const,
};

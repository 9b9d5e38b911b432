/** My Account's query keys: not in lib/queryKeys.ts, which the landing page loads. */
export const accountKeys = {
  profile: ['account', 'profile'] as const,
  responsibleGaming: ['account', 'responsible-gaming'] as const,
};

/** The platform console's query keys: not in lib/queryKeys.ts, which the landing page loads. */
export const platformKeys = {
  all: ['platform'] as const,
  partners: ['platform', 'partners'] as const,
  figures: ['platform', 'figures'] as const,
};

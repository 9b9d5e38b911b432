/** Every TanStack Query key of the web app, in one place. */
export const queryKeys = {
  me: ['auth', 'me'] as const,
  contentPage: (slug: string) => ['content', 'page', slug] as const,
  site: ['content', 'site'] as const,
};

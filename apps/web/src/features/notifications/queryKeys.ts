/**
 * The notification centre's query keys: a module of their own, not lib/queryKeys (which is on the
 * landing page), as the centre is loaded only once a player is signed in.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** The centre's pages, newest first (an infinite query): the bell's count is the first page's. */
  list: ['notifications', 'list'] as const,
  preferences: ['notifications', 'preferences'] as const,
};

/** A sports entry's live page, where its notifications lead: a fantasy entry has its own. */
export const entryPage = (layout: string, entryId: number) =>
  layout === 'fantasy' ? `/fantasy-live/${entryId}` : `/livescore/${entryId}`;

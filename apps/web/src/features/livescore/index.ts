// The live score feature's public surface: where an entry's live score is (a fantasy entry's players
// have a live page of their own).
export const liveScorePath = (entryId: number, layout?: string) =>
  layout === 'fantasy' ? `/fantasy-live/${entryId}` : `/livescore/${entryId}`;
export { useLiveScore } from './api';
export { contestTypeLabels, headlineText } from './headline-text';
// What a page scoring other entries live needs (a private contest's standings).
export { goalsAfter, toGrid } from './standing';

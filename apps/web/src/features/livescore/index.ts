// The live score feature's public surface: where an entry's live score is.
export const liveScorePath = (entryId: number) => `/livescore/${entryId}`;
export { useLiveScore } from './api';
export { contestTypeLabels, headlineText } from './headline-text';

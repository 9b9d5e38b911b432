// The live score feature's public surface: where an entry's live score is.
export const liveScorePath = (entryId: number) => `/livescore/${entryId}`;

import { describe, expect, it } from 'vitest';
import { liveScorePath } from '.';

describe('liveScorePath', () => {
  it("opens a fantasy entry's own live page, any other entry's live score", () => {
    expect(liveScorePath(7, 'fantasy')).toBe('/fantasy-live/7');
    expect(liveScorePath(7, 'high5')).toBe('/livescore/7');
    expect(liveScorePath(7)).toBe('/livescore/7');
  });
});

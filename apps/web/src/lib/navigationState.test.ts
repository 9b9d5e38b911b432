import { describe, expect, it } from 'vitest';
import { authReturnTarget } from './navigationState';

describe('authReturnTarget', () => {
  it('returns to /{backlink} carrying the selection', () => {
    expect(authReturnTarget({ backlink: '747', selected: [1, 2, 3] })).toEqual({
      to: '/747',
      state: { selected: [1, 2, 3] },
    });
    expect(authReturnTarget({ backlink: '/draft-day-teams', selected: null })).toEqual({
      to: '/draft-day-teams',
      state: { selected: null },
    });
  });

  it('goes home without a usable backlink', () => {
    expect(authReturnTarget(null)).toEqual({ to: '/' });
    expect(authReturnTarget({ selected: 1 })).toEqual({ to: '/' });
    expect(authReturnTarget({ backlink: '' })).toEqual({ to: '/' });
    expect(authReturnTarget({ backlink: '//evil.example/x' })).toEqual({
      to: '/evil.example/x',
      state: { selected: undefined },
    });
    expect(authReturnTarget({ backlink: 'https://evil.example' })).toEqual({ to: '/' });
    expect(authReturnTarget({ backlink: 'a//b' })).toEqual({ to: '/' });
  });
});

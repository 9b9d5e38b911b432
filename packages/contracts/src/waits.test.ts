import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogue';
import { formatMessage } from './core-messages';
import { formatWait } from './waits';

describe('formatWait', () => {
  it('says seconds under two minutes and whole minutes from two minutes, singular for one', () => {
    expect([1, 2, 45, 60, 119, 120, 180, 900].map(formatWait)).toEqual([
      '1 second',
      '2 seconds',
      '45 seconds',
      '60 seconds',
      '119 seconds',
      '2 minutes',
      '3 minutes',
      '15 minutes',
    ]);
  });

  it('never rounds: a wait that is not whole minutes stays in seconds', () => {
    expect(formatWait(121)).toBe('121 seconds');
    expect(formatWait(845)).toBe('845 seconds');
  });

  it('fills the sign-in refusals, which state no wait of their own', () => {
    for (const code of ['LOGIN_THROTTLED', 'LOGIN_SLOWED'] as const) {
      expect(catalogue[code].message).not.toMatch(/\d|minute|second/);
      expect(formatMessage(catalogue[code].message, { wait: formatWait(900) })).toContain(
        'Please wait 15 minutes and try again.',
      );
    }
  });
});

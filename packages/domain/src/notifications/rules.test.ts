import { describe, expect, it } from 'vitest';
import {
  emailedByDefault,
  lockedWindow,
  mailWanted,
  STARTS_SOON_MAIL_GAP_MS,
  STARTS_SOON_MS,
  startsSoonDue,
  startsSoonMailDue,
} from './rules';

describe('notification rules', () => {
  it('finds a game first at most one look before its ten minutes, never after; not once begun', () => {
    const look = 5_000;
    for (const start of [
      STARTS_SOON_MS,
      STARTS_SOON_MS + 1,
      STARTS_SOON_MS + 2_500,
      STARTS_SOON_MS + 4_999,
    ]) {
      const moment = start - STARTS_SOON_MS;
      // Looks at every multiple of the interval: the first that finds the game.
      let first = 0;
      while (!startsSoonDue(start, first, look)) first += look;
      expect(first).toBeGreaterThan(moment - look);
      expect(first).toBeLessThanOrEqual(moment);
    }
    expect(startsSoonDue(1_000, 1_000, look)).toBe(false);
    expect(startsSoonDue(1_000, 999, look)).toBe(true);
  });

  it('tells a lock at the first look after it, up to ten minutes late, never before', () => {
    expect(lockedWindow(STARTS_SOON_MS * 3)).toEqual({
      after: STARTS_SOON_MS * 2,
      until: STARTS_SOON_MS * 3,
    });
  });

  it('mails "starts soon" at most once an hour', () => {
    expect(startsSoonMailDue(null, 5)).toBe(true);
    expect(startsSoonMailDue(0, STARTS_SOON_MAIL_GAP_MS - 1)).toBe(false);
    expect(startsSoonMailDue(0, STARTS_SOON_MAIL_GAP_MS)).toBe(true);
  });

  it('mails starts soon and results by default, the rest when chosen; a choice wins', () => {
    expect(['starts_soon', 'settled'].every(emailedByDefault)).toBe(true);
    for (const kind of ['locked', 'live', 'cancelled', 'friend_joined', 'league_contest', 'withdrawal'])
      expect(emailedByDefault(kind)).toBe(false);
    expect(mailWanted('settled', { choice: false, selfExcluded: false })).toBe(false);
    expect(mailWanted('live', { choice: true, selfExcluded: false })).toBe(true);
    expect(mailWanted('live', { choice: undefined, selfExcluded: false })).toBe(false);
  });

  it('mails a self-excluded player nothing but withdrawals, whatever they chose', () => {
    for (const kind of ['starts_soon', 'settled', 'live', 'friend_joined'])
      expect(mailWanted(kind, { choice: true, selfExcluded: true })).toBe(false);
    expect(mailWanted('withdrawal', { choice: true, selfExcluded: true })).toBe(true);
  });
});

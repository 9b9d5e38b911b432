import { describe, expect, it } from 'vitest';
import { emailedByDefault, mailWanted, STARTS_SOON_MAIL_GAP_MS, startsSoonMailDue } from './rules';

describe('notification rules', () => {
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

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { entriesOpen } from './contests';
import {
  cancelsAtLock,
  playersRefusal,
  playersStanding,
  shortOfPlayers,
  type LockingGameSet,
} from './players';

const startAt = Date.parse('2026-11-25T20:00:00Z');
const before = startAt - 1;
const open: LockingGameSet = { status: 'UNPLAYED', startAt };
const players = (minPlayers: number, entries: number, cancelled = false) => ({
  minPlayers,
  entries,
  cancelled,
});

describe('Waiting For Players (docs/rules/sports.md "Waiting For Players")', () => {
  it('never waits with the default minimum of 1, not even with no entry yet', () => {
    for (const entries of [0, 1, 5]) {
      expect(shortOfPlayers(players(1, entries))).toBe(false);
      expect(playersStanding(players(1, entries), open, before)).toBe('PLAYING');
      expect(playersStanding(players(1, entries), open, startAt)).toBe('PLAYING');
      expect(cancelsAtLock(players(1, entries), { status: 'LIVE', startAt }, startAt + 1)).toBe(false);
    }
  });

  it('waits while entries are open and fewer than the minimum; plays from the minimum on', () => {
    expect(playersStanding(players(3, 0), open, before)).toBe('WAITING');
    expect(playersStanding(players(3, 2), open, before)).toBe('WAITING');
    expect(playersStanding(players(3, 3), open, before)).toBe('PLAYING');
    expect(playersStanding(players(3, 4), open, before)).toBe('PLAYING');
  });

  it('cancels at the lock, by the clock or by a first match gone live early, only when short', () => {
    expect(playersStanding(players(3, 2), open, startAt)).toBe('CANCEL');
    expect(cancelsAtLock(players(3, 2), open, startAt)).toBe(true);
    expect(cancelsAtLock(players(3, 2), { status: 'LIVE', startAt }, before - 60_000)).toBe(true);
    expect(cancelsAtLock(players(3, 0), { status: 'FINISHED', startAt }, before)).toBe(true);
    expect(cancelsAtLock(players(3, 3), open, startAt)).toBe(false);
    expect(cancelsAtLock(players(3, 2), open, before)).toBe(false);
    // Once cancelled, a second run of the step finds nothing to do.
    expect(cancelsAtLock(players(3, 2, true), open, startAt)).toBe(false);
    expect(playersStanding(players(3, 2, true), open, startAt)).toBe('CANCELLED');
  });

  it('refuses picking while waiting, between the lock and the cancellation, and once cancelled', () => {
    expect(playersRefusal('WAITING')).toBe('SPORTS_WAITING_FOR_PLAYERS');
    expect(playersRefusal('CANCEL')).toBe('SPORTS_WAITING_FOR_PLAYERS');
    expect(playersRefusal('CANCELLED')).toBe('SPORTS_CONTEST_CANCELLED');
    expect(playersRefusal('PLAYING')).toBeNull();
  });

  it('exactly one of playing, waiting or cancelling, as entries, minimum and time say', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 0, max: 60 }),
        fc.constantFrom<LockingGameSet['status']>('UNPLAYED', 'LIVE', 'FINISHED'),
        fc.integer({ min: -120_000, max: 120_000 }),
        (minPlayers, entries, status, offset) => {
          const set = { status, startAt };
          const now = startAt + offset;
          const standing = playersStanding(players(minPlayers, entries), set, now);
          const short = minPlayers > 1 && entries < minPlayers;
          if (!short) expect(standing).toBe('PLAYING');
          else expect(standing).toBe(entriesOpen(set, now) ? 'WAITING' : 'CANCEL');
          expect(cancelsAtLock(players(minPlayers, entries), set, now)).toBe(standing === 'CANCEL');
          // Reaching the minimum never waits, whatever the time.
          expect(playersRefusal(playersStanding(players(minPlayers, minPlayers), set, now))).toBeNull();
        },
      ),
    );
  });
});
